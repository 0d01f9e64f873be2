// The bodies of each record's past revisions (#24, history), in the recordHistory table (schema
// version 9). The sync engine's state keeps only current's header; this keeps what each revision
// held, so a sheet can be shown "as of" one and restored. Device-private: never synced, backed up
// or exported. Bounded: the newest `recordHistoryLimit` revisions per record.
import Dexie from 'dexie'
import { parseRevision } from '@shared/sync/hlc'
import type { Version } from '@shared/sync/merge'
import { fileHistoryLimit, type SyncTable } from '@shared/sync/record-file'
import { jsonCopy } from '@systems/common/json'
import { database } from './connection'
import type { QuillkeepDatabase } from './database'
import type { RecordHistoryRow } from './sync-state'

/** As many past revisions per record as a record's file lists (record-file.ts). */
export const recordHistoryLimit = fileHistoryLimit

const rangeOf = (key: string): [[string, unknown], [string, unknown]] => [
  [key, Dexie.minKey],
  [key, Dexie.maxKey],
]

/**
 * Adds `version`'s body to the record's history, unless that revision is there already, and drops
 * the oldest beyond the bound. Run inside a transaction that includes recordHistory, so the
 * history moves with the state. Pictures never change under their hash and are not kept.
 */
export async function captureVersion(
  db: QuillkeepDatabase,
  key: string,
  version: Version<unknown>,
): Promise<void> {
  if (key.startsWith('pictures/')) return
  const parsed = parseRevision(version.revision)
  if (!parsed) return
  if (await db.recordHistory.get([key, version.revision])) return
  await db.recordHistory.put({
    key,
    revision: version.revision,
    wall: parsed.wall,
    device: parsed.device,
    deleted: version.deleted,
    body: version.deleted ? null : jsonCopy(version.body),
  })
  const [from, to] = rangeOf(key)
  // Revision texts sort as revisions do (hlc.ts), so the range is oldest first.
  const keys = await db.recordHistory.where('[key+revision]').between(from, to).primaryKeys()
  const extra = keys.length - recordHistoryLimit
  if (extra > 0) await db.recordHistory.bulkDelete(keys.slice(0, extra))
}

export type { RecordHistoryRow }

export const recordHistoryRepo = {
  /** The record's kept revisions, newest first. */
  async revisions(table: SyncTable, id: string): Promise<RecordHistoryRow[]> {
    const [from, to] = rangeOf(`${table}/${id}`)
    const rows = await (
      await database()
    ).recordHistory
      .where('[key+revision]')
      .between(from, to)
      .toArray()
    return rows.reverse()
  },
  async at(table: SyncTable, id: string, revision: string): Promise<RecordHistoryRow | undefined> {
    return (await database()).recordHistory.get([`${table}/${id}`, revision])
  },
}
