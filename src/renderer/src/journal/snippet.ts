// Text for the journal's rows: Markdown reduced to plain words, and a window around a search hit.
// Nothing here may freeze the list, whatever a body holds (issue 15): every step is linear in the
// text it is given, and a long body's snippet reduces a bounded part of it.
//
// The reduction is five passes, each linear:
//   1. [[links]] → their text (unlinkText: bounded repetitions, at most ~400 steps per "[[");
//   2. [text](url) and ![alt](src) → text (a scanner; the regex it replaces went quadratic);
//   3. heading, quote, list and number markers at line starts (a regex with no nested or lazy
//      quantifier: a bounded prefix, then one greedy run that ends the match or fails);
//   4. *emphasis*, **strong**, _…_, __…__, `code`, ~~struck~~ → their text (a scanner; the regex
//      it replaces went quadratic);
//   5. white space collapsed.
// Passes 2 and 4 do exactly what the regexes did, pairs across lines included: the tests hold them
// to the old regexes on random hostile input.
import type { JournalRecord } from '@shared/records'
import { unlinkText } from '@shared/journal'
import { withoutPictureTargets } from '@shared/pictures'
import {
  collapseSpace,
  highlight,
  matchedWords,
  matchTerms,
  normalize,
  type HighlightSegment,
} from './text'

/** Characters a search hit's snippet shows, besides its ellipses. */
export const snippetLength = 140

/** Markdown without its markup: good enough for a one-line preview. */
export function plainText(markdown: string): string {
  return reduce(markdown).text
}

/** The part of an entry to show for a search hit, with the matched words marked. */
export function entrySnippet(entry: JournalRecord, terms: string[]): HighlightSegment[] {
  return bodySnippet(withoutPictureTargets(entry.body), entry.title, terms)
}

/** How much of a body a snippet reduces (see bodySnippet). Tests make these small. */
export interface SnippetLimits {
  /** A body up to this length is reduced whole. */
  whole: number
  /** In a longer body, the characters reduced on each side of a hit. */
  margin: number
}

export const snippetLimits: SnippetLimits = { whole: 64 * 1024, margin: 2048 }

/**
 * The snippet of a body for a search hit: the words around the first match in its plain text,
 * marked, cut to `maxLength` (see highlight()). Where the body has the term but its plain text
 * does not (a [[link]]'s target, a link's address: the index reads the body as written), the body
 * as written around it, so that the hit shows.
 *
 * A body up to `limits.whole` characters is reduced whole. In a longer one, a term is looked for in
 * the body as written (a native, linear scan), then only
 * - the head up to a line break `margin` past it, if nothing is left open at the end of that head
 *   (no "[" or emphasis marker whose closing one could come later): the same text as the whole
 *   body would give, so the same snippet; else, or if the hit is further than `whole`,
 * - a window of `margin` on each side of it, cut at a blank line, line break or space where there
 *   is one near. That is the same snippet too unless a link or emphasis pair crosses the window's
 *   edge (unpaired markers, or pairs spanning paragraphs, which the old regexes paired at any
 *   distance). If the window's plain text lost the term, the next window, and so on.
 */
export function bodySnippet(
  body: string,
  title: string,
  terms: readonly string[],
  maxLength = snippetLength,
  limits: SnippetLimits = snippetLimits,
): HighlightSegment[] {
  const wanted = matchTerms(terms)
  if (body.length <= limits.whole) {
    const plain = reduce(body).text
    if (!matchedWords(plain, wanted).next().done) return highlight(plain, terms, maxLength)
    const hidden = matchedWords(body, wanted).next().value
    if (hidden) return asWritten(body, hidden[0], terms, maxLength)
    return highlight(plain || title, terms, maxLength)
  }

  const { margin } = limits
  const hitFrom = hitFinder(body, wanted)
  const firstHit = hitFrom(0)
  const headEnd = body.indexOf('\n', Math.max(firstHit, 0) + margin) + 1
  const head =
    headEnd > 0 && headEnd <= limits.whole ? plainHead(body.slice(0, headEnd)) : undefined
  if (head !== undefined) {
    const first = matchedWords(head, wanted).next().value
    // Every word before the head's last space is the whole body's (see plainHead).
    const lastSpace = head.lastIndexOf(' ')
    if (first ? lastSpace > first[1] + maxLength : firstHit === -1 && lastSpace > maxLength)
      return highlight(head, first ? terms : [], maxLength)
  }

  for (let hit = firstHit; hit !== -1;) {
    const start = cutBefore(body, hit - margin, margin)
    let end = cutAfter(body, hit + margin, margin)
    let text = reduce(body.slice(start, end)).text
    const first = matchedWords(text, wanted).next().value
    if (first) {
      // The hit lost in plain text, a match after it may sit near the window's end: a margin more
      // (if the match is still there).
      if (text.lastIndexOf(' ') <= first[1] + maxLength && end < body.length) {
        const further = cutAfter(body, end + margin, margin)
        const more = reduce(body.slice(start, further)).text
        if (!matchedWords(more, wanted).next().done) [end, text] = [further, more]
      }
      return highlight(text, terms, maxLength, { before: start > 0, after: end < body.length })
    }
    hit = hitFrom(Math.max(end, hit + 1))
  }
  if (firstHit !== -1) {
    const near = Math.max(0, firstHit - margin)
    const exact = matchedWords(body.slice(near, firstHit + margin), wanted).next().value
    return asWritten(body, exact ? near + exact[0] : firstHit, terms, maxLength)
  }
  const end = cutAfter(body, margin, margin)
  const text = reduce(body.slice(0, end)).text
  if (!text) return highlight(title, [], maxLength)
  return highlight(text, [], maxLength, { after: end < body.length })
}

/**
 * Finds where a term first starts a word in the body from a place on, or -1: looked for in
 * normalised text, a chunk at a time (growing to 64 K characters, each normalised once however
 * often it is searched), so that an early hit costs little and every hit after it too. Rough where
 * normalising changes lengths (accents written as combining marks): a place to look, not an answer.
 */
function hitFinder(body: string, wanted: readonly string[]): (from: number) => number {
  if (wanted.length === 0) return () => -1
  // Terms are normalised words, letters and digits only: nothing in them to escape.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${wanted.join('|')})`, 'gu')
  const overlap = Math.max(...wanted.map((term) => term.length))
  let chunk = { start: 0, end: 0, from: 0, text: '' } // body[from, end + overlap) normalised
  let size = 4096
  return (from) => {
    for (let at = from; at < body.length; at = chunk.end) {
      if (at < chunk.start || at >= chunk.end) {
        const before = Math.max(0, at - 1) // one character before, for the lookbehind
        const end = Math.min(body.length, at + size)
        chunk = { start: at, end, from: before, text: normalize(body.slice(before, end + overlap)) }
        size = Math.min(2 * size, 65536)
      }
      pattern.lastIndex = at - chunk.from
      const found = pattern.exec(chunk.text)
      if (found) return Math.min(body.length - 1, chunk.from + found.index)
    }
    return -1
  }
}

/** Where to cut at or before `at`, at most `reach` back: after a blank line, a break or a space. */
function cutBefore(body: string, at: number, reach: number): number {
  if (at <= 0) return 0
  const low = Math.max(0, at - reach)
  const part = body.slice(low, at)
  for (const mark of ['\n\n', '\n', ' ']) {
    const found = part.lastIndexOf(mark)
    if (found !== -1) return low + found + mark.length
  }
  return at
}

/** Where to cut at or after `at`, at most `reach` on: after a blank line, line break or space. */
function cutAfter(body: string, at: number, reach: number): number {
  if (at >= body.length) return body.length
  const part = body.slice(at, at + reach)
  for (const mark of ['\n\n', '\n', ' ']) {
    const found = part.indexOf(mark)
    if (found !== -1) return at + found + mark.length
  }
  return at
}

/** The body as written around `at`, white space collapsed, cut as highlight() cuts. */
function asWritten(
  body: string,
  at: number,
  terms: readonly string[],
  maxLength: number,
): HighlightSegment[] {
  const start = Math.max(0, at - 2 * maxLength)
  const end = Math.min(body.length, at + 4 * maxLength)
  return highlight(body.slice(start, end), terms, maxLength, {
    before: start > 0,
    after: end < body.length,
  })
}

/**
 * The plain text of a head of a body, cut just after a line break, if it is the start of the whole
 * body's plain text; undefined if not known to be (something is left open at its end). Only its
 * last word may differ: white space at the cut can differ, so that word may run on in the whole.
 */
export function plainHead(head: string): string | undefined {
  const reduction = reduce(head, true)
  return reduction.settled ? reduction.text : undefined
}

interface Reduction {
  text: string
  /**
   * Whether nothing was left open at the end of the text: no "[" without a "]" after it, no "]("
   * without a ")" after it, no emphasis marker that found no closing one. A head of a body cut
   * after a line break reduces, if settled, as the same part of the whole body does, up to white
   * space at the cut: [[links]] never span a line break; line markers start at one and only take
   * white space past it; links and emphasis that close in the head close at the same place in the
   * whole body, and none is left open to close later.
   */
  settled: boolean
}

/** Heading, quote, list and number markers at line starts (linear: see the top of the file). */
const lineMarkers = /^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm

/**
 * Markdown reduced to plain text. With `head`, stops early once something is left open (the
 * text is then of no use).
 */
function reduce(markdown: string, head = false): Reduction {
  const open = { found: false }
  const linked = dropLinkTargets(unlinkText(markdown), open)
  if (head && open.found) return { text: '', settled: false }
  const text = collapseSpace(dropEmphasis(linked.replace(lineMarkers, ''), open, head))
  return { text, settled: !open.found }
}

/**
 * `[text](url)` and `![text](url)` → text, as `.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')` does:
 * from each "[", the first "]" after it must be followed by "(", and then the first ")" closes.
 * The first "]" and ")" at or after a position are remembered while the position moves on, so
 * each character is looked at a bounded number of times.
 */
function dropLinkTargets(text: string, open: { found: boolean }): string {
  let out = ''
  let copied = 0
  let bracket = 0 // the first "]" after the current "[", once looked up; -1: there is none
  let paren = 0 // the first ")" after the current "](", once looked up; -1: there is none
  for (let at = text.indexOf('['); at !== -1;) {
    if (bracket <= at) bracket = text.indexOf(']', at + 1)
    if (bracket === -1) {
      open.found = true
      break
    }
    if (text.charCodeAt(bracket + 1) !== 0x28 /* ( */) {
      at = text.indexOf('[', at + 1)
      continue
    }
    if (paren !== -1 && paren < bracket + 2) paren = text.indexOf(')', bracket + 2)
    if (paren === -1) {
      open.found = true
      break
    }
    const start = at > copied && text.charCodeAt(at - 1) === 0x21 /* ! */ ? at - 1 : at
    out += text.slice(copied, start) + text.slice(at + 1, bracket)
    copied = paren + 1
    at = text.indexOf('[', copied)
  }
  return copied === 0 ? text : out + text.slice(copied)
}

/** The markers that can open emphasis at a character, longest first (as the regex tried them). */
function markersAt(code: number): readonly string[] | undefined {
  switch (code) {
    case 0x2a: // *
      return ['**', '*']
    case 0x5f: // _
      return ['__', '_']
    case 0x60: // `
      return ['`']
    case 0x7e: // ~
      return ['~~']
    default:
      return undefined
  }
}

/** JavaScript's \s: white space and line terminators. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d)
  if (code < 0xa0) return false
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/**
 * Emphasis markers dropped around their text, as
 * `.replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^]*?\S)\1/g, '$2')` does: a marker followed by a non-space
 * pairs with the nearest same marker that follows a non-space, and the text between is kept as it
 * is (markers inside it stay). The regex searched forward again from every marker that found no
 * pair, which is quadratic; here the nearest closing place of each marker is remembered while the
 * scan moves on, so each character is looked at a bounded number of times.
 */
function dropEmphasis(text: string, open: { found: boolean }, head: boolean): string {
  const closing = new Map<string, number>() // marker → its nearest closing place found (-1: none)
  /** The first j ≥ from with text[j] not a space and `marker` right after it, or -1. */
  const closeAfter = (marker: string, from: number): number => {
    let known = closing.get(marker)
    if (known === -1 || (known !== undefined && known >= from)) return known
    known = -1
    for (let k = text.indexOf(marker, from + 1); k !== -1; k = text.indexOf(marker, k + 1)) {
      if (!isSpace(text.charCodeAt(k - 1))) {
        known = k - 1
        break
      }
    }
    closing.set(marker, known)
    return known
  }

  let out = ''
  let copied = 0
  for (let at = 0; at < text.length;) {
    const markers = markersAt(text.charCodeAt(at))
    let next = at + 1
    for (const marker of markers ?? []) {
      const inner = at + marker.length
      if (!text.startsWith(marker, at) || inner >= text.length) continue
      if (isSpace(text.charCodeAt(inner))) continue
      const last = closeAfter(marker, inner)
      if (last === -1) {
        open.found = true
        if (head) return ''
        continue
      }
      out += text.slice(copied, at) + text.slice(inner, last + 1)
      copied = next = last + 1 + marker.length
      break
    }
    at = next
  }
  return copied === 0 ? text : out + text.slice(copied)
}
