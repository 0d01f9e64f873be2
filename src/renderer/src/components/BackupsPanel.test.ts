// Settings → Files and backups: the backup settings commit like every number field, Back up now
// writes a backup that the list then offers to restore, and the desktop's extras (folder, recent
// files) are there only on the desktop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import type { BackupSettings } from '@shared/ipc'
import { useWebBackupsDatabase, webBackups } from '@renderer/db/web-backups'
import { setPlatform } from '@renderer/platform'
import type { Platform } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'
import { useTransferStore } from '@renderer/stores/transfer'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import BackupsPanel from './BackupsPanel.vue'
import { settle } from './components-test-helpers'

enableAutoUnmount(afterEach)
useTestDatabase('backups-panel')
let counter = 0
beforeEach(() => useWebBackupsDatabase(`backups-panel-backups-${++counter}`))
afterEach(() => useWebBackupsDatabase(null))

async function show(platform?: Partial<Platform>): Promise<VueWrapper> {
  if (platform) setPlatform({ ...createWebPlatform(), ...platform })
  const wrapper = mount(BackupsPanel, { attachTo: document.body })
  await settle()
  return wrapper
}

const field = (wrapper: VueWrapper, label: string) => wrapper.get(`input[data-field="${label}"]`)
const button = (wrapper: VueWrapper, text: string) =>
  wrapper.findAll('button').find((b) => b.text() === text)!

describe('BackupsPanel in the browser', () => {
  it('shows where backups go and the settings, with no backups yet', async () => {
    const wrapper = await show()
    // No folder to show in the browser: one sentence names the browser's storage.
    expect(wrapper.find('[data-testid="backup-folder"]').exists()).toBe(false)
    expect(wrapper.text()).toContain(
      "Written to this browser's storage for Quillkeep (inside this browser",
    )
    expect(wrapper.text()).not.toContain('Choose another folder')
    expect((field(wrapper, 'Keep this many').element as HTMLInputElement).value).toBe('10')
    expect((field(wrapper, 'Hours between backups').element as HTMLInputElement).value).toBe('24')
    expect(wrapper.text()).toContain('No backups yet.')
    expect(wrapper.find('h3 + ul.recent').exists()).toBe(false)
  })

  it('saves a setting on commit, and refuses one out of range with the reason', async () => {
    const wrapper = await show()
    const keep = field(wrapper, 'Keep this many')
    await keep.setValue('5')
    await keep.trigger('blur')
    await settle()
    expect((await webBackups.settings()).keep).toBe(5)

    const hours = field(wrapper, 'Hours between backups')
    await hours.setValue('200')
    await hours.trigger('keydown', { key: 'Enter' })
    await settle()
    const alert = wrapper.get('.number-field [role="alert"]')
    expect(alert.text()).toBe('Hours between backups must be from 1 to 168.')
    expect(hours.attributes('aria-describedby')).toBe(alert.attributes('id'))
    expect((await webBackups.settings()).intervalHours).toBe(24)
  })

  it('backs up now, lists the backup, and opens it for restoring', async () => {
    const wrapper = await show()
    await button(wrapper, 'Back up now').trigger('click')
    await vi.waitFor(async () => {
      await settle()
      expect(wrapper.findAll('table[aria-label="Backups"] tbody tr')).toHaveLength(1)
    })
    const [written] = await webBackups.list()
    const row = wrapper.get('table[aria-label="Backups"] tbody tr')
    expect(row.get('code').text()).toBe(written!.name)
    expect(row.findAll('td')[2]!.text()).toBe(`${Math.max(1, Math.round(written!.size / 1024))} kB`)
    expect(wrapper.get('p[role="status"]').text()).toBe(`Backup written: ${written!.name}.`)

    await row.get(`button[aria-label="Restore ${written!.name}"]`).trigger('click')
    await settle()
    expect(useTransferStore().pending).toMatchObject({ fileName: written!.name, source: 'backup' })
  })

  it('exports everything and imports a file through the platform', async () => {
    const exportFile = vi.fn<Platform['exportFile']>(() => Promise.resolve(true))
    const importFile = vi.fn<Platform['importFile']>(() => Promise.resolve(null))
    const wrapper = await show({ exportFile, importFile })
    await button(wrapper, 'Export everything…').trigger('click')
    await settle()
    expect(exportFile).toHaveBeenCalledOnce()
    expect(exportFile.mock.calls[0]![0]).toMatch(/^Quillkeep backup \d{4}-\d\d-\d\d/)
    await button(wrapper, 'Import a file…').trigger('click')
    await settle()
    expect(importFile).toHaveBeenCalledOnce()
    expect(useTransferStore().pending).toBeNull()
  })

  it('says why the backups could not be read, and why a setting was not saved', async () => {
    const wrapper = await show({
      listBackups: () => Promise.reject(new Error('disk gone')),
    })
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe(
      'Could not read the backups: disk gone',
    )
    // The settings never arrived, so only the error shows.
    expect(wrapper.find('input[data-field="Keep this many"]').exists()).toBe(false)
  })

  it('shows a refused setting’s reason', async () => {
    const wrapper = await show({
      setBackupSettings: () => Promise.reject(new Error('read-only settings')),
    })
    await field(wrapper, 'Keep this many').setValue('3')
    await field(wrapper, 'Keep this many').trigger('blur')
    await settle()
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe('read-only settings')
  })
})

describe('BackupsPanel on the desktop', () => {
  const folder: BackupSettings = { folder: '/home/gm/backups', keep: 10, intervalHours: 24 }
  const desktop = (extra: Partial<Platform> = {}): Partial<Platform> => ({
    kind: 'electron',
    getBackupSettings: () => Promise.resolve(folder),
    listBackups: () =>
      Promise.resolve([
        { name: 'big.json', size: 3 * 1024 * 1024, modifiedAt: '2026-11-20T09:30:00.000Z' },
      ]),
    recentFiles: () =>
      Promise.resolve([
        { name: 'tova.json', path: '/home/gm/tova.json', at: '2026-11-20T09:30:00.000Z' },
      ]),
    ...extra,
  })

  it('lets the user choose another folder, lists recent files and sizes in MB', async () => {
    let current = folder
    const chooseBackupFolder = () => {
      current = { ...folder, folder: '/mnt/usb/quillkeep' }
      return Promise.resolve(current)
    }
    const importRecent = vi.fn<Platform['importRecent']>(() =>
      Promise.reject(new Error('moved away')),
    )
    const wrapper = await show(
      desktop({
        getBackupSettings: () => Promise.resolve(current),
        chooseBackupFolder,
        importRecent,
      }),
    )
    expect(wrapper.text()).not.toContain('inside this browser')
    expect(wrapper.get('tbody tr').findAll('td')[2]!.text()).toBe('3.0 MB')
    await button(wrapper, 'Choose another folder…').trigger('click')
    await settle()
    expect(wrapper.get('[data-testid="backup-folder"]').text()).toBe('/mnt/usb/quillkeep')

    const recent = wrapper.get('ul.recent button')
    expect(recent.text()).toBe('tova.json')
    expect(recent.attributes('title')).toBe('/home/gm/tova.json')
    await recent.trigger('click')
    await settle()
    expect(importRecent).toHaveBeenCalledWith('/home/gm/tova.json')
    expect(useTransferStore().problems[0]?.message).toBe('moved away')
  })

  it('marks a recent file that was moved or deleted as missing (#22)', async () => {
    const wrapper = await show(
      desktop({
        recentFiles: () =>
          Promise.resolve([
            { name: 'here.quillkeep', path: '/home/gm/here.quillkeep', at: '2026-11-21T09:30:00Z' },
            {
              name: 'gone.quillkeep',
              path: '/home/gm/gone.quillkeep',
              at: '2026-11-20T09:30:00Z',
              missing: true,
            },
          ]),
      }),
    )
    const items = wrapper.findAll('ul.recent li')
    const badge = (item: (typeof items)[number]) => item.findAll('.badge').map((b) => b.text())
    expect(items.map((item) => [item.get('button').text(), badge(item).join()])).toEqual([
      ['here.quillkeep', ''],
      ['gone.quillkeep', 'missing'],
    ])
    expect(items[1]!.get('button').attributes('title')).toBe(
      '/home/gm/gone.quillkeep is no longer there: it was moved, renamed or deleted.',
    )
  })

  it('keeps the folder when choosing is cancelled, and shows why choosing failed', async () => {
    const choose = vi
      .fn<() => Promise<BackupSettings | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('no permission'))
    const wrapper = await show(desktop({ chooseBackupFolder: choose }))
    await button(wrapper, 'Choose another folder…').trigger('click')
    await settle()
    expect(wrapper.get('[data-testid="backup-folder"]').text()).toBe('/home/gm/backups')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    await button(wrapper, 'Choose another folder…').trigger('click')
    await settle()
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe('no permission')
  })
})
