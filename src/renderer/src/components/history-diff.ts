// What differs between a character as it was and as it is now (#24, history): field by field, for
// the history dialog. Pure: the dialog names the rows.
import type { CharacterRecord } from '@systems/types'
import { formatPath } from '@shared/issue-messages'

/** One field that differs. `then`/`now` are shown as text; undefined: the field is absent. */
export interface FieldDifference {
  /** The field's path within the character's data (`attributes.strong`), or a record field. */
  path: string
  /** A record field outside the data: its name is translated by the dialog. */
  field?: 'name' | 'ledger' | 'portrait'
  then: string | undefined
  now: string | undefined
}

/** Every leaf of `value` by its path (arrays by index); an empty object or array is a leaf. */
function leaves(value: unknown, path: (string | number)[], out: Map<string, string>): void {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, index) => leaves(item, [...path, index], out))
  } else if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out)
  } else {
    out.set(formatPath(path), typeof value === 'string' ? value : JSON.stringify(value))
  }
}

/**
 * The fields of `then` that differ from `now`: the name, the portrait, the ledger (by its number of
 * entries), and each leaf of the system's data, in the order of `then` and then of `now`.
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
  const before = new Map<string, string>()
  const after = new Map<string, string>()
  leaves(then.data, [], before)
  leaves(now.data, [], after)
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(path) !== after.get(path))
      found.push({ path, then: before.get(path), now: after.get(path) })
  }
  return found
}
