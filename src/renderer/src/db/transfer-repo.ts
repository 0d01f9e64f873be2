import { sameRecord, type Bundle } from '@shared/files'
import { fitName } from '@shared/names'
import type { CharacterRecord } from '@shared/records'
import { readFullBundle } from './backup-source'
import { searchIndexRepo } from './search-index-repo'
import { database } from './connection'
import { announceEntries, announceImported, announceImporting } from './journal-repo'
import { jsonCopy } from '@systems/common/json'
import { referencedPictures } from '@shared/pictures'
import { picturesAsRecords, readPictureFiles } from './picture-files'
import type { QuillkeepDatabase } from './database'

/** The bundle with the pictures its records refer to (those stored here), when there are any. */
async function withPictures(db: QuillkeepDatabase, bundle: Bundle): Promise<Bundle> {
  const pictures = await readPictureFiles(db, referencedPictures(bundle))
  return pictures.length > 0 ? { ...bundle, pictures } : bundle
}

export interface ExistingIds {
  characters: Set<string>
  campaigns: Set<string>
  journal: Set<string>
  encounters: Set<string>
}

export interface ImportOutcome {
  added: number
  replaced: number
  /** Records the file holds exactly as they are here: nothing to do. */
  unchanged: number
  /** Characters that were replaced, kept in the trash under these new ids. */
  trashed: string[]
}

/** Rows written per bulkPut, so a large import reports its progress as it goes. */
const writeChunk = 500

/** Reads and writes whole bundles: exports, imports and backups. Imports run in one transaction. */
export const transferRepo = {
  /** Every record of the six tables (what a full backup holds). */
  async everything(): Promise<Bundle> {
    return readFullBundle(await database())
  },

  /** A character, with its portrait when it has one. */
  async character(id: string): Promise<Bundle | null> {
    const db = await database()
    const record = await db.characters.get(id)
    return record
      ? withPictures(db, {
          characters: [record],
          campaigns: [],
          journal: [],
          settings: [],
          rolls: [],
        })
      : null
  },

  /**
   * A campaign with its party (characters linked to it), its journal and its encounters (the
   * trash included, as for the journal). The roll log stays on this device (only backups carry
   * it); rolls attached to entries travel inside the entries. The pictures its records refer to
   * go with it.
   */
  async campaign(id: string): Promise<Bundle | null> {
    const db = await database()
    const bundle = await db.transaction(
      'r',
      db.characters,
      db.campaigns,
      db.journal,
      db.encounters,
      async () => {
        const campaign = await db.campaigns.get(id)
        if (!campaign) return null
        return {
          characters: await db.characters.where('campaignId').equals(id).toArray(),
          campaigns: [campaign],
          journal: await db.journal.where('campaignId').equals(id).toArray(),
          settings: [],
          rolls: [],
          encounters: await db.encounters.where('campaignId').equals(id).toArray(),
        }
      },
    )
    return bundle && withPictures(db, bundle)
  },

  async existingIds(): Promise<ExistingIds> {
    const db = await database()
    return {
      characters: new Set(await db.characters.toCollection().primaryKeys()),
      campaigns: new Set(await db.campaigns.toCollection().primaryKeys()),
      journal: new Set(await db.journal.toCollection().primaryKeys()),
      encounters: new Set(await db.encounters.toCollection().primaryKeys()),
    }
  },

  /**
   * Writes a validated bundle in one transaction: everything or nothing. Records already here
   * exactly as the file has them are not written again. A character that already exists and
   * differs is first copied to the trash under a new id, so replacing never loses it.
   * Campaigns, journal entries, encounters, settings and logged rolls are overwritten (the caller writes a
   * backup first); records the file does not hold are kept. `onProgress` hears how many of the
   * records are written, chunk by chunk.
   */
  async write(
    bundle: Bundle,
    now = new Date().toISOString(),
    onProgress?: (done: number, total: number) => void,
  ): Promise<ImportOutcome> {
    const db = await database()
    const encounters = bundle.encounters ?? []
    // Decoded before the transaction (nothing may wait inside it but the database).
    const pictures = picturesAsRecords(bundle.pictures ?? [], now)
    const total =
      bundle.characters.length +
      bundle.campaigns.length +
      bundle.journal.length +
      bundle.settings.length +
      bundle.rolls.length +
      encounters.length
    let done = 0
    const wrote = (count: number) => {
      done += count
      onProgress?.(done, total)
    }
    // The search index indexes the entries as they are written (in its worker, alongside), and
    // drops them again if the transaction fails.
    const importedCampaigns = new Set<string>()
    // Their saved search indexes are marked before and again after: see markImported.
    const journalCampaigns = new Set(bundle.journal.map((entry) => entry.campaignId))
    await searchIndexRepo.markImported(db, journalCampaigns, now)
    // The file's entries go to the search index before the transaction, a chunk per task, so
    // that its worker indexes them while this writes (an entry already here as it is costs a
    // re-index, nothing more); no task can wait inside the transaction.
    for (let from = 0; from < bundle.journal.length; from += writeChunk) {
      const chunk = jsonCopy(bundle.journal.slice(from, from + writeChunk))
      for (const entry of chunk) importedCampaigns.add(entry.campaignId)
      announceImporting(chunk)
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    const transaction = db.transaction(
      'rw',
      [db.characters, db.campaigns, db.journal, db.settings, db.rolls, db.encounters, db.images],
      async () => {
        // Pictures first, so no record is ever stored referring to one that is not. A picture is
        // stored once per hash: one already here is the same bytes, and is left alone.
        const stored = await db.images.bulkGet(pictures.map((p) => p.hash))
        await db.images.bulkAdd(pictures.filter((_, index) => !stored[index]))
        const outcome: ImportOutcome = { added: 0, replaced: 0, unchanged: 0, trashed: [] }
        /** Records to write per table: a record already here exactly as it is is left alone. */
        const changed = async <T extends { id: string }>(
          table: 'characters' | 'campaigns' | 'journal' | 'encounters',
          rows: readonly T[],
        ) => {
          const found = (await db.table(table).bulkGet(rows.map((r) => r.id))) as (T | undefined)[]
          return rows.flatMap((incoming, index) => {
            const existing = found[index]
            if (!existing) outcome.added++
            else if (sameRecord(existing, incoming)) {
              outcome.unchanged++
              return []
            } else outcome.replaced++
            return [{ incoming, existing }]
          })
        }
        const characters = await changed('characters', bundle.characters)
        const trashed: CharacterRecord[] = characters.flatMap(({ existing }) =>
          existing
            ? [
                {
                  ...existing,
                  id: globalThis.crypto.randomUUID(),
                  name: fitName(existing.name, ` (replaced ${now.slice(0, 10)})`),
                  deletedAt: now,
                },
              ]
            : [],
        )
        await db.characters.bulkAdd(trashed)
        outcome.trashed = trashed.map((c) => c.id)
        const writes = {
          characters: characters.map((c) => c.incoming),
          campaigns: (await changed('campaigns', bundle.campaigns)).map((c) => c.incoming),
          journal: (await changed('journal', bundle.journal)).map((c) => c.incoming),
          settings: bundle.settings,
          rolls: bundle.rolls,
          encounters: (await changed('encounters', encounters)).map((c) => c.incoming),
        }
        wrote(total - Object.values(writes).reduce((sum, rows) => sum + rows.length, 0))
        const tables = [
          'characters',
          'campaigns',
          'journal',
          'settings',
          'rolls',
          'encounters',
        ] as const
        for (const table of tables) {
          const rows: readonly unknown[] = writes[table]
          for (let from = 0; from < rows.length; from += writeChunk) {
            const chunk = jsonCopy(rows.slice(from, from + writeChunk))
            await db.table(table).bulkPut(chunk)
            wrote(chunk.length)
          }
        }
        return { outcome, journal: writes.journal }
      },
    )
    let result: Awaited<typeof transaction>
    try {
      result = await transaction
    } catch (error) {
      announceImported(importedCampaigns, false)
      throw error
    }
    await searchIndexRepo.markImported(db, journalCampaigns)
    announceImported(importedCampaigns, true)
    // The search index checks the entries that changed (and finds those it indexed current).
    announceEntries(result.journal)
    return result.outcome
  },
}
