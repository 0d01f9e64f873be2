// The preload: exposes `window.api`, one function per IPC channel and nothing else. It runs
// sandboxed, so electron-vite bundles it (with the channel names) into one CJS file.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron'
import type { Api } from '@shared/ipc'
import {
  invokeChannelNames,
  isMenuCommand,
  isSyncChangedPaths,
  menuCommandChannel,
  openRequestChannel,
  syncChangedChannel,
} from '@shared/ipc-channels'

export type { Api }

type IpcRendererLike = Pick<typeof ipcRenderer, 'invoke' | 'on' | 'removeListener'>
type WebUtilsLike = Pick<typeof webUtils, 'getPathForFile'>

export function createApi(ipc: IpcRendererLike, files: WebUtilsLike): Api {
  return {
    getAppInfo: () => ipc.invoke(invokeChannelNames.getAppInfo),
    saveFile: (request) => ipc.invoke(invokeChannelNames.saveFile, request),
    openFile: (request) => ipc.invoke(invokeChannelNames.openFile, request),
    setThemeSource: (source) => ipc.invoke(invokeChannelNames.setThemeSource, source),
    setLocale: (locale) => ipc.invoke(invokeChannelNames.setLocale, locale),
    exportFile: (request) => ipc.invoke(invokeChannelNames.exportFile, request),
    importFile: () => ipc.invoke(invokeChannelNames.importFile),
    importPath: (path) => ipc.invoke(invokeChannelNames.importPath, path),
    recentFiles: () => ipc.invoke(invokeChannelNames.recentFiles),
    writeBackup: (request) => ipc.invoke(invokeChannelNames.writeBackup, request),
    listBackups: () => ipc.invoke(invokeChannelNames.listBackups),
    readBackup: (name) => ipc.invoke(invokeChannelNames.readBackup, name),
    getBackupSettings: () => ipc.invoke(invokeChannelNames.getBackupSettings),
    setBackupSettings: (patch) => ipc.invoke(invokeChannelNames.setBackupSettings, patch),
    chooseBackupFolder: () => ipc.invoke(invokeChannelNames.chooseBackupFolder),
    printCharacter: (request) => ipc.invoke(invokeChannelNames.printCharacter, request),
    printBlank: (request) => ipc.invoke(invokeChannelNames.printBlank, request),
    printRoster: (request) => ipc.invoke(invokeChannelNames.printRoster, request),
    printJournal: (request) => ipc.invoke(invokeChannelNames.printJournal, request),
    getUpdateSettings: () => ipc.invoke(invokeChannelNames.getUpdateSettings),
    setUpdateSettings: (settings) => ipc.invoke(invokeChannelNames.setUpdateSettings, settings),
    printPartyPacket: (request) => ipc.invoke(invokeChannelNames.printPartyPacket, request),
    // Sandboxed pages cannot see a dropped file's path; Electron's webUtils can. Main still
    // validates the path when it is passed to importPath.
    pathForFile: (file) => {
      try {
        return files.getPathForFile(file)
      } catch {
        return ''
      }
    },
    onMenuCommand: (listener) => {
      if (typeof listener !== 'function') throw new TypeError('onMenuCommand needs a function')
      // Only the command string reaches the page, never the IPC event.
      const forward = (_event: IpcRendererEvent, command: unknown) => {
        if (isMenuCommand(command)) listener(command)
      }
      ipc.on(menuCommandChannel, forward)
      return () => {
        ipc.removeListener(menuCommandChannel, forward)
      }
    },
    takeOpenRequests: () => ipc.invoke(invokeChannelNames.takeOpenRequests),
    onOpenRequest: (listener) => {
      if (typeof listener !== 'function') throw new TypeError('onOpenRequest needs a function')
      // Nothing from the event reaches the page: it asks main for the paths.
      const forward = () => listener()
      ipc.on(openRequestChannel, forward)
      return () => {
        ipc.removeListener(openRequestChannel, forward)
      }
    },
    printPdf: (pdf) => ipc.invoke(invokeChannelNames.printPdf, pdf),
    getSyncSettings: () => ipc.invoke(invokeChannelNames.getSyncSettings),
    chooseSyncFolder: () => ipc.invoke(invokeChannelNames.chooseSyncFolder),
    setSyncEnabled: (enabled) => ipc.invoke(invokeChannelNames.setSyncEnabled, enabled),
    forgetSyncFolder: () => ipc.invoke(invokeChannelNames.forgetSyncFolder),
    syncDevice: () => ipc.invoke(invokeChannelNames.syncDevice),
    syncList: () => ipc.invoke(invokeChannelNames.syncList),
    syncRead: (path) => ipc.invoke(invokeChannelNames.syncRead, path),
    syncWrite: (path, text) => ipc.invoke(invokeChannelNames.syncWrite, path, text),
    syncWatch: () => ipc.invoke(invokeChannelNames.syncWatch),
    syncUnwatch: () => ipc.invoke(invokeChannelNames.syncUnwatch),
    onSyncChange: (listener) => {
      if (typeof listener !== 'function') throw new TypeError('onSyncChange needs a function')
      // Only a list of path strings reaches the page, never the event.
      const forward = (_event: IpcRendererEvent, paths: unknown) => {
        if (isSyncChangedPaths(paths)) listener([...paths])
      }
      ipc.on(syncChangedChannel, forward)
      return () => {
        ipc.removeListener(syncChangedChannel, forward)
      }
    },
  }
}

const api = createApi(ipcRenderer, webUtils)
contextBridge.exposeInMainWorld('api', api)
