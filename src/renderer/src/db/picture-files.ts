// Pictures between the images table and files (#23 §3, format 6): a file carries each picture its
// records refer to as base64 (shared/pictures.ts); import writes them back as Blobs. Read one
// picture at a time, so only the file's own text grows.
import type { PictureFile } from '@shared/records'
import { bytesFromBase64, pictureFile } from '@shared/pictures'
import type { ImageRecord, QuillkeepDatabase } from './database'

/** Stored pictures in the order files carry them: by hash. */
export function inFileOrder<T extends { hash: string }>(pictures: readonly T[]): T[] {
  return [...pictures].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
}

/** One stored picture as a file carries it (its Blob read now). */
export async function pictureAsFile(record: ImageRecord): Promise<PictureFile> {
  return pictureFile(record, new Uint8Array(await record.blob.arrayBuffer()))
}

/** The stored pictures as a file carries them, in hash order. */
export async function picturesAsFiles(records: readonly ImageRecord[]): Promise<PictureFile[]> {
  const files: PictureFile[] = []
  for (const record of inFileOrder(records)) files.push(await pictureAsFile(record))
  return files
}

/** The stored pictures with these hashes, as a file carries them. */
export async function readPictureFiles(
  db: QuillkeepDatabase,
  hashes: Iterable<string>,
): Promise<PictureFile[]> {
  const wanted = [...new Set(hashes)]
  if (wanted.length === 0) return []
  const found = await db.images.bulkGet(wanted)
  return picturesAsFiles(found.filter((record): record is ImageRecord => record !== undefined))
}

/**
 * A file's pictures as the images table holds them. The file was checked already (parseFile runs
 * checkStoredImage on every picture); a picture whose data does not decode is left out here only
 * because that check refused its file before.
 */
export function picturesAsRecords(pictures: readonly PictureFile[], now: string): ImageRecord[] {
  return pictures.flatMap((picture) => {
    const bytes = bytesFromBase64(picture.data)
    if (!bytes) return []
    return [
      {
        hash: picture.hash,
        type: picture.type,
        width: picture.width,
        height: picture.height,
        bytes: bytes.length,
        blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: picture.type }),
        createdAt: now,
      },
    ]
  })
}
