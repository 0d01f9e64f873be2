// What the sync engine (engine.ts) needs of a folder (#24), so that the same engine runs over a
// folder on disk (the desktop app's main process: src/main/sync/node-folder.ts, chokidar) and,
// later, over a folder the browser lets the page use (the File System Access API). Paths are
// `table/name`, relative to the sync folder, with `/` between.

/** What reading one file found. */
export type FolderRead =
  /** The file's text. */
  | { kind: 'text'; text: string }
  /** Larger than any file Quillkeep reads: not read at all. */
  | { kind: 'too-large'; bytes: number }
  /** Gone, not a file, or exactly as this device last wrote it (nothing new to read). */
  | { kind: 'none' }

export interface SyncFolder {
  /** Every file in the folders of `tables`, as `table/name`. */
  list(tables: readonly string[]): Promise<string[]>
  read(path: string): Promise<FolderRead>
  /** Writes the file whole or not at all (a temp file beside it, then a rename). */
  write(path: string, text: string): Promise<void>
  /**
   * Calls `changed` with the path of each file added or changed after this resolves (the engine
   * waits for a quiet time before reading it). Resolves with a function that stops watching.
   */
  watch(changed: (path: string) => void): Promise<() => Promise<void>>
}
