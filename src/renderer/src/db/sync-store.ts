// The page's database as the sync engine's store (#24): the engine's per-record state in the
// syncStates table (sync-state.ts), and the app's records in their own tables. Current's body is
// never stored twice: it is the record in its table, and the state keeps only current's header
// with a fingerprint of its body. Pending conflicts keep their bodies (they are in no table).
import type { SyncEngine, SyncStore } from '@shared/sync/engine'
import type { RecordState, Version } from '@shared/sync/merge'
import { syncTables, type SyncTable } from '@shared/sync/record-file'
import type { JournalRecord, PictureFile } from '@shared/records'
import { jsonCopy } from '@systems/common/json'
import type { QuillkeepDatabase } from './database'
import { announceEntries } from './journal-repo'
import { pictureAsFile, picturesAsRecords } from './picture-files'
import { captureVersion } from './record-history'
import { bodyFingerprint, type StoredCurrent, type SyncStateRecord } from './sync-state'

/**
 * The body of a current version that its table no longer holds: the record was edited here since
 * (a change the engine has not committed yet). It equals no record, so the engine's next commit
 * sees the edit and makes it a revision. Handed to writeRecord, it leaves the record as it is.
 */
const replacedBody: object = Object.freeze({ replacedSinceThisVersion: true })

type RecordTable = Exclude<SyncTable, 'pictures'>

function splitKey(key: string): { table: SyncTable; id: string } {
  const at = key.indexOf('/')
  return { table: key.slice(0, at) as SyncTable, id: key.slice(at + 1) }
}

const tableOf = (db: QuillkeepDatabase, table: SyncTable) =>
  table === 'pictures' ? db.images : db.table<unknown, string>(table)

export class DexieSyncStore implements SyncStore {
  constructor(
    private readonly db: QuillkeepDatabase,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  async getState(key: string): Promise<RecordState<unknown> | undefined> {
    const { table, id } = splitKey(key)
    const db = this.db
    const [row, stored] = await db.transaction('r', db.syncStates, tableOf(db, table), () =>
      Promise.all([db.syncStates.get(key), tableOf(db, table).get(id)]),
    )
    if (!row) return undefined
    return {
      current: row.current && (await this.currentVersion(table, row.current, stored)),
      synced: row.synced,
      seen: row.seen,
      conflicts: row.conflicts,
    }
  }

  /** Current's header with its body: the record in its table, if that is still this version's. */
  private async currentVersion(
    table: SyncTable,
    header: StoredCurrent,
    stored: unknown,
  ): Promise<Version<unknown>> {
    const { fingerprint: _, ...version } = header
    if (header.deleted) return { ...version, body: null }
    if (stored === undefined) return { ...version, body: replacedBody }
    if (table === 'pictures') {
      // A picture never changes under its hash: the stored one is this version's.
      return {
        ...version,
        body: await pictureAsFile(stored as Parameters<typeof pictureAsFile>[0]),
      }
    }
    const same = header.fingerprint !== null && header.fingerprint === bodyFingerprint(stored)
    return { ...version, body: same ? stored : replacedBody }
  }

  async putState(key: string, state: RecordState<unknown>): Promise<void> {
    const { table, id } = splitKey(key)
    const db = this.db
    await db.transaction('rw', db.syncStates, db.recordHistory, tableOf(db, table), async () => {
      const before = await db.syncStates.get(key)
      const current = state.current
      let stored: StoredCurrent | null = null
      if (current) {
        const { body, ...header } = current
        let fingerprint: string | null = null
        if (current.deleted) fingerprint = null
        else if (body === replacedBody)
          // Still the version whose body was replaced: its fingerprint stays as it was.
          fingerprint =
            before?.current?.revision === current.revision ? before.current.fingerprint : null
        else fingerprint = table === 'pictures' ? id : bodyFingerprint(body)
        stored = { ...header, fingerprint }
      }
      // A version whose body was replaced here, now waiting for review (a concurrent version
      // arrived before the edit was committed): it keeps the record as it is now, so the edit is
      // there to review rather than lost.
      let conflicts = state.conflicts
      if (conflicts.some((c) => c.body === replacedBody)) {
        const record = (await tableOf(db, table).get(id)) ?? null
        conflicts = conflicts.map((c) => (c.body === replacedBody ? { ...c, body: record } : c))
      }
      const row: SyncStateRecord = {
        key,
        table,
        id,
        current: stored,
        synced: state.synced,
        seen: [...state.seen],
        conflicts: jsonCopy(conflicts),
        conflicted: conflicts.length > 0 ? 1 : 0,
      }
      await db.syncStates.put(row)
      // History (#24): each revision that becomes current keeps its body, made here or applied
      // from another device. A replaced body is not this revision's, so it is not kept.
      if (current && current.body !== replacedBody) await captureVersion(db, key, current)
    })
  }

  async keys(): Promise<string[]> {
    return this.db.syncStates.toCollection().primaryKeys()
  }

  /** Keys of the records with versions waiting for review, through the `conflicted` index. */
  async conflictedKeys(): Promise<string[]> {
    return this.db.syncStates.where('conflicted').equals(1).primaryKeys()
  }

  /**
   * Records whose committed state the engine has not made a revision of: none yet (made before
   * sync ran), edited since their version (an edit still in its quiet time when the app closed),
   * or gone from their table without a tombstone. Feed each to `recordChanged` before `start()`,
   * so that the full scan finds them committed first. Reads every synced record once.
   */
  async uncommitted(): Promise<{ table: SyncTable; id: string }[]> {
    const db = this.db
    const states = new Map<string, StoredCurrent | null>()
    await db.syncStates.each((row) => states.set(row.key, row.current))
    const found: { table: SyncTable; id: string }[] = []
    const seen = new Set<string>()
    for (const table of syncTables) {
      if (table === 'pictures') {
        for (const id of await db.images.toCollection().primaryKeys()) {
          seen.add(`${table}/${id}`)
          const current = states.get(`${table}/${id}`)
          if (!current || current.deleted) found.push({ table, id })
        }
        continue
      }
      await db.table<{ id: string }, string>(table).each((record) => {
        const key = `${table}/${record.id}`
        seen.add(key)
        const current = states.get(key)
        if (!current || current.deleted || current.fingerprint !== bodyFingerprint(record))
          found.push({ table, id: record.id })
      })
    }
    for (const [key, current] of states) {
      if (current && !current.deleted && !seen.has(key)) found.push(splitKey(key))
    }
    return found
  }

  async readRecord(table: SyncTable, id: string): Promise<unknown> {
    if (table === 'pictures') {
      const image = await this.db.images.get(id)
      return image ? pictureAsFile(image) : null
    }
    return (await this.db.table<unknown, string>(table).get(id)) ?? null
  }

  async writeRecord(table: SyncTable, id: string, record: unknown): Promise<void> {
    if (record === replacedBody) return
    if (table === 'pictures') return this.writePicture(id, record as PictureFile | null)
    if (table === 'journal') return this.writeEntry(id, record as JournalRecord | null)
    const rows = this.db.table<unknown, string>(table satisfies RecordTable)
    if (record === null) await rows.delete(id)
    else await rows.put(jsonCopy(record))
  }

  /**
   * Stores an incoming picture as an import does (once per hash). A picture's tombstone is
   * ignored: pictures are shared by hash, and the sweep at start (imagesRepo.sweep) deletes those
   * nothing refers to any more.
   */
  private async writePicture(hash: string, picture: PictureFile | null): Promise<void> {
    if (picture === null) return
    const [image] = picturesAsRecords([picture], this.now())
    if (!image || image.hash !== hash) return
    const db = this.db
    await db.transaction('rw', db.images, async () => {
      if (!(await db.images.get(hash))) await db.images.add(image)
    })
  }

  /** Writes or deletes an entry and tells the search index, as the journal's own writes do. */
  private async writeEntry(id: string, entry: JournalRecord | null): Promise<void> {
    const db = this.db
    const before = await db.transaction('rw', db.journal, async () => {
      const before = await db.journal.get(id)
      if (entry === null) await db.journal.delete(id)
      else await db.journal.put(jsonCopy(entry))
      return before
    })
    const touched = [before, entry].filter((e): e is JournalRecord => e !== null && e !== undefined)
    const campaigns = new Set(touched.map((e) => e.campaignId))
    announceEntries([...campaigns].map((campaignId) => ({ id, campaignId })))
  }
}

/** Feeds every committed change of `db`'s synced tables to the engine. Returns the unsubscribe. */
export function followRecordChanges(db: QuillkeepDatabase, engine: SyncEngine): () => void {
  return db.onRecordsChanged((changes) => {
    for (const { table, id } of changes) engine.recordChanged(table, id)
  })
}
