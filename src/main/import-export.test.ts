// exportFile, importFile, importPath and recentFiles through createIpcHandlers, with a fake
// dialog and real temp folders.
import { execFileSync } from 'node:child_process'
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  truncate,
  writeFile,
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { maxFileBytes } from '@shared/ipc'
import { writeFileAtomic } from '../node/atomic-write'
import { formatMegabytes, readImportFile } from './files'
import { describeProblems, readErrorMessage } from './import-export'
import { createIpcHandlers, type HandlerDependencies } from './ipc-handlers'
import { validFileText } from './test-files'

vi.mock('electron')

let root: string
let userData: string
let documents: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'quillkeep-import-export-'))
  userData = join(root, 'userData')
  documents = join(root, 'Documents')
  await mkdir(userData)
  await mkdir(documents)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

type DialogResult = { canceled: boolean; filePath?: string; filePaths?: string[] }

function setup(dialogResult: DialogResult, overrides: Partial<HandlerDependencies> = {}) {
  const window = { id: 1 }
  const dialog = {
    showSaveDialog: vi.fn((..._args: unknown[]) => Promise.resolve(dialogResult)),
    showOpenDialog: vi.fn((..._args: unknown[]) => Promise.resolve(dialogResult)),
  }
  let clock = Date.parse('2026-11-21T09:30:05.000Z')
  const readFileSpy = vi.fn(readImportFile)
  const handlers = createIpcHandlers({
    app: {
      getVersion: () => '0.1.0',
      getPath: (name) => (name === 'documents' ? documents : userData),
    },
    dialog: dialog as never,
    nativeTheme: { themeSource: 'system' },
    platform: 'linux',
    getWindow: () => window as never,
    readFile: readFileSpy,
    // Each call a second later, so recent files have distinct times.
    now: () => new Date((clock += 1000)),
    ...overrides,
  })
  return { handlers, dialog, window, readFileSpy }
}

const character = () => validFileText('character')

describe('exportFile', () => {
  // Needs parseFile from src/shared/files.ts to accept a valid file.
  it('validates, shows the save dialog in Documents and writes the file atomically', async () => {
    const target = join(documents, 'Tova Ravenhill.quillkeep')
    const { handlers, dialog, window } = setup({ canceled: false, filePath: target })
    const result = await handlers.exportFile({
      suggestedName: 'Tova Ravenhill.quillkeep',
      content: character(),
    })
    expect(result).toEqual({ path: target })
    expect(await readFile(target, 'utf8')).toBe(character())
    expect(await readdir(documents)).toEqual(['Tova Ravenhill.quillkeep'])
    expect(dialog.showSaveDialog).toHaveBeenCalledExactlyOnceWith(
      window,
      expect.objectContaining({
        defaultPath: join(documents, 'Tova Ravenhill.quillkeep'),
        filters: [{ name: 'Quillkeep files', extensions: ['quillkeep', 'json'] }],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      }),
    )
    expect(await handlers.recentFiles()).toEqual([
      { name: 'Tova Ravenhill.quillkeep', path: target, at: expect.any(String) },
    ])
  })

  it('uses the dialog without a parent when there is no window', async () => {
    const target = join(documents, 'a.json')
    const { handlers, dialog } = setup(
      { canceled: false, filePath: target },
      { getWindow: () => null },
    )
    await handlers.exportFile({ suggestedName: 'a.json', content: character() })
    expect(dialog.showSaveDialog.mock.calls[0]).toHaveLength(1)
  })

  it('returns null when the dialog is cancelled, writing nothing', async () => {
    const { handlers, dialog } = setup({ canceled: true, filePath: '' })
    expect(await handlers.exportFile({ suggestedName: 'a.json', content: character() })).toBeNull()
    expect(dialog.showSaveDialog).toHaveBeenCalledOnce()
    expect(await readdir(documents)).toEqual([])
    expect(await handlers.recentFiles()).toEqual([])
  })

  it.each([
    ['not JSON', '{"format": "quillkeep-character",'],
    ['an empty object', '{}'],
    [
      'a newer major format version',
      character().replace(/"formatVersion": \d+/, '"formatVersion": 99'),
    ],
  ])('refuses %s before any dialog, writing nothing', async (_name, content) => {
    const target = join(documents, 'bad.json')
    const { handlers, dialog } = setup({ canceled: false, filePath: target })
    await expect(handlers.exportFile({ suggestedName: 'bad.json', content })).rejects.toThrow(
      /^Not a valid Quillkeep file, so nothing was exported: \S/,
    )
    expect(dialog.showSaveDialog).not.toHaveBeenCalled()
    expect(await readdir(documents)).toEqual([])
  })

  it('leaves an existing file intact when the rename fails', async () => {
    const target = join(documents, 'tova.json')
    await writeFile(target, 'previous export')
    const failingRename = vi.fn(() =>
      Promise.reject(Object.assign(new Error('EIO: simulated'), { code: 'EIO' })),
    )
    const { handlers } = setup(
      { canceled: false, filePath: target },
      { writeFile: (path, data) => writeFileAtomic(path, data, { rename: failingRename }) },
    )
    await expect(
      handlers.exportFile({ suggestedName: 'tova.json', content: character() }),
    ).rejects.toThrow('EIO: simulated')
    expect(failingRename).toHaveBeenCalledOnce()
    expect(await readFile(target, 'utf8')).toBe('previous export')
    expect(await readdir(documents)).toEqual(['tova.json'])
    expect(await handlers.recentFiles()).toEqual([])
  })
})

describe('importFile', () => {
  it('shows the open dialog for Quillkeep files and reads the chosen file', async () => {
    const path = join(documents, 'tova.json')
    await writeFile(path, `\uFEFF${character()}`)
    const { handlers, dialog, window } = setup({ canceled: false, filePaths: [path] })
    expect(await handlers.importFile()).toEqual({
      name: 'tova.json',
      path,
      content: character(),
    })
    expect(dialog.showOpenDialog).toHaveBeenCalledExactlyOnceWith(
      window,
      expect.objectContaining({
        filters: [{ name: 'Quillkeep files', extensions: ['quillkeep', 'json'] }],
        properties: ['openFile'],
      }),
    )
    expect((await handlers.recentFiles()).map((file) => file.path)).toEqual([path])
  })

  it('returns invalid content as it is, for the preview to explain', async () => {
    const path = join(documents, 'broken.json')
    await writeFile(path, '{"format": ')
    const { handlers } = setup({ canceled: false, filePaths: [path] })
    expect((await handlers.importFile())?.content).toBe('{"format": ')
  })

  it('returns null when cancelled', async () => {
    const { handlers, readFileSpy } = setup({ canceled: true, filePaths: [] })
    expect(await handlers.importFile()).toBeNull()
    expect(readFileSpy).not.toHaveBeenCalled()
    expect(await handlers.recentFiles()).toEqual([])
  })

  it('refuses a file over the limit without reading it', async () => {
    const path = join(documents, 'huge.json')
    await writeFile(path, '')
    await truncate(path, maxFileBytes + 1) // sparse: no disk space used
    const { handlers, readFileSpy } = setup({ canceled: false, filePaths: [path] })
    await expect(handlers.importFile()).rejects.toThrow(
      `"huge.json" is too large to import (${formatMegabytes(maxFileBytes + 1)}; the limit is ${formatMegabytes(maxFileBytes)}).`,
    )
    expect(readFileSpy).not.toHaveBeenCalled()
    expect(await handlers.recentFiles()).toEqual([])
  })
})

describe('importPath', () => {
  it('reads a dropped file and adds it to recent files', async () => {
    const path = join(documents, 'tova.json')
    await writeFile(path, character())
    const { handlers } = setup({ canceled: true })
    expect(await handlers.importPath(path)).toEqual({
      name: 'tova.json',
      path,
      content: character(),
    })
    expect(await handlers.recentFiles()).toEqual([
      { name: 'tova.json', path, at: '2026-11-21T09:30:06.000Z' },
    ])
  })

  it('follows a link to a regular file (a user may drop a shortcut)', async () => {
    const path = join(documents, 'tova.json')
    await writeFile(path, '{}')
    await symlink(path, join(documents, 'link.json'))
    const { handlers } = setup({ canceled: true })
    expect((await handlers.importPath(join(documents, 'link.json'))).content).toBe('{}')
  })

  it.each([
    'Tova Ravenhill.quillkeep',
    'Davokar.campaign.quillkeep',
    'Quillkeep.backup.quillkeep',
    'quillkeep-backup-20261121-093005-2-scheduled-empty.quillkeep',
    'renamed by the user.QUILLKEEP',
    // Written before #22: still opened.
    'Tova Ravenhill.quillkeep.json',
    'Davokar.quillkeep-campaign.json',
    'Quillkeep backup 2026-11-21.quillkeep-backup.json',
    'quillkeep-backup-20261121-093005-2-scheduled-empty.json',
    'renamed by the user.JSON',
  ])('opens %s, a kind of file Quillkeep writes or wrote', async (name) => {
    const path = join(documents, name)
    await writeFile(path, character())
    const { handlers } = setup({ canceled: true })
    expect((await handlers.importPath(path)).name).toBe(name)
  })

  it.each(['notes.txt', 'tova.quillkeep.json.bak', 'tova.quillkeep.bak', 'id_rsa', 'sheet.pdf'])(
    'refuses %s with a sentence naming it, before reading anything',
    async (name) => {
      const path = join(documents, name)
      await writeFile(path, '{}')
      const { handlers, readFileSpy } = setup({ canceled: true })
      await expect(handlers.importPath(path)).rejects.toThrow(
        new Error(
          `"${name}" is not a Quillkeep file: Quillkeep opens the .quillkeep files it exports and backs up (and the .json files of earlier versions).`,
        ),
      )
      expect(readFileSpy).not.toHaveBeenCalled()
      expect(await handlers.recentFiles()).toEqual([])
    },
  )

  it('refuses a link named like an export that points to another kind of file', async () => {
    await writeFile(join(documents, 'notes.txt'), 'private notes')
    await symlink(join(documents, 'notes.txt'), join(documents, 'tova.quillkeep.json'))
    await symlink('/dev/null', join(documents, 'device.json'))
    const { handlers, readFileSpy } = setup({ canceled: true })
    await expect(handlers.importPath(join(documents, 'tova.quillkeep.json'))).rejects.toThrow(
      new Error(
        '"tova.quillkeep.json" links to "notes.txt", which is not a Quillkeep file: Quillkeep opens the .quillkeep files it exports and backs up (and the .json files of earlier versions).',
      ),
    )
    await expect(handlers.importPath(join(documents, 'device.json'))).rejects.toThrow(
      '"device.json" links to "null", which is not a Quillkeep file',
    )
    expect(readFileSpy).not.toHaveBeenCalled()
  })

  it.skipIf(process.platform === 'win32')(
    'refuses a FIFO named like a file at once, without waiting for a writer',
    async () => {
      const path = join(documents, 'pipe.json')
      execFileSync('mkfifo', [path])
      const { handlers, readFileSpy } = setup({ canceled: true })
      await expect(handlers.importPath(path)).rejects.toThrow('"pipe.json" is not a file.')
      expect(readFileSpy).not.toHaveBeenCalled()
    },
  )

  it('says clearly when the file is missing', async () => {
    const { handlers } = setup({ canceled: true })
    await expect(handlers.importPath(join(documents, 'gone.json'))).rejects.toThrow(
      '"gone.json" was not found; it may have been moved, renamed or deleted.',
    )
    await expect(handlers.importPath(join(documents, 'nowhere', 'gone.json'))).rejects.toThrow(
      '"gone.json" was not found',
    )
    expect(await handlers.recentFiles()).toEqual([])
  })

  it('refuses a folder', async () => {
    await mkdir(join(documents, 'campaign.json'))
    const { handlers, readFileSpy } = setup({ canceled: true })
    await expect(handlers.importPath(join(documents, 'campaign.json'))).rejects.toThrow(
      '"campaign.json" is not a file.',
    )
    expect(readFileSpy).not.toHaveBeenCalled()
  })

  it('refuses a huge sparse file quickly, before reading it', async () => {
    const path = join(documents, 'huge.json')
    await writeFile(path, '')
    await truncate(path, 4 * 1024 * 1024 * 1024) // 4 GB: reading it would fail differently
    const { handlers, readFileSpy } = setup({ canceled: true })
    await expect(handlers.importPath(path)).rejects.toThrow(
      `"huge.json" is too large to import (4096 MB; the limit is ${formatMegabytes(maxFileBytes)}).`,
    )
    expect(readFileSpy).not.toHaveBeenCalled()
  })

  it('passes on the reader’s own checks (a file that grew after the size check)', async () => {
    const path = join(documents, 'growing.json')
    await writeFile(path, '{}')
    const { handlers } = setup(
      { canceled: true },
      {
        readFile: () =>
          Promise.reject(new Error('"growing.json" grew while it was being read; try again.')),
      },
    )
    await expect(handlers.importPath(path)).rejects.toThrow(
      '"growing.json" grew while it was being read; try again.',
    )
  })

  it('still imports when the recent-files list cannot be written', async () => {
    const path = join(documents, 'tova.json')
    await writeFile(path, '{}')
    const { handlers } = setup(
      { canceled: true },
      {
        writeFile: () => Promise.reject(new Error('disk full')),
      },
    )
    expect((await handlers.importPath(path)).content).toBe('{}')
    expect(await handlers.recentFiles()).toEqual([])
  })
})

describe('recentFiles', () => {
  it('lists newest first, once per path, at most 10', async () => {
    const { handlers } = setup({ canceled: true })
    const paths: string[] = []
    for (let index = 0; index < 12; index++) {
      const path = join(documents, `file-${index}.json`)
      await writeFile(path, '{}')
      paths.push(path)
      await handlers.importPath(path)
    }
    await handlers.importPath(paths[5]!)
    const recent = await handlers.recentFiles()
    expect(recent.map((file) => file.name)).toEqual([
      'file-5.json',
      'file-11.json',
      'file-10.json',
      'file-9.json',
      'file-8.json',
      'file-7.json',
      'file-6.json',
      'file-4.json',
      'file-3.json',
      'file-2.json',
    ])
    const stored = JSON.parse(await readFile(join(userData, 'recent-files.json'), 'utf8'))
    expect(stored.files).toEqual(recent)
  })

  it('starts empty when recent-files.json is corrupt, and then replaces it', async () => {
    await writeFile(join(userData, 'recent-files.json'), '{"files": [ {"name": ')
    const { handlers } = setup({ canceled: true })
    expect(await handlers.recentFiles()).toEqual([])
    const path = join(documents, 'tova.json')
    await writeFile(path, '{}')
    await handlers.importPath(path)
    expect((await handlers.recentFiles()).map((file) => file.path)).toEqual([path])
  })
})

describe('messages', () => {
  it('names up to three problems and counts the rest', () => {
    const problems = [1, 2, 3, 4, 5].map((n) => ({ path: `data.characters[${n}]`, message: 'bad' }))
    expect(describeProblems(problems)).toBe(
      'data.characters[1]: bad; data.characters[2]: bad; data.characters[3]: bad (and 2 more problems)',
    )
    expect(describeProblems([{ path: '', message: 'not JSON' }])).toBe('(file): not JSON')
    expect(describeProblems(problems.slice(0, 4))).toMatch(/\(and 1 more problem\)$/)
  })

  it.each([
    ['EACCES', 'Quillkeep is not allowed to read "a.json".'],
    ['EPERM', 'Quillkeep is not allowed to read "a.json".'],
    ['EISDIR', '"a.json" is not a file.'],
    ['EIO', 'Could not read "a.json" (EIO: i/o error).'],
  ])('explains %s', (code, message) => {
    const error = Object.assign(new Error(`${code}: i/o error`), { code })
    expect(readErrorMessage(error, 'a.json')).toBe(message)
  })
})
