// The journal search host: one JournalIndex per campaign, loaded from the searchIndexes table and
// reconciled with the journal, kept current by change notices and saved back a little after the
// last change. Runs as a module Web Worker with its own connection to the database (search.ts
// starts it); where there are no workers, search.ts runs the same SearchHost in the page.
import { QuillkeepDatabase } from '../db/database'
import { searchIndexRepo } from '../db/search-index-repo'
import type { JournalRecord } from '@shared/records'
import { snapshotBytes } from './search-snapshot'
import {
  JournalIndex,
  packRecord,
  unpackRecord,
  type LoadReport,
  type SearchQuery,
  type SearchResult,
} from './search-core'
import { messageOf } from '@shared/errors'

export interface SearchProgress {
  campaignId: string
  done: number
  total: number
}

/** What a warm-up did, and how long it took. */
export interface WarmReport extends LoadReport {
  campaignId: string
  ms: number
}

export interface SearchHostOptions {
  /** The database to read entries from and save indexes to. */
  open: () => Promise<QuillkeepDatabase>
  onProgress?: (progress: SearchProgress) => void
  /** Writes an index out this long after the last search or change (ms). */
  saveDelayMs?: number
  /**
   * An index is written out once this many of its entries changed since it was last saved, or
   * this share of its entries if more (see `compactAfter`). Below that, a load re-indexes the
   * changed entries from the journal instead (their updatedAt differs from the saved one).
   */
  compactAfter?: { entries: number; share: number }
  /**
   * A write-out (and taking the written index back in) runs in slices of about this many
   * milliseconds (default 8), searches running between them: a search waits one slice at most.
   */
  sliceMs?: number
  /** Terms per slice instead of a time (tests). */
  sliceTerms?: number
}

/**
 * One edit persists nothing but the entry itself: the saved index plus the journal's
 * (id, updatedAt) keys are the log, and a load re-indexes what differs. The index is written out
 * again only after 200 changed entries or 2% of the entries, whichever is more: at 10,000 entries
 * that is one write per 200 edits, 0.5% of the index per edit on average.
 */
export const defaultCompactAfter = { entries: 200, share: 0.02 }

interface CampaignSlot {
  index: JournalIndex
  /** Every operation on the index runs in order on this chain. */
  queue: Promise<unknown>
  /** The saved index restored (or found missing or unusable). */
  restored: Promise<void>
  /** Reconciled with the journal: resolves when the index can answer. Null until asked. */
  ready: Promise<WarmReport> | null
  /** Written out in slices now: changes wait in `deferred` until it ends. */
  compacting: boolean
  deferred: Set<string>
  /** An import is writing to this campaign and has not ended yet (its entries are indexed). */
  importing: boolean
  /** Imports begun on this slot (a write-out begun before one does not clear `writeOut`). */
  imports: number
  /** Why the restore found nothing usable (for the warm report). */
  rebuilt: boolean
  /** updatedAt of entries indexed from an import, until its change notice comes. */
  imported: Map<string, string>
  /** Write the index out whatever the amount changed (after an import). */
  writeOut: boolean
}

/** How far before a saved index's newest revision a load looks for changed entries. */
const clockMarginMs = 10 * 60_000

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now())
const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
/** Terms a sliced job handles between two looks at the clock (about 0.1–0.5 ms of work). */
const termsPerCheck = 200

export class SearchHost {
  private readonly campaigns = new Map<string, CampaignSlot>()
  private saveTimer: ReturnType<typeof setTimeout> | null = null
  private db: Promise<QuillkeepDatabase> | null = null
  private disposed = false
  /** What the host wrote out since it started (for the benchmark). */
  private readonly written = { saves: 0, bytes: 0 }

  constructor(private readonly options: SearchHostOptions) {}

  private database(): Promise<QuillkeepDatabase> {
    if (!this.db) {
      const opening = this.options.open()
      opening.catch(() => {
        if (this.db === opening) this.db = null
      })
      this.db = opening
    }
    return this.db
  }

  /** Runs `operation` after everything queued on the campaign's index. */
  private enqueue<T>(slot: CampaignSlot, operation: () => Promise<T> | T): Promise<T> {
    const result = slot.queue.then(operation)
    slot.queue = result.catch(() => undefined)
    return result
  }

  /** The campaign's slot, its saved index being restored (not yet reconciled). */
  private slot(campaignId: string): CampaignSlot {
    const existing = this.campaigns.get(campaignId)
    if (existing) return existing
    const slot: CampaignSlot = {
      index: new JournalIndex(campaignId),
      queue: Promise.resolve(),
      restored: Promise.resolve(),
      ready: null,
      compacting: false,
      deferred: new Set(),
      importing: false,
      imports: 0,
      rebuilt: true,
      imported: new Map(),
      writeOut: false,
    }
    slot.restored = this.enqueue(slot, async () => {
      const db = await this.database()
      const stored = await searchIndexRepo.read(db, campaignId)
      // An index written under another schema is not trusted (an upgrade may have changed rows).
      const record = stored?.schema === db.verno ? await unpackRecord(stored) : undefined
      slot.rebuilt = !slot.index.restore(record)
    })
    this.campaigns.set(campaignId, slot)
    // A failed restore is forgotten, so that the next call tries again.
    slot.restored.catch(() => this.forget(slot))
    return slot
  }

  private forget(slot: CampaignSlot): void {
    if (this.campaigns.get(slot.index.campaignId) === slot)
      this.campaigns.delete(slot.index.campaignId)
  }

  /** The slot once reconciled with the journal. */
  private ready(campaignId: string): { slot: CampaignSlot; ready: Promise<WarmReport> } {
    const slot = this.slot(campaignId)
    if (!slot.ready) {
      slot.ready = this.enqueue(slot, async () => {
        await slot.restored // a failed restore fails the warm-up too
        return this.reconcile(slot)
      })
      slot.ready.catch(() => this.forget(slot))
    }
    return { slot, ready: slot.ready }
  }

  /**
   * Brings the index in line with the journal without listing every entry's updatedAt (a key
   * cursor: 0.2 s at 10,000 entries). Every writer but an import stamps entries with the time of
   * writing, and an import replaces the saved index by a marker (markImported); so a saved index
   * is current but for entries written since its newest revision (with a margin for clocks), the
   * trash, and entries deleted since. A count confirms it; when the count disagrees, the
   * campaign's ids (one getAllKeys) find what is missing or gone.
   */
  private async reconcile(slot: CampaignSlot): Promise<WarmReport> {
    const started = now()
    const campaignId = slot.index.campaignId
    const db = await this.database()
    const onProgress = (done: number, total: number) =>
      this.options.onProgress?.({ campaignId, done, total })
    const newest = slot.index.newestRevision()
    const since =
      newest === undefined ? null : new Date(Date.parse(newest) - clockMarginMs).toISOString()
    const [recent, trashed, count] = await Promise.all([
      since === null ? Promise.resolve([]) : searchIndexRepo.changedSince(db, campaignId, since),
      searchIndexRepo.trashedIds(db),
      searchIndexRepo.count(db, campaignId),
    ])
    const inTrash = new Set(trashed)
    let removed = slot.index.remove(trashed)
    let reindexed = slot.index.update(
      recent.filter(
        (entry) => !inTrash.has(entry.id) && slot.index.revision(entry.id) !== entry.updatedAt,
      ),
    )
    // The entries of this campaign in the trash (the trash is small; read the ones not known).
    const trashedHere = (await searchIndexRepo.entries(db, trashed)).filter(
      (entry) => entry.campaignId === campaignId,
    ).length
    if (slot.index.size !== count - trashedHere) {
      const listed = (await searchIndexRepo.ids(db, campaignId)).filter((id) => !inTrash.has(id))
      const live = new Set(listed)
      removed += slot.index.remove(slot.index.ids().filter((id) => !live.has(id)))
      const missing = listed.filter((id) => !slot.index.has(id))
      onProgress(0, missing.length)
      for (let from = 0; from < missing.length; from += 500) {
        reindexed += slot.index.update(
          await searchIndexRepo.entries(db, missing.slice(from, from + 500)),
        )
        onProgress(Math.min(from + 500, missing.length), missing.length)
      }
    }
    this.touched(slot)
    return {
      rebuilt: slot.rebuilt,
      reindexed,
      removed,
      entries: slot.index.size,
      campaignId,
      ms: now() - started,
    }
  }

  /** Loads (or reconciles) a campaign's index; resolves when it can answer. */
  warm(campaignId: string): Promise<WarmReport> {
    return this.ready(campaignId).ready
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const { slot, ready } = this.ready(query.campaignId)
    await ready
    return this.enqueue(slot, () => slot.index.search(query))
  }

  /**
   * Re-reads changed entries of a campaign whose index is loaded (or loading); entries now in the
   * trash or deleted leave the index. A campaign not loaded catches up when it loads. Many ids at
   * once (an import) are compared by updatedAt first, from index keys, and only the differing
   * ones read.
   */
  changed(campaignId: string, ids: readonly string[]): Promise<void> {
    const slot = this.campaigns.get(campaignId)
    if (!slot || ids.length === 0) return Promise.resolve()
    if (slot.compacting) {
      for (const id of ids) slot.deferred.add(id)
      return Promise.resolve()
    }
    return this.enqueue(slot, () => this.apply(slot, ids))
  }

  private async apply(slot: CampaignSlot, ids: readonly string[]): Promise<void> {
    // Entries an import wrote are indexed as it wrote them (importing): nothing to read again.
    const stale = ids.filter((id) => {
      const imported = slot.imported.get(id)
      slot.imported.delete(id)
      return imported === undefined || imported !== slot.index.revision(id)
    })
    if (stale.length === 0) return
    const found = await searchIndexRepo.entries(await this.database(), stale)
    const present = new Set(found.map((r) => r.id))
    slot.index.update(found)
    slot.index.remove(stale.filter((id) => !present.has(id)))
    this.touched(slot)
  }

  /**
   * Indexes entries an import is writing, before it commits, so that the index is ready when it
   * ends. `imported` says how it ended: an import that failed drops the index (the next use
   * restores the saved one and reconciles).
   */
  importing(campaignId: string, entries: readonly JournalRecord[]): Promise<void> {
    const slot = this.slot(campaignId)
    if (!slot.importing) {
      slot.importing = true
      slot.imports++
      slot.imported.clear()
    }
    return this.enqueue(slot, () => {
      slot.index.update(entries)
      for (const entry of entries) slot.imported.set(entry.id, entry.updatedAt)
    })
  }

  imported(campaignId: string, committed: boolean): Promise<void> {
    const slot = this.campaigns.get(campaignId)
    if (!slot) return Promise.resolve()
    return this.enqueue(slot, () => {
      slot.importing = false
      if (!committed) return this.forget(slot)
      // The saved index was replaced by the import's marker: write a fresh one out.
      slot.writeOut = true
      this.touched(slot)
    })
  }

  /**
   * The slot changed: once it changed enough, its index is written out `saveDelayMs` later (not
   * put off by further edits or searches, which run between its slices).
   */
  private touched(slot: CampaignSlot): void {
    if (this.disposed || !this.due(slot) || this.saveTimer !== null) return
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null
      this.compactDue().catch((error: unknown) =>
        console.warn('Saving the search index failed', error),
      )
    }, this.options.saveDelayMs ?? 2000)
  }

  private due(slot: CampaignSlot): boolean {
    const { entries, share } = this.options.compactAfter ?? defaultCompactAfter
    const unsaved = slot.index.unsaved
    if (slot.writeOut) return true
    return unsaved > 0 && unsaved >= Math.max(entries, share * slot.index.size)
  }

  private async compactDue(): Promise<void> {
    for (const slot of [...this.campaigns.values()]) if (this.due(slot)) await this.compact(slot)
  }

  /**
   * Writes a campaign's index out in slices, searches running between them; changes wait until
   * it is stored. The old record stays until the new one replaces it in one put, so closing
   * mid-way loses nothing (the next load re-indexes what the old one lacks).
   */
  private async compact(slot: CampaignSlot): Promise<void> {
    if (!slot.ready || slot.compacting || slot.importing) return
    // An import begun meanwhile changes the index between slices: the write-out stops (or, past
    // the store, is not taken back in), and the import's end asks for a new one.
    const imports = slot.imports
    const overtaken = () => slot.imports !== imports
    await slot.ready
    slot.compacting = true
    try {
      const startedAt = new Date().toISOString()
      const writer = await this.enqueue(slot, () => slot.index.writer())
      await this.sliced(slot, writer, overtaken)
      await yieldToMessages()
      const db = await this.database()
      const record = await this.enqueue(slot, () =>
        overtaken() ? null : { ...writer.record(), schema: db.verno },
      )
      // Stored outside the queue: searches go on meanwhile (a put of 16 MB took 230 ms in the
      // benchmark, every search waiting), and changes wait in `deferred` as in the slices.
      if (!record || !(await searchIndexRepo.save(db, await packRecord(record), startedAt))) return
      await this.enqueue(slot, () => {
        slot.index.markSaved(writer.unsaved)
        if (!overtaken()) slot.writeOut = false
        this.written.saves++
        this.written.bytes += snapshotBytes(record.index)
      })
      // Taken back in as stored: without discarded entries, its postings encoded until used. It
      // is built beside the live index, which answers the searches in between, and then swapped.
      await yieldToMessages()
      const adoption = await this.enqueue(slot, () =>
        overtaken() ? null : slot.index.adoption(record),
      )
      if (adoption) {
        await this.sliced(slot, adoption, overtaken)
        await this.enqueue(slot, () => !overtaken() && adoption.finish())
      }
    } finally {
      slot.compacting = false
      const deferred = [...slot.deferred]
      slot.deferred.clear()
      if (deferred.length > 0) await this.changed(slot.index.campaignId, deferred)
      // Overtaken by an import that has ended since: its write-out is due now.
      if (overtaken()) this.touched(slot)
    }
  }

  /**
   * Runs a job in slices of about `sliceMs` (default 4 ms), searches running between them, so
   * that no search waits long whatever the machine's speed. `sliceTerms` caps a slice instead
   * (tests use 1 term).
   */
  private async sliced(
    slot: CampaignSlot,
    job: { readonly done: boolean; step(terms: number): void },
    stop: () => boolean,
  ): Promise<void> {
    const { sliceTerms, sliceMs = 4 } = this.options
    while (!job.done) {
      await yieldToMessages()
      if (stop()) return
      await this.enqueue(slot, () => {
        if (stop()) return
        if (sliceTerms !== undefined) return job.step(sliceTerms)
        const until = now() + sliceMs
        do job.step(termsPerCheck)
        while (!job.done && now() < until)
      })
    }
  }

  /** Saves every index changed since it was last saved, whatever the amount. */
  async flush(): Promise<void> {
    if (this.saveTimer !== null) {
      clearTimeout(this.saveTimer)
      this.saveTimer = null
    }
    for (const slot of [...this.campaigns.values()])
      if (slot.ready && (slot.index.unsaved > 0 || slot.writeOut)) await this.compact(slot)
  }

  /** What has been written out, and the size of each campaign's index (entries). */
  stats(): SearchStats {
    return {
      ...this.written,
      entries: Object.fromEntries(
        [...this.campaigns.values()].map((slot) => [slot.index.campaignId, slot.index.size]),
      ),
    }
  }

  /** Stops the save timer (the indexes stay in memory until dropped). */
  dispose(): void {
    this.disposed = true
    if (this.saveTimer !== null) clearTimeout(this.saveTimer)
    this.saveTimer = null
  }
}

export interface SearchStats {
  /** Indexes written out, and their bytes in all (see snapshotBytes). */
  saves: number
  bytes: number
  entries: Record<string, number>
}

// The messages between search.ts and the worker.
export interface SearchReplies {
  warm: WarmReport
  search: SearchResult
  flush: null
  stats: SearchStats
}

export type SearchRequest =
  | { type: 'warm'; campaignId: string }
  | { type: 'search'; query: SearchQuery }
  | { type: 'flush' }
  | { type: 'stats' }

/** What the page tells the worker without waiting for an answer. */
export type SearchNotice =
  | { type: 'changed'; campaignId: string; ids: string[] }
  | { type: 'importing'; campaignId: string; entries: JournalRecord[] }
  | { type: 'imported'; campaignId: string; committed: boolean }

export type ToSearchWorker = (SearchRequest & { requestId: number }) | SearchNotice

/** Passes a notice on to the host. */
export function notice(host: SearchHost, message: SearchNotice): Promise<void> {
  switch (message.type) {
    case 'changed':
      return host.changed(message.campaignId, message.ids)
    case 'importing':
      return host.importing(message.campaignId, message.entries)
    case 'imported':
      return host.imported(message.campaignId, message.committed)
  }
}

export type FromSearchWorker =
  | { type: 'reply'; requestId: number; ok: true; value: SearchReplies[keyof SearchReplies] }
  | { type: 'reply'; requestId: number; ok: false; error: string }
  | ({ type: 'progress' } & SearchProgress)

/** Answers one request from the host. */
export function answer(
  host: SearchHost,
  request: SearchRequest,
): Promise<SearchReplies[keyof SearchReplies]> {
  switch (request.type) {
    case 'warm':
      return host.warm(request.campaignId)
    case 'search':
      return host.search(request.query)
    case 'flush':
      return host.flush().then(() => null)
    case 'stats':
      return Promise.resolve(host.stats())
  }
}

interface WorkerScope {
  postMessage(message: FromSearchWorker): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToSearchWorker>) => void): void
}

function serveInWorker(scope: WorkerScope): void {
  const host = new SearchHost({
    open: () => Promise.resolve(new QuillkeepDatabase()),
    onProgress: (progress) => scope.postMessage({ type: 'progress', ...progress }),
  })
  scope.addEventListener('message', (event) => {
    const message = event.data
    if (message.type === 'changed' || message.type === 'importing' || message.type === 'imported') {
      notice(host, message).catch((error: unknown) =>
        console.warn('Updating the search index failed', error),
      )
      return
    }
    const { requestId } = message
    answer(host, message).then(
      (value) => scope.postMessage({ type: 'reply', requestId, ok: true, value }),
      (error: unknown) =>
        scope.postMessage({
          type: 'reply',
          requestId,
          ok: false,
          error: messageOf(error),
        }),
    )
  })
}

// Only inside a worker: the in-process fallback imports this module for SearchHost alone.
const scope = globalThis as unknown as Partial<WorkerScope> & { WorkerGlobalScope?: unknown }
if (typeof scope.WorkerGlobalScope === 'function') serveInWorker(scope as WorkerScope)
