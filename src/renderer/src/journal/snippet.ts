// Text for the journal's rows: Markdown reduced to plain words, and a window around a search hit.
import type { JournalRecord } from '@shared/records'
import { unlinkText } from '@shared/journal'
import { highlight } from './text'

/** Markdown without its markup: good enough for a one-line preview. */
export function plainText(markdown: string): string {
  return unlinkText(markdown)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The part of an entry to show for a search hit, with the matched words marked. */
export function entrySnippet(
  entry: JournalRecord,
  terms: string[],
): { text: string; match: boolean }[] {
  return highlight(plainText(entry.body) || entry.title, terms, 140)
}
