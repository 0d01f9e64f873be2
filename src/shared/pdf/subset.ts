// Writing the subset font a PDF embeds, fast. pdf-lib asks fontkit for each document's subset of
// the glyphs it drew; fontkit decodes every outline point of every copied glyph, encodes the
// font's tables value by value, and hands the file out through a stream that only starts on a
// timer (its bundled "next tick" is a setTimeout, 1 ms or more of doing nothing per font). Here a
// TrueType subset is written directly: each glyph's bytes, components and metrics are read once
// per process, the font's other tables are copied as they are, and the file goes out in a
// microtask. The file is the same, byte for byte, as fontkit's (a test compares the two).
// Fonts this does not cover (CFF outlines, variable fonts) keep fontkit's own way.
import type { PDFDocument } from 'pdf-lib'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type FontkitFont = ReturnType<Fontkit['create']>
type Subset = ReturnType<FontkitFont['createSubset']>
type SubsetStream = ReturnType<Subset['encodeStream']>

/** The parts of a parsed fontkit TrueType font read here (fontkit internals, see fastSubsets). */
export interface TrueTypeFont {
  directory: { tables: Record<string, { offset: number; length: number } | undefined> }
  loca?: { offsets: number[] }
  _variationProcessor?: unknown
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array } | null
  getGlyph(gid: number): {
    advanceWidth: number
    _getMetrics(): { leftBearing: number }
  }
}

/** The parts of fontkit's subset used here: the glyph ids in subset order, and adding one. */
export interface TrueTypeSubset {
  glyphs: number[]
  includeGlyph(glyph: number): number
}

/** What a subset needs of one glyph: its bytes in the glyf table, components and metrics. */
interface GlyphCopy {
  bytes: Uint8Array
  /** Composite glyphs: each component's glyph id and where that id sits in `bytes`. */
  components: { glyphID: number; pos: number }[] | null
  advance: number
  bearing: number
}

/** The tables a PDF's TrueType font needs, in the order fontkit writes them. */
const tableOrder = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm']

class Writer {
  readonly bytes: Uint8Array
  private readonly view: DataView
  at = 0

  constructor(size: number) {
    this.bytes = new Uint8Array(size)
    this.view = new DataView(this.bytes.buffer)
  }

  u16(value: number): void {
    this.view.setUint16(this.at, value)
    this.at += 2
  }

  i16(value: number): void {
    this.view.setInt16(this.at, value)
    this.at += 2
  }

  u32(value: number): void {
    this.view.setUint32(this.at, value)
    this.at += 4
  }

  raw(bytes: Uint8Array): void {
    this.bytes.set(bytes, this.at)
    this.at += bytes.length
  }

  ascii(text: string): void {
    for (let i = 0; i < text.length; i++) this.bytes[this.at++] = text.charCodeAt(i)
  }
}

/** Reads a glyph's bytes (and the font's fixed tables) once, writes subsets from them. */
class TrueTypeSubsetter {
  private readonly copies = new Map<number, GlyphCopy>()
  private readonly tables = new Map<string, Uint8Array | null>()

  constructor(private readonly font: TrueTypeFont) {}

  private table(tag: string): Uint8Array | null {
    let bytes = this.tables.get(tag)
    if (bytes === undefined) {
      const entry = this.font.directory.tables[tag]
      const stream = entry ? this.font._getTableStream(tag) : null
      bytes = entry && stream ? Uint8Array.from(stream.readBuffer(entry.length)) : null
      this.tables.set(tag, bytes)
    }
    return bytes
  }

  private glyph(gid: number): GlyphCopy {
    let copy = this.copies.get(gid)
    if (!copy) {
      const offsets = (this.font.loca as { offsets: number[] }).offsets
      const start = offsets[gid] ?? 0
      const end = offsets[gid + 1] ?? start
      const glyf = this.table('glyf') as Uint8Array
      const bytes = glyf.slice(start, end)
      // A glyph with fewer than 0 contours is a composite of other glyphs (OpenType glyf table).
      const composite = bytes.length >= 10 && new DataView(bytes.buffer).getInt16(0) < 0
      const glyph = this.font.getGlyph(gid)
      copy = {
        bytes,
        components: composite ? componentsOf(bytes) : null,
        advance: glyph.advanceWidth,
        bearing: glyph._getMetrics().leftBearing,
      }
      this.copies.set(gid, copy)
    }
    return copy
  }

  /** The subset's font file, with the glyphs in the subset's order (components added). */
  write(subset: TrueTypeSubset): Uint8Array {
    const glyphs: Uint8Array[] = []
    const metrics: GlyphCopy[] = []
    const offsets: number[] = []
    let offset = 0
    for (let i = 0; i < subset.glyphs.length; i++) {
      const copy = this.glyph(subset.glyphs[i] as number)
      let bytes = copy.bytes
      if (copy.components) {
        bytes = Uint8Array.from(bytes)
        for (const component of copy.components) {
          const id = subset.includeGlyph(component.glyphID)
          bytes[component.pos] = (id >> 8) & 0xff
          bytes[component.pos + 1] = id & 0xff
        }
      }
      glyphs.push(bytes)
      metrics.push(copy)
      offsets.push(offset)
      offset += bytes.length
    }
    offsets.push(offset)
    // Short offsets (halved, 16 bits) unless the glyph data is too long for them.
    const longOffsets = offset > 0xffff
    const count = glyphs.length

    const head = Uint8Array.from(this.table('head') as Uint8Array)
    new DataView(head.buffer).setInt16(50, longOffsets ? 1 : 0)
    const hhea = Uint8Array.from(this.table('hhea') as Uint8Array)
    new DataView(hhea.buffer).setUint16(34, count)
    const maxp = Uint8Array.from(this.table('maxp') as Uint8Array)
    new DataView(maxp.buffer).setUint16(4, count)

    const sizes: Record<string, number> = {
      head: head.length,
      hhea: hhea.length,
      loca: offsets.length * (longOffsets ? 4 : 2),
      maxp: maxp.length,
      glyf: offset,
      hmtx: count * 4,
    }
    const present = tableOrder.filter((tag) => tag in sizes || this.table(tag) !== null)
    const sizeOf = (tag: string) => sizes[tag] ?? (this.table(tag) as Uint8Array).length
    const directorySize = 12 + 16 * present.length
    const total = present.reduce((sum, tag) => sum + sizeOf(tag), directorySize)

    const out = new Writer(total)
    // Table directory, as fontkit writes it: tag "true", checksums left at 0, no padding.
    const power = 2 ** Math.floor(Math.log2(present.length))
    out.ascii('true')
    out.u16(present.length)
    out.u16(power * 16)
    out.u16(Math.log2(power))
    out.u16(present.length * 16 - power * 16)
    let at = directorySize
    for (const tag of present) {
      out.ascii(tag)
      out.u32(0)
      out.u32(at)
      out.u32(sizeOf(tag))
      at += sizeOf(tag)
    }
    for (const tag of present) {
      if (tag === 'head') out.raw(head)
      else if (tag === 'hhea') out.raw(hhea)
      else if (tag === 'maxp') out.raw(maxp)
      else if (tag === 'loca') {
        for (const value of offsets) {
          if (longOffsets) out.u32(value)
          else out.u16(value >>> 1)
        }
      } else if (tag === 'glyf') {
        for (const bytes of glyphs) out.raw(bytes)
      } else if (tag === 'hmtx') {
        for (const metric of metrics) {
          out.u16(metric.advance)
          out.i16(metric.bearing)
        }
      } else out.raw(this.table(tag) as Uint8Array)
    }
    return out.bytes
  }
}

/** The components of a composite glyph: glyph ids and their positions (OpenType glyf table). */
function componentsOf(bytes: Uint8Array): { glyphID: number; pos: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const argsAreWords = 0x0001
  const haveScale = 0x0008
  const moreComponents = 0x0020
  const haveXYScale = 0x0040
  const haveTwoByTwo = 0x0080
  const components: { glyphID: number; pos: number }[] = []
  let at = 10
  for (;;) {
    const flags = view.getUint16(at)
    components.push({ glyphID: view.getUint16(at + 2), pos: at + 2 })
    at += 4 + (flags & argsAreWords ? 4 : 2)
    if (flags & haveScale) at += 2
    else if (flags & haveXYScale) at += 4
    else if (flags & haveTwoByTwo) at += 8
    if (!(flags & moreComponents)) break
  }
  return components
}

/** A stream-like object that hands pdf-lib the file in a microtask, once it is listening. */
function fileStream(write: () => Uint8Array): SubsetStream {
  const listeners: Record<string, ((data: Uint8Array) => unknown) | undefined> = {}
  let scheduled = false
  const stream: SubsetStream = {
    on(event, callback) {
      listeners[event] = callback
      if (!scheduled) {
        scheduled = true
        queueMicrotask(() => {
          let bytes: Uint8Array
          try {
            bytes = write()
          } catch (error) {
            listeners.error?.(error as never)
            return
          }
          listeners.data?.(bytes)
          listeners.end?.(new Uint8Array(0))
        })
      }
      return stream
    },
  }
  return stream
}

/**
 * Makes a parsed font's subsets write their files directly (see the top of this file). Fonts
 * other than plain TrueType are returned unchanged. It reads fontkit internals (the `TrueTypeFont`
 * and `TrueTypeSubset` members above; internals.test.ts checks each, by name) because the public
 * way, fontkit's own subset encoder, costs 2–2.3× a sheet (bench/pdf-internals.bench.ts).
 */
export function fastSubsets(font: FontkitFont): FontkitFont {
  const ttf = font as unknown as TrueTypeFont
  if (!ttf.loca || ttf._variationProcessor || !ttf.directory.tables.glyf) return font
  const subsetter = new TrueTypeSubsetter(ttf)
  const createSubset = font.createSubset.bind(font)
  font.createSubset = () => {
    const subset = createSubset()
    subset.encodeStream = () =>
      fileStream(() => subsetter.write(subset as unknown as TrueTypeSubset))
    return subset
  }
  return font
}
