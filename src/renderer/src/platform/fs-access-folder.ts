// The sync folder in a browser (#24): a SyncFolder (shared/sync/folder.ts) over a folder the user
// chose with the File System Access API, for the same sync engine the desktop app runs. Files are
// written whole through createWritable (a swap file that replaces the file only on close), a file
// this page wrote is not read back until it changes, and, as the web has no folder watcher, the
// folder is polled for changed modification times and sizes.
import { maxFileBytes } from '@shared/ipc-channels'
import { formatMegabytes } from '@shared/sizes'
import type { FolderRead, SyncFolder } from '@shared/sync/folder'
import { syncTables } from '@shared/sync/record-file'
import { isSyncPath } from '@shared/sync/sync-path'
import { i18n } from '@renderer/i18n'

// What this module uses of the API: FileSystemDirectoryHandle, FileSystemFileHandle and
// FileSystemWritableFileStream fit these, and so do the tests' in-memory fakes.

/** A file as read: File fits. */
interface SyncFileSnapshot {
  readonly size: number
  readonly lastModified: number
  text(): Promise<string>
}

/** A write to a swap file: nothing shows until close(); abort() discards it. */
interface SyncWritable {
  write(data: string): Promise<void>
  close(): Promise<void>
  abort(reason?: unknown): Promise<void>
}

export interface SyncFileHandle {
  readonly kind: 'file'
  readonly name: string
  getFile(): Promise<SyncFileSnapshot>
  createWritable(): Promise<SyncWritable>
}

export interface SyncDirectoryHandle {
  readonly kind: 'directory'
  readonly name: string
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<SyncDirectoryHandle>
  getFileHandle(name: string, options?: { create?: boolean }): Promise<SyncFileHandle>
  removeEntry(name: string): Promise<void>
  values(): AsyncIterable<SyncDirectoryHandle | SyncFileHandle>
  isSameEntry(other: SyncDirectoryHandle): Promise<boolean>
}

// Permissions are not in TypeScript's DOM lib (Chromium has them on every handle).
interface PermissionDescriptor {
  mode: 'read' | 'readwrite'
}
interface PermissionMethods {
  queryPermission(descriptor: PermissionDescriptor): Promise<PermissionState>
  requestPermission(descriptor: PermissionDescriptor): Promise<PermissionState>
}
const readwrite: PermissionDescriptor = { mode: 'readwrite' }

/** Whether the page may read and write the folder now; never asks the user. */
export async function folderPermission(handle: SyncDirectoryHandle): Promise<PermissionState> {
  const methods = handle as SyncDirectoryHandle & Partial<PermissionMethods>
  // A browser without the permission methods grants what the picker gave.
  return methods.queryPermission ? methods.queryPermission(readwrite) : 'granted'
}

/**
 * True when the page may read and write the folder. With `ask`, asks the user when the browser
 * wants to (after a reload it does): call it in a click's handler, as the browser asks only then.
 */
export async function ensurePermission(
  handle: SyncDirectoryHandle,
  ask: boolean,
): Promise<boolean> {
  const state = await folderPermission(handle)
  if (state === 'granted') return true
  const methods = handle as SyncDirectoryHandle & Partial<PermissionMethods>
  if (!ask || state === 'denied' || !methods.requestPermission) return false
  return (await methods.requestPermission(readwrite)) === 'granted'
}

export interface FsAccessFolderOptions {
  /** How often the watch looks at the folder (default 2000 ms). */
  pollMs?: number
  /** Largest file read or written, in bytes (default maxFileBytes; smaller in tests). */
  maxBytes?: number
  /** Where "the page became visible again" is heard (default: the page's document). */
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  /**
   * The browser's folder observer (default: FileSystemObserver where the browser has it; null
   * for none). While it observes, the poll is only a safety net, every `observedPollMs`.
   */
  observer?: FolderObserverClass | null
  /** How often the folder is polled while an observer watches it (default 30 s). */
  observedPollMs?: number
}

// FileSystemObserver (Chromium 133 and later) is not in TypeScript's DOM lib: what this module
// uses of it. A record's path is relative to the observed folder.
interface FolderObserverRecord {
  readonly type: 'appeared' | 'disappeared' | 'modified' | 'moved' | 'unknown' | 'errored'
  readonly relativePathComponents: readonly string[]
}
interface FolderObserver {
  observe(handle: SyncDirectoryHandle, options: { recursive: boolean }): Promise<void>
  disconnect(): void
}
export type FolderObserverClass = new (
  callback: (records: readonly FolderObserverRecord[]) => void,
) => FolderObserver

const browserObserver = (): FolderObserverClass | null =>
  (globalThis as { FileSystemObserver?: FolderObserverClass }).FileSystemObserver ?? null

/** getFile() calls a poll keeps going at once. */
const statConcurrency = 16

/** What a poll compares: a file's modification time and size (the API has no inode). */
const stampOf = (file: SyncFileSnapshot) => `${file.lastModified}:${file.size}`

const isNotFound = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotFoundError'

/** A table's folder; null when there is none (nothing was written to it yet). */
async function tableFolder(
  root: SyncDirectoryHandle,
  table: string,
): Promise<SyncDirectoryHandle | null> {
  try {
    return await root.getDirectoryHandle(table)
  } catch (error) {
    if (isNotFound(error) || (error instanceof DOMException && error.name === 'TypeMismatchError'))
      return null
    throw error
  }
}

/** UTF-8 bytes of `text`, counted only when it could be over `limit`. */
function overLimit(text: string, limit: number): number | null {
  if (text.length * 3 <= limit) return null
  const bytes = new Blob([text]).size
  return bytes > limit ? bytes : null
}

/** The sync folder in the folder `root` the user chose. */
export function fsAccessSyncFolder(
  root: SyncDirectoryHandle,
  options: FsAccessFolderOptions = {},
): SyncFolder {
  const pollMs = options.pollMs ?? 2000
  const observedPollMs = options.observedPollMs ?? 30_000
  const Observer = options.observer === undefined ? browserObserver() : options.observer
  const maxBytes = options.maxBytes ?? maxFileBytes
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document)
  /** The stamp of each file as this folder last wrote it, so it is not read back. */
  const ownWrites = new Map<string, string>()
  /** Writes in progress, by path: an observed change waits for its write to finish. */
  const writing = new Map<string, Promise<unknown>>()
  const t = i18n.global.t

  const checked = (path: string) => {
    if (!isSyncPath(path)) throw new Error(t('platform.sync.outside', { path }))
    const at = path.indexOf('/')
    return { table: path.slice(0, at), name: path.slice(at + 1) }
  }

  /** One file's stamp now; null when it is gone or not a file. */
  async function stampAt(path: string): Promise<string | null> {
    const { table, name } = checked(path)
    try {
      const folder = await tableFolder(root, table)
      return folder ? stampOf(await (await folder.getFileHandle(name)).getFile()) : null
    } catch {
      return null
    }
  }

  /** Every sync file's stamp, table by table (a missing table's folder holds none). */
  async function stamps(): Promise<Map<string, string>> {
    const files: [string, SyncFileHandle][] = []
    for (const table of syncTables) {
      const folder = await tableFolder(root, table)
      if (!folder) continue
      for await (const entry of folder.values()) {
        const path = `${table}/${entry.name}`
        if (entry.kind === 'file' && isSyncPath(path)) files.push([path, entry])
      }
    }
    // Several at a time: each getFile() waits on the browser's file system, not on the page.
    const found = new Map<string, string>()
    let next = 0
    const worker = async () => {
      while (next < files.length) {
        const [path, entry] = files[next++] as [string, SyncFileHandle]
        // A file removed or replaced while listed is seen by the next poll.
        const file = await entry.getFile().catch(() => null)
        if (file) found.set(path, stampOf(file))
      }
    }
    await Promise.all(Array.from({ length: statConcurrency }, worker))
    return found
  }

  async function writeFile(path: string, text: string): Promise<void> {
    const { table, name } = checked(path)
    const bytes = overLimit(text, maxBytes)
    if (bytes !== null)
      throw new Error(
        t('platform.sync.tooLarge', {
          path,
          size: formatMegabytes(bytes),
          limit: formatMegabytes(maxBytes),
        }),
      )
    const folder = await root.getDirectoryHandle(table, { create: true })
    // getFileHandle({ create }) makes an empty file at once: if the write then fails, a file
    // that was not there before is removed again, so other devices never keep an empty one.
    let created = false
    const handle = await folder.getFileHandle(name).catch(async (error: unknown) => {
      if (!isNotFound(error)) throw error
      created = true
      return folder.getFileHandle(name, { create: true })
    })
    try {
      // The API's atomic write: into a swap file that replaces the file only on close().
      const writable = await handle.createWritable()
      try {
        await writable.write(text)
        await writable.close()
      } catch (error) {
        await writable.abort().catch(() => undefined)
        throw error
      }
    } catch (error) {
      if (created) await folder.removeEntry(name).catch(() => undefined)
      throw error
    }
    const written = await handle.getFile()
    ownWrites.set(path, stampOf(written))
  }

  return {
    async list(tables) {
      const paths: string[] = []
      for (const table of tables) {
        const folder = await tableFolder(root, table)
        if (!folder) continue
        for await (const entry of folder.values()) {
          const path = `${table}/${entry.name}`
          if (entry.kind === 'file' && isSyncPath(path)) paths.push(path)
        }
      }
      return paths
    },

    async read(path): Promise<FolderRead> {
      const { table, name } = checked(path)
      let file: SyncFileSnapshot
      try {
        const folder = await tableFolder(root, table)
        if (!folder) return { kind: 'none' }
        file = await (await folder.getFileHandle(name)).getFile()
      } catch {
        // Gone, or a folder of that name.
        return { kind: 'none' }
      }
      if (ownWrites.get(path) === stampOf(file)) return { kind: 'none' }
      // The size first: a file over the limit is never read into memory.
      if (file.size > maxBytes) return { kind: 'too-large', bytes: file.size }
      return { kind: 'text', text: await file.text() }
    },

    write(path, text) {
      const done = writeFile(path, text)
      writing.set(
        path,
        done.catch(() => undefined),
      )
      void done.finally(() => writing.delete(path)).catch(() => undefined)
      return done
    },

    async watch(changed) {
      // The files there now are the baseline: only later changes are reported.
      let known = await stamps()
      let stopped = false
      let timer: ReturnType<typeof setTimeout> | undefined
      let running: Promise<void> | null = null
      /** Time between polls: `pollMs`, or `observedPollMs` while an observer watches. */
      let interval = pollMs

      const poll = async () => {
        const started = Date.now()
        try {
          const now = await stamps()
          for (const [path, stamp] of now) {
            // Unchanged, or this page's own write: nothing new to read. Removed files are not
            // reported (a removal is not a deletion, #24).
            if (stopped || known.get(path) === stamp || ownWrites.get(path) === stamp) continue
            changed(path)
          }
          known = now
        } catch {
          // The folder is unreachable for now (permission taken back, folder gone): try again
          // at the next poll; the service sees the error on its next list, read or write.
        }
        return Date.now() - started
      }

      // Polls never overlap: the next one is timed from the end of the last. A large folder that
      // takes long to look at is looked at less often (at most a fifth of the time).
      const schedule = (took: number) => {
        if (stopped) return
        timer = setTimeout(run, Math.max(interval, took * 4))
      }
      const run = () => {
        if (stopped || running) return
        if (timer) clearTimeout(timer)
        timer = undefined
        running = poll().then((took) => {
          running = null
          schedule(took)
        })
      }
      const visible = () => {
        if (doc?.visibilityState === 'visible') run()
      }
      doc?.addEventListener('visibilitychange', visible)

      /** An observed change, reported unless it is this page's own write (or the file is gone). */
      const heard = async (path: string) => {
        await writing.get(path)
        const stamp = await stampAt(path)
        if (!stopped && stamp !== null && ownWrites.get(path) !== stamp) changed(path)
      }

      // Where the browser can observe the folder, a change is heard at once and the poll is only
      // a safety net. Records the observer could not keep ('unknown') or an observer that stopped
      // ('errored') make the next poll run now.
      let observer: FolderObserver | null = null
      if (Observer) {
        try {
          const watching = new Observer((records) => {
            if (stopped) return
            for (const record of records) {
              if (record.type === 'unknown' || record.type === 'errored') run()
              if (
                record.type !== 'appeared' &&
                record.type !== 'modified' &&
                record.type !== 'moved'
              )
                continue
              const path = record.relativePathComponents.join('/')
              if (record.relativePathComponents.length === 2 && isSyncPath(path)) void heard(path)
            }
          })
          await watching.observe(root, { recursive: true })
          observer = watching
          interval = observedPollMs
        } catch {
          // This folder cannot be observed (a browser or file system without it): polls only.
        }
      }
      schedule(0)

      return async () => {
        stopped = true
        observer?.disconnect()
        if (timer) clearTimeout(timer)
        doc?.removeEventListener('visibilitychange', visible)
        await running
      }
    },
  }
}
