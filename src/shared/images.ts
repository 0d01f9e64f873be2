// Pictures a user adds (portraits, images in journal entries): what is accepted, checked from the
// bytes alone before anything decodes them. Pure TypeScript: the renderer checks a file with it
// before it decodes and downscales it, and again before it stores the result; imports check every
// picture in a file with it before anything is written.
//
// Accepted: PNG, JPEG, WebP and GIF (its first frame), read by `image-size` from their headers.
// Refused, each with its own reason: nothing at all, a file over maxImageBytes, SVG (a picture
// that is also a document: it can carry scripts and outside links, so none is taken, with or
// without them), anything that is not one of the four, a file that ends before its format says it
// does (truncated), and a picture whose header claims more than maxImagePixels (a decompression
// bomb: a few kilobytes that would decode to gigabytes).
import { disableTypes, imageSize } from 'image-size'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'

/** The largest file accepted, before downscaling. */
export const maxImageBytes = 20 * 1024 * 1024
/** The most pixels a picture may claim (e.g. 8,000 × 5,000). */
const maxImagePixels = 40_000_000
/** Stored pictures are at most this many pixels on their longer side. */
export const maxStoredSide = 1024
/**
 * The largest stored picture: a 1,024 × 1,024 PNG with transparency that does not compress at all
 * is 4 MiB of pixels plus its chunks, so 5 MiB holds any picture takeImage makes.
 */
export const maxStoredImageBytes = 5 * 1024 * 1024

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'

type ImageProblem = 'empty' | 'too-large' | 'svg' | 'not-an-image' | 'truncated' | 'too-many-pixels'

export type ImageCheck =
  | { ok: true; type: ImageType; width: number; height: number }
  | { ok: false; problem: ImageProblem; width?: number; height?: number }

const accepted: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

// image-size knows many more formats; only the four above are read, and SVG to say why not.
disableTypes([
  'bmp',
  'cur',
  'dds',
  'heif',
  'icns',
  'ico',
  'j2c',
  'jp2',
  'jxl',
  'jxl-stream',
  'ktx',
  'pnm',
  'psd',
  'tga',
  'tiff',
])

/** True when the bytes look like SVG (or any XML/markup), which is refused as such. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  return head.startsWith('<') && (head.includes('<svg') || head.startsWith('<?xml'))
}

const u32 = (b: Uint8Array, at: number): number =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
const u32le = (b: Uint8Array, at: number): number =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
const ascii = (b: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...b.subarray(at, at + length))

/** PNG: the chunks, from the signature on, reach IEND inside the file. */
function pngComplete(b: Uint8Array): boolean {
  let at = 8
  while (at + 12 <= b.length) {
    const length = u32(b, at)
    const type = ascii(b, at + 4, 4)
    at += 12 + length
    if (at > b.length) return false
    if (type === 'IEND') return true
  }
  return false
}

/** JPEG: an end-of-image marker comes after the first start-of-scan. */
function jpegComplete(b: Uint8Array): boolean {
  let scan = -1
  let at = 2
  // Marker segments up to the first scan: FF xx, then a two-byte length that counts itself.
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    const length = (b[at + 2]! << 8) | b[at + 3]!
    if (marker === 0xda) {
      scan = at + 2 + length
      break
    }
    at += 2 + length
  }
  if (scan < 0 || scan > b.length) return false
  for (let i = b.length - 2; i >= scan; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true
  return false
}

/** WebP: the RIFF container is as long as it says. */
function webpComplete(b: Uint8Array): boolean {
  return b.length >= 12 && u32le(b, 4) + 8 <= b.length
}

/** GIF: blocks from the header on reach the trailer (0x3B) inside the file. */
function gifComplete(b: Uint8Array): boolean {
  if (b.length < 13) return false
  const tableSize = (flags: number): number => (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0)
  let at = 13 + tableSize(b[10]!)
  const skipSubBlocks = (): boolean => {
    while (at < b.length) {
      const size = b[at]!
      at += 1 + size
      if (size === 0) return at <= b.length
    }
    return false
  }
  while (at < b.length) {
    const block = b[at]!
    if (block === 0x3b) return true
    if (block === 0x21) {
      at += 2 // extension introducer and label
      if (!skipSubBlocks()) return false
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return false
      at += 10 + tableSize(b[at + 9]!) + 1 // descriptor, local table, LZW minimum code size
      if (!skipSubBlocks()) return false
    } else return false
  }
  return false
}

const complete: Record<ImageType, (b: Uint8Array) => boolean> = {
  'image/png': pngComplete,
  'image/jpeg': jpegComplete,
  'image/webp': webpComplete,
  'image/gif': gifComplete,
}

/** What the bytes are, and whether they may be used as a picture. Never throws. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, problem: 'empty' }
  if (bytes.length > maxImageBytes) return { ok: false, problem: 'too-large' }
  if (looksLikeMarkup(bytes)) return { ok: false, problem: 'svg' }
  let size: { width?: number; height?: number; type?: string }
  try {
    size = imageSize(bytes)
  } catch {
    return { ok: false, problem: 'not-an-image' }
  }
  const type = size.type === undefined ? undefined : accepted[size.type]
  const { width = 0, height = 0 } = size
  if (size.type === 'svg') return { ok: false, problem: 'svg' }
  if (!type || width < 1 || height < 1) return { ok: false, problem: 'not-an-image' }
  if (width * height > maxImagePixels)
    return { ok: false, problem: 'too-many-pixels', width, height }
  if (!complete[type](bytes)) return { ok: false, problem: 'truncated' }
  return { ok: true, type, width, height }
}

/** The size a picture is stored at: scaled down to fit maxStoredSide, never up. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, maxStoredSide / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** The content hash pictures are deduplicated by: SHA-256, hex (the platform's, asynchronous). */
export async function imageHash(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** What a stored picture says of itself (the images table; a file's pictures). */
export interface StoredImageFacts {
  hash: string
  type: string
  width: number
  height: number
}

/**
 * The same hash computed synchronously (`@noble/hashes`), for checks that run inside parseFile,
 * which is synchronous (the CLI, the import preview's worker).
 */
export function imageHashSync(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes))
}

export type StoredImageProblem =
  | ImageProblem
  | 'stored-too-large'
  | 'stored-type'
  | 'stored-size'
  | 'stored-dimensions'
  | 'stored-hash'

/**
 * Whether these bytes may be stored as the picture `facts` describe: a picture checkImage accepts,
 * PNG or JPEG (what takeImage makes and a PDF can embed), within maxStoredSide and
 * maxStoredImageBytes, of the width and height it claims, whose SHA-256 is its hash. Never throws.
 */
export function checkStoredImage(
  bytes: Uint8Array,
  facts: StoredImageFacts,
): { ok: true } | { ok: false; problem: StoredImageProblem } {
  if (bytes.length > maxStoredImageBytes) return { ok: false, problem: 'stored-too-large' }
  const check = checkImage(bytes)
  if (!check.ok) return { ok: false, problem: check.problem }
  if (check.type !== 'image/png' && check.type !== 'image/jpeg')
    return { ok: false, problem: 'stored-type' }
  if (check.type !== facts.type) return { ok: false, problem: 'stored-type' }
  if (check.width > maxStoredSide || check.height > maxStoredSide)
    return { ok: false, problem: 'stored-size' }
  if (check.width !== facts.width || check.height !== facts.height)
    return { ok: false, problem: 'stored-dimensions' }
  if (imageHashSync(bytes) !== facts.hash) return { ok: false, problem: 'stored-hash' }
  return { ok: true }
}
