// Names in the sync folder (#24): which files are records, which are a sync engine's conflict
// copies of a record's file, and which (temp files, ours or an engine's) are left alone.

/** Dropbox: "NAME (Someone's conflicted copy 2026-11-27).quillkeep", maybe with " (1)". */
const dropboxCopy = /^(.+?) \([^()]*conflicted copy[^()]*(?:\(\d+\))?\)\.quillkeep$/i
/** Syncthing: "NAME.sync-conflict-20261127-101010-ABCDEFG.quillkeep". */
const syncthingCopy = /^(.+?)\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7}\.quillkeep$/

/** The record file a conflict copy was made of ("NAME.quillkeep"), or undefined. */
export function conflictCopyOriginal(name: string): string | undefined {
  const match = dropboxCopy.exec(name) ?? syncthingCopy.exec(name)
  return match ? `${match[1]}.quillkeep` : undefined
}

/**
 * True for a name the folder reads: a `.quillkeep` file that is not hidden. Temp files (ours are
 * ".NAME.<random>.tmp", Syncthing's ".syncthing.NAME.tmp", Dropbox's and editors' "~…") are not.
 */
export function isSyncFileName(name: string): boolean {
  return name.endsWith('.quillkeep') && !name.startsWith('.') && !name.startsWith('~$')
}
