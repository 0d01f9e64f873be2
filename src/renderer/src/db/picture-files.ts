// Pictures between the images table and files (#23 §3, format 6): a file carries each picture its
// records refer to as base64 (shared/pictures.ts); import writes them back as Blobs. Read one
// picture at a time, so only the file's own text grows.
import type { PictureFile } from '@shared/records'
import { bytesFromBase64, pictureFile } from '@shared/pictures'
import type { ImageRecord, QuillkeepDatabase } from './database'

/** The stored pictures as a file carries them, in hash order; hashes not stored are skipped. */
export async function picturesAsFiles(records: readonly ImageRecord[]): Promise<PictureFile[]> {
  const files: PictureFile[] = []
  for (const record of [...records].sort((a, b) => (a.hash < b.hash ? -1 : 1))) {
    const bytes = new Uint8Array(await record.blob.arrayBuffer())
    files.push(pictureFile(record, bytes))
  }
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
