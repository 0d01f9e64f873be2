// The stored pictures a print shows (#23 §3), read from the images table for a print request: a
// character's portrait, the portraits and pictures of journal entries. Only the pictures the
// records refer to go with a request; one that is not stored is left out and prints as missing.
import type { PrintPictureFile } from '@shared/ipc'
import type { CharacterRecord, JournalRecord } from '@shared/records'
import { characterPictureHashes, journalPictureHashes } from '@shared/print-pictures'
import { imagesRepo } from '@renderer/db/images-repo'

/** The stored pictures with these hashes, each with its bytes; those not stored are left out. */
async function storedPictures(hashes: Iterable<string>): Promise<PrintPictureFile[]> {
  const found = await Promise.all(
    [...hashes].map(async (hash): Promise<PrintPictureFile | undefined> => {
      const record = await imagesRepo.get(hash)
      if (!record) return undefined
      const bytes = new Uint8Array(await record.blob.arrayBuffer())
      return { hash, type: record.type, width: record.width, height: record.height, bytes }
    }),
  )
  return found.filter((picture) => picture !== undefined)
}

/** The portraits of these characters' sheets. */
export function characterPictures(
  characters: readonly Pick<CharacterRecord, 'portrait'>[],
): Promise<PrintPictureFile[]> {
  return storedPictures(characterPictureHashes(characters))
}

/**
 * The pictures a journal print of these entries shows. Give it the entries as they print: for the
 * players' copy, after playersJournal, so no picture only a secret or a GM-only page shows is read.
 */
export function journalPictures(entries: readonly JournalRecord[]): Promise<PrintPictureFile[]> {
  return storedPictures(journalPictureHashes(entries))
}
