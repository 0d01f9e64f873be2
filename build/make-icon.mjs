// Draws build/icon.png (512×512): a cream quill on an ink-blue rounded square. No dependencies:
// shapes are signed-distance tests, 4×4 supersampled, written as a PNG (png.mjs).
// Run: node build/make-icon.mjs
import { writeFileSync } from 'node:fs'
import { encodePng } from './png.mjs'

const size = 512
const samples = 4

const ink = [0x23, 0x2c, 0x4a]
const inkLight = [0x3a, 0x4a, 0x78]
const cream = [0xf4, 0xea, 0xd2]
const gold = [0xc9, 0x9a, 0x3c]

// Rounded square covering the canvas with a small margin.
function inBackground(x, y) {
  const margin = 24
  const radius = 96
  const half = size / 2 - margin
  const dx = Math.max(Math.abs(x - size / 2) - (half - radius), 0)
  const dy = Math.max(Math.abs(y - size / 2) - (half - radius), 0)
  return dx * dx + dy * dy <= radius * radius
}

// The quill's axis runs from the nib (bottom left) to the feather tip (top right).
const nib = { x: 150, y: 372 }
const tip = { x: 392, y: 110 }
const axisLength = Math.hypot(tip.x - nib.x, tip.y - nib.y)
const ux = (tip.x - nib.x) / axisLength
const uy = (tip.y - nib.y) / axisLength

function axisCoordinates(x, y) {
  const px = x - nib.x
  const py = y - nib.y
  // t: 0 at the nib, 1 at the tip; s: signed distance across the axis.
  return { t: (px * ux + py * uy) / axisLength, s: px * -uy + py * ux }
}

function inFeather(x, y) {
  const { t, s } = axisCoordinates(x, y)
  if (t < 0.22 || t > 1) return false
  const u = (t - 0.22) / 0.78
  // Wider on one side, like a real flight feather; a notch cut into the lower vane.
  const profile = Math.pow(Math.sin(Math.PI * Math.pow(u, 0.75)), 0.9)
  const width = s > 0 ? 70 * profile : 40 * profile
  if (Math.abs(s) > width) return false
  // A slanted slit where the barbs part, cut from the outer edge of the wide vane.
  const slit = s > 0 && s > width * 0.45 && Math.abs(u - 0.4 - (s / 70) * 0.1) < 0.012
  return !slit
}

function inShaft(x, y) {
  const { t, s } = axisCoordinates(x, y)
  return t >= 0.06 && t <= 0.98 && Math.abs(s) <= 4.5 * (1 - 0.6 * t)
}

function inNib(x, y) {
  const { t, s } = axisCoordinates(x, y)
  return t >= -0.02 && t < 0.1 && Math.abs(s) <= 5.5 * Math.sqrt((t + 0.02) / 0.12)
}

// An ink stroke the quill has just written.
function inStroke(x, y) {
  const baseline = 404 + 10 * Math.sin((x - 96) / 26)
  return x >= 96 && x <= 300 && Math.abs(y - baseline) <= 6 * (1 - Math.abs(x - 198) / 140)
}

function colourAt(x, y) {
  if (!inBackground(x, y)) return null
  if (inNib(x, y)) return gold
  if (inShaft(x, y)) return gold
  if (inFeather(x, y)) return cream
  if (inStroke(x, y)) return cream
  const shade = (x + y) / (2 * size)
  return inkLight.map((channel, index) => Math.round(channel + (ink[index] - channel) * shade))
}

const pixels = Buffer.alloc(size * size * 4)
for (let y = 0; y < size; y++) {
  for (let x = 0; x < size; x++) {
    let r = 0
    let g = 0
    let b = 0
    let covered = 0
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const colour = colourAt(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)
        if (!colour) continue
        r += colour[0]
        g += colour[1]
        b += colour[2]
        covered++
      }
    }
    const offset = (y * size + x) * 4
    if (covered > 0) {
      pixels[offset] = Math.round(r / covered)
      pixels[offset + 1] = Math.round(g / covered)
      pixels[offset + 2] = Math.round(b / covered)
    }
    pixels[offset + 3] = Math.round((255 * covered) / (samples * samples))
  }
}

const png = encodePng({ width: size, height: size, pixels })

const target = new URL('./icon.png', import.meta.url)
writeFileSync(target, png)
console.log(`wrote ${target.pathname} (${png.length} bytes)`)
