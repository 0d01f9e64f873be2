// Ledger entries made before this version kept a spend's label and its data changes, not the
// purchase itself. This gives each such spend its purchase, read back from its changes by its
// system (`AdvancementRules.purchaseOf`), once, when the database is upgraded. Pure TypeScript.
import type { LedgerEntry } from '../systems/common/ledger'
import type { GameSystem } from '../systems/types'

interface StoredCharacter {
  data: unknown
  ledger: LedgerEntry[]
}

/**
 * Adds its purchase to every spend of `character` that has none and whose purchase its system
 * can read back, checked by the system's purchase schema; other entries stay exactly as they
 * are (awards, and spends no purchase made: mojo on a roll, a trade). Changes `character` in
 * place and returns how many entries got a purchase.
 */
export function addRecordedPurchases(
  character: StoredCharacter,
  system: GameSystem | undefined,
): number {
  if (!system || !Array.isArray(character.ledger)) return 0
  let added = 0
  for (const entry of character.ledger) {
    if (entry.kind !== 'spend' || entry.option !== undefined) continue
    let read
    try {
      read = system.advancement.purchaseOf(entry, character.data)
    } catch {
      continue // data of an older shape the reader does not follow: the entry stays as it is
    }
    const checked = read === null ? null : system.advancement.purchaseSchema.safeParse(read)
    if (!checked?.success) continue
    entry.option = checked.data
    added++
  }
  return added
}
