// How the syncStates table (schema version 8) holds the sync engine's state per record (#24): what
// merge.ts's RecordState holds, but for current's body, which is the record itself in its own
// table. Device-private: never synced, backed up or exported.
import type { Version } from '@shared/sync/merge'
import type { SyncTable } from '@shared/sync/record-file'

/** Current's header: its revisions and tombstone mark, without the body. */
export interface StoredCurrent {
  revision: string
  base: string | null
  history: string[]
  deleted: boolean
  /**
   * A fingerprint of the body this version had (bodyFingerprint), to tell whether the record in
   * its table is still that body or was edited since; null for a tombstone, or when unknown.
   */
  fingerprint: string | null
}

export interface SyncStateRecord {
  /** `table/id`, as the engine names the record. */
  key: string
  table: SyncTable
  id: string
  current: StoredCurrent | null
  synced: string | null
  seen: string[]
  /** Versions waiting for review, with their bodies (these are in no table). */
  conflicts: Version<unknown>[]
  /** 1 while conflicts wait for review, else 0 (indexed: IndexedDB does not index booleans). */
  conflicted: 0 | 1
}

/** A kept revision of a record in the recordHistory table (schema version 9, record-history.ts). */
export interface RecordHistoryRow {
  /** `table/id`, as the sync engine names the record. */
  key: string
  revision: string
  /** The revision's wall time (ms since 1970), from its text. */
  wall: number
  /** The device that made the revision. */
  device: string
  /** A tombstone: the record was deleted at this revision (body null). */
  deleted: boolean
  body: unknown
}

/** Sorted keys all the way down, so that key order does not change the text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort())
    out[key] = canonical((value as Record<string, unknown>)[key])
  return out
}

/**
 * A 53-bit hash (cyrb53) of the body's canonical JSON: enough to notice that a record changed,
 * without keeping a second copy of it.
 */
export function bodyFingerprint(body: unknown): string {
  const text = JSON.stringify(canonical(body)) ?? ''
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
