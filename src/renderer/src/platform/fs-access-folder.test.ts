// The web build's sync folder (#24) over an in-memory File System Access folder that behaves as
// the spec says (fs-access-test-helpers.ts): listing, reading, the size limit, own writes not read
// back, whole-or-nothing writes, refused paths, the poll that stands in for a watcher, and the
// permission helper.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ensurePermission,
  folderPermission,
  fsAccessSyncFolder,
  type FolderObserverClass,
  type SyncDirectoryHandle,
} from './fs-access-folder'
import { fakeFolder } from './fs-access-test-helpers'

// The browser's real handle fits what the folder uses (checked by the type checker).
const realHandleFits: (handle: FileSystemDirectoryHandle) => SyncDirectoryHandle = (handle) =>
  handle
void realHandleFits

const character = 'characters/a1b2c3d4.quillkeep'
const journal = 'journal/e1f2a3b4.quillkeep'

/** A document whose visibility the test sets. */
function fakeDocument() {
  const target = new EventTarget()
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show() {
      doc.visibilityState = 'visible'
      target.dispatchEvent(new Event('visibilitychange'))
    },
  }
  return doc
}

describe('the web sync folder: files', () => {
  it('lists the sync files of each table asked for; a missing table folder holds none', async () => {
    const fs = fakeFolder()
    fs.put(character, '{}')
    fs.put('characters/.a1b2c3d4.quillkeep.tmp', 'temp')
    fs.put('characters/notes.txt', 'not ours')
    fs.put('characters/b1b2c3d4.quillkeep.crswap', 'a browser swap file')
    fs.put(journal, '{}')
    fs.put('encounters/c1c2c3c4.quillkeep', '{}')
    const folder = fsAccessSyncFolder(fs.root)
    expect((await folder.list(['characters', 'journal', 'campaigns'])).sort()).toEqual([
      character,
      journal,
    ])
    expect(await folder.list(['pictures'])).toEqual([])
  })

  it('skips a folder with a file name, and a table that is a file', async () => {
    const fs = fakeFolder()
    await fs.root.getDirectoryHandle('characters', { create: true })
    const characters = await fs.root.getDirectoryHandle('characters')
    await characters.getDirectoryHandle('x1x2x3x4.quillkeep', { create: true })
    await fs.root.getFileHandle('campaigns', { create: true })
    const folder = fsAccessSyncFolder(fs.root)
    expect(await folder.list(['characters', 'campaigns'])).toEqual([])
    expect(await folder.read('characters/x1x2x3x4.quillkeep')).toEqual({ kind: 'none' })
    expect(await folder.read('campaigns/x1x2x3x4.quillkeep')).toEqual({ kind: 'none' })
  })

  it('reads a file as text, and a missing one as none', async () => {
    const fs = fakeFolder()
    fs.put(character, '{"name":"Ærin"}')
    const folder = fsAccessSyncFolder(fs.root)
    expect(await folder.read(character)).toEqual({ kind: 'text', text: '{"name":"Ærin"}' })
    expect(await folder.read(journal)).toEqual({ kind: 'none' })
    fs.remove(character)
    expect(await folder.read(character)).toEqual({ kind: 'none' })
  })

  it('does not read a file over the limit, and says how large it is', async () => {
    const fs = fakeFolder()
    fs.put(character, 'x'.repeat(101))
    fs.put(journal, 'ü'.repeat(50))
    const folder = fsAccessSyncFolder(fs.root, { maxBytes: 100 })
    expect(await folder.read(character)).toEqual({ kind: 'too-large', bytes: 101 })
    // Bytes, not characters: 50 × ü is 100 bytes, at the limit.
    expect(await folder.read(journal)).toEqual({ kind: 'text', text: 'ü'.repeat(50) })
  })

  it("reads its own write as none, and another writer's change as text", async () => {
    const fs = fakeFolder()
    const folder = fsAccessSyncFolder(fs.root)
    await folder.write(character, 'mine')
    expect(fs.text(character)).toBe('mine')
    expect(await folder.read(character)).toEqual({ kind: 'none' })
    fs.put(character, 'theirs')
    expect(await folder.read(character)).toEqual({ kind: 'text', text: 'theirs' })
    // Another folder object (another page, after a reload) has not written it.
    await folder.write(character, 'mine again')
    expect(await fsAccessSyncFolder(fs.root).read(character)).toEqual({
      kind: 'text',
      text: 'mine again',
    })
  })

  it('makes the table folder it writes into', async () => {
    const fs = fakeFolder()
    await fsAccessSyncFolder(fs.root).write('pictures/f1f2a3b4.quillkeep', 'picture')
    expect(fs.files()).toEqual(['pictures/f1f2a3b4.quillkeep'])
  })

  it('writes whole or not at all: a failed write leaves the old text', async () => {
    const fs = fakeFolder()
    const folder = fsAccessSyncFolder(fs.root)
    await folder.write(character, 'old')
    fs.failNextWrite()
    await expect(folder.write(character, 'new')).rejects.toThrow('The disk is full')
    expect(fs.text(character)).toBe('old')
    // Still its own write: nothing to read back.
    expect(await folder.read(character)).toEqual({ kind: 'none' })
  })

  it('leaves no empty file behind when writing a new file fails', async () => {
    const fs = fakeFolder()
    fs.failNextWrite()
    await expect(fsAccessSyncFolder(fs.root).write(character, 'new')).rejects.toThrow()
    expect(fs.files()).toEqual([])
  })

  it('refuses paths outside the tables and names it does not read, writing nothing', async () => {
    const fs = fakeFolder()
    const folder = fsAccessSyncFolder(fs.root)
    const bad = [
      '../a1b2c3d4.quillkeep',
      'characters/../a1b2c3d4.quillkeep',
      'characters/sub/a1b2c3d4.quillkeep',
      'settings/a1b2c3d4.quillkeep',
      'characters/a1b2c3d4.json',
      'characters/.hidden.quillkeep',
      'characters/a\\b.quillkeep',
      'characters/a:b.quillkeep',
      'characters/a\u0000b.quillkeep',
      'a1b2c3d4.quillkeep',
      '',
    ]
    for (const path of bad) {
      await expect(folder.write(path, '{}'), path).rejects.toThrow('is not a file in the sync')
      await expect(folder.read(path), path).rejects.toThrow('is not a file in the sync')
    }
    expect(fs.files()).toEqual([])
  })

  it('refuses to write more than the limit, in bytes', async () => {
    const fs = fakeFolder()
    const folder = fsAccessSyncFolder(fs.root, { maxBytes: 30 })
    await expect(folder.write(character, 'ü'.repeat(16))).rejects.toThrow(
      `"${character}" is too large to write to the sync folder`,
    )
    await folder.write(character, 'ü'.repeat(15))
    expect(fs.text(character)).toBe('ü'.repeat(15))
  })
})

describe('the web sync folder: the poll that stands in for a watcher', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reports added and changed files once, not removed ones or those there at the start', async () => {
    const fs = fakeFolder()
    fs.put(character, 'at the start')
    fs.put('campaigns/c1c2c3c4.quillkeep', 'at the start')
    const folder = fsAccessSyncFolder(fs.root, { pollMs: 1000, doc: fakeDocument() })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))

    await vi.advanceTimersByTimeAsync(1000)
    expect(changed).toEqual([])

    fs.put(journal, 'added')
    fs.put(character, 'changed')
    fs.remove('campaigns/c1c2c3c4.quillkeep')
    fs.put('journal/readme.txt', 'not a sync file')
    await vi.advanceTimersByTimeAsync(1000)
    expect(changed.sort()).toEqual([character, journal])

    // Nothing new: nothing reported again.
    await vi.advanceTimersByTimeAsync(3000)
    expect(changed).toHaveLength(2)

    // A removed file that comes back is added again.
    fs.put('campaigns/c1c2c3c4.quillkeep', 'back')
    await vi.advanceTimersByTimeAsync(1000)
    expect(changed).toHaveLength(3)
    expect(changed[2]).toBe('campaigns/c1c2c3c4.quillkeep')
    await stop()
  })

  it("does not report the page's own writes", async () => {
    const fs = fakeFolder()
    const folder = fsAccessSyncFolder(fs.root, { pollMs: 1000, doc: fakeDocument() })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    await folder.write(character, 'mine')
    await vi.advanceTimersByTimeAsync(2000)
    expect(changed).toEqual([])
    fs.put(character, 'theirs')
    await vi.advanceTimersByTimeAsync(1000)
    expect(changed).toEqual([character])
    await stop()
  })

  it('stops polling when stopped', async () => {
    const fs = fakeFolder()
    const doc = fakeDocument()
    const folder = fsAccessSyncFolder(fs.root, { pollMs: 1000, doc })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    await vi.advanceTimersByTimeAsync(1000)
    await stop()
    const listed = fs.listings()
    fs.put(character, 'after the stop')
    await vi.advanceTimersByTimeAsync(10_000)
    doc.show()
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toEqual([])
    expect(fs.listings()).toBe(listed)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never runs two polls at once, and reports nothing once stopped mid-poll', async () => {
    const fs = fakeFolder()
    const doc = fakeDocument()
    const folder = fsAccessSyncFolder(fs.root, { pollMs: 1000, doc })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    const atStart = fs.listings()

    // A slow disk: the poll's listing waits.
    let release = () => {}
    fs.holdListings(new Promise<void>((resolve) => (release = resolve)))
    fs.put(character, 'added')
    await vi.advanceTimersByTimeAsync(1000)
    const during = fs.listings()
    expect(during).toBe(atStart + 1)
    // Time passes and the page is shown again: no second poll starts meanwhile.
    await vi.advanceTimersByTimeAsync(10_000)
    doc.show()
    await vi.advanceTimersByTimeAsync(0)
    expect(fs.listings()).toBe(during)

    // Stopped while the poll waits: it ends without reporting, and stop waits for it.
    let stopped = false
    const stopping = stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    fs.holdListings(null)
    release()
    await stopping
    expect(changed).toEqual([])
  })

  it('polls at once when the page becomes visible again', async () => {
    const fs = fakeFolder()
    const doc = fakeDocument()
    const folder = fsAccessSyncFolder(fs.root, { pollMs: 60_000, doc })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    fs.put(character, 'while hidden')
    doc.visibilityState = 'hidden'
    await vi.advanceTimersByTimeAsync(1000)
    expect(changed).toEqual([])
    doc.show()
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toEqual([character])
    await stop()
  })

  it('keeps polling after a poll fails (the folder was unreachable for a while)', async () => {
    const fs = fakeFolder()
    const folder = fsAccessSyncFolder(fs.root, { pollMs: 1000, doc: fakeDocument() })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    const refused = Promise.reject(new DOMException('Permission', 'NotAllowedError'))
    refused.catch(() => undefined)
    fs.holdListings(refused)
    fs.put(character, 'added')
    await vi.advanceTimersByTimeAsync(1000)
    expect(changed).toEqual([])
    fs.holdListings(null)
    await vi.advanceTimersByTimeAsync(1000)
    expect(changed).toEqual([character])
    await stop()
  })
})

describe('the web sync folder: permission', () => {
  const withPermission = (state: PermissionState, answer: PermissionState = state) => {
    const handle = fakeFolder().root
    const queryPermission = vi.fn(() => Promise.resolve(state))
    const requestPermission = vi.fn(() => Promise.resolve(answer))
    return {
      handle: Object.assign(handle, { queryPermission, requestPermission }),
      queryPermission,
      requestPermission,
    }
  }

  it('asks for read and write, and only when told to and the browser would ask', async () => {
    const granted = withPermission('granted')
    expect(await ensurePermission(granted.handle, true)).toBe(true)
    expect(granted.requestPermission).not.toHaveBeenCalled()
    expect(granted.queryPermission).toHaveBeenCalledWith({ mode: 'readwrite' })

    const prompt = withPermission('prompt', 'granted')
    expect(await folderPermission(prompt.handle)).toBe('prompt')
    expect(await ensurePermission(prompt.handle, false)).toBe(false)
    expect(prompt.requestPermission).not.toHaveBeenCalled()
    expect(await ensurePermission(prompt.handle, true)).toBe(true)
    expect(prompt.requestPermission).toHaveBeenCalledWith({ mode: 'readwrite' })

    const refused = withPermission('prompt', 'denied')
    expect(await ensurePermission(refused.handle, true)).toBe(false)

    const denied = withPermission('denied')
    expect(await ensurePermission(denied.handle, true)).toBe(false)
    expect(denied.requestPermission).not.toHaveBeenCalled()
  })
})

describe('the web sync folder: the browser’s folder observer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  type Records = ConstructorParameters<FolderObserverClass>[0]

  /** A FileSystemObserver the test drives: `tell` delivers records as the browser would. */
  function fakeObserver(options: { refuse?: boolean } = {}) {
    const made: { callback: Records; observed: unknown; disconnected: boolean }[] = []
    class Observer {
      private readonly entry: (typeof made)[number]
      constructor(callback: Records) {
        this.entry = { callback, observed: null, disconnected: false }
        made.push(this.entry)
      }
      observe(handle: unknown, observeOptions: { recursive: boolean }): Promise<void> {
        if (options.refuse) return Promise.reject(new DOMException('no', 'NotSupportedError'))
        expect(observeOptions).toEqual({ recursive: true })
        this.entry.observed = handle
        return Promise.resolve()
      }
      disconnect(): void {
        this.entry.disconnected = true
      }
    }
    const tell = (...records: Parameters<Records>[0]) => made.at(-1)!.callback(records)
    return { Observer: Observer as FolderObserverClass, made, tell }
  }

  it('reports a change as soon as the observer hears it, and polls only as a safety net', async () => {
    const fs = fakeFolder()
    const { Observer, made, tell } = fakeObserver()
    const folder = fsAccessSyncFolder(fs.root, {
      pollMs: 1000,
      observedPollMs: 30_000,
      observer: Observer,
      doc: fakeDocument(),
    })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    expect(made[0]?.observed).toBe(fs.root)

    fs.put(character, 'theirs')
    tell({ type: 'modified', relativePathComponents: ['characters', 'a1b2c3d4.quillkeep'] })
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toEqual([character])
    // This page's own write is heard too, and not reported.
    await folder.write(journal, 'mine')
    tell({ type: 'appeared', relativePathComponents: ['journal', 'e1f2a3b4.quillkeep'] })
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toEqual([character])
    // Swap files, other files, folders and removals are not news.
    tell(
      { type: 'appeared', relativePathComponents: ['characters', 'a1b2c3d4.quillkeep.crswap'] },
      { type: 'modified', relativePathComponents: ['characters'] },
      { type: 'disappeared', relativePathComponents: ['journal', 'e1f2a3b4.quillkeep'] },
      { type: 'appeared', relativePathComponents: ['notes', 'x.quillkeep'] },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toEqual([character])

    // No poll within the second a poll alone would take; the safety net's poll finds the file
    // changed since the watch began and reports it once more (the engine ignores a known one).
    const listings = fs.listings()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fs.listings()).toBe(listings)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(fs.listings()).toBeGreaterThan(listings)
    expect(changed).toEqual([character, character])

    await stop()
    expect(made[0]?.disconnected).toBe(true)
    tell({ type: 'modified', relativePathComponents: ['characters', 'a1b2c3d4.quillkeep'] })
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toHaveLength(2)
  })

  it('polls at once when the observer lost track of changes', async () => {
    const fs = fakeFolder()
    const { Observer, tell } = fakeObserver()
    const folder = fsAccessSyncFolder(fs.root, { observer: Observer, doc: fakeDocument() })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    await vi.advanceTimersByTimeAsync(0)
    fs.put(journal, 'written while the observer was not keeping up')
    tell({ type: 'unknown', relativePathComponents: [] })
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toEqual([journal])
    await stop()
  })

  it('polls as before where the folder cannot be observed', async () => {
    const fs = fakeFolder()
    const { Observer } = fakeObserver({ refuse: true })
    const folder = fsAccessSyncFolder(fs.root, {
      pollMs: 1000,
      observer: Observer,
      doc: fakeDocument(),
    })
    const changed: string[] = []
    const stop = await folder.watch((path) => changed.push(path))
    fs.put(character, 'theirs')
    await vi.advanceTimersByTimeAsync(1000)
    expect(changed).toEqual([character])
    await stop()
  })
})
