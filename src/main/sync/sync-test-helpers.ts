// Two devices on one sync folder, for the sync engine's tests: each its own temp user data folder
// and its own in-memory store, sharing a real folder on disk.
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { sampleCharacter } from '@shared/file-fixtures'
import type { CharacterRecord } from '@shared/records'
import { SyncEngine, type SyncEvent } from '@shared/sync/engine'
import { MemorySyncStore } from '@shared/sync/memory-store'
import { deviceId } from './device'
import { nodeSyncFolder } from './node-folder'

export interface TestDevice {
  name: string
  engine: SyncEngine
  store: MemorySyncStore
  userData: string
  events: (SyncEvent & { at: number })[]
}

const made: string[] = []

export async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `quillkeep-${prefix}-`))
  made.push(folder)
  return folder
}

export async function removeTempFolders(): Promise<void> {
  await Promise.all(made.splice(0).map((f) => rm(f, { recursive: true, force: true })))
}

export async function device(
  name: string,
  folder: string,
  options: { quietMs?: number; start?: boolean } = {},
): Promise<TestDevice> {
  const userData = await tempFolder(`${name}-data`)
  const store = new MemorySyncStore()
  const events: TestDevice['events'] = []
  const engine = new SyncEngine({
    folder: nodeSyncFolder(folder),
    device: await deviceId(userData),
    store,
    app: 'Quillkeep 0.1.0',
    quietMs: options.quietMs ?? 20,
    settleMs: 20,
    onEvent: (event) => events.push({ ...event, at: performance.now() }),
  })
  if (options.start !== false) await engine.start()
  return { name, engine, store, userData, events }
}

export const heroId = '3f0c2a1e-8d4b-4f7a-9c55-1b2d3e4f5a6b'
export const heroPath = `characters/${heroId}.quillkeep`

export function hero(name: string, id = heroId): CharacterRecord {
  return { ...sampleCharacter('symbaroum', id), name }
}

/** A committed change on a device: the record stored, the engine told, the write done. */
export async function commit(d: TestDevice, record: CharacterRecord | null, id = heroId) {
  if (record) d.store.records.set(`characters/${id}`, record)
  else d.store.records.delete(`characters/${id}`)
  d.engine.recordChanged('characters', id)
  await d.engine.flush()
  await d.engine.idle()
}

export function nameOn(d: TestDevice, id = heroId): string | undefined {
  return (d.store.records.get(`characters/${id}`) as CharacterRecord | undefined)?.name
}

export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export const readText = (folder: string, path: string) => readFile(join(folder, path), 'utf8')

/** What a sync engine does when a file arrives: replaces it whole (temp file, rename). */
export async function arrive(folder: string, path: string, text: string, temp = '.arriving.tmp') {
  await mkdir(dirname(join(folder, path)), { recursive: true })
  await writeFile(join(folder, temp), text)
  await rename(join(folder, temp), join(folder, path))
}

/** Every file under `folder`, as `a/b` paths. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(folder.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
}
