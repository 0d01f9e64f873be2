// Builds full backups off the page: a Web Worker (backup.worker.ts) reads the records through its
// own database connection, writes the text and, for the browser, checks and compresses it; the page
// receives the text (desktop) or the compressed bytes (browser), never the records. At 10,000
// journal entries that is about 30 MB of JSON that would otherwise block the window for a quarter
// of a second. Where there are no workers (unit tests), or the worker cannot start, the same code
// runs in the page.
import type { Bundle } from '@shared/files'
import { currentLocale } from './i18n'
import { openedDatabaseName, pageFullBundle } from './db/backup-source'
import type { BackupForm, BackupMeta, BackupRequest, BuiltBackup } from './backup-core'

export type { BackupForm, BackupMeta, BuiltBackup } from './backup-core'

/** The app's database as it is now, or records read already (the backup before an upgrade). */
export type FullBackupSource = { kind: 'database' } | { kind: 'bundle'; bundle: Bundle }

async function inPage(
  source: FullBackupSource,
  meta: BackupMeta,
  form: BackupForm,
): Promise<BuiltBackup> {
  const { answerBackup } = await import('./backup-core')
  const bundle = source.kind === 'bundle' ? source.bundle : await pageFullBundle()
  return answerBackup({ source: { kind: 'bundle', bundle }, meta, form })
}

/** One worker per backup, ended once it answered. Null when it could not start or stopped. */
function inWorker(request: BackupRequest): Promise<BuiltBackup | null> {
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./backup.worker.ts', import.meta.url), {
        type: 'module',
        name: 'backup',
      })
    } catch (error) {
      console.warn('The backup worker could not start', error)
      resolve(null)
      return
    }
    const end = (built: BuiltBackup | null) => {
      worker.terminate()
      resolve(built)
    }
    worker.addEventListener('message', (event: MessageEvent<BuiltBackup>) => end(event.data))
    worker.addEventListener('messageerror', () => end(null))
    worker.addEventListener('error', (event) => {
      console.warn('The backup worker stopped', event.message)
      end(null)
    })
    worker.postMessage(request)
  })
}

async function build(
  source: FullBackupSource,
  meta: BackupMeta,
  form: BackupForm,
): Promise<BuiltBackup> {
  if (typeof Worker === 'undefined') return inPage(source, meta, form)
  const request: BackupRequest = {
    source:
      source.kind === 'database' ? { kind: 'database', name: await openedDatabaseName() } : source,
    meta,
    form,
    locale: currentLocale(),
  }
  const built = await inWorker(request)
  if (built) return built
  console.warn('The backup is built in the page: its worker did not answer.')
  return inPage(source, meta, form)
}

// One backup at a time: two at once would only double the memory and finish no sooner.
let queue: Promise<unknown> = Promise.resolve()

/**
 * A full backup's text (`text`) or, checked as import checks a file, its gzip-compressed bytes
 * (`gzip`). A backup that cannot be built or would not read back comes back with `ok: false` and
 * the reason.
 */
export function buildFullBackup(
  source: FullBackupSource,
  meta: BackupMeta,
  form: BackupForm,
): Promise<BuiltBackup> {
  const run = queue.then(() => build(source, meta, form))
  queue = run.catch(() => undefined)
  return run
}
