// The search index's reads and writes: the journal's (id, updatedAt) pairs from index keys only,
// entries by id, and the saved MiniSearch index per campaign. The search worker opens its own
// connection and passes it in; like every repository, this is the only place it meets Dexie.
import Dexie from 'dexie'
import type { JournalRecord } from '@shared/records'
import type { EntryRevision } from '../journal/search-core'
import type { QuillkeepDatabase, SearchIndexRecord } from './database'

export const searchIndexRepo = {
  /** The campaign's entries outside the trash as (id, updatedAt), read from index keys only. */
  async currentEntries(db: QuillkeepDatabase, campaignId: string): Promise<EntryRevision[]> {
    return db.transaction('r', db.journal, async () => {
      const range = () =>
        db.journal
          .where('[campaignId+updatedAt]')
          .between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey], true, true)
      // Same index, same order: keys() and primaryKeys() zip into (updatedAt, id).
      const [keys, ids, trashed] = await Promise.all([
        range().keys(),
        range().primaryKeys(),
        // Only trashed entries have a deletedAt in that index (null is not indexed).
        db.journal.where('deletedAt').above('').primaryKeys(),
      ])
      const inTrash = new Set(trashed)
      const out: EntryRevision[] = []
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as string
        const key = keys[i] as unknown as [string, string]
        if (!inTrash.has(id)) out.push({ id, updatedAt: key[1] })
      }
      return out
    })
  },
  read(db: QuillkeepDatabase, campaignId: string): Promise<SearchIndexRecord | undefined> {
    return db.searchIndexes.get(campaignId)
  },
  /** Saves a campaign's index; an index of a campaign that was deleted meanwhile is dropped. */
  async save(db: QuillkeepDatabase, record: SearchIndexRecord): Promise<void> {
    await db.transaction('rw', db.searchIndexes, db.campaigns, async () => {
      if (await db.campaigns.get(record.campaignId)) await db.searchIndexes.put(record)
    })
  },
  /** The entries with these ids that still exist. */
  async entries(db: QuillkeepDatabase, ids: readonly string[]): Promise<JournalRecord[]> {
    const rows = await db.journal.bulkGet([...ids])
    return rows.filter((r): r is JournalRecord => r !== undefined)
  },
}
