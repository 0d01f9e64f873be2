// The only way main hands a path to the system's default app (shell.openPath). It opens only a
// PDF that main itself wrote in this session, and only while that path is still the same file:
// not replaced, not turned into a link, not reached through a folder that became a link. Opening
// anything else could run it (a .desktop file, a script, an .exe).
import { text } from './text'
import type { Shell } from 'electron'
import { lstat, realpath } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import { messageOf } from '@shared/errors'

interface WrittenFile {
  /** The path with every link resolved, when it was written. */
  realPath: string
  dev: number
  ino: number
}

export interface WrittenFiles {
  /** Records a file main has just written; a file that is not there is not recorded. */
  remember(path: string): Promise<void>
  /**
   * Opens a remembered PDF with the system's viewer. Resolves to '' when it was handed over, or
   * to why not (as shell.openPath does); it never throws.
   */
  open(shell: Pick<Shell, 'openPath'>, path: string): Promise<string>
}

/** How many written files are remembered; the oldest are forgotten first. */
export const maxRememberedFiles = 100

export function createWrittenFiles(): WrittenFiles {
  const written = new Map<string, WrittenFile>()

  return {
    async remember(path) {
      const full = resolve(path)
      try {
        const stats = await lstat(full)
        if (!stats.isFile()) return
        written.delete(full)
        written.set(full, { realPath: await realpath(full), dev: stats.dev, ino: stats.ino })
        for (const oldest of written.keys()) {
          if (written.size <= maxRememberedFiles) break
          written.delete(oldest)
        }
      } catch {
        // Gone already: there is nothing to open later.
      }
    },

    async open(shell, path) {
      const full = resolve(path)
      const name = basename(full)
      if (!/\.pdf$/i.test(full)) return `"${name}" is not a PDF, so Quillkeep does not open it.`
      const known = written.get(full)
      if (!known) return text('files.onlyJustSaved', { name })
      try {
        const stats = await lstat(full)
        const same =
          stats.isFile() &&
          stats.dev === known.dev &&
          stats.ino === known.ino &&
          (await realpath(full)) === known.realPath
        if (!same)
          return `"${name}" was changed or replaced after it was saved, so it was not opened.`
      } catch {
        return `"${name}" is no longer where it was saved.`
      }
      try {
        return await shell.openPath(full)
      } catch (error) {
        return messageOf(error)
      }
    },
  }
}
