// Automatic backups: full-backup files in one folder, named by UTC time and reason, written
// atomically and rotated. Only files whose names match the backup pattern are ever listed,
// read or deleted, so a backup folder shared with other files is safe.
import { constants } from 'node:fs'
import { lstat, mkdir, open, readdir, unlink } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import {
  backupNameSchema,
  type BackupInfo,
  type WriteBackupRequest,
  type WrittenBackup,
} from '@shared/ipc'
import { formatMegabytes } from './files'

export type BackupReason = WriteBackupRequest['reason']

/** Largest backup written or read back (a JavaScript string cannot hold much more). */
export const maxBackupBytes = 400 * 1024 * 1024

const namePattern = /^quillkeep-backup-(\d{8})-(\d{6})(?:-(\d+))?-([a-z-]+)\.json$/

export function isBackupName(name: string): boolean {
  return backupNameSchema.safeParse(name).success && namePattern.test(name)
}

/** `quillkeep-backup-20261121-093005-manual.json`; copy 2 and up add `-2` before the reason. */
export function backupFileName(at: Date, reason: BackupReason, copy = 1): string {
  const iso = at.toISOString() // 2026-11-21T09:30:05.123Z, always UTC
  const stamp = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`
  return `quillkeep-backup-${stamp}${copy > 1 ? `-${copy}` : ''}-${reason}.json`
}

interface BackupEntry {
  name: string
  size: number
  mtimeMs: number
  /** YYYYMMDD-HHMMSS from the name. */
  stamp: string
  copy: number
}

function newestFirst(a: BackupEntry, b: BackupEntry): number {
  if (a.stamp !== b.stamp) return a.stamp < b.stamp ? 1 : -1
  if (a.copy !== b.copy) return b.copy - a.copy
  if (a.mtimeMs !== b.mtimeMs) return b.mtimeMs - a.mtimeMs
  return a.name < b.name ? 1 : -1
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : ''
}

/** Backup files (regular files, not links or folders) in `folder`, newest first. */
async function scanBackups(folder: string): Promise<BackupEntry[]> {
  let names: string[]
  try {
    names = (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && isBackupName(entry.name))
      .map((entry) => entry.name)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return []
    throw error
  }
  const entries: BackupEntry[] = []
  for (const name of names) {
    const match = namePattern.exec(name)
    try {
      const stats = await lstat(join(folder, name))
      if (!match || !stats.isFile()) continue
      entries.push({
        name,
        size: stats.size,
        mtimeMs: stats.mtimeMs,
        stamp: `${match[1]}-${match[2]}`,
        copy: match[3] ? Number(match[3]) : 1,
      })
    } catch {
      // Removed while we looked: not a backup any more.
    }
  }
  return entries.sort(newestFirst)
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

async function freeBackupName(folder: string, at: Date, reason: BackupReason): Promise<string> {
  for (let copy = 1; copy <= 1000; copy++) {
    const name = backupFileName(at, reason, copy)
    if (!(await exists(join(folder, name)))) return name
  }
  throw new Error('Could not find a free name for the backup file.')
}

/**
 * Keeps the newest `keep` backups (always including `protect`, the one just written) and
 * deletes the rest. Returns the names it deleted.
 */
export async function rotateBackups(
  folder: string,
  keep: number,
  protect?: string,
): Promise<string[]> {
  const entries = await scanBackups(folder)
  const kept = new Set<string>(protect ? [protect] : [])
  for (const entry of entries) {
    if (kept.size >= Math.max(keep, 1)) break
    kept.add(entry.name)
  }
  const removed: string[] = []
  for (const entry of entries) {
    if (kept.has(entry.name) || !isBackupName(entry.name)) continue
    try {
      await unlink(join(folder, entry.name))
      removed.push(entry.name)
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
  keep: number
  now: Date
  writeFile: (path: string, data: string) => Promise<void>
}

/** Writes a new backup file atomically, then rotates. Nothing is deleted if the write fails. */
export async function writeBackupFile(options: WriteBackupOptions): Promise<WrittenBackup> {
  const { folder, content, reason, keep, now, writeFile } = options
  const bytes = Buffer.byteLength(content, 'utf8')
  if (bytes > maxBackupBytes) {
    throw new Error(
      `The backup is too large to write (${formatMegabytes(bytes)}; the limit is ${formatMegabytes(maxBackupBytes)}).`,
    )
  }
  await mkdir(folder, { recursive: true })
  const name = await freeBackupName(folder, now, reason)
  const path = join(folder, name)
  await writeFile(path, content)
  const removed = await rotateBackups(folder, keep, name)
  return { name, path, removed }
}

/** Reads a backup by name, refusing anything that is not a backup file directly in `folder`. */
export async function readBackupFile(
  folder: string,
  name: string,
  maxBytes = maxBackupBytes,
): Promise<string> {
  const refused = new Error(`"${name}" is not a backup file in the backup folder.`)
  if (!isBackupName(name)) throw refused
  const root = resolve(folder)
  const path = resolve(root, name)
  if (dirname(path) !== root || basename(path) !== name) throw refused

  let stats
  try {
    stats = await lstat(path)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      throw new Error(
        `The backup "${name}" was not found in the backup folder; it may have been moved or deleted.`,
      )
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
        `The backup "${name}" is too large to read (${formatMegabytes(opened.size)}; the limit is ${formatMegabytes(maxBytes)}).`,
      )
    }
    const content = await handle.readFile({ encoding: 'utf8' })
    return content.replace(/^\uFEFF/, '')
  } finally {
    await handle.close()
  }
}
