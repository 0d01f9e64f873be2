// The search index's reads and writes: entries changed since a time, ids and counts, entries by
// id, and the saved index per campaign. The search worker opens its own
// connection and passes it in; like every repository, this is the only place it meets Dexie.
import Dexie from 'dexie'
import type { JournalRecord } from '@shared/records'
import type { QuillkeepDatabase, StoredSearchIndexRecord } from './database'

export const searchIndexRepo = {
  read(db: QuillkeepDatabase, campaignId: string): Promise<StoredSearchIndexRecord | undefined> {
    return db.searchIndexes.get(campaignId)
  },
  /**
   * Saves a campaign's index written out from `startedAt` on. Not saved: an index of a campaign
   * deleted meanwhile, or one begun before an import marked the campaign (markImported).
   */
  async save(
    db: QuillkeepDatabase,
    record: StoredSearchIndexRecord,
    startedAt: string,
  ): Promise<boolean> {
    return db.transaction('rw', db.searchIndexes, db.campaigns, async () => {
      if (!(await db.campaigns.get(record.campaignId))) return false
      const importedAt = (await db.searchIndexes.get(record.campaignId))?.importedAt
      if (importedAt !== undefined && importedAt > startedAt) return false
      await db.searchIndexes.put(record)
      return true
    })
  },
  /**
   * An import may write entries with an updatedAt older than a saved index's newest (it keeps the
   * file's), which a load would not look for: their campaigns' saved indexes are replaced by a
   * marker that loads as nothing (the search worker writes a fresh index after the import).
   */
  async markImported(
    db: QuillkeepDatabase,
    campaignIds: Iterable<string>,
    at = new Date().toISOString(),
  ): Promise<void> {
    const ids = [...campaignIds]
    if (ids.length === 0) return
    await db.searchIndexes.bulkPut(
      ids.map((campaignId) => ({
        campaignId,
        format: 0,
        index: '',
        revisions: {},
        savedAt: at,
        importedAt: at,
      })),
    )
  },
  /** The campaign's entries (in the trash too) written at `since` or later. */
  changedSince(db: QuillkeepDatabase, campaignId: string, since: string): Promise<JournalRecord[]> {
    return db.journal
      .where('[campaignId+updatedAt]')
      .between([campaignId, since], [campaignId, Dexie.maxKey], true, true)
      .toArray()
  },
  /** Ids of every entry in the trash (all campaigns: the trash is small). */
  trashedIds(db: QuillkeepDatabase): Promise<string[]> {
    return db.journal.where('deletedAt').above('').primaryKeys()
  },
  /** How many entries the campaign has, in the trash too (a count: no keys are read). */
  count(db: QuillkeepDatabase, campaignId: string): Promise<number> {
    return db.journal.where('campaignId').equals(campaignId).count()
  },
  /** Ids of the campaign's entries, in the trash too (one getAllKeys). */
  ids(db: QuillkeepDatabase, campaignId: string): Promise<string[]> {
    return db.journal.where('campaignId').equals(campaignId).primaryKeys()
  },
  /** The entries with these ids that still exist. */
  async entries(db: QuillkeepDatabase, ids: readonly string[]): Promise<JournalRecord[]> {
    const rows = await db.journal.bulkGet([...ids])
    return rows.filter((r): r is JournalRecord => r !== undefined)
  },
}
