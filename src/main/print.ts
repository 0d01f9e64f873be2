// Printing in main: validate and re-derive the character with its system's code, render the PDF
// sheet (fonts read from resources/fonts once per process), save it through a dialog with an
// atomic write, then offer to open the file just written. The pictures a request carries
// (portraits, pictures in entries) were checked with its arguments (ipc.ts); a request with one
// that fails never reaches these handlers.
import { text } from './text'
import type { BrowserWindow, Dialog, MessageBoxOptions, Shell } from 'electron'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {
  PrintBlankRequest,
  PrintCharacterRequest,
  PrintJournalRequest,
  PrintPartyPacketRequest,
  PrintRosterRequest,
  SavedFile,
} from '@shared/ipc'
import {
  checkCharacter,
  InvalidCharacterError,
  loadSheetFonts,
  picturesByHash,
  renderBlank,
  renderCharacter,
  renderJournal,
  renderPartyPacket,
  renderPartyRoster,
  type SheetFonts,
} from '@shared/pdf/index'
import { getSystem } from '@systems/index'
import { nodeDeflate } from '../node/deflate'
import { chooseSavePath, type DialogHost } from './dialogs'
import { createWrittenFiles, type WrittenFiles } from './opened-paths'
import { inLocale } from './rules-locale'
import { messageOf } from '@shared/errors'

const fontFiles = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const

/**
 * Where the fonts are: packaged apps have resources/ under process.resourcesPath
 * (electron-builder's extraResources); in development it is the project root's resources/.
 */
export function fontsFolder(app: {
  isPackaged: boolean
  getAppPath(): string
  resourcesPath?: string
}): string {
  return app.isPackaged && app.resourcesPath
    ? join(app.resourcesPath, 'resources', 'fonts')
    : join(app.getAppPath(), 'resources', 'fonts')
}

/** Reads and parses the sheet fonts on first use, then hands out the same parsed fonts. */
export function createFontLoader(folder: string): () => Promise<SheetFonts> {
  let loading: Promise<SheetFonts> | null = null
  return () => {
    loading ??= Promise.all([
      readFile(join(folder, fontFiles.regular)),
      readFile(join(folder, fontFiles.bold)),
    ]).then(
      ([regular, bold]) => loadSheetFonts(new Uint8Array(regular), new Uint8Array(bold)),
      (error: unknown) => {
        loading = null
        throw new Error(text('print.fontsMissing', { folder, error: messageOf(error) }))
      },
    )
    return loading
  }
}

/** A file name from a character's name: no path separators or reserved characters. */
export function pdfFileName(name: string, fallback = 'character'): string {
  const clean = name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim()
  return `${clean || fallback}.pdf`
}

export interface PrintDependencies extends DialogHost {
  dialog: DialogHost['dialog'] & Pick<Dialog, 'showMessageBox'>
  shell: Pick<Shell, 'openPath'>
  /** The PDFs written this session: the only files the shell may open (default: a new list). */
  writtenFiles?: WrittenFiles
  loadFonts: () => Promise<SheetFonts>
  documentsFolder: () => string
  writeFile: (path: string, data: string | Uint8Array) => Promise<void>
}

const pdfFilters = () => [{ name: text('print.pdfFiles'), extensions: ['pdf'] }]

export function createPrintHandlers(deps: PrintDependencies) {
  const writtenFiles = deps.writtenFiles ?? createWrittenFiles()
  const showMessageBox = (options: MessageBoxOptions) => {
    const window: BrowserWindow | null = deps.getWindow()
    return window
      ? deps.dialog.showMessageBox(window, options)
      : deps.dialog.showMessageBox(options)
  }

  async function save(pdf: Uint8Array, fileName: string): Promise<SavedFile | null> {
    const path = await chooseSavePath(deps, {
      defaultPath: join(deps.documentsFolder(), fileName),
      filters: pdfFilters(),
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    })
    if (path === null) return null
    await deps.writeFile(path, pdf)
    await writtenFiles.remember(path)
    // Only a .pdf is offered for opening: the system would run some other kinds of file.
    const openable = /\.pdf$/i.test(path)
    const { response } = await showMessageBox({
      type: 'info',
      message: text('print.saved'),
      detail: path,
      buttons: openable ? [text('print.open'), text('print.done')] : [text('print.done')],
      defaultId: 0,
      cancelId: openable ? 1 : 0,
      noLink: true,
    })
    if (openable && response === 0) {
      // The file just written, opened by the system's PDF viewer; never a URL.
      const problem = await writtenFiles.open(deps.shell, path)
      if (problem) console.warn(`Could not open ${path}: ${problem}`)
    }
    return { path }
  }

  /** What every render in main uses: the fonts parsed once, and Node's zlib. */
  const printer = async () => ({ fonts: await deps.loadFonts(), deflate: nodeDeflate })

  return {
    printCharacter: async (request: PrintCharacterRequest): Promise<SavedFile | null> => {
      const checked = checkCharacter(request.character)
      if (!checked.ok) throw new InvalidCharacterError(checked.problems)
      const options = await printer()
      const pdf = await inLocale(request.locale, () =>
        renderCharacter(checked.record, {
          paper: request.paper,
          fillable: request.fillable,
          ...options,
          ...(request.houseRules ? { houseRules: request.houseRules } : {}),
          // Checked already, each picture as import checks it (ipc.ts, printPicturesSchema).
          pictures: picturesByHash(request.pictures),
        }),
      )
      return save(pdf, pdfFileName(checked.record.name))
    },

    printBlank: async (request: PrintBlankRequest): Promise<SavedFile | null> => {
      const system = getSystem(request.system)
      const options = await printer()
      const pdf = await inLocale(request.locale, () =>
        renderBlank(system.id, { paper: request.paper, fillable: request.fillable, ...options }),
      )
      return save(pdf, pdfFileName(`${system.name} blank sheet`))
    },

    printRoster: async (request: PrintRosterRequest): Promise<SavedFile | null> => {
      // Every character is validated and derived here; an invalid one refuses the roster.
      const options = await printer()
      const pdf = await inLocale(request.locale, () =>
        renderPartyRoster(request.campaignName, request.characters, {
          paper: request.paper,
          fillable: request.fillable,
          ...options,
          houseRules: request.houseRules,
        }),
      )
      return save(pdf, pdfFileName(`${request.campaignName} party`, 'party'))
    },

    printJournal: async (request: PrintJournalRequest): Promise<SavedFile | null> => {
      const options = await printer()
      const pdf = await inLocale(request.locale, () =>
        renderJournal(request.campaignName, request.entries, {
          paper: request.paper,
          ...options,
          pictures: picturesByHash(request.pictures),
        }),
      )
      return save(pdf, pdfFileName(`${request.campaignName} journal`, 'journal'))
    },

    printPartyPacket: async (request: PrintPartyPacketRequest): Promise<SavedFile | null> => {
      // Every character is validated and derived here; an invalid one refuses the packet,
      // naming the character, before any dialog.
      const options = await printer()
      const pdf = await inLocale(request.locale, () =>
        renderPartyPacket(request.campaignName, request.characters, {
          paper: request.paper,
          ...options,
          houseRules: request.houseRules,
          pictures: picturesByHash(request.pictures),
        }),
      )
      return save(pdf, pdfFileName(`${request.campaignName} party packet`, 'party packet'))
    },
  }
}
