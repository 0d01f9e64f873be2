// What the PDF kit's uses of pdf-lib and fontkit internals buy (issue 18): each one against the
// public way of doing the same job, on the largest sheet the app prints (fillable, Node's zlib, as
// main prints it). Measured in one process as ratios, never absolute times: every round renders
// one sheet each way, in an order that rotates from round to round, and the ratio printed is the
// median of the rounds' ratios to the first variant (the way with the internal). Every render is
// of a different character (its own name), so no cache makes a repeat look cheap. Bench-only code
// reaches into pdf-lib here to turn each internal off (or, for the font files, back on).
// Run: node --import tsx bench/pdf-internals.bench.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument, type PDFRef } from 'pdf-lib'
import { nodeDeflate } from '../src/node/deflate'
import { loadSheetFonts, type SheetFonts } from '../src/shared/pdf/fonts'
import { characterSheet, renderSheet, type RenderOptions } from '../src/shared/pdf/render'
import { writeDocument } from '../src/shared/pdf/write'
import { sampleCharacter } from '../src/shared/file-fixtures'
import { systems } from '../src/systems/index'
import type { PrintSheet } from '../src/systems/print-types'
import { useRulesLocale } from '../src/shared/translator'

// The rules text in English, as in the tests (Node has no app to install a translator).
useRulesLocale()

const fontsFolder = join(import.meta.dirname, '..', 'resources', 'fonts')
const fontFile = (name: string) => new Uint8Array(readFileSync(join(fontsFolder, name)))
/** A fresh set of parsed fonts (their own caches), as `loadSheetFonts` makes them. */
const freshFonts = (): SheetFonts =>
  loadSheetFonts(fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf'))

type Font = ReturnType<SheetFonts['fontkit']['create']>
const parsedFonts = (fonts: SheetFonts): Font[] =>
  [fonts.regularBytes, fonts.boldBytes].map((bytes) => fonts.fontkit.create(bytes))

/** The sheet of a new character of system `id`, as the app creates one, named `name`. */
function createdSheet(id: string, name: string): PrintSheet {
  return characterSheet({ ...sampleCharacter(id, `bench-${id}`), name })
}

const fonts = freshFonts()
const options: RenderOptions = { paper: 'a4', fillable: true, fonts, deflate: nodeDeflate }

let largest = { system: '', bytes: 0 }
for (const id of Object.keys(systems)) {
  const bytes = (await renderSheet(createdSheet(id, 'Zoë Dvořák'), options)).byteLength
  if (bytes > largest.bytes) largest = { system: id, bytes }
}
let nth = 0
const nextSheet = (): PrintSheet => createdSheet(largest.system, `Zoë Dvořák ${++nth}`)

// A sheet drawn but not yet written: `writeDocument` and `save()` both start with `flush()`, so
// stopping there hands back the document with the fonts not yet embedded.
class Drawn extends Error {
  constructor(readonly doc: PDFDocument) {
    super('drawn')
  }
}
const flush = Object.getOwnPropertyDescriptor(PDFDocument.prototype, 'flush')?.value as (
  this: PDFDocument,
) => Promise<void>
let stopAtFlush = false
PDFDocument.prototype.flush = function (this: PDFDocument) {
  if (stopAtFlush) throw new Drawn(this)
  return flush.call(this)
}
async function drawn(renderOptions: RenderOptions = options): Promise<PDFDocument> {
  stopAtFlush = true
  try {
    await renderSheet(nextSheet(), renderOptions)
  } catch (error) {
    if (error instanceof Drawn) return error.doc
    throw error
  } finally {
    stopAtFlush = false
  }
  throw new Error('the sheet was written without a flush')
}

/** Milliseconds one call takes, and what it returned. */
async function timed(action: () => Promise<Uint8Array>): Promise<{ ms: number; bytes: number }> {
  const start = performance.now()
  const pdf = await action()
  return { ms: performance.now() - start, bytes: pdf.byteLength }
}

interface Variant {
  name: string
  run(): Promise<Uint8Array>
}

/** Median over rounds of (variant ÷ first variant), each round running all in rotating order. */
async function compare(title: string, variants: Variant[], rounds = 41, warmup = 20) {
  const ratios = variants.map(() => [] as number[])
  const times = variants.map(() => [] as number[])
  const sizes = variants.map(() => 0)
  for (let round = -warmup; round < rounds; round++) {
    const ms: number[] = []
    for (let k = 0; k < variants.length; k++) {
      const i = (k + Math.max(round, 0)) % variants.length
      const result = await timed(() => (variants[i] as Variant).run())
      ms[i] = result.ms
      sizes[i] = result.bytes
    }
    if (round < 0) continue
    variants.forEach((_, i) => {
      ratios[i]!.push((ms[i] as number) / (ms[0] as number))
      times[i]!.push(ms[i] as number)
    })
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
  console.log(`\n${title}`)
  variants.forEach((variant, i) => {
    console.log(
      `  ${variant.name.padEnd(58)} ${median(times[i]!).toFixed(2).padStart(7)} ms  ${median(ratios[i]!).toFixed(2)}×  ${((sizes[i] as number) / 1024).toFixed(1)} KB`,
    )
  })
}

console.log(`largest sheet: ${largest.system} (${(largest.bytes / 1024).toFixed(1)} KB)`)

// 1. The writer: write.ts against pdf-lib's save(), with the drawing (same for both) included.
const saveWith = (saveOptions: Parameters<PDFDocument['save']>[0]) => async () =>
  (await drawn()).save({ updateFieldAppearances: false, ...saveOptions })
await compare('writer (whole sheet: draw, embed fonts, write)', [
  { name: 'writeDocument (current)', run: async () => writeDocument(await drawn()) },
  { name: 'save({ objectsPerTick: Infinity })', run: saveWith({ objectsPerTick: Infinity }) },
  {
    name: 'save({ objectsPerTick: Infinity, useObjectStreams: false })',
    run: saveWith({ objectsPerTick: Infinity, useObjectStreams: false }),
  },
  { name: 'save() (defaults)', run: saveWith({}) },
])

// The same, timing the writing alone (fonts embedded and the file written) on a drawn sheet.
const writeOnly = (write: (doc: PDFDocument) => Promise<Uint8Array>) => async () => {
  const doc = await drawn()
  const start = performance.now()
  const pdf = await write(doc)
  writeMs = performance.now() - start
  return pdf
}
let writeMs = 0
{
  const variants: Variant[] = [
    { name: 'writeDocument (current)', run: writeOnly(writeDocument) },
    {
      name: 'save({ objectsPerTick: Infinity })',
      run: writeOnly((doc) =>
        doc.save({ objectsPerTick: Infinity, updateFieldAppearances: false }),
      ),
    },
  ]
  const ratios: number[] = []
  for (let round = -20; round < 41; round++) {
    const ms: number[] = []
    for (let k = 0; k < 2; k++) {
      const i = (k + Math.max(round, 0)) % 2
      await variants[i]!.run()
      ms[i] = writeMs
    }
    if (round >= 0) ratios.push(ms[1]! / ms[0]!)
  }
  ratios.sort((a, b) => a - b)
  console.log(
    `  writing alone: save({ objectsPerTick: Infinity }) ÷ writeDocument = ${ratios[20]!.toFixed(2)}×`,
  )
}

// 2. subset.ts (fontkit's font, directory, loca, _getTableStream, glyph _getMetrics, subset
// glyphs): fontkit's own subset encoder instead, through pdf-lib's public embedFont.
const stockSubsets = freshFonts()
for (const font of parsedFonts(stockSubsets)) {
  delete (font as { createSubset?: unknown }).createSubset // back to fontkit's prototype method
}
// 3. fonts.ts, the layout cache (font.layout patched on the parsed font): fontkit's layout.
const stockLayout = freshFonts()
for (const font of parsedFonts(stockLayout)) delete (font as { layout?: unknown }).layout
await compare('fonts (whole sheet)', [
  {
    name: 'current (fast subsets, layouts remembered)',
    run: () => renderSheet(nextSheet(), options),
  },
  {
    name: 'fontkit’s subset encoder (no subset.ts)',
    run: () => renderSheet(nextSheet(), { ...options, fonts: stockSubsets }),
  },
  {
    name: 'fontkit’s layout, not remembered',
    run: () => renderSheet(nextSheet(), { ...options, fonts: stockLayout }),
  },
])

// 4. The font files: fonts.ts used to store them uncompressed by replacing the private
// `PDFFont.embedder`'s `embedFontStream`; now pdf-lib deflates them (with the document's deflate).
// The old way is rebuilt here, bench-only, as the first variant.
interface FontFileEmbedder {
  serializeFont(): Promise<Uint8Array>
  embedFontStream(context: PDFDocument['context']): Promise<PDFRef>
}
const storedFontFiles = (renderOptions: RenderOptions) => async () => {
  const doc = await drawn(renderOptions)
  const docFonts = (doc as unknown as { fonts: { embedder: FontFileEmbedder }[] }).fonts
  for (const { embedder } of docFonts) {
    embedder.embedFontStream = async (context) =>
      context.register(context.stream(await embedder.serializeFont()))
  }
  return writeDocument(doc)
}
// (The web build has no deflate of its own: there pdf-lib's compressor deflates the file.)
const { deflate: _, ...withoutDeflate } = options
for (const [label, renderOptions] of [
  ['Node zlib', options],
  ['pdf-lib’s compressor', withoutDeflate],
] as const) {
  await compare(`font files stored or deflated (whole sheet, ${label})`, [
    {
      name: 'stored (the old way: PDFFont.embedder replaced)',
      run: storedFontFiles(renderOptions),
    },
    {
      name: 'deflated by pdf-lib’s embedFontStream (current)',
      run: async () => writeDocument(await drawn(renderOptions)),
    },
  ])
}

// 5. write.ts useDeflate (context.flateStream replaced): pdf-lib's own compressor.
await compare('deflate (whole sheet)', [
  {
    name: 'Node zlib through context.flateStream (current)',
    run: () => renderSheet(nextSheet(), options),
  },
  {
    name: 'pdf-lib’s compressor (no useDeflate)',
    run: () => renderSheet(nextSheet(), withoutDeflate),
  },
])
