// The pictures a print shows (#23 §3): which stored pictures a print of these records needs, and
// how they travel to the renderer of the PDF (src/shared/pdf). Pure TypeScript, without pdf-lib:
// the page builds print requests with it before any PDF code is loaded.
import type { CharacterRecord, JournalRecord } from './records'
import { pictureReferences } from './pictures'

/** A stored picture to print: what the images table or a file's `pictures` holds. */
export interface PrintPicture {
  type: 'image/png' | 'image/jpeg'
  width: number
  height: number
  bytes: Uint8Array
}

/** The pictures a print may show, by hash (only the referenced ones need be there). */
export type PrintPictures = ReadonlyMap<string, PrintPicture>

/** The pictures these characters' sheets print: their portraits. */
export function characterPictureHashes(
  characters: readonly Pick<CharacterRecord, 'portrait'>[],
): Set<string> {
  const hashes = new Set<string>()
  for (const character of characters) if (character.portrait) hashes.add(character.portrait)
  return hashes
}

/**
 * The pictures a journal print of these entries shows: portraits and pictures in bodies, of the
 * entries not in the trash (the players' copy has had its secrets and GM-only pages removed
 * already, so what only they referred to is not asked for).
 */
export function journalPictureHashes(
  entries: readonly Pick<JournalRecord, 'portrait' | 'body' | 'deletedAt'>[],
): Set<string> {
  const hashes = new Set<string>()
  for (const entry of entries) {
    if (entry.deletedAt !== null) continue
    if (entry.portrait) hashes.add(entry.portrait)
    for (const hash of pictureReferences(entry.body)) hashes.add(hash)
  }
  return hashes
}

/** Pictures as a map by hash, from a list that carries each one's hash. */
export function picturesByHash(
  pictures: readonly (PrintPicture & { hash: string })[] | undefined,
): Map<string, PrintPicture> {
  return new Map(
    (pictures ?? []).map((p) => [
      p.hash,
      { type: p.type, width: p.width, height: p.height, bytes: p.bytes },
    ]),
  )
}
