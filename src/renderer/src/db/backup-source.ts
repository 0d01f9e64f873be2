// What a full backup reads: every record of the six tables and every stored picture, in one read
// transaction. The backup worker (backup.worker.ts) reads them through its own connection; the
// page's fallback reads them through the app's.
import type { Bundle } from '@shared/files'
import { database } from './connection'
import type { ImageRecord, QuillkeepDatabase } from './database'
import { picturesAsFiles } from './picture-files'

/** Every record a full backup holds, without pictures, and the stored pictures (their Blobs). */
export async function readFullRecords(
  db: QuillkeepDatabase,
): Promise<{ records: Bundle; images: ImageRecord[] }> {
  const { images, ...records } = await db.transaction(
    'r',
    [db.characters, db.campaigns, db.journal, db.settings, db.rolls, db.encounters, db.images],
    async () => ({
      characters: await db.characters.toArray(),
      campaigns: await db.campaigns.toArray(),
      journal: await db.journal.toArray(),
      settings: await db.settings.toArray(),
      rolls: await db.rolls.toArray(),
      encounters: await db.encounters.toArray(),
      images: await db.images.toArray(),
    }),
  )
  return { records, images }
}

/**
 * Every record a full backup holds, as stored (the same tables as transferRepo.everything), and
 * every stored picture, whether or not a record refers to it now (an undo may bring a reference
 * back; a backup drops nothing).
 */
export async function readFullBundle(db: QuillkeepDatabase): Promise<Bundle> {
  const { records, images } = await readFullRecords(db)
  // The Blobs are read after the transaction: reading one is not a database request.
  if (images.length > 0) records.pictures = await picturesAsFiles(images)
  return records
}

/**
 * The app's database, opened, and its name for a worker to open its own connection with. Opening
 * here first means any schema upgrade (and the backup before it, connection.ts) is done by the
 * page as always, never by the worker.
 */
export async function openedDatabaseName(): Promise<string> {
  const db = await database()
  await db.open()
  return db.name
}

/** The full bundle through the app's own connection (where there are no workers). */
export async function pageFullBundle(): Promise<Bundle> {
  return readFullBundle(await database())
}
