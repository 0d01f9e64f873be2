// Names the app makes up ("Tova (copy)", "Tova (replaced 2026-11-25)") must fit the same limit
// that import applies, or every later backup of the database would be refused. Pure TypeScript.

/**
 * The longest name a file may hold (fileLimits.nameLength; a test keeps the two equal). Not
 * imported from file-schemas, so that screens which only name things do not load zod.
 */
export const maxStoredNameLength = 200

/** What a person may type as a character's or campaign's name (generated suffixes use the rest). */
export const maxNameLength = 120

/** The name used when a record's name is empty. */
export const unnamed = 'Unnamed'

/**
 * `base` followed by `suffix`, at most `limit` characters (UTF-16 units, as zod counts them):
 * the base is shortened, never the suffix, and never between the two halves of a surrogate pair.
 * An empty base becomes "Unnamed".
 */
export function fitName(base: string, suffix = '', limit: number = maxStoredNameLength): string {
  const trimmed = base.trim() || unnamed
  const room = Math.max(0, limit - suffix.length)
  if (trimmed.length + suffix.length <= limit) return `${trimmed}${suffix}`
  let cut = trimmed.slice(0, room)
  // A lone high surrogate at the end would be half a character.
  const last = cut.charCodeAt(cut.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  const kept = cut.trimEnd()
  return `${kept || unnamed.slice(0, room)}${suffix}`.slice(0, limit)
}
