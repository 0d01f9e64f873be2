// Printed sheets read back: every AcroForm field with its value (pdf-lib), the text poppler
// finds (pdftotext), and every page rendered (pdftoppm). Poppler is required, never skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { pdfText, renderPages, squeeze, testFonts } from '../../../tests/pdf-tools'
import { systems } from '../../systems/index'
import type { PrintSheet } from '../../systems/print-types'
import { InvalidCharacterError } from './character'
import { makeAward } from '../../systems/common/ledger'
import { installTranslator, type Messages } from '../../systems/common/text'
import { createTranslator, useRulesLocale } from '../translator'
import {
  blankSheet,
  characterSheet,
  renderBlank,
  renderCharacter,
  renderRoster,
  renderSheet,
} from './render'

const fonts = testFonts()
const at = '2026-11-21T09:30:05.000Z'

function createdCharacter(systemId: string, name = 'Zoë Dvořák') {
  const system = systems[systemId as keyof typeof systems]
  return {
    id: `print-${systemId}`,
    system: systemId,
    dataVersion: system.dataVersion,
    name,
    campaignId: null,
    data: system.create({ name }, {}),
    ledger: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }
}

/** Every section kind, with a name the font lacks a glyph for (CJK) and one it has. */
const everyKind: PrintSheet = {
  title: 'Ærin of Thistle Hold 漢',
  subtitle: 'Fixture · every kind of section',
  sections: [
    {
      kind: 'values',
      title: 'Attributes',
      values: [
        { label: 'Strong', value: '13', field: 'attr.strong' },
        { label: 'Quick', value: '9', field: 'attr.quick' },
        { label: 'Home', value: 'Zoë Dvořák’s hut', field: 'home' },
      ],
    },
    {
      kind: 'table',
      title: 'Weapons',
      columns: ['Weapon', 'Damage', 'Qualities'],
      rows: [
        ['Sword', '1d8', 'Balanced'],
        ['Bow', '1d6', 'Long range'],
      ],
      field: 'weapons',
      emptyRows: 1,
    },
    {
      kind: 'slots',
      title: 'Inventory',
      slots: 6,
      filled: ['Rope', 'Torch', 'Rations'],
      field: 'slots',
    },
    { kind: 'track', title: 'Fatigue', boxes: 5, checked: 2, field: 'fatigue' },
    {
      kind: 'text',
      title: 'Notes',
      body: 'Owes the smith 3 silver.\nFears deep water.',
      field: 'notes',
    },
  ],
}

const expectedText: Record<string, string> = {
  'attr.strong': '13',
  'attr.quick': '9',
  home: 'Zoë Dvořák’s hut',
  'weapons.1.weapon': 'Sword',
  'weapons.1.damage': '1d8',
  'weapons.1.qualities': 'Balanced',
  'weapons.2.weapon': 'Bow',
  'weapons.2.damage': '1d6',
  'weapons.2.qualities': 'Long range',
  'weapons.3.weapon': '',
  'weapons.3.damage': '',
  'weapons.3.qualities': '',
  'slots.1': 'Rope',
  'slots.2': 'Torch',
  'slots.3': 'Rations',
  'slots.4': '',
  'slots.5': '',
  'slots.6': '',
  notes: 'Owes the smith 3 silver.\nFears deep water.',
}

async function formOf(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf)
  const form = doc.getForm()
  const text: Record<string, string> = {}
  const checks: Record<string, boolean> = {}
  for (const field of form.getFields()) {
    if (field instanceof PDFTextField) text[field.getName()] = field.getText() ?? ''
    else if (field instanceof PDFCheckBox) checks[field.getName()] = field.isChecked()
  }
  return { doc, text, checks }
}

describe('renderSheet', () => {
  it('fills one field per value, cell, slot, box and note, named section.field', async () => {
    const pdf = await renderSheet(everyKind, { paper: 'a4', fillable: true, fonts })
    const { doc, text, checks } = await formOf(pdf)
    expect(text).toEqual(expectedText)
    expect(checks).toEqual({
      'fatigue.1': true,
      'fatigue.2': true,
      'fatigue.3': false,
      'fatigue.4': false,
      'fatigue.5': false,
    })
    expect(doc.getPage(0).getSize()).toEqual({ width: 595, height: 842 })
    expect(renderPages(pdf)).toBe(doc.getPageCount())
    // poppler reads the fields' appearances too
    const words = squeeze(pdfText(pdf))
    for (const value of ['Sword', 'Long range', 'Rations', 'Fears deep water.', 'Ærin']) {
      expect(words).toContain(value)
    }
  })

  it('flat sheets have no form fields, and the values are plain text', async () => {
    const pdf = await renderSheet(everyKind, { paper: 'letter', fillable: false, fonts })
    const doc = await PDFDocument.load(pdf)
    expect(doc.getForm().getFields()).toHaveLength(0)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    const words = squeeze(pdfText(pdf))
    for (const value of [
      'Ærin of Thistle Hold',
      'Zoë Dvořák’s hut',
      'Sword',
      '1d8',
      'Balanced',
      'Torch',
      'Owes the smith 3 silver.',
    ]) {
      expect(words).toContain(value)
    }
    expect(renderPages(pdf)).toBe(doc.getPageCount())
  })

  it('replaces characters the font lacks visibly instead of failing', async () => {
    expect(fonts.printable('Ærin 漢 🦄')).toBe('Ærin \uFFFD \uFFFD')
    const pdf = await renderSheet(
      { ...everyKind, title: 'Ærin 漢字 🦄 😀', sections: [] },
      { paper: 'a4', fillable: false, fonts },
    )
    expect(pdfText(pdf)).toContain('Ærin \uFFFD\uFFFD \uFFFD')
  })

  it('continues a 20,000-character note over several pages and prints its last word', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `word${i}`)
    const body = `${words.join(' ')} finalword`.slice(0, 20_000 - 10) + ' lastword'
    expect(body.length).toBeGreaterThanOrEqual(19_990)
    const sheet: PrintSheet = {
      title: 'Notes',
      subtitle: '',
      sections: [{ kind: 'text', title: 'Notes', body, field: 'notes' }],
    }
    for (const fillable of [false, true]) {
      const pdf = await renderSheet(sheet, { paper: 'a4', fillable, fonts })
      const doc = await PDFDocument.load(pdf)
      expect(doc.getPageCount()).toBeGreaterThan(1)
      expect(renderPages(pdf)).toBe(doc.getPageCount())
      const text = squeeze(pdfText(pdf))
      expect(text).toContain('lastword')
      expect(text).toContain('word0 word1')
      if (fillable) {
        const { text: fields } = await formOf(pdf)
        const parts = Object.keys(fields)
        expect(parts[0]).toBe('notes')
        expect(parts.slice(1)).toEqual(parts.slice(1).map((_, i) => `notes-${i + 2}`))
        // Nothing is cut: the parts joined give back the whole note (line breaks where it wraps).
        expect(squeeze(Object.values(fields).join(' '))).toBe(body)
      }
    }
  })

  it('wraps very long names and values inside the page', async () => {
    const longName = `${'Ærin Dvořák '.repeat(30)}the Last`
    const sheet: PrintSheet = {
      title: longName,
      subtitle: 'x',
      sections: [
        { kind: 'values', title: 'V', values: [{ label: 'Name', value: longName, field: 'name' }] },
      ],
    }
    const pdf = await renderSheet(sheet, { paper: 'a4', fillable: false, fonts })
    const text = squeeze(pdfText(pdf))
    expect(text.split('the Last').length - 1).toBe(2)
    // pdftotext -bbox would give positions; a line of this name cannot fit on one line
    expect(text).toContain('Ærin Dvořák Ærin')
    expect(renderPages(pdf)).toBe(1)
  })

  it('repeats a table header when the rows continue on a new page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Item ${i + 1}`, String(i % 3)])
    const sheet: PrintSheet = {
      title: 'Big inventory',
      subtitle: '',
      sections: [{ kind: 'table', title: 'Gear', columns: ['Item', 'Bulk'], rows, field: 'gear' }],
    }
    const pdf = await renderSheet(sheet, { paper: 'letter', fillable: true, fonts })
    const { doc, text } = await formOf(pdf)
    expect(doc.getPageCount()).toBeGreaterThan(1)
    expect(text['gear.120.item']).toBe('Item 120')
    expect(squeeze(pdfText(pdf))).toContain('Gear (continued)')
  })

  it('prints a party roster', async () => {
    const pdf = await renderRoster(
      'The Thistle Company',
      [
        { name: 'Zoë Dvořák', system: 'Symbaroum', key: 'Toughness 10' },
        { name: 'Ærin', system: 'Cairn', key: 'HP 4' },
      ],
      { paper: 'a4', fillable: false, fonts },
    )
    const text = squeeze(pdfText(pdf))
    for (const value of ['The Thistle Company', 'Zoë Dvořák', 'Ærin', 'Toughness 10'])
      expect(text).toContain(value)
  })
})

describe('ledger totals on printed sheets', () => {
  const ledgerFields: [string, string, string, number, string][] = [
    ['symbaroum', 'xp.unspent', 'xp', 37, '37'],
    ['heimr', 'xp.unspent', 'xp', 12, '12'],
    ['cairn-ap', 'gold', 'gp', 30, '30'],
    ['murdham', 'coins', 'coins', 9, '9'],
    ['gods-monsters', 'coins', 'coins', 2150, '21.5'],
  ]
  it.each(ledgerFields)(
    '%s prints the %s balance from the ledger',
    async (id, field, currency, amount, shown) => {
      const record = {
        ...createdCharacter(id),
        ledger: [makeAward(currency, amount, { at })],
      }
      const pdf = await renderCharacter(record, { paper: 'a4', fillable: true, fonts })
      const { text } = await formOf(pdf)
      expect(text[field]).toBe(shown)
    },
  )
})

describe('renderCharacter', () => {
  it.each(Object.keys(systems))(
    '%s: a created character prints with every field filled',
    async (id) => {
      const record = createdCharacter(id)
      const sheet = characterSheet(record)
      const pdf = await renderCharacter(record, { paper: 'a4', fillable: true, fonts })
      const { doc, text } = await formOf(pdf)
      // Every value of the layout is in its field.
      for (const section of sheet.sections) {
        if (section.kind === 'values') {
          for (const value of section.values) {
            const name = Object.keys(text).find(
              (n) => n === value.field || n.startsWith(`${value.field}-`),
            )
            expect(name, `${id}: field ${value.field}`).toBeDefined()
            expect(text[value.field] ?? '', `${id}: ${value.field}`).toBe(value.value)
          }
        }
      }
      expect(renderPages(pdf)).toBe(doc.getPageCount())
      const words = squeeze(pdfText(pdf))
      expect(words).toContain('Zoë Dvořák')
      expect(words).toContain(sheet.subtitle.split(' · ')[0] ?? '')
    },
  )

  it.each(Object.keys(systems))('%s: flat sheet of a character named Ærin', async (id) => {
    const pdf = await renderCharacter(createdCharacter(id, 'Ærin'), {
      paper: 'letter',
      fillable: false,
      fonts,
    })
    expect((await PDFDocument.load(pdf)).getForm().getFields()).toHaveLength(0)
    expect(pdfText(pdf)).toContain('Ærin')
    expect(renderPages(pdf)).toBeGreaterThan(0)
  })

  it('refuses an invalid record with the validation problem', async () => {
    const record = createdCharacter('symbaroum')
    await expect(
      renderCharacter({ ...record, name: 42 }, { paper: 'a4', fillable: true, fonts }),
    ).rejects.toThrow(/name/)
    const bad = { ...record, data: { ...(record.data as object), attributes: 'strong' } }
    const error = await renderCharacter(bad, { paper: 'a4', fillable: true, fonts }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InvalidCharacterError)
    expect((error as InvalidCharacterError).problems[0]?.path).toMatch(/^data\.attributes/)
    await expect(
      renderCharacter({ ...record, system: 'nope' }, { paper: 'a4', fillable: true, fonts }),
    ).rejects.toThrow(/unknown game system "nope"/)
  })
})

describe('renderBlank', () => {
  it.each(Object.keys(systems))('%s: blank sheet with empty fields', async (id) => {
    const sheet = blankSheet(id)
    const pdf = await renderBlank(id, { paper: 'a4', fillable: true, fonts })
    const { doc, text } = await formOf(pdf)
    for (const section of sheet.sections) {
      if (section.kind === 'values')
        for (const value of section.values) expect(text[value.field]).toBe('')
    }
    expect(renderPages(pdf)).toBe(doc.getPageCount())
  })
})

describe('form field names across locales (issue #21)', () => {
  // The pseudo-locale changes every translated label, so any field named after a label would
  // change name here: a filled PDF's fields must keep their names in every language.
  const systemsFolder = join(import.meta.dirname, '..', '..', 'systems')
  const pseudoFiles = readdirSync(systemsFolder)
    .map((name) => join(systemsFolder, name, 'locales', 'en-XA.json'))
    .filter((path) => existsSync(path))
    .map((path) => JSON.parse(readFileSync(path, 'utf8')) as Messages)
  afterEach(() => useRulesLocale('en'))

  it.each(Object.keys(systems))(
    '%s: the same field names in English and the pseudo-locale',
    async (id) => {
      const record = createdCharacter(id)
      const names = async () =>
        (await formOf(await renderCharacter(record, { paper: 'a4', fillable: true, fonts }))).doc
          .getForm()
          .getFields()
          .map((field) => field.getName())
      const english = await names()
      installTranslator(createTranslator('en-XA', { 'en-XA': pseudoFiles }))
      expect(await names()).toEqual(english)
    },
  )

  it('the pseudo-locale does change the labels it covers', () => {
    installTranslator(createTranslator('en-XA', { 'en-XA': pseudoFiles }))
    const sheet = characterSheet(createdCharacter('symbaroum'))
    expect(sheet.sections.every((s) => s.title.startsWith('['))).toBe(true)
  })
})
