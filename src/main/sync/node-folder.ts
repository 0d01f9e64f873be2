// A sync folder on disk (#24), for the engine (shared/sync/engine.ts): files listed and read with
// Node's fs, written atomically (temp file beside the target, fsync, rename), and watched with
// chokidar. A file this device wrote is not read back until it changes.
import { mkdir, open, readdir, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { watch } from 'chokidar'
import { writeFileAtomic } from '../../node/atomic-write'
import { maxFileBytes } from '@shared/ipc-channels'
import type { FolderRead, SyncFolder } from '@shared/sync/folder'
import { isSyncFileName } from '@shared/sync/conflict-copies'

interface FileStamp {
  size: number
  mtimeMs: number
  ino: number
}

const sameStamp = (a: FileStamp | undefined, b: FileStamp) =>
  a !== undefined && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino

/** The sync folder at `root`. */
export function nodeSyncFolder(root: string): SyncFolder {
  /** The files this device wrote last, so their change events are not read back. */
  const ownWrites = new Map<string, FileStamp>()
  const absolute = (path: string) => join(root, ...path.split('/'))

  return {
    async list(tables) {
      const paths: string[] = []
      for (const table of tables) {
        const names = await readdir(join(root, table)).catch(() => [] as string[])
        for (const name of names) if (isSyncFileName(name)) paths.push(`${table}/${name}`)
      }
      return paths
    },

    async read(path): Promise<FolderRead> {
      try {
        const handle = await open(absolute(path), 'r')
        try {
          const stats = await handle.stat()
          const stamp = { size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino }
          if (!stats.isFile() || sameStamp(ownWrites.get(path), stamp)) return { kind: 'none' }
          if (stats.size > maxFileBytes) return { kind: 'too-large', bytes: stats.size }
          return { kind: 'text', text: await handle.readFile({ encoding: 'utf8' }) }
        } finally {
          await handle.close()
        }
      } catch {
        return { kind: 'none' }
      }
    },

    async write(path, text) {
      const target = absolute(path)
      await mkdir(join(target, '..'), { recursive: true })
      await writeFileAtomic(target, text)
      const written = await stat(target)
      ownWrites.set(path, { size: written.size, mtimeMs: written.mtimeMs, ino: written.ino })
    },

    async watch(changed) {
      const watcher = watch(root, {
        ignoreInitial: true,
        depth: 1,
        ignored: (path, stats) => {
          const name = path.slice(path.lastIndexOf(sep) + 1)
          return (
            (path !== root && name.startsWith('.')) ||
            (stats?.isFile() === true && !isSyncFileName(name))
          )
        },
      })
      const report = (file: string) => changed(relative(root, file).split(sep).join('/'))
      watcher.on('add', report).on('change', report)
      await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
      return () => watcher.close()
    },
  }
}
