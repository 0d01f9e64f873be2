// A small drawing kit for printed sheets on pdf-lib: A4 or US Letter pages with margins, a cursor
// that moves down and starts a new page when the page runs out, boxes with labelled values,
// tables whose rows continue on a new page (header repeated), slot grids, check tracks, wrapped
// paragraphs, and AcroForm fields. Fillable sheets get text fields and check boxes named
// consistently; flat sheets draw the same values as plain text. Pure TypeScript.
// pdf-lib makes the document and embeds the fonts; the kit writes page content, fields and their
// appearances as PDF text itself (./raw.ts), which is several times faster than building each
// number, name and operator as a pdf-lib object.
import { PDFName, PDFRef, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import type { ProseBlock } from '../../systems/print-types'
import type { EmbeddedFonts } from './fonts'
import type { PrintPicture, PrintPictures } from '../print-pictures'
import { embedPicture, fitInside, printable, printedSize } from './pictures'
import { num, RawObject, RawStream, textString } from './raw'

export type Paper = 'a4' | 'letter'

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
  /** The box a character's portrait fits in, beside the title (points). */
  portraitBox: 64,
  /** The box a world page's portrait fits in, at the start of its page (points). */
  pagePortraitBox: 144,
} as const

/** Grey levels as PDF colour operands (r g b). */
type Colour = string
const ink: Colour = '0.1 0.1 0.1'
const rule: Colour = '0.55 0.55 0.55'
const muted: Colour = '0.35 0.35 0.35'
const shade: Colour = '0.92 0.92 0.92'

/** Resource names of the two fonts, on every page and in the form's default resources. */
const fontNames = { regular: 'F1', bold: 'F2' } as const

/**
 * The font a reader types new text in: Helvetica, which every reader has, for all of Latin-1.
 * The sheet's embedded fonts are subsets holding only the glyphs printed, so typing a letter
 * that the sheet never printed would show nothing in them. The values printed keep their
 * appearance in DejaVu Sans (any script); a reader redraws a field in Helvetica once edited.
 */
const typingFont = {
  name: 'Helv',
  dict: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
}

/** Form field flags (PDF 32000-1, 12.7.4.3): a text field that holds several lines. */
const multilineFlag = 1 << 12
/** Below this many bytes a page's content is stored as it is: deflating saves almost nothing. */
const smallStreamBytes = 1024

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A field of the sheet's form, written out when the sheet is finished. */
type FieldSpec =
  | {
      kind: 'text'
      name: string
      page: PDFRef
      box: Box
      /** The lines shown, as laid out by the kit. */
      lines: readonly string[]
      multiline: boolean
      size: number
    }
  | { kind: 'check'; name: string; page: PDFRef; box: Box; checked: boolean }

/** One node of the field tree: a group ("inventory", "inventory.1") or a field. */
interface FieldNode {
  part: string
  ref: PDFRef
  spec?: FieldSpec
  kids: Map<string, FieldNode>
}

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
  /** The stored pictures the sheet may show (portraits, pictures in prose), by hash. */
  pictures?: PrintPictures
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
  /** The content of each page, as PDF operators, one string per drawing. */
  private readonly contents: string[][] = []
  private content: string[] = []
  private readonly fields: FieldSpec[] = []
  private readonly names = new Set<string>()
  private readonly groups = new Set<string>()
  /** The last suffix each base name took (see fieldName). */
  private readonly suffixes = new Map<string, number>()
  /** Text already encoded for this document's font subsets (glyph ids as hex), by font. */
  private readonly encoded = { regular: new Map<string, string>(), bold: new Map<string, string>() }
  private readonly pictures: PrintPictures
  /** The pictures drawn: each one's resource name, by hash. */
  private readonly pictureNames = new Map<string, string>()

  constructor(doc: PDFDocument, options: KitOptions) {
    this.doc = doc
    this.fonts = options.fonts
    this.fillable = options.fillable
    this.pictures = options.pictures ?? new Map()
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
    this.stretched = 0
    this.page = this.doc.addPage([this.width, this.height])
    this.pages.push(this.page)
    this.content = []
    this.contents.push(this.content)
    this.y = this.height - this.margin
  }

  /** Space left above the bottom margin. */
  get space(): number {
    return this.y - this.bottom
  }

  /** Height a filling box (see paragraph) added beyond what its text needs. */
  private stretched = 0

  /** How much of the current (last) page's content needs, from 0 to 1 (filling not counted). */
  get pageUsed(): number {
    return (this.height - this.margin - this.y - this.stretched) / this.contentHeight
  }

  /** Starts a new page unless `height` still fits (a full page is the most there is). */
  ensure(height: number): void {
    if (height > this.space && this.y < this.height - this.margin) this.newPage()
  }

  lineHeight(size: number): number {
    return Math.ceil(this.fonts.regular.heightAtSize(size) * 1.08 * 10) / 10
  }

  textWidth(text: string, size: number, bold = false): number {
    return this.fonts.width(text, size, bold)
  }

  /** Wraps text to `maxWidth`: at spaces where it can, inside a word when the word is too long. */
  wrap(text: string, size: number, maxWidth: number, bold = false): Line[] {
    // No closures here or in fieldName: run through tsx (the CLI, the benches), each one made per
    // call is also named at run time, which cost a quarter of a millisecond per sheet.
    const lines: Line[] = []
    const paragraphs = this.fonts.printable(text).split('\n')
    const spaceWidth = this.textWidth(' ', size, bold)
    for (const paragraph of paragraphs) {
      const words = paragraph.split(' ')
      let current = ''
      let currentWidth = 0
      for (const word of words) {
        const wordWidth = this.textWidth(word, size, bold)
        const joined = current === '' ? wordWidth : currentWidth + spaceWidth + wordWidth
        if (joined <= maxWidth) {
          current = current === '' ? word : `${current} ${word}`
          currentWidth = joined
          continue
        }
        if (current !== '') lines.push({ text: current, hard: false })
        if (wordWidth <= maxWidth) {
          current = word
          currentWidth = wordWidth
          continue
        }
        // A word wider than the line: break it between characters.
        current = ''
        currentWidth = 0
        for (const char of word) {
          const charWidth = this.textWidth(char, size, bold)
          if (current !== '' && currentWidth + charWidth > maxWidth) {
            lines.push({ text: current, hard: false })
            current = ''
            currentWidth = 0
          }
          current += char
          currentWidth += charWidth
        }
      }
      lines.push({ text: current, hard: true })
    }
    return lines
  }

  /** Draws one line of text with its baseline `size` below `top`. */
  drawText(
    text: string,
    x: number,
    top: number,
    size: number,
    options: { bold?: boolean; color?: Colour } = {},
  ): void {
    if (text === '') return
    this.content.push(
      `BT ${options.color ?? ink} rg ${this.textOperators(text, x, top - size, size, options.bold)} ET`,
    )
  }

  /** Selects the font and shows `text` at (x, y): the operators inside BT … ET. */
  private textOperators(text: string, x: number, y: number, size: number, bold = false): string {
    const name = bold ? fontNames.bold : fontNames.regular
    return `/${name} ${size} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${this.encode(text, bold)} Tj`
  }

  /** Text as the glyph ids of this document's subset, in hex; each string is encoded once. */
  private encode(text: string, bold: boolean): string {
    const cache = bold ? this.encoded.bold : this.encoded.regular
    let hex = cache.get(text)
    if (hex === undefined) {
      const font: PDFFont = bold ? this.fonts.bold : this.fonts.regular
      hex = font.encodeText(text).toString()
      cache.set(text, hex)
    }
    return hex
  }

  /** A rectangle outlined in `border` (and filled with `fill` when given). */
  rectangle(box: Box, border: Colour, borderWidth: number, fill?: Colour): void {
    const path = `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re`
    this.content.push(
      fill === undefined
        ? `${border} RG ${borderWidth} w ${path} S`
        : `${fill} rg ${border} RG ${borderWidth} w ${path} B`,
    )
  }

  /** The picture a hash names, when it was supplied and can be printed. */
  picture(hash: string | undefined): PrintPicture | undefined {
    const picture = hash === undefined ? undefined : this.pictures.get(hash)
    return printable(picture) ? picture : undefined
  }

  /** Draws a picture (see `picture`) filling the box, with a thin frame around it. */
  drawPicture(hash: string, box: Box): void {
    let name = this.pictureNames.get(hash)
    if (name === undefined) {
      name = `Pic${this.pictureNames.size + 1}`
      this.pictureNames.set(hash, name)
    }
    this.content.push(
      `q ${num(box.width)} 0 0 ${num(box.height)} ${num(box.x)} ${num(box.y)} cm /${name} Do Q`,
    )
    this.rectangle(box, rule, 0.6)
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, colour: Colour): void {
    this.content.push(
      `${colour} RG ${thickness} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`,
    )
  }

  /** A field name (letters, digits, _ . -) that no other field of this sheet uses, nor any group. */
  private fieldName(wanted: string): string {
    const clean =
      wanted
        .replace(/[^A-Za-z0-9_.-]+/g, '_')
        .split('.')
        .filter((part) => part !== '')
        .join('.') || 'field'
    // Names only ever join the sets, so a suffix that clashed once clashes again: each base name
    // goes on from its last suffix (a sheet repeats a base name in every row of a table).
    let n = this.suffixes.get(clean) ?? 1
    let name = n === 1 ? clean : `${clean}-${n}`
    while (this.clashes(name)) name = `${clean}-${++n}`
    this.suffixes.set(clean, n)
    this.names.add(name)
    const parts = name.split('.')
    for (let i = 1; i < parts.length; i++) this.groups.add(parts.slice(0, i).join('.'))
    return name
  }

  /** True when `name` is taken, is a group, or sits inside another field's name. */
  private clashes(name: string): boolean {
    if (this.names.has(name) || this.groups.has(name)) return true
    const parts = name.split('.')
    for (let i = 1; i < parts.length; i++) {
      if (this.names.has(parts.slice(0, i).join('.'))) return true
    }
    return false
  }

  /** A text field over the box, showing `lines` (one line each, as the kit wrapped them). */
  textField(
    name: string,
    lines: readonly string[],
    box: Box,
    multiline: boolean,
    size: number = layout.valueSize,
  ): string {
    const spec: FieldSpec = {
      kind: 'text',
      name: this.fieldName(name),
      page: this.page.ref,
      box,
      lines,
      multiline,
      size,
    }
    this.fields.push(spec)
    return spec.name
  }

  checkBox(name: string, checked: boolean, box: Box): void {
    this.fields.push({
      kind: 'check',
      name: this.fieldName(name),
      page: this.page.ref,
      box,
      checked,
    })
  }

  /**
   * Writes what was drawn: each page's content stream, fonts and pictures, then the form (when
   * the sheet has fields). Call once, after the last drawing. Pictures are embedded only here, so
   * a sheet drawn only to measure it (see renderSheet) never decodes one.
   */
  async finish(): Promise<void> {
    const { context } = this.doc
    const pictures: string[] = []
    for (const [hash, name] of this.pictureNames) {
      const picture = this.pictures.get(hash)
      const ref = picture ? await embedPicture(this.doc, hash, picture) : null
      // Bytes that would not decode after all: an empty grey box where the picture was to be.
      const shown =
        ref ??
        context.register(
          new RawStream(
            context,
            ' /Type /XObject /Subtype /Form /BBox [0 0 1 1]',
            `${shade} rg 0 0 1 1 re f`,
          ),
        )
      pictures.push(`/${name} ${shown.toString()}`)
    }
    const xObjects = pictures.length > 0 ? ` /XObject << ${pictures.join(' ')} >>` : ''
    // One resource dictionary (the two fonts, the pictures), shared by every page and field
    // appearance.
    const resources = context.register(
      new RawObject(
        `<< /Font << /${fontNames.regular} ${this.fonts.regular.ref.toString()} /${fontNames.bold} ${this.fonts.bold.ref.toString()} >>${xObjects} >>`,
      ),
    )
    this.pages.forEach((page, i) => {
      const text = (this.contents[i] ?? []).join('\n')
      const stream =
        text.length < smallStreamBytes
          ? new RawStream(context, '', text)
          : context.flateStream(text)
      page.node.set(PDFName.of('Contents'), context.register(stream))
      page.node.set(PDFName.of('Resources'), resources)
    })
    if (this.fields.length > 0) this.writeForm(resources)
  }

  /**
   * The AcroForm: a tree of fields by the dotted parts of their names, each field merged with
   * its widget. Text fields get an appearance showing their lines in the sheet's font, placed
   * where a flat sheet draws them; every check box shares one "Yes" and one "Off" appearance.
   * A reader types in Helvetica (/DA and /DR, see `typingFont`).
   */
  private writeForm(resources: PDFRef): void {
    const { context } = this.doc
    const root: FieldNode = { part: '', ref: context.nextRef(), kids: new Map() }
    for (const spec of this.fields) {
      let node = root
      for (const part of spec.name.split('.')) {
        let kid = node.kids.get(part)
        if (!kid) {
          kid = { part, ref: context.nextRef(), kids: new Map() }
          node.kids.set(part, kid)
        }
        node = kid
      }
      node.spec = spec
    }
    const checkAppearances = new Map<string, { yes: PDFRef; off: PDFRef }>()
    const checkAppearance = (box: Box) => {
      const key = `${box.width}x${box.height}`
      let refs = checkAppearances.get(key)
      if (!refs) {
        const frame = `${ink} RG 1 w 0.5 0.5 ${num(box.width - 1)} ${num(box.height - 1)} re S`
        const cross = `${ink} RG 1.4 w 3 3 m ${num(box.width - 3)} ${num(box.height - 3)} l S 3 ${num(box.height - 3)} m ${num(box.width - 3)} 3 l S`
        refs = {
          yes: this.appearance(box, `q ${frame} ${cross} Q`),
          off: this.appearance(box, `q ${frame} Q`),
        }
        checkAppearances.set(key, refs)
      }
      return refs
    }
    const annotations = new Map<PDFRef, PDFRef[]>()
    const write = (node: FieldNode, parent: FieldNode | null): void => {
      const parentEntry = parent && parent !== root ? ` /Parent ${parent.ref.toString()}` : ''
      const title = ` /T ${textString(node.part)}`
      const spec = node.spec
      if (!spec) {
        const kids = [...node.kids.values()]
        for (const kid of kids) write(kid, node)
        const kidRefs = kids.map((kid) => kid.ref.toString()).join(' ')
        context.assign(node.ref, new RawObject(`<<${title}${parentEntry} /Kids [${kidRefs}] >>`))
        return
      }
      const { box } = spec
      const widget = ` /Type /Annot /Subtype /Widget /F 4 /P ${spec.page.toString()} /Rect [${num(box.x)} ${num(box.y)} ${num(box.x + box.width)} ${num(box.y + box.height)}]`
      let entries: string
      if (spec.kind === 'check') {
        const refs = checkAppearance(box)
        const state = spec.checked ? '/Yes' : '/Off'
        entries = ` /FT /Btn /V ${state} /AS ${state} /MK << /BC [${ink}] >> /BS << /W 1 >> /AP << /N << /Yes ${refs.yes.toString()} /Off ${refs.off.toString()} >> >>`
      } else {
        const value = spec.lines.join('\n')
        const flags = spec.multiline ? ` /Ff ${multilineFlag}` : ''
        entries = ` /FT /Tx${flags} /DA (/${typingFont.name} ${spec.size} Tf ${ink} rg) /V ${textString(value)}`
        // An empty field needs no appearance: a reader draws the text once someone types in it.
        if (value !== '')
          entries += ` /AP << /N ${this.textAppearance(spec, resources).toString()} >>`
      }
      context.assign(node.ref, new RawObject(`<<${title}${parentEntry}${widget}${entries} >>`))
      let onPage = annotations.get(spec.page)
      if (!onPage) annotations.set(spec.page, (onPage = []))
      onPage.push(node.ref)
    }
    const top = [...root.kids.values()]
    for (const node of top) write(node, null)
    for (const page of this.pages) {
      const refs = annotations.get(page.ref)
      if (refs) page.node.set(PDFName.of('Annots'), new RawObject(`[${refs.join(' ')}]`))
    }
    const helvetica = context.register(new RawObject(typingFont.dict))
    const formFonts = `<< /${fontNames.regular} ${this.fonts.regular.ref.toString()} /${fontNames.bold} ${this.fonts.bold.ref.toString()} /${typingFont.name} ${helvetica.toString()} >>`
    const acroForm = context.register(
      new RawObject(
        `<< /Fields [${top.map((node) => node.ref.toString()).join(' ')}] /DA (/${typingFont.name} ${layout.valueSize} Tf ${ink} rg) /DR << /Font ${formFonts} >> >>`,
      ),
    )
    this.doc.catalog.set(PDFName.of('AcroForm'), acroForm)
  }

  /** A text field's appearance: its lines where a flat sheet draws them, clipped to the box. */
  private textAppearance(spec: Extract<FieldSpec, { kind: 'text' }>, resources: PDFRef): PDFRef {
    const { box, size } = spec
    const lineH = this.lineHeight(size)
    // The box starts 1 point inside the cell, the text `padding` points inside it.
    const x = layout.padding - 1
    const first = box.height - (layout.padding - 1) - size
    const shown = spec.lines
      .map((line, n) =>
        line === '' ? '' : ` ${this.textOperators(line, x, first - n * lineH, size)}`,
      )
      .join('')
    const body = `/Tx BMC q 0 0 ${num(box.width)} ${num(box.height)} re W n BT ${ink} rg${shown} ET Q EMC`
    return this.appearance(box, body, resources)
  }

  /** An appearance: a form XObject the size of the box drawing `body` (with the fonts if given). */
  private appearance(box: Box, body: string, resources?: PDFRef): PDFRef {
    const fonts = resources ? ` /Resources ${resources.toString()}` : ''
    const bbox = `/BBox [0 0 ${num(box.width)} ${num(box.height)}]`
    return this.doc.context.register(
      new RawStream(this.doc.context, ` /Type /XObject /Subtype /Form ${bbox}${fonts}`, body),
    )
  }

  /**
   * Big bold title and a subtitle; both wrap. A portrait (a picture's hash) sits at the top right,
   * fitted in `layout.portraitBox` keeping its shape, the title and subtitle wrapping beside it;
   * without one (or when it was not supplied) the header is as it always was.
   */
  header(title: string, subtitle: string, portrait?: string): void {
    const picture = this.picture(portrait)
    const top = this.y
    const firstPage = this.page
    const size = picture && fitInside(picture, layout.portraitBox, layout.portraitBox)
    const textWidth = size ? this.contentWidth - size.width - layout.gap : this.contentWidth
    if (portrait !== undefined && size) {
      const x = this.width - this.margin - size.width
      this.drawPicture(portrait, {
        x,
        y: top - size.height,
        width: size.width,
        height: size.height,
      })
    }
    const titleLines = this.wrap(title, layout.titleSize, textWidth, true)
    for (const line of titleLines) {
      const h = this.lineHeight(layout.titleSize)
      this.ensure(h)
      this.drawText(line.text, this.margin, this.y, layout.titleSize, { bold: true })
      this.y -= h
    }
    if (subtitle !== '') {
      for (const line of this.wrap(subtitle, layout.subtitleSize, textWidth)) {
        const h = this.lineHeight(layout.subtitleSize)
        this.ensure(h)
        this.drawText(line.text, this.margin, this.y, layout.subtitleSize, { color: muted })
        this.y -= h
      }
    }
    if (size && this.page === firstPage) this.y = Math.min(this.y, top - size.height)
    this.y -= 4
    this.line(this.margin, this.y, this.width - this.margin, this.y, 1, ink)
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
      this.rectangle({ x, y: top - height, width, height }, rule, 0.6)
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
          this.textField(
            partName(cell.field, part),
            lines.map((line) => line.text),
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
      this.rectangle({ x, y: this.y - height, width, height }, rule, 0.6, shade)
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
        this.rectangle(box, ink, 1)
        if (ticked) {
          this.line(x + 3, box.y + 3, x + size - 3, box.y + size - 3, 1.4, ink)
          this.line(x + 3, box.y + size - 3, x + size - 3, box.y + 3, 1.4, ink)
        }
      }
    }
    if (boxes > 0) this.y -= step
  }

  /**
   * Wrapped text that continues on the next page. Fillable sheets hold each page's part in a
   * multiline field: "notes", then "notes-2", "notes-3"… Empty text leaves room for a few lines.
   * With `fill`, the last box reaches down to the bottom of its page (more room to write, and no
   * empty strip under the sheet's last section).
   */
  paragraph(field: string, body: string, emptyLines = 4, fill = false): void {
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
      const last = start + count >= lines.length
      const natural = 2 * layout.padding + count * lineH
      const height = fill && last ? Math.max(natural, this.space) : natural
      this.stretched = height - natural
      const box = { x: this.margin, y: this.y - height, width: this.contentWidth, height }
      this.rectangle(box, rule, 0.6)
      if (this.fillable) {
        this.textField(
          partName(field, part),
          blankLines > 0 ? [] : chunk.map((line) => line.text),
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
    const indent = 20
    for (const block of blocks) {
      if (block.style === 'picture' || block.style === 'portrait') {
        this.prosePicture(block, lineH)
        continue
      }
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
          // A number ends just before the text ("10." as well as "1."); a bullet sits in the gap.
          const mark = block.marker ?? '•'
          const at = block.marker ? x - 3 - this.textWidth(mark, size) : this.margin + 4
          this.drawText(mark, at, this.y, size)
        }
        line(l.text, x, { bold, muted: block.style === 'quote' })
      })
      this.y -= lineH / 3
    }
  }

  /**
   * A picture in prose: its pixels at `pictureDpi`, never wider than the column nor taller than a
   * page (a world page's portrait: inside `layout.pagePortraitBox`), on the next page when it does
   * not fit; a picture not supplied prints its `text` instead (alt text, or "picture missing").
   */
  private prosePicture(block: ProseBlock, lineH: number): void {
    const picture = this.picture(block.picture)
    if (block.picture === undefined || !picture) {
      for (const l of this.wrap(block.text, layout.valueSize, this.contentWidth)) {
        this.ensure(lineH)
        this.drawText(l.text, this.margin, this.y, layout.valueSize, { color: muted })
        this.y -= lineH
      }
      this.y -= lineH / 3
      return
    }
    const box =
      block.style === 'portrait'
        ? { width: layout.pagePortraitBox, height: layout.pagePortraitBox }
        : { width: this.contentWidth, height: this.contentHeight }
    const size = printedSize(picture, box.width, box.height)
    this.ensure(size.height)
    this.drawPicture(block.picture, {
      x: this.margin,
      y: this.y - size.height,
      width: size.width,
      height: size.height,
    })
    this.y -= size.height + lineH / 2
  }
}
