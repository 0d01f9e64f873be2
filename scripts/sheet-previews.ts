// Renders each system's preview character to a PDF and its first page to
// docs/screenshots/<system>-sheet-pdf.png with pdftoppm. Run: npx tsx scripts/sheet-previews.ts
// The preview character is the system's own src/systems/<id>/preview.ts when it has one (systems
// added after format 1), else its format-1 fixture (tests/fixtures/format-v1).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseFile } from '../src/shared/files'
import { loadSheetFonts, renderCharacter } from '../src/shared/pdf'
import { systems } from '../src/systems'
import type { CharacterRecord } from '../src/systems/types'
import { useRulesLocale } from '../src/shared/translator'

// The rules text in English, as in the tests (Node has no app to install a translator).
useRulesLocale()

async function previewCharacter(id: string): Promise<CharacterRecord> {
  const own = `src/systems/${id}/preview.ts`
  if (existsSync(own)) {
    const module = (await import(pathToFileURL(own).href)) as {
      previewCharacter: () => CharacterRecord
    }
    return module.previewCharacter()
  }
  const path = `tests/fixtures/format-v1/character-${id}.json`
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
  const pdf = await renderCharacter(await previewCharacter(id), {
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
