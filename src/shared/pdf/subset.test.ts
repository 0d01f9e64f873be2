// The subset font files written by ./subset.ts are the same, byte for byte, as fontkit's own
// encoder makes for the same glyphs in the same order, whether the glyphs are simple or composite
// and whether the glyph data needs short or long offsets.
import fontkit from '@pdf-lib/fontkit'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fastSubsets } from './subset'

const folder = join(import.meta.dirname, '..', '..', '..', 'resources', 'fonts')
const files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']

type Font = ReturnType<typeof fontkit.create>

function encode(font: Font, glyphIds: readonly number[]): Promise<Uint8Array> {
  const subset = font.createSubset()
  for (const id of glyphIds) subset.includeGlyph(id)
  return new Promise((resolve) => {
    const parts: Uint8Array[] = []
    subset
      .encodeStream()
      .on('data', (bytes) => parts.push(bytes))
      .on('end', () => {
        const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
        let at = 0
        for (const part of parts) {
          all.set(part, at)
          at += part.length
        }
        resolve(all)
      })
  })
}

/** True when the glyph is made of other glyphs (its contour count is negative). */
function isComposite(font: Font, id: number): boolean {
  const glyph = font.getGlyph(id) as unknown as {
    _decode(): { numberOfContours: number } | null
  }
  return (glyph._decode()?.numberOfContours ?? 0) < 0
}

describe.each(files)('subset files of %s', (file) => {
  const bytes = new Uint8Array(readFileSync(join(folder, file)))
  const stock = fontkit.create(bytes)
  const fast = fastSubsets(fontkit.create(bytes))
  const textIds = (text: string) => stock.layout(text).glyphs.map((glyph) => glyph.id)

  it('is fontkit’s file for the glyphs of a sheet, accents included', async () => {
    const ids = textIds('Zoë Dvořák · Ærin · Strength 12 / 18 (+3) Œuvre ǻ ḗ ŉ')
    expect(ids.some((id) => isComposite(stock, id))).toBe(true)
    const expected = await encode(stock, ids)
    expect(await encode(fast, ids)).toEqual(expected)
    // And again: glyphs read the first time are reused, not changed.
    expect(await encode(fast, ids)).toEqual(expected)
  })

  it('is fontkit’s file for glyphs in any order, the .notdef glyph alone included', async () => {
    expect(await encode(fast, [])).toEqual(await encode(stock, []))
    const shuffled = [901, 17, 3, 1200, 17, 45, 2, 640]
    expect(await encode(fast, shuffled)).toEqual(await encode(stock, shuffled))
  })

  it('is fontkit’s file when the glyph data needs long offsets', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => i + 1)
    const expected = await encode(stock, many)
    const written = await encode(fast, many)
    expect(written.length).toBeGreaterThan(0xffff)
    expect(written).toEqual(expected)
  })
})
