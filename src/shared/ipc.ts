// The only contract between renderer, preload and main. Each Api function maps to exactly one
// channel; main validates every argument with the schemas below before acting.
import { z } from 'zod'
import { invokeChannelNames, type MenuCommand } from './ipc-channels'

export {
  invokeChannelNames,
  isMenuCommand,
  maxImportBytes,
  menuCommandChannel,
  menuCommands,
} from './ipc-channels'
export type { MenuCommand } from './ipc-channels'

export const fileFilterSchema = z.object({
  name: z.string().min(1).max(100),
  extensions: z
    .array(z.string().regex(/^[a-z0-9]{1,10}$/i))
    .min(1)
    .max(10),
})

export const saveFileRequestSchema = z.object({
  suggestedName: z
    .string()
    .min(1)
    .max(200)
    .refine((s) => !/[/\\]/.test(s), 'must be a file name, not a path'),
  /** UTF-8 text (JSON exports) or bytes (PDF). */
  content: z.union([
    z.string().max(50_000_000),
    z.custom<Uint8Array>(
      (value) => value instanceof Uint8Array && value.byteLength <= 50_000_000,
      'must be text, or bytes up to 50 MB',
    ),
  ]),
  filters: z.array(fileFilterSchema).max(10),
})

export const openFileRequestSchema = z.object({
  filters: z.array(fileFilterSchema).max(10),
})

export const themeSourceSchema = z.enum(['system', 'light', 'dark'])

export type FileFilter = z.infer<typeof fileFilterSchema>
export type SaveFileRequest = z.infer<typeof saveFileRequestSchema>
export type OpenFileRequest = z.infer<typeof openFileRequestSchema>
export type ThemeSource = z.infer<typeof themeSourceSchema>

export interface AppInfo {
  version: string
  platform: string
  /** Folder holding the app's data, shown in Settings so users can back it up. */
  userDataPath: string
}

export interface SavedFile {
  path: string
}

export interface OpenedFile {
  name: string
  content: string
}

/** What the preload exposes as `window.api`. */
export interface Api {
  getAppInfo(): Promise<AppInfo>
  /** Shows a save dialog and writes the file atomically. Null when the user cancels. */
  saveFile(request: SaveFileRequest): Promise<SavedFile | null>
  /** Shows an open dialog and reads the chosen file (size-capped). Null when cancelled. */
  openFile(request: OpenFileRequest): Promise<OpenedFile | null>
  setThemeSource(source: ThemeSource): Promise<void>
  /** Subscribes to application-menu commands; returns an unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
}

/** Invoke channels (renderer → main), one per request function, with argument schemas. */
export const invokeChannels = {
  getAppInfo: { channel: invokeChannelNames.getAppInfo, args: z.tuple([]) },
  saveFile: { channel: invokeChannelNames.saveFile, args: z.tuple([saveFileRequestSchema]) },
  openFile: { channel: invokeChannelNames.openFile, args: z.tuple([openFileRequestSchema]) },
  setThemeSource: {
    channel: invokeChannelNames.setThemeSource,
    args: z.tuple([themeSourceSchema]),
  },
} as const satisfies Record<
  Exclude<keyof Api, 'onMenuCommand'>,
  { channel: string; args: z.ZodTuple }
>

export type InvokeName = keyof typeof invokeChannels
