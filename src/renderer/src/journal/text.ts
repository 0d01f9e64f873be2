// Words as the journal search sees them, and highlighting of matches. Kept apart from the index
// (search-core.ts) so the journal's list can highlight without loading MiniSearch.

const combiningMarks = /\p{M}+/gu
const nonWord = /[^\p{L}\p{N}]+/u
const ascii = /^[\x20-\x7e\s]*$/
const asciiNonWord = /[^a-z0-9]+/

/** Lower case without accents: "Élan" → "elan". The index and highlight() agree on this. */
export function normalize(text: string): string {
  const lower = text.toLowerCase()
  return ascii.test(lower) ? lower : lower.normalize('NFD').replace(combiningMarks, '')
}

/** Normalised words of a text, in order (stop words included). */
export function words(text: string): string[] {
  const lower = text.toLowerCase()
  // ASCII text (most journals): letters and digits are [a-z0-9] once lower-cased, and a plain
  // character class splits several times faster than Unicode properties.
  const split = ascii.test(lower)
    ? lower.split(asciiNonWord)
    : lower.normalize('NFD').replace(combiningMarks, '').split(nonWord)
  return split.filter((word) => word !== '')
}

export interface HighlightSegment {
  text: string
  match: boolean
}

const wordPattern = /[\p{L}\p{N}\p{M}]+/gu
// A run of white space other than one plain space: what collapsing replaces (single spaces are
// left alone, which spares a copy per word in the common case).
const spaceToCollapse = /[^\S ]\s*| \s+/g

/** White space collapsed to single spaces and trimmed, as `.replace(/\s+/g, ' ').trim()`. */
export function collapseSpace(text: string): string {
  return text.replace(spaceToCollapse, ' ').trim()
}

/** The normalised words that search terms stand for, each once. */
export function matchTerms(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap((term) => words(term)))]
}

/**
 * The words of `text` that start with one of `wanted` (normalised words, see matchTerms), as
 * [start, end) in order, found lazily so that a caller can stop at the first. Linear in the text.
 */
export function* matchedWords(
  text: string,
  wanted: readonly string[],
): Generator<[number, number], void, undefined> {
  if (wanted.length === 0) return
  if (ascii.test(text)) {
    // normalize() is toLowerCase() here, which keeps every position, and words are [a-z0-9] runs:
    // one regex over the lowered text finds the whole words that start with a term (only terms of
    // those letters can), without a string per word.
    const plain = wanted.filter((term) => /^[a-z0-9]+$/.test(term))
    if (plain.length === 0) return
    const pattern = new RegExp(`(?<![a-z0-9])(?:${plain.join('|')})[a-z0-9]*`, 'g')
    for (const found of text.toLowerCase().matchAll(pattern))
      yield [found.index, found.index + found[0].length]
    return
  }
  for (const found of text.matchAll(wordPattern)) {
    // Apostrophes and hyphens split words here as in the index: "Kaelen's" is "kaelen" + "s".
    const normalized = normalize(found[0])
    if (wanted.some((term) => normalized.startsWith(term)))
      yield [found.index, found.index + found[0].length]
  }
}

/**
 * Splits text for highlighting: a segment is marked where a word starts with one of `terms`
 * (compared without case or accents). With `maxLength`, white space is collapsed and a longer text
 * is cut to a window around the first match, with "…" where it was cut. Only the words up to the
 * end of that window are looked at. `more` says that the text is part of a longer one, cut before
 * or after it: "…" is shown there too.
 */
export function highlight(
  text: string,
  terms: readonly string[],
  maxLength?: number,
  more: { before?: boolean; after?: boolean } = {},
): HighlightSegment[] {
  const source = maxLength === undefined ? text : collapseSpace(text)
  const found = matchedWords(source, matchTerms(terms))
  const next = found.next()
  const first = next.done ? undefined : next.value

  let from = 0
  let to = source.length
  if (maxLength !== undefined && source.length > maxLength) {
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
  const matches: [number, number][] = first ? [first] : []
  for (const match of found) {
    if (match[0] >= to) break
    matches.push(match)
  }

  const segments: HighlightSegment[] = []
  const push = (part: string, match: boolean) => {
    if (part === '') return
    const last = segments[segments.length - 1]
    if (last && last.match === match && !match) last.text += part
    else segments.push({ text: part, match })
  }
  if (from > 0 || more.before) push('…', false)
  let at = from
  for (const [start, end] of matches) {
    if (end <= from || start >= to) continue
    push(source.slice(at, Math.max(at, start)), false)
    push(source.slice(Math.max(at, start), Math.min(end, to)), true)
    at = Math.min(end, to)
  }
  push(source.slice(at, to), false)
  if (to < source.length || more.after) push('…', false)
  return segments
}
