// writeBackup, listBackups, readBackup and the backup settings through createIpcHandlers, with a
// fake dialog and real temp folders.
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from '../node/atomic-write'
import { createIpcHandlers, type HandlerDependencies } from './ipc-handlers'
import { validFileText } from './test-files'

vi.mock('electron')

let root: string
let userData: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'quillkeep-backup-handlers-'))
  userData = join(root, 'userData')
  await mkdir(userData)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

type DialogResult = { canceled: boolean; filePaths: string[] }

function setup(overrides: Partial<HandlerDependencies> = {}, dialogResult?: DialogResult) {
  const window = { id: 1 }
  const dialog = {
    showSaveDialog: vi.fn(),
    showOpenDialog: vi.fn((..._args: unknown[]) => Promise.resolve(dialogResult)),
  }
  let clock = Date.parse('2026-11-21T09:30:00.000Z')
  const handlers = createIpcHandlers({
    app: { getVersion: () => '0.1.0', getPath: () => userData },
    dialog: dialog as never,
    nativeTheme: { themeSource: 'system' },
    platform: 'linux',
    getWindow: () => window as never,
    // A minute later on each backup.
    now: () => new Date((clock += 60_000)),
    ...overrides,
  })
  return { handlers, dialog, window }
}

const backupText = () => validFileText('backup')
const defaultFolder = () => join(userData, 'backups')

describe('writeBackup', () => {
  // The tests in this block need parseFile from src/shared/files.ts to accept a valid backup.
  it('writes a valid backup into the default folder, creating it', async () => {
    const { handlers } = setup()
    const written = await handlers.writeBackup({ content: backupText(), reason: 'manual' })
    expect(written).toEqual({
      name: 'quillkeep-backup-20261121-093100-manual.quillkeep',
      path: join(defaultFolder(), 'quillkeep-backup-20261121-093100-manual.quillkeep'),
      removed: [],
      unreadable: [],
    })
    expect(await readFile(written.path, 'utf8')).toBe(backupText())
  })

  it('rotates to the `keep` setting and lists newest first', async () => {
    const { handlers } = setup()
    await handlers.setBackupSettings({ keep: 2 })
    const names: string[] = []
    let removed: string[] = []
    for (let index = 0; index < 4; index++) {
      const written = await handlers.writeBackup({ content: backupText(), reason: 'scheduled' })
      names.push(written.name)
      removed = removed.concat(written.removed)
    }
    expect(removed).toEqual(names.slice(0, 2))
    expect((await handlers.listBackups()).map((backup) => backup.name)).toEqual([
      names[3],
      names[2],
    ])
    expect(await handlers.readBackup(names[3]!)).toBe(backupText())
  })

  it('writes concurrent backups one after another without losing one', async () => {
    const { handlers } = setup({ now: () => new Date('2026-11-21T09:30:00Z') })
    const results = await Promise.all(
      // A handler may answer with a value or a promise (InvokeHandlers).
      [1, 2, 3].map(() =>
        Promise.resolve(handlers.writeBackup({ content: backupText(), reason: 'manual' })),
      ),
    )
    expect(results.map((result) => result.name).sort()).toEqual([
      'quillkeep-backup-20261121-093000-2-manual.quillkeep',
      'quillkeep-backup-20261121-093000-3-manual.quillkeep',
      'quillkeep-backup-20261121-093000-manual.quillkeep',
    ])
  })

  it.each([
    ['a character file', () => validFileText('character'), /not a character file\.$/],
    ['a campaign file', () => validFileText('campaign'), /not a campaign file\.$/],
  ])('refuses %s, writing nothing', async (_name, content, message) => {
    const { handlers } = setup()
    await expect(handlers.writeBackup({ content: content(), reason: 'manual' })).rejects.toThrow(
      message,
    )
    await expect(readdir(defaultFolder())).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('refuses text that is not a valid backup, writing nothing', async () => {
    const { handlers } = setup()
    await expect(
      handlers.writeBackup({ content: '{"format":"quillkeep-backup"}', reason: 'manual' }),
    ).rejects.toThrow(/^No backup was written: This is not a Quillkeep backup \(\S/)
    await expect(readdir(defaultFolder())).rejects.toMatchObject({ code: 'ENOENT' })
    await expect(
      handlers.writeBackup({ content: validFileText('character'), reason: 'manual' }),
    ).rejects.toThrow(/not a character file/)
  })

  it("never refuses the user's own records: writes them verbatim and lists what import would refuse", async () => {
    const { handlers } = setup()
    const envelope = JSON.parse(backupText()) as {
      data: { characters: { name: string; dataVersion: number; data: unknown }[] }
    }
    const [first] = envelope.data.characters
    if (!first) throw new Error('the test backup has a character')
    // What the buggy duplicate made, and a character from a newer Quillkeep.
    envelope.data.characters.push(
      { ...first, id: 'long', name: `${'x'.repeat(195)} (copy)` } as never,
      { ...first, id: 'newer', dataVersion: 999, data: { tomorrow: true } } as never,
    )
    const content = JSON.stringify(envelope, null, 2)
    const written = await handlers.writeBackup({ content, reason: 'before-import' })
    expect(await readFile(written.path, 'utf8')).toBe(content)
    expect(written.unreadable).toEqual([
      {
        path: 'data.characters[1].name',
        message: 'expected text of at most 200 characters, got 202 characters',
      },
    ])
  })

  it('keeps the previous backups when the write fails between temp file and rename', async () => {
    const folder = defaultFolder()
    await mkdir(folder)
    const previous = join(folder, 'quillkeep-backup-20261120-000000-scheduled.quillkeep')
    await writeFile(previous, 'previous backup')
    const failingRename = vi.fn(() =>
      Promise.reject(Object.assign(new Error('EIO: simulated'), { code: 'EIO' })),
    )
    const { handlers } = setup({
      writeFile: (path, data) => writeFileAtomic(path, data, { rename: failingRename }),
    })
    await expect(
      handlers.writeBackup({ content: backupText(), reason: 'scheduled' }),
    ).rejects.toThrow('EIO: simulated')
    expect(failingRename).toHaveBeenCalledOnce()
    expect(await readdir(folder)).toEqual(['quillkeep-backup-20261120-000000-scheduled.quillkeep'])
    expect(await readFile(previous, 'utf8')).toBe('previous backup')
  })
})

describe('listBackups and readBackup', () => {
  const name = 'quillkeep-backup-20261121-093000-manual.quillkeep'

  it('are empty and refuse before the first backup', async () => {
    const { handlers } = setup()
    expect(await handlers.listBackups()).toEqual([])
    await expect(handlers.readBackup(name)).rejects.toThrow(`The backup "${name}" was not found`)
  })

  it('read from the chosen folder, refusing a link planted there', async () => {
    const chosen = join(root, 'chosen')
    await mkdir(chosen)
    await writeFile(join(chosen, name), '{"from":"chosen"}')
    await writeFile(join(root, 'private.json'), 'private')
    await symlink(
      join(root, 'private.json'),
      join(chosen, 'quillkeep-backup-20261121-093001-manual.quillkeep'),
    )
    const { handlers } = setup({}, { canceled: false, filePaths: [chosen] })
    await handlers.chooseBackupFolder()
    expect((await handlers.listBackups()).map((backup) => backup.name)).toEqual([name])
    expect(await handlers.readBackup(name)).toBe('{"from":"chosen"}')
    await expect(
      handlers.readBackup('quillkeep-backup-20261121-093001-manual.quillkeep'),
    ).rejects.toThrow('is not a backup file in the backup folder.')
  })
})

describe('backup settings', () => {
  it('defaults to userData/backups, keep 10, every 24 hours', async () => {
    const { handlers } = setup()
    expect(await handlers.getBackupSettings()).toEqual({
      folder: defaultFolder(),
      keep: 10,
      intervalHours: 24,
    })
  })

  it('stores a patch and keeps the other fields', async () => {
    const { handlers } = setup()
    expect(await handlers.setBackupSettings({ keep: 3 })).toEqual({
      folder: defaultFolder(),
      keep: 3,
      intervalHours: 24,
    })
    expect(await handlers.setBackupSettings({ intervalHours: 6 })).toMatchObject({
      keep: 3,
      intervalHours: 6,
    })
    // A fresh set of handlers (a restart) reads what was stored.
    expect(await setup().handlers.getBackupSettings()).toEqual({
      folder: defaultFolder(),
      keep: 3,
      intervalHours: 6,
    })
  })

  it('chooseBackupFolder shows a folder dialog and stores the choice', async () => {
    const chosen = join(root, 'Dropbox', 'Quillkeep')
    const { handlers, dialog, window } = setup({}, { canceled: false, filePaths: [chosen] })
    expect(await handlers.chooseBackupFolder()).toEqual({
      folder: chosen,
      keep: 10,
      intervalHours: 24,
    })
    expect(dialog.showOpenDialog).toHaveBeenCalledExactlyOnceWith(
      window,
      expect.objectContaining({
        defaultPath: defaultFolder(),
        properties: ['openDirectory', 'createDirectory'],
      }),
    )
    expect((await handlers.getBackupSettings()).folder).toBe(chosen)
  })

  it('chooseBackupFolder returns null and changes nothing when cancelled', async () => {
    const { handlers } = setup({}, { canceled: true, filePaths: [] })
    expect(await handlers.chooseBackupFolder()).toBeNull()
    expect((await handlers.getBackupSettings()).folder).toBe(defaultFolder())
    expect(await readdir(userData)).toEqual([])
  })

  it('falls back to the defaults when backup-settings.json is corrupt', async () => {
    await writeFile(join(userData, 'backup-settings.json'), '{"keep": 3, "folder": ')
    const { handlers } = setup()
    expect(await handlers.getBackupSettings()).toEqual({
      folder: defaultFolder(),
      keep: 10,
      intervalHours: 24,
    })
  })

  it('keeps valid fields of a stored file and replaces invalid ones', async () => {
    await writeFile(
      join(userData, 'backup-settings.json'),
      JSON.stringify({ folder: 'relative/folder', keep: 4, intervalHours: -1, extra: true }),
    )
    const { handlers } = setup()
    expect(await handlers.getBackupSettings()).toEqual({
      folder: defaultFolder(),
      keep: 4,
      intervalHours: 24,
    })
  })

  it('keeps the stored settings when writing them fails', async () => {
    const { handlers } = setup()
    await handlers.setBackupSettings({ keep: 5 })
    const failing = setup({
      writeFile: (path, data) =>
        writeFileAtomic(path, data, {
          rename: () => Promise.reject(Object.assign(new Error('EIO: simulated'), { code: 'EIO' })),
        }),
    })
    await expect(failing.handlers.setBackupSettings({ keep: 7 })).rejects.toThrow('EIO')
    expect((await handlers.getBackupSettings()).keep).toBe(5)
    expect(await readdir(userData)).toEqual(['backup-settings.json'])
  })
})
