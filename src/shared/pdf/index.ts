// Printed sheets: fonts, the drawing kit and the renderers. Pure TypeScript (no node:*).
export { embedSheetFonts, loadSheetFonts, type EmbeddedFonts, type SheetFonts } from './fonts'
export { paperSizes, partName, SheetKit, slug, type Cell, type Line, type Paper } from './kit'
export {
  checkCharacter,
  InvalidCharacterError,
  type CheckedCharacter,
  type PrintProblem,
} from './character'
export {
  blankSheet,
  characterSheet,
  genericSheet,
  renderBlank,
  renderCharacter,
  renderRoster,
  renderSheet,
  rosterSheet,
  sheetFor,
  type CharacterRenderOptions,
  type RenderOptions,
  type RosterRow,
} from './render'
export { journalSheet, proseBlocks, renderJournal, renderPartyRoster, rosterRows } from './campaign'
export { useDeflate, writeDocument, type Deflate } from './write'
export { PacketCharacterError, renderPartyPacket, type PartyPacketOptions } from './party-packet'
export {
  characterPictureHashes,
  journalPictureHashes,
  picturesByHash,
  type PrintPicture,
  type PrintPictures,
} from '../print-pictures'
