// The checks the file-check worker runs: an import file (safe JSON, every record's schema, every
// character by its system) or a backup about to be written. A 23 MB, 10,000-entry backup takes
// 0.1-0.25 s in Node here (JSON.parse alone 43 ms); in the worker the window stays responsive.
import { isEmptyBundle } from '@shared/backup-contents'
import { checkBackupText, parseFile, type FileProblem, type ParsedFile } from '@shared/files'

/** A file to check; `locale` is the page's, for the problems' wording (worker-locale.ts). */
export type FileCheckRequest = {
  id: number
  kind: 'import' | 'backup'
  text: string
  locale?: string
}

/** What writing a backup needs to know; the records stay in the worker. */
export type BackupVerdict =
  { ok: true; empty: boolean; problems: FileProblem[] } | { ok: false; message: string }

export type FileCheckReply =
  | { id: number; kind: 'import'; parsed: ParsedFile }
  | { id: number; kind: 'backup'; verdict: BackupVerdict }

export function backupVerdict(text: string): BackupVerdict {
  const check = checkBackupText(text)
  if (!check.ok) return check
  return {
    ok: true,
    empty: check.parsed.ok ? isEmptyBundle(check.parsed.bundle) : false,
    problems: check.problems,
  }
}

export function answer(request: FileCheckRequest): FileCheckReply {
  return request.kind === 'import'
    ? { id: request.id, kind: 'import', parsed: parseFile(request.text) }
    : { id: request.id, kind: 'backup', verdict: backupVerdict(request.text) }
}
