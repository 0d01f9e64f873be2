// Renders each system's fixture character (tests/fixtures/format-v1) to a PDF and its first page
// to docs/screenshots/<system>-sheet-pdf.png with pdftoppm. Run: npx tsx scripts/sheet-previews.ts
// Systems added after format 1 have no such file: their preview character is built below.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseFile } from '../src/shared/files'
import { loadSheetFonts, renderCharacter } from '../src/shared/pdf'
import { systems } from '../src/systems'
import { makeAward } from '../src/systems/common/ledger'
import type { CharacterRecord } from '../src/systems/types'
import { toromeen } from '../src/systems/gods-monsters/fixtures'

const at = '2026-11-21T18:00:00.000Z'
/** Preview characters of systems that have no format-1 fixture. */
const laterSystems: Record<string, () => CharacterRecord> = {
  // Toromeen at the end of the walkthrough: 15 mojo and 21 silver left.
  'gods-monsters': () => ({
    id: 'preview-gods-monsters',
    system: 'gods-monsters',
    dataVersion: 1,
    name: 'Toromeen',
    campaignId: null,
    data: toromeen,
    ledger: [
      makeAward('mojo', 15, { id: 'mojo', at, note: 'First-level mojo, one traded' }),
      makeAward('coins', 2100, { id: 'coins', at, note: 'Left after the purchases' }),
    ],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }),
}

function previewCharacter(id: string): CharacterRecord {
  const path = `tests/fixtures/format-v1/character-${id}.json`
  const later = laterSystems[id]
  if (!existsSync(path) && later) return later()
  const parsed = parseFile(readFileSync(path, 'utf8'))
  if (!parsed.ok) throw new Error(`${id}: ${parsed.problems.map((p) => p.message).join('; ')}`)
  const character = parsed.bundle.characters[0]
  if (!character) throw new Error(`${id}: the fixture holds no character`)
  return character
}

const fonts = loadSheetFonts(
  readFileSync('resources/fonts/DejaVuSans.ttf'),
  readFileSync('resources/fonts/DejaVuSans-Bold.ttf'),
)
const work = mkdtempSync(join(tmpdir(), 'quillkeep-previews-'))
for (const id of Object.keys(systems)) {
  const pdf = await renderCharacter(previewCharacter(id), {
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
