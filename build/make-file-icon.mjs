// Draws the icon of a .quillkeep file from build/icon.png: the app's quill on a page with a folded
// corner, and packs it as build/quillkeep.ico (Windows) and build/quillkeep.icns (macOS), the names
// electron-builder looks for by the association's extension. Both formats hold PNG images, so no
// dependencies are needed. Linux shows the desktop theme's document icon (electron-builder writes
// `x-office-document` into the MIME entry; it has no setting for another).
// Run after make-icon.mjs: node build/make-file-icon.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'
import { encodePng } from './png.mjs'

/** Reads an RGBA PNG written by make-icon.mjs (8-bit, colour type 6, filter 0 on every row). */
function readPng(buffer) {
  let offset = 8
  let width = 0
  let height = 0
  const idat = []
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset)
    const type = buffer.toString('ascii', offset + 4, offset + 8)
    const data = buffer.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      if (data[8] !== 8 || data[9] !== 6) throw new Error('expected an 8-bit RGBA PNG')
    } else if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const pixels = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    if (raw[y * (width * 4 + 1)] !== 0) throw new Error('expected filter 0 rows')
    raw.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1))
  }
  return { width, height, pixels }
}

/** Halves an image by averaging 2×2 blocks (premultiplied, so edges do not darken). */
function half({ width, height, pixels }) {
  const out = Buffer.alloc((width / 2) * (height / 2) * 4)
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const i = ((2 * y + dy) * width + 2 * x + dx) * 4
        const alpha = pixels[i + 3]
        r += pixels[i] * alpha
        g += pixels[i + 1] * alpha
        b += pixels[i + 2] * alpha
        a += alpha
      }
      const o = (y * (width / 2) + x) * 4
      if (a > 0) {
        out[o] = Math.round(r / a)
        out[o + 1] = Math.round(g / a)
        out[o + 2] = Math.round(b / a)
      }
      out[o + 3] = Math.round(a / 4)
    }
  }
  return { width: width / 2, height: height / 2, pixels: out }
}

// The page: 512×512 canvas, a cream sheet with a folded top-right corner and a thin ink edge,
// and the app icon at half size in its lower middle.
const size = 512
const page = { left: 80, right: 432, top: 24, bottom: 488, fold: 96 }
const paper = [0xfb, 0xf6, 0xea]
const edge = [0x23, 0x2c, 0x4a]
const foldShade = [0xe2, 0xd6, 0xb8]
function pageColour(x, y) {
  if (x < page.left || x > page.right || y < page.top || y > page.bottom) return null
  const cornerX = page.right - page.fold
  const cornerY = page.top + page.fold
  if (x > cornerX && y < cornerY) {
    // Above the fold's diagonal the corner is cut away; below it, the folded flap.
    if (x - cornerX > y - page.top) return null
    return foldShade
  }
  const border = 6
  const nearEdge =
    x - page.left < border ||
    page.right - x < border ||
    y - page.top < border ||
    page.bottom - y < border
  return nearEdge ? edge : paper
}
const samples = 4
const canvas = Buffer.alloc(size * size * 4)
for (let y = 0; y < size; y++) {
  for (let x = 0; x < size; x++) {
    let r = 0,
      g = 0,
      b = 0,
      covered = 0
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const colour = pageColour(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)
        if (!colour) continue
        r += colour[0]
        g += colour[1]
        b += colour[2]
        covered++
      }
    }
    const o = (y * size + x) * 4
    if (covered) {
      canvas[o] = Math.round(r / covered)
      canvas[o + 1] = Math.round(g / covered)
      canvas[o + 2] = Math.round(b / covered)
    }
    canvas[o + 3] = Math.round((255 * covered) / (samples * samples))
  }
}
const app = half(readPng(readFileSync(new URL('./icon.png', import.meta.url))))
const at = { x: (size - app.width) / 2, y: 200 }
for (let y = 0; y < app.height; y++) {
  for (let x = 0; x < app.width; x++) {
    const s = (y * app.width + x) * 4
    const d = ((at.y + y) * size + at.x + x) * 4
    const alpha = app.pixels[s + 3] / 255
    for (let c = 0; c < 3; c++) {
      canvas[d + c] = Math.round(app.pixels[s + c] * alpha + canvas[d + c] * (1 - alpha))
    }
    canvas[d + 3] = Math.max(canvas[d + 3], app.pixels[s + 3])
  }
}
const full = { width: size, height: size, pixels: canvas }
const png512 = encodePng(full)
const png256 = encodePng(half(full))
writeFileSync(new URL('./quillkeep-file.png', import.meta.url), png512)

// ICO: one 256×256 PNG entry (width and height 0 mean 256).
const icoHeader = Buffer.alloc(6 + 16)
icoHeader.writeUInt16LE(0, 0)
icoHeader.writeUInt16LE(1, 2) // icon
icoHeader.writeUInt16LE(1, 4) // one image
icoHeader.writeUInt8(0, 6)
icoHeader.writeUInt8(0, 7)
icoHeader.writeUInt16LE(1, 10) // colour planes
icoHeader.writeUInt16LE(32, 12) // bits per pixel
icoHeader.writeUInt32LE(png256.length, 14)
icoHeader.writeUInt32LE(22, 18)
writeFileSync(new URL('./quillkeep.ico', import.meta.url), Buffer.concat([icoHeader, png256]))

// ICNS: ic08 (256×256) and ic09 (512×512), each a PNG.
function icnsEntry(type, data) {
  const head = Buffer.alloc(8)
  head.write(type, 0, 'ascii')
  head.writeUInt32BE(data.length + 8, 4)
  return Buffer.concat([head, data])
}
const entries = Buffer.concat([icnsEntry('ic08', png256), icnsEntry('ic09', png512)])
const icnsHead = Buffer.alloc(8)
icnsHead.write('icns', 0, 'ascii')
icnsHead.writeUInt32BE(entries.length + 8, 4)
writeFileSync(new URL('./quillkeep.icns', import.meta.url), Buffer.concat([icnsHead, entries]))
console.log('wrote build/quillkeep-file.png, build/quillkeep.ico, build/quillkeep.icns')
