// The preload: exposes `window.api`, one function per IPC channel and nothing else. It runs
// sandboxed, so electron-vite bundles it (with the channel names) into one CJS file.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { Api } from '@shared/ipc'
import { invokeChannelNames, isMenuCommand, menuCommandChannel } from '@shared/ipc-channels'

export type { Api }

type IpcRendererLike = Pick<typeof ipcRenderer, 'invoke' | 'on' | 'removeListener'>

export function createApi(ipc: IpcRendererLike): Api {
  return {
    getAppInfo: () => ipc.invoke(invokeChannelNames.getAppInfo),
    saveFile: (request) => ipc.invoke(invokeChannelNames.saveFile, request),
    openFile: (request) => ipc.invoke(invokeChannelNames.openFile, request),
    setThemeSource: (source) => ipc.invoke(invokeChannelNames.setThemeSource, source),
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
  }
}

contextBridge.exposeInMainWorld('api', createApi(ipcRenderer))
