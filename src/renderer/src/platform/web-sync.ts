// Sync in the web build (#24): Platform.sync over a folder the user chose with the File System
// Access API, for the same sync engine the desktop app runs. The folder's handle, the switch and
// the device id stay in this browser (db/web-device.ts), never in a backup or the sync folder.
// Where the browser has no showDirectoryPicker there is no Platform.sync: sync is desktop-only.
// The database and the folder code load when first used, not with the first frame.
import type { SyncSettings } from '@shared/ipc'
import type { SyncFolder } from '@shared/sync/folder'
import { i18n } from '@renderer/i18n'
import type { StoredSyncFolder } from '@renderer/db/web-device'
import type { FsAccessFolderOptions, SyncDirectoryHandle } from './fs-access-folder'
import type { PlatformSync } from './types'

interface DirectoryPickerOptions {
  mode: 'readwrite'
  /** The browser remembers the last folder per id and starts there. */
  id: string
  startIn?: SyncDirectoryHandle
}

/** showDirectoryPicker is not in TypeScript's DOM lib. */
export interface DirectoryPickerHost {
  showDirectoryPicker?(options: DirectoryPickerOptions): Promise<SyncDirectoryHandle>
}

export interface WebSyncOptions {
  /** Where showDirectoryPicker is (default: the page's window). */
  host?: DirectoryPickerHost
  /** For the folder's poll (tests). */
  folder?: FsAccessFolderOptions
}

const webDevice = () => import('@renderer/db/web-device').then((m) => m.webDevice)
const folderCode = () => import('./fs-access-folder')

const settingsOf = ({ handle, enabled }: StoredSyncFolder): SyncSettings => ({
  folder: handle?.name ?? null,
  enabled,
})

/** The user cancelled the folder dialog. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** The browser took its permission back (or never gave it since the reload). */
const isNotAllowed = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'NotAllowedError' || error.name === 'SecurityError')

/** One chosen folder's SyncFolder, and its watches to stop when it is changed or turned off. */
interface Generation {
  folder: SyncFolder
  /** The folder was changed or forgotten: this SyncFolder refuses. */
  retired: { value: boolean }
  watches: Set<() => Promise<void>>
}

/** Platform.sync for the web build; undefined where the browser cannot give the page a folder. */
export function createWebSync(options: WebSyncOptions = {}): PlatformSync | undefined {
  const host: DirectoryPickerHost =
    options.host ?? (typeof window === 'undefined' ? {} : (window as DirectoryPickerHost))
  if (typeof host.showDirectoryPicker !== 'function') return undefined
  const pick = (request: DirectoryPickerOptions) =>
    (host.showDirectoryPicker as NonNullable<DirectoryPickerHost['showDirectoryPicker']>).call(
      host,
      request,
    )
  const t = i18n.global.t

  let state: Promise<StoredSyncFolder> | undefined
  const loaded = () => (state ??= webDevice().then((device) => device.syncFolder()))
  let device: Promise<string> | undefined
  let generation: Generation | undefined

  // Choosing, switching and forgetting one at a time.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task)
    queue = result.catch(() => undefined)
    return result
  }

  const store = async (next: StoredSyncFolder): Promise<SyncSettings> => {
    const stored = await (await webDevice()).setSyncFolder(next)
    state = Promise.resolve(stored)
    return settingsOf(stored)
  }

  const stopWatches = async (current: Generation | undefined) => {
    if (!current) return
    const stops = [...current.watches]
    current.watches.clear()
    await Promise.all(stops.map((stop) => stop()))
  }

  /** The folder changed or was forgotten: the old SyncFolder refuses from now on. */
  const retire = async () => {
    const old = generation
    generation = undefined
    if (!old) return
    old.retired.value = true
    await stopWatches(old)
  }

  /** A SyncFolder over the folder chosen when it was made; it refuses once that changes. */
  const makeGeneration = (): Generation => {
    const opened = loaded().then(async ({ handle }) =>
      handle
        ? { handle, folder: (await folderCode()).fsAccessSyncFolder(handle, options.folder) }
        : null,
    )
    const retired = { value: false }
    const watches = new Set<() => Promise<void>>()

    /** The folder, or the reason why not; `checkPermission` on the operations that start work. */
    const use = async (checkPermission: boolean) => {
      const current = await opened
      if (retired.value || !current) throw new Error(t('platform.sync.noFolder'))
      if (!(await loaded()).enabled) throw new Error(t('platform.sync.off'))
      if (
        checkPermission &&
        (await (await folderCode()).folderPermission(current.handle)) !== 'granted'
      )
        throw new Error(t('platform.sync.permission', { folder: current.handle.name }))
      return current
    }
    /** The browser's refusal as the user's message. */
    const call = async <T>(checkPermission: boolean, run: (folder: SyncFolder) => Promise<T>) => {
      const current = await use(checkPermission)
      try {
        return await run(current.folder)
      } catch (error) {
        if (isNotAllowed(error))
          throw new Error(t('platform.sync.permission', { folder: current.handle.name }))
        throw error
      }
    }

    const folder: SyncFolder = {
      list: (tables) => call(true, (folder) => folder.list(tables)),
      read: (path) => call(false, (folder) => folder.read(path)),
      write: (path, text) => call(false, (folder) => folder.write(path, text)),
      async watch(changed) {
        const stopInner = await call(true, (folder) => folder.watch(changed))
        let stopped: Promise<void> | undefined
        const stop = () => {
          watches.delete(stop)
          return (stopped ??= stopInner())
        }
        watches.add(stop)
        // The folder was changed or sync turned off while the watch started: it stops at once.
        try {
          await use(false)
        } catch (error) {
          await stop()
          throw error
        }
        return stop
      },
    }
    return { folder, retired, watches }
  }

  return {
    settings: async () => settingsOf(await loaded()),

    chooseFolder: () =>
      serial(async () => {
        const current = await loaded()
        let chosen: SyncDirectoryHandle
        try {
          chosen = await pick({
            mode: 'readwrite',
            id: 'quillkeep-sync',
            ...(current.handle ? { startIn: current.handle } : {}),
          })
        } catch (error) {
          if (isAbort(error)) return null
          throw error
        }
        // The same folder again: nothing changes (its SyncFolder keeps its memory of our writes).
        if (current.handle && (await current.handle.isSameEntry(chosen))) return settingsOf(current)
        await retire()
        // As on the desktop, choosing leaves the switch as it was.
        return store({ handle: chosen, enabled: current.enabled })
      }),

    setEnabled: (enabled) =>
      serial(async () => {
        const current = await loaded()
        if (enabled && current.handle === null) throw new Error(t('platform.sync.noFolder'))
        if (!enabled) await stopWatches(generation)
        return store({ handle: current.handle, enabled })
      }),

    forget: () =>
      serial(async () => {
        await retire()
        return store({ handle: null, enabled: false })
      }),

    device: () => (device ??= webDevice().then((stored) => stored.deviceId())),

    folder: () => (generation ??= makeGeneration()).folder,

    async permission() {
      const { handle } = await loaded()
      return handle ? (await folderCode()).folderPermission(handle) : 'granted'
    },

    async requestPermission() {
      const { handle } = await loaded()
      return handle ? (await folderCode()).ensurePermission(handle, true) : false
    },
  }
}
