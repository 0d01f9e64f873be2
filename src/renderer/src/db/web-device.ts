// This browser's device-private sync state (#24), in a small IndexedDB database of its own: the
// sync folder the user chose (a FileSystemDirectoryHandle, which IndexedDB stores as it is),
// whether sync is on, and the device id of this install. Like the desktop app's sync-settings.json
// and sync-device.json, it never goes into a backup, an export or the sync folder: those name the
// app database's tables, and this is another database.
import Dexie, { type Table } from 'dexie'
import { newDeviceId, isDeviceId } from '@shared/sync/hlc'
import type { SyncDirectoryHandle } from '@renderer/platform/fs-access-folder'

export interface StoredSyncFolder {
  handle: SyncDirectoryHandle | null
  enabled: boolean
}

class WebDeviceDatabase extends Dexie {
  values!: Table<{ key: string; value: unknown }, string>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ values: 'key' })
  }
}

let instance: WebDeviceDatabase | null = null
function db(): WebDeviceDatabase {
  instance ??= new WebDeviceDatabase('quillkeep-device')
  return instance
}

/** For tests: a separately named database (a new name, or the same one again: a reload). */
export function useWebDeviceDatabase(name: string | null): void {
  instance?.close()
  instance = name ? new WebDeviceDatabase(name) : null
}

const isDirectoryHandle = (value: unknown): value is SyncDirectoryHandle =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'directory' &&
  typeof (value as { name?: unknown }).name === 'string'

export const webDevice = {
  /** The folder and whether sync is on; anything damaged reads as no folder, sync off. */
  async syncFolder(): Promise<StoredSyncFolder> {
    const row = await db().values.get('syncFolder')
    const stored = (row?.value ?? {}) as { handle?: unknown; enabled?: unknown }
    const handle = isDirectoryHandle(stored.handle) ? stored.handle : null
    return { handle, enabled: handle !== null && stored.enabled === true }
  },

  /** Stores the folder and the switch; sync is never on without a folder. */
  async setSyncFolder({ handle, enabled }: StoredSyncFolder): Promise<StoredSyncFolder> {
    const next = { handle, enabled: handle !== null && enabled }
    await db().values.put({ key: 'syncFolder', value: next })
    return next
  },

  /** This browser's device id, made once (two tabs asking at once get the same one). */
  deviceId(): Promise<string> {
    const database = db()
    return database.transaction('rw', database.values, async () => {
      const row = await database.values.get('deviceId')
      if (typeof row?.value === 'string' && isDeviceId(row.value)) return row.value
      const id = newDeviceId()
      await database.values.put({ key: 'deviceId', value: id })
      return id
    })
  },
}
