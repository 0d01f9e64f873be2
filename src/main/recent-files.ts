// Recent files: the last files imported or exported, newest first, kept in
// userData/recent-files.json. Reading never fails; a corrupt file starts the list afresh.
import { basename } from 'node:path'
import { z } from 'zod'
import type { RecentFile } from '@shared/ipc'
import { jsonText, readJsonFile, type WriteText } from './json-store'
import { createSerialQueue } from './serial-queue'

const maxRecentFiles = 10

const recentFileSchema = z.object({
  name: z.string().min(1).max(1000),
  path: z.string().min(1).max(4096),
  at: z.string().min(1).max(100),
})

// Entries are checked one by one, so one bad entry does not cost the others.
const storedSchema = z.object({ files: z.array(z.unknown()).max(1000) })

export interface RecentFilesOptions {
  /** userData/recent-files.json */
  file: string
  writeFile: WriteText
  now?: () => Date
}

export interface RecentFiles {
  list(): Promise<RecentFile[]>
  /** Moves `path` to the top of the list. */
  add(path: string): Promise<RecentFile[]>
  /** Empties the list (File › Open Recent › Clear Recent). */
  clear(): Promise<void>
}

export function createRecentFiles({
  file,
  writeFile,
  now = () => new Date(),
}: RecentFilesOptions): RecentFiles {
  const serial = createSerialQueue()

  const list = async (): Promise<RecentFile[]> => {
    const stored = await readJsonFile(file, storedSchema)
    const files: RecentFile[] = []
    for (const entry of stored?.files ?? []) {
      const parsed = recentFileSchema.safeParse(entry)
      if (parsed.success && !files.some((known) => known.path === parsed.data.path)) {
        files.push(parsed.data)
      }
    }
    return files.slice(0, maxRecentFiles)
  }

  return {
    list: () => serial(list),
    add: (path) =>
      serial(async () => {
        const entry: RecentFile = { name: basename(path), path, at: now().toISOString() }
        const files = [entry, ...(await list()).filter((known) => known.path !== path)].slice(
          0,
          maxRecentFiles,
        )
        await writeFile(file, jsonText({ files }))
        return files
      }),
    clear: () => serial(() => writeFile(file, jsonText({ files: [] }))),
  }
}
