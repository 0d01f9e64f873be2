// What differs between a character as it was and as it is now (#24, history): field by field, for
// the history dialog. Pure: the dialog names the rows.
import type { CharacterRecord } from '@systems/types'
import { describePath, fieldDiff } from '@shared/sync/field-diff'

/** One field that differs. `then`/`now` are shown as text; undefined: the field is absent. */
export interface FieldDifference {
  /** The field's label within the character's data ("Attributes › Strong"), or a record field. */
  path: string
  /** A record field outside the data: its name is translated by the dialog. */
  field?: 'name' | 'ledger' | 'portrait'
  then: string | undefined
  now: string | undefined
}

/** A value as the dialog shows it: text as it is, anything else as JSON. */
const shown = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value)

/**
 * The fields of `then` that differ from `now`: the name, the portrait, the ledger (by its number of
 * entries), and each differing field of the system's data (see fieldDiff).
 */
export function characterDifferences(
  then: CharacterRecord,
  now: CharacterRecord,
): FieldDifference[] {
  const found: FieldDifference[] = []
  if (then.name !== now.name)
    found.push({ path: 'name', field: 'name', then: then.name, now: now.name })
  if (then.portrait !== now.portrait)
    found.push({ path: 'portrait', field: 'portrait', then: then.portrait, now: now.portrait })
  if (JSON.stringify(then.ledger) !== JSON.stringify(now.ledger))
    found.push({
      path: 'ledger',
      field: 'ledger',
      then: String(then.ledger.length),
      now: String(now.ledger.length),
    })
  // The data's fields by the same rules as the conflict review (items matched by id), labelled
  // the same way ("Hit points › Current").
  for (const change of fieldDiff(then.data, now.data)) {
    found.push({
      path: describePath(change.path, then.data, now.data).join(' › '),
      then: shown(change.mine),
      now: shown(change.theirs),
    })
  }
  return found
}
