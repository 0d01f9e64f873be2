// A sync folder in memory shared by several devices (#24), for the page's sync tests: one Map of
// path → text, as a synced folder that every device sees at once. A write by one device fires the
// other devices' watchers (never its own: the real folder does not read back its own writes).
// `hold` keeps the news from travelling, as a sync engine that has not run yet, until `release`.
import { SyncEngine } from '@shared/sync/engine'
import type { FolderRead, SyncFolder } from '@shared/sync/folder'
import { QuillkeepDatabase } from './database'
import { DexieSyncStore, followRecordChanges } from './sync-store'

export class MemorySyncFolders {
  readonly files = new Map<string, string>()
  /** Every write, in order, by device. */
  readonly writes: { device: string; path: string }[] = []
  private readonly watchers = new Map<string, Set<(path: string) => void>>()
  private held: { device: string; path: string }[] | null = null

  /** The folder as `device` sees it. */
  folder(device: string): SyncFolder {
    return {
      list: (tables) =>
        Promise.resolve(
          [...this.files.keys()].filter((path) => tables.includes(path.split('/')[0] ?? '')),
        ),
      read: (path): Promise<FolderRead> => {
        const text = this.files.get(path)
        return Promise.resolve(text === undefined ? { kind: 'none' } : { kind: 'text', text })
      },
      write: (path, text) => {
        this.files.set(path, text)
        this.writes.push({ device, path })
        for (const other of this.watchers.keys())
          if (other !== device) this.tell({ device: other, path })
        return Promise.resolve()
      },
      watch: (changed) => {
        const set = this.watchers.get(device) ?? new Set()
        set.add(changed)
        this.watchers.set(device, set)
        return Promise.resolve(() => {
          set.delete(changed)
          return Promise.resolve()
        })
      },
    }
  }

  /** Keeps every change from reaching the other devices until release. */
  hold(): void {
    this.held ??= []
  }

  /** Delivers the changes held back, in order. */
  release(): void {
    const held = this.held ?? []
    this.held = null
    for (const news of held) this.tell(news)
  }

  private tell(news: { device: string; path: string }): void {
    if (this.held) {
      this.held.push(news)
      return
    }
    for (const changed of this.watchers.get(news.device) ?? []) changed(news.path)
  }
}

/** A device in the page's sync tests: its own database, store and running engine. */
export interface TestDevice {
  name: string
  db: QuillkeepDatabase
  store: DexieSyncStore
  engine: SyncEngine
  /** Stops feeding the engine the database's changes. */
  stop: () => void
}

/**
 * Starts a device on `folders` with its own database (`dbName`), a DexieSyncStore and a real
 * SyncEngine with short quiet times, whose clock runs `aheadMs` ahead of real time (so whose
 * revisions are higher).
 */
export async function startTestDevice(
  folders: MemorySyncFolders,
  name: string,
  aheadMs: number,
  dbName: string,
): Promise<TestDevice> {
  const db = new QuillkeepDatabase(dbName)
  const store = new DexieSyncStore(db)
  const engine = new SyncEngine({
    folder: folders.folder(name),
    device: name,
    store,
    app: 'Quillkeep 0.1.0',
    now: () => Date.now() + aheadMs,
    quietMs: 10,
    settleMs: 5,
  })
  const stop = followRecordChanges(db, engine)
  await engine.start()
  return { name, db, store, engine, stop }
}
