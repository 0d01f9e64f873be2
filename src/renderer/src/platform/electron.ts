import type { Api } from '@shared/ipc'
import type { Platform } from './types'
import type { SyncFolder } from '@shared/sync/folder'
import { createIpcSyncFolder } from './sync-folder'
import { messageOf } from '@shared/errors'
import { currentLocale } from '../i18n'

/** Electron prefixes errors thrown in main with "Error invoking remote method 'x': Error: ". */
export function userMessage(error: unknown): Error {
  const text = messageOf(error)
  return new Error(text.replace(/^Error invoking remote method '[^']*': (?:\w*Error: )?/, ''))
}

async function call<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    throw userMessage(error)
  }
}

/** Desktop implementation: every call goes through the preload's `window.api`. */
export function createElectronPlatform(api: Api): Platform {
  let syncFolder: SyncFolder | undefined
  return {
    kind: 'electron',
    async dataLocation() {
      return { kind: 'folder', path: (await call(api.getAppInfo())).userDataPath }
    },
    async systemLanguages() {
      return (await call(api.getAppInfo())).languages
    },
    async appVersion() {
      return (await call(api.getAppInfo())).version
    },
    async saveFile(suggestedName, content, filters) {
      return (await call(api.saveFile({ suggestedName, content, filters }))) !== null
    },
    openFile: (filters) => call(api.openFile({ filters })),
    setThemeSource: (source) => call(api.setThemeSource(source)),
    setLocale: (locale) => call(api.setLocale(locale)),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
    async exportFile(suggestedName, content) {
      return (await call(api.exportFile({ suggestedName, content }))) !== null
    },
    importFile: () => call(api.importFile()),
    async readDroppedFile(file) {
      const path = api.pathForFile(file)
      if (!path) throw new Error(`Could not read “${file.name}”: drop a file from your computer.`)
      return call(api.importPath(path))
    },
    recentFiles: () => call(api.recentFiles()),
    importRecent: (path) => call(api.importPath(path)),
    // Main checks and writes the text; the IPC message is the text and the reason, as ever.
    writeBackup: (request) =>
      'content' in request
        ? call(api.writeBackup({ content: request.content, reason: request.reason }))
        : Promise.reject(new Error('The desktop app writes backups from their text.')),
    listBackups: () => call(api.listBackups()),
    readBackup: (name) => call(api.readBackup(name)),
    getBackupSettings: () => call(api.getBackupSettings()),
    setBackupSettings: (patch) => call(api.setBackupSettings(patch)),
    chooseBackupFolder: () => call(api.chooseBackupFolder()),
    // Main prints in the language the app shows.
    async savePrintedCharacter(record, options, _pdf, houseRules, pictures) {
      const request = {
        character: record,
        ...options,
        ...(houseRules ? { houseRules } : {}),
        locale: currentLocale(),
        ...(pictures?.length ? { pictures } : {}),
      }
      return (await call(api.printCharacter(request))) !== null
    },
    async savePrintedBlank(system, options) {
      return (await call(api.printBlank({ system, ...options, locale: currentLocale() }))) !== null
    },
    async savePrintedRoster(request) {
      return (await call(api.printRoster({ ...request, locale: currentLocale() }))) !== null
    },
    async savePrintedJournal(request) {
      return (await call(api.printJournal({ ...request, locale: currentLocale() }))) !== null
    },
    takeOpenRequests: () => call(api.takeOpenRequests()),
    onOpenRequest: (listener) => api.onOpenRequest(listener),
    printPdf: (pdf) => call(api.printPdf(pdf)),
    getUpdateSettings: () => call(api.getUpdateSettings()),
    setUpdateSettings: (settings) => call(api.setUpdateSettings(settings)),
    async savePrintedPacket(request) {
      return (await call(api.printPartyPacket({ ...request, locale: currentLocale() }))) !== null
    },
    sync: {
      settings: () => call(api.getSyncSettings()),
      chooseFolder: () => call(api.chooseSyncFolder()),
      setEnabled: (enabled) => call(api.setSyncEnabled(enabled)),
      forget: () => call(api.forgetSyncFolder()),
      device: () => call(api.syncDevice()),
      folder: () => (syncFolder ??= createIpcSyncFolder(api, call)),
    },
  }
}
