// IPC: one wrapper registers every channel of the contract. It checks who is calling and what
// they sent before any handler runs.
import type {
  BrowserWindow,
  Dialog,
  IpcMain,
  IpcMainInvokeEvent,
  NativeTheme,
  OpenDialogOptions,
  SaveDialogOptions,
  WebContents,
} from 'electron'
import { join } from 'node:path'
import type { z } from 'zod'
import {
  invokeChannels,
  maxImportBytes,
  type Api,
  type InvokeName,
  type OpenFileRequest,
  type SaveFileRequest,
  type ThemeSource,
} from '@shared/ipc'
import { writeFileAtomic } from './atomic-write'
import { readImportFile } from './files'
import type { UrlCheck } from './security'

export type InvokeHandlers = {
  [K in InvokeName]: (
    ...args: z.infer<(typeof invokeChannels)[K]['args']>
  ) => ReturnType<Api[K]> | Awaited<ReturnType<Api[K]>>
}

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

export interface RegisterIpcOptions {
  ipcMain: Pick<IpcMain, 'handle'>
  checkSender: (event: IpcMainInvokeEvent) => boolean
  handlers: InvokeHandlers
}

export function registerIpcHandlers({ ipcMain, checkSender, handlers }: RegisterIpcOptions): void {
  for (const name of Object.keys(invokeChannels) as InvokeName[]) {
    const { channel, args: argsSchema } = invokeChannels[name]
    const handler = handlers[name] as (...args: unknown[]) => unknown
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      if (!checkSender(event)) throw new Error(untrustedSenderMessage)
      const parsed = (argsSchema as z.ZodType<unknown[]>).safeParse(args)
      if (!parsed.success) throw new Error(`${channel}: ${formatIssues(parsed.error.issues)}`)
      return await handler(...parsed.data)
    })
  }
}

export interface HandlerDependencies {
  app: { getVersion(): string; getPath(name: 'userData' | 'documents'): string }
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>
  nativeTheme: Pick<NativeTheme, 'themeSource'>
  platform: NodeJS.Platform
  getWindow: () => BrowserWindow | null
  writeFile?: (path: string, data: string | Uint8Array) => Promise<void>
  readFile?: (path: string, maxBytes: number) => ReturnType<typeof readImportFile>
}

export function createIpcHandlers(deps: HandlerDependencies): InvokeHandlers {
  const writeFile = deps.writeFile ?? writeFileAtomic
  const readFile = deps.readFile ?? readImportFile

  return {
    getAppInfo: () => ({
      version: deps.app.getVersion(),
      platform: deps.platform,
      userDataPath: deps.app.getPath('userData'),
    }),

    saveFile: async (request: SaveFileRequest) => {
      const options: SaveDialogOptions = {
        defaultPath: join(deps.app.getPath('documents'), request.suggestedName),
        filters: request.filters,
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      }
      const window = deps.getWindow()
      const result = window
        ? await deps.dialog.showSaveDialog(window, options)
        : await deps.dialog.showSaveDialog(options)
      if (result.canceled || !result.filePath) return null
      await writeFile(result.filePath, request.content)
      return { path: result.filePath }
    },

    openFile: async (request: OpenFileRequest) => {
      const options: OpenDialogOptions = {
        filters: request.filters,
        properties: ['openFile'],
      }
      const window = deps.getWindow()
      const result = window
        ? await deps.dialog.showOpenDialog(window, options)
        : await deps.dialog.showOpenDialog(options)
      const filePath = result.filePaths[0]
      if (result.canceled || !filePath) return null
      return await readFile(filePath, maxImportBytes)
    },

    setThemeSource: (source: ThemeSource) => {
      deps.nativeTheme.themeSource = source
    },
  }
}
