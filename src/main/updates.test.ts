// The update gate: the setting (off by default, in a temp userData), and what the checker does
// with it, against a fake updater and fake message boxes.
import { EventEmitter } from 'node:events'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MessageBoxOptions } from 'electron'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from '../node/atomic-write'
import {
  createUpdateChecker,
  createUpdateSettingsStore,
  isOfflineError,
  loadAutoUpdater,
  type UpdateCheck,
  type Updater,
} from './updates'

const packaged = vi.hoisted(() => ({ autoUpdater: { name: 'the real autoUpdater, faked' } }))
// Node hands a CommonJS package's exports over as its default export.
vi.mock('electron-updater', () => ({ default: packaged }))
vi.mock('electron')

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-updates-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

const settingsFile = () => join(folder, 'update-settings.json')
const store = () =>
  createUpdateSettingsStore({
    file: settingsFile(),
    writeFile: (path, data) => writeFileAtomic(path, data),
  })

describe('update settings', () => {
  it('are off when nothing is stored, and when the file is corrupt', async () => {
    expect(await store().get()).toEqual({ checkForUpdates: false })
    for (const content of ['{ not json', '{"checkForUpdates": "yes"}', '[]']) {
      await writeFile(settingsFile(), content)
      expect(await store().get()).toEqual({ checkForUpdates: false })
    }
  })

  it('store the choice atomically and read it back', async () => {
    expect(await store().set({ checkForUpdates: true })).toEqual({ checkForUpdates: true })
    expect(JSON.parse(await readFile(settingsFile(), 'utf8'))).toEqual({ checkForUpdates: true })
    expect(await store().get()).toEqual({ checkForUpdates: true })
    expect(await readdir(folder)).toEqual(['update-settings.json'])
  })

  it('refuse what the IPC contract would refuse', async () => {
    await expect(store().set({ checkForUpdates: 'yes' } as never)).rejects.toThrow()
    await expect(
      store().set({ checkForUpdates: true, feedUrl: 'https://evil.example' } as never),
    ).rejects.toThrow()
    expect(await readdir(folder)).toEqual([])
  })
})

class FakeUpdater extends EventEmitter implements Updater {
  autoDownload = true
  autoInstallOnAppQuit = true
  found: UpdateCheck | null = { isUpdateAvailable: false, updateInfo: { version: '0.1.0' } }
  failure: Error | null = null
  checkForUpdates = vi.fn(() =>
    this.failure ? Promise.reject(this.failure) : Promise.resolve(this.found),
  )
  downloadUpdate = vi.fn(() => {
    this.emit('download-progress', { percent: 40 })
    this.emit('download-progress', { percent: 100 })
    return Promise.resolve([] as string[])
  })
  quitAndInstall = vi.fn()
}

/** A checker with the setting as given; `answers` are the buttons the user clicks, in order. */
async function checker(checkForUpdates: boolean, answers: number[] = []) {
  const settings = store()
  await settings.set({ checkForUpdates })
  const updater = new FakeUpdater()
  const loadUpdater = vi.fn(() => Promise.resolve(updater))
  const boxes: MessageBoxOptions[] = []
  const window = { id: 1, setProgressBar: vi.fn() }
  const dialog = {
    showMessageBox: vi.fn((_window: unknown, box: MessageBoxOptions) => {
      boxes.push(box)
      return Promise.resolve({
        response: answers.shift() ?? box.cancelId ?? 0,
        checkboxChecked: false,
      })
    }),
  }
  const openSettings = vi.fn()
  const log = vi.fn()
  const updates = createUpdateChecker({
    settings,
    dialog: dialog as never,
    getWindow: () => window as never,
    currentVersion: '0.1.0',
    openSettings,
    loadUpdater,
    log,
  })
  return { updates, updater, loadUpdater, boxes, dialog, window, openSettings, log }
}

describe('update checks when the setting is off', () => {
  it('at start: electron-updater is never loaded and nothing is shown', async () => {
    const { updates, loadUpdater, dialog } = await checker(false)
    await updates.checkOnStart()
    expect(loadUpdater).not.toHaveBeenCalled()
    expect(dialog.showMessageBox).not.toHaveBeenCalled()
  })

  it('from the menu: says the checks are off and offers the Settings screen, still offline', async () => {
    const { updates, loadUpdater, boxes, openSettings } = await checker(false, [1, 0])
    await updates.checkFromMenu()
    expect(boxes[0]).toMatchObject({
      message: 'Checking for updates is off',
      buttons: ['Open Settings', 'Cancel'],
    })
    expect(openSettings).not.toHaveBeenCalled()
    await updates.checkFromMenu()
    expect(openSettings).toHaveBeenCalledTimes(1)
    expect(loadUpdater).not.toHaveBeenCalled()
  })
})

describe('update checks when the setting is on', () => {
  it('check once at start with automatic download and install turned off, silent when current', async () => {
    const { updates, updater, dialog } = await checker(true)
    await updates.checkOnStart()
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    expect(updater.autoDownload).toBe(false)
    expect(updater.autoInstallOnAppQuit).toBe(false)
    expect(dialog.showMessageBox).not.toHaveBeenCalled()
  })

  it('from the menu, say when the app is up to date', async () => {
    const { updates, boxes, dialog, window } = await checker(true)
    await updates.checkFromMenu()
    expect(boxes).toEqual([expect.objectContaining({ message: 'You have the latest version' })])
    expect(dialog.showMessageBox.mock.calls[0]![0]).toBe(window)
  })

  it('offer a new version; Later downloads nothing', async () => {
    const { updates, updater, boxes } = await checker(true, [1])
    updater.found = { isUpdateAvailable: true, updateInfo: { version: '0.2.0' } }
    await updates.checkOnStart()
    expect(boxes).toEqual([
      expect.objectContaining({
        message: 'Version 0.2.0 is available',
        buttons: ['Download', 'Later'],
        cancelId: 1,
      }),
    ])
    expect(updater.downloadUpdate).not.toHaveBeenCalled()
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
  })

  it('download only on Download, and install only on Restart and install', async () => {
    const { updates, updater, boxes, window } = await checker(true, [0, 1, 0, 0])
    updater.found = { isUpdateAvailable: true, updateInfo: { version: '0.2.0' } }
    await updates.checkFromMenu()
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(1)
    // Its progress on the taskbar, cleared when done.
    expect(window.setProgressBar.mock.calls).toEqual([[0.4], [1], [-1]])
    expect(updater.listenerCount('download-progress')).toBe(0)
    expect(boxes[1]).toMatchObject({
      message: 'Version 0.2.0 is downloaded',
      buttons: ['Restart and install', 'Later'],
    })
    expect(updater.quitAndInstall).not.toHaveBeenCalled()

    await updates.checkFromMenu()
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(2)
    expect(updater.quitAndInstall).toHaveBeenCalledTimes(1)
  })

  it('at start, an offline check is logged but not shown', async () => {
    const { updates, updater, dialog, log } = await checker(true)
    updater.failure = new Error('net::ERR_INTERNET_DISCONNECTED')
    await updates.checkOnStart()
    expect(dialog.showMessageBox).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith('The update check failed', updater.failure)
  })

  it('from the menu, offline is a calm note and any other failure says what went wrong', async () => {
    const { updates, updater, boxes } = await checker(true)
    updater.failure = new Error('getaddrinfo ENOTFOUND api.github.com')
    await updates.checkFromMenu()
    expect(boxes[0]).toMatchObject({ type: 'info', message: 'Could not reach GitHub' })
    expect(boxes[0]!.detail).toContain('offline')

    updater.failure = new Error('Cannot parse releases feed: Unable to find latest version')
    await updates.checkFromMenu()
    expect(boxes[1]).toMatchObject({
      type: 'warning',
      message: 'Could not check for updates',
      detail: 'Cannot parse releases feed: Unable to find latest version',
    })
  })

  it('a failed download says so and installs nothing', async () => {
    const { updates, updater, boxes } = await checker(true, [0])
    updater.found = { isUpdateAvailable: true, updateInfo: { version: '0.2.0' } }
    updater.downloadUpdate.mockRejectedValueOnce(new Error('sha512 checksum mismatch'))
    await updates.checkFromMenu()
    expect(boxes[1]).toMatchObject({
      type: 'warning',
      message: 'Version 0.2.0 could not be downloaded',
      detail: 'sha512 checksum mismatch',
    })
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
  })

  it('say so when this copy is not an installed release (the updater is inactive)', async () => {
    const { updates, updater, boxes } = await checker(true)
    updater.found = null
    await updates.checkOnStart()
    expect(boxes).toEqual([])
    await updates.checkFromMenu()
    expect(boxes[0]).toMatchObject({ message: 'Updates are checked by the installed app only' })
  })

  it('load the updater once, and join a check that is already running', async () => {
    const { updates, updater, loadUpdater } = await checker(true)
    await Promise.all([updates.checkFromMenu(), updates.checkFromMenu(), updates.checkOnStart()])
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
    await updates.checkOnStart()
    expect(loadUpdater).toHaveBeenCalledTimes(1)
  })
})

describe('loadAutoUpdater', () => {
  it('takes autoUpdater from the CommonJS exports of electron-updater', async () => {
    expect(await loadAutoUpdater()).toBe(packaged.autoUpdater)
  })

  it('matches the real package: autoUpdater is a getter on its CommonJS exports (the default)', async () => {
    const real = await vi.importActual<{ default: object }>('electron-updater')
    // Read without calling the getter, which would construct an updater.
    const descriptor = Object.getOwnPropertyDescriptor(real.default, 'autoUpdater')
    expect(typeof descriptor?.get).toBe('function')
  })

  it('tells offline errors from others', () => {
    expect(isOfflineError(new Error('net::ERR_NAME_NOT_RESOLVED'))).toBe(true)
    expect(isOfflineError(new Error('connect ETIMEDOUT 140.82.121.6:443'))).toBe(true)
    expect(isOfflineError(new Error('HttpError: 404 Not Found'))).toBe(false)
  })
})
