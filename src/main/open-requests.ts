// Files the OS asks Quillkeep to open (#22): a double-click on a .quillkeep file, a file on the
// command line, Open Recent. Each path waits here until the renderer takes it and shows the import
// preview, so a file opened before the window exists (macOS `open-file` at launch) or while the
// page is still loading is never lost, and nothing is ever imported without the preview.
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isImportableFileName } from '@shared/file-extensions'

/** More than anyone opens at once; beyond it the oldest waiting paths are dropped. */
export const maxWaitingPaths = 20

export interface OpenRequests {
  /** Queues paths to open; tells the renderer (notify) when any was added. */
  add(paths: readonly string[]): void
  /** The waiting paths, oldest first; the queue is empty afterwards. */
  take(): string[]
}

export function createOpenRequests(notify: () => void): OpenRequests {
  let waiting: string[] = []
  return {
    add(paths) {
      const fresh = paths.filter((path) => !waiting.includes(path))
      if (fresh.length === 0) return
      waiting = [...waiting, ...fresh].slice(-maxWaitingPaths)
      notify()
    },
    take() {
      const taken = waiting
      waiting = []
      return taken
    },
  }
}

/**
 * The Quillkeep files in a command line: what Windows and Linux pass when a file is opened with
 * the app (on first launch in process.argv, later in `second-instance`). Switches (Chromium adds
 * some), the executable and, in development, the app's own path are not files to open; Linux
 * desktop entries may pass `file://` URLs (the %U field code). Relative paths are resolved
 * against the folder the command ran in.
 */
export function filesFromArgv(argv: readonly string[], workingDirectory: string): string[] {
  const files: string[] = []
  for (const argument of argv.slice(1)) {
    if (argument.startsWith('-')) continue
    let path = argument
    if (/^file:\/\//i.test(argument)) {
      try {
        path = fileURLToPath(argument)
      } catch {
        continue
      }
    } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(argument)) continue
    if (!isImportableFileName(path)) continue
    const full = isAbsolute(path) ? path : resolve(workingDirectory, path)
    if (!files.includes(full)) files.push(full)
  }
  return files
}
