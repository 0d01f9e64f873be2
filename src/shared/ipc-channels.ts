// Channel names of the IPC contract, without schemas. The sandboxed preload imports this file
// only, so it stays small and free of zod; src/shared/ipc.ts builds the validated table on top.

/** Invoke channels (renderer → main), one per request function of `Api`. */
export const invokeChannelNames = {
  getAppInfo: 'app:get-info',
  saveFile: 'file:save',
  openFile: 'file:open',
  setThemeSource: 'app:set-theme-source',
  setLocale: 'app:set-locale',
  exportFile: 'files:export',
  importFile: 'files:import',
  importPath: 'files:import-path',
  recentFiles: 'files:recent',
  writeBackup: 'backup:write',
  listBackups: 'backup:list',
  readBackup: 'backup:read',
  getBackupSettings: 'backup:get-settings',
  setBackupSettings: 'backup:set-settings',
  chooseBackupFolder: 'backup:choose-folder',
  printCharacter: 'print:character',
  printBlank: 'print:blank',
  printRoster: 'print:roster',
  printJournal: 'print:journal',
  takeOpenRequests: 'files:take-open-requests',
  printPdf: 'print:pdf',
  getUpdateSettings: 'updates:get-settings',
  setUpdateSettings: 'updates:set-settings',
  printPartyPacket: 'print:party-packet',
  getSyncSettings: 'sync:get-settings',
  chooseSyncFolder: 'sync:choose-folder',
  setSyncEnabled: 'sync:set-enabled',
  forgetSyncFolder: 'sync:forget-folder',
  syncDevice: 'sync:device',
  syncList: 'sync:list',
  syncRead: 'sync:read',
  syncWrite: 'sync:write',
  syncWatch: 'sync:watch',
  syncUnwatch: 'sync:unwatch',
} as const

/** Event channel (main → renderer). */
export const menuCommandChannel = 'menu:command'

/**
 * Event channel (main → renderer), without arguments: the OS asked to open files (#22). The
 * renderer then takes the waiting paths with takeOpenRequests.
 */
export const openRequestChannel = 'files:open-requested'

/**
 * Event channel (main → renderer) (#24): the files of the sync folder that another writer added or
 * changed, as `table/name` paths, batched; sent only to the page that asked to watch (syncWatch).
 */
export const syncChangedChannel = 'sync:changed'

/** Most paths one sync:changed event carries; main sends a longer batch in several events. */
export const maxSyncChangedPaths = 1000

/** True for what a sync:changed event may carry: a list of path strings. */
export function isSyncChangedPaths(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= maxSyncChangedPaths &&
    value.every((path) => typeof path === 'string' && path.length <= 300)
  )
}

/** Commands the application menu sends to the renderer. */
export const menuCommands = [
  'new-character',
  'undo',
  'redo',
  'open-settings',
  'import',
  'export',
  'backup-now',
  'print',
] as const
export type MenuCommand = (typeof menuCommands)[number]

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (menuCommands as readonly string[]).includes(value)
}

/**
 * Largest Quillkeep file, in bytes: what import reads (checked before reading) and what export and
 * backups write (checked before writing), so whatever Quillkeep writes, it can import. 500 MiB is
 * over ten times a 10,000-entry campaign (about 30 MB) and still fits one JavaScript string
 * (V8's limit is just under 512 MiB).
 */
export const maxFileBytes = 500 * 1024 * 1024
