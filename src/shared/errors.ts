/**
 * The text to show for a caught value: an Error's message, or anything else turned into a
 * string. Callers add their own context ("Not saved: …").
 */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
