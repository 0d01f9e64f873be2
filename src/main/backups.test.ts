// The backup folder: names, collisions, rotation, listing and safe reading, on real temp folders.
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  truncate,
  utimes,
  writeFile,
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { backupNameSchema } from '@shared/ipc'
import { writeFileAtomic } from '../node/atomic-write'
import {
  backupFileName,
  isBackupName,
  listBackups,
  readBackupFile,
  rotateBackups,
  writeBackupFile,
  type BackupReason,
} from './backups'

vi.mock('electron')

let root: string
let folder: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'quillkeep-backups-'))
  folder = join(root, 'backups')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const at = (iso: string) => new Date(iso)

function write(
  now: Date,
  options: { keep?: number; reason?: BackupReason; content?: string; empty?: boolean } = {},
) {
  return writeBackupFile({
    folder,
    content: options.content ?? '{"backup":true}',
    reason: options.reason ?? 'scheduled',
    empty: options.empty ?? false,
    keep: options.keep ?? 10,
    now,
    writeFile: (path, data) => writeFileAtomic(path, data),
  })
}

describe('backupFileName', () => {
  it('uses the UTC time and the reason', () => {
    expect(backupFileName(at('2026-11-21T09:30:05.999+02:00'), 'manual')).toBe(
      'quillkeep-backup-20261121-073005-manual.quillkeep',
    )
    expect(backupFileName(at('2026-01-02T03:04:05Z'), 'before-upgrade', 3)).toBe(
      'quillkeep-backup-20260102-030405-3-before-upgrade.quillkeep',
    )
  })

  it.each([
    'scheduled',
    'manual',
    'before-upgrade',
    'before-import',
    'before-restore',
    'before-delete',
  ] as const)('matches backupNameSchema for %s, with and without a copy number', (reason) => {
    for (const copy of [1, 2, 17]) {
      const name = backupFileName(at('2026-11-21T09:30:05Z'), reason, copy)
      expect(backupNameSchema.safeParse(name).success, name).toBe(true)
      expect(isBackupName(name)).toBe(true)
    }
  })

  it.each([
    'quillkeep-backup-20261121-093005-manual.quillkeep.bak',
    'quillkeep-backup-2026112-093005-manual.quillkeep',
    'notes.json',
    '.quillkeep-backup-20261121-093005-manual.quillkeep.a1b2.tmp',
    '../quillkeep-backup-20261121-093005-manual.quillkeep',
    'quillkeep-backup-20261121-093005-Manual.quillkeep',
  ])('does not take %s for a backup', (name) => {
    expect(isBackupName(name)).toBe(false)
  })
})

describe('writeBackupFile', () => {
  it('creates the folder and writes the backup', async () => {
    const written = await write(at('2026-11-21T09:30:05Z'), { reason: 'manual', content: 'X' })
    expect(written).toEqual({
      name: 'quillkeep-backup-20261121-093005-manual.quillkeep',
      path: join(folder, 'quillkeep-backup-20261121-093005-manual.quillkeep'),
      removed: [],
    })
    expect(await readFile(written.path, 'utf8')).toBe('X')
    expect(await readdir(folder)).toEqual([written.name])
  })

  it('adds -2, -3 … when a backup of that second exists', async () => {
    const now = at('2026-11-21T09:30:05Z')
    const names = []
    for (let index = 0; index < 3; index++) names.push((await write(now)).name)
    expect(names).toEqual([
      'quillkeep-backup-20261121-093005-scheduled.quillkeep',
      'quillkeep-backup-20261121-093005-2-scheduled.quillkeep',
      'quillkeep-backup-20261121-093005-3-scheduled.quillkeep',
    ])
    for (const name of names) expect(backupNameSchema.safeParse(name).success).toBe(true)
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([...names].reverse())
  })

  it('treats a link or folder with the name as taken', async () => {
    await mkdir(folder)
    const name = 'quillkeep-backup-20261121-093005-scheduled.quillkeep'
    await symlink(join(root, 'elsewhere.json'), join(folder, name))
    expect((await write(at('2026-11-21T09:30:05Z'))).name).toBe(
      'quillkeep-backup-20261121-093005-2-scheduled.quillkeep',
    )
  })

  it('keeps exactly N backups and reports the ones it removed, oldest first removed', async () => {
    const written: string[] = []
    const removed: string[] = []
    for (let day = 1; day <= 6; day++) {
      const result = await write(at(`2026-11-0${day}T12:00:00Z`), { keep: 3 })
      written.push(result.name)
      removed.push(...result.removed)
    }
    expect(await readdir(folder).then((names) => names.sort())).toEqual(written.slice(3).sort())
    expect(removed.sort()).toEqual(written.slice(0, 3).sort())
    expect(await listBackups(folder)).toHaveLength(3)
  })

  it('never deletes other files in the folder, even ones that look almost like backups', async () => {
    await mkdir(folder)
    const others = [
      'notes.txt',
      'tova.quillkeep.json',
      'quillkeep-backup-20200101-000000-manual.quillkeep.bak',
      'quillkeep-backup-20200101-000000-Manual.quillkeep',
      'QUILLKEEP-BACKUP-20200101-000000-manual.json',
    ]
    for (const name of others) await writeFile(join(folder, name), 'keep me')
    await mkdir(join(folder, 'quillkeep-backup-20200101-000000-manual.quillkeep'))
    await symlink(
      join(root, 'target.json'),
      join(folder, 'quillkeep-backup-20200101-000001-manual.quillkeep'),
    )
    await writeFile(join(root, 'target.json'), 'link target')

    for (let minute = 0; minute < 4; minute++) {
      await write(at(`2026-11-21T09:0${minute}:00Z`), { keep: 1 })
    }
    const names = await readdir(folder)
    for (const name of others) {
      expect(names).toContain(name)
      expect(await readFile(join(folder, name), 'utf8')).toBe('keep me')
    }
    expect(names).toContain('quillkeep-backup-20200101-000000-manual.quillkeep')
    expect(names).toContain('quillkeep-backup-20200101-000001-manual.quillkeep')
    expect(await readFile(join(root, 'target.json'), 'utf8')).toBe('link target')
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([
      'quillkeep-backup-20261121-090300-scheduled.quillkeep',
    ])
  })

  it('keeps the backup just written even when the clock went back', async () => {
    await write(at('2026-11-21T10:00:00Z'), { keep: 2 })
    await write(at('2026-11-21T11:00:00Z'), { keep: 2 })
    const earlier = await write(at('2026-11-20T10:00:00Z'), { keep: 2 })
    expect(earlier.removed).toEqual(['quillkeep-backup-20261121-100000-scheduled.quillkeep'])
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([
      'quillkeep-backup-20261121-110000-scheduled.quillkeep',
      earlier.name,
    ])
  })

  it('leaves the previous backups intact and rotates nothing when the rename fails', async () => {
    const first = await write(at('2026-11-21T09:00:00Z'), { keep: 1, content: 'first' })
    const before = await readdir(folder)
    const failingRename = vi.fn(() =>
      Promise.reject(Object.assign(new Error('EIO: simulated'), { code: 'EIO' })),
    )
    await expect(
      writeBackupFile({
        folder,
        content: 'second',
        reason: 'scheduled',
        empty: false,
        keep: 1,
        now: at('2026-11-21T10:00:00Z'),
        writeFile: (path, data) => writeFileAtomic(path, data, { rename: failingRename }),
      }),
    ).rejects.toThrow('EIO: simulated')
    expect(failingRename).toHaveBeenCalledOnce()
    expect(await readdir(folder)).toEqual(before)
    expect(await readFile(first.path, 'utf8')).toBe('first')
  })

  it('fails clearly when the folder cannot be created', async () => {
    await writeFile(join(root, 'file'), '')
    await expect(
      writeBackupFile({
        folder: join(root, 'file', 'backups'),
        content: '{}',
        reason: 'manual',
        empty: false,
        keep: 3,
        now: at('2026-11-21T10:00:00Z'),
        writeFile: (path, data) => writeFileAtomic(path, data),
      }),
    ).rejects.toMatchObject({ code: 'ENOTDIR' })
  })
})

describe('rotation never surprises', () => {
  const names = async () => (await listBackups(folder)).map((backup) => backup.name)

  it('keeps the one just written with keep = 1, however many are written in one second', async () => {
    const now = at('2026-11-21T09:30:05.250Z')
    const written: string[] = []
    for (let index = 0; index < 4; index++) {
      const result = await write(now, { keep: 1, content: `backup ${index}` })
      written.push(result.name)
      expect(await names()).toEqual([result.name])
      expect(await readFile(result.path, 'utf8')).toBe(`backup ${index}`)
    }
    // A copy number freed by rotation is not reused: each later backup sorts as newer.
    expect(written).toEqual([
      'quillkeep-backup-20261121-093005-scheduled.quillkeep',
      'quillkeep-backup-20261121-093005-2-scheduled.quillkeep',
      'quillkeep-backup-20261121-093005-3-scheduled.quillkeep',
      'quillkeep-backup-20261121-093005-4-scheduled.quillkeep',
    ])
  })

  it('numbers backups of one second after each other whatever their reason', async () => {
    const now = at('2026-11-21T09:30:05Z')
    const first = await write(now, { reason: 'manual', keep: 2 })
    const second = await write(now, { reason: 'before-import', keep: 2 })
    const third = await write(now, { reason: 'scheduled', keep: 2 })
    expect([first.name, second.name, third.name]).toEqual([
      'quillkeep-backup-20261121-093005-manual.quillkeep',
      'quillkeep-backup-20261121-093005-2-before-import.quillkeep',
      'quillkeep-backup-20261121-093005-3-scheduled.quillkeep',
    ])
    expect(third.removed).toEqual([first.name])
    expect(await names()).toEqual([third.name, second.name])
  })

  it('keeps the two latest with keep = 2 when copies of one second come and go', async () => {
    const now = at('2026-11-21T09:30:05Z')
    const written: string[] = []
    for (let index = 0; index < 6; index++) written.push((await write(now, { keep: 2 })).name)
    expect(await names()).toEqual([written[5], written[4]])
  })

  it('keeps the one just written, and counts it as newest, when the clock went back', async () => {
    await write(at('2026-11-21T11:00:00Z'), { keep: 1 })
    const earlier = await write(at('2026-11-20T10:00:00Z'), { keep: 1 })
    expect(earlier.removed).toEqual(['quillkeep-backup-20261121-110000-scheduled.quillkeep'])
    expect(await names()).toEqual([earlier.name])
    const later = await write(at('2026-11-20T10:05:00Z'), { keep: 1 })
    expect(await names()).toEqual([later.name])
  })

  it.each([0, -2, 0.5, Number.NaN])('keeps the one just written when keep is %d', async (keep) => {
    await write(at('2026-11-21T09:00:00Z'), { keep: 5 })
    await write(at('2026-11-21T10:00:00Z'), { keep: 5 })
    const last = await write(at('2026-11-21T11:00:00Z'), { keep })
    expect(await names()).toEqual([last.name])
  })

  it('removes nothing when the new backup is not in the folder after writing', async () => {
    const first = await write(at('2026-11-21T09:00:00Z'), { keep: 1 })
    const writeNothing = () => Promise.resolve()
    const writeHalf = (path: string, data: string) => writeFileAtomic(path, data.slice(0, 3))
    for (const writer of [writeNothing, writeHalf]) {
      await expect(
        writeBackupFile({
          folder,
          content: '{"backup":"second"}',
          reason: 'scheduled',
          empty: false,
          keep: 1,
          now: at('2026-11-21T10:00:00Z'),
          writeFile: writer,
        }),
      ).rejects.toThrow('is not in the backup folder as written, so no older backup was removed.')
      expect(await readFile(first.path, 'utf8')).toBe('{"backup":true}')
    }
  })

  it('names a backup of an empty database with -empty, and lists and reads it back', async () => {
    const written = await write(at('2026-11-25T10:10:10Z'), { empty: true, content: '{"e":1}' })
    expect(written.name).toBe('quillkeep-backup-20261125-101010-scheduled-empty.quillkeep')
    expect(isBackupName(written.name)).toBe(true)
    expect(backupNameSchema.safeParse(written.name).success).toBe(true)
    expect(await names()).toEqual([written.name])
    expect(await readBackupFile(folder, written.name)).toBe('{"e":1}')
    expect(backupFileName(at('2026-11-25T10:10:10Z'), 'before-import', 2, true)).toBe(
      'quillkeep-backup-20261125-101010-2-before-import-empty.quillkeep',
    )
  })

  it('never lets empty scheduled backups push out the ones with data', async () => {
    const full: string[] = []
    for (let day = 1; day <= 3; day++) {
      full.push((await write(at(`2026-11-0${day}T12:00:00Z`), { keep: 3 })).name)
    }
    let lastEmpty = ''
    for (let hour = 0; hour < 10; hour++) {
      const result = await write(at(`2026-11-10T${String(hour).padStart(2, '0')}:00:00Z`), {
        keep: 3,
        empty: true,
      })
      for (const name of result.removed) expect(name).toMatch(/-empty\.quillkeep$/)
      lastEmpty = result.name
      // The three with data, and the newest empty one.
      expect(await names()).toEqual([lastEmpty, ...[...full].reverse()])
    }
  })

  it('removes empty backups first once a backup with data is written again', async () => {
    const full = [
      (await write(at('2026-11-01T12:00:00Z'), { keep: 3 })).name,
      (await write(at('2026-11-02T12:00:00Z'), { keep: 3 })).name,
    ]
    const empties = [
      (await write(at('2026-11-03T12:00:00Z'), { keep: 3, empty: true })).name,
      (await write(at('2026-11-04T12:00:00Z'), { keep: 3, empty: true })).name,
    ]
    // The second empty one could only remove the first.
    expect(await names()).toEqual([empties[1], full[1], full[0]])
    const again = await write(at('2026-11-05T12:00:00Z'), { keep: 3 })
    expect(again.removed).toEqual([empties[1]])
    expect(await names()).toEqual([again.name, full[1], full[0]])
    const next = await write(at('2026-11-06T12:00:00Z'), { keep: 3 })
    expect(next.removed).toEqual([full[0]])
    expect(await names()).toHaveLength(3)
  })
  it('removes empty ones before the oldest with data, even when they are newer', async () => {
    const older = [
      (await write(at('2026-11-01T12:00:00Z'), { keep: 5 })).name,
      (await write(at('2026-11-02T12:00:00Z'), { keep: 5, empty: true })).name,
      (await write(at('2026-11-03T12:00:00Z'), { keep: 5 })).name,
      (await write(at('2026-11-04T12:00:00Z'), { keep: 5, empty: true })).name,
    ]
    const latest = await write(at('2026-11-05T12:00:00Z'), { keep: 2 })
    expect(latest.removed).toEqual([older[1], older[3], older[0]])
    expect(await names()).toEqual([latest.name, older[2]])
  })
})

describe('rotateBackups', () => {
  it('orders by the time in the name, then copy number, not by file time', async () => {
    await mkdir(folder)
    const names = [
      'quillkeep-backup-20261121-090000-manual.quillkeep',
      'quillkeep-backup-20261121-090000-2-manual.quillkeep',
      'quillkeep-backup-20261121-090000-10-manual.quillkeep',
      'quillkeep-backup-20261122-000000-scheduled.quillkeep',
    ]
    for (const name of names) {
      await writeFile(join(folder, name), '{}')
      // File times deliberately the wrong way round.
      await utimes(join(folder, name), new Date('2030-01-01'), new Date('2030-01-01'))
    }
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([
      'quillkeep-backup-20261122-000000-scheduled.quillkeep',
      'quillkeep-backup-20261121-090000-10-manual.quillkeep',
      'quillkeep-backup-20261121-090000-2-manual.quillkeep',
      'quillkeep-backup-20261121-090000-manual.quillkeep',
    ])
    expect(await rotateBackups(folder, 2)).toEqual([
      'quillkeep-backup-20261121-090000-manual.quillkeep',
      'quillkeep-backup-20261121-090000-2-manual.quillkeep',
    ])
  })

  it('does nothing for a missing folder', async () => {
    expect(await rotateBackups(join(root, 'missing'), 1)).toEqual([])
  })
})

describe('listBackups', () => {
  it('lists name, size and time, newest first, and nothing else', async () => {
    await mkdir(folder)
    await writeFile(join(folder, 'quillkeep-backup-20261121-090000-manual.quillkeep'), '12345')
    await writeFile(join(folder, 'readme.txt'), 'x')
    const mtime = new Date('2026-11-21T09:00:01Z')
    await utimes(join(folder, 'quillkeep-backup-20261121-090000-manual.quillkeep'), mtime, mtime)
    expect(await listBackups(folder)).toEqual([
      {
        name: 'quillkeep-backup-20261121-090000-manual.quillkeep',
        size: 5,
        modifiedAt: '2026-11-21T09:00:01.000Z',
      },
    ])
  })

  it('is empty when the folder does not exist yet', async () => {
    expect(await listBackups(join(root, 'missing'))).toEqual([])
  })
})

describe('readBackupFile', () => {
  const name = 'quillkeep-backup-20261121-090000-manual.quillkeep'

  it('reads a backup from the folder, dropping a byte-order mark', async () => {
    await mkdir(folder)
    await writeFile(join(folder, name), '\uFEFF{"ok":1}')
    expect(await readBackupFile(folder, name)).toBe('{"ok":1}')
  })

  it.each([
    '../secret.json',
    `../backups/${name}`,
    `sub/${name}`,
    `/etc/${name}`,
    'notes.json',
    `${name}/`,
    `.${name}`,
  ])('refuses the name %s', async (odd) => {
    await mkdir(folder)
    await writeFile(join(root, 'secret.json'), 'secret')
    await expect(readBackupFile(folder, odd)).rejects.toThrow(
      `"${odd}" is not a backup file in the backup folder.`,
    )
  })

  it('refuses a link named like a backup, even to a real backup', async () => {
    await mkdir(folder)
    await writeFile(join(root, 'secret.json'), 'secret')
    await symlink(join(root, 'secret.json'), join(folder, name))
    await expect(readBackupFile(folder, name)).rejects.toThrow(
      `"${name}" is not a backup file in the backup folder.`,
    )
  })

  it('refuses a folder named like a backup', async () => {
    await mkdir(join(folder, name), { recursive: true })
    await expect(readBackupFile(folder, name)).rejects.toThrow('is not a backup file')
  })

  it('says clearly when the backup is gone', async () => {
    await expect(readBackupFile(folder, name)).rejects.toThrow(
      `The backup "${name}" was not found in the backup folder; it may have been moved or deleted.`,
    )
  })

  it('refuses a backup over the limit before reading it', async () => {
    await mkdir(folder)
    await writeFile(join(folder, name), '')
    await truncate(join(folder, name), 3 * 1024 * 1024)
    await expect(readBackupFile(folder, name, 2 * 1024 * 1024)).rejects.toThrow(
      `The backup "${name}" is too large to read (3 MB; the limit is 2 MB).`,
    )
  })
})

describe('backups written before .quillkeep (#22)', () => {
  it('lists, reads and rotates the old .json backups beside the new ones', async () => {
    await mkdir(folder, { recursive: true })
    const old = 'quillkeep-backup-20261120-080000-manual.json'
    await writeFile(join(folder, old), '{"old":true}')
    const written = await write(at('2026-11-21T08:00:00Z'), { keep: 2 })
    expect(written.name).toBe('quillkeep-backup-20261121-080000-scheduled.quillkeep')
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([written.name, old])
    expect(await readBackupFile(folder, old)).toBe('{"old":true}')
    // Rotation counts the old one as the older backup, and removes it when its turn comes.
    const next = await write(at('2026-11-22T08:00:00Z'), { keep: 2 })
    expect(next.removed).toEqual([old])
    expect((await readdir(folder)).sort()).toEqual([written.name, next.name].sort())
  })
})
