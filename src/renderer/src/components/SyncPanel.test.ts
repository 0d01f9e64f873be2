// Settings › Sync between devices (#24): where the browser cannot use a folder the panel says sync
// is desktop-only and points to export and import; otherwise the user chooses a folder, turns sync
// on, and sees the last sync, the conflicts waiting (with the way to review them) and the files
// that could not be read, each with its path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import type { SyncSettings } from '@shared/ipc'
import { setPlatform } from '@renderer/platform'
import type { PlatformSync } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'
import { MemorySyncFolders } from '@renderer/db/sync-test-helpers'
import { useSyncStore, syncTimings } from '@renderer/stores/sync'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import SyncPanel from './SyncPanel.vue'
import { settle } from './components-test-helpers'

enableAutoUnmount(afterEach)
useTestDatabase('sync-panel')

let folders: MemorySyncFolders
let settings: SyncSettings

function platformSync(): PlatformSync {
  const folder = folders.folder('devicemine')
  return {
    settings: () => Promise.resolve(settings),
    chooseFolder: () => Promise.resolve((settings = { ...settings, folder: '/home/me/Sync' })),
    setEnabled: (enabled) => Promise.resolve((settings = { ...settings, enabled })),
    forget: () => Promise.resolve((settings = { folder: null, enabled: false })),
    device: () => Promise.resolve('devicemine'),
    folder: () => folder,
  }
}

beforeEach(() => {
  folders = new MemorySyncFolders()
  settings = { folder: null, enabled: false }
  syncTimings.quietMs = 20
  syncTimings.settleMs = 5
})
afterEach(async () => {
  await useSyncStore().stop()
})

async function show(): Promise<VueWrapper> {
  const wrapper = mount(SyncPanel, { attachTo: document.body })
  await settle()
  return wrapper
}

const button = (wrapper: VueWrapper, text: string) =>
  wrapper.findAll('button').find((b) => b.text() === text)

describe('SyncPanel', () => {
  it('says sync needs the desktop app where the browser cannot use a folder', async () => {
    setPlatform(createWebPlatform())
    const wrapper = await show()
    expect(wrapper.get('[data-testid="sync-unavailable"]').text()).toContain('desktop app')
    expect(wrapper.text()).toContain('Export and import work everywhere')
    expect(wrapper.find('input[name="syncEnabled"]').exists()).toBe(false)
  })

  it('chooses a folder, turns sync on and off, and shows what it is doing', async () => {
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const wrapper = await show()
    const box = () => wrapper.get<HTMLInputElement>('input[name="syncEnabled"]')
    expect(wrapper.text()).toContain('No sync folder chosen yet.')
    expect(box().element.disabled).toBe(true)
    expect(wrapper.get('[data-testid="sync-status"]').text()).toBe('Sync is off.')

    await button(wrapper, 'Choose folder…')!.trigger('click')
    await settle()
    expect(wrapper.get('[data-testid="sync-folder"]').text()).toBe('/home/me/Sync')
    expect(box().element.disabled).toBe(false)

    await box().setValue(true)
    await settle()
    expect(settings.enabled).toBe(true)
    await vi.waitFor(() =>
      expect(wrapper.get('[data-testid="sync-status"]').text()).toMatch(/^Last synced .+\.$/),
    )

    await box().setValue(false)
    await settle()
    expect(wrapper.get('[data-testid="sync-status"]').text()).toBe('Sync is off.')

    await button(wrapper, 'Forget folder')!.trigger('click')
    await settle()
    expect(wrapper.text()).toContain('No sync folder chosen yet.')
    expect(settings).toEqual({ folder: null, enabled: false })
  })

  it('names each file it could not read, and links to the conflicts waiting', async () => {
    settings = { folder: '/home/me/Sync', enabled: true }
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    await folders.folder('deviceother').write('journal/half-written.quillkeep', '{"form')
    const wrapper = await show()
    await vi.waitFor(() => expect(wrapper.find('h3').exists()).toBe(true))
    expect(wrapper.get('h3').text()).toBe('One file could not be read')
    expect(wrapper.get('[data-testid="sync-problems"]').text()).toContain(
      'journal/half-written.quillkeep',
    )
    expect(wrapper.find('[data-testid="sync-conflicts"]').exists()).toBe(false)

    const sync = useSyncStore()
    sync.conflicts = [
      { table: 'characters', id: 'tova-character', current: null, conflicts: [] },
      { table: 'journal', id: 'entry-1', current: null, conflicts: [] },
    ]
    await settle()
    const conflicts = wrapper.get('[data-testid="sync-conflicts"]')
    expect(conflicts.text()).toContain('2 records have versions waiting for your review.')
    expect(conflicts.get('a').attributes('href')).toContain('/sync/conflicts')
  })

  it('shows the first read of a folder as progress, then the last sync', async () => {
    settings = { folder: '/home/me/Sync', enabled: true }
    const other = folders.folder('deviceother')
    for (const name of ['a1b2c3d4', 'b1b2c3d4', 'c1b2c3d4'])
      await other.write(`journal/${name}.quillkeep`, '{"not": "a record"}')
    // The folder answers its reads only once the test lets it (a slow synced drive).
    let letRead = () => {}
    const gate = new Promise<void>((resolve) => (letRead = resolve))
    const inner = folders.folder('devicemine')
    const slow = {
      ...inner,
      read: async (path: string) => {
        await gate
        return inner.read(path)
      },
    }
    setPlatform({ ...createWebPlatform(), sync: { ...platformSync(), folder: () => slow } })
    const wrapper = await show()
    await vi.waitFor(() =>
      expect(wrapper.find('progress').attributes('aria-label')).toBe(
        'Reading the sync folder: 0 of 3 files…',
      ),
    )
    expect(wrapper.find('[data-testid="sync-status"]').exists()).toBe(false)
    letRead()
    await vi.waitFor(() =>
      expect(wrapper.get('[data-testid="sync-status"]').text()).toMatch(/^Last synced /),
    )
    expect(wrapper.find('progress').exists()).toBe(false)
  })

  it('shows the reason when sync cannot start, and stays off', async () => {
    settings = { folder: '/home/me/Sync', enabled: false }
    setPlatform({
      ...createWebPlatform(),
      sync: {
        ...platformSync(),
        setEnabled: () => Promise.reject(new Error('The folder is gone.')),
      },
    })
    const wrapper = await show()
    await wrapper.get('input[name="syncEnabled"]').setValue(true)
    await settle()
    expect(wrapper.get('[role="alert"]').text()).toBe('Sync could not start: The folder is gone.')
    expect(wrapper.get('[data-testid="sync-status"]').text()).toBe('Sync stopped.')
    expect(folders.writes).toEqual([])
  })
})
