import Dexie, { type Table } from 'dexie'
import {
  backupName,
  backupStamp,
  backupsToRemove,
  compareBackupsNewestFirst,
  nextBackupCopy,
} from '@shared/backup-contents'
import type {
  BackupInfo,
  BackupSettings,
  BackupSettingsPatch,
  WriteBackupRequest,
  WrittenBackup,
} from '@shared/ipc'
import { gunzipText } from '@renderer/backup-gzip'

// Backups for the browser build: a separate IndexedDB database of the same origin, rotated like
// the desktop app's backup folder. It protects against mistakes and bad imports, not against the
// browser clearing the site's storage (Settings says so; download a backup for that).
// Names, order and rotation follow the shared rules in @shared/backup-contents.
interface StoredBackup {
  name: string
  /** Version 1 rows: the backup's text. */
  content?: string
  /** Version 2 rows: the backup's text (UTF-8), gzip-compressed. */
  gzip?: ArrayBuffer
  /** Bytes of the text: the size of the file it restores. */
  size: number
  modifiedAt: string
  /** A backup of an empty database (its name also ends in `-empty`); missing in older ones. */
  empty?: boolean
}

/** A backup's text gzip-compressed, and the size of the text. */
export interface WebBackupContent {
  reason: WriteBackupRequest['reason']
  gzip: ArrayBuffer
  textBytes: number
}

export interface WebBackupOptions {
  /** Whether the backup holds no characters, campaigns or journal entries (isEmptyBundle). */
  empty: boolean
  now?: Date
}

class WebBackupsDatabase extends Dexie {
  backups!: Table<StoredBackup, string>
  settings!: Table<{ key: string; value: unknown }, string>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ backups: 'name, modifiedAt', settings: 'key' })
    // Version 2 stores new backups gzip-compressed (`gzip`, an ArrayBuffer rather than a Blob: it
    // is cloned alike by every IndexedDB, the tests' fake one included, where a Blob is not)
    // beside the text rows version 1 wrote (`content`), which stay as they are and read as
    // before (no upgrade step: compressing them would need async work that an upgrade
    // transaction cannot wait for). Tables and indexes are unchanged; the version records that
    // rows may be compressed, for any later migration to start from.
    this.version(2).stores({ backups: 'name, modifiedAt', settings: 'key' })
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

/** Each backup's name and stored time, read from the index alone (no contents loaded). */
async function storedRefs(): Promise<{ name: string; time: number }[]> {
  const refs: { name: string; time: number }[] = []
  await db()
    .backups.orderBy('modifiedAt')
    .eachKey((modifiedAt, cursor) => {
      // modifiedAt is stored as an ISO string (StoredBackup); any other key has no time.
      const time = typeof modifiedAt === 'string' ? Date.parse(modifiedAt) || 0 : 0
      refs.push({ name: String(cursor.primaryKey), time })
    })
  return refs
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
  /**
   * Stores a backup, then rotates: the one just written is always kept and counts as the newest;
   * after an empty backup only empty ones are removed (see backupsToRemove).
   */
  async write(
    backup: WebBackupContent,
    options: WebBackupOptions,
  ): Promise<Pick<WrittenBackup, 'name' | 'path' | 'removed'>> {
    const now = options.now ?? new Date()
    const empty = options.empty
    return db().transaction('rw', db().backups, db().settings, async () => {
      // Numbered after every backup of the same second, so the later one sorts as newer.
      const stamp = backupStamp(now)
      const sameSecond = await db()
        .backups.where(':id')
        .startsWith(`quillkeep-backup-${stamp}`)
        .primaryKeys()
      const copy = nextBackupCopy(stamp, sameSecond.map(String))
      const name = backupName(now, backup.reason, { copy, empty })
      await db().backups.put({
        name,
        gzip: backup.gzip,
        size: backup.textBytes,
        modifiedAt: now.toISOString(),
        empty,
      })
      const { keep } = await this.settings()
      const removed = backupsToRemove(await storedRefs(), keep, name)
      await db().backups.bulkDelete(removed)
      return { name, path: name, removed }
    })
  },
  async list(): Promise<BackupInfo[]> {
    const all = await db().backups.toArray()
    return all
      .map(({ name, size, modifiedAt }) => ({ name, size, modifiedAt }))
      .sort((a, b) =>
        compareBackupsNewestFirst(
          { name: a.name, time: Date.parse(a.modifiedAt) || 0 },
          { name: b.name, time: Date.parse(b.modifiedAt) || 0 },
        ),
      )
  },
  /** The backup's text, decompressed (a version-1 row holds the text itself). */
  async read(name: string): Promise<string> {
    const found = await db().backups.get(name)
    if (!found) throw new Error(`There is no backup named “${name}”.`)
    if (typeof found.content === 'string') return found.content
    try {
      if (found.gzip) return await gunzipText(found.gzip)
    } catch {
      // Not gzip, or not UTF-8 inside: said below.
    }
    throw new Error(`The backup “${name}” is damaged and cannot be read.`)
  },
}
