// The picture intake with the browser's decoder and canvas stubbed: what reaches the decoder, at
// what size, what is encoded, and what is refused. The real decoder runs in the e2e tests.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageHash, maxImageBytes } from '@shared/images'
import { takeImage } from './intake'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(__dirname, '../../../../tests/fixtures/images', name)))

/** A stand-in browser: decodes anything, draws pixels of `alpha`, encodes to the fixtures. */
function stubBrowser(
  options: { alpha?: number; decodeFails?: boolean; encodes?: Uint8Array } = {},
) {
  const decode = vi.fn(() =>
    options.decodeFails
      ? Promise.reject(new DOMException('The source image could not be decoded.'))
      : Promise.resolve({ close: vi.fn() }),
  )
  const encode = vi.fn((opts: { type: string }) => {
    const bytes =
      options.encodes ?? fixture(opts.type === 'image/png' ? 'portrait.png' : 'portrait.jpg')
    return Promise.resolve(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: opts.type }))
  })
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      const { width, height } = this
      return {
        drawImage: vi.fn(),
        getImageData: () => {
          const data = new Uint8ClampedArray(width * height * 4).fill(200)
          for (let i = 3; i < data.length; i += 4) data[i] = 255
          if (options.alpha !== undefined) data[data.length - 1] = options.alpha
          return { data }
        },
      }
    }
    convertToBlob(opts: { type: string }) {
      return encode(opts)
    }
  }
  vi.stubGlobal('createImageBitmap', decode)
  vi.stubGlobal('OffscreenCanvas', FakeCanvas)
  return { decode, encode }
}

const file = (bytes: Uint8Array, type = '') =>
  new Blob([bytes as Uint8Array<ArrayBuffer>], { type })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('takeImage', () => {
  it('scales an opaque picture down to fit 1,024 px and stores it as JPEG, hashed', async () => {
    const browser = stubBrowser()
    // A 4,000 × 3,000 PNG header: the decoder is asked for 1,024 × 768.
    const big = Uint8Array.from(fixture('portrait.png'))
    new DataView(big.buffer).setUint32(16, 4000)
    new DataView(big.buffer).setUint32(20, 3000)
    const taken = await takeImage(file(big, 'image/png'))
    expect(browser.decode).toHaveBeenCalledWith(expect.any(Blob), {
      resizeWidth: 1024,
      resizeHeight: 768,
      resizeQuality: 'high',
    })
    expect(browser.encode).toHaveBeenCalledWith({ type: 'image/jpeg', quality: 0.88 })
    const jpeg = fixture('portrait.jpg')
    expect(taken).toEqual({
      ok: true,
      bytes: jpeg,
      type: 'image/jpeg',
      width: 40,
      height: 30,
      hash: await imageHash(jpeg),
    })
  })

  it('keeps transparency as PNG', async () => {
    const browser = stubBrowser({ alpha: 0 })
    const taken = await takeImage(file(fixture('portrait.webp')))
    expect(browser.encode).toHaveBeenCalledWith({ type: 'image/png', quality: undefined })
    expect(taken).toMatchObject({ ok: true, type: 'image/png' })
  })

  it.each([
    ['SVG with a script', new TextEncoder().encode('<svg><script>alert(1)</script></svg>'), 'svg'],
    ['a truncated JPEG', fixture('portrait.jpg').subarray(0, 700), 'truncated'],
    ['a text file', new TextEncoder().encode('not a picture'), 'not-an-image'],
    ['nothing', new Uint8Array(), 'empty'],
  ])('refuses %s before the browser decodes it', async (_what, bytes, problem) => {
    const browser = stubBrowser()
    expect(await takeImage(file(bytes))).toEqual({ ok: false, problem })
    expect(browser.decode).not.toHaveBeenCalled()
  })

  it('refuses a decompression bomb from its header alone', async () => {
    const browser = stubBrowser()
    const bomb = Uint8Array.from(fixture('portrait.png'))
    new DataView(bomb.buffer).setUint32(16, 60_000)
    new DataView(bomb.buffer).setUint32(20, 60_000)
    expect(await takeImage(file(bomb))).toEqual({ ok: false, problem: 'too-many-pixels' })
    expect(browser.decode).not.toHaveBeenCalled()
  })

  it('refuses a file over the size limit without reading it', async () => {
    stubBrowser()
    const read = vi.fn()
    const huge = { size: maxImageBytes + 1, arrayBuffer: read } as unknown as Blob
    expect(await takeImage(huge)).toEqual({ ok: false, problem: 'too-large' })
    expect(read).not.toHaveBeenCalled()
  })

  it('says a picture the browser cannot decode is damaged', async () => {
    stubBrowser({ decodeFails: true })
    expect(await takeImage(file(fixture('portrait.png')))).toEqual({
      ok: false,
      problem: 'damaged',
    })
  })

  it('never returns an encoding that an import would refuse', async () => {
    stubBrowser({ encodes: fixture('portrait.jpg').subarray(0, 500) })
    expect(await takeImage(file(fixture('portrait.png')))).toEqual({
      ok: false,
      problem: 'damaged',
    })
  })
})
