import type { Bundle } from '@shared/files'
import type { CharacterRecord } from '@shared/records'
import { database } from './connection'
import { announceEntries } from './journal-repo'

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

export interface ExistingIds {
  characters: Set<string>
  campaigns: Set<string>
  journal: Set<string>
}

export interface ImportOutcome {
  added: number
  replaced: number
  /** Characters that were replaced, kept in the trash under these new ids. */
  trashed: string[]
}

/** Reads and writes whole bundles: exports, imports and backups. Imports run in one transaction. */
export const transferRepo = {
  async everything(): Promise<Bundle> {
    const db = await database()
    return db.transaction(
      'r',
      [db.characters, db.campaigns, db.journal, db.settings, db.rolls],
      async () => ({
        characters: await db.characters.toArray(),
        campaigns: await db.campaigns.toArray(),
        journal: await db.journal.toArray(),
        settings: await db.settings.toArray(),
        rolls: await db.rolls.toArray(),
      }),
    )
  },

  async character(id: string): Promise<Bundle | null> {
    const record = await (await database()).characters.get(id)
    return record
      ? { characters: [record], campaigns: [], journal: [], settings: [], rolls: [] }
      : null
  },

  /**
   * A campaign with its party (characters linked to it) and its journal. The roll log stays on
   * this device (only backups carry it); rolls attached to entries travel inside the entries.
   */
  async campaign(id: string): Promise<Bundle | null> {
    const db = await database()
    return db.transaction('r', db.characters, db.campaigns, db.journal, async () => {
      const campaign = await db.campaigns.get(id)
      if (!campaign) return null
      return {
        characters: await db.characters.where('campaignId').equals(id).toArray(),
        campaigns: [campaign],
        journal: await db.journal.where('campaignId').equals(id).toArray(),
        settings: [],
        rolls: [],
      }
    })
  },

  async existingIds(): Promise<ExistingIds> {
    const db = await database()
    return {
      characters: new Set(await db.characters.toCollection().primaryKeys()),
      campaigns: new Set(await db.campaigns.toCollection().primaryKeys()),
      journal: new Set(await db.journal.toCollection().primaryKeys()),
    }
  },

  /**
   * Writes a validated bundle in one transaction: everything or nothing. A character that already
   * exists is first copied to the trash under a new id, so replacing never loses it. Campaigns,
   * journal entries, settings and logged rolls are overwritten (the caller writes a backup
   * first); rolls in the log that the file does not hold are kept.
   */
  async write(bundle: Bundle, now = new Date().toISOString()): Promise<ImportOutcome> {
    const db = await database()
    const outcome = await db.transaction(
      'rw',
      [db.characters, db.campaigns, db.journal, db.settings, db.rolls],
      async () => {
        const outcome: ImportOutcome = { added: 0, replaced: 0, trashed: [] }
        for (const incoming of bundle.characters) {
          const existing = await db.characters.get(incoming.id)
          if (existing) {
            const kept: CharacterRecord = {
              ...existing,
              id: globalThis.crypto.randomUUID(),
              name: `${existing.name} (replaced ${now.slice(0, 10)})`,
              deletedAt: now,
            }
            await db.characters.add(kept)
            outcome.trashed.push(kept.id)
            outcome.replaced++
          } else outcome.added++
          await db.characters.put(clone(incoming))
        }
        for (const table of ['campaigns', 'journal'] as const) {
          for (const record of bundle[table]) {
            if (await db[table].get(record.id)) outcome.replaced++
            else outcome.added++
          }
        }
        await db.campaigns.bulkPut(clone(bundle.campaigns))
        await db.journal.bulkPut(clone(bundle.journal))
        await db.settings.bulkPut(clone(bundle.settings))
        await db.rolls.bulkPut(clone(bundle.rolls))
        return outcome
      },
    )
    // The search index re-reads the imported entries.
    announceEntries(bundle.journal)
    return outcome
  },
}
