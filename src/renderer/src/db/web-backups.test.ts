import { beforeEach, describe, expect, it } from 'vitest'
import { buildEnvelope, serializeEnvelope, type Bundle } from '@shared/files'
import { fixedMeta, sampleCharacter } from '@shared/file-fixtures'
import { createWebPlatform } from '@renderer/platform/web'
import { useWebBackupsDatabase, webBackups } from './web-backups'

let counter = 0
beforeEach(() => useWebBackupsDatabase(`web-backups-test-${++counter}`))

const full = { empty: false }
const names = async () => (await webBackups.list()).map((backup) => backup.name)
const second = (s: number, ms = 0) => new Date(Date.UTC(2026, 10, 22, 1, 0, s, ms))

describe('browser backups', () => {
  it('names backups like the desktop app and avoids collisions', async () => {
    const at = new Date('2026-11-22T01:02:03.000Z')
    const first = await webBackups.write(
      { content: '{"a":1}', reason: 'manual' },
      { ...full, now: at },
    )
    const second = await webBackups.write(
      { content: '{"a":2}', reason: 'manual' },
      { ...full, now: at },
    )
    expect(first.name).toBe('quillkeep-backup-20261122-010203-manual.json')
    expect(second.name).toBe('quillkeep-backup-20261122-010203-2-manual.json')
    expect(await webBackups.read(second.name)).toBe('{"a":2}')
    await expect(webBackups.read('nope.json')).rejects.toThrow('There is no backup named')
  })

  it('keeps only the newest N, as set', async () => {
    await webBackups.setSettings({ keep: 3 })
    const removed: string[] = []
    for (let i = 0; i < 5; i++) {
      const written = await webBackups.write(
        { content: String(i), reason: 'scheduled' },
        { ...full, now: second(i) },
      )
      removed.push(...written.removed)
    }
    expect(await names()).toEqual([
      'quillkeep-backup-20261122-010004-scheduled.json',
      'quillkeep-backup-20261122-010003-scheduled.json',
      'quillkeep-backup-20261122-010002-scheduled.json',
    ])
    expect(removed).toEqual([
      'quillkeep-backup-20261122-010000-scheduled.json',
      'quillkeep-backup-20261122-010001-scheduled.json',
    ])
    expect((await webBackups.settings()).keep).toBe(3)
  })
})

describe('browser backup rotation never surprises', () => {
  it('keeps the one just written with keep = 1 when backups share a millisecond', async () => {
    await webBackups.setSettings({ keep: 1 })
    const now = second(5, 123)
    for (const reason of ['manual', 'manual', 'scheduled', 'before-import'] as const) {
      const written = await webBackups.write({ content: reason, reason }, { ...full, now })
      expect(await names()).toEqual([written.name])
      expect(await webBackups.read(written.name)).toBe(reason)
    }
    expect(await names()).toEqual(['quillkeep-backup-20261122-010005-4-before-import.json'])
  })

  it('keeps the two latest with keep = 2 when copies of one second come and go', async () => {
    await webBackups.setSettings({ keep: 2 })
    const written: string[] = []
    for (let i = 0; i < 6; i++) {
      written.push(
        (
          await webBackups.write(
            { content: String(i), reason: 'manual' },
            { ...full, now: second(5) },
          )
        ).name,
      )
    }
    expect(await names()).toEqual([written[5], written[4]])
  })

  it('keeps the one just written when the clock went back', async () => {
    await webBackups.setSettings({ keep: 1 })
    await webBackups.write({ content: 'later', reason: 'scheduled' }, { ...full, now: second(50) })
    const earlier = await webBackups.write(
      { content: 'earlier', reason: 'scheduled' },
      { ...full, now: second(10) },
    )
    expect(earlier.removed).toEqual(['quillkeep-backup-20261122-010050-scheduled.json'])
    expect(await names()).toEqual([earlier.name])
  })

  it('never lets empty scheduled backups push out the ones with data', async () => {
    await webBackups.setSettings({ keep: 3 })
    const withData: string[] = []
    for (let i = 0; i < 3; i++) {
      withData.push(
        (
          await webBackups.write(
            { content: `data ${i}`, reason: 'scheduled' },
            { ...full, now: second(i) },
          )
        ).name,
      )
    }
    for (let i = 10; i < 20; i++) {
      const written = await webBackups.write(
        { content: 'empty', reason: 'scheduled' },
        { empty: true, now: second(i) },
      )
      expect(written.name).toMatch(/-scheduled-empty\.json$/)
      for (const name of written.removed) expect(name).toMatch(/-empty\.json$/)
      expect(await names()).toEqual([written.name, ...[...withData].reverse()])
    }
    for (const name of withData) expect(await webBackups.read(name)).toMatch(/^data /)

    // Data again: the empty one goes first, then rotation is back to exactly `keep`.
    const again = await webBackups.write(
      { content: 'data 3', reason: 'manual' },
      { ...full, now: second(30) },
    )
    expect(again.removed).toEqual([
      'quillkeep-backup-20261122-010019-scheduled-empty.json',
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
    expect(real.name).toMatch(/-manual\.json$/)
    expect(empty.name).toMatch(/-scheduled-empty\.json$/)
    expect(empty.removed).toEqual([])
    expect(await names()).toContain(real.name)
  })
})
