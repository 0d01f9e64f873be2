// The private and undocumented parts of pdf-lib 1.17.1 and @pdf-lib/fontkit 1.1.1 the PDF kit
// relies on (both pinned exactly in package.json), one test each, named after the internal, so
// that a version bump that changes one fails here, saying which. Each test checks the shape the
// kit's code expects (the member exists, takes the arguments given, returns what is read) on the
// real sheet fonts and a tiny real document.
// - subset.ts reads fontkit's parsed TrueType font and subset (`TrueTypeFont`, `TrueTypeSubset`)
//   and replaces `createSubset`/`encodeStream`, which pdf-lib's subset embedder calls.
// - fonts.ts remembers `font.layout` results, relying on how pdf-lib calls `layout` and `create`.
// - write.ts replaces `context.flateStream`, which pdf-lib's font embedder makes its streams
//   with, and writes the file itself from pdf-lib's core objects (as raw.ts and kit.ts build
//   them): typed exports of pdf-lib, but outside its documented PDFDocument/PDFPage API.
import fontkit from '@pdf-lib/fontkit'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import {
  copyStringIntoBuffer,
  mergeUint8Arrays,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  typedArrayFor,
} from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { nodeDeflate } from '../../node/deflate'
import { RawObject, RawStream } from './raw'
import { fastSubsets, type TrueTypeFont, type TrueTypeSubset } from './subset'
import { useDeflate, writeDocument } from './write'

const folder = join(import.meta.dirname, '..', '..', '..', 'resources', 'fonts')
const files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']
const regularBytes = (): Uint8Array => new Uint8Array(readFileSync(join(folder, files[0]!)))

type Font = ReturnType<typeof fontkit.create>

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1')

/** The table directory of a TrueType file, read from its bytes (OpenType spec). */
function tableDirectory(bytes: Uint8Array): Map<string, { offset: number; length: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tables = new Map<string, { offset: number; length: number }>()
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + 16 * i
    tables.set(latin1(bytes.subarray(at, at + 4)), {
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    })
  }
  return tables
}

/** The FontFile2 streams' contents (inflated when deflated) of a written PDF. */
async function fontFiles(pdf: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(pdf)
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.has(PDFName.of('FontFile2')))
    .map((descriptor) => {
      const stream = descriptor.lookup(PDFName.of('FontFile2'), PDFStream) as PDFRawStream
      const deflated = stream.dict.has(PDFName.of('Filter'))
      return deflated ? new Uint8Array(inflateSync(stream.getContents())) : stream.getContents()
    })
}

describe.each(files)('fontkit internals read by subset.ts (%s)', (file) => {
  const bytes = new Uint8Array(readFileSync(join(folder, file)))
  const raw = tableDirectory(bytes)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parsed = fontkit.create(bytes)
  const font = parsed as unknown as TrueTypeFont

  it('fontkit internal TTFFont.directory.tables gives each table’s offset and length', () => {
    const tables = font.directory?.tables
    expect(tables, 'TTFFont.directory.tables').toBeTypeOf('object')
    for (const [tag, entry] of raw) {
      expect(tables[tag], `TTFFont.directory.tables['${tag}']`).toMatchObject(entry)
    }
    // subset.ts writes TrueType outlines only: a CFF font has no glyf table.
    expect(tables['CFF '], "TTFFont.directory.tables['CFF ']").toBeUndefined()
  })

  it('fontkit internal TTFFont.loca.offsets lists every glyph’s offset into glyf', () => {
    const offsets = font.loca?.offsets
    expect(Array.isArray(offsets), 'TTFFont.loca.offsets is an array').toBe(true)
    expect(offsets, 'TTFFont.loca.offsets length').toHaveLength(parsed.numGlyphs + 1)
    // The same offsets as the file's loca table (short offsets are halved: OpenType spec).
    const head = raw.get('head')!.offset
    const loca = raw.get('loca')!.offset
    const long = view.getInt16(head + 50) === 1
    const fromFile = Array.from({ length: parsed.numGlyphs + 1 }, (_, gid) =>
      long ? view.getUint32(loca + gid * 4) : view.getUint16(loca + gid * 2) * 2,
    )
    expect(offsets, 'TTFFont.loca.offsets').toEqual(fromFile)
    expect(offsets![parsed.numGlyphs]).toBeLessThanOrEqual(raw.get('glyf')!.length)
  })

  it('fontkit internal TTFFont._variationProcessor exists and is null for a static font', () => {
    // fastSubsets keeps fontkit's encoder when it is set; a renamed member would read as unset.
    expect('_variationProcessor' in font, 'TTFFont._variationProcessor exists').toBe(true)
    expect(font._variationProcessor, 'TTFFont._variationProcessor').toBeNull()
  })

  it('fontkit internal TTFFont._getTableStream(tag) gives the file’s stream at the table', () => {
    expect(typeof font._getTableStream, 'TTFFont._getTableStream').toBe('function')
    expect(font._getTableStream.length, 'TTFFont._getTableStream arity').toBe(1)
    for (const tag of ['glyf', 'head', 'prep']) {
      const entry = raw.get(tag)!
      const stream = font._getTableStream(tag)
      expect(stream, `TTFFont._getTableStream('${tag}')`).not.toBeNull()
      expect(stream!.pos, `TTFFont._getTableStream('${tag}').pos`).toBe(entry.offset)
      expect(typeof stream!.readBuffer, 'DecodeStream.readBuffer').toBe('function')
      const read = stream!.readBuffer(Math.min(entry.length, 64))
      expect(read, 'DecodeStream.readBuffer(length)').toBeInstanceOf(Uint8Array)
      expect([...read]).toEqual([...bytes.subarray(entry.offset, entry.offset + read.length)])
    }
    expect(font._getTableStream('none'), "TTFFont._getTableStream('none')").toBeNull()
  })

  it('fontkit internal TTFGlyph._getMetrics().leftBearing is the glyph’s hmtx bearing', () => {
    const hhea = raw.get('hhea')!.offset
    const hmtx = raw.get('hmtx')!.offset
    const longMetrics = view.getUint16(hhea + 34)
    const ids = [0, 1, ...parsed.layout('AZoë Ǻ').glyphs.map((glyph) => glyph.id)]
    ids.push(parsed.numGlyphs - 1)
    for (const gid of ids) {
      const last = Math.min(gid, longMetrics - 1)
      const advance = view.getUint16(hmtx + last * 4)
      const bearing =
        gid < longMetrics
          ? view.getInt16(hmtx + gid * 4 + 2)
          : view.getInt16(hmtx + longMetrics * 4 + (gid - longMetrics) * 2)
      const glyph = font.getGlyph(gid)
      expect(typeof glyph._getMetrics, 'TTFGlyph._getMetrics').toBe('function')
      expect(glyph.advanceWidth, `TTFGlyph.advanceWidth (glyph ${gid})`).toBe(advance)
      expect(
        glyph._getMetrics().leftBearing,
        `TTFGlyph._getMetrics().leftBearing (glyph ${gid})`,
      ).toBe(bearing)
    }
  })

  it('fontkit internal Subset.glyphs lists the glyph ids in subset order, .notdef first', () => {
    const subset = parsed.createSubset() as unknown as TrueTypeSubset
    expect(subset.glyphs, 'Subset.glyphs of a new subset').toEqual([0])
    expect(subset.includeGlyph.length, 'Subset.includeGlyph arity').toBe(1)
    expect(subset.includeGlyph(50), 'Subset.includeGlyph returns the new id').toBe(1)
    expect(subset.includeGlyph(7)).toBe(2)
    expect(subset.includeGlyph(50)).toBe(1)
    expect(subset.glyphs, 'Subset.glyphs').toEqual([0, 50, 7])
    expect(typeof parsed.createSubset().encodeStream, 'Subset.encodeStream').toBe('function')
  })
})

describe('pdf-lib internals the font code relies on', () => {
  it('pdf-lib internal CustomFontSubsetEmbedder: one font.createSubset() per font, file read from encodeStream() data and end', async () => {
    const font: Font = fontkit.create(regularBytes())
    let subsets = 0
    const events: string[] = []
    const createSubset = font.createSubset.bind(font)
    font.createSubset = () => {
      subsets++
      const subset = createSubset()
      const encode = subset.encodeStream.bind(subset)
      subset.encodeStream = () => {
        const stream = encode()
        const on = stream.on.bind(stream)
        stream.on = (event, callback) => {
          events.push(event)
          on(event, callback)
          return stream
        }
        return stream
      }
      return subset
    }
    const doc = await PDFDocument.create()
    doc.registerFontkit({ create: () => font })
    const embedded = await doc.embedFont(regularBytes(), { subset: true })
    doc.addPage().drawText('Zoë Dvořák', { font: embedded, size: 10 })
    await doc.save()
    expect(subsets, 'CustomFontSubsetEmbedder calls font.createSubset() once').toBe(1)
    expect(events, 'CustomFontSubsetEmbedder.serializeFont listens to encodeStream()').toEqual(
      expect.arrayContaining(['data', 'end']),
    )
  })

  it('pdf-lib internal CustomFontSubsetEmbedder.serializeFont takes fastSubsets’ stream: the same font file as fontkit’s', async () => {
    const write = async (font: Font) => {
      const doc = await PDFDocument.create()
      doc.registerFontkit({ create: () => font })
      const embedded = await doc.embedFont(regularBytes(), { subset: true })
      doc.addPage().drawText('Zoë Dvořák · Ǻ', { font: embedded, size: 10 })
      return fontFiles(await doc.save())
    }
    const stock = await write(fontkit.create(regularBytes()))
    const fast = await write(fastSubsets(fontkit.create(regularBytes())))
    expect(stock).toHaveLength(1)
    expect(fast, 'the font file written through fastSubsets').toEqual(stock)
  })

  it('pdf-lib internal CustomFontEmbedder.fontFeatures: text is shaped with font.layout(text, undefined)', async () => {
    // fonts.ts remembers layouts asked for without features only.
    const font: Font = fontkit.create(regularBytes())
    const features: unknown[] = []
    const layout = font.layout.bind(font)
    font.layout = (text, asked) => {
      features.push(asked)
      return layout(text, asked)
    }
    const doc = await PDFDocument.create()
    doc.registerFontkit({ create: () => font })
    const embedded = await doc.embedFont(regularBytes(), { subset: true })
    expect(embedded.widthOfTextAtSize('Strength', 10)).toBeGreaterThan(0)
    doc.addPage().drawText('Zoë', { font: embedded, size: 10 })
    expect(features.length, 'PDFFont measures and encodes with font.layout').toBeGreaterThan(0)
    expect(new Set(features), 'features pdf-lib passes to font.layout').toEqual(
      new Set([undefined]),
    )
  })

  it('pdf-lib hands embedFont’s bytes to fontkit.create as they are (the parse cache’s key)', async () => {
    const bytes = regularBytes()
    const given: Uint8Array[] = []
    const doc = await PDFDocument.create()
    doc.registerFontkit({
      create: (buffer) => {
        given.push(buffer)
        return fontkit.create(buffer)
      },
    })
    await doc.embedFont(bytes, { subset: true })
    expect(given, 'fontkit.create calls').toHaveLength(1)
    expect(given[0] === bytes, 'fontkit.create gets the very Uint8Array given').toBe(true)
  })

  it('pdf-lib internal CustomFontEmbedder makes the font file and ToUnicode map with context.flateStream (useDeflate)', async () => {
    const doc = await PDFDocument.create()
    const made = doc.context.flateStream('q Q')
    expect(made, 'PDFContext.flateStream returns a stream').toBeInstanceOf(PDFRawStream)
    expect(made.dict.lookup(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'))
    const inputs: string[] = []
    useDeflate(doc, (bytes) => {
      inputs.push(latin1(bytes.subarray(0, 200)))
      return nodeDeflate(bytes)
    })
    doc.registerFontkit(fontkit)
    const font = await doc.embedFont(regularBytes(), { subset: true })
    doc.addPage().drawText('Zoë', { font, size: 10 })
    await doc.flush()
    // fontkit writes a TrueType subset with the tag "true"; a ToUnicode map is a CIDInit CMap.
    expect(
      inputs.some((text) => text.startsWith('true')),
      'font file via flateStream',
    ).toBe(true)
    expect(
      inputs.some((text) => text.includes('/CIDInit')),
      'ToUnicode via flateStream',
    ).toBe(true)
  })
})

describe('pdf-lib core API write.ts, raw.ts and kit.ts build on', () => {
  it('pdf-lib PDFDocument.flush() embeds the fonts; then context.enumerateIndirectObjects() lists every object', async () => {
    const doc = await PDFDocument.create()
    doc.registerFontkit(fontkit)
    const font = await doc.embedFont(regularBytes(), { subset: true })
    doc.addPage().drawText('Zoë', { font, size: 10 })
    const listed = () => doc.context.enumerateIndirectObjects()
    const hasFontFile = () => listed().some(([, object]) => String(object).includes('/FontFile2'))
    expect(hasFontFile(), 'font descriptor before flush').toBe(false)
    await doc.flush()
    expect(hasFontFile(), 'font descriptor after PDFDocument.flush()').toBe(true)
    for (const [ref, object] of listed()) {
      expect(ref, 'enumerateIndirectObjects() entry [0]').toBeInstanceOf(PDFRef)
      expect(object, 'enumerateIndirectObjects() entry [1]').toBeInstanceOf(PDFObject)
    }
    expect(
      listed().some(([ref]) => ref === font.ref),
      'the font’s ref is listed',
    ).toBe(true)
  })

  it('pdf-lib PDFContext.largestObjectNumber is the largest object number handed out', async () => {
    const doc = await PDFDocument.create()
    const { context } = doc
    const numbers = () => context.enumerateIndirectObjects().map(([ref]) => ref.objectNumber)
    expect(context.largestObjectNumber, 'PDFContext.largestObjectNumber').toBe(
      Math.max(...numbers()),
    )
    const reserved = context.nextRef()
    expect(context.largestObjectNumber, 'after nextRef()').toBe(reserved.objectNumber)
    const registered = context.register(new RawObject('<< >>'))
    expect(context.largestObjectNumber, 'after register()').toBe(registered.objectNumber)
  })

  it('pdf-lib PDFContext.trailerInfo holds Root and Info as PDFRef, ID unset', async () => {
    const doc = await PDFDocument.create()
    doc.setTitle('Zoë')
    const { Root, Info, ID } = doc.context.trailerInfo
    expect(Root, 'trailerInfo.Root').toBeInstanceOf(PDFRef)
    expect(doc.context.lookup(Root as PDFRef), 'trailerInfo.Root is the catalog').toBe(doc.catalog)
    expect(Info, 'trailerInfo.Info').toBeInstanceOf(PDFRef)
    expect(ID, 'trailerInfo.ID').toBeUndefined()
  })

  it('pdf-lib PDFObject toString(), sizeInBytes() and copyBytesInto() write the same PDF text', async () => {
    const doc = await PDFDocument.create()
    const objects: PDFObject[] = [
      doc.context.obj({ Type: 'Annot', Rect: [0, 1.5, 20, 30], T: PDFHexString.fromText('Zoë') }),
      PDFString.of('Strength \\(18\\)'),
      doc.catalog,
    ]
    for (const object of objects) {
      const text = object.toString()
      expect(object.sizeInBytes(), `${object.constructor.name}.sizeInBytes()`).toBe(text.length)
      const bytes = new Uint8Array(text.length)
      expect(object.copyBytesInto(bytes, 0), `${object.constructor.name}.copyBytesInto()`).toBe(
        text.length,
      )
      // write.ts packs toString() text into its object stream as one byte per character.
      expect(latin1(bytes), `${object.constructor.name}.toString()`).toBe(text)
    }
    expect(objects[0]!.toString()).toMatch(/^<<\n\/Type \/Annot\n\/Rect \[ 0 1\.5 20 30 \]/)
  })

  it('pdf-lib PDFObject and PDFStream keep the members RawObject and RawStream override', async () => {
    for (const name of ['clone', 'toString', 'sizeInBytes', 'copyBytesInto'] as const) {
      expect(typeof PDFObject.prototype[name], `PDFObject.prototype.${name}`).toBe('function')
    }
    const streamMembers = [
      'getContents',
      'getContentsSize',
      'getContentsString',
      'updateDict',
    ] as const
    for (const name of streamMembers) {
      expect(typeof PDFStream.prototype[name], `PDFStream.prototype.${name}`).toBe('function')
    }
    expect(PDFStream.length, 'PDFStream constructor arity (dict)').toBe(1)
    // pdf-lib's own writer keeps streams out of object streams by `instanceof PDFStream` and
    // writes objects with sizeInBytes()/copyBytesInto(): the kit's raw objects read back.
    const doc = await PDFDocument.create()
    const { context } = doc
    const stream = new RawStream(context, ' /Type /XObject /Subtype /Form /BBox [0 0 1 1]', 'q Q')
    expect(stream, 'RawStream is a PDFStream').toBeInstanceOf(PDFStream)
    const streamRef = context.register(stream)
    const dictRef = context.register(
      new RawObject(`<< /Kind /Raw /Form ${streamRef.toString()} >>`),
    )
    doc.catalog.set(PDFName.of('QuillkeepTest'), dictRef)
    for (const pdf of [await doc.save(), await writeDocument(doc)]) {
      const loaded = await PDFDocument.load(pdf)
      const dict = loaded.catalog.lookup(PDFName.of('QuillkeepTest'), PDFDict)
      expect(dict.lookup(PDFName.of('Kind'), PDFName)).toBe(PDFName.of('Raw'))
      const form = dict.lookup(PDFName.of('Form'), PDFStream) as PDFRawStream
      expect(latin1(form.getContents())).toBe('q Q')
    }
  })

  it('pdf-lib utilities typedArrayFor, mergeUint8Arrays and copyStringIntoBuffer keep their signatures', () => {
    expect(typedArrayFor('%PDF'), 'typedArrayFor(string)').toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    )
    const bytes = new Uint8Array([1, 2])
    expect(typedArrayFor(bytes), 'typedArrayFor(Uint8Array)').toBe(bytes)
    expect(mergeUint8Arrays([bytes, new Uint8Array([3])]), 'mergeUint8Arrays').toEqual(
      new Uint8Array([1, 2, 3]),
    )
    const buffer = new Uint8Array(6)
    expect(copyStringIntoBuffer('obj', buffer, 2), 'copyStringIntoBuffer returns the length').toBe(
      3,
    )
    expect(latin1(buffer.subarray(2, 5))).toBe('obj')
  })

  it('pdf-lib PDFContext.register, assign and nextRef, PDFPage.node and PDFDocument.catalog take the kit’s raw objects', async () => {
    const doc = await PDFDocument.create()
    const { context } = doc
    const page = doc.addPage([100, 100])
    const ref = context.nextRef()
    expect(ref, 'PDFContext.nextRef()').toBeInstanceOf(PDFRef)
    context.assign(ref, new RawObject('<< /T (a) /FT /Tx >>'))
    expect(context.lookup(ref), 'PDFContext.assign()').toBeInstanceOf(RawObject)
    const content = context.register(new RawStream(context, '', '0 0 m 10 10 l S'))
    expect(page.node, 'PDFPage.node').toBeInstanceOf(PDFDict)
    page.node.set(PDFName.of('Contents'), content)
    page.node.set(PDFName.of('Annots'), new RawObject(`[${ref.toString()}]`))
    expect(doc.catalog, 'PDFDocument.catalog').toBeInstanceOf(PDFDict)
    doc.catalog.set(
      PDFName.of('AcroForm'),
      context.register(new RawObject(`<< /Fields [${ref.toString()}] >>`)),
    )
    const loaded = await PDFDocument.load(await writeDocument(doc))
    expect(loaded.getForm().getTextField('a').getName()).toBe('a')
    const written = loaded.getPage(0).node.lookup(PDFName.of('Contents'), PDFStream) as PDFRawStream
    expect(latin1(written.getContents())).toBe('0 0 m 10 10 l S')
  })
})
