// PDF benchmark (issue 9): ratios measured in one run against a floor, never absolute times.
// Floor: one A4 page with one line of text in the same subset-embedded font (fonts parsed once).
// Goals: a full character sheet (the largest of each registered system's created character,
// fillable) ≤ 3× floor; 100 sheets in one process ≤ 100× floor; one sheet < 150 KB.
// Run: node --import tsx bench/pdf.bench.ts (bench/run.mjs does).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { loadSheetFonts, type SheetFonts } from '../src/shared/pdf/fonts'
import { characterSheet, renderSheet } from '../src/shared/pdf/render'
import { systems } from '../src/systems/index'
import type { PrintSheet } from '../src/systems/print-types'

const fontsFolder = join(import.meta.dirname, '..', 'resources', 'fonts')
const fonts: SheetFonts = loadSheetFonts(
  new Uint8Array(readFileSync(join(fontsFolder, 'DejaVuSans.ttf'))),
  new Uint8Array(readFileSync(join(fontsFolder, 'DejaVuSans-Bold.ttf'))),
)

async function floorPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fonts.fontkit)
  const font = await doc.embedFont(fonts.regularBytes, { subset: true })
  doc.addPage([595, 842]).drawText('Quillkeep', { x: 36, y: 800, size: 10, font })
  return doc.save()
}

/** Median milliseconds of `runs` calls after `warmup` calls. */
async function median(action: () => Promise<unknown>, runs = 25, warmup = 8): Promise<number> {
  for (let i = 0; i < warmup; i++) await action()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await action()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] as number
}

function createdSheet(id: string, name = 'Zoë Dvořák'): PrintSheet {
  const system = systems[id as keyof typeof systems]
  const data = system.create({ name }, {})
  const at = '2026-01-01T00:00:00.000Z'
  return characterSheet({
    id: `bench-${id}`,
    system: id,
    dataVersion: system.dataVersion,
    name,
    campaignId: null,
    data,
    ledger: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  })
}

const options = { paper: 'a4' as const, fillable: true, fonts }
const floorMs = await median(floorPdf)

// The largest sheet: the system whose created character gives the biggest fillable PDF.
let largest = { system: '', sheet: null as PrintSheet | null, bytes: 0 }
for (const id of Object.keys(systems)) {
  const sheet = createdSheet(id)
  const bytes = (await renderSheet(sheet, options)).byteLength
  console.log(`${id.padEnd(16)} sheet ${(bytes / 1024).toFixed(1)} KB`)
  if (bytes > largest.bytes) largest = { system: id, sheet, bytes }
}
// Every timed render is of a different character (its own name), so nothing a render remembers
// from an earlier one (the fonts' shaped strings) makes a repeat of the very same sheet look cheap.
// The sheets are built before timing starts.
const pool = Array.from({ length: 200 }, (_, i) =>
  createdSheet(largest.system, `Zoë Dvořák ${i + 1}`),
)
let nth = 0
const nextSheet = (): PrintSheet => pool[nth++ % pool.length] as PrintSheet
const sheetMs = await median(() => renderSheet(nextSheet(), options))
const flatMs = await median(() => renderSheet(nextSheet(), { ...options, fillable: false }))
const hundred = Array.from({ length: 100 }, nextSheet)
const hundredStart = performance.now()
for (const each of hundred) await renderSheet(each, options)
const hundredMs = performance.now() - hundredStart

const sheetRatio = sheetMs / floorMs
const flatRatio = flatMs / floorMs
const hundredRatio = hundredMs / floorMs
const kilobytes = largest.bytes / 1024
const goals = { sheetRatio: 3, hundredRatio: 100, kilobytes: 150 }
const pass = {
  sheet: sheetRatio <= goals.sheetRatio,
  hundred: hundredRatio <= goals.hundredRatio,
  size: kilobytes < goals.kilobytes,
}
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
console.log(`floor (one line, subset DejaVu)   ${floorMs.toFixed(2)} ms`)
console.log(
  `full sheet (${largest.system}, fillable)  ${sheetMs.toFixed(2)} ms = ${sheetRatio.toFixed(2)}× floor (goal ≤ ${goals.sheetRatio}×) ${verdict(pass.sheet)}`,
)
console.log(
  `  same sheet flat (no form fields)  ${flatMs.toFixed(2)} ms = ${flatRatio.toFixed(2)}× floor (for comparison)`,
)
console.log(
  `100 sheets in one process        ${hundredMs.toFixed(0)} ms = ${hundredRatio.toFixed(1)}× floor (goal ≤ ${goals.hundredRatio}×) ${verdict(pass.hundred)}`,
)
console.log(
  `PDF size of one sheet            ${kilobytes.toFixed(1)} KB (goal < ${goals.kilobytes} KB) ${verdict(pass.size)}`,
)

if (process.env.BENCH_RESULT_FILE) {
  writeFileSync(
    process.env.BENCH_RESULT_FILE,
    JSON.stringify({
      name: 'pdf',
      system: largest.system,
      floorMs,
      sheetMs,
      flatMs,
      flatRatio,
      hundredMs,
      sheetRatio,
      hundredRatio,
      kilobytes,
      goals,
      pass,
    }),
  )
}
