// Update checks, off unless the user turns them on (userData/update-settings.json). When off,
// electron-updater is never loaded and nothing touches the network. When on, the app checks the
// project's GitHub releases at start and from Help › Check for updates…, and tells the user: it
// downloads only when the user clicks Download, and installs only on Restart and Install.
import type { BrowserWindow, Dialog, MessageBoxOptions } from 'electron'
import { updateSettingsSchema, type UpdateSettings } from '@shared/ipc'
import { messageOf } from '@shared/errors'
import { jsonText, readJsonFile, type WriteText } from './json-store'
import { createSerialQueue } from './serial-queue'
import { text } from './text'

const defaultSettings: UpdateSettings = { checkForUpdates: false }

export interface UpdateSettingsStore {
  get(): Promise<UpdateSettings>
  set(settings: UpdateSettings): Promise<UpdateSettings>
}

export function createUpdateSettingsStore(options: {
  /** userData/update-settings.json */
  file: string
  writeFile: WriteText
}): UpdateSettingsStore {
  const serial = createSerialQueue()
  // A missing or corrupt file means off: the app never contacts GitHub unless asked to.
  const get = async () =>
    (await readJsonFile(options.file, updateSettingsSchema)) ?? defaultSettings
  return {
    get: () => serial(get),
    set: (settings) =>
      serial(async () => {
        // Parsed again so a direct caller cannot store anything the IPC contract would refuse.
        const next = updateSettingsSchema.parse(settings)
        await options.writeFile(options.file, jsonText(next))
        return next
      }),
  }
}

/** The IPC handlers of the setting. */
export function createUpdateHandlers(settings: UpdateSettingsStore) {
  return {
    getUpdateSettings: () => settings.get(),
    setUpdateSettings: (next: UpdateSettings) => settings.set(next),
  }
}

/** What a check found (electron-updater's UpdateCheckResult); null when the updater is inactive. */
export interface UpdateCheck {
  isUpdateAvailable: boolean
  updateInfo: { version: string }
}

/** The parts of electron-updater's autoUpdater used here. */
export interface Updater {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  checkForUpdates(): Promise<UpdateCheck | null>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(): void
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown
  removeListener(
    event: 'download-progress',
    listener: (progress: { percent: number }) => void,
  ): unknown
}

/** Loads electron-updater: only ever called once the user has turned update checks on. */
export async function loadAutoUpdater(): Promise<Updater> {
  const module = await import('electron-updater')
  // A CommonJS package: Node hands its exports over as the default export; autoUpdater is a
  // lazy getter that Node's named-export detection does not see.
  const exports = ('default' in module ? module.default : module) as typeof module
  return exports.autoUpdater
}

/** Errors that only say the computer is offline or GitHub cannot be reached. */
const offlinePattern =
  /net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED|NETWORK_CHANGED|CONNECTION|ADDRESS_UNREACHABLE|TIMED_OUT|PROXY)|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH/

export function isOfflineError(error: unknown): boolean {
  return offlinePattern.test(messageOf(error))
}

export interface UpdateCheckerOptions {
  settings: UpdateSettingsStore
  dialog: Pick<Dialog, 'showMessageBox'>
  getWindow: () => BrowserWindow | null
  /** The version running now (app.getVersion()). */
  currentVersion: string
  /** Opens the renderer's Settings screen (where the checks are turned on). */
  openSettings: () => void
  /** Replaceable in tests; electron-updater by default. */
  loadUpdater?: () => Promise<Updater>
  log?: (message: string, error: unknown) => void
}

export interface UpdateChecker {
  /** At start: checks only when the setting is on, and speaks only when there is a new version. */
  checkOnStart(): Promise<void>
  /** Help › Check for updates…: checks when the setting is on, and always says what it found. */
  checkFromMenu(): Promise<void>
}

export function createUpdateChecker(options: UpdateCheckerOptions): UpdateChecker {
  const { settings, dialog, getWindow, currentVersion } = options
  const loadUpdater = options.loadUpdater ?? loadAutoUpdater
  const log = options.log ?? ((message, error) => console.warn(message, error))
  let updater: Promise<Updater> | null = null
  const serial = createSerialQueue()
  /** The check of each kind (asked for, at start) that is waiting or running. */
  const running = new Map<boolean, Promise<void>>()

  /** The updater, set never to download or install by itself. */
  const getUpdater = () => {
    updater ??= loadUpdater().then((loaded) => {
      loaded.autoDownload = false
      loaded.autoInstallOnAppQuit = false
      return loaded
    })
    updater.catch(() => {
      updater = null
    })
    return updater
  }

  /** The index of the button clicked. */
  const ask = async (box: MessageBoxOptions): Promise<number> => {
    const window = getWindow()
    const options = { noLink: true, ...box }
    const result = window
      ? await dialog.showMessageBox(window, options)
      : await dialog.showMessageBox(options)
    return result.response
  }
  const tell = (message: string, detail: string, type: MessageBoxOptions['type'] = 'info') =>
    ask({ type, message, detail, buttons: [text('updates.ok')] })

  const offerDownload = async (active: Updater, version: string) => {
    const download = await ask({
      type: 'info',
      message: text('updates.available', { version }),
      detail: text('updates.availableDetail', { current: currentVersion }),
      buttons: [text('updates.download'), text('updates.later')],
      defaultId: 0,
      cancelId: 1,
    })
    if (download !== 0) return
    // The download shows its progress on the window's taskbar or dock icon.
    const showProgress = ({ percent }: { percent: number }) =>
      getWindow()?.setProgressBar(Math.min(Math.max(percent / 100, 0), 1))
    active.on('download-progress', showProgress)
    try {
      await active.downloadUpdate()
    } catch (error) {
      log('The update download failed', error)
      await tell(
        text('updates.downloadFailed', { version }),
        isOfflineError(error) ? text('updates.offlineDetail') : messageOf(error),
        'warning',
      )
      return
    } finally {
      active.removeListener('download-progress', showProgress)
      getWindow()?.setProgressBar(-1)
    }
    const install = await ask({
      type: 'info',
      message: text('updates.downloaded', { version }),
      detail: text('updates.downloadedDetail'),
      buttons: [text('updates.restart'), text('updates.later')],
      defaultId: 0,
      cancelId: 1,
    })
    if (install === 0) active.quitAndInstall()
  }

  const check = async (asked: boolean) => {
    if (!(await settings.get()).checkForUpdates) {
      if (!asked) return
      const choice = await ask({
        type: 'info',
        message: text('updates.off'),
        detail: text('updates.offDetail'),
        buttons: [text('updates.openSettings'), text('updates.cancel')],
        defaultId: 0,
        cancelId: 1,
      })
      if (choice === 0) options.openSettings()
      return
    }
    let active: Updater
    let found: UpdateCheck | null
    try {
      active = await getUpdater()
      found = await active.checkForUpdates()
    } catch (error) {
      log('The update check failed', error)
      // At start the user asked for nothing, and being offline is no news: say nothing.
      if (!asked) return
      if (isOfflineError(error)) {
        await tell(text('updates.offline'), text('updates.offlineDetail'))
      } else {
        await tell(text('updates.failed'), messageOf(error), 'warning')
      }
      return
    }
    if (found === null) {
      if (asked) await tell(text('updates.notInstalled'), text('updates.notInstalledDetail'))
    } else if (found.isUpdateAvailable) {
      await offerDownload(active, found.updateInfo.version)
    } else if (asked) {
      await tell(text('updates.latest'), text('updates.latestDetail', { version: currentVersion }))
    }
  }

  // One check at a time; asking again while a check of the same kind waits or runs joins it.
  const once = (asked: boolean) => {
    const known = running.get(asked)
    if (known) return known
    const started = serial(() => check(asked))
      // Whatever goes wrong, a check never ends in an unhandled rejection.
      .catch((error: unknown) => log('The update check failed', error))
      .finally(() => running.delete(asked))
    running.set(asked, started)
    return started
  }

  return {
    checkOnStart: () => once(false),
    checkFromMenu: () => once(true),
  }
}
