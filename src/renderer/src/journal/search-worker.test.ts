// The journal search as the app runs it: search.ts talking to search.worker.ts through worker
// messages. happy-dom has no Worker, so a stand-in carries the messages both ways in this page:
// the client side is search.ts's own worker backend, the worker side the real worker module
// (loaded as a worker scope would load it).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { campaign, journalEntry } from '@shared/journal'
import type { JournalRecord } from '@shared/records'
import { QuillkeepDatabase } from '../db/database'
import { useDatabase } from '../db/connection'
import { journalRepo } from '../db/journal-repo'
import { createJournalSearch, type JournalSearchClient } from './search'
import '../testing/cloneable-blob'

/** How the stand-in behaves: pass messages on, or fail as a worker that cannot start does. */
let mode: 'bridge' | 'fail-to-start' | 'fail-later' = 'bridge'
const workers: FakeWorker[] = []

/** The page's side of a worker; the worker's side is this page's global scope (see beforeAll). */
class FakeWorker extends EventTarget {
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super()
    workers.push(this)
  }
  postMessage(message: unknown): void {
    setTimeout(() => {
      if (mode === 'bridge') {
        window.dispatchEvent(new MessageEvent('message', { data: message }))
      } else {
        this.dispatchEvent(
          new ErrorEvent('error', { message: 'worker script failed', cancelable: true }),
        )
      }
    })
  }
  terminate(): void {
    this.terminated = true
  }
}

beforeAll(async () => {
  // Load the worker module as a worker would: it serves requests arriving at its global scope and
  // answers with postMessage, which the stand-in hands back to the page's side.
  vi.stubGlobal('WorkerGlobalScope', function WorkerGlobalScope() {})
  vi.stubGlobal('postMessage', (message: unknown) => {
    const worker = workers.at(-1)
    setTimeout(() => worker?.dispatchEvent(new MessageEvent('message', { data: message })))
  })
  await import('./search.worker')
})

// The worker opens the app's database by its name, so the page uses the same one here.
const db = new QuillkeepDatabase()
let counter = 0
let camp = ''
const clients: JournalSearchClient[] = []

function entry(id: string, fields: Partial<JournalRecord>): JournalRecord {
  const at = new Date(Date.UTC(2026, 10, 1, 10, 0, ++counter)).toISOString()
  return journalEntry({
    id: `${camp}-${id}`,
    campaignId: camp,
    createdAt: at,
    updatedAt: at,
    ...fields,
  })
}

beforeEach(async () => {
  mode = 'bridge'
  workers.length = 0
  vi.stubGlobal('Worker', FakeWorker)
  useDatabase(db)
  camp = `camp-${++counter}`
  await db.campaigns.put(
    campaign({
      id: camp,
      name: camp,
      createdAt: entry('x', {}).createdAt,
      updatedAt: entry('x', {}).updatedAt,
    }),
  )
  await journalRepo.putMany([
    entry('e1', { title: 'The bridge', session: 1, body: 'Wolves howled.', tags: ['travel'] }),
    entry('e2', { title: 'Old mill', session: 2, body: 'The miller owes a tithe.' }),
  ])
})

afterEach(() => {
  for (const made of clients.splice(0)) made.dispose()
  vi.restoreAllMocks()
})

function client(): JournalSearchClient {
  const made = createJournalSearch()
  clients.push(made)
  return made
}
const ids = async (search: JournalSearchClient, text: string) =>
  (await search.search({ campaignId: camp, text })).hits.map((h) => h.id)

describe('journal search through its worker', () => {
  it('starts one module worker and answers searches, with progress, through it', async () => {
    const search = client()
    const progress: number[] = []
    search.onProgress((p) => {
      if (p.campaignId === camp) progress.push(p.done)
    })
    expect(await ids(search, 'wolves')).toEqual([`${camp}-e1`])
    expect(workers).toHaveLength(1)
    expect(workers[0]!.options).toEqual({ type: 'module', name: 'journal-search' })
    expect(workers[0]!.url.pathname).toMatch(/search\.worker\.ts$/)
    expect(progress.at(-1)).toBe(2)
    const filtered = await search.search({ campaignId: camp, text: '', tags: ['travel'], limit: 5 })
    expect(filtered.hits.map((h) => h.id)).toEqual([`${camp}-e1`])
  })

  it('tells the worker about changes, so the next search sees them', async () => {
    const search = client()
    await search.warm(camp)
    const mill = (await journalRepo.get(`${camp}-e2`))!
    await journalRepo.put({ ...mill, body: 'The miller hid a silver chalice.' })
    await vi.waitFor(async () => expect(await ids(search, 'chalice')).toEqual([`${camp}-e2`]))
    expect(await ids(search, 'tithe')).toEqual([])
    await search.flush()
  })

  it('rejects a request the worker cannot answer with the worker’s reason', async () => {
    const search = client()
    await expect(
      search.search({ campaignId: camp, text: undefined as unknown as string }),
    ).rejects.toThrow(/Cannot read properties of undefined/)
    // The worker is still there for the next request.
    expect(await ids(search, 'mill')).toEqual([`${camp}-e2`])
  })

  it('runs in the page when the worker cannot start, answering what was already asked', async () => {
    mode = 'fail-to-start'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const search = client()
    expect(await ids(search, 'miller')).toEqual([`${camp}-e2`])
    expect(warn).toHaveBeenCalledWith(
      'Journal search runs in the page: its worker failed to start.',
      'worker script failed',
    )
    expect(workers[0]!.terminated).toBe(true)
    // Later requests and change notices go to the page's index too.
    const bridge = (await journalRepo.get(`${camp}-e1`))!
    await journalRepo.put({ ...bridge, body: 'Ravens circled.' })
    await vi.waitFor(async () => expect(await ids(search, 'ravens')).toEqual([`${camp}-e1`]))
  })

  it('fails the pending requests when a working worker breaks later', async () => {
    const search = client()
    expect(await ids(search, 'wolves')).toEqual([`${camp}-e1`])
    mode = 'fail-later'
    await expect(ids(search, 'mill')).rejects.toThrow('Journal search failed: worker script failed')
  })

  it('ends the worker when disposed', async () => {
    const search = createJournalSearch()
    await search.warm(camp)
    search.dispose()
    await vi.waitFor(() => expect(workers[0]!.terminated).toBe(true))
  })
})
