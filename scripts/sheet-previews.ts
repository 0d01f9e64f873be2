// Renders each system's fixture character (tests/fixtures/format-v1) to a PDF and its first page
// to docs/screenshots/<system>-sheet-pdf.png with pdftoppm. Run: npx tsx scripts/sheet-previews.ts
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseFile } from '../src/shared/files'
import { loadSheetFonts, renderCharacter } from '../src/shared/pdf'
import { systems } from '../src/systems'

const fonts = loadSheetFonts(
  readFileSync('resources/fonts/DejaVuSans.ttf'),
  readFileSync('resources/fonts/DejaVuSans-Bold.ttf'),
)
const work = mkdtempSync(join(tmpdir(), 'quillkeep-previews-'))
for (const id of Object.keys(systems)) {
  const parsed = parseFile(readFileSync(`tests/fixtures/format-v1/character-${id}.json`, 'utf8'))
  if (!parsed.ok) throw new Error(`${id}: ${parsed.problems.map((p) => p.message).join('; ')}`)
  const pdf = await renderCharacter(parsed.bundle.characters[0], {
    paper: 'a4',
    fillable: true,
    fonts,
  })
  const pdfPath = join(work, `${id}.pdf`)
  writeFileSync(pdfPath, pdf)
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '70',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    `docs/screenshots/${id}-sheet-pdf`,
  ])
  console.log(`${id}: ${pdf.byteLength} bytes → docs/screenshots/${id}-sheet-pdf.png`)
}
