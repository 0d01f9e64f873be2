// Field-level differences between two versions of a record, for the conflict review screen (#24):
// the user sees which fields the two devices changed before keeping one version or both. Pure.
//
// Rules:
// - Objects are walked key by key; a key on one side only is one change (the other side
//   undefined), with its whole value.
// - Arrays of objects that all carry a unique string `id` (items, weapons, ledger entries,
//   awards…) are matched by id when the items both sides share keep their order and any item only
//   `theirs` has comes after them (the usual case: each device appended or removed items). Then one
//   added item is one change, not a shift of every index after it. Its path segment is `id=<id>`.
//   Otherwise (an item inserted mid-list, a reorder) the array is compared by index: nothing is
//   hidden, it just reads as more changes.
// - Arrays of plain values (tags, linked ids, qualities) are one field: the whole list differs.
// - Anything else that differs (a value, or a value against another type) is one change.
//
// Left out, because it always differs between two edits and means nothing to the user:
// - `updatedAt` at the top of a record (characters, campaigns, journal entries, encounters).
// createdAt, deletedAt, archivedAt, endedAt, dataVersion and the ledger's times are kept: when they
// differ, the versions differ in a way the user may care about (trashed, archived, migrated).

export interface FieldChange {
  /** Keys from the record's top; `id=<id>` for an item matched by id, the index otherwise. */
  path: string[]
  /** This device's value; undefined when the field is not there. */
  mine: unknown
  /** The other device's value; undefined when the field is not there. */
  theirs: unknown
}

/** Top-level fields that differ on every edit and are not shown (see above). */
const bookkeeping = new Set(['updatedAt'])

/** The segment of an array item matched by id. */
const idSegment = (id: string): string => `id=${id}`

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function idsOf(items: unknown[]): string[] | undefined {
  const ids: string[] = []
  for (const item of items) {
    if (!isObject(item) || typeof item.id !== 'string') return undefined
    ids.push(item.id)
  }
  return new Set(ids).size === ids.length ? ids : undefined
}

/** Ids when both arrays can be matched by id under the rule above; undefined otherwise. */
function matchableIds(mine: unknown[], theirs: unknown[]): [string[], string[]] | undefined {
  const a = idsOf(mine)
  const b = idsOf(theirs)
  if (!a || !b || (a.length === 0 && b.length === 0)) return undefined
  const inMine = new Set(a)
  const inTheirs = new Set(b)
  const sharedInMine = a.filter((id) => inTheirs.has(id))
  const sharedInTheirs = b.slice(0, sharedInMine.length)
  const ordered = sharedInMine.every((id, i) => sharedInTheirs[i] === id)
  const addedAtEnd = b.slice(sharedInMine.length).every((id) => !inMine.has(id))
  return ordered && addedAtEnd ? [a, b] : undefined
}

const isPlain = (value: unknown) => value === null || typeof value !== 'object'

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]))
    )
  }
  return false
}

function walk(mine: unknown, theirs: unknown, path: string[], out: FieldChange[]): void {
  if (same(mine, theirs)) return
  if (isObject(mine) && isObject(theirs)) {
    const keys = [
      ...Object.keys(mine),
      ...Object.keys(theirs).filter((k) => !Object.hasOwn(mine, k)),
    ]
    for (const key of keys) {
      if (path.length === 0 && bookkeeping.has(key)) continue
      walk(
        Object.hasOwn(mine, key) ? mine[key] : undefined,
        Object.hasOwn(theirs, key) ? theirs[key] : undefined,
        [...path, key],
        out,
      )
    }
    return
  }
  if (Array.isArray(mine) && Array.isArray(theirs) && ![...mine, ...theirs].every(isPlain)) {
    const matched = matchableIds(mine, theirs)
    if (matched) {
      const [a, b] = matched
      const theirsById = new Map(b.map((id, i) => [id, theirs[i]]))
      a.forEach((id, i) => walk(mine[i], theirsById.get(id), [...path, idSegment(id)], out))
      const inMine = new Set(a)
      b.forEach((id, i) => {
        if (!inMine.has(id)) walk(undefined, theirs[i], [...path, idSegment(id)], out)
      })
      return
    }
    for (let i = 0; i < Math.max(mine.length, theirs.length); i++)
      walk(
        i < mine.length ? mine[i] : undefined,
        i < theirs.length ? theirs[i] : undefined,
        [...path, String(i)],
        out,
      )
    return
  }
  out.push({ path, mine, theirs })
}

/** The fields in which `theirs` differs from `mine` (two records' JSON bodies), by the rules above. */
export function fieldDiff(mine: unknown, theirs: unknown): FieldChange[] {
  const out: FieldChange[] = []
  walk(mine, theirs, [], out)
  return out
}

/** "rewardCarry" → "Reward carry", "max_hp" → "Max hp". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}

/** An item's own name, where it has one. */
function itemName(item: unknown): string | undefined {
  if (!isObject(item)) return undefined
  for (const key of ['name', 'title', 'label', 'note']) {
    const value = item[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}

function child(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) {
    if (segment.startsWith('id=')) {
      const id = segment.slice(3)
      return value.find((item) => isObject(item) && item.id === id)
    }
    return value[Number(segment)]
  }
  return isObject(value) && Object.hasOwn(value, segment) ? value[segment] : undefined
}

/**
 * A readable label for a change's path, one part per segment ("Attributes", "Strong"), read from
 * the two bodies: a list item is named by its own name (or title, label, note) where it has one,
 * else "#n". Keys are humanised, not looked up: the record schemas name their fields in plain
 * English words (attribute ids such as `strong` are the rules' names), so this reads well at no
 * cost, but the parts are English whatever the app's language. A character's `data` (the system's
 * part) is left out of the label: to the user those are simply the character's fields.
 */
export function describePath(path: string[], mine: unknown, theirs: unknown): string[] {
  const parts: string[] = []
  let a = mine
  let b = theirs
  path.forEach((segment, depth) => {
    const inArray = Array.isArray(a) || Array.isArray(b)
    a = child(a, segment)
    b = child(b, segment)
    if (depth === 0 && segment === 'data' && path.length > 1) return
    if (!inArray) parts.push(humanise(segment))
    else if (segment.startsWith('id=')) parts.push(itemName(a) ?? itemName(b) ?? segment.slice(3))
    else parts.push(itemName(a) ?? itemName(b) ?? `#${Number(segment) + 1}`)
  })
  return parts
}
