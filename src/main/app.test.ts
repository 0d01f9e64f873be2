// startApp() wired to a fake Electron: single instance, protocol, session, IPC, menu and window.
import type { MenuItemConstructorOptions } from 'electron'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { invokeChannels, menuCommandChannel } from '@shared/ipc'

type Listener = (...args: unknown[]) => unknown

// Fakes live in vi.hoisted because vi.mock and the imports below run before the module body.
const { h, FakeContents, FakeElectron, FakeWindow } = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events')

  let nextContentsId = 1
  class FakeContents extends EventEmitter {
    id = nextContentsId++
    mainFrame = { url: 'app://quillkeep/index.html', parent: null }
    send = vi.fn()
    setWindowOpenHandler = vi.fn()
  }

  class FakeWindow extends EventEmitter {
    webContents = new FakeContents()
    loadURL = vi.fn(() => Promise.resolve())
    show = vi.fn()
    focus = vi.fn()
    restore = vi.fn()
    isMinimized = vi.fn(() => false)
    isDestroyed = () => false
    maximize = vi.fn()
    setFullScreen = vi.fn()
    bounds = { x: 0, y: 0, width: 1280, height: 860 }
    getBounds = () => this.bounds
    getNormalBounds = () => this.bounds
    isMaximized = () => false
    isFullScreen = () => false
    constructor(public options: { webPreferences: Record<string, unknown> }) {
      super()
      h.current.windows.push(this)
    }
  }

  class FakeElectron {
    app = Object.assign(new EventEmitter(), {
      isPackaged: true,
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      enableSandbox: vi.fn(),
      whenReady: vi.fn(() => Promise.resolve()),
      getVersion: () => '0.1.0',
      getLocale: () => 'sv',
      getPreferredSystemLanguages: () => ['sv-SE', 'en-US'],
      getAppPath: () => '/opt/quillkeep',
      getPath: (name: string) => `${h.userData}/${name}`,
      setAboutPanelOptions: vi.fn(),
      addRecentDocument: vi.fn(),
      clearRecentDocuments: vi.fn(),
    })
    protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() }
    session = {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        webRequest: { onBeforeRequest: vi.fn() },
      },
    }
    ipcMain = { handle: vi.fn() }
    menuTemplate: MenuItemConstructorOptions[] | null = null
    Menu = {
      buildFromTemplate: vi.fn((template: MenuItemConstructorOptions[]) => {
        this.menuTemplate = template
        return { template }
      }),
      setApplicationMenu: vi.fn(),
    }
    dialog = { showSaveDialog: vi.fn(), showOpenDialog: vi.fn(), showMessageBox: vi.fn() }
    shell = { openPath: vi.fn(() => Promise.resolve('')) }
    nativeTheme = { themeSource: 'system' }
    display = {
      id: 7,
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
      workArea: { x: 0, y: 0, width: 1920, height: 1040 },
    }
    screen = {
      getAllDisplays: () => [this.display],
      getPrimaryDisplay: () => this.display,
      getDisplayMatching: () => this.display,
    }
    windows: FakeWindow[] = []
  }

  const h = { current: null as unknown as FakeElectron, userData: '/home/u' }
  h.current = new FakeElectron()
  return { h, FakeContents, FakeElectron, FakeWindow }
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
    ipcMain: delegate('ipcMain'),
    Menu: delegate('Menu'),
    dialog: delegate('dialog'),
    shell: delegate('shell'),
    nativeTheme: delegate('nativeTheme'),
    screen: delegate('screen'),
    BrowserWindow,
  }
})

import { defaultAppPaths, startApp as start } from './app'

// Each started app builds its menu asynchronously (with the recent files); every test waits for
// it, so no menu of one test lands in the next one's fake Electron.
let started: Awaited<ReturnType<typeof start>> = null
const startApp = async (...args: Parameters<typeof start>) => {
  started = await start(...args)
  await started?.menuUpdated()
  return started
}
afterEach(async () => {
  await started?.menuUpdated()
  started = null
})

let rendererRoot: string
beforeAll(async () => {
  rendererRoot = await mkdtemp(join(tmpdir(), 'quillkeep-app-'))
  await mkdir(rendererRoot, { recursive: true })
  await writeFile(join(rendererRoot, 'index.html'), '<!doctype html><title>Quillkeep</title>')
})
afterAll(async () => {
  await rm(rendererRoot, { recursive: true, force: true })
})

beforeEach(() => {
  h.current = new FakeElectron()
})

const paths = () => ({ preloadPath: '/app/out/preload/index.cjs', rendererRoot })

describe('startApp', () => {
  it('quits at once when another instance holds the lock', async () => {
    h.current.app.requestSingleInstanceLock.mockReturnValue(false)
    expect(await startApp(paths(), {})).toBeNull()
    expect(h.current.app.quit).toHaveBeenCalledTimes(1)
    expect(h.current.app.whenReady).not.toHaveBeenCalled()
    expect(h.current.windows).toHaveLength(0)
    expect(h.current.ipcMain.handle).not.toHaveBeenCalled()
  })

  it('asks for the single-instance lock and focuses its window on a second instance', async () => {
    await startApp(paths(), {})
    expect(h.current.app.requestSingleInstanceLock).toHaveBeenCalledTimes(1)
    expect(h.current.app.quit).not.toHaveBeenCalled()
    const window = h.current.windows[0]!
    window.isMinimized.mockReturnValue(true)
    h.current.app.emit('second-instance')
    expect(window.restore).toHaveBeenCalled()
    expect(window.focus).toHaveBeenCalled()
  })

  it('registers app: as privileged before ready and serves the renderer through it', async () => {
    await startApp(paths(), {})
    expect(h.current.app.enableSandbox).toHaveBeenCalled()
    expect(h.current.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
      },
    ])
    expect(h.current.protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0]).toBeLessThan(
      h.current.app.whenReady.mock.invocationCallOrder[0]!,
    )
    const [scheme, handler] = h.current.protocol.handle.mock.calls[0]! as [
      string,
      (request: { url: string; method: string }) => Promise<Response>,
    ]
    expect(scheme).toBe('app')
    const response = await handler({ url: 'app://quillkeep/index.html', method: 'GET' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
  })

  it('opens one sandboxed window on app://quillkeep with the bundled preload', async () => {
    await startApp(paths(), {})
    expect(h.current.windows).toHaveLength(1)
    const window = h.current.windows[0]!
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    })
    expect(window.loadURL).toHaveBeenCalledWith('app://quillkeep/index.html')
  })

  it('loads the dev server only when not packaged', async () => {
    h.current.app.isPackaged = false
    await startApp(paths(), { ELECTRON_RENDERER_URL: 'http://localhost:5173/' })
    expect(h.current.windows[0]!.loadURL).toHaveBeenCalledWith('http://localhost:5173/')

    h.current = new FakeElectron()
    await startApp(paths(), { ELECTRON_RENDERER_URL: 'https://evil.example/' })
    expect(h.current.windows[0]!.loadURL).toHaveBeenCalledWith('app://quillkeep/index.html')
  })

  it('hardens every web contents that gets created', async () => {
    await startApp(paths(), {})
    const contents = new FakeContents()
    h.current.app.emit('web-contents-created', {}, contents)
    const navigation = { preventDefault: vi.fn() }
    contents.emit('will-navigate', navigation, 'https://evil.example/')
    expect(navigation.preventDefault).toHaveBeenCalled()
    const webview = { preventDefault: vi.fn() }
    contents.emit('will-attach-webview', webview, {}, {})
    expect(webview.preventDefault).toHaveBeenCalled()
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]![0] as Listener
    expect(openHandler({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
  })

  it('installs deny-by-default permission handlers and blocks the network', async () => {
    await startApp(paths(), {})
    const session = h.current.session.defaultSession
    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as Listener
    const callback = vi.fn()
    request({}, 'geolocation', callback, { requestingUrl: 'app://quillkeep/index.html' })
    expect(callback).toHaveBeenCalledWith(false)
    const check = session.setPermissionCheckHandler.mock.calls[0]![0] as Listener
    expect(check({}, 'media', 'app://quillkeep', {})).toBe(false)
    const [, beforeRequest] = session.webRequest.onBeforeRequest.mock.calls[0]! as [
      unknown,
      Listener,
    ]
    const cancel = vi.fn()
    beforeRequest({ url: 'https://cdn.example/x.js' }, cancel)
    expect(cancel).toHaveBeenCalledWith({ cancel: true })
  })

  it('registers every IPC channel, answering our window and rejecting others', async () => {
    await startApp(paths(), {})
    const calls = h.current.ipcMain.handle.mock.calls as [string, Listener][]
    expect(calls.map(([channel]) => channel).sort()).toEqual(
      Object.values(invokeChannels)
        .map((entry) => entry.channel)
        .sort(),
    )
    const getInfo = calls.find(([channel]) => channel === 'app:get-info')![1]
    const contents = h.current.windows[0]!.webContents
    await expect(getInfo({ sender: contents, senderFrame: contents.mainFrame })).resolves.toEqual({
      version: '0.1.0',
      platform: process.platform,
      userDataPath: '/home/u/userData',
      languages: ['sv', 'sv-SE', 'en-US'],
    })
    await expect(
      getInfo({ sender: contents, senderFrame: { url: 'https://evil.example/', parent: null } }),
    ).rejects.toThrow('IPC rejected: untrusted sender')
    const setTheme = calls.find(([channel]) => channel === 'app:set-theme-source')![1]
    await setTheme({ sender: contents, senderFrame: contents.mainFrame }, 'dark')
    expect(h.current.nativeTheme.themeSource).toBe('dark')
  })

  it('sets the application menu and sends menu commands to the window', async () => {
    await startApp(paths(), {})
    expect(h.current.Menu.setApplicationMenu).toHaveBeenCalledTimes(1)
    const items = (h.current.menuTemplate ?? []).flatMap(
      (menu) => (menu.submenu as MenuItemConstructorOptions[] | undefined) ?? [],
    )
    // In the system's language (Swedish here) until the renderer says which it shows.
    const undo = items.find((item) => item.label === 'Ångra')!
    ;(undo.click as () => void)()
    expect(h.current.windows[0]!.webContents.send).toHaveBeenCalledWith(menuCommandChannel, 'undo')
  })

  it('opens the window where it was on this display, and writes its state before quitting', async () => {
    const userData = join(rendererRoot, 'userData')
    await mkdir(userData, { recursive: true })
    h.current.app.getPath = (name: string) => join(rendererRoot, name)
    await startApp(paths(), {})
    // First run: the default size, centred on the primary display.
    const first = h.current.windows[0]!
    expect(first.options).toMatchObject({ x: 320, y: 90, width: 1280, height: 860 })
    first.bounds = { x: 200, y: 100, width: 1000, height: 700 }
    first.emit('close')
    const quit = { preventDefault: vi.fn() }
    h.current.app.emit('will-quit', quit)
    expect(quit.preventDefault).toHaveBeenCalled()
    await vi.waitFor(() => expect(h.current.app.quit).toHaveBeenCalled())
    // Once written, quitting goes ahead.
    const again = { preventDefault: vi.fn() }
    h.current.app.emit('will-quit', again)
    expect(again.preventDefault).not.toHaveBeenCalled()

    const getPath = h.current.app.getPath
    h.current = new FakeElectron()
    h.current.app.getPath = getPath
    await startApp(paths(), {})
    expect(h.current.windows[0]!.options).toMatchObject(first.bounds)
  })

  it('Help › Check for updates… with checks off says so and offers Settings, offline', async () => {
    h.current.dialog.showMessageBox.mockResolvedValue({ response: 0 })
    await startApp(paths(), {})
    const items = (h.current.menuTemplate ?? []).flatMap(
      (menu) => (menu.submenu as MenuItemConstructorOptions[] | undefined) ?? [],
    )
    const check = items.find((item) => item.label === 'Sök efter uppdateringar…')!
    ;(check.click as () => void)()
    const window = h.current.windows[0]!
    await vi.waitFor(() =>
      expect(window.webContents.send).toHaveBeenCalledWith(menuCommandChannel, 'open-settings'),
    )
    expect(h.current.dialog.showMessageBox).toHaveBeenCalledExactlyOnceWith(
      window,
      expect.objectContaining({ message: 'Sökning efter uppdateringar är avstängd' }),
    )
  })

  it('quits when the last window closes, except on macOS', async () => {
    await startApp(paths(), {})
    h.current.app.emit('window-all-closed')
    expect(h.current.app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1)
  })
})

describe('files the OS asks to open (#22)', () => {
  let home: string
  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), 'quillkeep-open-'))
    await mkdir(join(home, 'userData'))
    h.userData = home
  })
  afterEach(async () => {
    h.userData = '/home/u'
    await rm(home, { recursive: true, force: true })
  })

  /** Calls a registered IPC handler as the app's own page would. */
  const invoke = (channel: string, ...args: unknown[]) => {
    const calls = h.current.ipcMain.handle.mock.calls as [string, Listener][]
    const handler = calls.find(([name]) => name === channel)![1]
    const contents = h.current.windows[0]!.webContents
    return handler({ sender: contents, senderFrame: contents.mainFrame }, ...args)
  }

  it('macOS: a file opened before the window exists waits for the renderer', async () => {
    let becomeReady = () => {}
    h.current.app.whenReady.mockReturnValue(new Promise<void>((resolve) => (becomeReady = resolve)))
    const starting = startApp(paths(), {}, ['/Applications/Quillkeep.app/Contents/MacOS/Quillkeep'])
    const preventDefault = vi.fn()
    h.current.app.emit('open-file', { preventDefault }, '/Users/u/Tova.quillkeep')
    expect(preventDefault).toHaveBeenCalled()
    becomeReady()
    await starting
    expect(h.current.windows).toHaveLength(1)
    await expect(invoke('files:take-open-requests')).resolves.toEqual(['/Users/u/Tova.quillkeep'])
    await expect(invoke('files:take-open-requests')).resolves.toEqual([])
  })

  it('macOS: a file opened with no window open gets a window', async () => {
    await startApp(paths(), {}, ['Quillkeep'])
    h.current.windows[0]!.isDestroyed = () => true
    h.current.windows[0]!.emit('closed')
    h.current.app.emit('open-file', { preventDefault: vi.fn() }, '/Users/u/Saga.campaign.quillkeep')
    h.current.app.emit('open-file', { preventDefault: vi.fn() }, '/Users/u/Tova.quillkeep')
    // One new window, whatever arrives while it is being made.
    await vi.waitFor(() => expect(h.current.windows).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(h.current.windows).toHaveLength(2)
  })

  it('Windows and Linux: a file on the first command line waits for the renderer', async () => {
    await startApp(paths(), {}, ['C:\\Quillkeep\\Quillkeep.exe', 'Tova.quillkeep'], '/home/u')
    await expect(invoke('files:take-open-requests')).resolves.toEqual(['/home/u/Tova.quillkeep'])
  })

  it('a second launch with a file focuses the window and tells the renderer', async () => {
    await startApp(paths(), {}, ['/opt/Quillkeep/quillkeep'])
    const window = h.current.windows[0]!
    h.current.app.emit(
      'second-instance',
      {},
      ['/opt/Quillkeep/quillkeep', '--no-sandbox', 'Saga.campaign.quillkeep'],
      '/home/u/Documents',
    )
    expect(window.focus).toHaveBeenCalled()
    expect(window.webContents.send).toHaveBeenCalledWith('files:open-requested')
    await expect(invoke('files:take-open-requests')).resolves.toEqual([
      '/home/u/Documents/Saga.campaign.quillkeep',
    ])
    // A second launch without a file only focuses.
    window.webContents.send.mockClear()
    h.current.app.emit('second-instance', {}, ['/opt/Quillkeep/quillkeep'], '/home/u')
    expect(window.webContents.send).not.toHaveBeenCalled()
  })

  it('an import goes on the OS recent list and into File › Open Recent, which opens it again', async () => {
    await startApp(paths(), {}, ['quillkeep'])
    const file = join(home, 'Tova.quillkeep')
    await writeFile(file, '{}')
    await invoke('files:import-path', file)
    expect(h.current.app.addRecentDocument).toHaveBeenCalledWith(file)
    const recentItem = async () => {
      await started!.menuUpdated()
      const fileMenu = h.current.menuTemplate![0]!
      const recent = (fileMenu.submenu as MenuItemConstructorOptions[]).find((item) =>
        Array.isArray(item.submenu),
      )
      return (recent!.submenu as MenuItemConstructorOptions[]).find((e) => e.toolTip === file)!
    }
    if (process.platform === 'darwin') return // macOS shows the OS's own list
    ;((await recentItem()).click as () => void)()
    await vi.waitFor(async () => expect(await invoke('files:take-open-requests')).toEqual([file]))
    // Gone: the menu marks it, and a click says so instead of opening the preview.
    await rm(file)
    await invoke('app:set-locale', 'en')
    expect((await recentItem()).label).toBe('Tova.quillkeep (missing)')
    ;((await recentItem()).click as () => void)()
    await vi.waitFor(() => expect(h.current.dialog.showMessageBox).toHaveBeenCalled())
    expect(await invoke('files:take-open-requests')).toEqual([])
  })
})

describe('defaultAppPaths', () => {
  it('points at the bundled preload and renderer next to out/main', () => {
    expect(defaultAppPaths('/app/out/main')).toEqual({
      preloadPath: '/app/out/preload/index.cjs',
      rendererRoot: '/app/out/renderer',
    })
  })
})
