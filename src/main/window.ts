// The main window. Every security-relevant web preference is spelled out, not left to defaults.
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron'
import { defaultWindowSize, minWindowSize, type WindowState } from './window-state'

export interface MainWindowConfig {
  preloadPath: string
  /** app://quillkeep/index.html, or the dev server URL in development. */
  entryUrl: string
  isPackaged: boolean
  platform: NodeJS.Platform
  /** Where and how to open (window-state.ts); unset, the default size where the OS puts it. */
  state?: WindowState
}

export function mainWindowOptions(config: MainWindowConfig): BrowserWindowConstructorOptions {
  return {
    title: 'Quillkeep',
    ...(config.state ? config.state.bounds : defaultWindowSize),
    minWidth: minWindowSize.width,
    minHeight: minWindowSize.height,
    show: false,
    backgroundColor: '#f6f1e7',
    webPreferences: {
      preload: config.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: !config.isPackaged,
      // Chromium's spellchecker downloads dictionaries on Windows and Linux; macOS uses the OS's.
      spellcheck: config.platform === 'darwin',
    },
  }
}

export function createMainWindow(config: MainWindowConfig): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(config))
  window.once('ready-to-show', () => {
    if (config.state?.isMaximized) window.maximize()
    if (config.state?.isFullScreen) window.setFullScreen(true)
    window.show()
  })
  void window.loadURL(config.entryUrl)
  return window
}

/** Brings an existing window to the front, e.g. when a second instance is started. */
export function focusWindow(
  window: Pick<BrowserWindow, 'isMinimized' | 'restore' | 'show' | 'focus'>,
): void {
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}
