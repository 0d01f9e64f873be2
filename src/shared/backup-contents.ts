// What a backup holds, and which backups rotation removes. Shared by the desktop backup folder
// (src/main/backups.ts) and the browser's backup database (renderer db/web-backups.ts), so both
// name, order and rotate backups by the same rules. Pure TypeScript.
import type { Bundle } from './files'

/**
 * An empty bundle holds no characters, no campaigns, no journal entries and no encounters.
 * Settings and the roll log alone do not count: restoring them brings back nothing a user made.
 */
export function isEmptyBundle(
  bundle: Pick<Bundle, 'characters' | 'campaigns' | 'journal' | 'encounters'>,
): boolean {
  return (
    bundle.characters.length === 0 &&
    bundle.campaigns.length === 0 &&
    bundle.journal.length === 0 &&
    (bundle.encounters ?? []).length === 0
  )
}

// --- Names -------------------------------------------------------------------------------------

/** Appended to the reason in the name of a backup of an empty database. */
const emptyBackupSuffix = '-empty'

const backupNamePattern =
  /^quillkeep-backup-(\d{8})-(\d{6})(?:-(\d+))?-([a-z-]+)\.(?:quillkeep|json)$/

export interface BackupNameParts {
  /** YYYYMMDD-HHMMSS, UTC. */
  stamp: string
  /** 1, or 2 and up for later backups of the same second. */
  copy: number
  /** Why it was written, without the empty suffix. */
  reason: string
  /** A backup of an empty database (see isEmptyBundle). */
  empty: boolean
}

/** `20261121-093005` for 2026-11-21T09:30:05Z. */
export function backupStamp(at: Date): string {
  const iso = at.toISOString() // 2026-11-21T09:30:05.123Z, always UTC
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`
}

/**
 * `quillkeep-backup-20261121-093005-manual.quillkeep`; later backups of the same second add `-2`,
 * `-3` … before the reason, and a backup of an empty database ends in `-manual-empty.quillkeep`.
 * Backups written before #22 end in `.json`; they are listed, read and rotated the same way.
 */
export function backupName(
  at: Date,
  reason: string,
  { copy = 1, empty = false }: { copy?: number; empty?: boolean } = {},
): string {
  const copyPart = copy > 1 ? `-${copy}` : ''
  return `quillkeep-backup-${backupStamp(at)}${copyPart}-${reason}${empty ? emptyBackupSuffix : ''}.quillkeep`
}

export function parseBackupName(name: string): BackupNameParts | null {
  const match = backupNamePattern.exec(name)
  if (!match) return null
  const [, day = '', time = '', copy, reason = ''] = match
  const empty = reason.endsWith(emptyBackupSuffix) && reason.length > emptyBackupSuffix.length
  return {
    stamp: `${day}-${time}`,
    copy: copy ? Number(copy) : 1,
    reason: empty ? reason.slice(0, -emptyBackupSuffix.length) : reason,
    empty,
  }
}

/**
 * The copy number for a new backup of `stamp`: one more than any name of that second already
 * has, whatever its reason, so that of two backups of one second the later one always sorts as
 * newer (a free lower number, left by rotation, would sort it as older).
 */
export function nextBackupCopy(stamp: string, names: Iterable<string>): number {
  let highest = 0
  for (const name of names) {
    const parts = parseBackupName(name)
    if (parts?.stamp === stamp) highest = Math.max(highest, parts.copy)
  }
  return highest + 1
}

// --- Order and rotation ------------------------------------------------------------------------

export interface StoredBackupRef {
  name: string
  /** When it was stored (file time or modifiedAt, in ms): only breaks ties of name. */
  time: number
}

/** Newest first: by the time in the name, then copy number, then stored time, then name. */
export function compareBackupsNewestFirst(a: StoredBackupRef, b: StoredBackupRef): number {
  const pa = parseBackupName(a.name)
  const pb = parseBackupName(b.name)
  if (pa && pb) {
    if (pa.stamp !== pb.stamp) return pa.stamp < pb.stamp ? 1 : -1
    if (pa.copy !== pb.copy) return pb.copy - pa.copy
  }
  if (a.time !== b.time) return b.time - a.time
  return a.name < b.name ? 1 : a.name > b.name ? -1 : 0
}

/** How many backups to keep: at least one; a missing or odd setting keeps one. */
export function backupsToKeep(keep: number): number {
  return keep >= 1 ? Math.floor(keep) : 1
}

/**
 * The names rotation removes, in the order to remove them. The rules:
 * - the backup just written (`written`) is never removed and counts as the newest, whatever the
 *   time in its name says (the clock may have gone back);
 * - at most enough are removed to leave `keep` backups (at least one);
 * - after a backup of an empty database only older empty backups may go, never one with data,
 *   so scheduled backups after a wipe cannot rotate the user's data away (the folder may then
 *   hold more than `keep`);
 * - after a backup with data, empty backups go first (oldest first), then the oldest with data;
 * - names that are not backup names are never removed.
 * Without `written`, the newest backup stands for it.
 */
export function backupsToRemove(
  backups: readonly StoredBackupRef[],
  keep: number,
  written?: string,
): string[] {
  const sorted = backups
    .filter((backup) => parseBackupName(backup.name) !== null)
    .sort(compareBackupsNewestFirst)
  const newest = written ?? sorted[0]?.name
  if (newest === undefined) return []
  const newestParts = parseBackupName(newest)
  const older = sorted.filter((backup) => backup.name !== newest).reverse() // oldest first
  const excess = older.length + 1 - backupsToKeep(keep)
  if (excess <= 0) return []
  const isEmpty = (backup: StoredBackupRef) => parseBackupName(backup.name)?.empty === true
  const empties = older.filter(isEmpty)
  const candidates = newestParts?.empty
    ? empties
    : [...empties, ...older.filter((backup) => !isEmpty(backup))]
  return candidates.slice(0, excess).map((backup) => backup.name)
}
