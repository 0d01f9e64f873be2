// The file writer and the raw PDF text: numbers and strings in PDF syntax, and documents written
// with pdf-lib's compressor or Node's zlib that pdf-lib, pdftotext and pdftoppm all read back,
// with every object where the cross-reference stream says it is.
import { inflateSync } from 'node:zlib'
import {
  decodePDFRawStream,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  PDFTextField,
} from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfText, renderPages, squeeze, testFonts } from '../../../tests/pdf-tools'
import { nodeDeflate } from '../../node/deflate'
import type { PrintSheet } from '../../systems/print-types'
import { num, textString } from './raw'
import { renderSheet } from './render'
import { useDeflate, writeDocument } from './write'

const fonts = testFonts()

describe('PDF text', () => {
  it('writes numbers with at most two decimals, never an exponent or -0', () => {
    expect(num(12)).toBe('12')
    expect(num(3.14159)).toBe('3.14')
    expect(num(-0.001)).toBe('0')
    expect(num(1e-9)).toBe('0')
    expect(num(-7.505)).toBe('-7.5')
    expect(num(595.276)).toBe('595.28')
  })

  it('writes ASCII as a literal string with escapes, anything else as UTF-16 hex', () => {
    expect(textString('Strength (18)')).toBe('(Strength \\(18\\))')
    expect(textString('a\\b\nc')).toBe('(a\\\\b\\nc)')
    expect(textString('Zoë')).toBe('<FEFF005A006F00EB>')
    // A character outside the Basic Multilingual Plane: its surrogate pair.
    expect(textString('𝔸')).toBe('<FEFFD835DD38>')
  })
})

/** Cross-reference stream rows: object number → [type, field 2, field 3]. */
function xrefRows(pdf: Uint8Array): Map<number, number[]> {
  const text = Buffer.from(pdf).toString('latin1')
  const start = Number(/startxref\n(\d+)/.exec(text)?.[1])
  const head = text.slice(start, text.indexOf('stream\n', start))
  expect(head).toContain('/Type /XRef')
  const length = Number(/\/Length (\d+)/.exec(head)?.[1])
  const dataStart = text.indexOf('stream\n', start) + 'stream\n'.length
  const rows = inflateSync(pdf.subarray(dataStart, dataStart + length))
  const entries = new Map<number, number[]>()
  for (let n = 0; n * 7 < rows.length; n++) {
    const at = n * 7
    entries.set(n, [rows[at]!, rows.readUInt32BE(at + 1), rows.readUInt16BE(at + 5)])
  }
  return entries
}

const sheet: PrintSheet = {
  title: 'Zoë Dvořák',
  subtitle: 'Writer test',
  sections: [
    {
      kind: 'values',
      title: 'Values',
      values: [
        { label: 'Strength', value: '18 (+3)', field: 'attr.strength' },
        { label: 'Name', value: 'Ærin', field: 'attr.name' },
      ],
    },
    { kind: 'track', title: 'Fatigue', field: 'fatigue', boxes: 5, checked: 2 },
  ],
}

describe('writeDocument', () => {
  it.each([
    ['pdf-lib’s compressor', undefined],
    ['Node’s zlib', nodeDeflate],
  ])('writes a file every reader reads back, with %s', async (_, deflate) => {
    const pdf = await renderSheet(sheet, {
      paper: 'a4',
      fillable: true,
      fonts,
      ...(deflate ? { deflate } : {}),
    })
    const doc = await PDFDocument.load(pdf)
    const form = doc.getForm()
    expect((form.getField('attr.strength') as PDFTextField).getText()).toBe('18 (+3)')
    expect((form.getField('attr.name') as PDFTextField).getText()).toBe('Ærin')
    const checks = [1, 2, 3, 4, 5].map((n) =>
      (form.getField(`fatigue.${n}`) as PDFCheckBox).isChecked(),
    )
    expect(checks).toEqual([true, true, false, false, false])
    expect(doc.getTitle()).toBe('Zoë Dvořák')
    const text = squeeze(pdfText(pdf))
    for (const expected of ['Zoë Dvořák', 'Writer test', 'Strength', '18 (+3)', 'Ærin']) {
      expect(text).toContain(expected)
    }
    expect(renderPages(pdf)).toBe(1)
  })

  it('shows values in the embedded font and has readers type in Helvetica', async () => {
    const pdf = await renderSheet(sheet, { paper: 'a4', fillable: true, fonts })
    const doc = await PDFDocument.load(pdf)
    const form = doc.getForm()
    // A subset font lacks every glyph the sheet did not print; Helvetica has all of Latin-1.
    const acroForm = form.acroForm.dict
    expect(acroForm.lookup(PDFName.of('DA'), PDFString).decodeText()).toMatch(/^\/Helv 10 Tf /)
    const fieldDa = (form.getField('attr.name') as PDFTextField).acroField.getDefaultAppearance()
    expect(fieldDa).toMatch(/^\/Helv 10 Tf /)
    const formFonts = acroForm.lookup(PDFName.of('DR'), PDFDict).lookup(PDFName.of('Font'), PDFDict)
    const helvetica = formFonts.lookup(PDFName.of('Helv'), PDFDict)
    expect(helvetica.lookup(PDFName.of('BaseFont'), PDFName).asString()).toBe('/Helvetica')
    // The value as printed: its appearance draws with the embedded DejaVu subset (/F1).
    const widget = (form.getField('attr.name') as PDFTextField).acroField.getWidgets()[0]!
    const appearance = widget.dict
      .lookup(PDFName.of('AP'), PDFDict)
      .lookup(PDFName.of('N'), PDFStream) as PDFRawStream
    expect(Buffer.from(decodePDFRawStream(appearance).decode()).toString('latin1')).toContain(
      '/F1 10 Tf',
    )
  })

  it('can be filled in again: a changed value is saved and printed', async () => {
    const pdf = await renderSheet(sheet, {
      paper: 'a4',
      fillable: true,
      fonts,
      deflate: nodeDeflate,
    })
    const doc = await PDFDocument.load(pdf)
    const form = doc.getForm()
    ;(form.getField('attr.strength') as PDFTextField).setText('Quentin 19 (+4)')
    ;(form.getField('fatigue.4') as PDFCheckBox).check()
    const edited = await doc.save()
    const again = (await PDFDocument.load(edited)).getForm()
    expect((again.getField('attr.strength') as PDFTextField).getText()).toBe('Quentin 19 (+4)')
    expect((again.getField('fatigue.4') as PDFCheckBox).isChecked()).toBe(true)
    const text = squeeze(pdfText(edited))
    expect(text).toContain('Quentin 19 (+4)')
    expect(text).not.toContain('18 (+3)')
    expect(renderPages(edited)).toBe(1)
  })

  it('puts every object where the cross-reference stream says', async () => {
    const pdf = await renderSheet(sheet, {
      paper: 'letter',
      fillable: true,
      fonts,
      deflate: nodeDeflate,
    })
    const text = Buffer.from(pdf).toString('latin1')
    const rows = xrefRows(pdf)
    const inStream = new Set<number>()
    let direct = 0
    for (const [number, [type, second]] of rows) {
      if (type === 1) {
        // Written in the file: "N 0 obj" starts at the offset given.
        expect(text.startsWith(`${number} 0 obj\n`, second)).toBe(true)
        direct++
      } else if (type === 2) {
        inStream.add(second!)
      }
    }
    // One object stream holds every object that is not a stream.
    expect(inStream.size).toBe(1)
    const [objectStream] = [...inStream]
    const offset = rows.get(objectStream!)![1]!
    expect(text.slice(offset, offset + 80)).toContain('/Type /ObjStm')
    expect(direct).toBeGreaterThan(3)
    expect(rows.get(0)).toEqual([0, 0, 65535])
  })

  it('compresses with the deflate it is given, font files included', async () => {
    const doc = await PDFDocument.create()
    const calls: number[] = []
    useDeflate(doc, (bytes) => {
      calls.push(bytes.length)
      return nodeDeflate(bytes)
    })
    const page = doc.addPage()
    page.drawText('x', { size: 10 })
    const own = await writeDocument(doc)
    expect(calls.length).toBeGreaterThanOrEqual(2) // the object and cross-reference streams
    expect((await PDFDocument.load(own)).getPageCount()).toBe(1)
    // The font files (FontFile2) go through the same deflate: /FlateDecode, and their contents
    // are what it made of a TrueType subset (fontkit writes the tag "true").
    const deflated = new Map<string, Uint8Array>()
    const pdf = await renderSheet(sheet, {
      paper: 'a4',
      fillable: false,
      fonts,
      deflate: (bytes) => {
        const out = nodeDeflate(bytes)
        deflated.set(Buffer.from(out).toString('latin1'), bytes)
        return out
      },
    })
    const loaded = await PDFDocument.load(pdf)
    const fontFiles = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((dict) => dict.has(PDFName.of('FontFile2')))
      .map((descriptor) => descriptor.lookup(PDFName.of('FontFile2'), PDFStream) as PDFRawStream)
    expect(fontFiles.length).toBe(2)
    for (const stream of fontFiles) {
      expect(stream.dict.lookup(PDFName.of('Filter'), PDFName)).toBe(PDFName.of('FlateDecode'))
      const input = deflated.get(Buffer.from(stream.getContents()).toString('latin1'))
      expect(input && Buffer.from(input.subarray(0, 4)).toString('latin1')).toBe('true')
      expect(inflateSync(stream.getContents()).equals(Buffer.from(input!))).toBe(true)
    }
  })
})
