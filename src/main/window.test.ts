import { describe, expect, it, vi } from 'vitest'

const fake = vi.hoisted(() => ({ windows: [] as unknown[] }))

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events')
  class BrowserWindow extends EventEmitter {
    loadURL = vi.fn(() => Promise.resolve())
    show = vi.fn()
    maximize = vi.fn()
    setFullScreen = vi.fn()
    constructor(public options: Record<string, unknown>) {
      super()
      fake.windows.push(this)
    }
  }
  return { BrowserWindow }
})

import { createMainWindow, focusWindow, mainWindowOptions } from './window'

const config = {
  preloadPath: '/app/out/preload/index.cjs',
  entryUrl: 'app://quillkeep/index.html',
  isPackaged: true,
  platform: 'linux' as const,
}

describe('mainWindowOptions', () => {
  const prefs = mainWindowOptions(config).webPreferences!

  it('isolates and sandboxes the renderer', () => {
    expect(prefs.contextIsolation).toBe(true)
    expect(prefs.sandbox).toBe(true)
    expect(prefs.nodeIntegration).toBe(false)
    expect(prefs.nodeIntegrationInWorker).toBe(false)
    expect(prefs.nodeIntegrationInSubFrames).toBe(false)
    expect(prefs.webSecurity).toBe(true)
    expect(prefs.allowRunningInsecureContent).toBe(false)
    expect(prefs.webviewTag).toBe(false)
    expect(prefs.experimentalFeatures).toBe(false)
    expect(prefs.navigateOnDragDrop).toBe(false)
  })

  it('uses the bundled CJS preload', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.cjs')
  })

  it('disables DevTools in the packaged app only', () => {
    expect(prefs.devTools).toBe(false)
    expect(mainWindowOptions({ ...config, isPackaged: false }).webPreferences!.devTools).toBe(true)
  })

  it('keeps the spellchecker off where it would download dictionaries', () => {
    expect(prefs.spellcheck).toBe(false)
    expect(mainWindowOptions({ ...config, platform: 'win32' }).webPreferences!.spellcheck).toBe(
      false,
    )
    expect(mainWindowOptions({ ...config, platform: 'darwin' }).webPreferences!.spellcheck).toBe(
      true,
    )
  })
})

describe('createMainWindow', () => {
  it('creates a hidden window, loads the entry URL and shows it when ready', () => {
    const window = createMainWindow(config) as unknown as {
      options: { show: boolean; webPreferences: Record<string, unknown> }
      loadURL: ReturnType<typeof vi.fn>
      show: ReturnType<typeof vi.fn>
      emit(name: string): void
    }
    expect(fake.windows).toContain(window)
    expect(window.options.show).toBe(false)
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    })
    expect(window.loadURL).toHaveBeenCalledWith('app://quillkeep/index.html')
    expect(window.show).not.toHaveBeenCalled()
    window.emit('ready-to-show')
    expect(window.show).toHaveBeenCalledTimes(1)
  })
})

describe('window size and state', () => {
  it('opens at the default size, never smaller than 640×480', () => {
    expect(mainWindowOptions(config)).toMatchObject({
      width: 1280,
      height: 860,
      minWidth: 640,
      minHeight: 480,
    })
    expect(mainWindowOptions(config)).not.toHaveProperty('x')
  })

  it('opens where the window state says, maximised or full screen once ready', () => {
    const bounds = { x: 2100, y: 150, width: 1400, height: 900 }
    const state = { bounds, isMaximized: true, isFullScreen: false }
    expect(mainWindowOptions({ ...config, state })).toMatchObject(bounds)
    const window = createMainWindow({ ...config, state }) as unknown as {
      maximize: ReturnType<typeof vi.fn>
      setFullScreen: ReturnType<typeof vi.fn>
      show: ReturnType<typeof vi.fn>
      emit(name: string): void
    }
    expect(window.maximize).not.toHaveBeenCalled()
    window.emit('ready-to-show')
    expect(window.maximize).toHaveBeenCalledTimes(1)
    expect(window.setFullScreen).not.toHaveBeenCalled()
    expect(window.maximize.mock.invocationCallOrder[0]).toBeLessThan(
      window.show.mock.invocationCallOrder[0]!,
    )

    const fullScreen = createMainWindow({
      ...config,
      state: { bounds, isMaximized: false, isFullScreen: true },
    }) as unknown as typeof window
    fullScreen.emit('ready-to-show')
    expect(fullScreen.setFullScreen).toHaveBeenCalledWith(true)
    expect(fullScreen.maximize).not.toHaveBeenCalled()
  })
})

describe('focusWindow', () => {
  it('restores a minimised window and focuses it', () => {
    const window = { isMinimized: () => true, restore: vi.fn(), show: vi.fn(), focus: vi.fn() }
    focusWindow(window)
    expect(window.restore).toHaveBeenCalled()
    expect(window.focus).toHaveBeenCalled()
  })
})
