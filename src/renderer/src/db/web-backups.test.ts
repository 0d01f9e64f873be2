import { beforeEach, describe, expect, it } from 'vitest'
import { useWebBackupsDatabase, webBackups } from './web-backups'

let counter = 0
beforeEach(() => useWebBackupsDatabase(`web-backups-test-${++counter}`))

describe('browser backups', () => {
  it('names backups like the desktop app and avoids collisions', async () => {
    const at = new Date('2026-11-22T01:02:03.000Z')
    const first = await webBackups.write({ content: '{"a":1}', reason: 'manual' }, at)
    const second = await webBackups.write({ content: '{"a":2}', reason: 'manual' }, at)
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
        new Date(Date.UTC(2026, 10, 22, 1, 0, i)),
      )
      removed.push(...written.removed)
    }
    const list = await webBackups.list()
    expect(list.map((b) => b.name)).toEqual([
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
