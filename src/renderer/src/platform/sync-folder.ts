// The sync folder seen from the page (#24): a SyncFolder (shared/sync/folder.ts) for the sync
// engine, over the preload's sync channels. Main owns the folder on disk and checks every path.
import type { Api } from '@shared/ipc'
import type { SyncFolder } from '@shared/sync/folder'

type SyncFolderApi = Pick<
  Api,
  'syncList' | 'syncRead' | 'syncWrite' | 'syncWatch' | 'syncUnwatch' | 'onSyncChange'
>

/** Passes a call's result on; the desktop platform turns main's errors into the user's message. */
type Call = <T>(request: Promise<T>) => Promise<T>

/**
 * The sync folder in main, through `api`. Main watches for the page as long as one `watch` here is
 * running: the first starts it (syncWatch), the last one stopped ends it (syncUnwatch).
 */
export function createIpcSyncFolder(
  api: SyncFolderApi,
  call: Call = (request) => request,
): SyncFolder {
  let watchers = 0
  let started: Promise<void> = Promise.resolve()

  return {
    async list(tables) {
      const wanted = new Set(tables)
      const paths = await call(api.syncList())
      return paths.filter((path) => wanted.has(path.slice(0, path.indexOf('/'))))
    },
    read: (path) => call(api.syncRead(path)),
    write: (path, text) => call(api.syncWrite(path, text)),
    async watch(changed) {
      const unsubscribe = api.onSyncChange((paths) => {
        for (const path of paths) changed(path)
      })
      if (watchers++ === 0) started = call(api.syncWatch())
      try {
        await started
      } catch (error) {
        watchers--
        unsubscribe()
        throw error
      }
      let stopped = false
      return async () => {
        if (stopped) return
        stopped = true
        unsubscribe()
        if (--watchers === 0) await call(api.syncUnwatch())
      }
    },
  }
}
