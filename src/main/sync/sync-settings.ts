// Sync settings (#24): the folder the user chose and whether sync runs, kept in
// userData/sync-settings.json on this device only (never in the sync folder). A missing or damaged
// file, or a damaged field, reads as its default: no folder, sync off.
import { isAbsolute } from 'node:path'
import { z } from 'zod'
import type { SyncSettings } from '@shared/ipc'
import { jsonText, readJsonFile, type WriteText } from '../json-store'
import { createSerialQueue } from '../serial-queue'

const folderSchema = z.string().min(1).max(4096).refine(isAbsolute)
const storedSchema = z.looseObject({})

export interface SyncSettingsStore {
  get(): Promise<SyncSettings>
  /** Stores a change; sync is never on without a folder. */
  update(change: Partial<SyncSettings>): Promise<SyncSettings>
}

/** The settings in `file` (userData/sync-settings.json), read once and then kept in memory. */
export function createSyncSettingsStore(file: string, writeFile: WriteText): SyncSettingsStore {
  const serial = createSerialQueue()
  let cached: SyncSettings | undefined

  const read = async (): Promise<SyncSettings> => {
    const stored: Record<string, unknown> = (await readJsonFile(file, storedSchema)) ?? {}
    const folder = folderSchema.safeParse(stored.folder)
    return {
      folder: folder.success ? folder.data : null,
      enabled: folder.success && stored.enabled === true,
    }
  }
  const get = async () => (cached ??= await read())

  return {
    get: () => (cached ? Promise.resolve(cached) : serial(get)),
    update: (change) =>
      serial(async () => {
        const merged = { ...(await get()), ...change }
        const next = { folder: merged.folder, enabled: merged.folder !== null && merged.enabled }
        await writeFile(file, jsonText(next))
        cached = next
        return next
      }),
  }
}
