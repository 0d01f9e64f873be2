// The transfer store's full backups: built off the page (backup.ts; here, without workers, the same
// code in the page), kept gzip-compressed by the browser and handed to main as text by the desktop
// app, and in both cases exactly what import reads back.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { buildEnvelope, parseFile, serializeEnvelope, type Bundle } from '@shared/files'
import { sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import type { Api, WriteBackupRequest } from '@shared/ipc'
import { gzipText } from '@renderer/backup-gzip'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { transferRepo } from '@renderer/db/transfer-repo'
import { useWebBackupsDatabase, webBackups } from '@renderer/db/web-backups'
import { setPlatform } from '@renderer/platform'
import type { CompressedBackup } from '@renderer/platform/types'
import { createElectronPlatform } from '@renderer/platform/electron'
import { createWebPlatform } from '@renderer/platform/web'
import { useTransferStore } from './transfer'

const empty: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }

let counter = 0
beforeEach(() => {
  counter++
  useDatabase(new QuillkeepDatabase(`transfer-backup-test-${counter}`))
  useWebBackupsDatabase(`transfer-backup-backups-${counter}`)
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
  localStorage.clear()
})

async function fill(): Promise<void> {
  await transferRepo.write({
    ...empty,
    characters: [{ ...sampleCharacter('heimr', 'edda', 'c1'), name: 'Edda' }],
    campaigns: [sampleCampaign('c1')],
    settings: [{ key: 'theme', value: 'dark' }],
  })
}

/** The text a backup must hold: the envelope of the database as it is, with the store's meta. */
async function expectedText(text: string): Promise<string> {
  const { app, exportedAt } = JSON.parse(text) as { app: string; exportedAt: string }
  return serializeEnvelope(
    buildEnvelope('backup', await transferRepo.everything(), { app, exportedAt }),
  )
}

describe('a full backup in the browser', () => {
  it('is stored compressed and reads back as the database it was taken from', async () => {
    await fill()
    const transfer = useTransferStore()
    expect(await transfer.backupIfDue()).toBe(true)
    const [stored] = await webBackups.list()
    expect(stored?.name).toMatch(/^quillkeep-backup-\d{8}-\d{6}-scheduled\.quillkeep$/)

    const text = await webBackups.read(stored!.name)
    expect(text).toBe(await expectedText(text))
    expect(stored?.size).toBe(new TextEncoder().encode(text).byteLength)
    const parsed = parseFile(text)
    expect(parsed.ok && parsed.bundle).toEqual(await transferRepo.everything())
    expect(JSON.parse(text)).toMatchObject({ app: 'Quillkeep web' })
    // Written just now: the schedule waits.
    expect(await transfer.backupIfDue()).toBe(false)
  })

  it('hands the platform the compressed text with the worker’s verdict', async () => {
    const requests: (WriteBackupRequest | CompressedBackup)[] = []
    const web = createWebPlatform()
    setPlatform({
      ...web,
      writeBackup(request) {
        requests.push(request)
        return web.writeBackup(request)
      },
    })
    await transferRepo.write({ ...empty, settings: [{ key: 'theme', value: 'dark' }] })
    const name = await useTransferStore().backup('before-delete')
    expect(name).toMatch(/-before-delete-empty\.quillkeep$/)
    expect(requests).toEqual([
      {
        reason: 'before-delete',
        gzip: expect.any(ArrayBuffer),
        textBytes: expect.any(Number),
        empty: true,
        problems: [],
      },
    ])
  })
})

describe('a full backup in the desktop app', () => {
  it('hands main the text and the reason, as the IPC contract has them', async () => {
    await fill()
    const writeBackup = vi.fn<Api['writeBackup']>(() =>
      Promise.resolve({ name: 'b1', path: '/backups/b1', removed: [], unreadable: [] }),
    )
    const api = {
      getAppInfo: () =>
        Promise.resolve({ version: '1.2.3', platform: 'linux', userDataPath: '/u', languages: [] }),
      writeBackup,
    } as Partial<Api> as Api
    setPlatform(createElectronPlatform(api))
    expect(await useTransferStore().backup('manual')).toBe('b1')
    expect(writeBackup).toHaveBeenCalledOnce()
    const [request] = writeBackup.mock.calls[0]!
    expect(Object.keys(request).sort()).toEqual(['content', 'reason'])
    expect(request.reason).toBe('manual')
    expect(request.content).toBe(await expectedText(request.content))
    expect(JSON.parse(request.content)).toMatchObject({ app: 'Quillkeep 1.2.3' })
  })

  it('never sends main a compressed backup', async () => {
    const writeBackup = vi.fn<Api['writeBackup']>()
    const desktop = createElectronPlatform({ writeBackup } as Partial<Api> as Api)
    const { gzip, textBytes } = await gzipText('{}')
    await expect(
      desktop.writeBackup({ reason: 'manual', gzip, textBytes, empty: true, problems: [] }),
    ).rejects.toThrow('The desktop app writes backups from their text.')
    expect(writeBackup).not.toHaveBeenCalled()
  })
})

describe('the backup before an upgrade', () => {
  it('writes the records it was given, not the database as it is', async () => {
    await fill()
    const old: Bundle = { ...empty, characters: [sampleCharacter('murdham', 'from-old-version')] }
    const name = await useTransferStore().backupBundle(old, 'before-upgrade')
    expect(name).toMatch(/-before-upgrade\.quillkeep$/)
    const parsed = parseFile(await webBackups.read(name))
    expect(parsed.ok && parsed.bundle).toEqual(old)
  })
})
