// Sheets never end on a nearly empty page: the spare rows are trimmed to save a page, or the last
// page is used to the bottom by the notes box. Read back with pdftotext and pdf-lib.
import { PDFDocument, PDFTextField } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfText, testFonts } from '../../../tests/pdf-tools'
import { sampleCharacter } from '../file-fixtures'
import { systems } from '../../systems/index'
import type { PrintSheet } from '../../systems/print-types'
import { layout } from './kit'
import { renderBlank, renderCharacter, renderSheet, squeezedRows } from './render'

const fonts = testFonts()
const pages = (text: string) => text.split('\f').filter((page) => page.trim() !== '')

async function notesHeight(pdf: Uint8Array, name: string): Promise<number> {
  const doc = await PDFDocument.load(pdf)
  const field = doc.getForm().getField(name)
  if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field`)
  return field.acroField.getWidgets()[0]!.getRectangle().height
}

/** A table with `empty` spare rows, then a short notes box. */
function sheetWith(empty: number, filledRows = 30): PrintSheet {
  return {
    title: 'Fit',
    subtitle: 'x',
    sections: [
      {
        kind: 'table',
        title: 'Gear',
        columns: ['Item', 'Qty'],
        rows: Array.from({ length: filledRows }, (_, i) => [`Item ${i + 1}`, '1']),
        field: 'gear',
        emptyRows: empty,
      },
      { kind: 'text', title: 'Notes', body: '', field: 'notes' },
    ],
  }
}

async function emptyRowsDrawn(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf)
  return doc
    .getForm()
    .getFields()
    .filter((f) => /^gear\.\d+\.item$/.test(f.getName()))
    .filter((f) => f instanceof PDFTextField && (f.getText() ?? '') === '').length
}

describe('page fit', () => {
  it('never trims a table below half of the empty rows it asked for', () => {
    expect(squeezedRows(14, 1)).toBe(13)
    expect(squeezedRows(14, 20)).toBe(7)
    expect(squeezedRows(2, 5)).toBe(1)
    expect(squeezedRows(0, 3)).toBe(0)
  })

  it('trims spare rows when that saves a nearly empty last page', async () => {
    // Find a spare-row count that spills only the notes onto a second page.
    let spilled: { empty: number; pdf: Uint8Array } | undefined
    for (let empty = 6; empty <= 40 && !spilled; empty++) {
      const untrimmed = await renderSheet(sheetWith(empty), {
        paper: 'a4',
        fillable: true,
        fonts,
      })
      if ((await emptyRowsDrawn(untrimmed)) < empty) spilled = { empty, pdf: untrimmed }
    }
    expect(spilled, 'some spare-row count gets trimmed').toBeDefined()
    const { empty, pdf } = spilled!
    // One page, every filled row still there, and at least half the spare rows.
    expect(pages(pdfText(pdf))).toHaveLength(1)
    expect(pdfText(pdf)).toContain('Item 30')
    const kept = await emptyRowsDrawn(pdf)
    expect(kept).toBeGreaterThanOrEqual(Math.ceil(empty / 2))
    expect(kept).toBeLessThan(empty)
  })

  it('when trimming cannot save the page, the notes box fills the last page', async () => {
    // 45 rows and no spare ones: the table alone runs onto a second page.
    const pdf = await renderSheet(sheetWith(0, 45), { paper: 'a4', fillable: true, fonts })
    expect(pages(pdfText(pdf))).toHaveLength(2)
    const doc = await PDFDocument.load(pdf)
    const [widget] = doc.getForm().getTextField('notes').acroField.getWidgets()
    // The box reaches down to the bottom margin, far taller than two empty lines (about 30 pt).
    expect(widget!.getRectangle().y).toBeLessThanOrEqual(layout.margin + 1)
    expect(await notesHeight(pdf, 'notes')).toBeGreaterThan(100)
  })

  describe.each(Object.keys(systems))('%s', (systemId) => {
    it.each(['a4', 'letter'] as const)(
      'on %s, the filled and the blank sheet end on a page that holds more than the notes',
      async (paper) => {
        const character = sampleCharacter(systemId)
        for (const pdf of [
          await renderCharacter(character, { paper, fillable: false, fonts }),
          await renderBlank(systemId, { paper, fillable: false, fonts }),
        ]) {
          const all = pages(pdfText(pdf))
          if (all.length === 1) continue
          const last = all.at(-1)!.replace(/\s+/g, ' ').trim()
          const withoutNotes = last
            .replace(/\bNotes\b/g, '')
            .replace(/\s+/g, ' ')
            .trim()
          expect(withoutNotes, `${systemId} ${paper}: last page "${last}"`).not.toBe('')
        }
      },
    )
  })
})
