import { maxFileBytes } from '@shared/ipc-channels'
import { formatMegabytes } from '@shared/sizes'
import { importableExtensions } from '@shared/file-extensions'
import type { PickedFile, Platform } from './types'
import { createWebSync } from './web-sync'

const quillkeepFiles = [{ name: 'Quillkeep files', extensions: [...importableExtensions] }]
const pdfFiles = [{ name: 'PDF', extensions: ['pdf'] }]

/** Reads a File the user chose or dropped, checking its size before reading it. */
export async function readPickedFile(file: File): Promise<PickedFile> {
  if (file.size > maxFileBytes) {
    throw new Error(
      `“${file.name}” is too large to import (${formatMegabytes(file.size)}; the limit is ${formatMegabytes(maxFileBytes)}).`,
    )
  }
  return { name: file.name, content: await file.text() }
}

// Backups live in a second IndexedDB database; loaded only when used.
const backups = () => import('@renderer/db/web-backups').then((m) => m.webBackups)

/** Browser implementation: downloads for saving, a file input for opening. */
export function createWebPlatform(doc: Document = document): Platform {
  return {
    kind: 'web',
    dataLocation() {
      return Promise.resolve({ kind: 'browser', origin: location.origin })
    },
    systemLanguages() {
      return Promise.resolve(
        navigator.languages.length > 0 ? navigator.languages : [navigator.language],
      )
    },
    appVersion() {
      return Promise.resolve(import.meta.env.VITE_APP_VERSION ?? 'web')
    },
    saveFile(suggestedName, content) {
      const blob = new Blob([content as BlobPart])
      const url = URL.createObjectURL(blob)
      const link = doc.createElement('a')
      link.href = url
      link.download = suggestedName
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
      return Promise.resolve(true)
    },
    openFile(filters) {
      return new Promise((resolve, reject) => {
        const input = doc.createElement('input')
        input.type = 'file'
        input.accept = filters.flatMap((f) => f.extensions.map((e) => `.${e}`)).join(',')
        input.addEventListener('change', () => {
          const file = input.files?.[0]
          if (!file) return resolve(null)
          readPickedFile(file).then(resolve, reject)
        })
        input.addEventListener('cancel', () => resolve(null))
        input.click()
      })
    },
    async setThemeSource() {
      // The browser follows the OS on its own; the app applies overrides with CSS.
    },
    async setLocale() {
      // The page is all there is: vue-i18n has already switched it.
    },
    onMenuCommand() {
      return () => {}
    },
    exportFile(suggestedName, content) {
      return this.saveFile(suggestedName, content, quillkeepFiles)
    },
    importFile() {
      return this.openFile(quillkeepFiles)
    },
    readDroppedFile: readPickedFile,
    recentFiles() {
      return Promise.resolve([])
    },
    importRecent() {
      return Promise.reject(new Error('Recent files are only kept by the desktop app.'))
    },
    // As main does: the user's records never stop a backup; what import would refuse is listed.
    // Told whether it is empty, rotation never lets a backup of an empty database push out data.
    // The app's own full backups come built, checked and compressed by the backup worker; a text
    // is checked in the file-check worker and compressed here.
    async writeBackup(request) {
      if ('gzip' in request) {
        const { reason, gzip, textBytes, empty, problems } = request
        const written = await (await backups()).write({ reason, gzip, textBytes }, { empty })
        return { ...written, unreadable: problems }
      }
      const { checkBackupInWorker } = await import('@renderer/file-check')
      const verdict = await checkBackupInWorker(request.content)
      if (!verdict.ok) throw new Error(`No backup was written: ${verdict.message}`)
      const { gzipText } = await import('@renderer/backup-gzip')
      const compressed = await gzipText(request.content)
      const written = await (
        await backups()
      ).write({ reason: request.reason, ...compressed }, { empty: verdict.empty })
      return { ...written, unreadable: verdict.problems }
    },
    listBackups: async () => (await backups()).list(),
    readBackup: async (name) => (await backups()).read(name),
    getBackupSettings: async () => (await backups()).settings(),
    setBackupSettings: async (patch) => (await backups()).setSettings(patch),
    chooseBackupFolder() {
      return Promise.resolve(null)
    },
    savePrintedCharacter(record, _options, pdf) {
      return this.saveFile(`${record.name}.pdf`, pdf, pdfFiles)
    },
    savePrintedBlank(system, _options, pdf) {
      return this.saveFile(`${system} blank sheet.pdf`, pdf, pdfFiles)
    },
    savePrintedRoster(request, pdf) {
      return this.saveFile(`${request.campaignName} party.pdf`, pdf, pdfFiles)
    },
    savePrintedJournal(request, pdf) {
      return this.saveFile(`${request.campaignName} journal.pdf`, pdf, pdfFiles)
    },
    // The web build is updated with the site it is served from: there is nothing to check.
    getUpdateSettings() {
      return Promise.resolve(null)
    },
    setUpdateSettings() {
      return Promise.reject(new Error('Update checks are made by the desktop app only.'))
    },
    // A browser has no OS file associations; a file dropped on the window opens the preview.
    takeOpenRequests() {
      return Promise.resolve([])
    },
    onOpenRequest() {
      return () => {}
    },
    printPdf(pdf) {
      return printInFrame(doc, pdf)
    },
    savePrintedPacket(request, pdf) {
      return this.saveFile(`${request.campaignName} party packet.pdf`, pdf, pdfFiles)
    },
    // The sync folder where the browser lets the page have one (File System Access API, #24);
    // elsewhere none, and Settings says sync is desktop-only.
    sync: createWebSync(),
  }
}

/** How long a printed PDF's frame stays: the browser's dialog keeps printing from it. */
const printFrameLifetime = 60_000

/**
 * The browser's print dialog for a PDF: the PDF in an invisible frame of this page, whose print()
 * opens the dialog. The frame goes a minute later (the dialog prints from it meanwhile). A
 * browser does not say whether the user printed or cancelled, so this resolves true once the
 * dialog was asked for.
 */
export function printInFrame(doc: Document, pdf: Uint8Array): Promise<boolean> {
  const url = URL.createObjectURL(new Blob([pdf as BlobPart], { type: 'application/pdf' }))
  const frame = doc.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.className = 'print-frame'
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;'
  const cleanUp = () => {
    frame.remove()
    URL.revokeObjectURL(url)
  }
  return new Promise<boolean>((resolve, reject) => {
    frame.addEventListener(
      'load',
      () => {
        try {
          frame.contentWindow?.focus()
          frame.contentWindow?.print()
          resolve(true)
        } catch (error) {
          cleanUp()
          reject(error instanceof Error ? error : new Error(String(error)))
          return
        }
        setTimeout(cleanUp, printFrameLifetime)
      },
      { once: true },
    )
    frame.src = url
    doc.body.append(frame)
  })
}
