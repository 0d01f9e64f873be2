// Issue #22 §5: with update checks off, the app makes no network request at all. The whole main
// process is started (startApp, with a fake Electron, as app.test.ts does) and every way out to
// the network is a trap that records the attempt and throws: Electron's net and session fetches
// (the default session's and electron-updater's own partition), globalThis.fetch, node:http,
// node:https, sockets (node:net, node:tls) and name lookups (node:dns), and electron-updater
// itself, whose import is refused while checks are off.
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import tls from 'node:tls'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MessageBoxOptions, MessageBoxReturnValue } from 'electron'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Listener = (...args: unknown[]) => unknown

const { h, FakeElectron, FakeWindow } = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events')

  /** Every attempt to reach the network, by the door it tried. */
  const attempts: string[] = []
  const trap = (door: string) =>
    vi.fn((..._args: unknown[]): never => {
      attempts.push(door)
      throw new Error(`network request through ${door} while update checks are off`)
    })

  class FakeContents extends EventEmitter {
    id = 1
    mainFrame = { url: 'app://quillkeep/index.html', parent: null }
    send = vi.fn()
    setWindowOpenHandler = vi.fn()
  }

  class FakeWindow extends EventEmitter {
    webContents = new FakeContents()
    loadURL = vi.fn(() => Promise.resolve())
    show = vi.fn()
    maximize = vi.fn()
    setFullScreen = vi.fn()
    setProgressBar = vi.fn()
    isDestroyed = () => false
    getBounds = () => ({ x: 0, y: 0, width: 1280, height: 860 })
    getNormalBounds = () => this.getBounds()
    isMaximized = () => false
    isFullScreen = () => false
    constructor(public options: Record<string, unknown>) {
      super()
      h.current.windows.push(this)
    }
  }

  const display = {
    id: 1,
    bounds: { x: 0, y: 0, width: 1920, height: 1080 },
    workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  }

  class FakeElectron {
    userData = ''
    app = Object.assign(new EventEmitter(), {
      isPackaged: true,
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      enableSandbox: vi.fn(),
      whenReady: () => Promise.resolve(),
      getVersion: () => '0.1.0',
      getLocale: () => 'en',
      getPreferredSystemLanguages: () => ['en-US'],
      getAppPath: () => '/opt/quillkeep',
      getPath: (name: string) => (name === 'userData' ? this.userData : join(this.userData, name)),
      setAboutPanelOptions: vi.fn(),
    })
    protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() }
    session = {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        webRequest: { onBeforeRequest: vi.fn() },
        fetch: trap('session.defaultSession.fetch'),
      },
      // electron-updater makes its requests in a session of its own.
      fromPartition: vi.fn((partition: string) => {
        attempts.push(`session.fromPartition(${partition})`)
        return { fetch: trap(`session ${partition} fetch`) }
      }),
    }
    net = { request: trap('net.request'), fetch: trap('net.fetch') }
    ipcMain = { handle: vi.fn() }
    Menu = {
      buildFromTemplate: vi.fn((template: unknown) => template),
      setApplicationMenu: vi.fn(),
    }
    dialog = {
      showSaveDialog: vi.fn(),
      showOpenDialog: vi.fn(),
      showMessageBox: vi.fn((..._args: unknown[]): Promise<MessageBoxReturnValue> =>
        Promise.resolve({ response: 1, checkboxChecked: false }),
      ),
    }
    shell = { openPath: vi.fn(() => Promise.resolve('')) }
    nativeTheme = { themeSource: 'system' }
    screen = {
      getAllDisplays: () => [display],
      getPrimaryDisplay: () => display,
      getDisplayMatching: () => display,
    }
    windows: FakeWindow[] = []
  }

  const updater = {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    checkForUpdates: vi.fn(() =>
      Promise.resolve({ isUpdateAvailable: true, updateInfo: { version: '0.2.0' } }),
    ),
    downloadUpdate: vi.fn(() => Promise.resolve([])),
    quitAndInstall: vi.fn(),
    on: vi.fn(),
    removeListener: vi.fn(),
  }

  const h = {
    current: new FakeElectron(),
    attempts,
    trap,
    /** Whether the test has turned update checks on (only then may electron-updater load). */
    updatesOn: false,
    updater,
  }
  return { h, FakeElectron, FakeWindow }
})

vi.mock('electron', () => {
  const delegate = (key: keyof typeof h.current) =>
    new Proxy(
      {},
      {
        get: (_target, property) => (h.current[key] as Record<string | symbol, unknown>)[property],
        set: (_target, property, value) => {
          ;(h.current[key] as Record<string | symbol, unknown>)[property] = value
          return true
        },
      },
    )
  class BrowserWindow extends FakeWindow {
    static getAllWindows = () => h.current.windows
  }
  return {
    app: delegate('app'),
    protocol: delegate('protocol'),
    session: delegate('session'),
    net: delegate('net'),
    ipcMain: delegate('ipcMain'),
    Menu: delegate('Menu'),
    dialog: delegate('dialog'),
    shell: delegate('shell'),
    nativeTheme: delegate('nativeTheme'),
    screen: delegate('screen'),
    BrowserWindow,
  }
})

// Importing electron-updater, or reaching for its autoUpdater, is itself a failure while off.
vi.mock('electron-updater', () => {
  if (!h.updatesOn) {
    h.attempts.push('import electron-updater')
    throw new Error('electron-updater was imported while update checks are off')
  }
  const exports = {
    get autoUpdater() {
      if (!h.updatesOn) h.attempts.push('electron-updater autoUpdater')
      return h.updater
    },
  }
  return { default: exports }
})

import { startApp } from './app'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-no-network-'))
  h.current = new FakeElectron()
  h.current.userData = folder
  h.attempts.length = 0
  h.updatesOn = false
  for (const [module, name] of [
    [http, 'node:http'],
    [https, 'node:https'],
  ] as const) {
    vi.spyOn(module, 'request').mockImplementation(h.trap(`${name} request`))
    vi.spyOn(module, 'get').mockImplementation(h.trap(`${name} get`))
  }
  vi.spyOn(globalThis, 'fetch').mockImplementation(h.trap('globalThis.fetch'))
  // Lower down: sockets and name lookups.
  vi.spyOn(net, 'connect').mockImplementation(h.trap('node:net connect'))
  vi.spyOn(net, 'createConnection').mockImplementation(h.trap('node:net createConnection'))
  vi.spyOn(tls, 'connect').mockImplementation(h.trap('node:tls connect'))
  vi.spyOn(dns, 'lookup').mockImplementation(h.trap('node:dns lookup'))
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(folder, { recursive: true, force: true })
})

/** Starts main, shows its window, and lets the renderer ask for what Settings shows. */
async function startAndOpenSettings() {
  await startApp({ preloadPath: '/app/out/preload/index.cjs', rendererRoot: folder }, {})
  const window = h.current.windows[0]!
  window.emit('ready-to-show')
  const handlers = new Map(h.current.ipcMain.handle.mock.calls as unknown as [string, Listener][])
  const fromRenderer = { sender: window.webContents, senderFrame: window.webContents.mainFrame }
  const ask = (channel: string, ...args: unknown[]) => handlers.get(channel)!(fromRenderer, ...args)
  const settings = {
    info: await ask('app:get-info'),
    updates: await ask('updates:get-settings'),
    backups: await ask('backup:get-settings'),
    recent: await ask('files:recent'),
  }
  // Whatever start-up work was set off has had its turn.
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve))
  return { window, settings, ask }
}

describe('with update checks off (the default)', () => {
  it('main makes no network request at all: start, window shown, Settings opened', async () => {
    const { settings } = await startAndOpenSettings()
    expect(settings.updates).toEqual({ checkForUpdates: false })
    expect(h.attempts).toEqual([])
    expect(h.current.net.request).not.toHaveBeenCalled()
    expect(h.current.net.fetch).not.toHaveBeenCalled()
    expect(h.current.session.defaultSession.fetch).not.toHaveBeenCalled()
    expect(h.current.session.fromPartition).not.toHaveBeenCalled()
    expect(globalThis.fetch).not.toHaveBeenCalled()
    for (const module of [http, https]) {
      expect(module.request).not.toHaveBeenCalled()
      expect(module.get).not.toHaveBeenCalled()
    }
    expect(net.connect).not.toHaveBeenCalled()
    expect(tls.connect).not.toHaveBeenCalled()
    expect(dns.lookup).not.toHaveBeenCalled()
    expect(h.current.dialog.showMessageBox).not.toHaveBeenCalled()
  })

  it('the traps do catch a request (the test can fail)', async () => {
    expect(() => fetch('https://api.github.com/')).toThrow(/globalThis.fetch/)
    expect(() => https.get('https://api.github.com/')).toThrow(/node:https get/)
    // (vitest reports a throwing mock factory in words of its own.)
    await expect(import('electron-updater')).rejects.toThrow()
    expect(h.attempts).toEqual(['globalThis.fetch', 'node:https get', 'import electron-updater'])
  })
})

describe('with update checks on', () => {
  it('checks exactly once, never downloads by itself, and downloads on Download', async () => {
    h.updatesOn = true
    await writeFile(join(folder, 'update-settings.json'), '{"checkForUpdates": true}')
    // The user takes their time over the first box; then clicks Download, then Later.
    let answer!: (value: MessageBoxReturnValue) => void
    const boxes: MessageBoxOptions[] = []
    h.current.dialog.showMessageBox.mockImplementation((_window, box) => {
      boxes.push(box as MessageBoxOptions)
      return boxes.length === 1
        ? new Promise<MessageBoxReturnValue>((resolve) => (answer = resolve))
        : Promise.resolve({ response: 1, checkboxChecked: false })
    })

    const { settings } = await startAndOpenSettings()
    expect(settings.updates).toEqual({ checkForUpdates: true })
    await vi.waitFor(() => expect(boxes).toHaveLength(1))
    expect(h.updater.checkForUpdates).toHaveBeenCalledTimes(1)
    expect(h.updater.autoDownload).toBe(false)
    expect(h.updater.autoInstallOnAppQuit).toBe(false)
    expect(boxes[0]).toMatchObject({ message: 'Version 0.2.0 is available' })
    expect(h.updater.downloadUpdate).not.toHaveBeenCalled()

    answer({ response: 0, checkboxChecked: false })
    await vi.waitFor(() => expect(boxes).toHaveLength(2))
    expect(h.updater.downloadUpdate).toHaveBeenCalledTimes(1)
    expect(h.updater.quitAndInstall).not.toHaveBeenCalled()
    expect(h.updater.checkForUpdates).toHaveBeenCalledTimes(1)
    // The fake updater goes nowhere: nothing else in main reached for the network either.
    expect(h.attempts).toEqual([])
  })
})
