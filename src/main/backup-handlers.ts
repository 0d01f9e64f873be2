// IPC handlers for automatic backups: write (validated, then rotated), list, read, settings and
// choosing the folder.
import { parseFile } from '@shared/files'
import type { BackupSettingsPatch, WriteBackupRequest } from '@shared/ipc'
import type { BackupSettingsStore } from './backup-settings'
import { listBackups, readBackupFile, writeBackupFile } from './backups'
import { chooseOpenPath, type DialogHost } from './dialogs'
import { describeProblems } from './import-export'
import type { InvokeHandlers } from './ipc-handlers'
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
    writeBackup: async (request: WriteBackupRequest) => {
      const parsed = parseFile(request.content)
      if (!parsed.ok) {
        throw new Error(
          `Not a valid Quillkeep backup, so no backup was written: ${describeProblems(parsed.problems)}`,
        )
      }
      if (parsed.kind !== 'backup') {
        throw new Error(
          `Only a full backup can be written to the backup folder, not a ${parsed.kind} file.`,
        )
      }
      return serial(async () => {
        const { folder, keep } = await settings.get()
        return writeBackupFile({
          folder,
          keep,
          content: request.content,
          reason: request.reason,
          now: options.now(),
          writeFile: options.writeFile,
        })
      })
    },

    listBackups: async () => listBackups((await settings.get()).folder),

    readBackup: async (name: string) => readBackupFile((await settings.get()).folder, name),

    getBackupSettings: () => settings.get(),

    setBackupSettings: (patch: BackupSettingsPatch) => settings.update(patch),

    chooseBackupFolder: async () => {
      const current = await settings.get()
      const folder = await chooseOpenPath(options, {
        title: 'Backup folder',
        defaultPath: current.folder,
        properties: ['openDirectory', 'createDirectory'],
      })
      return folder === null ? null : settings.setFolder(folder)
    },
  }
}
