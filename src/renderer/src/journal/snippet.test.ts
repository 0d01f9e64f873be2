import { describe, expect, it } from 'vitest'
import { journalEntry } from '@shared/journal'
import { entrySnippet, plainText } from './snippet'

describe('plainText', () => {
  it('drops Markdown markup but keeps the words and angle brackets', () => {
    expect(
      plainText(
        '# Night\n> We crossed **the bridge**. [[Zoë|she]] saw [a map](https://x).\n- one\n2. two\n<b>',
      ),
    ).toBe('Night We crossed the bridge. she saw a map. one two <b>')
  })
})

describe('entrySnippet', () => {
  it('marks the matched words in a window of the body', () => {
    const entry = journalEntry({
      id: 'e',
      campaignId: 'c',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      body: `${'word '.repeat(60)}the **Bridge** fell`,
    })
    const parts = entrySnippet(entry, ['brid'])
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Bridge'])
    expect(parts[0]!.text.startsWith('…')).toBe(true)
    expect(parts.map((p) => p.text).join('').length).toBeLessThanOrEqual(142)
  })
})
