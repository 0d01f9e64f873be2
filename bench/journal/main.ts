// The page bench/journal.mjs drives in Chromium. Built with the web renderer's Vite settings into
// <web build>/bench-journal/, so it shares the app's origin and with it the app's IndexedDB.
// Everything heavy (rows, queries, timing) stays in the page; the driver only reads numbers.
// The rules code's words go through the app's vue-i18n (a new character's starting gear is named
// in them), so the translator is installed as the app installs it.
import '@renderer/i18n'
import { getSystem } from '@systems/index'
import { campaign as campaignRecord, journalEntry } from '@shared/journal'
import type { CharacterRecord, JournalRecord } from '@shared/records'
import { QuillkeepDatabase } from '@renderer/db/database'
import { database, useDatabase } from '@renderer/db/connection'
import { campaignsRepo } from '@renderer/db/campaigns-repo'
import { charactersRepo } from '@renderer/db/characters-repo'
import { journalRepo } from '@renderer/db/journal-repo'
import { transferRepo } from '@renderer/db/transfer-repo'
import { stopWords, words } from '@renderer/journal/search-core'
import {
  createJournalSearch,
  journalSearch,
  type JournalSearchClient,
  type WarmReport,
} from '@renderer/journal/search'
import { snapshotBytes } from '@renderer/journal/search-snapshot'
import type { SearchQuery } from '@renderer/journal/search'

import { capital, createRng, makeVocabulary, tagPool, zipfWords } from '../corpus'

export const campaignId = 'bench-campaign'

const characterNames = ['Kaelen', 'Ysolde', 'Theodric', 'Marra', 'Brannoc', 'Ilse']

interface Corpus {
  vocabulary: string[]
  rank: Map<string, number>
  rows: JournalRecord[]
  characters: CharacterRecord[]
  averageWords: number
}

/** World-page kinds, in the order a mixed corpus cycles through them. */
const pageKinds = ['npc', 'place', 'faction', 'item'] as const
const relationKinds = [
  'member-of',
  'located-in',
  'ally-of',
  'enemy-of',
  'owns',
  'related-to',
] as const

/**
 * `mixed`: every fourth item is a world page (NPC, place, faction or item, in turn) with a name,
 * a one-line summary, notes like an entry's, relations to two earlier pages, and one in ten
 * GM-only; the rest are session entries. Otherwise every item is a session entry.
 */
function buildCorpus(
  count: number,
  averageWords: number,
  vocabularySize: number,
  mixed = false,
): Corpus {
  const random = createRng(20261121)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

  const vocabulary = makeVocabulary(random, vocabularySize)
  const rank = new Map(vocabulary.map((word, i) => [word, i]))
  const zipfWord = zipfWords(random, vocabulary)

  const now = Date.UTC(2026, 10, 21)
  const characters: CharacterRecord[] = characterNames.map((name, i) => {
    const systemId = i % 2 === 0 ? 'cairn-ap' : 'symbaroum'
    const system = getSystem(systemId)
    const at = new Date(now).toISOString()
    return {
      id: `bench-char-${i}`,
      system: systemId,
      dataVersion: system.dataVersion,
      name,
      campaignId,
      data: system.create({ name }, {}),
      ledger: [],
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    }
  })

  const titleWords = vocabulary.slice(50, 3000)
  const titleNouns = vocabulary.slice(50, 8000)
  const hex = () =>
    Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0')
  const rows: JournalRecord[] = []
  const pages: JournalRecord[] = []
  let words = 0
  for (let i = 0; i < count; i++) {
    const length = Math.round(averageWords * (0.5 + random()))
    const paragraphs: string[] = []
    let sentence: string[] = []
    let paragraph: string[] = []
    for (let w = 0; w < length; w++) {
      let word = zipfWord()
      if (random() < 0.01) word = `[[${pick(characterNames)}]]`
      else if (random() < 0.01) word = `**${word}**`
      sentence.push(sentence.length === 0 ? capital(word) : word)
      if (sentence.length >= 8 + random() * 12 || w === length - 1) {
        paragraph.push(`${sentence.join(' ')}.`)
        sentence = []
        if (paragraph.length >= 4 + random() * 3) {
          paragraphs.push(paragraph.join(' '))
          paragraph = []
        }
      }
    }
    if (paragraph.length > 0) paragraphs.push(paragraph.join(' '))
    words += length

    const tags = new Set<string>()
    const tagCount = 1 + Math.floor(random() * 3)
    while (tags.size < tagCount) tags.add(tagPool[Math.floor(tagPool.length * random() ** 2)]!)
    const present = characters.filter(() => random() < 0.55).map((c) => c.id)
    if (present.length === 0) present.push(pick(characters).id)
    const session = Math.floor(i / 2) + 1
    const at = new Date(now - (count - i) * 3_600_000).toISOString()
    if (mixed && i % 4 === 3) {
      const summaryWords = Array.from({ length: 8 + Math.floor(random() * 8) }, zipfWord)
      const page = journalEntry({
        id: `${hex()}-${hex()}-${hex()}-${hex()}`,
        campaignId,
        kind: pageKinds[Math.floor(i / 4) % pageKinds.length]!,
        title: `${capital(pick(titleWords))} ${capital(pick(titleNouns))}`,
        summary: `${capital(summaryWords.join(' '))}.`,
        body: paragraphs.join('\n\n'),
        tags: [...tags],
        relations: pages.length
          ? [0, 1].map(() => ({ kind: pick(relationKinds), targetId: pick(pages).id }))
          : [],
        gmOnly: random() < 0.1,
        createdAt: at,
        updatedAt: at,
      })
      rows.push(page)
      pages.push(page)
      continue
    }
    rows.push(
      journalEntry({
        id: `${hex()}-${hex()}-${hex()}-${hex()}`,
        campaignId,
        title: `Session ${session}: ${capital(pick(titleWords))} ${pick(titleNouns)}`,
        session,
        date: at.slice(0, 10),
        body: paragraphs.join('\n\n'),
        tags: [...tags],
        characterIds: present,
        inGame: `Day ${session} of ${pick(['Thaw', 'Harvest', 'Frost', 'Bloom'])}`,
        createdAt: at,
        updatedAt: at,
      }),
    )
  }
  return { vocabulary, rank, rows, characters, averageWords: words / count }
}

type QueryKind = 'common' | 'rare' | 'two-word AND' | 'prefix' | 'tag filter' | 'character filter'
interface BenchQuery extends SearchQuery {
  kind: QueryKind
}

function buildQueries(corpus: Corpus, count: number): BenchQuery[] {
  const random = createRng(7)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const { rank, rows, characters } = corpus
  /** A word of one random entry's body whose frequency rank is in [low, high). */
  const wordFromEntry = (low: number, high: number): string => {
    for (;;) {
      const candidates = pick(rows)
        .body.toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => {
          const r = rank.get(w)
          return r !== undefined && r >= low && r < high
        })
      if (candidates.length > 0) return pick(candidates)
    }
  }
  const kinds: QueryKind[] = [
    'common',
    'rare',
    'two-word AND',
    'prefix',
    'tag filter',
    'character filter',
  ]
  const out: BenchQuery[] = []
  for (let i = 0; i < count; i++) {
    const kind = kinds[i % kinds.length]!
    const query: BenchQuery = { kind, campaignId, text: '', limit: 50 }
    if (kind === 'common') query.text = wordFromEntry(60, 400)
    else if (kind === 'rare') query.text = wordFromEntry(5000, 20000)
    else if (kind === 'two-word AND') {
      // Both words from one entry, so that the AND has at least one hit.
      const entry = pick(rows)
      const words = entry.body
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => (rank.get(w) ?? 0) >= 60)
      query.text = `${pick(words)} ${pick(words)}`
    } else if (kind === 'prefix') {
      const word = wordFromEntry(100, 5000)
      query.text = word.slice(0, Math.min(word.length, 3 + Math.floor(random() * 3)))
    } else if (kind === 'tag filter') {
      query.tags = [pick(tagPool.slice(0, 12))]
      query.text = i % 4 === 0 ? '' : wordFromEntry(60, 2000)
    } else {
      query.characterIds = [pick(characters).id]
      if (i % 3 === 0) query.characterIds.push(pick(characters).id)
      query.text = i % 4 === 1 ? '' : wordFromEntry(60, 2000)
    }
    out.push(query)
  }
  return out
}

/** Every entry's searchable text, lower-cased once: what an in-memory scan reads. */
interface ScanRow {
  text: string
  tags: string[]
  characterIds: string[]
}

/** The honest floor: a case-insensitive substring scan over entries already in memory. */
function scanInMemory(rows: readonly ScanRow[], query: SearchQuery): number {
  const needles = query.text.toLowerCase().split(/\s+/).filter(Boolean)
  const tags = query.tags ?? []
  const characterIds = query.characterIds ?? []
  let count = 0
  for (const row of rows) {
    if (!tags.every((tag) => row.tags.includes(tag))) continue
    if (characterIds.length > 0 && !characterIds.some((id) => row.characterIds.includes(id)))
      continue
    if (needles.every((needle) => row.text.includes(needle))) count++
  }
  return count
}

/** The words of an entry the index keeps (search-core: no stop words, no single letters). */
function indexedTokens(row: JournalRecord): Set<string> {
  return new Set(
    // The fields search-core.ts indexes (a world page's summary too).
    words(`${row.title} ${row.body} ${row.tags.join(' ')} ${row.inGame} ${row.summary}`).filter(
      (word) => (word.length === 1 ? word >= '0' && word <= '9' : !stopWords.has(word)),
    ),
  )
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

let corpus: Corpus | null = null
let search: JournalSearchClient | null = null
// The app's own client would start a second worker at the first import, indexing every entry and
// edit beside the bench's client, which the app never does: the bench's client stands in for it.
;(journalSearch as JournalSearchClient).dispose()
const rows = () => {
  if (!corpus) throw new Error('generate() first')
  return corpus.rows
}

async function deleteAppDatabase(): Promise<void> {
  search?.dispose()
  search = null
  ;(await database()).close()
  useDatabase(null)
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('quillkeep')
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error('IndexedDB delete failed'))
    request.onblocked = () => reject(new Error('deleting the app database is blocked'))
  })
}

const bench = {
  generate(count: number, averageWords: number, vocabularySize: number, mixed = false) {
    const started = performance.now()
    corpus = buildCorpus(count, averageWords, vocabularySize, mixed)
    return {
      entries: corpus.rows.length,
      pages: corpus.rows.filter((r) => r.kind !== 'session').length,
      averageWords: corpus.averageWords,
      vocabulary: corpus.vocabulary.length,
      megabytes: corpus.rows.reduce((n, r) => n + r.body.length, 0) / 1e6,
      ms: performance.now() - started,
    }
  },

  /** A bare Dexie bulkAdd of the rows into a fresh database (same schema): the floor. */
  async bareBulkAdd(run: number): Promise<number> {
    const name = `bench-bare-${run}`
    const db = new QuillkeepDatabase(name)
    await db.open()
    const started = performance.now()
    await db.journal.bulkAdd(rows())
    const ms = performance.now() - started
    db.close()
    await QuillkeepDatabase.delete(name)
    return ms
  },

  /**
   * The real import path into a fresh app database: transferRepo.write of a bundle holding the
   * rows (what the import dialog calls after its safety backup), with the app's search client
   * listening as it does in the app. Then the first search right after it.
   */
  async realImport(query: string): Promise<{
    importMs: number
    firstSearchMs: number
    total: number
    report: WarmReport
  }> {
    await deleteAppDatabase()
    await database() // opened (and created) outside the timing, as the bare run opens first
    await campaignsRepo.put(
      campaignRecord({
        id: campaignId,
        name: 'Benchmark campaign',
        systems: ['cairn-ap', 'symbaroum'],
        createdAt: '2016-01-01T00:00:00.000Z',
        updatedAt: '2016-01-01T00:00:00.000Z',
      }),
    )
    for (const character of corpus?.characters ?? []) await charactersRepo.put(character)
    search = createJournalSearch()
    const started = performance.now()
    await transferRepo.write({
      characters: [],
      campaigns: [],
      journal: rows(),
      settings: [],
      rolls: [],
    })
    const importMs = performance.now() - started
    const result = await search.search({ campaignId, text: query })
    const firstSearchMs = performance.now() - started - importMs
    // What the index had to do on top of the import (nothing re-indexed when it kept up).
    const report = await search.warmReport(campaignId)
    return { importMs, firstSearchMs, total: result.total, report }
  },

  /** Waits for the index to be written out after the import, and its size. */
  async writeOut() {
    if (!search) throw new Error('realImport() first')
    const started = performance.now()
    await search.flush()
    const ms = performance.now() - started
    const stats = await search.stats()
    const saved = await (await database()).searchIndexes.get(campaignId)
    return { ms, bytes: saved ? snapshotBytes(saved.index) : 0, stats }
  },

  /** A new search worker each time (a restart of the app): the first search, from the saved index. */
  async coldSearch(runs: number, texts: string[]) {
    const times: number[] = []
    const reports = []
    for (let run = 0; run < runs; run++) {
      search?.dispose()
      search = createJournalSearch()
      const started = performance.now()
      await search.search({ campaignId, text: texts[run % texts.length]! })
      times.push(performance.now() - started)
      reports.push(await search.warmReport(campaignId))
    }
    return {
      times,
      median: median(times),
      max: Math.max(...times),
      rebuilt: reports.some((r) => r.rebuilt),
      reindexed: Math.max(...reports.map((r) => r.reindexed)),
    }
  },

  /** Search latency (round trip page → worker → page) once warm. */
  async search(count: number) {
    if (!corpus || !search) throw new Error('coldSearch() first')
    const queries = buildQueries(corpus, count)
    for (const query of queries.slice(0, 12)) await search.search(query) // JIT warm-up
    const results = []
    for (const query of queries) {
      const started = performance.now()
      const result = await search.search(query)
      results.push({
        kind: query.kind,
        text: query.text,
        ms: performance.now() - started,
        workerMs: result.ms,
        total: result.total,
      })
    }
    const roundTrip = results.map((r) => r.ms)
    const byKind: Record<string, { count: number; p50: number; p95: number; hits: number }> = {}
    for (const kind of new Set(results.map((r) => r.kind))) {
      const times = results.filter((r) => r.kind === kind)
      byKind[kind] = {
        count: times.length,
        p50: median(times.map((r) => r.ms)),
        p95: percentile(
          times.map((r) => r.ms),
          95,
        ),
        hits: median(times.map((r) => r.total)),
      }
    }
    return {
      queries: results.length,
      p50: median(roundTrip),
      p95: percentile(roundTrip, 95),
      max: Math.max(...roundTrip),
      workerP50: median(results.map((r) => r.workerMs)),
      workerP95: percentile(
        results.map((r) => r.workerMs),
        95,
      ),
      byKind,
      withHits: results.filter((r) => r.total > 0).length,
    }
  },

  /**
   * The index against an in-memory scan of the same entries on the same queries (the entries'
   * lower-cased text prepared beforehand, outside the timing), paired and alternating.
   */
  async naive(count: number, every: number) {
    if (!corpus || !search) throw new Error('coldSearch() first')
    const scanRows: ScanRow[] = corpus.rows.map((row) => ({
      text: `${row.title}\n${row.body}\n${row.tags.join(' ')}\n${row.inGame}`.toLowerCase(),
      tags: row.tags,
      characterIds: row.characterIds,
    }))
    const queries = buildQueries(corpus, count).filter((_, i) => i % every === 0)
    const naive: number[] = []
    const indexed: number[] = []
    let disagreements = 0
    for (const [i, query] of queries.entries()) {
      const timeScan = () => {
        const started = performance.now()
        const found = scanInMemory(scanRows, query)
        naive.push(performance.now() - started)
        return found
      }
      const timeIndex = async () => {
        const started = performance.now()
        const result = await search!.search(query)
        indexed.push(performance.now() - started)
        return result.total
      }
      let scanned: number
      let total: number
      if (i % 2 === 0) {
        scanned = timeScan()
        total = await timeIndex()
      } else {
        total = await timeIndex()
        scanned = timeScan()
      }
      // Substrings find at least what whole words and prefixes find.
      if (scanned < total) disagreements++
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
    return {
      queries: queries.length,
      naiveMedian: median(naive),
      indexMedian: median(indexed),
      naiveTotal: sum(naive),
      indexTotal: sum(indexed),
      disagreements,
    }
  },

  /** The index's match counts for 2-, 3- and 4-letter prefixes against a brute-force count. */
  async prefixCounts(perLength: number) {
    if (!corpus || !search) throw new Error('coldSearch() first')
    const tokens = corpus.rows.map(indexedTokens)
    const random = createRng(99)
    const candidates = corpus.vocabulary.slice(60, 6000).filter((w) => w.length >= 4)
    const rows: { prefix: string; index: number; brute: number }[] = []
    for (const length of [2, 3, 4]) {
      const prefixes = new Set<string>()
      while (prefixes.size < perLength)
        prefixes.add(candidates[Math.floor(random() * candidates.length)]!.slice(0, length))
      for (const prefix of prefixes) {
        const result = await search.search({ campaignId, text: prefix, limit: 1 })
        let brute = 0
        for (const set of tokens) {
          for (const token of set) {
            if (token.startsWith(prefix)) {
              brute++
              break
            }
          }
        }
        rows.push({ prefix, index: result.total, brute })
      }
    }
    const wrong = rows.filter((r) => r.index !== r.brute)
    return { checked: rows.length, wrong: wrong.length, examples: wrong.slice(0, 5) }
  },

  /**
   * An edit burst: `before` edits at once (unmeasured, bringing the index near its write-out),
   * then one edit a second for `seconds`, with a query every 100 ms throughout. The edits go
   * through journalRepo.put as the editor's do.
   */
  async editBurst(before: number, seconds: number) {
    if (!corpus || !search) throw new Error('coldSearch() first')
    const client = search
    const random = createRng(5)
    const all = corpus.rows
    let edits = 0
    const edit = async () => {
      const row = all[Math.floor(random() * all.length)]!
      const current = (await journalRepo.get(row.id))!
      await journalRepo.put({
        ...current,
        body: `${current.body} Edited ${edits} ${corpus!.vocabulary[100 + edits]}.`,
        updatedAt: new Date(Date.UTC(2027, 0, 1, 0, 0, edits)).toISOString(),
      })
      edits++
    }
    const statsBefore = await client.stats()
    for (let i = 0; i < before; i++) await edit()
    const queries = buildQueries(corpus, seconds * 10 + 12)
    const latencies: number[] = []
    const slow: { at: number; ms: number }[] = []
    const started = performance.now()
    let nextEdit = started
    let q = 0
    const savesAtStart = (await client.stats()).saves
    while (performance.now() - started < seconds * 1000) {
      if (performance.now() >= nextEdit) {
        void edit()
        nextEdit += 1000
      }
      const asked = performance.now()
      await client.search(queries[q++ % queries.length]!)
      latencies.push(performance.now() - asked)
      if (latencies.at(-1)! > 50)
        slow.push({ at: Math.round(asked - started), ms: Math.round(latencies.at(-1)!) })
      const wait = 100 - (performance.now() - asked)
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
    const statsAfter = await client.stats()
    return {
      edits,
      searches: latencies.length,
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
      over100: latencies.filter((ms) => ms > 100).length,
      slow,
      writeOutsDuringBurst: statsAfter.saves - savesAtStart,
      bytesWritten: statsAfter.bytes - statsBefore.bytes,
      writeOuts: statsAfter.saves - statsBefore.saves,
    }
  },

  /** Ends the worker so that it does not compete with the journal's first screen. */
  close(): void {
    search?.dispose()
    search = null
  },
}

declare global {
  interface Window {
    journalBench: typeof bench
  }
}
window.journalBench = bench
document.documentElement.dataset.ready = 'true'
