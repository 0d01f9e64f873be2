// A small drawing kit for printed sheets on pdf-lib: A4 or US Letter pages with margins, a cursor
// that moves down and starts a new page when the page runs out, boxes with labelled values,
// tables whose rows continue on a new page (header repeated), slot grids, check tracks, wrapped
// paragraphs, and AcroForm fields. Fillable sheets get text fields and check boxes named
// consistently; flat sheets draw the same values as plain text. Pure TypeScript.
import {
  degrees,
  PDFDict,
  PDFName,
  rgb,
  type PDFDocument,
  type PDFFont,
  type PDFForm,
  type PDFPage,
  type PDFWidgetAnnotation,
} from 'pdf-lib'
import type { ProseBlock } from '../../systems/print-types'
import type { EmbeddedFonts } from './fonts'

export type Paper = 'a4' | 'letter'

/** pdf-lib's own widget builder (public at runtime, protected in its types). */
interface WidgetMaker {
  createWidget(options: Record<string, unknown>): PDFWidgetAnnotation
}

/** Page sizes in PDF points (1/72 inch). */
export const paperSizes: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
}

export const layout = {
  margin: 36,
  padding: 3,
  titleSize: 18,
  subtitleSize: 10,
  sectionSize: 11,
  labelSize: 7,
  valueSize: 10,
  headerSize: 8,
  checkSize: 13,
  gap: 10,
} as const

const ink = rgb(0.1, 0.1, 0.1)
const rule = rgb(0.55, 0.55, 0.55)
const muted = rgb(0.35, 0.35, 0.35)
const shade = rgb(0.92, 0.92, 0.92)

/** One wrapped line; `hard` when the text had a line break (or ended) after it. */
export interface Line {
  text: string
  hard: boolean
}

/** One box of a row: an optional small label, its text, and the field that holds the text. */
export interface Cell {
  label?: string
  text: string
  /** AcroForm field name; without it the text is always drawn. */
  field?: string
  bold?: boolean
}

/**
 * A field's value: its wrapped lines, one per line. Multiline fields get the line breaks the
 * kit chose, so pdf-lib does not re-wrap long text (which is slow for thousands of characters).
 */
export function fieldValue(lines: readonly Line[]): string {
  return lines.map((line) => line.text).join('\n')
}

/** The name of part `index` of a field that continues over several pages: a, a-2, a-3… */
export function partName(field: string, index: number): string {
  return index === 0 ? field : `${field}-${index + 1}`
}

/** Lowercase letters, digits and dashes: "Bulk (items)" → "bulk-items". */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'column'
  )
}

export interface KitOptions {
  paper: Paper
  fillable: boolean
  fonts: EmbeddedFonts
}

export class SheetKit {
  readonly doc: PDFDocument
  readonly fonts: EmbeddedFonts
  readonly fillable: boolean
  readonly width: number
  readonly height: number
  readonly margin = layout.margin
  page!: PDFPage
  /** Top of the space left on the current page. */
  y = 0
  readonly pages: PDFPage[] = []
  private form: PDFForm | null = null
  private readonly names = new Set<string>()
  private readonly groups = new Set<string>()
  private readonly widths = new Map<string, number>()

  constructor(doc: PDFDocument, options: KitOptions) {
    this.doc = doc
    this.fonts = options.fonts
    this.fillable = options.fillable
    const size = paperSizes[options.paper]
    this.width = size.width
    this.height = size.height
    this.newPage()
  }

  get contentWidth(): number {
    return this.width - 2 * this.margin
  }

  /** Height of a full page's content area. */
  get contentHeight(): number {
    return this.height - 2 * this.margin
  }

  get bottom(): number {
    return this.margin
  }

  newPage(): void {
    this.page = this.doc.addPage([this.width, this.height])
    this.pages.push(this.page)
    this.y = this.height - this.margin
  }

  /** Space left above the bottom margin. */
  get space(): number {
    return this.y - this.bottom
  }

  /** Starts a new page unless `height` still fits (a full page is the most there is). */
  ensure(height: number): void {
    if (height > this.space && this.y < this.height - this.margin) this.newPage()
  }

  lineHeight(size: number): number {
    return Math.ceil(this.fonts.regular.heightAtSize(size) * 1.08 * 10) / 10
  }

  textWidth(text: string, size: number, bold = false): number {
    const key = `${bold ? 'b' : 'r'}${size}:${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size)
      this.widths.set(key, width)
    }
    return width
  }

  /** Wraps text to `maxWidth`: at spaces where it can, inside a word when the word is too long. */
  wrap(text: string, size: number, maxWidth: number, bold = false): Line[] {
    const lines: Line[] = []
    const paragraphs = this.fonts.printable(text).split('\n')
    const spaceWidth = this.textWidth(' ', size, bold)
    for (const paragraph of paragraphs) {
      const words = paragraph.split(' ')
      let current = ''
      let currentWidth = 0
      const push = (hard: boolean) => {
        lines.push({ text: current, hard })
        current = ''
        currentWidth = 0
      }
      for (const word of words) {
        const wordWidth = this.textWidth(word, size, bold)
        const joined = current === '' ? wordWidth : currentWidth + spaceWidth + wordWidth
        if (joined <= maxWidth) {
          current = current === '' ? word : `${current} ${word}`
          currentWidth = joined
          continue
        }
        if (current !== '') push(false)
        if (wordWidth <= maxWidth) {
          current = word
          currentWidth = wordWidth
          continue
        }
        // A word wider than the line: break it between characters.
        for (const char of word) {
          const charWidth = this.textWidth(char, size, bold)
          if (current !== '' && currentWidth + charWidth > maxWidth) push(false)
          current += char
          currentWidth += charWidth
        }
      }
      push(true)
    }
    return lines
  }

  /** Draws one line of text with its baseline `size` below `top`. */
  drawText(
    text: string,
    x: number,
    top: number,
    size: number,
    options: { bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ): void {
    if (text === '') return
    const font: PDFFont = options.bold ? this.fonts.bold : this.fonts.regular
    this.page.drawText(text, { x, y: top - size, size, font, color: options.color ?? ink })
  }

  /** A field name that is valid for pdf-lib and not used yet on this sheet. */
  private fieldName(wanted: string): string {
    const clean =
      wanted
        .replace(/[^A-Za-z0-9_.-]+/g, '_')
        .split('.')
        .filter((part) => part !== '')
        .join('.') || 'field'
    const clashes = (name: string) => {
      if (this.names.has(name) || this.groups.has(name)) return true
      const parts = name.split('.')
      for (let i = 1; i < parts.length; i++) {
        if (this.names.has(parts.slice(0, i).join('.'))) return true
      }
      return false
    }
    let name = clean
    for (let n = 2; clashes(name); n++) name = `${clean}-${n}`
    this.names.add(name)
    const parts = name.split('.')
    for (let i = 1; i < parts.length; i++) this.groups.add(parts.slice(0, i).join('.'))
    return name
  }

  private getForm(): PDFForm {
    this.form ??= this.doc.getForm()
    return this.form
  }

  /** A text field over the box, holding `value` (lines joined as the reader expects them). */
  textField(
    name: string,
    value: string,
    box: { x: number; y: number; width: number; height: number },
    multiline: boolean,
    size: number = layout.valueSize,
  ): string {
    const form = this.getForm()
    const field = form.createTextField(this.fieldName(name))
    if (multiline) field.enableMultiline()
    field.setText(value)
    // The font size, set before the widget exists so its appearance is written once.
    field.acroField.setDefaultAppearance(`0 g /F1 ${size} Tf`)
    const options = { ...box, font: this.fonts.regular, borderWidth: 0, textColor: ink }
    if (value === '') {
      // An empty field has nothing to show, so it gets its widget without an appearance stream
      // (building one per empty box was a large share of a sheet's time); a reader draws the
      // text once someone types in it.
      const widget = (field as unknown as WidgetMaker).createWidget({
        ...options,
        backgroundColor: undefined,
        borderColor: undefined,
        rotate: degrees(0),
        page: this.page.ref,
      })
      const ref = this.doc.context.register(widget.dict)
      field.acroField.addWidget(ref)
      this.page.node.addAnnot(ref)
    } else {
      // addToPage writes the appearance in our font; marking the field clean keeps save from
      // writing it a second time.
      field.addToPage(this.page, options)
    }
    form.markFieldAsClean(field.ref)
    return field.getName()
  }

  checkBox(
    name: string,
    checked: boolean,
    box: { x: number; y: number; width: number; height: number },
  ): void {
    const field = this.getForm().createCheckBox(this.fieldName(name))
    if (checked) field.check()
    field.addToPage(this.page, { ...box, borderWidth: 1, borderColor: ink, textColor: ink })
    this.getForm().markFieldAsClean(field.ref)
  }

  /**
   * Every filled field got its appearance when it was added, and empty ones need none; this only
   * sets the font a reader uses when someone types in a field.
   */
  finishFields(): void {
    if (!this.form) return
    const { acroForm } = this.form
    const resources =
      acroForm.dict.lookupMaybe(PDFName.of('DR'), PDFDict) ?? this.doc.context.obj({})
    const fonts = resources.lookupMaybe(PDFName.of('Font'), PDFDict) ?? this.doc.context.obj({})
    fonts.set(PDFName.of('F1'), this.fonts.regular.ref)
    resources.set(PDFName.of('Font'), fonts)
    acroForm.dict.set(PDFName.of('DR'), resources)
  }

  /** Big bold title and a subtitle; both wrap. */
  header(title: string, subtitle: string): void {
    const titleLines = this.wrap(title, layout.titleSize, this.contentWidth, true)
    for (const line of titleLines) {
      const h = this.lineHeight(layout.titleSize)
      this.ensure(h)
      this.drawText(line.text, this.margin, this.y, layout.titleSize, { bold: true })
      this.y -= h
    }
    if (subtitle !== '') {
      for (const line of this.wrap(subtitle, layout.subtitleSize, this.contentWidth)) {
        const h = this.lineHeight(layout.subtitleSize)
        this.ensure(h)
        this.drawText(line.text, this.margin, this.y, layout.subtitleSize, { color: muted })
        this.y -= h
      }
    }
    this.y -= 4
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.width - this.margin, y: this.y },
      thickness: 1,
      color: ink,
    })
    this.y -= layout.gap
  }

  /** A section title; `keep` is the height of what must follow it on the same page. */
  sectionTitle(title: string, keep: number, continued = false): void {
    const h = this.lineHeight(layout.sectionSize) + 2
    const text = continued ? `${title} (continued)` : title
    const lines = this.wrap(text, layout.sectionSize, this.contentWidth, true)
    this.ensure(h * lines.length + Math.min(keep, this.contentHeight - h * lines.length))
    for (const line of lines) {
      this.drawText(line.text, this.margin, this.y, layout.sectionSize, { bold: true })
      this.y -= h
    }
  }

  /** Height of a row whose tallest cell has `lines` lines. */
  rowHeight(lines: number, labelled: boolean, size: number = layout.valueSize): number {
    return (
      2 * layout.padding +
      (labelled ? this.lineHeight(layout.labelSize) : 0) +
      Math.max(1, lines) * this.lineHeight(size)
    )
  }

  /**
   * One row of boxed cells. A row that does not fit starts a new page (after `onNewPage`, e.g. a
   * repeated table header); a row taller than a whole page is split, its fields continuing as
   * "name-2", "name-3"… on the following pages.
   */
  row(
    cells: readonly Cell[],
    columnWidths: readonly number[],
    onNewPage: () => void = () => {},
    size: number = layout.valueSize,
  ): void {
    const labelled = cells.some((cell) => cell.label !== undefined)
    const wrapped = cells.map((cell, i) =>
      this.wrap(cell.text, size, (columnWidths[i] ?? 0) - 2 * layout.padding - 1, cell.bold),
    )
    const lineH = this.lineHeight(size)
    let start = 0
    let part = 0
    let moved = false
    const total = Math.max(1, ...wrapped.map((lines) => lines.length))
    while (start < total) {
      const remaining = total - start
      const needed = this.rowHeight(remaining, labelled, size)
      let count = remaining
      if (needed > this.space) {
        const fitsOnFreshPage = needed <= this.contentHeight - 40
        const fitting = Math.floor((this.space - this.rowHeight(0, labelled, size) + lineH) / lineH)
        if (fitsOnFreshPage && !moved && start === 0) {
          moved = true
          this.newPage()
          onNewPage()
          continue
        }
        if (fitting < 1) {
          this.newPage()
          onNewPage()
          continue
        }
        count = Math.min(remaining, fitting)
      }
      const height = this.rowHeight(count, labelled, size)
      this.drawRowPart(cells, wrapped, columnWidths, start, count, height, part, size)
      this.y -= height
      start += count
      part += 1
    }
  }

  private drawRowPart(
    cells: readonly Cell[],
    wrapped: Line[][],
    widths: readonly number[],
    start: number,
    count: number,
    height: number,
    part: number,
    size: number,
  ): void {
    let x = this.margin
    const top = this.y
    const labelH = cells.some((c) => c.label !== undefined) ? this.lineHeight(layout.labelSize) : 0
    const lineH = this.lineHeight(size)
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0
      this.page.drawRectangle({
        x,
        y: top - height,
        width,
        height,
        borderColor: rule,
        borderWidth: 0.6,
      })
      if (cell.label !== undefined && part === 0) {
        const label =
          this.wrap(cell.label, layout.labelSize, width - 2 * layout.padding)[0]?.text ?? ''
        this.drawText(label, x + layout.padding, top - layout.padding + 1, layout.labelSize, {
          color: muted,
        })
      }
      const lines = (wrapped[i] ?? []).slice(start, start + count)
      const textTop = top - layout.padding - labelH
      if (this.fillable && cell.field !== undefined) {
        const isLast = start + count >= (wrapped[i]?.length ?? 0)
        // Only the parts that hold text (or the first part) become fields.
        if (lines.length > 0 || part === 0) {
          const value = fieldValue(lines)
          this.textField(
            partName(cell.field, part),
            value,
            { x: x + 1, y: top - height + 1, width: width - 2, height: height - 2 - labelH },
            lines.length > 1 || !isLast,
            size,
          )
        }
      } else {
        lines.forEach((line, n) => {
          this.drawText(line.text, x + layout.padding, textTop - n * lineH, size, {
            bold: cell.bold,
          })
        })
      }
      x += width
    })
  }

  /** Column widths that fill the content width, in proportion to what each column holds. */
  columnWidths(
    columns: readonly string[],
    rows: readonly (readonly string[])[],
    size: number = layout.valueSize,
  ): number[] {
    const natural = columns.map((column, i) => {
      let width = this.textWidth(this.fonts.printable(column), layout.headerSize, true)
      for (const row of rows) {
        width = Math.max(
          width,
          Math.min(220, this.textWidth(this.fonts.printable(row[i] ?? ''), size)),
        )
      }
      return Math.max(28, width + 2 * layout.padding + 2)
    })
    const sum = natural.reduce((a, b) => a + b, 0)
    return natural.map((w) => (w / sum) * this.contentWidth)
  }

  /** A shaded header row of column names. */
  tableHeader(columns: readonly string[], widths: readonly number[]): void {
    const wrapped = columns.map((c, i) =>
      this.wrap(c, layout.headerSize, (widths[i] ?? 0) - 2 * layout.padding, true),
    )
    const lines = Math.max(1, ...wrapped.map((l) => l.length))
    const height = 2 * layout.padding + lines * this.lineHeight(layout.headerSize)
    this.ensure(height + this.rowHeight(1, false))
    let x = this.margin
    wrapped.forEach((colLines, i) => {
      const width = widths[i] ?? 0
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width,
        height,
        color: shade,
        borderColor: rule,
        borderWidth: 0.6,
      })
      colLines.forEach((line, n) => {
        this.drawText(
          line.text,
          x + layout.padding,
          this.y - layout.padding - n * this.lineHeight(layout.headerSize),
          layout.headerSize,
          { bold: true },
        )
      })
      x += width
    })
    this.y -= height
  }

  /** A row of check boxes, `checked` of them ticked; wraps onto more lines when needed. */
  track(field: string, boxes: number, checked: number): void {
    const size = layout.checkSize
    const step = size + 5
    const perLine = Math.max(1, Math.floor((this.contentWidth + 5) / step))
    for (let i = 0; i < boxes; i++) {
      const column = i % perLine
      if (column === 0) {
        if (i > 0) this.y -= step
        this.ensure(step)
      }
      const x = this.margin + column * step
      const box = { x, y: this.y - size, width: size, height: size }
      const ticked = i < checked
      if (this.fillable) {
        this.checkBox(`${field}.${i + 1}`, ticked, box)
      } else {
        this.page.drawRectangle({ ...box, borderColor: ink, borderWidth: 1 })
        if (ticked) {
          this.page.drawLine({
            start: { x: x + 3, y: box.y + 3 },
            end: { x: x + size - 3, y: box.y + size - 3 },
            thickness: 1.4,
            color: ink,
          })
          this.page.drawLine({
            start: { x: x + 3, y: box.y + size - 3 },
            end: { x: x + size - 3, y: box.y + 3 },
            thickness: 1.4,
            color: ink,
          })
        }
      }
    }
    if (boxes > 0) this.y -= step
  }

  /**
   * Wrapped text that continues on the next page. Fillable sheets hold each page's part in a
   * multiline field: "notes", then "notes-2", "notes-3"… Empty text leaves room for a few lines.
   */
  paragraph(field: string, body: string, emptyLines = 4): void {
    const size: number = layout.valueSize
    const lineH = this.lineHeight(size)
    const width = this.contentWidth - 2 * layout.padding - 1
    let lines = body === '' ? [] : this.wrap(body, size, width)
    const blankLines = lines.length === 0 ? emptyLines : 0
    if (lines.length === 0)
      lines = Array.from({ length: blankLines }, () => ({ text: '', hard: true }))
    let start = 0
    let part = 0
    while (start < lines.length) {
      let fitting = Math.floor((this.space - 2 * layout.padding) / lineH)
      if (fitting < 1) {
        this.newPage()
        fitting = Math.floor((this.space - 2 * layout.padding) / lineH)
      }
      const count = Math.min(fitting, lines.length - start)
      const chunk = lines.slice(start, start + count)
      const height = 2 * layout.padding + count * lineH
      const box = { x: this.margin, y: this.y - height, width: this.contentWidth, height }
      this.page.drawRectangle({ ...box, borderColor: rule, borderWidth: 0.6 })
      if (this.fillable) {
        const value = blankLines > 0 ? '' : fieldValue(chunk)
        this.textField(
          partName(field, part),
          value,
          { x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2 },
          true,
          size,
        )
      } else {
        chunk.forEach((line, n) => {
          this.drawText(
            line.text,
            this.margin + layout.padding,
            this.y - layout.padding - n * lineH,
            size,
          )
        })
      }
      this.y -= height
      start += count
      part += 1
    }
  }

  /**
   * Printed prose: a muted meta line, then headings (bold), paragraphs, bullets and quotes
   * (indented, muted), each wrapped and continued on the next page. Flat text, never a field.
   */
  prose(meta: string, blocks: readonly ProseBlock[]): void {
    const size: number = layout.valueSize
    const lineH = this.lineHeight(size)
    const line = (text: string, x: number, options: { bold?: boolean; muted?: boolean } = {}) => {
      this.ensure(lineH)
      this.drawText(text, x, this.y, size, {
        bold: options.bold ?? false,
        color: options.muted ? muted : ink,
      })
      this.y -= lineH
    }
    if (meta !== '') {
      for (const l of this.wrap(meta, size, this.contentWidth))
        line(l.text, this.margin, { muted: true })
      this.y -= lineH / 3
    }
    const indent = 14
    for (const block of blocks) {
      const x =
        block.style === 'paragraph' || block.style === 'heading'
          ? this.margin
          : this.margin + indent
      const width = this.contentWidth - (x - this.margin)
      const bold = block.style === 'heading'
      const lines = this.wrap(block.text, size, width, bold)
      lines.forEach((l, n) => {
        if (block.style === 'bullet' && n === 0) {
          this.ensure(lineH)
          this.drawText('•', this.margin + 4, this.y, size)
        }
        line(l.text, x, { bold, muted: block.style === 'quote' })
      })
      this.y -= lineH / 3
    }
  }
}
