// Renders printed sheets: a PrintSheet (data from a system's print layout) drawn with the kit,
// a character record (validated, derived, laid out by its system), a blank sheet per system and a
// party roster. Pure TypeScript: fonts come in as bytes through loadSheetFonts.
import { PDFDocument, type PDFPage } from 'pdf-lib'
import type { PrintSection, PrintSheet } from '../../systems/print-types'
import { getSystem } from '../../systems/index'
import {
  resolveHouseRules,
  type GameSystem,
  type HouseRules,
  type PrintOptions,
} from '../../systems/types'
import { balances, earned } from '../../systems/common/ledger'
import { checkCharacter, InvalidCharacterError } from './character'
import { embedSheetFonts, type EmbeddedFonts, type SheetFonts } from './fonts'
import { layout, slug, SheetKit, type Cell, type Paper } from './kit'
import { useDeflate, writeDocument, type Deflate } from './write'
import type { PrintPictures } from '../print-pictures'
import { text } from '@systems/common/rules-text'

export interface RenderOptions {
  paper: Paper
  /** Fillable AcroForm fields; otherwise the values are plain text (a flat sheet). */
  fillable: boolean
  fonts: SheetFonts
  /** The PDF's document title (metadata); defaults to the sheet's title. */
  title?: string
  /** A faster compressor than pdf-lib's own, when the platform has one (main: Node's zlib). */
  deflate?: Deflate
  /**
   * The stored pictures the sheet refers to (a character's portrait, pictures in the journal), by
   * hash; one not here prints as missing (a sheet without its portrait, the alt text in prose).
   */
  pictures?: PrintPictures
}

export interface CharacterRenderOptions extends RenderOptions {
  /** The campaign's house rules; unset ones take their defaults. */
  houseRules?: HouseRules
}

export interface RosterRow {
  name: string
  system: string
  /** A short summary of key values, e.g. "Toughness 12 · Defense 5". */
  key: string
}

/** Values in boxes, as many per row as fit at a readable width. */
function drawValues(kit: SheetKit, section: Extract<PrintSection, { kind: 'values' }>): void {
  const perRow = Math.max(1, Math.min(section.values.length, Math.floor(kit.contentWidth / 88)))
  const width = kit.contentWidth / perRow
  kit.sectionTitle(section.title, kit.rowHeight(1, true))
  for (let i = 0; i < section.values.length; i += perRow) {
    const cells: Cell[] = section.values
      .slice(i, i + perRow)
      .map((value) => ({ label: value.label, text: value.value, field: value.field }))
    kit.row(
      cells,
      cells.map(() => width),
      () => kit.sectionTitle(section.title, kit.rowHeight(1, true), true),
    )
  }
}

function drawTable(kit: SheetKit, section: Extract<PrintSection, { kind: 'table' }>): void {
  const emptyRows = Math.max(0, section.emptyRows ?? 0)
  const rows = [
    ...section.rows,
    ...Array.from({ length: emptyRows }, () => section.columns.map(() => '')),
  ]
  const widths = kit.columnWidths(section.columns, section.rows)
  const keys: string[] = []
  for (const [c, column] of section.columns.entries()) {
    const base = slug(section.columnFields?.[c] ?? column)
    let key = base
    for (let n = 2; keys.includes(key); n++) key = `${base}-${n}`
    keys.push(key)
  }
  const header = (continued: boolean) => {
    kit.sectionTitle(section.title, 40, continued)
    kit.tableHeader(section.columns, widths)
  }
  header(false)
  rows.forEach((row, r) => {
    const cells: Cell[] = section.columns.map((_, c) => ({
      text: row[c] ?? '',
      field: `${section.field}.${r + 1}.${keys[c]}`,
    }))
    kit.row(cells, widths, () => header(true))
  })
}

function drawSlots(kit: SheetKit, section: Extract<PrintSection, { kind: 'slots' }>): void {
  const slots = Math.max(0, Math.floor(section.slots))
  const perRow = Math.max(1, Math.min(slots, Math.floor(kit.contentWidth / 100)))
  const width = kit.contentWidth / perRow
  kit.sectionTitle(section.title, kit.rowHeight(1, true))
  for (let i = 0; i < slots; i += perRow) {
    const cells: Cell[] = []
    for (let n = i; n < Math.min(slots, i + perRow); n++) {
      cells.push({
        label: String(n + 1),
        text: section.filled[n] ?? '',
        field: `${section.field}.${n + 1}`,
      })
    }
    kit.row(
      cells,
      cells.map(() => width),
      () => kit.sectionTitle(section.title, kit.rowHeight(1, true), true),
    )
  }
  // Filled entries beyond the slots (an overloaded inventory) are listed, never dropped.
  const extra = section.filled.slice(slots)
  if (extra.length > 0) {
    kit.row(
      [
        {
          label: text('print.beyondSlots'),
          text: extra.join(', '),
          field: `${section.field}.over`,
        },
      ],
      [kit.contentWidth],
    )
  }
}

/**
 * How many empty rows a table gets when the sheet is squeezed by `squeeze` rows to save a page:
 * never fewer than half of the rows it asked for, so a blank sheet keeps room to write.
 */
export function squeezedRows(emptyRows: number, squeeze: number): number {
  const asked = Math.max(0, emptyRows)
  return Math.max(Math.ceil(asked / 2), asked - squeeze)
}

function drawSection(kit: SheetKit, section: PrintSection, last = false): void {
  switch (section.kind) {
    case 'values':
      drawValues(kit, section)
      break
    case 'table':
      drawTable(kit, section)
      break
    case 'slots':
      drawSlots(kit, section)
      break
    case 'track':
      kit.sectionTitle(section.title, layout.checkSize + 5)
      kit.track(section.field, Math.max(0, Math.floor(section.boxes)), section.checked)
      break
    case 'prose':
      kit.sectionTitle(section.title, kit.lineHeight(layout.valueSize) * 3)
      kit.prose(section.meta, section.blocks)
      break
    case 'text':
      kit.sectionTitle(section.title, kit.rowHeight(1, false))
      // The sheet's last box (its notes) needs less room to start and fills its page.
      if (last) kit.paragraph(section.field, section.body, 2, true)
      else kit.paragraph(section.field, section.body)
      break
  }
  kit.y -= layout.gap
}

/** Below this share of its content area, a sheet's last page counts as nearly empty. */
const nearlyEmptyPage = 0.3

/** Draws a sheet's pages at the end of `doc`, in fonts embedded there; the kit is not finished. */
function drawSheetInto(
  doc: PDFDocument,
  fonts: EmbeddedFonts,
  sheet: PrintSheet,
  options: Pick<RenderOptions, 'paper' | 'fillable' | 'pictures'>,
  squeeze: number,
): SheetKit {
  const kit = new SheetKit(doc, {
    paper: options.paper,
    fillable: options.fillable,
    fonts,
    ...(options.pictures ? { pictures: options.pictures } : {}),
  })
  kit.header(sheet.title, sheet.subtitle, sheet.portrait)
  sheet.sections.forEach((section, i) => {
    const squeezed =
      section.kind === 'table' && squeeze > 0
        ? { ...section, emptyRows: squeezedRows(section.emptyRows ?? 0, squeeze) }
        : section
    drawSection(kit, squeezed, i === sheet.sections.length - 1)
  })
  return kit
}

async function drawSheet(
  sheet: PrintSheet,
  options: RenderOptions,
  squeeze: number,
): Promise<{ doc: PDFDocument; kit: SheetKit }> {
  const doc = await PDFDocument.create()
  if (options.deflate) useDeflate(doc, options.deflate)
  const fonts = await embedSheetFonts(doc, options.fonts)
  doc.setTitle(fonts.printable(options.title ?? sheet.title).replace(/\n/g, ' '))
  doc.setCreator('Quillkeep')
  doc.setProducer('Quillkeep (pdf-lib)')
  return { doc, kit: drawSheetInto(doc, fonts, sheet, options, squeeze) }
}

/**
 * How many squeezes (see squeezedRows) are worth trying on a drawn sheet: none unless its last
 * page would hold only a sliver (under `nearlyEmptyPage` of it).
 */
function squeezesToTry(sheet: PrintSheet, kit: SheetKit): number {
  if (kit.pages.length <= 1 || kit.pageUsed >= nearlyEmptyPage) return 0
  const most = Math.max(
    0,
    ...sheet.sections.map((s) => (s.kind === 'table' ? (s.emptyRows ?? 0) : 0)),
  )
  return Math.ceil(most / 2)
}

/**
 * Draws a sheet: the header (title, subtitle), then each section in order. When the last page
 * would hold only a sliver (under `nearlyEmptyPage` of it), the tables' empty rows are trimmed,
 * one row at a time and never below half, until the sheet fits a page fewer; if it cannot, the
 * last page keeps its content and the final notes box fills it.
 */
export async function renderSheet(sheet: PrintSheet, options: RenderOptions): Promise<Uint8Array> {
  let drawn = await drawSheet(sheet, options, 0)
  const pages = drawn.kit.pages.length
  const tries = squeezesToTry(sheet, drawn.kit)
  for (let squeeze = 1; squeeze <= tries; squeeze++) {
    const tighter = await drawSheet(sheet, options, squeeze)
    if (tighter.kit.pages.length < pages) {
      drawn = tighter
      break
    }
  }
  await drawn.kit.finish()
  return writeDocument(drawn.doc)
}

/**
 * Draws a flat sheet (no form fields) at the end of a document that holds other sheets, fitted
 * to its pages as renderSheet fits it, and returns its pages. Form fields are not offered: each
 * sheet would bring its own form, and the field names of two sheets would collide.
 */
export async function appendFlatSheet(
  doc: PDFDocument,
  fonts: EmbeddedFonts,
  sheet: PrintSheet,
  options: RenderOptions,
): Promise<PDFPage[]> {
  const flat = { ...options, fillable: false }
  let kit = drawSheetInto(doc, fonts, sheet, flat, 0)
  const tries = squeezesToTry(sheet, kit)
  for (let squeeze = 1; squeeze <= tries; squeeze++) {
    // Tried in a scratch document; only a squeeze that saves a page is drawn again here.
    const tighter = await drawSheet(sheet, flat, squeeze)
    if (tighter.kit.pages.length < kit.pages.length) {
      // The first try's pages are the document's last ones. (pdf-lib's removePage leaves
      // getPages() stale until the next addPage, so pages are counted, not looked up.)
      for (let n = 0; n < kit.pages.length; n++) doc.removePage(doc.getPageCount() - 1)
      for (const page of kit.pages) doc.context.delete(page.ref)
      kit = drawSheetInto(doc, fonts, sheet, flat, squeeze)
      break
    }
  }
  await kit.finish()
  return kit.pages
}

/** A one-page party roster for a campaign (it continues on a new page for a large party). */
export function rosterSheet(campaignName: string, rows: readonly RosterRow[]): PrintSheet {
  return {
    title: campaignName,
    subtitle: text('print.rosterSubtitle', { count: rows.length }),
    sections: [
      {
        kind: 'table',
        title: text('print.characters'),
        columns: [text('print.name'), text('print.system'), text('print.keyValues')],
        columnFields: ['name', 'system', 'key-values'],
        rows: rows.map((row) => [row.name, row.system, row.key]),
        field: 'roster',
      },
    ],
  }
}

export function renderRoster(
  campaignName: string,
  rows: readonly RosterRow[],
  options: RenderOptions,
): Promise<Uint8Array> {
  return renderSheet(rosterSheet(campaignName, rows), options)
}

function stringField(data: unknown, key: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const value = (data as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : undefined
}

/**
 * The sheet of a system that has no print layout yet: every derived value with its label, the
 * inventory, and the concept and notes when the data has them.
 */
export function genericSheet(
  system: GameSystem<unknown>,
  data: unknown,
  rules: HouseRules,
  options: { name: string; blank: boolean },
): PrintSheet {
  const derived = system.derive(data, rules)
  const concept = stringField(data, 'concept')
  const sections: PrintSection[] = []
  // A blank sheet has no name in its title: leave a box to write it in.
  if (options.blank) {
    sections.push({
      kind: 'values',
      title: text('print.character'),
      values: [{ label: text('print.name'), value: '', field: 'name' }],
    })
  }
  sections.push({
    kind: 'values',
    title: text('print.values'),
    values: Object.entries(derived).map(([key, value]) => ({
      label: value.label,
      value: options.blank ? '' : String(value.value),
      field: `derived.${key}`,
    })),
  })
  const inventory = system.inventory.summary(data, rules)
  sections.push({
    kind: 'table',
    title: text('print.inventory', { unit: inventory.unit }),
    columns: [text('print.item'), inventory.unit, text('print.detail')],
    // The load column's field was named after the unit's English word; it stays so.
    columnFields: ['item', 'load', 'detail'],
    rows: options.blank
      ? []
      : inventory.lines.map((line) => [line.name, String(line.load), line.detail ?? '']),
    field: 'inventory',
    emptyRows: options.blank ? 8 : 2,
  })
  const notes = stringField(data, 'notes')
  if (notes !== undefined || options.blank) {
    sections.push({
      kind: 'text',
      title: text('print.notes'),
      body: options.blank ? '' : (notes ?? ''),
      field: 'notes',
    })
  }
  const subtitle = [system.name, options.blank ? '' : (concept ?? '')]
    .filter((s) => s !== '')
    .join(' · ')
  const title = options.blank ? text('print.blankTitle', { system: system.name }) : options.name
  return { title, subtitle: options.blank ? '' : subtitle, sections }
}

/** The sheet a system prints for data: its own layout, or the generic one. */
export function sheetFor(
  system: GameSystem<unknown>,
  data: unknown,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  return system.print
    ? system.print(data, rules, options)
    : genericSheet(system, data, rules, options)
}

/** The sheet of a validated character; throws InvalidCharacterError listing the problems. */
export function characterSheet(record: unknown, houseRules: HouseRules = {}): PrintSheet {
  const checked = checkCharacter(record)
  if (!checked.ok) throw new InvalidCharacterError(checked.problems)
  const { system } = checked
  const rules = resolveHouseRules(system.houseRules, houseRules)
  const ids = system.advancement.currencies.map((c) => c.id)
  const earnedTotals = Object.fromEntries(ids.map((id) => [id, earned(checked.record.ledger, id)]))
  const sheet = sheetFor(system, checked.record.data, rules, {
    name: checked.record.name,
    blank: false,
    balances: balances(checked.record.ledger, ids),
    earned: earnedTotals,
  })
  const { portrait } = checked.record
  return portrait ? { ...sheet, portrait } : sheet
}

/** Validates a character record (any input), derives it with the house rules, renders its sheet. */
export async function renderCharacter(
  record: unknown,
  options: CharacterRenderOptions,
): Promise<Uint8Array> {
  return renderSheet(characterSheet(record, options.houseRules), options)
}

/** A blank sheet of a system, for filling in by hand. */
export function blankSheet(systemId: string): PrintSheet {
  const system = getSystem(systemId)
  const rules = resolveHouseRules(system.houseRules)
  const data = system.create({ name: '' }, rules)
  return sheetFor(system, data, rules, { name: '', blank: true })
}

export async function renderBlank(systemId: string, options: RenderOptions): Promise<Uint8Array> {
  const sheet = blankSheet(systemId)
  return renderSheet(sheet, {
    ...options,
    title: options.title ?? text('print.blankTitle', { system: getSystem(systemId).name }),
  })
}
