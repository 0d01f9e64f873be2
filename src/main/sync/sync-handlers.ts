// IPC handlers for the sync folder (#24). The sync engine runs in the page, where the records are;
// the folder is on disk, here. The page reaches it through one channel per SyncFolder operation
// (list, read, write, watch), each checked: sync must be on with a folder chosen, and every path
// must be `table/name` (isSyncPath) and resolve inside that folder, links followed. Changed files
// go back to the page that asked to watch, batched, on sync:changed. The settings (the folder,
// on or off) stay on this device.
import { realpath } from 'node:fs/promises'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { maxFileBytes, maxSyncChangedPaths, syncChangedChannel } from '@shared/ipc-channels'
import { formatMegabytes } from '@shared/sizes'
import type { SyncFolder } from '@shared/sync/folder'
import { syncTables } from '@shared/sync/record-file'
import { isSyncPath } from '@shared/sync/sync-path'
import { chooseOpenPath, type DialogHost } from '../dialogs'
import type { IpcCaller, InvokeHandlers } from '../invoke-handlers'
import { createSerialQueue } from '../serial-queue'
import { text } from '../text'
import { deviceId } from './device'
import { nodeSyncFolder } from './node-folder'
import type { SyncSettingsStore } from './sync-settings'

export interface SyncHandlerOptions extends DialogHost {
  settings: SyncSettingsStore
  /** The app's data folder: holds the device id; no sync folder may be inside it. */
  userData: string
  /** The backup folder (its setting): no sync folder may be inside it either. */
  backupFolder: () => Promise<string>
  platform: NodeJS.Platform
  /** How long changed paths gather before they are sent (default 50 ms). */
  batchMs?: number
  /** Largest file written, in bytes (default maxFileBytes; smaller in tests). */
  maxBytes?: number
}

export type SyncHandlers = Pick<
  InvokeHandlers,
  | 'getSyncSettings'
  | 'chooseSyncFolder'
  | 'setSyncEnabled'
  | 'forgetSyncFolder'
  | 'syncDevice'
  | 'syncList'
  | 'syncRead'
  | 'syncWrite'
  | 'syncWatch'
  | 'syncUnwatch'
>

/** True when `path` is `folder` or inside it. */
function within(folder: string, path: string, foldCase: boolean): boolean {
  const fold = (p: string) => (foldCase ? p.toLowerCase() : p)
  const rel = relative(fold(folder), fold(path))
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

/** The path with links followed, as far as it exists. */
const realOrAsIs = (path: string) => realpath(path).catch(() => resolve(path))

interface OpenFolder {
  root: string
  /** The root with links followed. */
  real: Promise<string>
  folder: SyncFolder
}

interface Watching {
  caller: IpcCaller
  stop(): Promise<void>
}

export function createSyncHandlers(options: SyncHandlerOptions): SyncHandlers {
  const { settings } = options
  const batchMs = options.batchMs ?? 50
  const maxBytes = options.maxBytes ?? maxFileBytes
  // Windows and macOS compare names without case.
  const foldCase = options.platform === 'win32' || options.platform === 'darwin'
  // Choosing, switching off, forgetting, watching and unwatching one at a time.
  const serial = createSerialQueue()
  let device: Promise<string> | undefined
  /** One nodeSyncFolder per chosen folder: it remembers this device's writes. */
  let open: OpenFolder | null = null
  let watching: Watching | null = null

  const stopWatching = async () => {
    const current = watching
    watching = null
    await current?.stop()
  }

  /** Stops watching and drops the folder (it changed, or was forgotten). */
  const closeFolder = async () => {
    await stopWatching()
    open = null
  }

  /** The chosen folder, refused while there is none or sync is off. */
  const active = async (): Promise<OpenFolder> => {
    const { folder, enabled } = await settings.get()
    if (folder === null) throw new Error(text('sync.noFolder'))
    if (!enabled) throw new Error(text('sync.off'))
    if (open?.root !== folder)
      open = { root: folder, real: realOrAsIs(folder), folder: nodeSyncFolder(folder) }
    return open
  }

  /** The folder, once `path` (checked by isSyncPath) is known to resolve inside it. */
  const locate = async (path: string): Promise<SyncFolder> => {
    const current = await active()
    const target = resolve(current.root, ...path.split('/'))
    const outside = () => new Error(text('sync.outside', { path }))
    if (!isSyncPath(path) || !within(current.root, target, foldCase) || target === current.root)
      throw outside()
    // A link (the file, or its table's folder) must not lead out of the folder.
    const real = await realpath(target)
      .catch(() => realpath(dirname(target)))
      .catch(() => null)
    if (real !== null && !within(await current.real, real, foldCase)) throw outside()
    return current.folder
  }

  const watch = async (caller: IpcCaller) => {
    const current = await active()
    if (watching?.caller.id === caller.id) return
    await stopWatching()
    const pending = new Set<string>()
    let timer: ReturnType<typeof setTimeout> | undefined
    const send = () => {
      timer = undefined
      const paths = [...pending]
      pending.clear()
      if (caller.isDestroyed()) return
      for (let at = 0; at < paths.length; at += maxSyncChangedPaths)
        caller.send(syncChangedChannel, paths.slice(at, at + maxSyncChangedPaths))
    }
    const unwatch = await current.folder.watch((path) => {
      // Only files the page could read: other files and folders are not the engine's.
      if (!isSyncPath(path)) return
      pending.add(path)
      timer ??= setTimeout(send, batchMs)
    })
    const entry: Watching = {
      caller,
      stop: async () => {
        if (timer) clearTimeout(timer)
        await unwatch()
      },
    }
    watching = entry
    // The window closed: nobody is left to tell.
    caller.once('destroyed', () => {
      void serial(async () => {
        if (watching === entry) await stopWatching()
      })
    })
  }

  /** Why the folder cannot be the sync folder, or undefined. */
  const refusal = async (chosen: string): Promise<string | undefined> => {
    const real = await realOrAsIs(chosen)
    if (within(await realOrAsIs(options.userData), real, foldCase))
      return text('sync.insideAppData', { folder: chosen })
    if (within(await realOrAsIs(await options.backupFolder()), real, foldCase))
      return text('sync.insideBackups', { folder: chosen })
    return undefined
  }

  return {
    getSyncSettings: () => settings.get(),

    chooseSyncFolder: () =>
      serial(async () => {
        const current = await settings.get()
        const chosen = await chooseOpenPath(options, {
          title: text('sync.folderTitle'),
          ...(current.folder ? { defaultPath: current.folder } : {}),
          properties: ['openDirectory', 'createDirectory'],
        })
        if (chosen === null) return null
        const refused = await refusal(chosen)
        if (refused) throw new Error(refused)
        if (chosen === current.folder) return current
        await closeFolder()
        return settings.update({ folder: chosen })
      }),

    setSyncEnabled: (enabled: boolean) =>
      serial(async () => {
        if (enabled && (await settings.get()).folder === null)
          throw new Error(text('sync.noFolder'))
        if (!enabled) await stopWatching()
        return settings.update({ enabled })
      }),

    forgetSyncFolder: () =>
      serial(async () => {
        await closeFolder()
        return settings.update({ folder: null, enabled: false })
      }),

    syncDevice: () => (device ??= deviceId(options.userData)),

    syncList: async () => (await (await active()).folder.list(syncTables)).filter(isSyncPath),

    syncRead: async (path: string) => (await locate(path)).read(path),

    syncWrite: async (path: string, content: string) => {
      const bytes = Buffer.byteLength(content)
      if (bytes > maxBytes)
        throw new Error(
          text('sync.tooLarge', {
            path,
            size: formatMegabytes(bytes),
            limit: formatMegabytes(maxBytes),
          }),
        )
      await (await locate(path)).write(path, content)
    },

    syncWatch: (caller: IpcCaller) => serial(() => watch(caller)),

    syncUnwatch: (caller: IpcCaller) =>
      serial(async () => {
        if (watching?.caller.id === caller.id) await stopWatching()
      }),
  }
}
