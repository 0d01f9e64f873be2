// The leaf edits between two versions of a character's data, for purchases whose effect is
// computed (passing time, a combat change): what the ledger records and undoes. Kept apart from
// the purchases so that nothing here imports the system contract (src/systems/types.ts).
import { jsonCopy, type Json } from './json'
import type { Change } from './ledger'

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The leaf edits from `before` to `after`: objects are compared key by key, arrays and values
 * whole, so a step that heals one pool does not claim the whole record (the ledger's undo
 * chains entries that touch the same paths).
 */
export function diffChanges(before: unknown, after: unknown, path: string[] = []): Change[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    return [...keys].flatMap((key) => diffChanges(before[key], after[key], [...path, key]))
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  const change: Change = { path }
  if (before !== undefined) change.before = jsonCopy(before as Json)
  if (after !== undefined) change.after = jsonCopy(after as Json)
  return [change]
}
