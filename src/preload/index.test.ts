import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  invokeChannels,
  menuCommandChannel,
  openRequestChannel,
  syncChangedChannel,
  type Api,
} from '@shared/ipc'

type Listener = (event: unknown, ...args: unknown[]) => void

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<Listener>>()
  const ipcRenderer = {
    invoke: vi.fn((channel: string, ...args: unknown[]) => Promise.resolve({ channel, args })),
    on: vi.fn((channel: string, listener: Listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set())
      listeners.get(channel)!.add(listener)
      return ipcRenderer
    }),
    removeListener: vi.fn((channel: string, listener: Listener) => {
      listeners.get(channel)?.delete(listener)
      return ipcRenderer
    }),
    send: vi.fn(),
    sendSync: vi.fn(),
  }
  const exposed = new Map<string, unknown>()
  const contextBridge = {
    exposeInMainWorld: vi.fn((key: string, value: unknown) => void exposed.set(key, value)),
  }
  const emit = (channel: string, event: unknown, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener(event, ...args)
  }
  const webUtils = {
    getPathForFile: vi.fn((file: { name: string }): string => {
      if (file.name === 'broken') throw new Error('not a File')
      return `/home/u/Documents/${file.name}`
    }),
  }
  return { ipcRenderer, contextBridge, webUtils, exposed, listeners, emit }
})

vi.mock('electron', () => ({
  ipcRenderer: electron.ipcRenderer,
  contextBridge: electron.contextBridge,
  webUtils: electron.webUtils,
}))

const forwardCases = [
  ['getAppInfo', [], 'app:get-info'],
  ['saveFile', [{ suggestedName: 'a.json', content: '{}', filters: [] }], 'file:save'],
  ['openFile', [{ filters: [] }], 'file:open'],
  ['setThemeSource', ['dark'], 'app:set-theme-source'],
  ['setLocale', ['sv'], 'app:set-locale'],
  ['exportFile', [{ suggestedName: 'a.json', content: '{}' }], 'files:export'],
  ['importFile', [], 'files:import'],
  ['importPath', ['/home/u/a.json'], 'files:import-path'],
  ['recentFiles', [], 'files:recent'],
  ['writeBackup', [{ content: '{}', reason: 'manual' }], 'backup:write'],
  ['listBackups', [], 'backup:list'],
  ['readBackup', ['quillkeep-backup-20261121-093005-manual.quillkeep'], 'backup:read'],
  ['getBackupSettings', [], 'backup:get-settings'],
  ['setBackupSettings', [{ keep: 5 }], 'backup:set-settings'],
  ['chooseBackupFolder', [], 'backup:choose-folder'],
  ['printCharacter', [{ character: {}, paper: 'a4', fillable: true }], 'print:character'],
  ['printBlank', [{ system: 'symbaroum', paper: 'letter', fillable: false }], 'print:blank'],
  [
    'printRoster',
    [{ campaignName: 'D', characters: [], houseRules: {}, paper: 'a4', fillable: true }],
    'print:roster',
  ],
  ['printJournal', [{ campaignName: 'D', entries: [], paper: 'a4' }], 'print:journal'],
  ['takeOpenRequests', [], 'files:take-open-requests'],
  ['printPdf', [new Uint8Array([37, 80, 68, 70, 45])], 'print:pdf'],
  ['getUpdateSettings', [], 'updates:get-settings'],
  ['setUpdateSettings', [{ checkForUpdates: true }], 'updates:set-settings'],
  [
    'printPartyPacket',
    [{ campaignName: 'D', characters: [], houseRules: {}, paper: 'a4' }],
    'print:party-packet',
  ],
  ['getSyncSettings', [], 'sync:get-settings'],
  ['chooseSyncFolder', [], 'sync:choose-folder'],
  ['setSyncEnabled', [true], 'sync:set-enabled'],
  ['forgetSyncFolder', [], 'sync:forget-folder'],
  ['syncDevice', [], 'sync:device'],
  ['syncList', [], 'sync:list'],
  ['syncRead', ['characters/tova-0001.quillkeep'], 'sync:read'],
  ['syncWrite', ['characters/tova-0001.quillkeep', '{}'], 'sync:write'],
  ['syncWatch', [], 'sync:watch'],
  ['syncUnwatch', [], 'sync:unwatch'],
] as const

let api: Api

beforeAll(async () => {
  await import('./index')
  api = electron.exposed.get('api') as Api
})

describe('preload', () => {
  it('exposes exactly one object, window.api', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1)
    expect([...electron.exposed.keys()]).toEqual(['api'])
  })

  it('exposes one function per Api member and nothing else', () => {
    const expected = [
      ...Object.keys(invokeChannels),
      'onMenuCommand',
      'pathForFile',
      'onOpenRequest',
      'onSyncChange',
    ].sort()
    expect(Object.keys(api).sort()).toEqual(expected)
    for (const value of Object.values(api)) expect(typeof value).toBe('function')
  })

  it('does not expose ipcRenderer or any of its methods', () => {
    const values: unknown[] = Object.values(api)
    expect(values).not.toContain(electron.ipcRenderer)
    for (const method of Object.values(electron.ipcRenderer)) expect(values).not.toContain(method)
    expect(api).not.toHaveProperty('ipcRenderer')
    expect(api).not.toHaveProperty('send')
    expect(api).not.toHaveProperty('invoke')
  })

  it.each(forwardCases)('%s forwards its arguments to %s', async (name, args, channel) => {
    expect(invokeChannels[name].channel).toBe(channel)
    electron.ipcRenderer.invoke.mockClear()
    const call = (api[name] as (...callArgs: unknown[]) => Promise<unknown>)(
      ...args,
      'extra argument',
    )
    await expect(call).resolves.toEqual({ channel, args })
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(channel, ...args)
  })

  it('has a forwarding test for every invoke channel of the contract', () => {
    expect(forwardCases.map(([name]) => name).sort()).toEqual(Object.keys(invokeChannels).sort())
  })

  it('pathForFile asks webUtils for a dropped file’s path, without IPC', () => {
    electron.ipcRenderer.invoke.mockClear()
    expect(api.pathForFile({ name: 'tova.json' } as File)).toBe('/home/u/Documents/tova.json')
    expect(electron.webUtils.getPathForFile).toHaveBeenCalledWith({ name: 'tova.json' })
    expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled()
  })

  it('pathForFile returns an empty string when webUtils fails', () => {
    expect(api.pathForFile({ name: 'broken' } as File)).toBe('')
  })

  it('onMenuCommand passes only valid command strings, never the event', () => {
    const listener = vi.fn()
    const unsubscribe = api.onMenuCommand(listener)
    const event = { sender: electron.ipcRenderer, ports: [] }
    electron.emit(menuCommandChannel, event, 'undo', 'smuggled')
    electron.emit(menuCommandChannel, event, 'rm -rf /')
    electron.emit(menuCommandChannel, event, { command: 'undo' })
    electron.emit('some:other-channel', event, 'redo')
    expect(listener).toHaveBeenCalledExactlyOnceWith('undo')

    unsubscribe()
    electron.emit(menuCommandChannel, event, 'redo')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(electron.listeners.get(menuCommandChannel)?.size ?? 0).toBe(0)
  })

  it('onMenuCommand rejects a listener that is not a function', () => {
    expect(() => api.onMenuCommand('nope' as never)).toThrow(TypeError)
  })

  it('subscribes each listener separately', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = api.onMenuCommand(first)
    const stopSecond = api.onMenuCommand(second)
    electron.emit(menuCommandChannel, {}, 'new-character')
    stopFirst()
    electron.emit(menuCommandChannel, {}, 'open-settings')
    expect(first.mock.calls).toEqual([['new-character']])
    expect(second.mock.calls).toEqual([['new-character'], ['open-settings']])
    stopSecond()
  })

  it('onOpenRequest tells the page that files wait, and passes nothing from the event (#22)', () => {
    const listener = vi.fn()
    const stop = api.onOpenRequest(listener)
    electron.emit(openRequestChannel, { sender: 'main' }, '/etc/passwd')
    expect(listener.mock.calls).toEqual([[]])
    stop()
    electron.emit(openRequestChannel, {})
    expect(listener).toHaveBeenCalledTimes(1)
    expect(() => api.onOpenRequest('nope' as never)).toThrow(TypeError)
  })
})

describe('preload: the sync folder (#24)', () => {
  it('onSyncChange passes only lists of path strings, never the event', () => {
    const listener = vi.fn()
    const stop = api.onSyncChange(listener)
    const event = { sender: 'main' }
    electron.emit(syncChangedChannel, event, ['characters/a.quillkeep', 'journal/b.quillkeep'])
    electron.emit(syncChangedChannel, event, 'characters/a.quillkeep')
    electron.emit(syncChangedChannel, event, [42])
    electron.emit(syncChangedChannel, event, [{ path: 'x' }])
    electron.emit(syncChangedChannel, event, ['x'.repeat(301)])
    electron.emit(
      syncChangedChannel,
      event,
      Array.from({ length: 1001 }, () => 'a'),
    )
    expect(listener.mock.calls).toEqual([[['characters/a.quillkeep', 'journal/b.quillkeep']]])
    stop()
    electron.emit(syncChangedChannel, event, ['characters/c.quillkeep'])
    expect(listener).toHaveBeenCalledTimes(1)
    expect(electron.listeners.get(syncChangedChannel)?.size ?? 0).toBe(0)
    expect(() => api.onSyncChange('nope' as never)).toThrow(TypeError)
  })
})

describe('preload imports', () => {
  const importsOf = async (path: string) =>
    [
      ...(await readFile(new URL(path, import.meta.url), 'utf8')).matchAll(
        /^import\s+(type\s+)?[^'"]*['"]([^'"]+)['"]/gm,
      ),
    ].map((match) => `${match[1] ? 'type ' : ''}${match[2]}`)

  it('stays tiny: electron, the zod-free channel names, and types only', async () => {
    expect((await importsOf('./index.ts')).sort()).toEqual(
      ['electron', 'type @shared/ipc', '@shared/ipc-channels'].sort(),
    )
    expect(await importsOf('../shared/ipc-channels.ts')).toEqual([])
  })
})
