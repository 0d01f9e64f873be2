// Main's real IPC handlers in-process, for the sync channels' tests (#24): a fake ipcMain, the
// real registration (sender check, argument schemas) and handlers (createIpcHandlers) over temp
// folders, and fake pages that invoke channels and receive main's events, as the preload would.
import { EventEmitter } from 'node:events'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { IpcMainInvokeEvent } from 'electron'
import { vi } from 'vitest'
import { invokeChannels, syncChangedChannel, type Api, type InvokeName } from '@shared/ipc'
import { createIpcHandlers, isTrustedSender, registerIpcHandlers } from '../ipc-handlers'
import { isTrustedUrl } from '../origins'
import { tempFolder } from './sync-test-helpers'

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>

let nextPageId = 100

/** A window's web contents as main sees it: it sends events to its page's listeners. */
export function fakePage(url = 'app://quillkeep/index.html') {
  const lifecycle = new EventEmitter()
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  let destroyed = false
  const contents = {
    id: nextPageId++,
    mainFrame: { url, parent: null },
    send: vi.fn((channel: string, ...args: unknown[]) => {
      for (const listener of listeners.get(channel) ?? []) listener(...args)
    }),
    isDestroyed: () => destroyed,
    once: (event: string, listener: () => void) => lifecycle.once(event, listener),
  }
  return {
    contents,
    event: { sender: contents, senderFrame: contents.mainFrame } as unknown as IpcMainInvokeEvent,
    on(channel: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(channel)) listeners.set(channel, new Set())
      listeners.get(channel)!.add(listener)
      return () => void listeners.get(channel)?.delete(listener)
    },
    /**
     * The window closes. `flagged: false` leaves isDestroyed() false, so a test sees that the
     * event itself stops the watch (not only the check before each send).
     */
    destroy({ flagged = true } = {}) {
      destroyed = flagged
      lifecycle.emit('destroyed')
    },
  }
}

export type FakePage = ReturnType<typeof fakePage>

const syncNames = [
  'getSyncSettings',
  'chooseSyncFolder',
  'setSyncEnabled',
  'forgetSyncFolder',
  'syncDevice',
  'syncList',
  'syncRead',
  'syncWrite',
  'syncWatch',
  'syncUnwatch',
] as const satisfies InvokeName[]

export type SyncApi = Pick<Api, (typeof syncNames)[number] | 'onSyncChange'>

/**
 * Main with its real handlers on temp folders: userData, and `root` for the sync folder. The folder
 * dialog answers with `dialog.next` (null: cancelled). `window` is the app's window, whose page
 * main trusts.
 */
export async function mainWithSync() {
  const userData = await tempFolder('sync-ipc-data')
  const root = await tempFolder('sync-ipc-folder')
  const window = fakePage()
  const listeners = new Map<string, Listener>()
  const dialog = {
    next: null as string | null,
    showSaveDialog: vi.fn(),
    showOpenDialog: vi.fn(() =>
      Promise.resolve(
        dialog.next === null
          ? { canceled: true, filePaths: [] }
          : { canceled: false, filePaths: [dialog.next] },
      ),
    ),
  }
  const start = () =>
    registerIpcHandlers({
      ipcMain: {
        handle: (channel: string, listener: Listener) => listeners.set(channel, listener),
      },
      checkSender: (event) =>
        isTrustedSender(event, window.contents as never, (url) => isTrustedUrl(url, null)),
      handlers: createIpcHandlers({
        app: { getVersion: () => '0.1.0', getPath: () => userData },
        dialog,
        nativeTheme: { themeSource: 'system' },
        platform: 'linux',
        getWindow: () => null,
      }),
    })
  start()

  const invoke = (page: FakePage, channel: string, ...args: unknown[]) => {
    const listener = listeners.get(channel)
    if (!listener) throw new Error(`no handler for ${channel}`)
    return listener(page.event, ...args)
  }

  /** What a page's window.api offers for sync, over these handlers (as the preload maps it). */
  const api = (page: FakePage = window): SyncApi => {
    const calls = Object.fromEntries(
      syncNames.map((name) => [
        name,
        (...args: unknown[]) => invoke(page, invokeChannels[name].channel, ...args),
      ]),
    ) as Omit<SyncApi, 'onSyncChange'>
    return {
      ...calls,
      onSyncChange: (listener) =>
        page.on(syncChangedChannel, (paths) => listener(paths as string[])),
    }
  }

  /** Chooses `root` in the dialog and turns sync on. */
  const useFolder = async (folder = root) => {
    dialog.next = folder
    await api().chooseSyncFolder()
    await api().setSyncEnabled(true)
  }

  return {
    userData,
    root,
    window,
    dialog,
    invoke,
    api,
    useFolder,
    /** Main again after a restart: new handlers on the same userData. */
    restart: start,
  }
}

/** Makes the table folders of `root` (as another device's engine would). */
export async function tableFolder(root: string, table = 'characters'): Promise<string> {
  const folder = join(root, table)
  await mkdir(folder, { recursive: true })
  return folder
}
