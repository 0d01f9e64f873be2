// IPC handlers for automatic backups: write (validated, then rotated), list, read, settings and
// choosing the folder.
import { text } from './text'
import { isEmptyBundle } from '@shared/backup-contents'
import { checkBackupText } from '@shared/files'
import type { BackupSettingsPatch, WriteBackupRequest } from '@shared/ipc'
import type { BackupSettingsStore } from './backup-settings'
import { listBackups, readBackupFile, writeBackupFile } from './backups'
import { chooseOpenPath, type DialogHost } from './dialogs'
import type { InvokeHandlers } from './invoke-handlers'
import { createSerialQueue } from './serial-queue'

export interface BackupHandlerOptions extends DialogHost {
  settings: BackupSettingsStore
  writeFile: (path: string, data: string) => Promise<void>
  now: () => Date
}

export type BackupHandlers = Pick<
  InvokeHandlers,
  | 'writeBackup'
  | 'listBackups'
  | 'readBackup'
  | 'getBackupSettings'
  | 'setBackupSettings'
  | 'chooseBackupFolder'
>

export function createBackupHandlers(options: BackupHandlerOptions): BackupHandlers {
  const { settings } = options
  // One backup at a time: picking a free name and rotating must not interleave.
  const serial = createSerialQueue()

  return {
    // A backup is the last line of defence: the user's own records never stop it. It must be a
    // full-backup envelope; records inside that import would refuse are saved as they are and
    // listed in `unreadable` for the user to see.
    writeBackup: async (request: WriteBackupRequest) => {
      const check = checkBackupText(request.content)
      if (!check.ok) throw new Error(text('backup.notWritten', { reason: check.message }))
      const empty = check.parsed.ok && isEmptyBundle(check.parsed.bundle)
      return serial(async () => {
        const { folder, keep } = await settings.get()
        const written = await writeBackupFile({
          folder,
          keep,
          content: request.content,
          reason: request.reason,
          empty,
          now: options.now(),
          writeFile: options.writeFile,
        })
        return { ...written, unreadable: check.problems }
      })
    },

    listBackups: async () => listBackups((await settings.get()).folder),

    readBackup: async (name: string) => readBackupFile((await settings.get()).folder, name),

    getBackupSettings: () => settings.get(),

    setBackupSettings: (patch: BackupSettingsPatch) => settings.update(patch),

    chooseBackupFolder: async () => {
      const current = await settings.get()
      const folder = await chooseOpenPath(options, {
        title: text('files.backupFolderTitle'),
        defaultPath: current.folder,
        properties: ['openDirectory', 'createDirectory'],
      })
      return folder === null ? null : settings.setFolder(folder)
    },
  }
}
