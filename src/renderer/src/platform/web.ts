import { maxImportBytes } from '@shared/ipc-channels'
import type { Platform } from './types'

/** Browser implementation: downloads for saving, a file input for opening. */
export function createWebPlatform(doc: Document = document): Platform {
  return {
    kind: 'web',
    async dataLocation() {
      return `This browser's IndexedDB for ${location.origin}`
    },
    async appVersion() {
      return import.meta.env.VITE_APP_VERSION ?? 'web'
    },
    async saveFile(suggestedName, content) {
      const blob = new Blob([content as BlobPart])
      const url = URL.createObjectURL(blob)
      const link = doc.createElement('a')
      link.href = url
      link.download = suggestedName
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
      return true
    },
    openFile(filters) {
      return new Promise((resolve, reject) => {
        const input = doc.createElement('input')
        input.type = 'file'
        input.accept = filters.flatMap((f) => f.extensions.map((e) => `.${e}`)).join(',')
        input.addEventListener('change', () => {
          const file = input.files?.[0]
          if (!file) return resolve(null)
          if (file.size > maxImportBytes) {
            return reject(
              new Error(`${file.name} is larger than ${maxImportBytes / 1024 / 1024} MB.`),
            )
          }
          file.text().then((content) => resolve({ name: file.name, content }), reject)
        })
        input.addEventListener('cancel', () => resolve(null))
        input.click()
      })
    },
    async setThemeSource() {
      // The browser follows the OS on its own; the app applies overrides with CSS.
    },
    onMenuCommand() {
      return () => {}
    },
  }
}
