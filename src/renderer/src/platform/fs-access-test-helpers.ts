// An in-memory File System Access folder for tests (#24), behaving as the spec says where the sync
// folder relies on it: getFileHandle({ create }) makes an empty file at once, a writable writes to
// a swap file that replaces the file only on close(), abort() discards it, and every change moves
// the file's lastModified on. Missing entries reject with a NotFoundError DOMException, a folder
// asked for as a file (or the other way round) with a TypeMismatchError.
import type { SyncDirectoryHandle, SyncFileHandle } from './fs-access-folder'

interface FileNode {
  kind: 'file'
  text: string
  lastModified: number
}
interface DirectoryNode {
  kind: 'directory'
  entries: Map<string, FileNode | DirectoryNode>
}

const notFound = (name: string) => new DOMException(`${name} not found`, 'NotFoundError')
const mismatch = (name: string) =>
  new DOMException(`${name} is the wrong kind`, 'TypeMismatchError')
const bytes = (text: string) => new TextEncoder().encode(text).length
/** Every call answers later, as the browser's do. */
const later = () => Promise.resolve()

export interface FakeFolderControls {
  /** The folder the user "chose". */
  root: SyncDirectoryHandle
  /** The next writable's write() rejects (the disk is full). */
  failNextWrite(): void
  /** Another writer (a sync engine bringing another device's file) writes `table/name`. */
  put(path: string, text: string): void
  /** Another writer removes `table/name`. */
  remove(path: string): void
  /** The text of `table/name`, or undefined. */
  text(path: string): string | undefined
  /** Every file as `table/name`, sorted. */
  files(): string[]
  /** How many folder listings (values()) have started. */
  listings(): number
  /** While set, every listing waits for it (a slow disk). */
  holdListings(gate: Promise<void> | null): void
}

/** A fake sync folder; `now` gives each change's lastModified (default: a counter). */
export function fakeFolder(now?: () => number): FakeFolderControls {
  let tick = 1_790_000_000_000
  const clock = now ?? (() => ++tick)
  const top: DirectoryNode = { kind: 'directory', entries: new Map() }
  let failWrite = false
  let listings = 0
  let gate: Promise<void> | null = null
  /** Which folder each directory handle stands for (isSameEntry). */
  const nodes = new WeakMap<SyncDirectoryHandle, DirectoryNode>()

  const fileHandle = (parent: DirectoryNode, name: string): SyncFileHandle => ({
    kind: 'file',
    name,
    async getFile() {
      await later()
      const node = parent.entries.get(name)
      if (node?.kind !== 'file') throw notFound(name)
      const { text, lastModified } = node
      return { size: bytes(text), lastModified, text: () => Promise.resolve(text) }
    },
    async createWritable() {
      await later()
      if (parent.entries.get(name)?.kind !== 'file') throw notFound(name)
      let swap = ''
      let open = true
      const failing = failWrite
      failWrite = false
      return {
        async write(data: string) {
          await later()
          if (!open) throw new TypeError('closed')
          if (failing) throw new DOMException('The disk is full', 'QuotaExceededError')
          swap += data
        },
        async close() {
          await later()
          if (!open) throw new TypeError('closed')
          open = false
          parent.entries.set(name, { kind: 'file', text: swap, lastModified: clock() })
        },
        async abort() {
          await later()
          open = false
        },
      }
    },
  })

  const directoryHandle = (node: DirectoryNode, name: string): SyncDirectoryHandle => {
    const handle: SyncDirectoryHandle = {
      kind: 'directory',
      name,
      async getDirectoryHandle(child, options) {
        await later()
        let entry = node.entries.get(child)
        if (entry?.kind === 'file') throw mismatch(child)
        if (!entry) {
          if (!options?.create) throw notFound(child)
          entry = { kind: 'directory', entries: new Map() }
          node.entries.set(child, entry)
        }
        return directoryHandle(entry, child)
      },
      async getFileHandle(child, options) {
        await later()
        const entry = node.entries.get(child)
        if (entry?.kind === 'directory') throw mismatch(child)
        if (!entry) {
          if (!options?.create) throw notFound(child)
          node.entries.set(child, { kind: 'file', text: '', lastModified: clock() })
        }
        return fileHandle(node, child)
      },
      async removeEntry(child) {
        await later()
        if (!node.entries.delete(child)) throw notFound(child)
      },
      async *values() {
        listings++
        if (gate) await gate
        for (const [child, entry] of [...node.entries]) {
          yield entry.kind === 'file' ? fileHandle(node, child) : directoryHandle(entry, child)
        }
      },
      async isSameEntry(other) {
        await later()
        return nodes.get(other) === node
      },
    }
    nodes.set(handle, node)
    return handle
  }

  /** The table's folder of `table/name` (made when `create`), and the name. */
  function locate(path: string): { folder: DirectoryNode; name: string }
  function locate(path: string, create: false): { folder: DirectoryNode | null; name: string }
  function locate(path: string, create = true) {
    const [table, name] = path.split('/') as [string, string]
    let folder = top.entries.get(table)
    if (!folder && !create) return { folder: null, name }
    if (!folder) {
      folder = { kind: 'directory', entries: new Map() }
      top.entries.set(table, folder)
    }
    if (folder.kind !== 'directory') throw mismatch(table)
    return { folder, name }
  }

  return {
    root: directoryHandle(top, 'Sync'),
    failNextWrite: () => void (failWrite = true),
    put(path, text) {
      const { folder, name } = locate(path)
      folder.entries.set(name, { kind: 'file', text, lastModified: clock() })
    },
    remove(path) {
      const { folder, name } = locate(path, false)
      folder?.entries.delete(name)
    },
    text(path) {
      const { folder, name } = locate(path, false)
      const node = folder?.entries.get(name)
      return node?.kind === 'file' ? node.text : undefined
    },
    files() {
      const paths: string[] = []
      for (const [table, folder] of top.entries)
        if (folder.kind === 'directory')
          for (const [name, node] of folder.entries)
            if (node.kind === 'file') paths.push(`${table}/${name}`)
      return paths.sort()
    },
    listings: () => listings,
    holdListings: (next) => void (gate = next),
  }
}
