// Recent documents (#22): every file imported or exported goes on Quillkeep's own list
// (recent-files.ts, shown in File › Open Recent on Windows and Linux and in Settings) and on the
// OS's list: app.addRecentDocument feeds macOS's Open Recent menu and Dock menu, and the Recent
// category of the Windows jump list (the .quillkeep type is registered by the installer).
import type { App } from 'electron'
import { lstat } from 'node:fs/promises'
import { basename } from 'node:path'
import type { RecentFile } from '@shared/ipc'
import type { RecentFiles } from './recent-files'

export interface RecentDocumentsOptions {
  recentFiles: RecentFiles
  os: Pick<App, 'addRecentDocument' | 'clearRecentDocuments'>
  /** The list changed: the menu is rebuilt. */
  onChange?: () => void
  exists?: (path: string) => Promise<boolean>
  /** Opens a file from the menu: it goes to the renderer's import preview (open-requests.ts). */
  openPath?: (path: string) => void
  /** Tells the user a file on the list is gone. */
  showMissing?: (name: string, path: string) => void
}

export interface RecentDocuments {
  /** Puts a file at the top of both lists. A convenience: it never throws. */
  add(path: string): Promise<void>
  /** Empties both lists. */
  clear(): Promise<void>
  /** Quillkeep's list, newest first, each marked `missing` when its file is gone. */
  list(): Promise<RecentFile[]>
  /** A click in Open Recent: the import preview, or a message when the file is gone. */
  open(path: string): Promise<void>
}

async function fileExists(path: string): Promise<boolean> {
  try {
    await lstat(path)
    return true
  } catch {
    return false
  }
}

export function createRecentDocuments(options: RecentDocumentsOptions): RecentDocuments {
  const { recentFiles, os, onChange = () => {}, exists = fileExists } = options
  const { openPath = () => {}, showMissing = () => {} } = options
  return {
    async add(path) {
      try {
        os.addRecentDocument(path)
      } catch {
        // The OS list is a convenience too.
      }
      await recentFiles.add(path).then(onChange, () => undefined)
    },
    async clear() {
      os.clearRecentDocuments()
      await recentFiles.clear()
      onChange()
    },
    async list() {
      const files = await recentFiles.list()
      return Promise.all(
        files.map(async (file) => ((await exists(file.path)) ? file : { ...file, missing: true })),
      )
    },
    async open(path) {
      // Checked again at the click: the file may have gone since the menu was built.
      if (await exists(path)) openPath(path)
      else showMissing(basename(path), path)
    },
  }
}
