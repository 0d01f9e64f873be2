// Test helpers for printed sheets: the bundled fonts, and poppler's pdftotext and pdftoppm.
// Tests only (node:*); the printing code itself is pure and takes the font bytes.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSheetFonts, type SheetFonts } from '../src/shared/pdf/fonts'

const fontsFolder = join(import.meta.dirname, '..', 'resources', 'fonts')

let fonts: SheetFonts | undefined

/** DejaVu Sans from resources/fonts, parsed once per test process. */
export function testFonts(): SheetFonts {
  fonts ??= loadSheetFonts(
    new Uint8Array(readFileSync(join(fontsFolder, 'DejaVuSans.ttf'))),
    new Uint8Array(readFileSync(join(fontsFolder, 'DejaVuSans-Bold.ttf'))),
  )
  return fonts
}

function requirePoppler(tool: string): void {
  const found = spawnSync(tool, ['-v'], { encoding: 'utf8' })
  if (found.error) {
    throw new Error(
      `${tool} was not found. The PDF tests need poppler-utils: apt-get install poppler-utils`,
    )
  }
}

function withTempPdf<T>(pdf: Uint8Array, action: (file: string, folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'quillkeep-pdf-'))
  try {
    const file = join(folder, 'sheet.pdf')
    writeFileSync(file, pdf)
    return action(file, folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The text poppler reads from the PDF (layout kept), pages separated by form feeds. */
export function pdfText(pdf: Uint8Array): string {
  requirePoppler('pdftotext')
  return withTempPdf(pdf, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  )
}

/** Renders every page with pdftoppm (low resolution); returns the number of PNGs written. */
export function renderPages(pdf: Uint8Array): number {
  requirePoppler('pdftoppm')
  return withTempPdf(pdf, (file, folder) => {
    const run = spawnSync('pdftoppm', ['-r', '30', '-png', file, join(folder, 'page')], {
      encoding: 'utf8',
    })
    if (run.status !== 0 || /error/i.test(run.stderr)) {
      throw new Error(`pdftoppm failed (exit ${run.status}): ${run.stderr}`)
    }
    return readdirSync(folder).filter((name) => name.endsWith('.png')).length
  })
}

/** Words as pdftotext prints them: whitespace collapsed. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ')
}

/**
 * Runs `qpdf --check` on the PDF and returns its report; throws with qpdf's output when the file
 * has errors or warnings. qpdf is needed, never skipped (.ci/run installs it).
 */
export function qpdfCheck(pdf: Uint8Array): string {
  const found = spawnSync('qpdf', ['--version'], { encoding: 'utf8' })
  if (found.error) {
    throw new Error('qpdf was not found. The packet tests check PDFs with it: apt-get install qpdf')
  }
  return withTempPdf(pdf, (file) => {
    const run = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' })
    // qpdf exits 0 when the file is fine, 3 for warnings, 2 for errors.
    if (run.status !== 0) {
      throw new Error(`qpdf --check failed (exit ${run.status}):\n${run.stdout}${run.stderr}`)
    }
    return run.stdout
  })
}

/** One image poppler lists in a PDF (pdfimages -list): a picture, or a picture's soft mask. */
export interface ListedImage {
  page: number
  type: string
  width: number
  height: number
  encoding: string
  /** Pixels per inch as printed, across and down. */
  xPpi: number
  yPpi: number
  /** The image's object number: the same picture shown twice is listed twice, with one object. */
  object: number
}

/** Every image shown on the PDF's pages, as `pdfimages -list` reports them. */
export function pdfImages(pdf: Uint8Array): ListedImage[] {
  requirePoppler('pdfimages')
  return withTempPdf(pdf, (file) => {
    const listing = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    return listing
      .split('\n')
      .slice(2)
      .map((row) => row.trim().split(/\s+/))
      .filter((cells) => cells.length >= 11)
      .map((cells) => ({
        page: Number(cells[0]),
        type: cells[2] ?? '',
        width: Number(cells[3]),
        height: Number(cells[4]),
        encoding: cells[8] ?? '',
        object: Number(cells[10]),
        xPpi: Number(cells[12]),
        yPpi: Number(cells[13]),
      }))
  })
}
