// IPC: one wrapper registers every channel of the contract. It checks who is calling and what
// they sent before any handler runs.
import type { Dialog, IpcMain, IpcMainInvokeEvent, NativeTheme, Shell, WebContents } from 'electron'
import { join } from 'node:path'
import type { z } from 'zod'
import {
  invokeChannels,
  maxFileBytes,
  type InvokeName,
  type OpenFileRequest,
  type SaveFileRequest,
  type ThemeSource,
  type AppLocaleId,
  userMessageParam,
} from '@shared/ipc'
import { writeFileAtomic } from '../node/atomic-write'
import { createBackupHandlers } from './backup-handlers'
import { createBackupSettingsStore } from './backup-settings'
import { chooseOpenPath, chooseSavePath, type DialogHost } from './dialogs'
import { readImportFile } from './files'
import { createFileHandlers, type ReadImportFile } from './import-export'
import { callerChannels, type InvokeHandlers } from './invoke-handlers'
import { createFontLoader, createPrintHandlers } from './print'
import { createRecentFiles } from './recent-files'
import { createSyncHandlers } from './sync/sync-handlers'
import { createSyncSettingsStore } from './sync/sync-settings'
import { createRecentDocuments, type RecentDocuments } from './recent-documents'
import type { OpenRequests } from './open-requests'
import { text } from './text'
import type { UrlCheck } from './security'
import {
  createUpdateHandlers,
  createUpdateSettingsStore,
  type UpdateSettingsStore,
} from './updates'

export const untrustedSenderMessage = 'IPC rejected: untrusted sender'

type SenderEvent = Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>

/**
 * A sender is trusted when it is the main frame of our window's web contents and that frame
 * shows one of our pages (app://quillkeep, or the dev server in development).
 */
export function isTrustedSender(
  event: SenderEvent,
  mainContents: WebContents | null,
  isTrustedUrl: UrlCheck,
): boolean {
  const frame = event.senderFrame
  if (!frame || !mainContents) return false
  // Compare ids: a WebContents may be wrapped by more than one JS object.
  if (event.sender.id !== mainContents.id) return false
  if (frame.parent !== null) return false
  return isTrustedUrl(frame.url)
}

/** `[0].suggestedName: must be a file name, not a path`; several issues are joined with `; `. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const path = issue.path
        .map((key, index) =>
          typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
        )
        .join('')
      return `${path || '(arguments)'}: ${issue.message}`
    })
    .join('; ')
}

/**
 * The message for arguments that failed their schema: a sentence meant for the user (an issue
 * flagged with `params.userMessage`, e.g. a dropped file that is not a Quillkeep file) as it is;
 * anything else names the channel and each field, for developers.
 */
export function argumentsMessage(channel: string, issues: readonly z.core.$ZodIssue[]): string {
  const forUser = issues.find(
    (issue) => issue.code === 'custom' && issue.params?.[userMessageParam] === true,
  )
  return forUser ? forUser.message : `${channel}: ${formatIssues(issues)}`
}

export interface RegisterIpcOptions {
  ipcMain: Pick<IpcMain, 'handle'>
  checkSender: (event: IpcMainInvokeEvent) => boolean
  handlers: InvokeHandlers
}

export function registerIpcHandlers({ ipcMain, checkSender, handlers }: RegisterIpcOptions): void {
  for (const name of Object.keys(invokeChannels) as InvokeName[]) {
    const { channel, args: argsSchema } = invokeChannels[name]
    const handler = handlers[name] as (...args: unknown[]) => unknown
    // The sync watch answers the page that asked with events, so it is told who that is.
    const withCaller = (callerChannels as readonly InvokeName[]).includes(name)
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      if (!checkSender(event)) throw new Error(untrustedSenderMessage)
      const parsed = (argsSchema as z.ZodType<unknown[]>).safeParse(args)
      if (!parsed.success) throw new Error(argumentsMessage(channel, parsed.error.issues))
      return await handler(...parsed.data, ...(withCaller ? [event.sender] : []))
    })
  }
}

export interface HandlerDependencies extends DialogHost {
  app: {
    getVersion(): string
    getPath(name: 'userData' | 'documents'): string
    /** The app's locale (Electron's app.getLocale), and the system's languages in order. */
    getLocale?(): string
    getPreferredSystemLanguages?(): string[]
  }
  nativeTheme: Pick<NativeTheme, 'themeSource'>
  platform: NodeJS.Platform
  /** Atomic by default; replaceable to simulate failures. */
  writeFile?: (path: string, data: string | Uint8Array) => Promise<void>
  readFile?: ReadImportFile
  now?: () => Date
  /** Printing: the folder holding the sheet fonts, the shell that opens a saved PDF. */
  fontsFolder?: string
  shell?: Pick<Shell, 'openPath'>
  /** The language the renderer shows: main's menus and dialogs follow it. */
  onLocale?: (locale: AppLocaleId) => void
  /** Recent files, shared with the menu (default: userData/recent-files.json, no OS list). */
  recentDocuments?: RecentDocuments
  /** Files the OS asked to open, waiting for the renderer (default: none). */
  openRequests?: Pick<OpenRequests, 'take'>
  /** Prints a PDF through the OS print dialog (print-window.ts). */
  printPdf?: (pdf: Uint8Array) => Promise<boolean>
  /** The update-check setting; userData/update-settings.json by default. */
  updateSettings?: UpdateSettingsStore
}

/** userData/sync-settings.json: the sync folder and whether sync is on (#24), this device's. */
const syncSettingsName = 'sync-settings.json'

/** userData/recent-files.json */
export const recentFilesName = 'recent-files.json'

const noShell: Pick<Shell, 'openPath'> = {
  openPath: () => Promise.resolve('opening files is not available'),
}

export function createIpcHandlers(deps: HandlerDependencies): InvokeHandlers {
  const writeFile = deps.writeFile ?? writeFileAtomic
  const readFile = deps.readFile ?? readImportFile
  const now = deps.now ?? (() => new Date())
  const userData = deps.app.getPath('userData')
  const documentsFolder = () => deps.app.getPath('documents')
  const backupSettings = createBackupSettingsStore({
    file: join(userData, 'backup-settings.json'),
    defaultFolder: join(userData, 'backups'),
    writeFile,
  })

  return {
    getAppInfo: () => ({
      version: deps.app.getVersion(),
      platform: deps.platform,
      userDataPath: userData,
      // The app's locale first, then the system's languages: the renderer's default language.
      languages: [
        deps.app.getLocale?.() ?? '',
        ...(deps.app.getPreferredSystemLanguages?.() ?? []),
      ].filter((language) => language !== ''),
    }),

    saveFile: async (request: SaveFileRequest) => {
      const path = await chooseSavePath(deps, {
        defaultPath: join(documentsFolder(), request.suggestedName),
        filters: request.filters,
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      })
      if (path === null) return null
      await writeFile(path, request.content)
      return { path }
    },

    openFile: async (request: OpenFileRequest) => {
      const path = await chooseOpenPath(deps, {
        filters: request.filters,
        properties: ['openFile'],
      })
      return path === null ? null : await readFile(path, maxFileBytes)
    },

    setThemeSource: (source: ThemeSource) => {
      deps.nativeTheme.themeSource = source
    },

    setLocale: (locale: AppLocaleId) => {
      deps.onLocale?.(locale)
    },

    takeOpenRequests: () => deps.openRequests?.take() ?? [],

    printPdf: (pdf: Uint8Array) => {
      if (!deps.printPdf) throw new Error(text('print.noPrinting'))
      return deps.printPdf(pdf)
    },

    ...createFileHandlers({
      dialog: deps.dialog,
      getWindow: deps.getWindow,
      documentsFolder,
      recentFiles:
        deps.recentDocuments ??
        createRecentDocuments({
          recentFiles: createRecentFiles({ file: join(userData, recentFilesName), writeFile, now }),
          os: { addRecentDocument: () => {}, clearRecentDocuments: () => {} },
        }),
      writeFile,
      readFile,
    }),

    ...createBackupHandlers({
      dialog: deps.dialog,
      getWindow: deps.getWindow,
      settings: backupSettings,
      writeFile,
      now,
    }),

    ...createSyncHandlers({
      dialog: deps.dialog,
      getWindow: deps.getWindow,
      settings: createSyncSettingsStore(join(userData, syncSettingsName), writeFile),
      userData,
      backupFolder: async () => (await backupSettings.get()).folder,
      platform: deps.platform,
    }),

    ...createPrintHandlers({
      dialog: deps.dialog as DialogHost['dialog'] & Pick<Dialog, 'showMessageBox'>,
      getWindow: deps.getWindow,
      shell: deps.shell ?? noShell,
      loadFonts: createFontLoader(deps.fontsFolder ?? join(process.cwd(), 'resources', 'fonts')),
      documentsFolder,
      writeFile,
    }),

    ...createUpdateHandlers(
      deps.updateSettings ??
        createUpdateSettingsStore({ file: join(userData, 'update-settings.json'), writeFile }),
    ),
  }
}
