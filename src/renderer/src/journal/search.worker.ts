// The journal search host: one JournalIndex per campaign, loaded from the searchIndexes table and
// reconciled with the journal, kept current by change notices and saved back a little after the
// last change. Runs as a module Web Worker with its own connection to the database (search.ts
// starts it); where there are no workers, search.ts runs the same SearchHost in the page.
import { QuillkeepDatabase } from '../db/database'
import { searchIndexRepo } from '../db/search-index-repo'
import type { JournalRecord } from '@shared/records'
import { snapshotBytes } from './search-snapshot'
import { JournalIndex, type LoadReport, type SearchQuery, type SearchResult } from './search-core'

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
  /** Terms written per slice; a search waits for one slice at most. */
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
  /** Imports writing to this campaign that have not ended yet (their entries are indexed). */
  importing: number
  /** Why the restore found nothing usable (for the warm report). */
  rebuilt: boolean
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now())
const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

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
      importing: 0,
      rebuilt: true,
    }
    slot.restored = this.enqueue(slot, async () => {
      const record = await searchIndexRepo.read(await this.database(), campaignId)
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

  private async reconcile(slot: CampaignSlot): Promise<WarmReport> {
    const started = now()
    const campaignId = slot.index.campaignId
    const db = await this.database()
    const current = await searchIndexRepo.currentEntries(db, campaignId)
    const report = await slot.index.reconcile(
      current,
      (ids) => searchIndexRepo.entries(db, ids),
      (done, total) => this.options.onProgress?.({ campaignId, done, total }),
    )
    this.touched(slot)
    return { ...report, rebuilt: slot.rebuilt, campaignId, ms: now() - started }
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
    const db = await this.database()
    let stale: readonly string[] = ids
    if (ids.length > 50) {
      const listed = new Map(
        (await searchIndexRepo.currentEntries(db, slot.index.campaignId)).map((e) => [
          e.id,
          e.updatedAt,
        ]),
      )
      stale = ids.filter((id) => !listed.has(id) || slot.index.revision(id) !== listed.get(id))
    }
    const found = await searchIndexRepo.entries(db, stale)
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
    if (slot.importing === 0) slot.importing = 1
    return this.enqueue(slot, () => {
      slot.index.update(entries)
    })
  }

  imported(campaignId: string, committed: boolean): Promise<void> {
    const slot = this.campaigns.get(campaignId)
    if (!slot) return Promise.resolve()
    return this.enqueue(slot, () => {
      slot.importing = 0
      if (!committed) this.forget(slot)
      else this.touched(slot)
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
    if (!slot.ready || slot.compacting || slot.importing > 0) return
    await slot.ready
    slot.compacting = true
    try {
      const writer = await this.enqueue(slot, () => slot.index.writer())
      const slice = this.options.sliceTerms ?? 2000
      while (!writer.done) {
        await yieldToMessages()
        await this.enqueue(slot, () => writer.step(slice))
      }
      await yieldToMessages()
      await this.enqueue(slot, async () => {
        const record = writer.record()
        await searchIndexRepo.save(await this.database(), record)
        slot.index.markSaved(writer.unsaved)
        // Taken back in as stored: without discarded entries, its postings encoded until used.
        slot.index.adopt(record)
        this.written.saves++
        this.written.bytes += snapshotBytes(record.index)
      })
    } finally {
      slot.compacting = false
      const deferred = [...slot.deferred]
      slot.deferred.clear()
      if (deferred.length > 0) await this.changed(slot.index.campaignId, deferred)
    }
  }

  /** Saves every index changed since it was last saved, whatever the amount. */
  async flush(): Promise<void> {
    if (this.saveTimer !== null) {
      clearTimeout(this.saveTimer)
      this.saveTimer = null
    }
    for (const slot of [...this.campaigns.values()])
      if (slot.ready && slot.index.unsaved > 0) await this.compact(slot)
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
          error: error instanceof Error ? error.message : String(error),
        }),
    )
  })
}

// Only inside a worker: the in-process fallback imports this module for SearchHost alone.
const scope = globalThis as unknown as Partial<WorkerScope> & { WorkerGlobalScope?: unknown }
if (typeof scope.WorkerGlobalScope === 'function') serveInWorker(scope as WorkerScope)
