import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkImage,
  checkStoredImage,
  imageHash,
  imageHashSync,
  maxImageBytes,
  maxStoredImageBytes,
  maxStoredSide,
  storedSize,
} from './images'

// Real pictures from Chromium's encoders and a hand-made GIF (tests/fixtures/images/make.mjs).
const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(__dirname, '../../tests/fixtures/images', name)))
const pictures = {
  'portrait.png': { type: 'image/png', width: 40, height: 30 },
  'portrait.jpg': { type: 'image/jpeg', width: 40, height: 30 },
  'portrait.webp': { type: 'image/webp', width: 40, height: 30 },
  'pixel.gif': { type: 'image/gif', width: 1, height: 1 },
} as const

const text = (s: string) => new TextEncoder().encode(s)

/** A PNG that claims `width` × `height` in a few dozen bytes (its pixels would never fit). */
function claimingPng(width: number, height: number): Uint8Array {
  const bytes = Uint8Array.from(fixture('portrait.png'))
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width) // IHDR's width and height, just after the signature and chunk head
  view.setUint32(20, height)
  return bytes
}

describe('checkImage: what is accepted as a picture', () => {
  it.each(Object.entries(pictures))('accepts %s, with its type and size', (name, expected) => {
    expect(checkImage(fixture(name))).toEqual({ ok: true, ...expected })
  })

  it('refuses nothing at all, and a file over the size limit', () => {
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, problem: 'empty' })
    expect(checkImage(new Uint8Array(maxImageBytes + 1))).toEqual({
      ok: false,
      problem: 'too-large',
    })
  })

  it.each([
    ['with a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      'behind an XML prolog and a BOM',
      '\uFEFF<?xml version="1.0"?>\n<svg width="10" height="10" onload="alert(1)"></svg>',
    ],
    ['without anything active', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'],
  ])('refuses SVG %s', (_what, svg) => {
    expect(checkImage(text(svg))).toEqual({ ok: false, problem: 'svg' })
  })

  it('refuses what is not a picture, or not one of the four formats', () => {
    for (const bytes of [
      text('Tova, a hunter of Davokar'),
      text('{"format":"quillkeep"}'),
      text('BM'),
      Uint8Array.of(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31), // %PDF-1
      Uint8Array.of(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0), // a TIFF header
      Uint8Array.of(0x89, 0x50, 0x4e, 0x47), // PNG's signature alone
    ])
      expect(checkImage(bytes)).toEqual({ ok: false, problem: 'not-an-image' })
  })

  it('refuses a decompression bomb from its header, before anything decodes it', () => {
    expect(checkImage(claimingPng(100_000, 100_000))).toEqual({
      ok: false,
      problem: 'too-many-pixels',
      width: 100_000,
      height: 100_000,
    })
    // The largest side is not the limit, the pixel count is.
    expect(checkImage(claimingPng(20_000, 1_000)).ok).toBe(true)
  })

  it('refuses every picture cut short, wherever it is cut', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(pictures)),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (name, where) => {
          const whole = fixture(name)
          const cut = whole.subarray(0, Math.floor(whole.length * where))
          const check = checkImage(cut)
          expect(check.ok).toBe(false)
        },
      ),
      { numRuns: 400 },
    )
    // The last byte alone.
    for (const name of Object.keys(pictures)) {
      const whole = fixture(name)
      expect(checkImage(whole.subarray(0, whole.length - 1))).toMatchObject({ ok: false })
    }
    const png = fixture('portrait.png')
    expect(checkImage(png.subarray(0, png.length - 12))).toEqual({
      ok: false,
      problem: 'truncated',
    })
  })

  it('never throws, and accepts no random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(checkImage(bytes).ok).toBe(false)
      }),
      { numRuns: 1000 },
    )
    // Nor a real picture's header with random bytes after it.
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(pictures)),
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        (name, tail) => {
          const head = fixture(name).subarray(0, 24)
          expect(() => checkImage(Uint8Array.from([...head, ...tail]))).not.toThrow()
        },
      ),
    )
  })
})

describe('storedSize and imageHash', () => {
  it('scales down to the stored side, keeping the shape, never up', () => {
    expect(storedSize(4000, 3000)).toEqual({ width: maxStoredSide, height: 768 })
    expect(storedSize(300, 6000)).toEqual({ width: 51, height: maxStoredSide })
    expect(storedSize(40, 30)).toEqual({ width: 40, height: 30 })
    expect(storedSize(100_000, 1)).toEqual({ width: maxStoredSide, height: 1 })
  })

  it('hashes with SHA-256, so equal pictures are stored once', async () => {
    expect(await imageHash(text('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(await imageHash(fixture('portrait.png'))).toBe(
      await imageHash(Uint8Array.from(fixture('portrait.png'))),
    )
    expect(await imageHash(fixture('portrait.png'))).not.toBe(
      await imageHash(fixture('portrait.jpg')),
    )
  })

  it('hashes the same synchronously (the check inside parseFile)', async () => {
    for (const name of Object.keys(pictures))
      expect(imageHashSync(fixture(name))).toBe(await imageHash(fixture(name)))
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        expect(imageHashSync(bytes)).toBe(await imageHash(bytes))
      }),
      { numRuns: 200 },
    )
  })
})

describe('checkStoredImage: what may be stored', () => {
  it('accepts a PNG or JPEG that is what it says it is', async () => {
    for (const name of ['portrait.png', 'portrait.jpg'] as const) {
      const bytes = fixture(name)
      const facts = { ...pictures[name], hash: await imageHash(bytes) }
      expect(checkStoredImage(bytes, facts)).toEqual({ ok: true })
    }
  })

  it('refuses, with its reason, anything else', async () => {
    const png = fixture('portrait.png')
    const facts = { type: 'image/png', width: 40, height: 30, hash: await imageHash(png) }
    const cases: [Uint8Array, typeof facts, string][] = [
      [fixture('portrait.webp'), { ...facts, type: 'image/webp' }, 'stored-type'],
      [png, { ...facts, type: 'image/jpeg' }, 'stored-type'],
      [png, { ...facts, width: 41 }, 'stored-dimensions'],
      [png, { ...facts, hash: '0'.repeat(64) }, 'stored-hash'],
      [claimingPng(2000, 30), { ...facts, width: 2000 }, 'stored-size'],
      [png.slice(0, 100), facts, 'truncated'],
      [text('<svg onload="alert(1)"/>'), facts, 'svg'],
      [new Uint8Array(maxStoredImageBytes + 1), facts, 'stored-too-large'],
    ]
    for (const [bytes, claimed, problem] of cases)
      expect(checkStoredImage(bytes, claimed)).toEqual({ ok: false, problem })
  })
})
