// The journal search host: one JournalIndex per campaign, loaded from the searchIndexes table and
// reconciled with the journal, kept current by change notices and saved back a little after the
// last change. Runs as a module Web Worker with its own connection to the database (search.ts
// starts it); where there are no workers, search.ts runs the same SearchHost in the page.
import { QuillkeepDatabase } from '../db/database'
import { searchIndexRepo } from '../db/search-index-repo'
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
  /** Saves this long after the last change (ms). */
  saveDelayMs?: number
}

interface IndexSlot {
  index: JournalIndex
  /** Every operation on the index runs in order on this chain. */
  queue: Promise<unknown>
  /** Changed since it was last saved. */
  dirty: boolean
}

interface CampaignSlot extends IndexSlot {
  ready: Promise<WarmReport>
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now())

export class SearchHost {
  private readonly campaigns = new Map<string, CampaignSlot>()
  private saveTimer: ReturnType<typeof setTimeout> | null = null
  private db: Promise<QuillkeepDatabase> | null = null

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
  private enqueue<T>(slot: IndexSlot, operation: () => Promise<T> | T): Promise<T> {
    const result = slot.queue.then(operation)
    slot.queue = result.catch(() => undefined)
    return result
  }

  private slot(campaignId: string): CampaignSlot {
    const existing = this.campaigns.get(campaignId)
    if (existing) return existing
    const loading: IndexSlot = {
      index: new JournalIndex(campaignId),
      queue: Promise.resolve(),
      dirty: false,
    }
    const slot: CampaignSlot = Object.assign(loading, {
      ready: this.enqueue(loading, () => this.load(loading)),
    })
    this.campaigns.set(campaignId, slot)
    // A failed load is forgotten, so that the next call tries again.
    slot.ready.catch(() => {
      if (this.campaigns.get(campaignId) === slot) this.campaigns.delete(campaignId)
    })
    return slot
  }

  private async load(slot: IndexSlot): Promise<WarmReport> {
    const started = now()
    const campaignId = slot.index.campaignId
    const db = await this.database()
    const [record, current] = await Promise.all([
      searchIndexRepo.read(db, campaignId),
      searchIndexRepo.currentEntries(db, campaignId),
    ])
    const report = await slot.index.load(
      record,
      current,
      (ids) => searchIndexRepo.entries(db, ids),
      (done, total) => this.options.onProgress?.({ campaignId, done, total }),
    )
    if (report.rebuilt || report.reindexed > 0 || report.removed > 0) this.markDirty(slot)
    return { ...report, campaignId, ms: now() - started }
  }

  /** Loads (or reconciles) a campaign's index; resolves when it can answer. */
  warm(campaignId: string): Promise<WarmReport> {
    return this.slot(campaignId).ready
  }

  search(query: SearchQuery): Promise<SearchResult> {
    const slot = this.slot(query.campaignId)
    return this.enqueue(slot, () => slot.index.search(query))
  }

  /**
   * Re-reads changed entries of a campaign whose index is loaded (or loading); entries now in the
   * trash or deleted leave the index. A campaign not loaded catches up when it loads.
   */
  changed(campaignId: string, ids: readonly string[]): Promise<void> {
    const slot = this.campaigns.get(campaignId)
    if (!slot || ids.length === 0) return Promise.resolve()
    return this.enqueue(slot, async () => {
      const found = await searchIndexRepo.entries(await this.database(), ids)
      const present = new Set(found.map((r) => r.id))
      slot.index.update(found)
      slot.index.remove(ids.filter((id) => !present.has(id)))
      this.markDirty(slot)
    })
  }

  private markDirty(slot: IndexSlot): void {
    slot.dirty = true
    if (this.saveTimer !== null) clearTimeout(this.saveTimer)
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null
      this.flush().catch((error: unknown) => console.warn('Saving the search index failed', error))
    }, this.options.saveDelayMs ?? 2000)
  }

  /** Saves every index changed since it was last saved. */
  async flush(): Promise<void> {
    if (this.saveTimer !== null) {
      clearTimeout(this.saveTimer)
      this.saveTimer = null
    }
    await Promise.all(
      [...this.campaigns.values()].map((slot) =>
        this.enqueue(slot, async () => {
          if (!slot.dirty) return
          slot.dirty = false
          try {
            await searchIndexRepo.save(await this.database(), slot.index.toRecord())
          } catch (error) {
            slot.dirty = true
            throw error
          }
        }),
      ),
    )
  }

  /** Stops the save timer (the indexes stay in memory until dropped). */
  dispose(): void {
    if (this.saveTimer !== null) clearTimeout(this.saveTimer)
    this.saveTimer = null
  }
}

// The messages between search.ts and the worker.
export interface SearchReplies {
  warm: WarmReport
  search: SearchResult
  flush: null
}

export type SearchRequest =
  { type: 'warm'; campaignId: string } | { type: 'search'; query: SearchQuery } | { type: 'flush' }

export type ToSearchWorker =
  (SearchRequest & { requestId: number }) | { type: 'changed'; campaignId: string; ids: string[] }

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
    if (message.type === 'changed') {
      host.changed(message.campaignId, message.ids).catch((error: unknown) => {
        console.warn('Updating the search index failed', error)
      })
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
