// Application lifecycle: single instance, protocol, security, IPC, menu and the main window.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeTheme,
  protocol,
  screen,
  session,
  shell,
} from 'electron'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { menuCommandChannel, type MenuCommand } from '@shared/ipc-channels'
import { createIpcHandlers, isTrustedSender, registerIpcHandlers } from './ipc-handlers'
import { buildMenuTemplate } from './menu'
import { fontsFolder } from './print'
import { appEntryUrl, appScheme, devServerOrigin, isTrustedUrl } from './origins'
import { createProtocolHandler, registerAppScheme } from './protocol'
import { blockNetworkRequests, configureSessionPermissions, hardenWebContents } from './security'
import { createMainWindow, focusWindow } from './window'
import { createWindowStateKeeper } from './window-state'
import { createUpdateChecker, createUpdateSettingsStore } from './updates'
import { writeFileAtomic } from '../node/atomic-write'
import { matchLocale } from '@shared/locales'
import { useAppLocale } from './rules-locale'

export interface AppPaths {
  /** The bundled preload, out/preload/index.cjs. */
  preloadPath: string
  /** The built renderer, out/renderer. */
  rendererRoot: string
}

/** Paths next to the bundled main script (out/main/index.js). */
export function defaultAppPaths(mainDir = dirname(fileURLToPath(import.meta.url))): AppPaths {
  return {
    preloadPath: join(mainDir, '../preload/index.cjs'),
    rendererRoot: join(mainDir, '../renderer'),
  }
}

export interface StartedApp {
  getMainWindow(): BrowserWindow | null
}

/**
 * Starts the app. Resolves once the first window exists, or with null when another instance
 * already runs (this one then quits and the other one comes to the front).
 */
export async function startApp(
  paths: AppPaths = defaultAppPaths(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<StartedApp | null> {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return null
  }

  const devOrigin = devServerOrigin(env.ELECTRON_RENDERER_URL, app.isPackaged)
  const entryUrl = devOrigin ? (env.ELECTRON_RENDERER_URL as string) : appEntryUrl
  const trusted = (url: string) => isTrustedUrl(url, devOrigin)
  let mainWindow: BrowserWindow | null = null

  // Before `ready`: sandbox every renderer, and give app:// the privileges of https.
  app.enableSandbox()
  registerAppScheme(protocol)

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, trusted))
  app.on('second-instance', () => {
    if (mainWindow && !mainWindow.isDestroyed()) focusWindow(mainWindow)
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  await app.whenReady()
  // Main's menus and dialogs: in the system's language until the renderer says which it shows.
  useAppLocale(matchLocale([app.getLocale(), ...(app.getPreferredSystemLanguages?.() ?? [])]))

  protocol.handle(appScheme, createProtocolHandler(paths.rendererRoot))
  configureSessionPermissions(session.defaultSession, trusted)
  blockNetworkRequests(session.defaultSession, devOrigin)

  const getMainWindow = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null)

  // Update checks: off unless the user turns them on; electron-updater loads only then.
  const updateSettings = createUpdateSettingsStore({
    file: join(app.getPath('userData'), 'update-settings.json'),
    writeFile: (path, data) => writeFileAtomic(path, data),
  })

  registerIpcHandlers({
    ipcMain,
    checkSender: (event) => isTrustedSender(event, getMainWindow()?.webContents ?? null, trusted),
    handlers: createIpcHandlers({
      app,
      dialog,
      nativeTheme,
      platform: process.platform,
      getWindow: getMainWindow,
      shell,
      fontsFolder: fontsFolder({
        isPackaged: app.isPackaged,
        getAppPath: () => app.getAppPath(),
        resourcesPath: process.resourcesPath,
      }),
      // The menu is rebuilt in the language the renderer shows.
      onLocale: (locale) => {
        useAppLocale(locale)
        setMenu()
      },
      updateSettings,
    }),
  })

  const sendCommand = (command: MenuCommand) => {
    getMainWindow()?.webContents.send(menuCommandChannel, command)
  }
  const updates = createUpdateChecker({
    settings: updateSettings,
    dialog,
    getWindow: getMainWindow,
    currentVersion: app.getVersion(),
    openSettings: () => sendCommand('open-settings'),
  })
  app.setAboutPanelOptions({ applicationName: 'Quillkeep', applicationVersion: app.getVersion() })
  const setMenu = () =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          appName: 'Quillkeep',
          isMac: process.platform === 'darwin',
          isPackaged: app.isPackaged,
          sendCommand,
          checkForUpdates: () => void updates.checkFromMenu(),
        }),
      ),
    )
  setMenu()

  // Size, position and maximised state, per display (window-state.ts).
  const windowState = createWindowStateKeeper({
    file: join(app.getPath('userData'), 'window-state.json'),
    screen,
  })
  const openMainWindow = async () => {
    const window = createMainWindow({
      preloadPath: paths.preloadPath,
      entryUrl,
      isPackaged: app.isPackaged,
      platform: process.platform,
      state: await windowState.restore(),
    })
    mainWindow = window
    windowState.track(window)
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = null
    })
    return window
  }
  const firstWindow = await openMainWindow()
  // Once the first window shows: check for updates, only if the user turned that on.
  firstWindow.once('ready-to-show', () => void updates.checkOnStart())
  // macOS: clicking the dock icon with no window open opens one.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void openMainWindow()
  })
  // The window's last state is written before the app quits.
  let windowStateWritten = false
  app.on('will-quit', (event) => {
    if (windowStateWritten) return
    event.preventDefault()
    // A write that hangs (a stuck disk) must not keep the app from quitting.
    const patience = new Promise((resolve) => setTimeout(resolve, 3000))
    void Promise.race([windowState.flush(), patience]).finally(() => {
      windowStateWritten = true
      app.quit()
    })
  })

  return { getMainWindow }
}
