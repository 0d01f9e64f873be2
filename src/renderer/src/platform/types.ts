import type {
  BackupInfo,
  BackupSettings,
  BackupSettingsPatch,
  FileFilter,
  MenuCommand,
  PrintJournalRequest,
  PrintPartyPacketRequest,
  PrintRosterRequest,
  RecentFile,
  ThemeSource,
  AppLocaleId,
  WriteBackupRequest,
  WrittenBackup,
  UpdateSettings,
  PrintPictureFile,
  SyncSettings,
} from '@shared/ipc'
import type { SyncFolder } from '@shared/sync/folder'

import type { CharacterRecord } from '@shared/records'
import type { PrintOptions } from '@renderer/print'
import type { CompressedBackupText } from '@renderer/backup-core'

export interface PickedFile {
  name: string
  content: string
}

/**
 * A full backup built, checked and gzip-compressed off the page (backup-core.ts): what the
 * browser's backup store keeps. The desktop app takes the text instead (WriteBackupRequest).
 */
export interface CompressedBackup extends CompressedBackupText {
  reason: WriteBackupRequest['reason']
}

/** Sync between devices through a folder (#24): what the sync service needs of the host. */
export interface PlatformSync {
  /** The folder chosen and whether sync is on (kept on this device only). */
  settings(): Promise<SyncSettings>
  /** The system's folder dialog; null when cancelled. Refuses the app's data or backup folder. */
  chooseFolder(): Promise<SyncSettings | null>
  /** On (refused without a folder) or off. */
  setEnabled(enabled: boolean): Promise<SyncSettings>
  /** Forgets the folder and turns sync off. */
  forget(): Promise<SyncSettings>
  /** This device's id for sync revisions. */
  device(): Promise<string>
  /**
   * The chosen folder for the sync engine: the same object on every call (on the web, until the
   * folder is chosen again or forgotten; the old one then refuses and stops watching).
   */
  folder(): SyncFolder
  /**
   * The web only: whether the page may use the chosen folder now, without asking ('granted' when
   * no folder is chosen). After a reload a browser usually answers 'prompt': sync waits until the
   * user allows it again through requestPermission.
   */
  permission?(): Promise<'granted' | 'prompt' | 'denied'>
  /** The web only: asks the user to allow the folder again; call it in a click's handler. */
  requestPermission?(): Promise<boolean>
}

export type DataLocation = { kind: 'folder'; path: string } | { kind: 'browser'; origin: string }

/** What the renderer needs from its host: the desktop shell or a plain browser. */
export interface Platform {
  kind: 'electron' | 'web'
  /** Where the app's data lives: a folder on the desktop, or the browser's storage. */
  dataLocation(): Promise<DataLocation>
  /** The user's languages, most preferred first (app.getLocale() on the desktop). */
  systemLanguages(): Promise<readonly string[]>
  appVersion(): Promise<string>
  /** Saves a file; false when the user cancelled. */
  saveFile(
    suggestedName: string,
    content: string | Uint8Array,
    filters: FileFilter[],
  ): Promise<boolean>
  /** Lets the user pick a file and returns its text; null when cancelled. */
  openFile(filters: FileFilter[]): Promise<PickedFile | null>
  setThemeSource(source: ThemeSource): Promise<void>
  /** Tells the desktop app the language shown (its menus and dialogs follow); nothing on the web. */
  setLocale(locale: AppLocaleId): Promise<void>
  onMenuCommand(listener: (command: MenuCommand) => void): () => void

  /** Saves a Quillkeep file (export); false when cancelled. */
  exportFile(suggestedName: string, content: string): Promise<boolean>
  /** Lets the user pick a Quillkeep file to import; null when cancelled. */
  importFile(): Promise<PickedFile | null>
  /** Reads a file dropped on the window. */
  readDroppedFile(file: File): Promise<PickedFile>
  recentFiles(): Promise<RecentFile[]>
  /** Re-reads a recent file by path (desktop only). */
  importRecent(path: string): Promise<PickedFile>
  /**
   * Writes a full backup: its text, which is checked before it is written (desktop: by main), or
   * on the web a backup compressed and checked already (see CompressedBackup).
   */
  writeBackup(request: WriteBackupRequest | CompressedBackup): Promise<WrittenBackup>
  listBackups(): Promise<BackupInfo[]>
  readBackup(name: string): Promise<string>
  getBackupSettings(): Promise<BackupSettings>
  setBackupSettings(patch: BackupSettingsPatch): Promise<BackupSettings>
  /**
   * Saves a character's printed sheet. `pdf` is the sheet rendered in the page for the preview;
   * the desktop app renders it again in main from the validated record and saves it there.
   */
  savePrintedCharacter(
    record: CharacterRecord,
    options: PrintOptions,
    pdf: Uint8Array,
    /** The house rules in effect for the character (its campaign's, else the app's). */
    houseRules?: Record<string, number | boolean>,
    /** The character's portrait (print-pictures.ts), for the desktop app's render in main. */
    pictures?: PrintPictureFile[],
  ): Promise<boolean>
  savePrintedBlank(system: string, options: PrintOptions, pdf: Uint8Array): Promise<boolean>
  /** Saves a party roster; the desktop app renders it again in main from validated records. */
  savePrintedRoster(request: PrintRosterRequest, pdf: Uint8Array): Promise<boolean>
  /** Saves a journal print-out; the desktop app renders it again in main. */
  savePrintedJournal(request: PrintJournalRequest, pdf: Uint8Array): Promise<boolean>
  /**
   * Saves a party packet (roster and every sheet); the desktop app renders it again in main from
   * validated records, the web build saves the PDF rendered in the page.
   */
  savePrintedPacket(request: PrintPartyPacketRequest, pdf: Uint8Array): Promise<boolean>
  /** Null when cancelled, or when the platform has no folders to choose (web). */
  chooseBackupFolder(): Promise<BackupSettings | null>
  /**
   * Files the OS asked the desktop app to open (double-click, command line, Open Recent), each
   * once, oldest first; none on the web (a drop on the window does the same there).
   */
  takeOpenRequests(): Promise<string[]>
  /** Subscribes to "files wait to be opened"; returns an unsubscribe function. */
  onOpenRequest(listener: () => void): () => void
  /** Prints a PDF through the OS print dialog; false when the user cancelled. */
  printPdf(pdf: Uint8Array): Promise<boolean>
  /**
   * Whether the desktop app checks GitHub for a new version (off by default); null where there is
   * nothing to check (web: the page is updated with the site).
   */
  getUpdateSettings(): Promise<UpdateSettings | null>
  setUpdateSettings(settings: UpdateSettings): Promise<UpdateSettings>
  /**
   * Sync through a folder: the desktop app's, or the web build's where the browser has the File
   * System Access API (web-sync.ts); undefined elsewhere (sync is desktop-only there).
   */
  sync?: PlatformSync
}
