// Test helpers for pictures in PDFs: the image fixtures as stored pictures (hash and facts), and
// PNGs of any size made here (Node's zlib), e.g. a picture wider than a sheet's column.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { imageHashSync } from '../src/shared/images'
import type { PrintPicture } from '../src/shared/print-pictures'

export type StoredPicture = PrintPicture & { hash: string }

const fixtures = join(import.meta.dirname, 'fixtures', 'images')

/** tests/fixtures/images/portrait.png or .jpg (40 × 30) as a stored picture. */
export function fixturePicture(kind: 'png' | 'jpg'): StoredPicture {
  const bytes = new Uint8Array(readFileSync(join(fixtures, `portrait.${kind}`)))
  const type = kind === 'png' ? 'image/png' : 'image/jpeg'
  return { hash: imageHashSync(bytes), type, width: 40, height: 30, bytes }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/**
 * An opaque RGB PNG of `width` × `height` pixels, coloured by `paint(x, y)` → [r, g, b] (a
 * gradient when not given).
 */
export function makePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number] = (x, y) => [
    (x * 255) / width,
    (y * 255) / height,
    160,
  ],
): StoredPicture {
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y)
      rows[at + 1 + x * 3] = r
      rows[at + 2 + x * 3] = g
      rows[at + 3 + x * 3] = b
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const bytes = new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  )
  return { hash: imageHashSync(bytes), type: 'image/png', width, height, bytes }
}

/** The pictures as a render function takes them: by hash. */
export function pictureMap(...pictures: StoredPicture[]): Map<string, PrintPicture> {
  return new Map(pictures.map(({ hash, ...picture }) => [hash, picture]))
}
