// Platform.sync in the web build (#24): the folder chosen through a stubbed showDirectoryPicker,
// kept with the switch and the device id in this browser's device database (fake-indexeddb),
// across a reload (a new createWebSync on the database opened again).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { isDeviceId } from '@shared/sync/hlc'
import { useWebDeviceDatabase } from '@renderer/db/web-device'
import type { SyncDirectoryHandle } from './fs-access-folder'
import { fakeFolder } from './fs-access-test-helpers'
import { createWebSync, type DirectoryPickerHost } from './web-sync'

const character = 'characters/a1b2c3d4.quillkeep'
const journal = 'journal/e1f2a3b4.quillkeep'

// A browser stores a FileSystemDirectoryHandle in IndexedDB and gives back an equivalent handle.
// The fake handle has functions, which Node's structuredClone (fake-indexeddb's) refuses: fake
// handles pass through as they are, everything else is cloned as before.
const nodeClone = globalThis.structuredClone
const handles = new WeakSet<object>()
function cloneKeepingHandles(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    if (handles.has(value)) return value
    if (Array.isArray(value)) return value.map(cloneKeepingHandles)
    if (Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, cloneKeepingHandles(inner)]),
      )
  }
  return nodeClone(value)
}

/** A fake folder the picker can give, with the browser's permission as `permission` says. */
function pickable(name: string, permission: { state: PermissionState }) {
  const fs = fakeFolder()
  const root = Object.assign(fs.root, {
    queryPermission: vi.fn(() => Promise.resolve(permission.state)),
    requestPermission: vi.fn(() => {
      permission.state = 'granted'
      return Promise.resolve(permission.state)
    }),
  })
  Object.defineProperty(root, 'name', { value: name })
  handles.add(root)
  return { fs, root }
}

// The folder code loads on first use, as in the app; loaded once here, not inside a test's time.
beforeAll(() => import('./fs-access-folder'), 30_000)

let database = 0
let name = ''
beforeEach(() => {
  vi.stubGlobal('structuredClone', cloneKeepingHandles)
  name = `web-device-test-${++database}`
  useWebDeviceDatabase(name)
})
afterEach(() => {
  useWebDeviceDatabase(null)
  vi.unstubAllGlobals()
})

/** Opens the same device database again, as a reload of the page does. */
const reload = () => useWebDeviceDatabase(name)

function setup() {
  const permission = { state: 'granted' as PermissionState }
  const first = pickable('Sync', permission)
  const second = pickable('Dropbox', permission)
  let next: SyncDirectoryHandle | Error = first.root
  const picker = vi.fn(() => (next instanceof Error ? Promise.reject(next) : Promise.resolve(next)))
  const host: DirectoryPickerHost = { showDirectoryPicker: picker }
  const sync = () =>
    createWebSync({ host, folder: { pollMs: 1000, doc: document } }) as NonNullable<
      ReturnType<typeof createWebSync>
    >
  return {
    picker,
    permission,
    first,
    second,
    sync,
    pickNext: (handle: SyncDirectoryHandle | Error) => void (next = handle),
  }
}

const cancelled = () => new DOMException('The user aborted a request.', 'AbortError')

describe('sync in the web build', () => {
  it('is not there without showDirectoryPicker (Settings says sync is desktop-only)', () => {
    expect(createWebSync({ host: {} })).toBeUndefined()
    expect(createWebSync()).toBeUndefined()
  })

  it('starts with no folder and sync off, and will not turn on without a folder', async () => {
    const sync = setup().sync()
    expect(await sync.settings()).toEqual({ folder: null, enabled: false })
    await expect(sync.setEnabled(true)).rejects.toThrow(/^Choose a sync folder first\.$/)
    expect(await sync.settings()).toEqual({ folder: null, enabled: false })
    await expect(sync.folder().list(['characters'])).rejects.toThrow('Choose a sync folder first')
    expect(await sync.permission?.()).toBe('granted')
    expect(await sync.requestPermission?.()).toBe(false)
  })

  it('keeps the folder chosen, with sync still off until turned on', async () => {
    const { picker, sync: make, first } = setup()
    const sync = make()
    expect(await sync.chooseFolder()).toEqual({ folder: 'Sync', enabled: false })
    expect(picker).toHaveBeenCalledWith({
      mode: 'readwrite',
      id: 'quillkeep-sync',
    })
    await expect(sync.folder().write(character, 'x')).rejects.toThrow(
      /^Sync is off\. Turn it on in Settings\.$/,
    )
    expect(await sync.setEnabled(true)).toEqual({ folder: 'Sync', enabled: true })
    await sync.folder().write(character, 'mine')
    expect(first.fs.text(character)).toBe('mine')
    expect(await sync.folder().list(['characters'])).toEqual([character])
    expect(await sync.folder().read(character)).toEqual({ kind: 'none' })
  })

  it('changes nothing when the dialog is cancelled; other errors reach the caller', async () => {
    const { sync: make, pickNext } = setup()
    const sync = make()
    await sync.chooseFolder()
    await sync.setEnabled(true)
    const folder = sync.folder()
    pickNext(cancelled())
    expect(await sync.chooseFolder()).toBeNull()
    expect(await sync.settings()).toEqual({ folder: 'Sync', enabled: true })
    expect(sync.folder()).toBe(folder)
    pickNext(new DOMException('Too many dialogs', 'SecurityError'))
    await expect(sync.chooseFolder()).rejects.toThrow('Too many dialogs')
    expect(await sync.settings()).toEqual({ folder: 'Sync', enabled: true })
  })

  it('another folder keeps the switch; the old folder object refuses and stops watching', async () => {
    // Only the poll's timers: fake-indexeddb schedules its work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { picker, sync: make, first, second, pickNext } = setup()
      const sync = make()
      await sync.chooseFolder()
      await sync.setEnabled(true)
      const old = sync.folder()
      expect(sync.folder()).toBe(old)
      const seen: string[] = []
      await old.watch((path) => seen.push(path))

      // The same folder again: nothing changes, the folder object stays.
      pickNext(first.root)
      expect(await sync.chooseFolder()).toEqual({ folder: 'Sync', enabled: true })
      expect(picker).toHaveBeenLastCalledWith({
        mode: 'readwrite',
        id: 'quillkeep-sync',
        startIn: first.root,
      })
      expect(sync.folder()).toBe(old)

      pickNext(second.root)
      expect(await sync.chooseFolder()).toEqual({ folder: 'Dropbox', enabled: true })
      const listings = first.fs.listings()
      first.fs.put(character, 'in the old folder')
      await vi.advanceTimersByTimeAsync(5000)
      expect(first.fs.listings()).toBe(listings)
      expect(seen).toEqual([])
      await expect(old.read(character)).rejects.toThrow('Choose a sync folder first')

      const current = sync.folder()
      expect(current).not.toBe(old)
      await current.write(character, 'in the new folder')
      expect(second.fs.text(character)).toBe('in the new folder')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a watch that starts while the folder is forgotten stops at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { sync: make, first } = setup()
      const sync = make()
      await sync.chooseFolder()
      await sync.setEnabled(true)
      const seen: string[] = []
      // The watch's first look at the folder waits (a slow disk) while the folder is forgotten.
      let release = () => {}
      first.fs.put(journal, 'there at the start')
      first.fs.holdListings(new Promise<void>((resolve) => (release = resolve)))
      const watching = sync.folder().watch((path) => seen.push(path))
      await vi.waitFor(() => expect(first.fs.listings()).toBe(1))
      await sync.forget()
      first.fs.holdListings(null)
      release()
      await expect(watching).rejects.toThrow('Choose a sync folder first')
      const listings = first.fs.listings()
      first.fs.put(character, 'after the forget')
      await vi.advanceTimersByTimeAsync(5000)
      expect(first.fs.listings()).toBe(listings)
      expect(seen).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('turning sync off stops the watch and refuses the folder until turned on again', async () => {
    // Only the poll's timers: fake-indexeddb schedules its work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { sync: make, first } = setup()
      const sync = make()
      await sync.chooseFolder()
      await sync.setEnabled(true)
      const seen: string[] = []
      await sync.folder().watch((path) => seen.push(path))
      await sync.setEnabled(false)
      const listings = first.fs.listings()
      first.fs.put(character, 'while off')
      await vi.advanceTimersByTimeAsync(5000)
      expect(first.fs.listings()).toBe(listings)
      expect(seen).toEqual([])
      await expect(sync.folder().list(['characters'])).rejects.toThrow('Sync is off')
      await sync.setEnabled(true)
      expect(await sync.folder().list(['characters'])).toEqual([character])
    } finally {
      vi.useRealTimers()
    }
  })

  it('remembers the folder and the switch across a reload', async () => {
    const { sync: make, first } = setup()
    const before = make()
    await before.chooseFolder()
    await before.setEnabled(true)
    first.fs.put(character, 'theirs')

    reload()
    const after = make()
    expect(await after.settings()).toEqual({ folder: 'Sync', enabled: true })
    expect(await after.folder().read(character)).toEqual({ kind: 'text', text: 'theirs' })
  })

  it('after a reload, waits for the permission the user gives again', async () => {
    const { sync: make, permission, first } = setup()
    const before = make()
    await before.chooseFolder()
    await before.setEnabled(true)

    reload()
    permission.state = 'prompt'
    const after = make()
    // settings() never asks.
    expect(await after.settings()).toEqual({ folder: 'Sync', enabled: true })
    expect(first.root.requestPermission).not.toHaveBeenCalled()
    expect(await after.permission?.()).toBe('prompt')
    await expect(after.folder().list(['characters'])).rejects.toThrow(
      'The browser needs your permission again before Quillkeep may use the sync folder "Sync".',
    )
    expect(await after.requestPermission?.()).toBe(true)
    expect(first.root.requestPermission).toHaveBeenCalledWith({ mode: 'readwrite' })
    expect(await after.permission?.()).toBe('granted')
    expect(await after.folder().list(['characters'])).toEqual([])
  })

  it("turns the browser's refusal into the user's message", async () => {
    const { sync: make, first } = setup()
    const sync = make()
    await sync.chooseFolder()
    await sync.setEnabled(true)
    vi.spyOn(first.root, 'getDirectoryHandle').mockRejectedValue(
      new DOMException('The request is not allowed', 'NotAllowedError'),
    )
    await expect(sync.folder().write(character, 'x')).rejects.toThrow(
      'The browser needs your permission again',
    )
  })

  it('forgets the folder: no folder, sync off, after a reload too', async () => {
    const { sync: make } = setup()
    const sync = make()
    await sync.chooseFolder()
    await sync.setEnabled(true)
    const old = sync.folder()
    expect(await sync.forget()).toEqual({ folder: null, enabled: false })
    await expect(old.list(['characters'])).rejects.toThrow('Choose a sync folder first')
    await expect(sync.folder().list(['characters'])).rejects.toThrow('Choose a sync folder first')
    reload()
    expect(await make().settings()).toEqual({ folder: null, enabled: false })
  })

  it('makes the device id once and keeps it, across a reload', async () => {
    const { sync: make } = setup()
    const sync = make()
    const [id, again] = await Promise.all([sync.device(), make().device()])
    expect(isDeviceId(id)).toBe(true)
    expect(again).toBe(id)
    reload()
    expect(await make().device()).toBe(id)
    // Another browser profile (another database) is another device.
    useWebDeviceDatabase(`${name}-other`)
    expect(await make().device()).not.toBe(id)
  })

  it('reads a damaged device database as no folder and sync off', async () => {
    const raw = new Dexie(name)
    raw.version(1).stores({ values: 'key' })
    await raw.table('values').put({ key: 'syncFolder', value: { handle: 'Sync', enabled: true } })
    await raw.table('values').put({ key: 'deviceId', value: 'NOT AN ID' })
    raw.close()
    reload()
    const sync = setup().sync()
    expect(await sync.settings()).toEqual({ folder: null, enabled: false })
    expect(isDeviceId(await sync.device())).toBe(true)
  })
})
