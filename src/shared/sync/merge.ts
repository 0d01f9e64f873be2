// Deciding what an incoming version of a record does (#24). Pure: the device's state for one
// record in, the new state out. The same inputs give the same result on every device, so devices
// that have seen the same versions hold the same current version and the same pending conflicts.
//
// Rules, for an incoming version V (from the record's file, or from a sync engine's conflict copy):
// (a) V is known (our current, a pending conflict, or in the history of either) → ignored: a
//     duplicate, a late arrival or an old copy restored from a backup never wins;
// (b) V descends from our current (our current is V's base or in V's history) → applied;
// (c) otherwise V is concurrent → a conflict. Both are kept: the higher revision is current, the
//     other waits for review. A deletion is a version like any other (a tombstone).
// Any pending conflict that V descends from is settled by V: V's author saw it.
import { fileHistoryLimit, type SyncHeader } from './record-file'

/** One version of a record: its header (revisions in text form, which sorts) and its body. */
export interface Version<B> {
  revision: string
  base: string | null
  history: string[]
  deleted: boolean
  /** The record (null for a tombstone). */
  body: B | null
}

/** What a device keeps per record. */
export interface RecordState<B> {
  /** The version the device shows; null before the record exists here. */
  current: Version<B> | null
  /** The revision last written to or read from the record's file in the folder. */
  synced: string | null
  /** Revisions this device has seen of the record (older than the file's history reaches). */
  seen: string[]
  /** Versions concurrent with current, kept until the user reviews them; by revision. */
  conflicts: Version<B>[]
}

export type Outcome = 'ignored' | 'applied' | 'conflict'

/** Revisions a device remembers per record, beyond the file's history. */
const seenLimit = 500

export function emptyState<B>(): RecordState<B> {
  return { current: null, synced: null, seen: [], conflicts: [] }
}

export function versionOf<B>(header: SyncHeader, body: B | null): Version<B> {
  const { revision, base, history, deleted } = header
  return { revision, base, history, deleted, body: deleted ? null : body }
}

function ancestry(version: Version<unknown>): ReadonlySet<string> {
  return new Set(version.base === null ? version.history : [version.base, ...version.history])
}

function remember(seen: readonly string[], ...revisions: (string | null | undefined)[]): string[] {
  const added = revisions.filter((r): r is string => typeof r === 'string' && !seen.includes(r))
  return [...added, ...seen].slice(0, seenLimit)
}

/** True when the device already has `revision` (current, pending, or an ancestor of either). */
function isKnown(state: RecordState<unknown>, revision: string): boolean {
  const { current } = state
  if (current && (current.revision === revision || ancestry(current).has(revision))) return true
  if (state.seen.includes(revision)) return true
  return state.conflicts.some((c) => c.revision === revision || ancestry(c).has(revision))
}

const byRevision = (a: Version<unknown>, b: Version<unknown>) =>
  a.revision < b.revision ? -1 : a.revision > b.revision ? 1 : 0

/**
 * What `incoming` does to `state`. `asConflict` (a sync engine's conflict copy) never applies
 * silently: unless known, it waits for review.
 */
export function receiveVersion<B>(
  state: RecordState<B>,
  incoming: Version<B>,
  asConflict = false,
): { state: RecordState<B>; outcome: Outcome } {
  if (isKnown(state, incoming.revision)) return { state, outcome: 'ignored' }
  const seen = ancestry(incoming)
  // Pending conflicts that the incoming version saw are settled by it.
  const conflicts = state.conflicts.filter((c) => !seen.has(c.revision))
  const current = state.current
  const remembered = remember(state.seen, ...state.conflicts.map((c) => c.revision))
  if (!asConflict && (current === null || seen.has(current.revision))) {
    return {
      state: {
        ...state,
        current: incoming,
        seen: remember(remembered, current?.revision),
        conflicts,
      },
      outcome: 'applied',
    }
  }
  // Concurrent: the higher revision is current, the other waits for review.
  if (current !== null && !asConflict && incoming.revision > current.revision) {
    return {
      state: {
        ...state,
        current: incoming,
        seen: remembered,
        conflicts: [...conflicts, current].sort(byRevision),
      },
      outcome: 'conflict',
    }
  }
  return {
    state: { ...state, seen: remembered, conflicts: [...conflicts, incoming].sort(byRevision) },
    outcome: 'conflict',
  }
}

/** History of a new version made from `parents`, newest first, bounded as a file holds it. */
function historyFrom(parents: readonly Version<unknown>[]): string[] {
  // The parents first (the first is the base), then their histories: the bound cuts the oldest.
  const all = [...parents.map((p) => p.revision), ...parents.flatMap((p) => p.history)]
  return [...new Set(all)].slice(0, fileHistoryLimit)
}

/** A local edit (or deletion, body null) committed at `revision` (from hlc.tick). */
export function localEdit<B>(
  state: RecordState<B>,
  body: B | null,
  revision: string,
): RecordState<B> {
  const parent = state.current
  const version: Version<B> = {
    revision,
    base: parent?.revision ?? null,
    history: parent ? historyFrom([parent]) : [],
    deleted: body === null,
    body,
  }
  return { ...state, current: version, seen: remember(state.seen, parent?.revision) }
}

export type Resolution = 'mine' | 'theirs' | 'both'

/**
 * Settles the pending conflict `conflictRevision` at `revision` (from hlc.tick): a new version
 * that descends from both, so that no device sees either as concurrent again. 'mine' keeps the
 * current body, 'theirs' the conflict's, 'both' keeps the current body and returns the conflict's
 * as `copy`, for the caller to store as a new record with a fresh id.
 */
export function resolveConflict<B>(
  state: RecordState<B>,
  conflictRevision: string,
  choice: Resolution,
  revision: string,
): { state: RecordState<B>; copy: B | null } | undefined {
  const current = state.current
  const conflict = state.conflicts.find((c) => c.revision === conflictRevision)
  if (!conflict) return undefined
  // A conflict copy of a record this device never had: "mine" is nothing.
  const kept = choice === 'theirs' || !current ? conflict : current
  const version: Version<B> = {
    revision,
    base: (current ?? conflict).revision,
    history: historyFrom(current ? [current, conflict] : [conflict]),
    deleted: kept.deleted,
    body: kept.body,
  }
  return {
    state: {
      ...state,
      current: version,
      seen: remember(state.seen, current?.revision, conflict.revision),
      conflicts: state.conflicts.filter((c) => c !== conflict),
    },
    copy: choice === 'both' && current ? conflict.body : null,
  }
}
