import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from '../node/atomic-write'
import { createBackupSettingsStore } from './backup-settings'

vi.mock('electron')

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-backup-settings-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

const store = () =>
  createBackupSettingsStore({
    file: join(folder, 'backup-settings.json'),
    defaultFolder: join(folder, 'backups'),
    writeFile: (path, data) => writeFileAtomic(path, data),
  })

describe('backup settings store', () => {
  it('refuses a relative folder and stores nothing', async () => {
    await expect(store().setFolder('backups')).rejects.toThrow(
      'The backup folder must be an absolute path.',
    )
    expect(await readdir(folder)).toEqual([])
  })

  it('refuses an out-of-range patch from a direct caller', async () => {
    await expect(store().update({ keep: 0 })).rejects.toThrow()
    await expect(store().update({ intervalHours: 1.5 })).rejects.toThrow()
    expect(await readdir(folder)).toEqual([])
  })

  it('ignores keys a patch does not know and undefined values', async () => {
    const patch = { keep: undefined, intervalHours: 12, folder: '/etc' } as never
    expect(await store().update(patch)).toEqual({
      folder: join(folder, 'backups'),
      keep: 10,
      intervalHours: 12,
    })
  })
})
