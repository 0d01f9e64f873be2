// The party packet: one PDF to hand out at the table, the party roster first, then each
// character's full sheet in roster order, each derived with its campaign's house rules for its
// system. One document: the fonts are embedded once for every sheet (a subset of the glyphs the
// whole packet prints). The packet is flat, for paper: every sheet's form would bring the same
// field names. Bookmarks lead to the roster and to each character. Pure TypeScript.
import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib'
import type { HouseRules } from '../../systems/types'
import { text as say } from '../text'
import { checkCharacter, InvalidCharacterError, type PrintProblem } from './character'
import { rosterRows } from './campaign'
import { embedSheetFonts } from './fonts'
import { RawObject, textString } from './raw'
import { appendFlatSheet, characterSheet, rosterSheet, type RenderOptions } from './render'
import { useDeflate, writeDocument } from './write'

export interface PartyPacketOptions extends Omit<RenderOptions, 'fillable' | 'title'> {
  /** The campaign's house rules per system id; unset ones take their defaults. */
  houseRules?: Record<string, HouseRules>
  /**
   * Called after each part is drawn (the roster, then each sheet): `done` of `total`. A promise
   * it returns is awaited, so a page can show the progress before the next part is drawn.
   */
  onProgress?: (done: number, total: number) => void | Promise<void>
}

/** An invalid member of the packet: says which one (name and place) and why. */
export class PacketCharacterError extends InvalidCharacterError {
  override name = 'PacketCharacterError'
  /** The character's name, or '' when the record has none. */
  readonly characterName: string
  constructor(record: unknown, position: number, count: number, problems: PrintProblem[]) {
    super(problems)
    const name = nameOf(record)
    const reason = this.message
    this.characterName = name
    this.message = name
      ? say('print.packetMember', { name, position, count, reason })
      : say('print.packetMemberUnnamed', { position, count, reason })
  }
}

function nameOf(record: unknown): string {
  if (typeof record !== 'object' || record === null) return ''
  const name = (record as Record<string, unknown>).name
  return typeof name === 'string' ? name.trim() : ''
}

interface Bookmark {
  title: string
  page: PDFRef
}

/**
 * The document outline (PDF 32000-1, 12.3.3): one flat list of bookmarks (never empty: the roster
 * is always there), each to the top of its first page; the reader opens with them shown.
 */
function writeOutline(doc: PDFDocument, bookmarks: readonly Bookmark[]): void {
  const { context } = doc
  const outline = context.nextRef()
  const items = bookmarks.map(() => context.nextRef())
  bookmarks.forEach((bookmark, i) => {
    const previous = i > 0 ? ` /Prev ${items[i - 1]?.toString()}` : ''
    const next = i < items.length - 1 ? ` /Next ${items[i + 1]?.toString()}` : ''
    context.assign(
      items[i] as PDFRef,
      new RawObject(
        `<< /Title ${textString(bookmark.title)} /Parent ${outline.toString()}${previous}${next} /Dest [${bookmark.page.toString()} /XYZ null null null] >>`,
      ),
    )
  })
  context.assign(
    outline,
    new RawObject(
      `<< /Type /Outlines /First ${items[0]?.toString()} /Last ${items[items.length - 1]?.toString()} /Count ${items.length} >>`,
    ),
  )
  doc.catalog.set(PDFName.of('Outlines'), outline)
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'))
}

/**
 * Renders the party packet of a campaign: the roster, then every character's sheet, in the
 * order given. Every character is validated first; an invalid one stops the packet, before
 * anything is drawn, with a PacketCharacterError that names it and lists its problems.
 */
export async function renderPartyPacket(
  campaignName: string,
  characters: readonly unknown[],
  options: PartyPacketOptions,
): Promise<Uint8Array> {
  const records = characters.map((character, i) => {
    const checked = checkCharacter(character)
    if (!checked.ok) {
      throw new PacketCharacterError(character, i + 1, characters.length, checked.problems)
    }
    return checked.record
  })
  const houseRulesFor = (system: string): HouseRules => options.houseRules?.[system] ?? {}
  const roster = rosterSheet(campaignName, rosterRows(records, houseRulesFor))
  const parts = [
    { bookmark: say('print.packetRoster'), sheet: () => roster },
    ...records.map((record) => ({
      bookmark: record.name,
      sheet: () => characterSheet(record, houseRulesFor(record.system)),
    })),
  ]

  const doc = await PDFDocument.create()
  if (options.deflate) useDeflate(doc, options.deflate)
  const fonts = await embedSheetFonts(doc, options.fonts)
  doc.setTitle(fonts.printable(say('print.packetTitle', { campaign: campaignName })))
  doc.setCreator('Quillkeep')
  doc.setProducer('Quillkeep (pdf-lib)')
  const bookmarks: Bookmark[] = []
  for (const [i, part] of parts.entries()) {
    const pages = await appendFlatSheet(doc, fonts, part.sheet(), {
      ...options,
      fillable: false,
    })
    const first = pages[0]
    if (first) bookmarks.push({ title: part.bookmark, page: first.ref })
    await options.onProgress?.(i + 1, parts.length)
  }
  writeOutline(doc, bookmarks)
  return writeDocument(doc)
}
