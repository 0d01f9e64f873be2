// Automatic backups: full-backup files in one folder, named by UTC time and reason, written
// atomically and rotated. Only files whose names match the backup pattern are ever listed,
// read or deleted, so a backup folder shared with other files is safe.
import { text } from './text'
import { constants } from 'node:fs'
import { lstat, mkdir, open, readdir, unlink } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import {
  backupName,
  backupStamp,
  backupsToRemove,
  compareBackupsNewestFirst,
  nextBackupCopy,
  parseBackupName,
} from '@shared/backup-contents'
import {
  backupNameSchema,
  type BackupInfo,
  type WriteBackupRequest,
  type WrittenBackup,
} from '@shared/ipc'
import { formatMegabytes } from './files'
import { maxFileBytes } from '@shared/ipc-channels'

export type BackupReason = WriteBackupRequest['reason']

/** Largest backup written or read back (a JavaScript string cannot hold much more). */
const maxBackupBytes = maxFileBytes

export function isBackupName(name: string): boolean {
  return backupNameSchema.safeParse(name).success && parseBackupName(name) !== null
}

/**
 * `quillkeep-backup-20261121-093005-manual.quillkeep`; copy 2 and up add `-2` before the reason,
 * and a backup of an empty database ends in `-manual-empty.quillkeep`.
 */
export function backupFileName(at: Date, reason: BackupReason, copy = 1, empty = false): string {
  return backupName(at, reason, { copy, empty })
}

interface BackupEntry {
  name: string
  size: number
  mtimeMs: number
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
}

/** Every name in `folder` (files, links, folders), or none when it does not exist yet. */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return []
    throw error
  }
}

/** Backup files (regular files, not links or folders) in `folder`, newest first. */
async function scanBackups(folder: string): Promise<BackupEntry[]> {
  const entries: BackupEntry[] = []
  for (const name of (await namesIn(folder)).filter(isBackupName)) {
    try {
      const stats = await lstat(join(folder, name))
      if (stats.isFile()) entries.push({ name, size: stats.size, mtimeMs: stats.mtimeMs })
    } catch {
      // Removed while we looked: not a backup any more.
    }
  }
  return entries.sort((a, b) =>
    compareBackupsNewestFirst({ name: a.name, time: a.mtimeMs }, { name: b.name, time: b.mtimeMs }),
  )
}

export async function listBackups(folder: string): Promise<BackupInfo[]> {
  return (await scanBackups(folder)).map(({ name, size, mtimeMs }) => ({
    name,
    size,
    modifiedAt: new Date(mtimeMs).toISOString(),
  }))
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path)
    return true
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false
    throw error
  }
}

/** A name no entry of the folder has, numbered after every backup of the same second. */
async function freeBackupName(
  folder: string,
  at: Date,
  reason: BackupReason,
  empty: boolean,
): Promise<string> {
  const first = nextBackupCopy(backupStamp(at), await namesIn(folder))
  for (let copy = first; copy < first + 1000; copy++) {
    const name = backupFileName(at, reason, copy, empty)
    if (!(await exists(join(folder, name)))) return name
  }
  throw new Error(text('backup.noFreeName'))
}

/**
 * Removes old backups by the rules of backupsToRemove: `protect`, the backup just written, is
 * kept and counts as the newest; after an empty backup only empty ones go; otherwise empty ones
 * go first, then the oldest, leaving `keep` (at least one). Returns the names it deleted.
 */
export async function rotateBackups(
  folder: string,
  keep: number,
  protect?: string,
): Promise<string[]> {
  const entries = await scanBackups(folder)
  const doomed = backupsToRemove(
    entries.map(({ name, mtimeMs }) => ({ name, time: mtimeMs })),
    keep,
    protect,
  )
  const removed: string[] = []
  for (const name of doomed) {
    if (name === protect || !isBackupName(name)) continue
    try {
      await unlink(join(folder, name))
      removed.push(name)
    } catch {
      // Already gone or locked: try again at the next rotation.
    }
  }
  return removed
}

export interface WriteBackupOptions {
  folder: string
  content: string
  reason: BackupReason
  /**
   * Whether the backup holds no characters, campaigns or journal entries (isEmptyBundle). Its
   * name then ends in `-empty`, and rotating after it never removes a backup with data.
   */
  empty: boolean
  keep: number
  now: Date
  writeFile: (path: string, data: string) => Promise<void>
}

/**
 * Writes a new backup file atomically, then rotates. Nothing is deleted unless the new backup is
 * in the folder, whole; a rotation that fails leaves the old backups for the next one.
 */
export async function writeBackupFile(
  options: WriteBackupOptions,
): Promise<Pick<WrittenBackup, 'name' | 'path' | 'removed'>> {
  const { folder, content, reason, empty, keep, now, writeFile } = options
  const bytes = Buffer.byteLength(content, 'utf8')
  if (bytes > maxBackupBytes) {
    throw new Error(
      text('backup.tooLargeToWrite', {
        size: formatMegabytes(bytes),
        limit: formatMegabytes(maxBackupBytes),
      }),
    )
  }
  await mkdir(folder, { recursive: true })
  const name = await freeBackupName(folder, now, reason, empty)
  const path = join(folder, name)
  await writeFile(path, content)
  const stats = await lstat(path).catch(() => null)
  if (!stats?.isFile() || stats.size !== bytes) {
    throw new Error(text('backup.notAsWritten', { name }))
  }
  const removed = await rotateBackups(folder, keep, name).catch(() => [])
  return { name, path, removed }
}

/** Reads a backup by name, refusing anything that is not a backup file directly in `folder`. */
export async function readBackupFile(
  folder: string,
  name: string,
  maxBytes = maxBackupBytes,
): Promise<string> {
  const refused = new Error(text('backup.notABackup', { name }))
  if (!isBackupName(name)) throw refused
  const root = resolve(folder)
  const path = resolve(root, name)
  if (dirname(path) !== root || basename(path) !== name) throw refused

  let stats
  try {
    stats = await lstat(path)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      throw new Error(text('backup.notFound', { name }))
    }
    throw error
  }
  if (!stats.isFile()) throw refused // a link, a folder or a device

  // O_NOFOLLOW (POSIX) also refuses a link swapped in after the check above.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0))
  try {
    const opened = await handle.stat()
    if (!opened.isFile()) throw refused
    if (opened.size > maxBytes) {
      throw new Error(
        text('backup.tooLargeToRead', {
          name,
          size: formatMegabytes(opened.size),
          limit: formatMegabytes(maxBytes),
        }),
      )
    }
    const content = await handle.readFile({ encoding: 'utf8' })
    return content.replace(/^\uFEFF/, '')
  } finally {
    await handle.close()
  }
}
