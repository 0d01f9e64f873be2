// Issue #21: the PDFs print in every locale, so the sheet fonts must draw every character the
// locale files use (the pseudo-locale's accented letters too). A character a font lacks would
// print as the replacement glyph.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'
import { localeFolders } from '../../../scripts/pseudo-locale'

const fontFolder = join(import.meta.dirname, '..', '..', '..', 'resources', 'fonts')
const fonts = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => ({
  file,
  font: fontkit.create(new Uint8Array(readFileSync(join(fontFolder, file)))),
}))

/** Every character of every message in every locale file, with a file that uses it. */
function charactersUsed(): Map<string, string> {
  const used = new Map<string, string>()
  const walk = (value: unknown, file: string): void => {
    if (typeof value === 'string') {
      for (const char of value) if (!used.has(char)) used.set(char, file)
    } else if (value && typeof value === 'object')
      for (const v of Object.values(value)) walk(v, file)
  }
  for (const folder of localeFolders())
    for (const name of ['en', 'sv', 'de', 'en-XA']) {
      const file = join(folder, `${name}.json`)
      walk(JSON.parse(readFileSync(file, 'utf8')), file)
    }
  return used
}

describe('the sheet fonts', () => {
  const used = charactersUsed()

  it('read the locale files (Swedish and German letters among them)', () => {
    for (const char of ['å', 'ä', 'ö', 'Ä', 'ü', 'ß', '„', '“', '−', '÷'])
      expect(used.has(char), char).toBe(true)
  })

  it.each(fonts)('$file has a glyph for every character the locales use', ({ font }) => {
    const missing = [...used]
      .filter(([char]) => !/\s/.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!))
      .map(([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16)}, ${file})`)
    expect(missing).toEqual([])
  })
})
