// What the backup worker (backup.worker.ts) does for a full backup, off the page: read every record
// through its own database connection (or take the bundle it was given), write the envelope's
// text, and for the browser's backup store check it as import checks a file (the app never writes
// a backup it would refuse to read) and gzip it with the platform's CompressionStream. Where there
// are no workers, backup.ts runs the same code in the page.
import {
  buildEnvelope,
  pictureChecker,
  serializeEnvelope,
  serializeEnvelopeAround,
  serializePicture,
  type Bundle,
  type FileProblem,
} from '@shared/files'
import type { PictureFile } from '@shared/records'
import { readFullRecords } from './db/backup-source'
import { QuillkeepDatabase } from './db/database'
import { inFileOrder, pictureAsFile } from './db/picture-files'
import { backupVerdict } from './file-check-core'
import { gzipText, gzipTextParts } from './backup-gzip'
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

/** A backup's pictures, made one at a time as they are written (a file's, or stored Blobs). */
interface PictureSource {
  count: number
  at(index: number): Promise<PictureFile>
}

/**
 * The backup's text in the requested form; see BackupForm. With pictures, the text is written
 * around them (serializeEnvelopeAround), one picture at a time: for the browser's store, each is
 * checked as import checks it and compressed before the next is read, so the worker never holds
 * the pictures' text, or the whole text, at once.
 */
async function buildBackup(
  records: Bundle,
  pictures: PictureSource,
  meta: BackupMeta,
  form: BackupForm,
): Promise<BuiltBackup> {
  const envelope = buildEnvelope('backup', records, meta)
  if (pictures.count === 0) {
    const text = serializeEnvelope(envelope)
    if (form === 'text') return { ok: true, form, text }
    // The same check the page ran before writing a browser backup: the text as import reads it.
    const verdict = backupVerdict(text)
    if (!verdict.ok) return verdict
    const { gzip, textBytes } = await gzipText(text)
    return { ok: true, form, gzip, textBytes, empty: verdict.empty, problems: verdict.problems }
  }
  const { head, tail } = serializeEnvelopeAround(envelope)
  if (form === 'text') {
    // The desktop app hands main one text (main checks it and writes the file).
    const parts = [head]
    for (let i = 0; i < pictures.count; i++) parts.push(serializePicture(await pictures.at(i), i))
    parts.push(tail)
    return { ok: true, form, text: parts.join('') }
  }
  // The records, checked as import reads them (with an empty pictures list), then each picture.
  const verdict = backupVerdict(head + tail)
  if (!verdict.ok) return verdict
  const problems = [...verdict.problems]
  const check = pictureChecker()
  async function* parts(): AsyncGenerator<string> {
    yield head
    for (let i = 0; i < pictures.count; i++) {
      const picture = await pictures.at(i)
      const problem = check(picture, i)
      if (problem) problems.push(problem)
      yield serializePicture(picture, i)
    }
    yield tail
  }
  const { gzip, textBytes } = await gzipTextParts(parts())
  return { ok: true, form, gzip, textBytes, empty: verdict.empty, problems }
}

/** Reads every record through a connection of its own, closed when done. */
async function readDatabase(name: string): Promise<{ records: Bundle; pictures: PictureSource }> {
  const db = new QuillkeepDatabase(name)
  try {
    const { records, images } = await readFullRecords(db)
    const ordered = inFileOrder(images)
    return { records, pictures: { count: ordered.length, at: (i) => pictureAsFile(ordered[i]!) } }
  } finally {
    db.close()
  }
}

/** A bundle read already: its pictures, as they are. */
function fromBundle(bundle: Bundle): { records: Bundle; pictures: PictureSource } {
  const { pictures = [], ...records } = bundle
  return { records, pictures: { count: pictures.length, at: (i) => Promise.resolve(pictures[i]!) } }
}

/** Answers one request; a failure comes back as a message, never as a thrown error. */
export async function answerBackup(request: BackupRequest): Promise<BuiltBackup> {
  try {
    const { source } = request
    const { records, pictures } =
      source.kind === 'bundle' ? fromBundle(source.bundle) : await readDatabase(source.name)
    return await buildBackup(records, pictures, request.meta, request.form)
  } catch (error) {
    return {
      ok: false,
      message: say('file.backupNotBuilt', { error: messageOf(error) }),
    }
  }
}
