// Backup settings (folder, how many to keep, hours between scheduled backups), kept in
// userData/backup-settings.json. Each stored field that is missing or invalid falls back to its
// default, so a corrupt file never stops backups.
import { text } from './text'
import { isAbsolute } from 'node:path'
import { z } from 'zod'
import {
  backupSettingsPatchSchema,
  type BackupSettings,
  type BackupSettingsPatch,
} from '@shared/ipc'
import { jsonText, readJsonFile, type WriteText } from './json-store'
import { createSerialQueue } from './serial-queue'

const defaultKeep = 10
const defaultIntervalHours = 24

const storedSchema = z.looseObject({})
const folderSchema = z.string().min(1).max(4096).refine(isAbsolute)
const fieldSchemas = backupSettingsPatchSchema.required().shape

export interface BackupSettingsOptions {
  /** userData/backup-settings.json */
  file: string
  /** userData/backups */
  defaultFolder: string
  writeFile: WriteText
}

export interface BackupSettingsStore {
  get(): Promise<BackupSettings>
  /** Applies a validated patch (keep, intervalHours) and stores the result. */
  update(patch: BackupSettingsPatch): Promise<BackupSettings>
  /** Stores a folder the user chose in the folder dialog. */
  setFolder(folder: string): Promise<BackupSettings>
}

export function createBackupSettingsStore({
  file,
  defaultFolder,
  writeFile,
}: BackupSettingsOptions): BackupSettingsStore {
  const serial = createSerialQueue()

  const get = async (): Promise<BackupSettings> => {
    const stored: Record<string, unknown> = (await readJsonFile(file, storedSchema)) ?? {}
    const pick = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
      const parsed = schema.safeParse(value)
      return parsed.success ? parsed.data : fallback
    }
    return {
      folder: pick(folderSchema, stored.folder, defaultFolder),
      keep: pick(fieldSchemas.keep, stored.keep, defaultKeep),
      intervalHours: pick(fieldSchemas.intervalHours, stored.intervalHours, defaultIntervalHours),
    }
  }

  const store = (change: Partial<BackupSettings>) =>
    serial(async () => {
      const given = Object.entries(change).filter(([, value]) => value !== undefined)
      const next: BackupSettings = { ...(await get()), ...Object.fromEntries(given) }
      await writeFile(file, jsonText(next))
      return next
    })

  return {
    get: () => serial(get),
    // Parsed again so a direct caller cannot store anything the IPC contract would refuse;
    // unknown keys (such as a folder) are dropped.
    update: async (patch) => store(backupSettingsPatchSchema.parse(patch)),
    setFolder: async (folder) => {
      if (!folderSchema.safeParse(folder).success) {
        throw new Error(text('backup.folderAbsolute'))
      }
      return store({ folder })
    },
  }
}
