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
import { menuCommandChannel, openRequestChannel, type MenuCommand } from '@shared/ipc-channels'
import { writeFileAtomic } from '../node/atomic-write'
import {
  createIpcHandlers,
  isTrustedSender,
  recentFilesName,
  registerIpcHandlers,
} from './ipc-handlers'
import { buildMenuTemplate } from './menu'
import { fontsFolder } from './print'
import { appEntryUrl, appScheme, devServerOrigin, isTrustedUrl } from './origins'
import { createProtocolHandler, registerAppScheme } from './protocol'
import { blockNetworkRequests, configureSessionPermissions, hardenWebContents } from './security'
import { createMainWindow, focusWindow } from './window'
import { createWindowStateKeeper } from './window-state'
import { createUpdateChecker, createUpdateSettingsStore } from './updates'
import { matchLocale } from '@shared/locales'
import { useAppLocale } from './rules-locale'
import { createOpenRequests, filesFromArgv } from './open-requests'
import { printPdfInWindow } from './print-window'
import { createRecentDocuments } from './recent-documents'
import { createRecentFiles } from './recent-files'
import { text } from './text'

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
  /** Resolves once the application menu shows the recent files as they are now. */
  menuUpdated(): Promise<void>
}

/**
 * Starts the app. Resolves once the first window exists, or with null when another instance
 * already runs (this one then quits and the other one comes to the front).
 */
export async function startApp(
  paths: AppPaths = defaultAppPaths(),
  env: NodeJS.ProcessEnv = process.env,
  /** The command line and the folder it ran in: files named there are opened (#22). */
  argv: readonly string[] = process.argv,
  workingDirectory: string = process.cwd(),
): Promise<StartedApp | null> {
  // A second instance hands its command line (files to open) to this one, and quits.
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return null
  }

  const devOrigin = devServerOrigin(env.ELECTRON_RENDERER_URL, app.isPackaged)
  const entryUrl = devOrigin ? (env.ELECTRON_RENDERER_URL as string) : appEntryUrl
  const trusted = (url: string) => isTrustedUrl(url, devOrigin)
  let mainWindow: BrowserWindow | null = null
  const getMainWindow = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null)

  // Before `ready`: sandbox every renderer, and give app:// the privileges of https.
  app.enableSandbox()
  registerAppScheme(protocol)

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, trusted))

  // Files the OS asks to open wait until the renderer takes them into the import preview (#22).
  let ready = false
  const openRequests = createOpenRequests(() => {
    const window = getMainWindow()
    if (window) window.webContents.send(openRequestChannel)
    // macOS keeps running without windows: a file opened then gets a window, which takes it.
    else if (ready) void openMainWindow()
  })
  // macOS: a double-click, the Dock or Open Recent; also sent before `ready` at launch.
  app.on('open-file', (event, path) => {
    event.preventDefault()
    openRequests.add([path])
  })
  // Windows and Linux: files on the command line of the first launch…
  openRequests.add(filesFromArgv(argv, workingDirectory))
  // …and of every later launch, which the single-instance lock turns into this event.
  app.on('second-instance', (_event, secondArgv: string[], secondDirectory: string) => {
    const window = getMainWindow()
    if (window) focusWindow(window)
    openRequests.add(filesFromArgv(secondArgv ?? [], secondDirectory ?? workingDirectory))
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  await app.whenReady()
  ready = true
  // Main's menus and dialogs: in the system's language until the renderer says which it shows.
  useAppLocale(matchLocale([app.getLocale(), ...(app.getPreferredSystemLanguages?.() ?? [])]))

  protocol.handle(appScheme, createProtocolHandler(paths.rendererRoot))

  // Recent files: Quillkeep's list (File › Open Recent on Windows and Linux) and the OS's.
  const recentDocuments = createRecentDocuments({
    recentFiles: createRecentFiles({
      file: join(app.getPath('userData'), recentFilesName),
      writeFile: writeFileAtomic,
    }),
    os: app,
    onChange: () => setMenu(),
    openPath: (path) => openRequests.add([path]),
    showMissing: (name, path) => {
      const options = {
        type: 'warning' as const,
        message: text('files.notFound', { name }),
        detail: path,
      }
      const window = getMainWindow()
      void (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options))
    },
  })
  configureSessionPermissions(session.defaultSession, trusted)
  blockNetworkRequests(session.defaultSession, devOrigin)

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
      recentDocuments,
      openRequests,
      printPdf: (pdf) =>
        printPdfInWindow(pdf, {
          createWindow: (options) => new BrowserWindow(options),
          tempFolder: () => app.getPath('temp'),
        }),
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
  // The menu shows the recent files as they are now, each checked for being missing; of two
  // rebuilds in flight, the later one wins.
  let menuBuild = 0
  let menuBuilt = Promise.resolve()
  const setMenu = () => {
    const build = ++menuBuild
    menuBuilt = recentDocuments
      .list()
      .catch(() => [])
      .then((files) => {
        if (build !== menuBuild) return
        Menu.setApplicationMenu(
          Menu.buildFromTemplate(
            buildMenuTemplate({
              appName: 'Quillkeep',
              isMac: process.platform === 'darwin',
              isPackaged: app.isPackaged,
              sendCommand,
              checkForUpdates: () => void updates.checkFromMenu(),
              recent: {
                files,
                open: (path) => void recentDocuments.open(path),
                clear: () => void recentDocuments.clear(),
              },
            }),
          ),
        )
      })
  }
  setMenu()

  // Size, position and maximised state, per display (window-state.ts).
  const windowState = createWindowStateKeeper({
    file: join(app.getPath('userData'), 'window-state.json'),
    screen,
  })
  // One window at a time: a file opened while one is being made waits for that one.
  let opening: Promise<BrowserWindow> | null = null
  const openMainWindow = () => (opening ??= makeMainWindow().finally(() => (opening = null)))
  const makeMainWindow = async () => {
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

  return { getMainWindow, menuUpdated: () => menuBuilt }
}
