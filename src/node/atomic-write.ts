// Atomic file writes: write a temp file beside the target, fsync, then rename over the target.
// A reader (or a crash) sees either the old file or the new one, never half of each.
import { randomBytes } from 'node:crypto'
import { open, rename as fsRename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

export type RenameFunction = (from: string, to: string) => Promise<void>

export interface AtomicWriteOptions {
  /** Replaceable for tests that simulate a locked target (Windows virus scanners, indexers). */
  rename?: RenameFunction
  /** How many times to retry a rename that failed with EPERM, EBUSY or EACCES. */
  retries?: number
  /** First retry delay; doubles on each retry. */
  baseDelayMs?: number
  sleep?: (ms: number) => Promise<void>
}

const retryableCodes = new Set(['EPERM', 'EBUSY', 'EACCES'])

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function tempPathFor(targetPath: string): string {
  const suffix = randomBytes(6).toString('hex')
  return join(dirname(targetPath), `.${basename(targetPath)}.${suffix}.tmp`)
}

export async function writeFileAtomic(
  targetPath: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const rename = options.rename ?? fsRename
  const retries = options.retries ?? 5
  const baseDelayMs = options.baseDelayMs ?? 50
  const sleep = options.sleep ?? defaultSleep
  const tempPath = tempPathFor(targetPath)

  try {
    // 'wx' fails rather than follow a planted file or symlink at the temp path.
    const handle = await open(tempPath, 'wx')
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await renameWithRetry(rename, tempPath, targetPath, retries, baseDelayMs, sleep)
  } catch (error) {
    await unlink(tempPath).catch(() => undefined)
    throw error
  }
  await syncDirectory(dirname(targetPath))
}

async function renameWithRetry(
  rename: RenameFunction,
  from: string,
  to: string,
  retries: number,
  baseDelayMs: number,
  sleep: (ms: number) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to)
      return
    } catch (error) {
      if (attempt >= retries || !retryableCodes.has(errorCode(error))) throw error
      await sleep(baseDelayMs * 2 ** attempt)
    }
  }
}

/** Makes the rename itself durable on POSIX. Windows cannot open folders; skip quietly there. */
async function syncDirectory(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // Best effort only: the file content is already synced and renamed.
  }
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return String(error.code)
  }
  return ''
}
