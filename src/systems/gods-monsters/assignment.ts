// The ability scores as creation assigned them, before mojo raised any: the checks compare these
// with the rolls and with the first-level limits, since mojo may raise a score past 18.
import { isActive, revertChanges, type LedgerEntry } from '../common/ledger'
import type { AbilityScores, GodsMonstersData } from './model'

/**
 * The scores as creation assigned them: the current ones with every active ledger purchase that
 * raised an ability taken back (mojo raises scores after the assignment, never the rolls).
 */
export function creationAssignment(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
): AbilityScores {
  let scores: GodsMonstersData = data
  for (const entry of [...ledger].reverse()) {
    if (!isActive(entry) || entry.kind !== 'spend') continue
    const raises = entry.changes.filter((c) => c.path[0] === 'abilities')
    if (raises.length > 0) scores = revertChanges(scores, raises)
  }
  return { ...scores.abilities }
}
