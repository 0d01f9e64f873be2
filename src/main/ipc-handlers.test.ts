import type { IpcMainInvokeEvent } from 'electron'
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { invokeChannels, maxFileBytes } from '@shared/ipc'
import { userMessage } from '@renderer/platform/electron'
import {
  argumentsMessage,
  createIpcHandlers,
  formatIssues,
  isTrustedSender,
  registerIpcHandlers,
  untrustedSenderMessage,
} from './ipc-handlers'
import type { InvokeHandlers } from './invoke-handlers'
import { formatMegabytes } from './files'
import { isTrustedUrl } from './origins'

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>

interface FakeFrame {
  url: string
  parent: FakeFrame | null
}

let nextContentsId = 1
function fakeContents(url = 'app://quillkeep/index.html') {
  const mainFrame: FakeFrame = { url, parent: null }
  return { id: nextContentsId++, mainFrame }
}

const ourContents = fakeContents()

function eventFrom(
  contents: { mainFrame: FakeFrame },
  frame: FakeFrame | null = contents.mainFrame,
) {
  return { sender: contents, senderFrame: frame } as unknown as IpcMainInvokeEvent
}

const backupSettings = { folder: '/data/backups', keep: 10, intervalHours: 24 }

function setup(handlers: Partial<InvokeHandlers> = {}, devOrigin: string | null = null) {
  const listeners = new Map<string, Listener>()
  const ipcMain = {
    handle: vi.fn((channel: string, listener: Listener) => listeners.set(channel, listener)),
  }
  const fullHandlers: InvokeHandlers = {
    getAppInfo: vi.fn(() => ({
      version: '1.2.3',
      platform: 'linux',
      userDataPath: '/data',
      languages: [],
    })),
    saveFile: vi.fn(() => Promise.resolve({ path: '/docs/x.json' })),
    openFile: vi.fn(() => Promise.resolve(null)),
    setThemeSource: vi.fn(),
    setLocale: vi.fn(),
    exportFile: vi.fn(() => Promise.resolve(null)),
    importFile: vi.fn(() => Promise.resolve(null)),
    importPath: vi.fn((path: string) => Promise.resolve({ name: 'a.json', path, content: '{}' })),
    recentFiles: vi.fn(() => Promise.resolve([])),
    writeBackup: vi.fn(() =>
      Promise.resolve({
        name: 'b.json',
        path: '/b/b.json',
        removed: [],
        unreadable: [],
      }),
    ),
    listBackups: vi.fn(() => Promise.resolve([])),
    readBackup: vi.fn(() => Promise.resolve('{}')),
    getBackupSettings: vi.fn(() => Promise.resolve(backupSettings)),
    setBackupSettings: vi.fn(() => Promise.resolve(backupSettings)),
    chooseBackupFolder: vi.fn(() => Promise.resolve(null)),
    printCharacter: vi.fn(() => Promise.resolve(null)),
    printBlank: vi.fn(() => Promise.resolve(null)),
    printRoster: vi.fn(() => Promise.resolve(null)),
    printJournal: vi.fn(() => Promise.resolve(null)),
    takeOpenRequests: vi.fn(() => []),
    printPdf: vi.fn(() => Promise.resolve(true)),
    getUpdateSettings: vi.fn(() => Promise.resolve({ checkForUpdates: false })),
    setUpdateSettings: vi.fn(() => Promise.resolve({ checkForUpdates: true })),
    printPartyPacket: vi.fn(() => Promise.resolve(null)),
    getSyncSettings: vi.fn(() => Promise.resolve({ folder: null, enabled: false })),
    chooseSyncFolder: vi.fn(() => Promise.resolve(null)),
    setSyncEnabled: vi.fn(() => Promise.resolve({ folder: null, enabled: false })),
    forgetSyncFolder: vi.fn(() => Promise.resolve({ folder: null, enabled: false })),
    syncDevice: vi.fn(() => Promise.resolve('k3v9q0x1m2n4b5c6d7e8')),
    syncList: vi.fn(() => Promise.resolve([])),
    syncRead: vi.fn(() => Promise.resolve({ kind: 'none' as const })),
    syncWrite: vi.fn(() => Promise.resolve()),
    syncWatch: vi.fn(() => Promise.resolve()),
    syncUnwatch: vi.fn(() => Promise.resolve()),
    ...handlers,
  }
  registerIpcHandlers({
    ipcMain,
    checkSender: (event) =>
      isTrustedSender(event, ourContents as never, (url) => isTrustedUrl(url, devOrigin)),
    handlers: fullHandlers,
  })
  const invoke = (channel: string, event: IpcMainInvokeEvent, ...args: unknown[]) => {
    const listener = listeners.get(channel)
    if (!listener) throw new Error(`no handler for ${channel}`)
    return listener(event, ...args)
  }
  return { ipcMain, listeners, handlers: fullHandlers, invoke }
}

const goodSave = {
  suggestedName: 'ylva.json',
  content: '{}',
  filters: [{ name: 'JSON', extensions: ['json'] }],
}

describe('registerIpcHandlers', () => {
  it('registers exactly one handler per contract channel', () => {
    const { ipcMain, listeners } = setup()
    const channels = Object.values(invokeChannels).map((entry) => entry.channel)
    expect(ipcMain.handle).toHaveBeenCalledTimes(channels.length)
    expect([...listeners.keys()].sort()).toEqual([...channels].sort())
  })

  it('runs a good call and returns its result', async () => {
    const { invoke, handlers } = setup()
    await expect(invoke('app:get-info', eventFrom(ourContents))).resolves.toEqual({
      version: '1.2.3',
      platform: 'linux',
      languages: [],
      userDataPath: '/data',
    })
    await expect(invoke('file:save', eventFrom(ourContents), goodSave)).resolves.toEqual({
      path: '/docs/x.json',
    })
    expect(handlers.saveFile).toHaveBeenCalledWith(goodSave)
    await invoke('app:set-theme-source', eventFrom(ourContents), 'dark')
    expect(handlers.setThemeSource).toHaveBeenCalledWith('dark')
  })

  it('prints only bytes that are a PDF (#22)', async () => {
    const { invoke, handlers } = setup()
    const pdf = new TextEncoder().encode('%PDF-1.7\n')
    await expect(invoke('print:pdf', eventFrom(ourContents), pdf)).resolves.toBe(true)
    expect(handlers.printPdf).toHaveBeenCalledTimes(1)
    for (const bad of [new TextEncoder().encode('<html>'), '%PDF-1.7', new Uint8Array(0)]) {
      await expect(invoke('print:pdf', eventFrom(ourContents), bad)).rejects.toThrow(
        'must be a PDF of up to 50 MB',
      )
    }
    expect(handlers.printPdf).toHaveBeenCalledTimes(1)
    await expect(invoke('files:take-open-requests', eventFrom(ourContents))).resolves.toEqual([])
    await expect(invoke('files:take-open-requests', eventFrom(ourContents), 'x')).rejects.toThrow()
  })

  it('accepts bytes as file content', async () => {
    const { invoke, handlers } = setup()
    const bytes = new Uint8Array([37, 80, 68, 70])
    await invoke('file:save', eventFrom(ourContents), { ...goodSave, content: bytes })
    expect(handlers.saveFile).toHaveBeenCalledWith({ ...goodSave, content: bytes })
  })

  it.each([
    [
      'file:save',
      [{ ...goodSave, suggestedName: '../../.bashrc' }],
      'file:save: [0].suggestedName: must be a file name, not a path',
    ],
    ['file:save', [{ ...goodSave, content: 42 }], 'file:save: [0].content:'],
    [
      'file:save',
      [{ ...goodSave, filters: [{ name: 'JSON', extensions: ['js on'] }] }],
      'file:save: [0].filters[0].extensions[0]:',
    ],
    ['file:save', [], 'file:save: (arguments): Too small'],
    ['file:open', [{}], 'file:open: [0].filters:'],
    ['app:set-theme-source', ['purple'], 'app:set-theme-source: [0]:'],
    ['app:get-info', ['extra'], 'app:get-info: (arguments):'],
    [
      'files:export',
      [{ suggestedName: '../x.json', content: '{}' }],
      'files:export: [0].suggestedName: must be a file name, not a path',
    ],
    ['files:export', [{ suggestedName: 'x.json', content: 42 }], 'files:export: [0].content:'],
    ['files:import', ['/etc/passwd'], 'files:import: (arguments):'],
    ['files:import-path', ['notes/x.json'], 'files:import-path: [0]: must be an absolute path'],
    ['files:import-path', ['/etc/passwd'], '"passwd" is not a Quillkeep file'],
    [
      'files:import-path',
      ['/home/u/a\u0000.json'],
      'files:import-path: [0]: must not contain a NUL',
    ],
    ['files:import-path', [42], 'files:import-path: [0]:'],
    [
      'backup:write',
      [{ content: '{}', reason: '../../evil' }],
      'backup:write: [0].reason: Invalid option',
    ],
    ['backup:read', ['../x.json'], 'backup:read: [0]: must be a Quillkeep backup file name'],
    [
      'backup:read',
      ['quillkeep-backup-20261121-093005-manual.quillkeep/../../x.json'],
      'backup:read: [0]: must be a Quillkeep backup file name',
    ],
    ['backup:set-settings', [{ keep: 0 }], 'backup:set-settings: [0].keep: Too small'],
    ['backup:set-settings', [{ keep: 2.5 }], 'backup:set-settings: [0].keep:'],
    [
      'backup:set-settings',
      [{ intervalHours: 24 * 365 }],
      'backup:set-settings: [0].intervalHours: Too big',
    ],
    ['backup:set-settings', [{ keep: '5' }], 'backup:set-settings: [0].keep:'],
    ['backup:set-settings', [null], 'backup:set-settings: [0]:'],
    ['backup:choose-folder', ['/tmp'], 'backup:choose-folder: (arguments):'],
    [
      'updates:set-settings',
      [{ checkForUpdates: 'yes' }],
      'updates:set-settings: [0].checkForUpdates:',
    ],
    ['updates:set-settings', [{}], 'updates:set-settings: [0].checkForUpdates:'],
    [
      'updates:set-settings',
      [{ checkForUpdates: true, feedUrl: 'https://evil.example/' }],
      'updates:set-settings: [0]: Unrecognized key',
    ],
    ['updates:get-settings', [true], 'updates:get-settings: (arguments):'],
    [
      'print:party-packet',
      [{ campaignName: 'D', characters: [], houseRules: {}, paper: 'a3' }],
      'print:party-packet: [0].paper: Invalid option',
    ],
    [
      'print:party-packet',
      [{ campaignName: 'D', characters: [{ name: 'Tova' }], houseRules: {}, paper: 'a4' }],
      'print:party-packet: [0].characters[0]',
    ],
    [
      'print:party-packet',
      [{ campaignName: 'D', characters: [], houseRules: { symbaroum: 'strict' }, paper: 'a4' }],
      'print:party-packet: [0].houseRules.symbaroum',
    ],
  ])('rejects bad arguments to %s, naming the field', async (channel, args, message) => {
    const { invoke, handlers } = setup()
    const call = invoke(channel, eventFrom(ourContents), ...args)
    await expect(call).rejects.toThrow(message)
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
  })

  it.each([
    [
      'a foreign page',
      () => eventFrom(ourContents, { url: 'https://evil.example/', parent: null }),
    ],
    [
      'a subframe of our window',
      () =>
        eventFrom(ourContents, {
          url: 'app://quillkeep/frame.html',
          parent: ourContents.mainFrame,
        }),
    ],
    ['another web contents', () => eventFrom(fakeContents())],
    ['a frame that is gone', () => eventFrom(ourContents, null)],
    [
      'the dev server when not in development',
      () => eventFrom(ourContents, { url: 'http://localhost:5173/', parent: null }),
    ],
    ['a file: page', () => eventFrom(ourContents, { url: 'file:///tmp/index.html', parent: null })],
  ])('rejects calls from %s', async (_name, makeEvent) => {
    const { invoke, handlers } = setup()
    for (const channel of Object.values(invokeChannels).map((entry) => entry.channel)) {
      await expect(invoke(channel, makeEvent(), goodSave)).rejects.toThrow(untrustedSenderMessage)
    }
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
  })

  it('drops keys a settings patch does not know (the folder is only set by its dialog)', async () => {
    const { invoke, handlers } = setup()
    await invoke('backup:set-settings', eventFrom(ourContents), { keep: 3, folder: '/etc' })
    expect(handlers.setBackupSettings).toHaveBeenCalledExactlyOnceWith({ keep: 3 })
  })

  it('rejects a foreign sender on the new file and backup channels, with good arguments', async () => {
    const { invoke, handlers } = setup()
    const evil = eventFrom(ourContents, { url: 'https://evil.example/', parent: null })
    await expect(
      invoke('backup:read', evil, 'quillkeep-backup-20261121-093005-manual.quillkeep'),
    ).rejects.toThrow(untrustedSenderMessage)
    await expect(invoke('files:import-path', evil, '/home/u/a.json')).rejects.toThrow(
      untrustedSenderMessage,
    )
    await expect(invoke('backup:choose-folder', evil)).rejects.toThrow(untrustedSenderMessage)
    expect(handlers.readBackup).not.toHaveBeenCalled()
    expect(handlers.importPath).not.toHaveBeenCalled()
    expect(handlers.chooseBackupFolder).not.toHaveBeenCalled()
  })

  it('passes good arguments to the new channels', async () => {
    const { invoke, handlers } = setup()
    const event = eventFrom(ourContents)
    await expect(invoke('files:import-path', event, 'C:\\Users\\u\\a.JSON')).resolves.toMatchObject(
      {
        path: 'C:\\Users\\u\\a.JSON',
      },
    )
    await invoke('backup:read', event, 'quillkeep-backup-20261121-093005-2-before-import.quillkeep')
    expect(handlers.readBackup).toHaveBeenCalledWith(
      'quillkeep-backup-20261121-093005-2-before-import.quillkeep',
    )
    await invoke('backup:write', event, { content: '{}', reason: 'before-upgrade' })
    expect(handlers.writeBackup).toHaveBeenCalledWith({ content: '{}', reason: 'before-upgrade' })
  })

  it.each([
    ['/home/u/notes.txt', 'notes.txt'],
    ['C:\\Users\\u\\Desktop\\photo.png', 'photo.png'],
    ['/home/u/tova.quillkeep.json.bak', 'tova.quillkeep.json.bak'],
    ['/home/u/no-extension', 'no-extension'],
  ])('refuses to open %s with a sentence for the user, not a schema dump', async (path, name) => {
    const { invoke, handlers } = setup()
    const sentence = `"${name}" is not a Quillkeep file: Quillkeep opens the .quillkeep files it exports and backs up (and the .json files of earlier versions).`
    const error = await invoke('files:import-path', eventFrom(ourContents), path).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe(sentence)
    // What the renderer shows once Electron has wrapped it (platform/electron.ts).
    const wrapped = new Error(
      `Error invoking remote method 'files:import-path': Error: ${sentence}`,
    )
    expect(userMessage(wrapped).message).toBe(sentence)
    expect(handlers.importPath).not.toHaveBeenCalled()
  })

  it('still names the channel and field for a path that is not absolute', () => {
    const parsed = invokeChannels.importPath.args.safeParse(['notes.txt'])
    expect(parsed.success).toBe(false)
    expect(argumentsMessage('files:import-path', parsed.error?.issues ?? [])).toBe(
      'files:import-path: [0]: must be an absolute path',
    )
  })

  it('checks the sender before the arguments', async () => {
    const { invoke } = setup()
    const evil = eventFrom(ourContents, { url: 'https://evil.example/', parent: null })
    await expect(invoke('file:save', evil, { suggestedName: '/etc/passwd' })).rejects.toThrow(
      untrustedSenderMessage,
    )
  })

  it('trusts the dev server origin in development', async () => {
    const devContents = fakeContents('http://localhost:5173/')
    const listeners = new Map<string, Listener>()
    registerIpcHandlers({
      ipcMain: {
        handle: (channel: string, listener: Listener) => void listeners.set(channel, listener),
      },
      checkSender: (event) =>
        isTrustedSender(event, devContents as never, (url) =>
          isTrustedUrl(url, 'http://localhost:5173'),
        ),
      handlers: { ...setup().handlers },
    })
    await expect(listeners.get('app:get-info')!(eventFrom(devContents))).resolves.toMatchObject({
      version: '1.2.3',
    })
  })
})

describe('formatIssues', () => {
  it('joins paths in JavaScript notation', () => {
    expect(
      formatIssues([
        { code: 'custom', path: [0, 'filters', 2, 'name'], message: 'too long', input: '' },
        { code: 'custom', path: [], message: 'wrong count', input: '' },
      ]),
    ).toBe('[0].filters[2].name: too long; (arguments): wrong count')
  })
})

describe('createIpcHandlers', () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'quillkeep-ipc-'))
  })
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  function deps(dialogResult: Record<string, unknown>) {
    const window = { id: 1 }
    const dialog = {
      showSaveDialog: vi.fn((..._args: unknown[]) => Promise.resolve(dialogResult)),
      showOpenDialog: vi.fn((..._args: unknown[]) => Promise.resolve(dialogResult)),
    }
    const nativeTheme = { themeSource: 'system' as 'system' | 'light' | 'dark' }
    const handlers = createIpcHandlers({
      app: {
        getVersion: () => '0.1.0',
        getPath: (name) =>
          name === 'documents' ? '/home/u/Documents' : '/home/u/.config/Quillkeep',
      },
      dialog: dialog as never,
      nativeTheme,
      platform: 'linux',
      getWindow: () => window as never,
    })
    return { handlers, dialog, nativeTheme, window }
  }

  it('hands the renderer the files the OS asked to open, once (#22)', async () => {
    const waiting = ['/home/u/Tova.quillkeep']
    const handlers = createIpcHandlers({
      app: { getVersion: () => '0.1.0', getPath: () => '/home/u' },
      dialog: {} as never,
      nativeTheme: { themeSource: 'system' },
      platform: 'linux',
      getWindow: () => null,
      openRequests: { take: () => waiting.splice(0) },
    })
    expect(await handlers.takeOpenRequests()).toEqual(['/home/u/Tova.quillkeep'])
    expect(await handlers.takeOpenRequests()).toEqual([])
  })

  it('prints a PDF through the print window, or says printing is not available (#22)', async () => {
    const printPdf = vi.fn(() => Promise.resolve(true))
    const base = {
      app: { getVersion: () => '0.1.0', getPath: () => '/home/u' },
      dialog: {} as never,
      nativeTheme: { themeSource: 'system' as const },
      platform: 'linux' as const,
      getWindow: () => null,
    }
    const pdf = new TextEncoder().encode('%PDF-1.7')
    expect(await createIpcHandlers({ ...base, printPdf }).printPdf(pdf)).toBe(true)
    expect(printPdf).toHaveBeenCalledWith(pdf)
    expect(() => createIpcHandlers(base).printPdf(pdf)).toThrow('Printing is not available here.')
  })

  it('getAppInfo reports version, platform, the data folder and the languages', async () => {
    const { handlers } = deps({})
    expect(await handlers.getAppInfo()).toEqual({
      version: '0.1.0',
      platform: 'linux',
      userDataPath: '/home/u/.config/Quillkeep',
      languages: [],
    })
  })

  it('getAppInfo gives the app locale first, then the system languages', async () => {
    const handlers = createIpcHandlers({
      app: {
        getVersion: () => '0.1.0',
        getPath: () => folder,
        getLocale: () => 'sv',
        getPreferredSystemLanguages: () => ['sv-SE', 'de-DE'],
      },
      dialog: {} as never,
      nativeTheme: { themeSource: 'system' } as never,
      platform: 'linux',
      getWindow: () => null,
    })
    expect((await handlers.getAppInfo()).languages).toEqual(['sv', 'sv-SE', 'de-DE'])
  })

  it('saveFile shows the dialog in Documents and writes the chosen file', async () => {
    const target = join(folder, 'ylva.json')
    const { handlers, dialog, window } = deps({ canceled: false, filePath: target })
    const result = await handlers.saveFile(goodSave)
    expect(result).toEqual({ path: target })
    expect(await readFile(target, 'utf8')).toBe('{}')
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(
      window,
      expect.objectContaining({
        defaultPath: join('/home/u/Documents', 'ylva.json'),
        filters: goodSave.filters,
      }),
    )
  })

  it('saveFile returns null when cancelled and writes nothing', async () => {
    const { handlers } = deps({ canceled: true, filePath: '' })
    expect(await handlers.saveFile(goodSave)).toBeNull()
  })

  it('openFile reads the chosen file', async () => {
    const path = join(folder, 'hero.json')
    await writeFile(path, '{"a":1}')
    const { handlers, dialog } = deps({ canceled: false, filePaths: [path] })
    expect(await handlers.openFile({ filters: goodSave.filters })).toEqual({
      name: 'hero.json',
      content: '{"a":1}',
    })
    expect(dialog.showOpenDialog.mock.calls[0]![1]).toMatchObject({
      properties: ['openFile'],
      filters: goodSave.filters,
    })
  })

  it('openFile refuses files over the import limit before reading them', async () => {
    const path = join(folder, 'huge.json')
    await writeFile(path, '')
    await truncate(path, maxFileBytes + 1) // sparse: no disk space used
    const { handlers } = deps({ canceled: false, filePaths: [path] })
    await expect(handlers.openFile({ filters: [] })).rejects.toThrow(
      `too large to import (${formatMegabytes(maxFileBytes + 1)}; the limit is ${formatMegabytes(maxFileBytes)})`,
    )
  })

  it('openFile returns null when cancelled', async () => {
    const { handlers } = deps({ canceled: true, filePaths: [] })
    expect(await handlers.openFile({ filters: [] })).toBeNull()
  })

  it('setThemeSource sets nativeTheme.themeSource', async () => {
    const { handlers, nativeTheme } = deps({})
    await handlers.setThemeSource('dark')
    expect(nativeTheme.themeSource).toBe('dark')
  })

  it('keeps the update-check setting in userData/update-settings.json, off by default', async () => {
    const handlers = createIpcHandlers({
      app: { getVersion: () => '0.1.0', getPath: () => folder },
      dialog: {} as never,
      nativeTheme: { themeSource: 'system' },
      platform: 'linux',
      getWindow: () => null,
    })
    expect(await handlers.getUpdateSettings()).toEqual({ checkForUpdates: false })
    expect(await handlers.setUpdateSettings({ checkForUpdates: true })).toEqual({
      checkForUpdates: true,
    })
    expect(JSON.parse(await readFile(join(folder, 'update-settings.json'), 'utf8'))).toEqual({
      checkForUpdates: true,
    })
    expect(await handlers.getUpdateSettings()).toEqual({ checkForUpdates: true })
  })

  it('setLocale passes the language the renderer shows on to main (menus, dialogs)', async () => {
    const onLocale = vi.fn()
    const handlers = createIpcHandlers({
      app: { getVersion: () => '0.1.0', getPath: () => '/home/u' },
      dialog: {} as never,
      nativeTheme: { themeSource: 'system' },
      platform: 'linux',
      getWindow: () => null,
      onLocale,
    })
    await handlers.setLocale('sv')
    expect(onLocale).toHaveBeenCalledWith('sv')
  })
})
