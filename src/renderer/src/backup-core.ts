// What the backup worker (backup.worker.ts) does for a full backup, off the page: read every record
// through its own database connection (or take the bundle it was given), write the envelope's
// text, and for the browser's backup store check it as import checks a file (the app never writes
// a backup it would refuse to read) and gzip it with the platform's CompressionStream. Where there
// are no workers, backup.ts runs the same code in the page.
import { buildEnvelope, serializeEnvelope, type Bundle, type FileProblem } from '@shared/files'
import { readFullBundle } from './db/backup-source'
import { QuillkeepDatabase } from './db/database'
import { backupVerdict } from './file-check-core'
import { gzipText } from './backup-gzip'
import { messageOf } from '@shared/errors'
import { text as say } from '@shared/text'

/** The envelope's `app` and `exportedAt`, decided by the page. */
export interface BackupMeta {
  app: string
  exportedAt: string
}

/**
 * `text` for the desktop app (main checks the text and writes the file); `gzip` for the browser's
 * backup store, checked here first.
 */
export type BackupForm = 'text' | 'gzip'

/** Where the records come from: the app's database by name, or a bundle read already. */
type BackupSource = { kind: 'database'; name: string } | { kind: 'bundle'; bundle: Bundle }

export interface BackupRequest {
  source: BackupSource
  meta: BackupMeta
  form: BackupForm
  /** The page's locale, for the problems' wording (worker-locale.ts). */
  locale?: string
}

/** A backup's text, gzip-compressed, checked as import checks a file. */
export interface CompressedBackupText {
  gzip: ArrayBuffer
  /** Bytes of the text (UTF-8): the size of the file it restores. */
  textBytes: number
  /** Holds no characters, campaigns, journal entries or encounters (isEmptyBundle). */
  empty: boolean
  /** Records saved as they are although import would refuse them. */
  problems: FileProblem[]
}

/** What the page receives: the text, or the compressed backup; never the records. */
export type BuiltBackup =
  | { ok: true; form: 'text'; text: string }
  | ({ ok: true; form: 'gzip' } & CompressedBackupText)
  | { ok: false; message: string }

/** The backup's text in the requested form; see BackupForm. */
async function buildBackup(
  bundle: Bundle,
  meta: BackupMeta,
  form: BackupForm,
): Promise<BuiltBackup> {
  const text = serializeEnvelope(buildEnvelope('backup', bundle, meta))
  if (form === 'text') return { ok: true, form, text }
  // The same check the page ran before writing a browser backup: the text as import reads it.
  const verdict = backupVerdict(text)
  if (!verdict.ok) return verdict
  const { gzip, textBytes } = await gzipText(text)
  return { ok: true, form, gzip, textBytes, empty: verdict.empty, problems: verdict.problems }
}

/** Reads every record through a connection of its own, closed when done. */
async function readDatabase(name: string): Promise<Bundle> {
  const db = new QuillkeepDatabase(name)
  try {
    return await readFullBundle(db)
  } finally {
    db.close()
  }
}

/** Answers one request; a failure comes back as a message, never as a thrown error. */
export async function answerBackup(request: BackupRequest): Promise<BuiltBackup> {
  try {
    const { source } = request
    const bundle = source.kind === 'bundle' ? source.bundle : await readDatabase(source.name)
    return await buildBackup(bundle, request.meta, request.form)
  } catch (error) {
    return {
      ok: false,
      message: say('file.backupNotBuilt', { error: messageOf(error) }),
    }
  }
}
