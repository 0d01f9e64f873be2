// The page's sync folder (#24) over a fake window.api: each SyncFolder operation is one call, main's
// errors reach the engine as the user's message, and the watch subscribes to the change event and
// starts and stops main's watch.
import { describe, expect, it, vi } from 'vitest'
import { detectPlatform } from './index'
import { createWebPlatform } from './web'

function fakeApi() {
  const listeners = new Set<(paths: string[]) => void>()
  const api = {
    getSyncSettings: vi.fn(() => Promise.resolve({ folder: '/home/u/Sync', enabled: true })),
    chooseSyncFolder: vi.fn(() => Promise.resolve(null)),
    setSyncEnabled: vi.fn((enabled: boolean) =>
      Promise.resolve({ folder: '/home/u/Sync', enabled }),
    ),
    forgetSyncFolder: vi.fn(() => Promise.resolve({ folder: null, enabled: false })),
    syncDevice: vi.fn(() => Promise.resolve('k3v9q0x1m2n4b5c6d7e8')),
    syncList: vi.fn(() =>
      Promise.resolve([
        'characters/a1b2c3d4.quillkeep',
        'journal/e1f2a3b4.quillkeep',
        'pictures/f1f2a3b4.quillkeep',
      ]),
    ),
    syncRead: vi.fn(() => Promise.resolve({ kind: 'text' as const, text: '{}' })),
    syncWrite: vi.fn(() => Promise.resolve()),
    syncWatch: vi.fn(() => Promise.resolve()),
    syncUnwatch: vi.fn(() => Promise.resolve()),
    onSyncChange: vi.fn((listener: (paths: string[]) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    }),
  }
  const emit = (paths: string[]) => {
    for (const listener of listeners) listener(paths)
  }
  const platform = detectPlatform({ api, document } as unknown as Window)
  return { api, emit, listeners, platform, sync: platform.sync! }
}

describe('sync on the desktop platform', () => {
  it('asks main for the settings, the folder dialog, the switch and the device', async () => {
    const { api, sync } = fakeApi()
    expect(await sync.settings()).toEqual({ folder: '/home/u/Sync', enabled: true })
    expect(await sync.chooseFolder()).toBeNull()
    expect(await sync.setEnabled(false)).toEqual({ folder: '/home/u/Sync', enabled: false })
    expect(api.setSyncEnabled).toHaveBeenCalledExactlyOnceWith(false)
    expect(await sync.forget()).toEqual({ folder: null, enabled: false })
    expect(await sync.device()).toBe('k3v9q0x1m2n4b5c6d7e8')
  })

  it('gives one folder that lists, reads and writes through one call each', async () => {
    const { api, sync } = fakeApi()
    const folder = sync.folder()
    expect(sync.folder()).toBe(folder)
    expect(await folder.list(['characters', 'journal'])).toEqual([
      'characters/a1b2c3d4.quillkeep',
      'journal/e1f2a3b4.quillkeep',
    ])
    expect(await folder.read('characters/a1b2c3d4.quillkeep')).toEqual({ kind: 'text', text: '{}' })
    expect(api.syncRead).toHaveBeenCalledExactlyOnceWith('characters/a1b2c3d4.quillkeep')
    await folder.write('characters/a1b2c3d4.quillkeep', '{"a":1}')
    expect(api.syncWrite).toHaveBeenCalledExactlyOnceWith(
      'characters/a1b2c3d4.quillkeep',
      '{"a":1}',
    )
  })

  it("passes main's refusal on as the user's message", async () => {
    const { api, sync } = fakeApi()
    api.syncList.mockRejectedValueOnce(
      new Error("Error invoking remote method 'sync:list': Error: Choose a sync folder first."),
    )
    await expect(sync.folder().list(['characters'])).rejects.toThrow(
      /^Choose a sync folder first\.$/,
    )
  })

  it('watches: each changed path reaches the engine; stopping unsubscribes and ends main’s watch', async () => {
    const { api, emit, listeners, sync } = fakeApi()
    const changed = vi.fn()
    const stop = await sync.folder().watch(changed)
    expect(api.syncWatch).toHaveBeenCalledTimes(1)
    emit(['characters/a1b2c3d4.quillkeep', 'journal/e1f2a3b4.quillkeep'])
    expect(changed.mock.calls).toEqual([
      ['characters/a1b2c3d4.quillkeep'],
      ['journal/e1f2a3b4.quillkeep'],
    ])
    await stop()
    await stop()
    expect(api.syncUnwatch).toHaveBeenCalledTimes(1)
    expect(listeners.size).toBe(0)
    emit(['characters/b1b2c3d4.quillkeep'])
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('keeps main watching until the last of two watches stops', async () => {
    const { api, sync } = fakeApi()
    const stopFirst = await sync.folder().watch(() => undefined)
    const stopSecond = await sync.folder().watch(() => undefined)
    expect(api.syncWatch).toHaveBeenCalledTimes(1)
    await stopFirst()
    expect(api.syncUnwatch).not.toHaveBeenCalled()
    await stopSecond()
    expect(api.syncUnwatch).toHaveBeenCalledTimes(1)
  })

  it('unsubscribes again when main refuses to watch', async () => {
    const { api, listeners, sync } = fakeApi()
    api.syncWatch.mockRejectedValueOnce(
      new Error("Error invoking remote method 'sync:watch': Error: Sync is off."),
    )
    await expect(sync.folder().watch(() => undefined)).rejects.toThrow(/^Sync is off\.$/)
    expect(listeners.size).toBe(0)
    await sync.folder().watch(() => undefined)
    expect(api.syncWatch).toHaveBeenCalledTimes(2)
  })
})

describe('sync on the web', () => {
  it('is not there yet: the settings screen says sync is desktop-only', () => {
    expect(createWebPlatform(document).sync).toBeUndefined()
    expect(detectPlatform({ document } as unknown as Window).sync).toBeUndefined()
  })
})
