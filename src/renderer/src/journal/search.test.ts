// The search client as the UI uses it (in-process here: happy-dom has no Worker), over the real
// journal repository and an IndexedDB (fake-indexeddb).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { campaign, journalEntry } from '@shared/journal'
import type { JournalRecord } from '@shared/records'
import { QuillkeepDatabase } from '../db/database'
import { useDatabase } from '../db/connection'
import { journalRepo } from '../db/journal-repo'
import { searchIndexFormat, unpackRecord } from './search-core'
import { createJournalSearch, journalSearch, type JournalSearchClient } from './search'
import { SearchHost } from './search.worker'
import { searchIndexRepo } from '../db/search-index-repo'
import { transferRepo } from '../db/transfer-repo'
import '../testing/cloneable-blob'

/** The campaign's saved index as the search reads it back (undefined when unusable). */
const savedIndex = async (campaignId = 'camp') =>
  unpackRecord(await db.searchIndexes.get(campaignId))

let counter = 0
let db: QuillkeepDatabase
const clients: JournalSearchClient[] = []

function client(): JournalSearchClient {
  const made = createJournalSearch()
  clients.push(made)
  return made
}

let clock = 0
const tick = () => new Date(Date.UTC(2026, 10, 1, 10, 0, clock++)).toISOString()

function entry(id: string, fields: Partial<JournalRecord> = {}): JournalRecord {
  const at = tick()
  return journalEntry({ id, campaignId: 'camp', createdAt: at, updatedAt: at, ...fields })
}

const seed = () => [
  entry('e1', {
    title: 'The bridge',
    session: 1,
    body: 'Kaelen crossed the bridge. Wolves howled.',
    tags: ['travel'],
    characterIds: ['kaelen'],
  }),
  entry('e2', {
    title: 'Wolves in the dark',
    session: 2,
    body: 'The pack attacked; Ysolde used fire.',
    tags: ['combat'],
    characterIds: ['ysolde'],
  }),
  entry('e3', {
    title: 'Treasure',
    session: 3,
    body: 'A silver chalice.',
    tags: ['loot', 'combat'],
    characterIds: ['kaelen', 'ysolde'],
  }),
]

async function found(search: JournalSearchClient, text: string, campaignId = 'camp') {
  return (await search.search({ campaignId, text })).hits.map((h) => h.id)
}

beforeEach(async () => {
  db = new QuillkeepDatabase(`search-test-${++counter}`)
  useDatabase(db)
  const at = tick()
  await db.campaigns.bulkAdd(
    ['camp', 'other'].map((id) => campaign({ id, name: id, createdAt: at, updatedAt: at })),
  )
  await journalRepo.putMany(seed())
})

afterEach(() => {
  for (const made of clients.splice(0)) made.dispose()
})

describe('journal search over the repository', () => {
  it('builds the index on first use and answers with hits, totals and timings', async () => {
    const search = client()
    const progress: number[] = []
    search.onProgress((p) => progress.push(p.done))
    const result = await search.search({ campaignId: 'camp', text: 'wolves' })
    expect(result.hits.map((h) => h.id)).toEqual(['e2', 'e1'])
    expect(result.total).toBe(2)
    expect(result.hits[0]!.terms).toEqual(['wolves'])
    expect(result.ms).toBeGreaterThanOrEqual(0)
    expect(progress.at(-1)).toBe(3)
  })

  it('filters by tags and characters, and lists filtered entries newest first without text', async () => {
    const search = client()
    const ids = async (query: { text: string; tags?: string[]; characterIds?: string[] }) =>
      (await search.search({ campaignId: 'camp', ...query })).hits.map((h) => h.id)
    expect(await ids({ text: '', tags: ['combat'] })).toEqual(['e3', 'e2'])
    expect(await ids({ text: '', characterIds: ['kaelen'] })).toEqual(['e3', 'e1'])
    expect(await ids({ text: 'wolves', characterIds: ['kaelen'] })).toEqual(['e1'])
    expect(await ids({ text: 'wolves', tags: ['combat', 'loot'] })).toEqual([])
  })

  it('stays correct after an edit, trash, restore and delete forever', async () => {
    const search = client()
    await search.warm('camp')

    const e3 = (await journalRepo.get('e3'))!
    await journalRepo.put({ ...e3, body: 'A golden crown.', updatedAt: tick() })
    expect(await found(search, 'chalice')).toEqual([])
    expect(await found(search, 'crown')).toEqual(['e3'])

    await journalRepo.trash('e2', tick())
    expect(await found(search, 'wolves')).toEqual(['e1'])
    expect((await search.search({ campaignId: 'camp', text: '', tags: ['combat'] })).total).toBe(1)

    await journalRepo.restore('e2', tick())
    expect(await found(search, 'wolves')).toEqual(['e2', 'e1'])

    await journalRepo.trash('e1', tick())
    await journalRepo.deleteForever('e1')
    expect(await found(search, 'bridge')).toEqual([])
    expect(await found(search, 'wolves')).toEqual(['e2'])
  })

  it('stays correct after a bulk import, and keeps campaigns apart', async () => {
    const search = client()
    await search.warm('camp')
    const imported = Array.from({ length: 1200 }, (_, i) =>
      entry(`imp${i}`, {
        title: `Imported ${i}`,
        session: 10 + i,
        body: i % 2 ? 'marsh lanterns' : 'marsh fog',
        tags: i % 3 ? [] : ['swamp'],
      }),
    )
    await journalRepo.putMany([
      ...imported,
      entry('other1', { campaignId: 'other', body: 'marsh witch' }),
    ])
    expect((await search.search({ campaignId: 'camp', text: 'marsh' })).total).toBe(1200)
    expect((await search.search({ campaignId: 'camp', text: 'marsh lant' })).total).toBe(600)
    expect(
      (await search.search({ campaignId: 'camp', text: 'marsh', tags: ['swamp'] })).total,
    ).toBe(400)
    expect(await found(search, 'witch')).toEqual([])
    expect(await found(search, 'witch', 'other')).toEqual(['other1'])
  })

  it('survives a restart without a full rebuild, catching up what changed meanwhile', async () => {
    const first = client()
    await first.warm('camp')
    await first.flush()
    const saved = await savedIndex()
    expect(saved).toMatchObject({ campaignId: 'camp', format: searchIndexFormat })
    expect(Object.keys(saved!.revisions).sort()).toEqual(['e1', 'e2', 'e3'])
    first.dispose()

    // Nothing changed: nothing is re-read.
    const second = client()
    expect(await second.warmReport('camp')).toMatchObject({
      rebuilt: false,
      reindexed: 0,
      removed: 0,
      entries: 3,
    })
    expect(await found(second, 'wolves')).toEqual(['e2', 'e1'])
    second.dispose()

    // One edit and one trash made while no index was loaded.
    const e1 = (await journalRepo.get('e1'))!
    await journalRepo.put({ ...e1, body: 'Kaelen met a heron.', updatedAt: tick() })
    await journalRepo.trash('e3', tick())
    const third = client()
    expect(await third.warmReport('camp')).toMatchObject({
      rebuilt: false,
      reindexed: 1,
      removed: 1,
      entries: 2,
    })
    expect(await found(third, 'heron')).toEqual(['e1'])
    expect(await found(third, 'wolves')).toEqual(['e2'])
    expect(await found(third, 'chalice')).toEqual([])
    await third.flush()
    third.dispose()

    // The catch-up was saved: the next start re-reads nothing.
    const fourth = client()
    expect(await fourth.warmReport('camp')).toMatchObject({ rebuilt: false, reindexed: 0 })
  })

  it('rebuilds a saved index of another format', async () => {
    const first = client()
    await first.warm('camp')
    await first.flush()
    first.dispose()
    const saved = (await db.searchIndexes.get('camp'))!
    await db.searchIndexes.put({ ...saved, format: searchIndexFormat + 1 })

    const second = client()
    expect(await second.warmReport('camp')).toMatchObject({ rebuilt: true, reindexed: 3 })
    expect(await found(second, 'chalice')).toEqual(['e3'])
    await second.flush()
    expect((await db.searchIndexes.get('camp'))!.format).toBe(searchIndexFormat)
  })

  it('does nothing until first used, and flush before any use is a no-op', async () => {
    await journalSearch.flush()
    expect(await db.searchIndexes.count()).toBe(0)
    expect(await found(journalSearch as JournalSearchClient, 'treasure')).toEqual(['e3'])
  })
})

describe('search host', () => {
  it('saves a little after the last change, without a flush, once enough entries changed', async () => {
    const host = new SearchHost({
      open: () => Promise.resolve(db),
      saveDelayMs: 20,
      compactAfter: { entries: 1, share: 0 },
    })
    await host.warm('camp')
    await new Promise((resolve) => setTimeout(resolve, 150))
    const first = await savedIndex()
    expect(first?.revisions).toHaveProperty('e1')

    const e1 = (await db.journal.get('e1'))!
    const edited = { ...e1, title: 'Renamed', updatedAt: '2026-12-02T00:00:00.000Z' }
    await db.journal.put(edited)
    await host.changed('camp', ['e1'])
    expect((await host.search({ campaignId: 'camp', text: 'renamed' })).hits[0]?.id).toBe('e1')
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await savedIndex())?.revisions.e1).toBe(edited.updatedAt)
    host.dispose()
  })

  it('ignores changes to a campaign it has not loaded, and a failed load can be retried', async () => {
    let opens = 0
    const host = new SearchHost({
      open: () => (++opens === 1 ? Promise.reject(new Error('closed')) : Promise.resolve(db)),
    })
    await host.changed('camp', ['e1'])
    expect(opens).toBe(0)
    await expect(host.warm('camp')).rejects.toThrow('closed')
    expect((await host.search({ campaignId: 'camp', text: 'bridge' })).hits[0]?.id).toBe('e1')
    host.dispose()
  })
})

describe('saving the index in proportion to the change', () => {
  const host = (more: Partial<ConstructorParameters<typeof SearchHost>[0]> = {}) =>
    new SearchHost({ open: () => Promise.resolve(db), saveDelayMs: 10, ...more })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 80))
  const edit = async (id: string, body: string) => {
    const row = (await db.journal.get(id))!
    await db.journal.put({ ...row, body, updatedAt: tick() })
  }

  it('writes nothing of the index for an edit, and writes it out once enough entries changed', async () => {
    const save = vi.spyOn(searchIndexRepo, 'save')
    const searching = host({ compactAfter: { entries: 2, share: 0 } })
    await searching.warm('camp')
    await settle()
    expect(save).toHaveBeenCalledTimes(1) // the first build is written out
    await edit('e1', 'A lantern in the fog.')
    await searching.changed('camp', ['e1'])
    await settle()
    expect(save).toHaveBeenCalledTimes(1)
    const written = searching.stats()
    expect(written).toMatchObject({ saves: 1, entries: { camp: 3 } })
    expect(written.bytes).toBeGreaterThan(0)
    expect((await searching.search({ campaignId: 'camp', text: 'lantern' })).hits[0]?.id).toBe('e1')

    // A restart restores the saved index and re-indexes just the edited entry.
    const restarted = host()
    expect(await restarted.warm('camp')).toMatchObject({ rebuilt: false, reindexed: 1 })

    await edit('e2', 'A marsh.')
    await searching.changed('camp', ['e2'])
    await settle()
    expect(save).toHaveBeenCalledTimes(2)
    expect(await host().warm('camp')).toMatchObject({ rebuilt: false, reindexed: 0 })
    save.mockRestore()
    searching.dispose()
    restarted.dispose()
  })

  it('answers searches between the slices of a write, and holds edits back until it is stored', async () => {
    const searching = host({ sliceTerms: 1 })
    await searching.warm('camp')
    let stored = false
    const writing = searching.flush().then(() => (stored = true))
    const during = await searching.search({ campaignId: 'camp', text: 'wolves' })
    expect(stored).toBe(false)
    expect(during.hits.map((h) => h.id)).toEqual(['e2', 'e1'])

    await edit('e3', 'A golden crown.')
    await searching.changed('camp', ['e3']) // held back while writing
    await writing
    expect((await searching.search({ campaignId: 'camp', text: 'crown' })).hits[0]?.id).toBe('e3')
    // What was stored is the index before the edit; a restart catches the edit up.
    expect((await savedIndex())!.revisions.e3).not.toBe((await db.journal.get('e3'))!.updatedAt)
    expect(await host().warm('camp')).toMatchObject({ rebuilt: false, reindexed: 1 })
    searching.dispose()
  })

  it('answers searches while the written index is being stored', async () => {
    const searching = host()
    await searching.warm('camp')
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const realSave = searchIndexRepo.save.bind(searchIndexRepo)
    const save = vi.spyOn(searchIndexRepo, 'save').mockImplementation(async (...args) => {
      await gate
      return realSave(...args)
    })
    let stored = false
    const writing = searching.flush().then(() => (stored = true))
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    // The store has not finished, and a search is answered all the same.
    const during = await searching.search({ campaignId: 'camp', text: 'wolves' })
    expect(during.hits.map((h) => h.id)).toEqual(['e2', 'e1'])
    expect(stored).toBe(false)
    release()
    await writing
    expect((await savedIndex())!.revisions.e1).toBeDefined()
    save.mockRestore()
    searching.dispose()
  })

  it('gives way to an import begun during a write-out, and writes out again when it ends', async () => {
    const searching = host({ sliceTerms: 1 })
    await searching.warm('camp')
    const save = vi.spyOn(searchIndexRepo, 'save')
    const writing = searching.flush()
    const rows = Array.from({ length: 5 }, (_, i) => entry(`imp${i}`, { body: 'marsh lanterns' }))
    // The import starts while the index is being written in slices.
    await searching.importing('camp', rows)
    await searchIndexRepo.markImported(db, ['camp'])
    await db.journal.bulkPut(rows)
    await writing
    expect(save).not.toHaveBeenCalled() // the write-out stopped: the index changed under it
    await searching.imported('camp', true)
    expect((await searching.search({ campaignId: 'camp', text: 'marsh' })).total).toBe(5)
    // The import's end asks for a write-out, which stores the imported entries too.
    await vi.waitFor(async () =>
      expect(Object.keys((await savedIndex())?.revisions ?? {})).toHaveLength(8),
    )
    expect(await host().warm('camp')).toMatchObject({ rebuilt: false, reindexed: 0 })
    save.mockRestore()
    searching.dispose()
  })

  it('loses nothing when a write fails half-way: the old index stays and a restart catches up', async () => {
    const searching = host()
    await searching.warm('camp')
    await searching.flush()
    const saved = await savedIndex()
    await edit('e1', 'A lantern in the fog.')
    await searching.changed('camp', ['e1'])
    const save = vi.spyOn(searchIndexRepo, 'save').mockRejectedValueOnce(new Error('closed'))
    await expect(searching.flush()).rejects.toThrow('closed')
    expect(await savedIndex()).toEqual(saved)
    save.mockRestore()
    const restarted = host()
    expect(await restarted.warm('camp')).toMatchObject({ rebuilt: false, reindexed: 1 })
    expect((await restarted.search({ campaignId: 'camp', text: 'lantern' })).total).toBe(1)
    // The failed write is tried again.
    await searching.flush()
    expect((await savedIndex())!.revisions.e1).toBe((await db.journal.get('e1'))!.updatedAt)
    searching.dispose()
    restarted.dispose()
  })

  it('indexes the entries an import is writing, and drops them if the import fails', async () => {
    const fetched = vi.spyOn(searchIndexRepo, 'entries')
    const searching = host()
    const rows = Array.from({ length: 80 }, (_, i) => entry(`imp${i}`, { body: 'marsh lanterns' }))
    await searching.importing('camp', rows) // before any is in the table
    await db.journal.bulkPut(rows)
    await searching.imported('camp', true)
    await searching.changed(
      'camp',
      rows.map((r) => r.id),
    )
    expect((await searching.search({ campaignId: 'camp', text: 'marsh' })).total).toBe(80)
    // The imported entries were indexed from the import itself, never read back by id.
    expect(
      fetched.mock.calls.flatMap(([, ids]) => ids).filter((id) => id.startsWith('imp')),
    ).toEqual([])
    fetched.mockRestore()

    const failed = host()
    await failed.warm('camp')
    await failed.importing('camp', [entry('ghost', { body: 'a phantom' })])
    await failed.imported('camp', false) // rolled back: never in the table
    expect((await failed.search({ campaignId: 'camp', text: 'phantom' })).total).toBe(0)
    expect((await failed.search({ campaignId: 'camp', text: 'marsh' })).total).toBe(80)
    searching.dispose()
    failed.dispose()
  })
})

describe('loading a saved index without listing every entry', () => {
  const host = () => new SearchHost({ open: () => Promise.resolve(db), saveDelayMs: 10 })
  const saved = async () => {
    const first = host()
    await first.warm('camp')
    await first.flush()
    first.dispose()
  }

  it('finds an entry an import replaced with an older version: the import marks the saved index', async () => {
    await saved()
    const e1 = (await db.journal.get('e1'))!
    // The file's version is older than anything in the saved index.
    const older = { ...e1, body: 'An otter in the reeds.', updatedAt: '2020-01-01T00:00:00.000Z' }
    await transferRepo.write({
      characters: [],
      campaigns: [],
      journal: [older],
      settings: [],
      rolls: [],
    })
    expect((await db.searchIndexes.get('camp'))!.importedAt).toBeDefined()
    const restarted = host()
    expect((await restarted.search({ campaignId: 'camp', text: 'otter' })).hits[0]?.id).toBe('e1')
    expect((await restarted.search({ campaignId: 'camp', text: 'crossed' })).total).toBe(0)
    restarted.dispose()
  })

  it('drops an entry deleted for good while no index was loaded (the count disagrees)', async () => {
    await journalRepo.trash('e2', tick())
    await saved()
    await db.journal.delete('e2') // gone without a notice, as from another window
    await journalRepo.put(entry('e4', { body: 'A heron.' }))
    const restarted = host()
    expect(await restarted.warm('camp')).toMatchObject({ rebuilt: false, entries: 3 })
    expect((await restarted.search({ campaignId: 'camp', text: 'heron' })).hits[0]?.id).toBe('e4')
    await restarted.flush() // saved with e4, which then goes without a notice
    await db.journal.delete('e4')
    const again = host()
    expect(await again.warm('camp')).toMatchObject({ rebuilt: false, removed: 1, entries: 2 })
    restarted.dispose()
    again.dispose()
  })

  it('does not trust an index written under another schema, and does not store one begun before an import', async () => {
    await saved()
    const record = (await db.searchIndexes.get('camp'))!
    expect(record.schema).toBe(db.verno)
    await db.searchIndexes.put({ ...record, schema: db.verno - 1 })
    const other = host()
    expect(await other.warm('camp')).toMatchObject({ rebuilt: true, entries: 3 })
    other.dispose()

    const before = new Date(Date.now() - 1000).toISOString()
    await searchIndexRepo.markImported(db, ['camp'])
    expect(await searchIndexRepo.save(db, record, before)).toBe(false)
    expect((await db.searchIndexes.get('camp'))!.format).toBe(0)
    expect(await searchIndexRepo.save(db, record, new Date(Date.now() + 1000).toISOString())).toBe(
      true,
    )
  })
})
