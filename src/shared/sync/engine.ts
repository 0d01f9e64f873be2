// The sync folder (#24): mirrors each record as its own file in a folder that Syncthing, Dropbox
// or any synced drive carries, and takes in the files other devices write there. Files are written
// whole or not at all, read on start and watched after (through a SyncFolder: folder.ts), and
// every incoming file is read as an import reads it: a bad or half-written file changes nothing
// and is read again when it changes. What each valid file does is decided by merge.ts. Pure
// TypeScript: the desktop app runs it over a folder on disk (src/main/sync/node-folder.ts).
import { sameRecord, type FileProblem } from '../files'
import { maxFileBytes } from '../ipc-channels'
import { formatMegabytes } from '../sizes'
import { text as say } from '../text'
import { conflictCopyOriginal, isSyncFileName } from './conflict-copies'
import type { SyncFolder } from './folder'
import { formatRevision, parseRevision, receive, tick, type Revision } from './hlc'
import {
  emptyState,
  localEdit,
  receiveVersion,
  resolveConflict,
  versionOf,
  type Outcome,
  type RecordState,
  type Resolution,
  type Version,
} from './merge'
import {
  readRecordFile,
  recordFilePath,
  serializeRecordFile,
  syncTables,
  type SyncTable,
} from './record-file'

/** Where the engine keeps its per-record state and reaches the app's records. */
export interface SyncStore {
  getState(key: string): Promise<RecordState<unknown> | undefined>
  putState(key: string, state: RecordState<unknown>): Promise<void>
  /** Keys of every record with a state. */
  keys(): Promise<string[]>
  /** Keys of the records with pending conflicts, where the store can find them cheaply. */
  conflictedKeys?(): Promise<string[]>
  /** The app's committed record; null when it has none (never made, or deleted). */
  readRecord(table: SyncTable, id: string): Promise<unknown>
  /** Puts an incoming version into the app's records (null deletes). */
  writeRecord(table: SyncTable, id: string, record: unknown): Promise<void>
}

export type SyncEvent =
  | { kind: Outcome; table: SyncTable; id: string; path: string; revision: string }
  | { kind: 'written'; table: SyncTable; id: string; path: string; revision: string }
  | { kind: 'problem'; path: string; problems: FileProblem[] }

export interface SyncEngineOptions {
  /** The sync folder. */
  folder: SyncFolder
  /** This device's id (made once per install and kept with its own data, never in the folder). */
  device: string
  store: SyncStore
  /** The envelope's `app` ("Quillkeep 0.1.0"). */
  app: string
  now?: () => number
  /** Quiet time after a record's last committed change before it is written. */
  quietMs?: number
  /** Quiet time after a file's last change event before it is read. */
  settleMs?: number
  onEvent?: (event: SyncEvent) => void
  /**
   * Saves an edit of this record that the app holds but has not committed (an editor's unsaved
   * change) now, before an incoming version of it is taken in; true when it saved one. The saved
   * edit is then committed as concurrent, so the incoming version can never silently replace it.
   */
  saveEdit?: (table: SyncTable, id: string) => Promise<boolean>
  /** The full scan's progress: files read of the files found (for a progress bar). */
  onScan?: (done: number, total: number) => void
}

export interface PendingConflict {
  table: SyncTable
  id: string
  current: Version<unknown> | null
  conflicts: Version<unknown>[]
}

const keyOf = (table: SyncTable, id: string) => `${table}/${id}`

function splitKey(key: string): { table: SyncTable; id: string } {
  const at = key.indexOf('/')
  return { table: key.slice(0, at) as SyncTable, id: key.slice(at + 1) }
}

export class SyncEngine {
  private readonly options: Required<Omit<SyncEngineOptions, 'onEvent' | 'saveEdit' | 'onScan'>> &
    Pick<SyncEngineOptions, 'onEvent' | 'saveEdit' | 'onScan'>
  private clock: Revision | null = null
  private unwatch: (() => Promise<void>) | undefined
  /** Per record: its pending write's timer. */
  private readonly writeTimers = new Map<string, ReturnType<typeof setTimeout>>()
  /** Per file: its pending read's timer. */
  private readonly readTimers = new Map<string, ReturnType<typeof setTimeout>>()
  /** Per record: the tail of its queue of tasks, so reads and writes of one record never interleave. */
  private readonly queues = new Map<string, Promise<unknown>>()
  private readonly fileProblems = new Map<string, FileProblem[]>()
  private stopped = false

  constructor(options: SyncEngineOptions) {
    this.options = { now: Date.now, quietMs: 1000, settleMs: 50, ...options }
  }

  /** Reads the whole folder, then watches it. */
  async start(): Promise<void> {
    await this.scan()
    await this.startWatching()
  }

  /** Writes what is pending, then stops watching. */
  async stop(): Promise<void> {
    await this.flush()
    this.stopped = true
    for (const timer of this.readTimers.values()) clearTimeout(timer)
    this.readTimers.clear()
    await this.unwatch?.()
    await Promise.all(this.queues.values())
  }

  /** A full read of the folder: every record file and conflict copy in every table's folder. */
  async scan(): Promise<void> {
    const paths = await this.options.folder.list(syncTables)
    // A few files at a time: enough to overlap reading with checking, bounded in memory.
    let next = 0
    let done = 0
    this.options.onScan?.(0, paths.length)
    const worker = async () => {
      while (next < paths.length) {
        await this.readFile(paths[next++] as string)
        this.options.onScan?.(++done, paths.length)
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker))
  }

  /** A record's committed state changed: written to the folder after a quiet time. */
  recordChanged(table: SyncTable, id: string): void {
    const key = keyOf(table, id)
    const pending = this.writeTimers.get(key)
    if (pending) clearTimeout(pending)
    this.writeTimers.set(
      key,
      setTimeout(() => void this.commit(key), this.options.quietMs),
    )
  }

  /** Writes every pending change now. */
  async flush(): Promise<void> {
    await Promise.all([...this.writeTimers.keys()].map((key) => this.commit(key)))
  }

  /** Resolves once every queued read and write has finished. */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values())
  }

  /** Files in the folder that could not be read, with their problems (until they change). */
  problems(): ReadonlyMap<string, FileProblem[]> {
    return this.fileProblems
  }

  /** Records with versions waiting for review. */
  async conflicts(): Promise<PendingConflict[]> {
    const out: PendingConflict[] = []
    const store = this.options.store
    const keys = store.conflictedKeys ? await store.conflictedKeys() : await store.keys()
    for (const key of [...keys].sort()) {
      const state = await this.options.store.getState(key)
      if (state && state.conflicts.length > 0)
        out.push({ ...splitKey(key), current: state.current, conflicts: state.conflicts })
    }
    return out
  }

  /**
   * Settles a pending conflict (see merge.resolveConflict) and writes the result. For 'both',
   * returns the other version's record for the caller to store as a copy with a fresh id.
   */
  async resolve(
    table: SyncTable,
    id: string,
    conflictRevision: string,
    choice: Resolution,
  ): Promise<unknown> {
    const key = keyOf(table, id)
    // A change of ours still waiting for its quiet time is committed first: "mine" is what the
    // user sees now, and a store that keeps only current's header can only give that back once
    // it is a revision.
    if (this.writeTimers.has(key)) await this.commit(key)
    return this.queued(key, async () => {
      const state = (await this.options.store.getState(key)) ?? emptyState()
      const result = resolveConflict(state, conflictRevision, choice, this.nextRevision())
      if (!result) return null
      await this.options.store.writeRecord(table, id, result.state.current?.body ?? null)
      await this.writeCurrent(key, result.state)
      return result.copy
    })
  }

  private nextRevision(): string {
    this.clock = tick(this.clock, this.options.now(), this.options.device)
    return formatRevision(this.clock)
  }

  private queued<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.queues.get(key) ?? Promise.resolve()).then(task, task)
    const tail = result.catch(() => undefined)
    this.queues.set(key, tail)
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key)
    })
    return result
  }

  /** Makes the record's committed state a revision, if it changed, and writes it. */
  private commit(key: string): Promise<void> {
    const timer = this.writeTimers.get(key)
    if (timer) clearTimeout(timer)
    this.writeTimers.delete(key)
    return this.queued(key, () => this.commitNow(key))
  }

  private async commitNow(key: string): Promise<void> {
    const { table, id } = splitKey(key)
    const store = this.options.store
    const record = (await store.readRecord(table, id)) ?? null
    let state = (await store.getState(key)) ?? emptyState()
    const current = state.current
    const unchanged = current
      ? record === null
        ? current.deleted
        : !current.deleted && sameRecord(current.body, record)
      : record === null
    if (!unchanged) state = localEdit(state, record, this.nextRevision())
    if (state.current && state.current.revision !== state.synced)
      await this.writeCurrent(key, state)
    else if (!unchanged) await store.putState(key, state)
  }

  /** Writes the record's current version to its file and notes it as synced. */
  private async writeCurrent(key: string, state: RecordState<unknown>): Promise<void> {
    const { table, id } = splitKey(key)
    const current = state.current
    if (!current) return
    const path = recordFilePath(table, id)
    const { revision, base, history, deleted } = current
    const text = serializeRecordFile(
      { header: { table, id, revision, base, history, deleted }, record: current.body },
      { app: this.options.app, exportedAt: new Date(this.options.now()).toISOString() },
    )
    // Never write what we would refuse to read.
    const check = readRecordFile(text, path)
    if (!check.ok) {
      this.problem(path, check.problems)
      await this.options.store.putState(key, state)
      return
    }
    await this.options.folder.write(path, text)
    await this.options.store.putState(key, { ...state, synced: current.revision })
    this.options.onEvent?.({ kind: 'written', table, id, path, revision: current.revision })
  }

  private problem(path: string, problems: FileProblem[]): void {
    this.fileProblems.set(path, problems)
    this.options.onEvent?.({ kind: 'problem', path, problems })
  }

  /** Reads one file of the folder (`table/name`) and lets merge decide what it does. */
  private async readFile(path: string): Promise<void> {
    const [table, name, ...rest] = path.split('/')
    if (!table || !name || rest.length > 0 || !(syncTables as readonly string[]).includes(table))
      return
    if (!isSyncFileName(name)) return
    const copyOf = conflictCopyOriginal(name)
    const text = await this.readText(path)
    if (text === undefined) return
    const read = readRecordFile(text, `${table}/${copyOf ?? name}`)
    if (!read.ok) {
      this.problem(path, read.problems)
      return
    }
    this.fileProblems.delete(path)
    const { header, record } = read.file
    const key = keyOf(header.table, header.id)
    // A change of ours still waiting for its quiet time is committed first: it is concurrent.
    const saved = (await this.options.saveEdit?.(header.table, header.id)) === true
    if (saved || this.writeTimers.has(key)) await this.commit(key)
    await this.queued(key, async () => {
      const store = this.options.store
      const state = (await store.getState(key)) ?? emptyState()
      const remote = parseRevision(header.revision) as Revision
      this.clock = receive(this.clock, remote, this.options.now(), this.options.device)
      const before = state.current?.revision
      const result = receiveVersion(state, versionOf(header, record), copyOf !== undefined)
      const next = copyOf ? result.state : { ...result.state, synced: header.revision }
      const after = next.current
      if (after && after.revision !== before)
        await store.writeRecord(header.table, header.id, after.body)
      if (result.outcome !== 'ignored' || next.synced !== state.synced)
        await store.putState(key, next)
      this.options.onEvent?.({
        kind: result.outcome,
        table: header.table,
        id: header.id,
        path,
        revision: header.revision,
      })
      // The record's file holds another version than ours (older, or the lower of a conflict):
      // ours is written back, so every device comes to see it.
      if (!copyOf && after && after.revision !== header.revision) await this.writeCurrent(key, next)
    })
  }

  /** A file's text, or undefined when it is gone, not a file, or larger than any file read. */
  private async readText(path: string): Promise<string | undefined> {
    const read = await this.options.folder.read(path).catch(() => ({ kind: 'none' }) as const)
    if (read.kind === 'text') return read.text
    if (read.kind === 'too-large') {
      const size = formatMegabytes(read.bytes)
      const limit = formatMegabytes(maxFileBytes)
      this.problem(path, [{ path: '', message: say('json.tooLarge', { size, limit }) }])
    }
    return undefined
  }

  private async startWatching(): Promise<void> {
    this.unwatch = await this.options.folder.watch((path) => {
      if (this.stopped) return
      const pending = this.readTimers.get(path)
      if (pending) clearTimeout(pending)
      this.readTimers.set(
        path,
        setTimeout(() => {
          this.readTimers.delete(path)
          void this.readFile(path)
        }, this.options.settleMs),
      )
    })
  }
}
