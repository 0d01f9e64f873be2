// One record's file in the sync folder (#24): `characters/<id>.quillkeep` and so on, one per
// record. The file is the normal Quillkeep envelope (a backup holding exactly that one record, or
// for a picture exactly that one picture) with one more top-level field, `sync`: the table and id,
// this version's revision, the revision it was edited from, the record's recent history and
// whether it is a tombstone. Read exactly as an import reads a file, then the `sync` part checked.
// Pure TypeScript.
import { z } from 'zod'
import {
  buildEnvelope,
  formatPath,
  parseFile,
  serializeEnvelope,
  type Envelope,
  type ExportMeta,
  type FileProblem,
} from '../files'
import { fileLimits } from '../file-schemas'
import { imageHashSync } from '../images'
import { issueProblems, type PathProblem } from '../issue-messages'
import type { Bundle, PictureFile } from '../records'
import { parseJsonSafely } from '../safe-json'
import { text as say } from '../text'
import { parseRevision } from './hlc'

/** The tables mirrored into the folder, each its own subfolder. */
export const syncTables = ['characters', 'campaigns', 'journal', 'encounters', 'pictures'] as const
export type SyncTable = (typeof syncTables)[number]

/** Earlier revisions a file lists, newest first: enough to tell a descendant from a rival. */
export const fileHistoryLimit = 50

/** What `sync` says of the version a file holds. Revisions in their text form (hlc.ts). */
export interface SyncHeader {
  table: SyncTable
  id: string
  revision: string
  /** The revision this one was edited from; null for a new record. */
  base: string | null
  /** Earlier revisions of the record, newest first (at most fileHistoryLimit). */
  history: string[]
  /** A tombstone: the record was deleted, and the file holds no record. */
  deleted: boolean
}

/** A record file's content: its header, and the record (a PictureFile for a picture), or null. */
export interface RecordFile {
  header: SyncHeader
  record: unknown
}

export type RecordFileRead =
  { ok: true; file: RecordFile; migrated: string[] } | { ok: false; problems: FileProblem[] }

const extension = '.quillkeep'

/** Ids used as they are in a file name: lowercase, safe on every file system, no device names. */
const plainId = /^[a-z0-9][a-z0-9_-]{7,99}$/

/**
 * The file's path inside the sync folder, with `/` separators. An id that is not plain (case
 * that a Windows or macOS folder would fold, dots, slashes, very short names such as "con") is
 * named by its SHA-256 instead, so no id can leave its table's folder or collide with another.
 */
export function recordFilePath(table: SyncTable, id: string): string {
  const stem = plainId.test(id) ? id : `~${imageHashSync(new TextEncoder().encode(id))}`
  return `${table}/${stem}${extension}`
}

const revisionText = z
  .string()
  .max(60)
  .refine((value) => parseRevision(value) !== undefined, {
    error: () => say('sync.badRevision'),
  })

const headerSchema = z.strictObject({
  table: z.enum(syncTables),
  id: z.string().min(1).max(fileLimits.idLength),
  revision: revisionText,
  base: revisionText.nullable(),
  history: z.array(revisionText).max(fileHistoryLimit),
  deleted: z.boolean(),
})

/** The bundle keys for each table, and the bundle's other lists (which must be empty). */
const bundleKeyOf = {
  characters: 'characters',
  campaigns: 'campaigns',
  journal: 'journal',
  encounters: 'encounters',
  pictures: 'pictures',
} as const satisfies Record<SyncTable, keyof Bundle>
const bundleLists = [
  'characters',
  'campaigns',
  'journal',
  'settings',
  'rolls',
  'encounters',
  'pictures',
] as const satisfies readonly (keyof Bundle)[]

/**
 * The text of a record's file. `record` is the stored record (a PictureFile for the pictures
 * table), or null for a tombstone (header.deleted).
 */
export function serializeRecordFile(file: RecordFile, meta: ExportMeta): string {
  const { header, record } = file
  const bundle: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }
  if (!header.deleted) {
    const key = bundleKeyOf[header.table]
    ;(bundle as unknown as Record<string, unknown[]>)[key] = [record]
  }
  const envelope: Envelope & { sync: SyncHeader } = {
    ...buildEnvelope('backup', bundle, meta),
    sync: { ...header, history: header.history.slice(0, fileHistoryLimit) },
  }
  return serializeEnvelope(envelope)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Reads a record's file: the JSON safely (size, depth, prototype keys), the `sync` part, then the
 * envelope and its record exactly as an import reads them (parseFile), then that the file holds
 * the one record its header names and nothing else. `path` (inside the folder, `/` separators),
 * when given, must be the name recordFilePath gives that record. Never throws.
 */
export function readRecordFile(text: string, path?: string): RecordFileRead {
  const fail = (problems: PathProblem[]): RecordFileRead => ({
    ok: false,
    problems: problems.map((p) => ({ path: formatPath(p.path), message: p.message })),
  })
  const json = parseJsonSafely(text)
  if (!json.ok) return fail(json.problems)
  const root = json.value
  if (!isPlainObject(root) || !('sync' in root)) {
    return fail([{ path: ['sync'], message: say('sync.notSyncFile') }])
  }
  const parsedHeader = headerSchema.safeParse(root.sync)
  if (!parsedHeader.success) {
    return fail(issueProblems(parsedHeader.error.issues, headerSchema, root.sync, ['sync']))
  }
  const header = parsedHeader.data
  const headerProblem = historyProblem(header)
  if (headerProblem) return fail([headerProblem])
  if (path !== undefined) {
    const expected = recordFilePath(header.table, header.id)
    if (path !== expected) return fail([{ path: [], message: say('sync.wrongName', { expected }) }])
  }
  // The envelope schema strips keys it does not know (the `sync` part); sync.test.ts pins this.
  const parsed = parseFile(text)
  if (!parsed.ok) return parsed
  if (parsed.kind !== 'backup') {
    return fail([{ path: ['format'], message: say('sync.notBackup') }])
  }
  const key = bundleKeyOf[header.table]
  const problems: PathProblem[] = []
  for (const list of bundleLists) {
    const count = parsed.bundle[list]?.length ?? 0
    const allowed = !header.deleted && list === key ? 1 : 0
    if (count !== allowed) {
      problems.push({
        path: ['data', list],
        message: header.deleted
          ? say('sync.tombstoneHolds', { count })
          : list === key
            ? say('sync.oneRecord', { count })
            : say('sync.nothingElse', { count }),
      })
    }
  }
  if (problems.length > 0) return fail(problems)
  if (header.deleted) return { ok: true, file: { header, record: null }, migrated: [] }
  const record = (parsed.bundle[key] as unknown[])[0]
  const recordId =
    header.table === 'pictures' ? (record as PictureFile).hash : (record as { id: string }).id
  if (recordId !== header.id) {
    return fail([
      {
        path: ['data', key, 0, header.table === 'pictures' ? 'hash' : 'id'],
        message: say('sync.idMismatch', {
          expected: JSON.stringify(header.id),
          got: JSON.stringify(recordId),
        }),
      },
    ])
  }
  return { ok: true, file: { header, record }, migrated: parsed.migrated }
}

/** The history lists earlier revisions: its parent first, never the revision itself. */
function historyProblem(header: SyncHeader): PathProblem | undefined {
  if (header.history.includes(header.revision)) {
    return { path: ['sync', 'history'], message: say('sync.ownRevisionInHistory') }
  }
  if (header.base !== null && header.history[0] !== header.base) {
    return { path: ['sync', 'base'], message: say('sync.baseNotInHistory') }
  }
  return undefined
}
