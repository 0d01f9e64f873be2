// What the screens share about pictures the user adds: the file in a paste or a drop, the alt
// text from a file name, and a message, in every language, for every reason one is refused.
import { afterEach, describe, expect, it } from 'vitest'
import { applyLocale, i18n } from '@renderer/i18n'
import {
  altFromFileName,
  carriesFiles,
  fileIn,
  pictureProblemMessage,
  type PictureProblem,
} from './picture-input'

const problems: PictureProblem[] = [
  'empty',
  'too-large',
  'svg',
  'not-an-image',
  'truncated',
  'too-many-pixels',
  'damaged',
  'not-stored',
]

afterEach(async () => {
  await applyLocale('en')
})

describe('picture input', () => {
  it('finds the first file of a paste or a drop, from its files or its items', () => {
    const png = new File([new Uint8Array(1)], 'a.png', { type: 'image/png' })
    const doc = new File(['{}'], 'b.json', { type: 'application/json' })
    expect(fileIn(null)).toBeUndefined()
    expect(fileIn({ files: [png], items: [] } as unknown as DataTransfer)).toBe(png)
    const items = [
      { kind: 'string', getAsFile: () => null },
      { kind: 'file', getAsFile: () => png },
    ]
    expect(fileIn({ files: [], items } as unknown as DataTransfer)).toBe(png)
    expect(fileIn({ files: [doc], items: [] } as unknown as DataTransfer)).toBe(doc)
    expect(fileIn({ files: [doc], items: [] } as unknown as DataTransfer, true)).toBeUndefined()
    expect(fileIn({ files: [], items: [] } as unknown as DataTransfer)).toBeUndefined()
    expect(carriesFiles({ types: ['Files'] } as unknown as DataTransfer)).toBe(true)
    expect(carriesFiles({ types: ['text/plain'] } as unknown as DataTransfer)).toBe(false)
    expect(carriesFiles(null)).toBe(false)
  })

  it('makes alt text from a file name', () => {
    expect(altFromFileName(new File([], 'old_map.png'))).toBe('old map')
    expect(altFromFileName(new File([], 'Velena in the rain.jpeg'))).toBe('Velena in the rain')
    expect(altFromFileName(new Blob([]))).toBe('')
  })

  it.each(['en', 'de', 'sv'] as const)('says why, in %s, for every reason', async (locale) => {
    await applyLocale(locale)
    const messages = problems.map(pictureProblemMessage)
    expect(new Set(messages).size).toBe(problems.length)
    for (const message of messages) expect(message).not.toMatch(/components\.picture|^$/)
    expect(pictureProblemMessage('too-large')).toContain('20')
    expect(i18n.global.locale.value).toBe(locale)
  })
})
