// Printing in the page: the same sheet code as the desktop app's main process and the CLI. Loads
// pdf-lib, the rules and the fonts only when a sheet is first printed. The pictures a print shows
// come with its request (print-pictures.ts reads them from the images table).
import type { SheetFonts } from '@shared/pdf'
import type { CharacterRecord } from '@shared/records'
import type { PrintJournalRequest, PrintPartyPacketRequest, PrintRosterRequest } from '@shared/ipc'
import { picturesByHash } from '@shared/print-pictures'
import { characterPictures } from './print-pictures'
import regularFontUrl from '../../../resources/fonts/DejaVuSans.ttf?url'
import boldFontUrl from '../../../resources/fonts/DejaVuSans-Bold.ttf?url'

export interface PrintOptions {
  paper: 'a4' | 'letter'
  fillable: boolean
}

let fonts: Promise<SheetFonts> | null = null

async function fontBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load the sheet font (${response.status}).`)
  return new Uint8Array(await response.arrayBuffer())
}

/** The sheet fonts, fetched and parsed once per page. */
function sheetFonts(): Promise<SheetFonts> {
  fonts ??= Promise.all([import('@shared/pdf'), fontBytes(regularFontUrl), fontBytes(boldFontUrl)])
    .then(([pdf, regular, bold]) => pdf.loadSheetFonts(regular, bold))
    .catch((error: unknown) => {
      fonts = null
      throw error
    })
  return fonts
}

/**
 * Renders a character's sheet, with its portrait when it has one; throws with the validation
 * problems for an invalid character.
 */
export async function renderCharacterPdf(
  record: CharacterRecord,
  options: PrintOptions,
  houseRules: Record<string, number | boolean> = {},
): Promise<Uint8Array> {
  const [pdf, pictures] = await Promise.all([import('@shared/pdf'), characterPictures([record])])
  return pdf.renderCharacter(record, {
    ...options,
    houseRules,
    fonts: await sheetFonts(),
    pictures: picturesByHash(pictures),
  })
}

/** Renders a campaign's party roster (every character validated and derived). */
export async function renderRosterPdf(request: PrintRosterRequest): Promise<Uint8Array> {
  const pdf = await import('@shared/pdf')
  return pdf.renderPartyRoster(request.campaignName, request.characters, {
    paper: request.paper,
    fillable: request.fillable,
    houseRules: request.houseRules,
    fonts: await sheetFonts(),
  })
}

/**
 * Renders a campaign's party packet: the roster, then every member's sheet. `onProgress` hears
 * after each part; the next part waits for the promise it returns (e.g. a repaint).
 */
export async function renderPacketPdf(
  request: PrintPartyPacketRequest,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<Uint8Array> {
  const pdf = await import('@shared/pdf')
  return pdf.renderPartyPacket(request.campaignName, request.characters, {
    paper: request.paper,
    houseRules: request.houseRules,
    fonts: await sheetFonts(),
    pictures: picturesByHash(request.pictures),
    ...(onProgress ? { onProgress } : {}),
  })
}

/** Renders a campaign's journal, entries in session order. */
export async function renderJournalPdf(request: PrintJournalRequest): Promise<Uint8Array> {
  const pdf = await import('@shared/pdf')
  return pdf.renderJournal(request.campaignName, request.entries, {
    paper: request.paper,
    fonts: await sheetFonts(),
    pictures: picturesByHash(request.pictures),
  })
}

/** Renders an empty sheet of a system, for filling in by hand. */
export async function renderBlankPdf(system: string, options: PrintOptions): Promise<Uint8Array> {
  const pdf = await import('@shared/pdf')
  return pdf.renderBlank(system, { ...options, fonts: await sheetFonts() })
}
