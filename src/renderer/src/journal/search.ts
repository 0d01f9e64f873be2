// Journal search for the UI. Nothing loads until the first call: then a Web Worker
// (search.worker.ts) opens the database, loads or rebuilds the campaign's index and answers
// searches, so the heavy work never runs on the UI thread. Where there are no workers (unit tests)
// or the worker fails to start, the same SearchHost runs in the page.
import { database } from '../db/connection'
import { onJournalChange, onJournalImport } from '../db/journal-repo'
import type { SearchQuery, SearchResult } from './search-core'
import type {
  FromSearchWorker,
  SearchProgress,
  SearchReplies,
  SearchNotice,
  SearchRequest,
  SearchStats,
  ToSearchWorker,
  WarmReport,
} from './search.worker'

export type { SearchHit, SearchQuery, SearchResult, HighlightSegment } from './search-core'
export { highlight } from './search-core'
export type { SearchProgress, SearchStats, WarmReport } from './search.worker'

export interface JournalSearch {
  /** Text '' with filters: the filtered entries, newest session first, unscored. */
  search(query: SearchQuery): Promise<SearchResult>
  /** Loads or reconciles the campaign's index; resolves when it is ready. */
  warm(campaignId: string): Promise<void>
  onProgress(listener: (progress: SearchProgress) => void): () => void
  /** Saves the changed indexes now (tests, before unload). */
  flush(): Promise<void>
}

type Requester = <R extends SearchRequest>(request: R) => Promise<SearchReplies[R['type']]>

interface Backend {
  request: Requester
  /** Notices: changed entries, and entries an import is writing (see SearchHost.importing). */
  notify(message: SearchNotice): void
  dispose(): void
}

async function startInProcess(emit: (progress: SearchProgress) => void): Promise<Backend> {
  const { SearchHost, answer, notice } = await import('./search.worker')
  const host = new SearchHost({ open: database, onProgress: emit })
  return {
    request: ((request: SearchRequest) => answer(host, request)) as Requester,
    notify: (message) => {
      notice(host, message).catch((error: unknown) => {
        console.warn('Updating the search index failed', error)
      })
    },
    dispose: () => host.dispose(),
  }
}

interface Pending {
  request: SearchRequest
  resolve: (value: SearchReplies[keyof SearchReplies]) => void
  reject: (error: Error) => void
}

/**
 * Talks to the worker. If the worker errors before it ever answered (it could not start), the
 * pending and later requests go to an in-process host instead.
 */
function workerBackend(worker: Worker, emit: (progress: SearchProgress) => void): Backend {
  const pending = new Map<number, Pending>()
  let nextId = 1
  let answered = false
  let fallback: Promise<Backend> | null = null

  const useFallback = (reason: unknown) => {
    console.warn('Journal search runs in the page: its worker failed to start.', reason)
    worker.terminate()
    fallback = startInProcess(emit)
    for (const [id, call] of pending) {
      pending.delete(id)
      fallback.then((backend) => backend.request(call.request)).then(call.resolve, call.reject)
    }
  }

  worker.addEventListener('message', (event: MessageEvent<FromSearchWorker>) => {
    const message = event.data
    if (message.type === 'progress') {
      emit({ campaignId: message.campaignId, done: message.done, total: message.total })
      return
    }
    answered = true
    const call = pending.get(message.requestId)
    if (!call) return
    pending.delete(message.requestId)
    if (message.ok) call.resolve(message.value)
    else call.reject(new Error(message.error))
  })
  worker.addEventListener('error', (event) => {
    if (!answered && !fallback) {
      event.preventDefault()
      useFallback(event.message)
      return
    }
    for (const [id, call] of pending) {
      pending.delete(id)
      call.reject(new Error(`Journal search failed: ${event.message}`))
    }
  })

  const post = (message: ToSearchWorker) => worker.postMessage(message)
  return {
    request: ((request: SearchRequest) => {
      if (fallback) return fallback.then((backend) => backend.request(request))
      return new Promise<SearchReplies[keyof SearchReplies]>((resolve, reject) => {
        const requestId = nextId++
        pending.set(requestId, { request, resolve, reject })
        post({ ...request, requestId })
      })
    }) as Requester,
    notify: (message) => {
      if (fallback) void fallback.then((backend) => backend.notify(message))
      else post(message)
    },
    dispose: () => {
      worker.terminate()
      void fallback?.then((backend) => backend.dispose())
    },
  }
}

export interface JournalSearchOptions {
  /** false runs the index in the page even where workers exist. */
  worker?: boolean
}

/** The client behind `journalSearch`; tests and the benchmark make their own. */
export class JournalSearchClient implements JournalSearch {
  private backend: Promise<Backend> | null = null
  private readonly listeners = new Set<(progress: SearchProgress) => void>()
  private readonly unsubscribe: (() => void)[]

  constructor(private readonly options: JournalSearchOptions = {}) {
    this.unsubscribe = [
      // Changes made before the first search are caught up when the index loads.
      onJournalChange((campaignId, ids) => {
        void this.backend?.then((backend) =>
          backend.notify({ type: 'changed', campaignId, ids: [...ids] }),
        )
      }),
      // An import starts the index (and the worker), which indexes the entries as they are
      // written: the first search after a large import need not wait for a rebuild.
      onJournalImport({
        importing: (campaignId, entries) => {
          void this.start().then((backend) =>
            backend.notify({ type: 'importing', campaignId, entries }),
          )
        },
        imported: (campaignId, committed) => {
          void this.backend?.then((backend) =>
            backend.notify({ type: 'imported', campaignId, committed }),
          )
        },
      }),
    ]
  }

  private start(): Promise<Backend> {
    this.backend ??= (async () => {
      const emit = (progress: SearchProgress) => {
        for (const listener of this.listeners) listener(progress)
      }
      // The page opens the database first, so that any schema upgrade (and the backup before
      // it) happens here and never in the worker.
      await database()
      if (this.options.worker === false || typeof Worker === 'undefined')
        return startInProcess(emit)
      const worker = new Worker(new URL('./search.worker.ts', import.meta.url), {
        type: 'module',
        name: 'journal-search',
      })
      return workerBackend(worker, emit)
    })()
    this.backend.catch(() => (this.backend = null))
    return this.backend
  }

  private async request<R extends SearchRequest>(request: R): Promise<SearchReplies[R['type']]> {
    return (await this.start()).request(request)
  }

  search(query: SearchQuery): Promise<SearchResult> {
    return this.request({
      type: 'search',
      query: {
        campaignId: query.campaignId,
        text: query.text,
        ...(query.tags ? { tags: [...query.tags] } : {}),
        ...(query.characterIds ? { characterIds: [...query.characterIds] } : {}),
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
      },
    })
  }

  async warm(campaignId: string): Promise<void> {
    await this.warmReport(campaignId)
  }

  /** warm(), resolving with what the load did (for tests and the benchmark). */
  warmReport(campaignId: string): Promise<WarmReport> {
    return this.request({ type: 'warm', campaignId })
  }

  onProgress(listener: (progress: SearchProgress) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async flush(): Promise<void> {
    if (!this.backend) return
    await this.request({ type: 'flush' })
  }

  /** What the index host has written out (the benchmark's persistence figures). */
  stats(): Promise<SearchStats> {
    return this.request({ type: 'stats' })
  }

  /** Stops listening and ends the worker (in-memory indexes are dropped, saved ones stay). */
  dispose(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe()
    void this.backend?.then((backend) => backend.dispose())
    this.backend = null
  }
}

export function createJournalSearch(options?: JournalSearchOptions): JournalSearchClient {
  return new JournalSearchClient(options)
}

export const journalSearch: JournalSearch = createJournalSearch()
