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
import { writeFileAtomic } from './atomic-write'
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
  options: { keep?: number; reason?: BackupReason; content?: string } = {},
) {
  return writeBackupFile({
    folder,
    content: options.content ?? '{"backup":true}',
    reason: options.reason ?? 'scheduled',
    keep: options.keep ?? 10,
    now,
    writeFile: (path, data) => writeFileAtomic(path, data),
  })
}

describe('backupFileName', () => {
  it('uses the UTC time and the reason', () => {
    expect(backupFileName(at('2026-11-21T09:30:05.999+02:00'), 'manual')).toBe(
      'quillkeep-backup-20261121-073005-manual.json',
    )
    expect(backupFileName(at('2026-01-02T03:04:05Z'), 'before-upgrade', 3)).toBe(
      'quillkeep-backup-20260102-030405-3-before-upgrade.json',
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
    'quillkeep-backup-20261121-093005-manual.json.bak',
    'quillkeep-backup-2026112-093005-manual.json',
    'notes.json',
    '.quillkeep-backup-20261121-093005-manual.json.a1b2.tmp',
    '../quillkeep-backup-20261121-093005-manual.json',
    'quillkeep-backup-20261121-093005-Manual.json',
  ])('does not take %s for a backup', (name) => {
    expect(isBackupName(name)).toBe(false)
  })
})

describe('writeBackupFile', () => {
  it('creates the folder and writes the backup', async () => {
    const written = await write(at('2026-11-21T09:30:05Z'), { reason: 'manual', content: 'X' })
    expect(written).toEqual({
      name: 'quillkeep-backup-20261121-093005-manual.json',
      path: join(folder, 'quillkeep-backup-20261121-093005-manual.json'),
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
      'quillkeep-backup-20261121-093005-scheduled.json',
      'quillkeep-backup-20261121-093005-2-scheduled.json',
      'quillkeep-backup-20261121-093005-3-scheduled.json',
    ])
    for (const name of names) expect(backupNameSchema.safeParse(name).success).toBe(true)
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([...names].reverse())
  })

  it('treats a link or folder with the name as taken', async () => {
    await mkdir(folder)
    const name = 'quillkeep-backup-20261121-093005-scheduled.json'
    await symlink(join(root, 'elsewhere.json'), join(folder, name))
    expect((await write(at('2026-11-21T09:30:05Z'))).name).toBe(
      'quillkeep-backup-20261121-093005-2-scheduled.json',
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
      'quillkeep-backup-20200101-000000-manual.json.bak',
      'quillkeep-backup-20200101-000000-Manual.json',
      'QUILLKEEP-BACKUP-20200101-000000-manual.json',
    ]
    for (const name of others) await writeFile(join(folder, name), 'keep me')
    await mkdir(join(folder, 'quillkeep-backup-20200101-000000-manual.json'))
    await symlink(
      join(root, 'target.json'),
      join(folder, 'quillkeep-backup-20200101-000001-manual.json'),
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
    expect(names).toContain('quillkeep-backup-20200101-000000-manual.json')
    expect(names).toContain('quillkeep-backup-20200101-000001-manual.json')
    expect(await readFile(join(root, 'target.json'), 'utf8')).toBe('link target')
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([
      'quillkeep-backup-20261121-090300-scheduled.json',
    ])
  })

  it('keeps the backup just written even when the clock went back', async () => {
    await write(at('2026-11-21T10:00:00Z'), { keep: 2 })
    await write(at('2026-11-21T11:00:00Z'), { keep: 2 })
    const earlier = await write(at('2026-11-20T10:00:00Z'), { keep: 2 })
    expect(earlier.removed).toEqual(['quillkeep-backup-20261121-100000-scheduled.json'])
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([
      'quillkeep-backup-20261121-110000-scheduled.json',
      earlier.name,
    ])
  })

  it('leaves the previous backups intact and rotates nothing when the rename fails', async () => {
    const first = await write(at('2026-11-21T09:00:00Z'), { keep: 1, content: 'first' })
    const before = await readdir(folder)
    const failingRename = vi.fn(async () => {
      throw Object.assign(new Error('EIO: simulated'), { code: 'EIO' })
    })
    await expect(
      writeBackupFile({
        folder,
        content: 'second',
        reason: 'scheduled',
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
        keep: 3,
        now: at('2026-11-21T10:00:00Z'),
        writeFile: (path, data) => writeFileAtomic(path, data),
      }),
    ).rejects.toMatchObject({ code: 'ENOTDIR' })
  })
})

describe('rotateBackups', () => {
  it('orders by the time in the name, then copy number, not by file time', async () => {
    await mkdir(folder)
    const names = [
      'quillkeep-backup-20261121-090000-manual.json',
      'quillkeep-backup-20261121-090000-2-manual.json',
      'quillkeep-backup-20261121-090000-10-manual.json',
      'quillkeep-backup-20261122-000000-scheduled.json',
    ]
    for (const name of names) {
      await writeFile(join(folder, name), '{}')
      // File times deliberately the wrong way round.
      await utimes(join(folder, name), new Date('2030-01-01'), new Date('2030-01-01'))
    }
    expect((await listBackups(folder)).map((backup) => backup.name)).toEqual([
      'quillkeep-backup-20261122-000000-scheduled.json',
      'quillkeep-backup-20261121-090000-10-manual.json',
      'quillkeep-backup-20261121-090000-2-manual.json',
      'quillkeep-backup-20261121-090000-manual.json',
    ])
    expect(await rotateBackups(folder, 2)).toEqual([
      'quillkeep-backup-20261121-090000-2-manual.json',
      'quillkeep-backup-20261121-090000-manual.json',
    ])
  })

  it('does nothing for a missing folder', async () => {
    expect(await rotateBackups(join(root, 'missing'), 1)).toEqual([])
  })
})

describe('listBackups', () => {
  it('lists name, size and time, newest first, and nothing else', async () => {
    await mkdir(folder)
    await writeFile(join(folder, 'quillkeep-backup-20261121-090000-manual.json'), '12345')
    await writeFile(join(folder, 'readme.txt'), 'x')
    const mtime = new Date('2026-11-21T09:00:01Z')
    await utimes(join(folder, 'quillkeep-backup-20261121-090000-manual.json'), mtime, mtime)
    expect(await listBackups(folder)).toEqual([
      {
        name: 'quillkeep-backup-20261121-090000-manual.json',
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
  const name = 'quillkeep-backup-20261121-090000-manual.json'

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
