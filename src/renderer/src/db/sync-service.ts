// Sync between devices, running in the app (#24): the sync engine over the folder the platform
// gives (the desktop's folder through main, or the browser's File System Access folder), with the
// page's database as its store. Every committed write to a synced table reaches the engine
// (record-changes.ts), and records the engine has no revision of yet are committed before the
// first scan. The Pinia store (stores/sync.ts) starts and stops it and shows its state.
import { SyncEngine, type PendingConflict, type SyncEvent } from '@shared/sync/engine'
import type { SyncFolder } from '@shared/sync/folder'
import type { Resolution } from '@shared/sync/merge'
import type { SyncTable } from '@shared/sync/record-file'
import type { FileProblem } from '@shared/files'
import { jsonCopy } from '@systems/common/json'
import { fitName } from '@shared/names'
import { newId } from '@systems/common/ledger'
import type { QuillkeepDatabase } from './database'
import { DexieSyncStore, followRecordChanges } from './sync-store'

export interface SyncServiceOptions {
  db: QuillkeepDatabase
  folder: SyncFolder
  device: string
  /** The envelope's `app` ("Quillkeep 0.1.0"). */
  app: string
  onEvent?: (event: SyncEvent) => void
  /** See SyncEngineOptions.saveEdit: an editor's unsaved change, saved before an incoming one. */
  saveEdit?: (table: SyncTable, id: string) => Promise<boolean>
  /** The first scan's progress: files read of the files found. */
  onScan?: (done: number, total: number) => void
  /** What a kept-both copy's name or title ends with (" (other device)"), to tell the two apart. */
  copySuffix?: string
  /** Quiet times, for tests. */
  quietMs?: number
  settleMs?: number
}

/** A running sync. */
export interface RunningSync {
  /** Writes what is pending, then stops watching. */
  stop(): Promise<void>
  /** Writes every change still in its quiet time now. */
  flush(): Promise<void>
  /** Records with versions waiting for review; current's body is the record as it is now. */
  conflicts(): Promise<PendingConflict[]>
  /** Settles one pending version; 'both' stores the other as a copy with a fresh id (returned). */
  resolve(
    table: SyncTable,
    id: string,
    revision: string,
    choice: Resolution,
  ): Promise<string | null>
  /** Files that could not be read, with their problems, until they change. */
  problems(): { path: string; problems: FileProblem[] }[]
}

/**
 * Starts sync: commits what the engine has no revision of, reads the whole folder, then watches
 * it. Rejects (and leaves nothing running) when the first scan fails.
 */
export async function startSync(options: SyncServiceOptions): Promise<RunningSync> {
  const { db } = options
  const store = new DexieSyncStore(db)
  const engine = new SyncEngine({
    folder: options.folder,
    device: options.device,
    store,
    app: options.app,
    onEvent: options.onEvent,
    saveEdit: options.saveEdit,
    onScan: options.onScan,
    ...(options.quietMs !== undefined ? { quietMs: options.quietMs } : {}),
    ...(options.settleMs !== undefined ? { settleMs: options.settleMs } : {}),
  })
  const unfollow = followRecordChanges(db, engine)
  try {
    // Made before sync ran, or edited in a quiet time the last session did not finish: each is
    // committed before the scan reads its file, so a concurrent version cannot replace it.
    for (const { table, id } of await store.uncommitted()) engine.recordChanged(table, id)
    await engine.start()
  } catch (error) {
    unfollow()
    await engine.stop().catch(() => undefined)
    throw error
  }

  const copySuffix = options.copySuffix ?? ''
  return {
    async stop() {
      unfollow()
      await engine.stop()
    },
    flush: () => engine.flush(),
    async conflicts() {
      // A change still in its quiet time is committed first, so "mine" is what the user sees.
      await engine.flush()
      const pending = await engine.conflicts()
      return Promise.all(
        pending.map(async (conflict) => {
          const now = await store.readRecord(conflict.table, conflict.id)
          const current = conflict.current && { ...conflict.current, body: now ?? null }
          return { ...conflict, current }
        }),
      )
    },
    async resolve(table, id, revision, choice) {
      const copy = await engine.resolve(table, id, revision, choice)
      if (choice !== 'both' || copy === null || typeof copy !== 'object') return null
      if (table === 'pictures') return null // a picture is its hash: both are the same record
      const fresh = keptCopy(copy as Record<string, unknown>, copySuffix)
      await store.writeRecord(table, fresh.id, fresh)
      return fresh.id
    },
    problems: () => [...engine.problems()].map(([path, problems]) => ({ path, problems })),
  }
}

/** The other version of a conflict kept as a record of its own: a fresh id, a telling name. */
function keptCopy(
  body: Record<string, unknown>,
  suffix: string,
): Record<string, unknown> & { id: string } {
  const copy: Record<string, unknown> = { ...jsonCopy(body), id: newId() }
  for (const field of ['name', 'title'] as const) {
    const value = copy[field]
    // Fitted to the limit import applies, so the copy is never a record import would refuse.
    if (typeof value === 'string' && value.trim() !== '') copy[field] = fitName(value, suffix)
  }
  return copy as Record<string, unknown> & { id: string }
}
