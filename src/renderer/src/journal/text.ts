// Words as the journal search sees them, and highlighting of matches. Kept apart from the index
// (search-core.ts) so the journal's list can highlight without loading MiniSearch.

const combiningMarks = /\p{M}+/gu
const nonWord = /[^\p{L}\p{N}]+/u
const ascii = /^[\x20-\x7e\s]*$/

/** Lower case without accents: "Élan" → "elan". The index and highlight() agree on this. */
export function normalize(text: string): string {
  const lower = text.toLowerCase()
  return ascii.test(lower) ? lower : lower.normalize('NFD').replace(combiningMarks, '')
}

/** Normalised words of a text, in order (stop words included). */
export function words(text: string): string[] {
  return normalize(text)
    .split(nonWord)
    .filter((word) => word !== '')
}

export interface HighlightSegment {
  text: string
  match: boolean
}

const wordPattern = /[\p{L}\p{N}\p{M}]+/gu

/**
 * Splits text for highlighting: a segment is marked where a word starts with one of `terms`
 * (compared without case or accents). With `maxLength`, white space is collapsed and a longer text
 * is cut to a window around the first match, with "…" where it was cut.
 */
export function highlight(
  text: string,
  terms: readonly string[],
  maxLength?: number,
): HighlightSegment[] {
  const wanted = [...new Set(terms.flatMap((term) => words(term)))]
  const source = maxLength === undefined ? text : text.replace(/\s+/g, ' ').trim()
  const matches: [number, number][] = []
  if (wanted.length > 0) {
    for (const found of source.matchAll(wordPattern)) {
      // Apostrophes and hyphens split words here as in the index: "Kaelen's" is "kaelen" + "s".
      const normalized = normalize(found[0])
      if (wanted.some((term) => normalized.startsWith(term)))
        matches.push([found.index, found.index + found[0].length])
    }
  }

  let from = 0
  let to = source.length
  if (maxLength !== undefined && source.length > maxLength) {
    const first = matches[0]
    if (first) {
      from = Math.max(0, Math.min(first[0] - Math.floor(maxLength / 3), source.length - maxLength))
      if (from > 0) {
        const space = source.indexOf(' ', from)
        if (space !== -1 && space < first[0]) from = space + 1
      }
    }
    to = Math.min(source.length, from + maxLength)
    if (to < source.length) {
      const space = source.lastIndexOf(' ', to)
      if (space > from && (!first || space >= first[1])) to = space
    }
  }

  const segments: HighlightSegment[] = []
  const push = (part: string, match: boolean) => {
    if (part === '') return
    const last = segments[segments.length - 1]
    if (last && last.match === match && !match) last.text += part
    else segments.push({ text: part, match })
  }
  if (from > 0) push('…', false)
  let at = from
  for (const [start, end] of matches) {
    if (end <= from || start >= to) continue
    push(source.slice(at, Math.max(at, start)), false)
    push(source.slice(Math.max(at, start), Math.min(end, to)), true)
    at = Math.min(end, to)
  }
  push(source.slice(at, to), false)
  if (to < source.length) push('…', false)
  return segments
}
