import type { Api } from '@shared/ipc'
import type { Platform } from './types'

/** Desktop implementation: every call goes through the preload's `window.api`. */
export function createElectronPlatform(api: Api): Platform {
  return {
    kind: 'electron',
    async dataLocation() {
      const info = await api.getAppInfo()
      return `IndexedDB inside ${info.userDataPath}`
    },
    async appVersion() {
      return (await api.getAppInfo()).version
    },
    async saveFile(suggestedName, content, filters) {
      return (await api.saveFile({ suggestedName, content, filters })) !== null
    },
    openFile: (filters) => api.openFile({ filters }),
    setThemeSource: (source) => api.setThemeSource(source),
    onMenuCommand: (listener) => api.onMenuCommand(listener),
  }
}
