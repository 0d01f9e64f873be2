// File › Print (#22): a PDF the app made, printed through the OS's print dialog. The PDF is written
// to a private temporary folder and shown in a hidden, sandboxed window (Chromium's PDF viewer;
// Electron prints a PDF document since 32), whose webContents.print() opens the OS dialog. The
// window and the file are removed afterwards, whatever happened. "Save as PDF" is unchanged.
import type {
  BrowserWindow,
  BrowserWindowConstructorOptions,
  WebContentsPrintOptions,
} from 'electron'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { text } from './text'

export type PrintableWindow = Pick<BrowserWindow, 'loadURL' | 'destroy' | 'isDestroyed'> & {
  webContents: {
    print(
      options: WebContentsPrintOptions,
      callback: (success: boolean, failureReason: string) => void,
    ): void
  }
}

export interface PrintWindowDependencies {
  createWindow: (options: BrowserWindowConstructorOptions) => PrintableWindow
  /** The OS's temporary folder (app.getPath('temp')). */
  tempFolder: () => string
}

/** The hidden window: no preload, sandboxed, only the PDF viewer enabled. */
export function printWindowOptions(): BrowserWindowConstructorOptions {
  return {
    show: false,
    width: 800,
    height: 1000,
    webPreferences: {
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      // The PDF viewer is a plugin.
      plugins: true,
      webviewTag: false,
      devTools: false,
      spellcheck: false,
    },
  }
}

/** True when the user printed; false when they cancelled the dialog. Throws when printing failed. */
export async function printPdfInWindow(
  pdf: Uint8Array,
  deps: PrintWindowDependencies,
): Promise<boolean> {
  const folder = await mkdtemp(join(deps.tempFolder(), 'quillkeep-print-'))
  let window: PrintableWindow | null = null
  try {
    const file = join(folder, 'print.pdf')
    await writeFile(file, pdf, { mode: 0o600 })
    window = deps.createWindow(printWindowOptions())
    await window.loadURL(pathToFileURL(file).href)
    const printing = window
    const { success, failureReason } = await new Promise<{
      success: boolean
      failureReason: string
    }>((resolve) => {
      printing.webContents.print({ silent: false, printBackground: true }, (ok, reason) =>
        resolve({ success: ok, failureReason: reason }),
      )
    })
    if (success) return true
    if (/cancel/i.test(failureReason)) return false
    throw new Error(text('print.printFailed', { reason: failureReason || '?' }))
  } finally {
    if (window && !window.isDestroyed()) window.destroy()
    await rm(folder, { recursive: true, force: true })
  }
}
