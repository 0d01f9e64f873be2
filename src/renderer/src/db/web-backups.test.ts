import { beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { buildEnvelope, checkBackupText, serializeEnvelope, type Bundle } from '@shared/files'
import { fixedMeta, sampleCharacter } from '@shared/file-fixtures'
import { createWebPlatform } from '@renderer/platform/web'
import { gzipText } from '@renderer/backup-gzip'
import type { WriteBackupRequest } from '@shared/ipc'
import { useWebBackupsDatabase, webBackups, type WebBackupOptions } from './web-backups'
import v1Rows from './fixtures/web-backups-v1-rows.json'

let counter = 0
beforeEach(() => useWebBackupsDatabase(`web-backups-test-${++counter}`))

const full = { empty: false }
const emptyBundle: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }
/** Writes a backup's text as the app does: gzip-compressed. */
const put = async ({ content, reason }: WriteBackupRequest, options: WebBackupOptions) =>
  webBackups.write({ reason, ...(await gzipText(content)) }, options)
const names = async () => (await webBackups.list()).map((backup) => backup.name)
const second = (s: number, ms = 0) => new Date(Date.UTC(2026, 10, 22, 1, 0, s, ms))

describe('browser backups', () => {
  it('names backups like the desktop app and avoids collisions', async () => {
    const at = new Date('2026-11-22T01:02:03.000Z')
    const first = await put({ content: '{"a":1}', reason: 'manual' }, { ...full, now: at })
    const second = await put({ content: '{"a":2}', reason: 'manual' }, { ...full, now: at })
    expect(first.name).toBe('quillkeep-backup-20261122-010203-manual.quillkeep')
    expect(second.name).toBe('quillkeep-backup-20261122-010203-2-manual.quillkeep')
    expect(await webBackups.read(second.name)).toBe('{"a":2}')
    await expect(webBackups.read('nope.json')).rejects.toThrow('There is no backup named')
  })

  it('keeps only the newest N, as set', async () => {
    await webBackups.setSettings({ keep: 3 })
    const removed: string[] = []
    for (let i = 0; i < 5; i++) {
      const written = await put(
        { content: String(i), reason: 'scheduled' },
        { ...full, now: second(i) },
      )
      removed.push(...written.removed)
    }
    expect(await names()).toEqual([
      'quillkeep-backup-20261122-010004-scheduled.quillkeep',
      'quillkeep-backup-20261122-010003-scheduled.quillkeep',
      'quillkeep-backup-20261122-010002-scheduled.quillkeep',
    ])
    expect(removed).toEqual([
      'quillkeep-backup-20261122-010000-scheduled.quillkeep',
      'quillkeep-backup-20261122-010001-scheduled.quillkeep',
    ])
    expect((await webBackups.settings()).keep).toBe(3)
  })
})

describe('browser backup rotation never surprises', () => {
  it('keeps the one just written with keep = 1 when backups share a millisecond', async () => {
    await webBackups.setSettings({ keep: 1 })
    const now = second(5, 123)
    for (const reason of ['manual', 'manual', 'scheduled', 'before-import'] as const) {
      const written = await put({ content: reason, reason }, { ...full, now })
      expect(await names()).toEqual([written.name])
      expect(await webBackups.read(written.name)).toBe(reason)
    }
    expect(await names()).toEqual(['quillkeep-backup-20261122-010005-4-before-import.quillkeep'])
  })

  it('keeps the two latest with keep = 2 when copies of one second come and go', async () => {
    await webBackups.setSettings({ keep: 2 })
    const written: string[] = []
    for (let i = 0; i < 6; i++) {
      written.push(
        (await put({ content: String(i), reason: 'manual' }, { ...full, now: second(5) })).name,
      )
    }
    expect(await names()).toEqual([written[5], written[4]])
  })

  it('keeps the one just written when the clock went back', async () => {
    await webBackups.setSettings({ keep: 1 })
    await put({ content: 'later', reason: 'scheduled' }, { ...full, now: second(50) })
    const earlier = await put(
      { content: 'earlier', reason: 'scheduled' },
      { ...full, now: second(10) },
    )
    expect(earlier.removed).toEqual(['quillkeep-backup-20261122-010050-scheduled.quillkeep'])
    expect(await names()).toEqual([earlier.name])
  })

  it('never lets empty scheduled backups push out the ones with data', async () => {
    await webBackups.setSettings({ keep: 3 })
    const withData: string[] = []
    for (let i = 0; i < 3; i++) {
      withData.push(
        (await put({ content: `data ${i}`, reason: 'scheduled' }, { ...full, now: second(i) }))
          .name,
      )
    }
    for (let i = 10; i < 20; i++) {
      const written = await put(
        { content: 'empty', reason: 'scheduled' },
        { empty: true, now: second(i) },
      )
      expect(written.name).toMatch(/-scheduled-empty\.quillkeep$/)
      for (const name of written.removed) expect(name).toMatch(/-empty\.quillkeep$/)
      expect(await names()).toEqual([written.name, ...[...withData].reverse()])
    }
    for (const name of withData) expect(await webBackups.read(name)).toMatch(/^data /)

    // Data again: the empty one goes first, then rotation is back to exactly `keep`.
    const again = await put({ content: 'data 3', reason: 'manual' }, { ...full, now: second(30) })
    expect(again.removed).toEqual([
      'quillkeep-backup-20261122-010019-scheduled-empty.quillkeep',
      withData[0],
    ])
    expect(await names()).toEqual([again.name, withData[2], withData[1]])
  })
})

describe('the web platform tells the backups whether the database was empty', () => {
  const bundle = (characters: number): Bundle => ({
    characters: Array.from({ length: characters }, (_, i) => sampleCharacter('heimr', `c-${i}`)),
    campaigns: [],
    journal: [],
    settings: [{ key: 'theme', value: 'dark' }],
    rolls: [],
  })
  const text = (b: Bundle) => serializeEnvelope(buildEnvelope('backup', b, fixedMeta))

  it('marks a backup of an empty database, and not one with a character', async () => {
    const platform = createWebPlatform(document)
    await webBackups.setSettings({ keep: 1 })
    const real = await platform.writeBackup({ content: text(bundle(1)), reason: 'manual' })
    const empty = await platform.writeBackup({ content: text(bundle(0)), reason: 'scheduled' })
    expect(real.name).toMatch(/-manual\.quillkeep$/)
    expect(empty.name).toMatch(/-scheduled-empty\.quillkeep$/)
    expect(empty.removed).toEqual([])
    expect(await names()).toContain(real.name)
  })
})

describe('version 2 stores backups gzip-compressed', () => {
  /** The stored row, read past the repository. */
  async function storedRow(databaseName: string, name: string): Promise<Record<string, unknown>> {
    const raw = new Dexie(databaseName)
    await raw.open()
    const row = (await raw.table('backups').get(name)) as Record<string, unknown>
    raw.close()
    return row
  }

  it('keeps the compressed text and gives the text back, with the size of the text', async () => {
    useWebBackupsDatabase('web-backups-gzip')
    const text = serializeEnvelope(
      buildEnvelope(
        'backup',
        { ...emptyBundle, characters: [sampleCharacter('heimr', 'a')] },
        fixedMeta,
      ),
    ).repeat(20)
    const written = await put({ content: text, reason: 'manual' }, full)
    expect(await webBackups.read(written.name)).toBe(text)
    const [info] = await webBackups.list()
    expect(info?.size).toBe(new TextEncoder().encode(text).byteLength)

    const row = await storedRow('web-backups-gzip', written.name)
    expect(row.content).toBeUndefined()
    expect(row.gzip).toBeInstanceOf(ArrayBuffer)
    const gzip = new Uint8Array(row.gzip as ArrayBuffer)
    expect([gzip[0], gzip[1]]).toEqual([0x1f, 0x8b]) // the gzip magic number
    expect(gzip.byteLength).toBeLessThan(text.length / 5)
  })

  it('says a damaged backup cannot be read', async () => {
    useWebBackupsDatabase('web-backups-damaged')
    const written = await put({ content: 'text', reason: 'manual' }, full)
    const raw = new Dexie('web-backups-damaged')
    await raw.open()
    await raw.table('backups').update(written.name, { gzip: new Uint8Array([1, 2, 3]).buffer })
    raw.close()
    await expect(webBackups.read(written.name)).rejects.toThrow(
      `The backup “${written.name}” is damaged and cannot be read.`,
    )
  })

  it('opens a version-1 database: its text backups list, read and rotate as before', async () => {
    const name = 'web-backups-fixture-v1'
    // The rows exactly as version 1 of this file stored them.
    const old = new Dexie(name)
    old.version(1).stores({ backups: 'name, modifiedAt', settings: 'key' })
    await old.open()
    await old.table('backups').bulkPut(v1Rows.backups)
    await old.table('settings').bulkPut(v1Rows.settings)
    old.close()

    useWebBackupsDatabase(name)
    const [olderRow, newerRow] = v1Rows.backups
    expect(await webBackups.list()).toEqual([
      { name: newerRow!.name, size: newerRow!.size, modifiedAt: newerRow!.modifiedAt },
      { name: olderRow!.name, size: olderRow!.size, modifiedAt: olderRow!.modifiedAt },
    ])
    for (const row of v1Rows.backups) {
      const text = await webBackups.read(row.name)
      expect(text).toBe(row.content)
      const check = checkBackupText(text)
      expect(check.ok && check.parsed.ok).toBe(true)
    }
    expect((await webBackups.settings()).keep).toBe(3)

    // New backups are compressed beside them; rotation counts both kinds (keep = 3).
    const first = await put({ content: 'new 1', reason: 'manual' }, { ...full, now: second(1) })
    expect(first.removed).toEqual([])
    const next = await put({ content: 'new 2', reason: 'manual' }, { ...full, now: second(2) })
    expect(next.removed).toEqual([olderRow!.name])
    expect(await names()).toEqual([next.name, first.name, newerRow!.name])
    expect(await webBackups.read(newerRow!.name)).toBe(newerRow!.content)
    expect(await webBackups.read(first.name)).toBe('new 1')

    const upgraded = new Dexie(name)
    await upgraded.open()
    expect(upgraded.verno).toBe(2)
    upgraded.close()
  })
})

describe('the web platform writes what the backup worker built', () => {
  it('stores a compressed backup as it came and reports its problems', async () => {
    const platform = createWebPlatform(document)
    const text = serializeEnvelope(
      buildEnvelope(
        'backup',
        { ...emptyBundle, characters: [sampleCharacter('murdham', 'm')] },
        fixedMeta,
      ),
    )
    const problems = [{ path: 'data.characters[0].name', message: 'a name cannot be empty' }]
    const written = await platform.writeBackup({
      reason: 'scheduled',
      ...(await gzipText(text)),
      empty: false,
      problems,
    })
    expect(written.name).toMatch(/-scheduled\.quillkeep$/)
    expect(written.unreadable).toEqual(problems)
    expect(await platform.readBackup(written.name)).toBe(text)
  })

  it('checks and compresses a text it is given, and refuses what is not a backup', async () => {
    const platform = createWebPlatform(document)
    const text = serializeEnvelope(buildEnvelope('backup', emptyBundle, fixedMeta))
    const written = await platform.writeBackup({ content: text, reason: 'manual' })
    expect(written.name).toMatch(/-manual-empty\.quillkeep$/)
    expect(await platform.readBackup(written.name)).toBe(text)
    await expect(platform.writeBackup({ content: '{"a":1}', reason: 'manual' })).rejects.toThrow(
      /^No backup was written: This is not a Quillkeep backup/,
    )
  })
})
