import Dexie, { type Table } from 'dexie'
import type {
  BackupInfo,
  BackupSettings,
  BackupSettingsPatch,
  WriteBackupRequest,
  WrittenBackup,
} from '@shared/ipc'

// Backups for the browser build: a separate IndexedDB database of the same origin, rotated like
// the desktop app's backup folder. It protects against mistakes and bad imports, not against the
// browser clearing the site's storage (Settings says so; download a backup for that).
interface StoredBackup {
  name: string
  content: string
  size: number
  modifiedAt: string
}

class WebBackupsDatabase extends Dexie {
  backups!: Table<StoredBackup, string>
  settings!: Table<{ key: string; value: unknown }, string>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ backups: 'name, modifiedAt', settings: 'key' })
  }
}

let instance: WebBackupsDatabase | null = null
function db(): WebBackupsDatabase {
  instance ??= new WebBackupsDatabase('quillkeep-backups')
  return instance
}

/** For tests: a separately named database. */
export function useWebBackupsDatabase(name: string | null): void {
  instance = name ? new WebBackupsDatabase(name) : null
}

const defaults: BackupSettings = {
  folder: "This browser's storage for Quillkeep",
  keep: 10,
  intervalHours: 24,
}

function stamp(date: Date): string {
  const iso = date.toISOString() // 2026-11-22T00:50:12.345Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`
}

export const webBackups = {
  async settings(): Promise<BackupSettings> {
    const stored = (await db().settings.get('backup'))?.value as Partial<BackupSettings> | undefined
    return { ...defaults, ...stored, folder: defaults.folder }
  },
  async setSettings(patch: BackupSettingsPatch): Promise<BackupSettings> {
    const next = { ...(await this.settings()), ...patch }
    await db().settings.put({
      key: 'backup',
      value: { keep: next.keep, intervalHours: next.intervalHours },
    })
    return next
  },
  async write(request: WriteBackupRequest, now = new Date()): Promise<WrittenBackup> {
    const base = `quillkeep-backup-${stamp(now)}`
    return db().transaction('rw', db().backups, db().settings, async () => {
      let name = `${base}-${request.reason}.json`
      for (let n = 2; await db().backups.get(name); n++)
        name = `${base}-${n}-${request.reason}.json`
      await db().backups.put({
        name,
        content: request.content,
        size: new Blob([request.content]).size,
        modifiedAt: now.toISOString(),
      })
      const { keep } = await this.settings()
      const all = await db().backups.orderBy('modifiedAt').reverse().primaryKeys()
      const removed = all.slice(keep)
      await db().backups.bulkDelete(removed)
      return { name, path: name, removed }
    })
  },
  async list(): Promise<BackupInfo[]> {
    const all = await db().backups.orderBy('modifiedAt').reverse().toArray()
    return all.map(({ name, size, modifiedAt }) => ({ name, size, modifiedAt }))
  },
  async read(name: string): Promise<string> {
    const found = await db().backups.get(name)
    if (!found) throw new Error(`There is no backup named “${name}”.`)
    return found.content
  },
}
