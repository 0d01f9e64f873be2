// Mojo: Fields and skills: a skill, field or field bonus bought immediately before a roll it helps
// adds the mojo spent to that roll. Practical mojo never adds to rolls (Practical mojo).
import { isActive, type LedgerEntry } from '../common/ledger'
import type { RollModifier } from '../common/roll-model'
import { currencyIds } from './advance'
import { text } from './text'

const fieldKinds = new Set(['field-new', 'field-bonus', 'skill'])

/**
 * The last active ledger entry, when it is a mojo spend on a field, a field bonus or a skill:
 * what was bought and the mojo it cost, as a bonus for the roll that follows. Anything recorded
 * after it (another purchase, a bid) means it was not bought just before this roll.
 */
export function boughtJustBefore(ledger: readonly LedgerEntry[]): RollModifier | null {
  const last = [...ledger].reverse().find(isActive)
  if (!last || last.kind !== 'spend' || last.currency !== currencyIds.mojo) return null
  if (!last.option || !fieldKinds.has(last.option.kind)) return null
  return {
    label: last.purchase
      ? text('justBought.named', { purchase: last.purchase })
      : text('justBought.unnamed'),
    value: last.amount,
    rule: 'Mojo: Fields and skills',
  }
}
