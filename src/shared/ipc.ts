// The only contract between renderer, preload and main. Each Api function maps to exactly one
// channel; main validates every argument with the schemas below before acting.
import { z } from 'zod'
import { characterRecordSchema, fileLimits, journalRecordSchema } from './file-schemas'
import { invokeChannelNames, maxFileBytes, type MenuCommand } from './ipc-channels'
import type { FileProblem } from './files'
import { text as say } from './text'
import { localeIds, pseudoLocale, type LocaleId } from './locales'
import { isImportableFileName } from './file-extensions'
import { checkStoredImage, maxStoredImageBytes, maxStoredSide } from './images'
import { pictureHashPattern } from './pictures'
import { formatMegabytes } from './sizes'
import type { FolderRead } from './sync/folder'
import { isSyncPath } from './sync/sync-path'

export {
  maxFileBytes,
  menuCommandChannel,
  openRequestChannel,
  syncChangedChannel,
} from './ipc-channels'
export type { MenuCommand } from './ipc-channels'

const fileFilterSchema = z.object({
  name: z.string().min(1).max(100),
  extensions: z
    .array(z.string().regex(/^[a-z0-9]{1,10}$/i))
    .min(1)
    .max(10),
})

const saveFileRequestSchema = z.object({
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

const openFileRequestSchema = z.object({
  filters: z.array(fileFilterSchema).max(10),
})

const themeSourceSchema = z.enum(['system', 'light', 'dark'])

/** A PDF the page made, to print through the OS dialog: bytes that start like a PDF, up to 50 MB. */
const printPdfSchema = z.custom<Uint8Array>(
  (value) =>
    value instanceof Uint8Array &&
    value.byteLength <= 50_000_000 &&
    value.byteLength >= 5 &&
    String.fromCharCode(...value.subarray(0, 5)) === '%PDF-',
  'must be a PDF of up to 50 MB',
)

/** A Quillkeep file's text, validated in main with parseFile before it is written. */
const exportFileRequestSchema = z.object({
  suggestedName: saveFileRequestSchema.shape.suggestedName,
  content: z.string().max(maxFileBytes),
})

/** The last part of a path, for messages (either separator, whatever the platform). */
const fileNameOf = (path: string) => path.split(/[\\/]/).pop() ?? path

/**
 * Why Quillkeep refuses to open a file that is not one of its own kinds. Every file the app
 * writes ends in .quillkeep (exports and backups); earlier versions wrote .json files
 * (*.quillkeep.json, quillkeep-backup-*.json), which still import, also when renamed.
 * `linkedTo` names the target of a link that points elsewhere.
 */
export function notQuillkeepFileMessage(name: string, linkedTo?: string): string {
  return linkedTo === undefined
    ? say('file.notQuillkeepFile', { name })
    : say('file.notQuillkeepFileLinked', { name, target: linkedTo })
}

/**
 * Issues flagged with this param carry a sentence for the user; main passes it on as it is,
 * without the channel and argument path.
 */
export const userMessageParam = 'userMessage'

/**
 * An absolute path to a .quillkeep or .json file: one dropped on the window, opened from the OS,
 * or from recent files. Any
 * other kind of file is refused with notQuillkeepFileMessage, which reaches the user as it is.
 */
export const importPathSchema = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => /^(\/|[a-zA-Z]:[\\/]|\\\\)/.test(p), {
    message: 'must be an absolute path',
    abort: true,
  })
  .refine((p) => !p.includes('\u0000'), {
    message: 'must not contain a NUL character',
    abort: true,
  })
  .refine((p) => isImportableFileName(p), {
    error: (issue) => notQuillkeepFileMessage(fileNameOf(String(issue.input))),
    params: { [userMessageParam]: true },
  })

const writeBackupRequestSchema = z.object({
  /** A full-backup file's text; main checks it is a valid backup before writing. */
  content: z.string().max(maxFileBytes),
  /** Why it was made; part of the file name. */
  reason: z.enum([
    'scheduled',
    'manual',
    'before-upgrade',
    'before-import',
    'before-restore',
    'before-delete',
  ]),
})

/** Backup file names as main writes them; nothing else can be read back. */
export const backupNameSchema = z
  .string()
  .regex(
    /^quillkeep-backup-\d{8}-\d{6}(-\d+)?-[a-z-]+\.(quillkeep|json)$/,
    'must be a Quillkeep backup file name',
  )

export const backupSettingsPatchSchema = z
  .object({
    keep: z.number().int().min(1).max(100),
    intervalHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 7),
  })
  .partial()

const paperSchema = z.enum(['a4', 'letter'])

/**
 * The language a PDF prints in: the app's locales and the pseudo-locale (src/renderer/src/i18n.ts
 * lists the same; ipc.test.ts checks). Unset prints in English.
 */
export type AppLocaleId = LocaleId | typeof pseudoLocale
const appLocaleIds: AppLocaleId[] = [...localeIds, pseudoLocale]
export const printLocales = appLocaleIds as [AppLocaleId, ...AppLocaleId[]]
const appLocaleSchema = z.enum(printLocales)
const printLocaleSchema = appLocaleSchema.optional()

/**
 * The most pictures, and bytes of pictures, one print request carries. A journal of a hundred
 * photos (a stored JPEG is a few hundred kilobytes) stays well inside; past it the request is
 * refused with a message, and nothing is printed.
 */
export const printPictureLimits = { count: 1_000, bytes: 256 * 1024 * 1024 } as const

/** A stored picture a print shows (a portrait, a picture in an entry), with its bytes. */
const printPictureSchema = z.object({
  hash: z.string().regex(pictureHashPattern),
  type: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int().min(1).max(maxStoredSide),
  height: z.number().int().min(1).max(maxStoredSide),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'must be bytes'),
})

/**
 * The pictures a print request's records refer to. Main checks each one as import does
 * (checkStoredImage: a PNG or JPEG within 1,024 px and 5 MiB, of the size it claims, whose
 * SHA-256 is its hash) and the count and size against printPictureLimits; one that fails refuses
 * the whole request with a message for the user, before anything is drawn.
 */
const printPicturesSchema = z.array(printPictureSchema).superRefine((pictures, context) => {
  const refuse = (message: string) =>
    context.addIssue({ code: 'custom', message, params: { [userMessageParam]: true } })
  if (pictures.length > printPictureLimits.count) {
    refuse(
      say('print.tooManyPictures', { count: pictures.length, limit: printPictureLimits.count }),
    )
    return
  }
  const total = pictures.reduce((sum, picture) => sum + picture.bytes.byteLength, 0)
  if (total > printPictureLimits.bytes) {
    refuse(
      say('print.picturesTooLarge', {
        size: formatMegabytes(total),
        limit: formatMegabytes(printPictureLimits.bytes),
      }),
    )
    return
  }
  for (const picture of pictures) {
    const check =
      picture.bytes.byteLength > maxStoredImageBytes
        ? ({ ok: false, problem: 'stored-too-large' } as const)
        : checkStoredImage(picture.bytes, picture)
    if (!check.ok) {
      refuse(
        say('print.pictureRefused', {
          hash: picture.hash.slice(0, 8),
          reason: say(`file.picture.${check.problem}`),
        }),
      )
      return
    }
  }
})

export type PrintPictureFile = z.infer<typeof printPictureSchema>

/** A character to print; main validates it again with its system's schema and re-derives it. */
const printCharacterRequestSchema = z.object({
  character: characterRecordSchema,
  paper: paperSchema,
  /** Fillable form fields, or a flat sheet. */
  fillable: z.boolean(),
  /** The campaign's house rules; unset ones take their defaults. */
  houseRules: z.record(z.string().max(100), z.union([z.number(), z.boolean()])).optional(),
  locale: printLocaleSchema,
  /** The character's portrait, when it has one. */
  pictures: printPicturesSchema.optional(),
})

/** A blank sheet of one game system, for filling in by hand. */
const printBlankRequestSchema = z.object({
  system: z.string().min(1).max(40),
  paper: paperSchema,
  fillable: z.boolean(),
  locale: printLocaleSchema,
})

const houseRulesSchema = z.record(z.string().max(100), z.union([z.number(), z.boolean()]))

/** A campaign's party roster: main validates every character and derives its party values. */
const printRosterRequestSchema = z.object({
  campaignName: z.string().max(fileLimits.nameLength),
  characters: z.array(characterRecordSchema).max(fileLimits.characters),
  /** The campaign's house rules per system id. */
  houseRules: z.record(z.string().max(40), houseRulesSchema),
  paper: paperSchema,
  fillable: z.boolean(),
  locale: printLocaleSchema,
})

/** A campaign's journal, printed flat in session order. */
const printJournalRequestSchema = z.object({
  campaignName: z.string().max(fileLimits.nameLength),
  entries: z.array(journalRecordSchema).max(fileLimits.journal),
  paper: paperSchema,
  locale: printLocaleSchema,
  /** The pictures the entries show: pages' portraits and pictures in the text. */
  pictures: printPicturesSchema.optional(),
})

/** Update checks against the project's GitHub releases: off unless the user turns them on. */
export const updateSettingsSchema = z.strictObject({ checkForUpdates: z.boolean() })
export type UpdateSettings = z.infer<typeof updateSettingsSchema>
/**
 * A campaign's party packet: the roster and every member's sheet in one flat PDF (for paper, so
 * without form fields). Main validates every character and derives it as for the roster.
 */
const printPartyPacketRequestSchema = printRosterRequestSchema
  .omit({ fillable: true })
  /** The members' portraits. */
  .extend({ pictures: printPicturesSchema.optional() })

/**
 * A file of the sync folder (#24), as the engine names it: `table/name.quillkeep`. Main also checks
 * that it resolves inside the chosen folder.
 */
const syncPathSchema = z
  .string()
  .refine(
    isSyncPath,
    'must be a sync file: characters, campaigns, journal, encounters or pictures, then a .quillkeep name',
  )

/** A record file's text for the sync folder; main also checks its size in bytes. */
const syncTextSchema = z.string().max(maxFileBytes)

/** Sync settings (#24), kept on this device only (userData/sync-settings.json). */
export interface SyncSettings {
  /** The sync folder the user chose, or null. */
  folder: string | null
  /** Whether sync runs; never true without a folder. */
  enabled: boolean
}

export type PrintRosterRequest = z.infer<typeof printRosterRequestSchema>
export type PrintPartyPacketRequest = z.infer<typeof printPartyPacketRequestSchema>
export type PrintJournalRequest = z.infer<typeof printJournalRequestSchema>
export type PrintCharacterRequest = z.infer<typeof printCharacterRequestSchema>
export type PrintBlankRequest = z.infer<typeof printBlankRequestSchema>
export type ExportFileRequest = z.infer<typeof exportFileRequestSchema>
export type WriteBackupRequest = z.infer<typeof writeBackupRequestSchema>
export type BackupSettingsPatch = z.infer<typeof backupSettingsPatchSchema>

export interface ImportedFile {
  name: string
  path: string
  content: string
}

export interface RecentFile {
  name: string
  path: string
  /** ISO time it was last imported or exported. */
  at: string
  /** The file is no longer there (moved, renamed or deleted) when the list was read. */
  missing?: boolean
}

export interface BackupInfo {
  name: string
  size: number
  modifiedAt: string
}

export interface BackupSettings {
  /** Folder backups are written to (default: "backups" in the app's data folder). */
  folder: string
  /** How many backups to keep; older ones are removed after each write. */
  keep: number
  /** Hours between scheduled backups. */
  intervalHours: number
}

export interface WrittenBackup {
  name: string
  path: string
  /** Older backups removed by rotation. */
  removed: string[]
  /**
   * Records saved in the backup as they are, although import would refuse them (each with its
   * field). A backup is never refused because of the user's own data; the user is shown this.
   */
  unreadable: FileProblem[]
}

export type FileFilter = z.infer<typeof fileFilterSchema>
export type SaveFileRequest = z.infer<typeof saveFileRequestSchema>
export type OpenFileRequest = z.infer<typeof openFileRequestSchema>
export type ThemeSource = z.infer<typeof themeSourceSchema>

interface AppInfo {
  version: string
  platform: string
  /** Folder holding the app's data, shown in Settings so users can back it up. */
  userDataPath: string
  /** The app's locale (app.getLocale()), then the system's preferred languages. */
  languages: string[]
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
  /** The language the app shows: main's menus and dialogs follow it. */
  setLocale(locale: AppLocaleId): Promise<void>
  /** Validates a Quillkeep file's text, shows a save dialog and writes it atomically. */
  exportFile(request: ExportFileRequest): Promise<SavedFile | null>
  /** Shows an open dialog for Quillkeep files and reads the chosen one (size checked first). */
  importFile(): Promise<ImportedFile | null>
  /** Reads a .quillkeep or .json file by path (dropped, opened from the OS, or recent). */
  importPath(path: string): Promise<ImportedFile>
  recentFiles(): Promise<RecentFile[]>
  /** Writes a full backup into the backup folder atomically, then rotates old ones. */
  writeBackup(request: WriteBackupRequest): Promise<WrittenBackup>
  /** Backups in the backup folder, newest first. */
  listBackups(): Promise<BackupInfo[]>
  readBackup(name: string): Promise<string>
  getBackupSettings(): Promise<BackupSettings>
  setBackupSettings(patch: BackupSettingsPatch): Promise<BackupSettings>
  /** Lets the user pick the backup folder; null when cancelled. */
  chooseBackupFolder(): Promise<BackupSettings | null>
  /**
   * Validates and re-derives the character, renders its PDF sheet, saves it through a dialog
   * (atomic write) and offers to open it. Null when cancelled; rejects for an invalid character.
   */
  printCharacter(request: PrintCharacterRequest): Promise<SavedFile | null>
  /** Renders a blank sheet of a system and saves it like printCharacter. */
  printBlank(request: PrintBlankRequest): Promise<SavedFile | null>
  /** Renders a campaign's party roster and saves it like printCharacter. */
  printRoster(request: PrintRosterRequest): Promise<SavedFile | null>
  /** Renders a campaign's journal and saves it like printCharacter. */
  printJournal(request: PrintJournalRequest): Promise<SavedFile | null>
  /** Whether the desktop app checks GitHub for a new version (off by default). */
  getUpdateSettings(): Promise<UpdateSettings>
  setUpdateSettings(settings: UpdateSettings): Promise<UpdateSettings>
  /** Renders a campaign's party packet (roster and every sheet) and saves it like printCharacter. */
  printPartyPacket(request: PrintPartyPacketRequest): Promise<SavedFile | null>
  /** The filesystem path of a file dropped on the window (Electron's webUtils), or ''. */
  pathForFile(file: File): string
  /** Subscribes to application-menu commands; returns an unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
  /**
   * The paths of files the OS asked to open (double-click, command line, Open Recent), oldest
   * first; each is returned once. The renderer shows each in the import preview.
   */
  takeOpenRequests(): Promise<string[]>
  /** Subscribes to "the OS asked to open files"; returns an unsubscribe function. */
  onOpenRequest(listener: () => void): () => void
  /** Prints a PDF through the OS print dialog: true when printed, false when cancelled. */
  printPdf(pdf: Uint8Array): Promise<boolean>
  /** The sync folder and whether sync is on (#24). */
  getSyncSettings(): Promise<SyncSettings>
  /**
   * Shows the folder dialog and keeps the chosen folder; null when cancelled (nothing changes).
   * Refuses a folder inside the app's data or the backup folder, with a message.
   */
  chooseSyncFolder(): Promise<SyncSettings | null>
  /** Turns sync on (refused without a folder) or off (main stops watching). */
  setSyncEnabled(enabled: boolean): Promise<SyncSettings>
  /** Forgets the folder and turns sync off. The folder's files stay where they are. */
  forgetSyncFolder(): Promise<SyncSettings>
  /** This device's id for sync revisions. */
  syncDevice(): Promise<string>
  /**
   * The sync folder's files, as `table/name` (the SyncFolder operations below are refused while no
   * folder is chosen or sync is off).
   */
  syncList(): Promise<string[]>
  syncRead(path: string): Promise<FolderRead>
  /** Writes the file whole or not at all. */
  syncWrite(path: string, text: string): Promise<void>
  /** Starts sending this page the folder's changed files (onSyncChange). */
  syncWatch(): Promise<void>
  syncUnwatch(): Promise<void>
  /** Subscribes to the changed files of the watched sync folder; returns an unsubscribe function. */
  onSyncChange(listener: (paths: string[]) => void): () => void
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
  setLocale: { channel: invokeChannelNames.setLocale, args: z.tuple([appLocaleSchema]) },
  exportFile: { channel: invokeChannelNames.exportFile, args: z.tuple([exportFileRequestSchema]) },
  importFile: { channel: invokeChannelNames.importFile, args: z.tuple([]) },
  importPath: { channel: invokeChannelNames.importPath, args: z.tuple([importPathSchema]) },
  recentFiles: { channel: invokeChannelNames.recentFiles, args: z.tuple([]) },
  writeBackup: {
    channel: invokeChannelNames.writeBackup,
    args: z.tuple([writeBackupRequestSchema]),
  },
  listBackups: { channel: invokeChannelNames.listBackups, args: z.tuple([]) },
  readBackup: { channel: invokeChannelNames.readBackup, args: z.tuple([backupNameSchema]) },
  getBackupSettings: { channel: invokeChannelNames.getBackupSettings, args: z.tuple([]) },
  setBackupSettings: {
    channel: invokeChannelNames.setBackupSettings,
    args: z.tuple([backupSettingsPatchSchema]),
  },
  chooseBackupFolder: { channel: invokeChannelNames.chooseBackupFolder, args: z.tuple([]) },
  printCharacter: {
    channel: invokeChannelNames.printCharacter,
    args: z.tuple([printCharacterRequestSchema]),
  },
  printBlank: { channel: invokeChannelNames.printBlank, args: z.tuple([printBlankRequestSchema]) },
  printRoster: {
    channel: invokeChannelNames.printRoster,
    args: z.tuple([printRosterRequestSchema]),
  },
  printJournal: {
    channel: invokeChannelNames.printJournal,
    args: z.tuple([printJournalRequestSchema]),
  },
  takeOpenRequests: { channel: invokeChannelNames.takeOpenRequests, args: z.tuple([]) },
  printPdf: { channel: invokeChannelNames.printPdf, args: z.tuple([printPdfSchema]) },
  getUpdateSettings: { channel: invokeChannelNames.getUpdateSettings, args: z.tuple([]) },
  setUpdateSettings: {
    channel: invokeChannelNames.setUpdateSettings,
    args: z.tuple([updateSettingsSchema]),
  },
  printPartyPacket: {
    channel: invokeChannelNames.printPartyPacket,
    args: z.tuple([printPartyPacketRequestSchema]),
  },
  getSyncSettings: { channel: invokeChannelNames.getSyncSettings, args: z.tuple([]) },
  chooseSyncFolder: { channel: invokeChannelNames.chooseSyncFolder, args: z.tuple([]) },
  setSyncEnabled: { channel: invokeChannelNames.setSyncEnabled, args: z.tuple([z.boolean()]) },
  forgetSyncFolder: { channel: invokeChannelNames.forgetSyncFolder, args: z.tuple([]) },
  syncDevice: { channel: invokeChannelNames.syncDevice, args: z.tuple([]) },
  syncList: { channel: invokeChannelNames.syncList, args: z.tuple([]) },
  syncRead: { channel: invokeChannelNames.syncRead, args: z.tuple([syncPathSchema]) },
  syncWrite: {
    channel: invokeChannelNames.syncWrite,
    args: z.tuple([syncPathSchema, syncTextSchema]),
  },
  syncWatch: { channel: invokeChannelNames.syncWatch, args: z.tuple([]) },
  syncUnwatch: { channel: invokeChannelNames.syncUnwatch, args: z.tuple([]) },
} as const satisfies Record<
  Exclude<keyof Api, 'onMenuCommand' | 'pathForFile' | 'onOpenRequest' | 'onSyncChange'>,
  { channel: string; args: z.ZodTuple }
>

export type InvokeName = keyof typeof invokeChannels
