// Full-text index of one campaign's journal, over MiniSearch. No worker, Dexie or Vue here: the
// worker (search.worker.ts) and the in-process fallback (search.ts) both drive this class, and the
// unit tests drive it directly.
import MiniSearch, { type Options } from 'minisearch'
import type { JournalRecord } from '@shared/records'
import type { SearchIndexRecord, StoredSearchIndexRecord } from '../db/database'
import { words } from './text'
import { withoutPictureTargets } from '@shared/pictures'
import {
  addDocuments,
  packSnapshot,
  unpackSnapshot,
  SnapshotRestore,
  SnapshotWriter,
  supportsSnapshots,
  type IndexSnapshot,
} from './search-snapshot'

export { highlight, words, type HighlightSegment } from './text'

/**
 * Format of a persisted index. Bump it whenever the fields, the tokenizer, the stop words, the
 * stored fields or the snapshot's layout change: a record of another format is rebuilt from the
 * table. 1: MiniSearch's JSON; 2: typed arrays (search-snapshot.ts); 3: a world page's summary
 * in a field of its own (#23); 4: the summary shares the in-game date's field (`about`); 5: stored
 * packed (packRecord).
 */
export const searchIndexFormat = 5

const pauseTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A record as the table stores it: its snapshot packed (see PackedSnapshot) and its revisions a
 * JSON text. Yields between the parts (`pause`, a new task by default).
 */
export async function packRecord(
  record: SearchIndexRecord,
  pause: () => Promise<void> = pauseTask,
): Promise<StoredSearchIndexRecord> {
  if (typeof record.index === 'string') throw new Error('Only a snapshot is stored.')
  const index = await packSnapshot(record.index, pause)
  await pause()
  return { ...record, index, revisions: JSON.stringify(record.revisions) }
}

/**
 * The record a stored one holds, for restore(); undefined when it is missing, of another format
 * or damaged (the index is then rebuilt from the journal).
 */
export async function unpackRecord(
  stored: StoredSearchIndexRecord | undefined,
): Promise<SearchIndexRecord | undefined> {
  if (!stored || stored.format !== searchIndexFormat || typeof stored.revisions !== 'string')
    return undefined
  const index = await unpackSnapshot(stored.index)
  if (!index) return undefined
  let revisions: unknown
  try {
    revisions = JSON.parse(stored.revisions)
  } catch {
    return undefined
  }
  if (
    typeof revisions !== 'object' ||
    revisions === null ||
    Array.isArray(revisions) ||
    !Object.values(revisions).every((value) => typeof value === 'string')
  )
    return undefined
  return { ...stored, index, revisions: revisions as Record<string, string> }
}

export interface SearchQuery {
  campaignId: string
  text: string
  /** Entries must carry every one of these tags. */
  tags?: string[]
  /** Entries must involve at least one of these characters. */
  characterIds?: string[]
  /** Most hits returned (default 50); `total` still counts them all. */
  limit?: number
}

export interface SearchHit {
  id: string
  score: number
  /** The index terms that matched (normalised words), for highlight(). */
  terms: string[]
}

export interface SearchResult {
  hits: SearchHit[]
  total: number
  /** Time spent searching the index, in ms. */
  ms: number
}

/** What a load did: rebuilt from nothing, or reconciled a saved index with the table. */
export interface LoadReport {
  rebuilt: boolean
  /** Entries (re)indexed from the table. */
  reindexed: number
  /** Entries dropped because they are gone or in the trash. */
  removed: number
  /** Entries in the index afterwards. */
  entries: number
}

/** An entry as the table lists it cheaply, without its body. */
export interface EntryRevision {
  id: string
  updatedAt: string
}

export type FetchEntries = (ids: string[]) => Promise<JournalRecord[]>
export type LoadProgress = (done: number, total: number) => void

const defaultLimit = 50

/** Words too common to be worth indexing or requiring. */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can could ' +
    'did do does for from had has have he her here hers him his how i if in into is it its just ' +
    'me my no nor not of off on once only or other our out over own she so some such than that ' +
    'the their them then there these they this those through to too under until up very was we ' +
    'were what when where which while who whom why with would you your'
  ).split(' '),
)

/** Whether an indexed word is kept: no stop words, no single letters (single digits stay). */
function keep(word: string): boolean {
  if (word.length === 1) return word >= '0' && word <= '9'
  return !stopWords.has(word)
}

/**
 * The words a query requires, normalised. Stop words are dropped except the last word, which is
 * searched as a prefix (the user may still be typing "the" of "theodric").
 */
export function queryWords(text: string): string[] {
  const all = words(text)
  return all.filter((word, i) =>
    i === all.length - 1 ? word.length > 1 || keep(word) : keep(word),
  )
}

interface IndexedDocument {
  id: string
  title: string
  body: string
  /** The tags as one text, for the index. */
  tags: string
  /**
   * The in-game date and a world page's summary, in one field: a fifth field made every search
   * about a quarter slower (bench/journal at 10k entries: warm p95 15.3 → 20.3 ms, edit-burst p95
   * 16.1 → 20.5 ms), since each term is looked up once per field.
   */
  about: string
  /** The tags as they are, stored for the filter. */
  tagList: string[]
  characterIds: string[]
  session: number
}

interface StoredFields {
  tags: string[]
  characterIds: string[]
  session: number
}

const miniSearchOptions: Options<IndexedDocument> = {
  fields: ['title', 'body', 'tags', 'about'],
  storeFields: ['tagList', 'characterIds', 'session'],
  tokenize: (text) => words(text),
  processTerm: (term) => (keep(term) ? term : null),
  searchOptions: { combineWith: 'AND', boost: { title: 3, tags: 2, about: 1.5 } },
  // No vacuuming: an index written out (every 200 changed entries or 2%) is taken back in clean,
  // and a search skips discarded entries meanwhile.
  autoVacuum: false,
}

function indexedDocument(entry: JournalRecord): IndexedDocument {
  return {
    id: entry.id,
    title: entry.title,
    body: withoutPictureTargets(entry.body),
    tags: entry.tags.join(' '),
    about: entry.summary ? `${entry.inGame} ${entry.summary}` : entry.inGame,
    tagList: [...entry.tags],
    characterIds: [...entry.characterIds],
    session: entry.session,
  }
}

function storedFields(value: Record<string, unknown> | undefined): StoredFields {
  const tags = value?.tagList
  const characterIds = value?.characterIds
  const session = value?.session
  return {
    tags: Array.isArray(tags) ? (tags as string[]) : [],
    characterIds: Array.isArray(characterIds) ? (characterIds as string[]) : [],
    session: typeof session === 'number' ? session : 0,
  }
}

/** MiniSearch's term tree (private: read for completions only; MiniSearch is pinned). */
interface TermTree {
  get(term: string): Map<number, Map<number, number>> | undefined
  atPrefix(prefix: string): Iterable<[string, Map<number, Map<number, number>>]>
}

/** Query words are already normalised: MiniSearch must not process them again. */
const exactTerms = {
  tokenize: (text: string) => text.split(' '),
  processTerm: (term: string) => term,
}

/** A scored match, as MiniSearch's search() makes it but without its stored fields. */
interface Scored {
  id: string
  score: number
  /** The query terms matched. */
  queryTerms: string[]
  /** Matched index term → fields. */
  match: Record<string, string[]>
}

type Query = Parameters<MiniSearch['search']>[0]
type QueryOptions = NonNullable<Parameters<MiniSearch['search']>[1]>
type RawResults = Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>

const hitOf = (result: Scored): SearchHit => ({
  id: result.id,
  score: result.score,
  terms: Object.keys(result.match),
})

/** MiniSearch's default weight of a prefix match. */
const prefixWeight = 0.375

/** Most (document, field) postings the completions of a last word may bring into a search. */
const defaultCompletionBudget = 15_000

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now())

/** Writes an index out in slices (JournalIndex.writer). */
export interface IndexWriter {
  /** The index's unsaved changes when the writer started (for markSaved). */
  readonly unsaved: number
  step(terms: number): void
  readonly done: boolean
  /** The record to store; call when done. */
  record(savedAt?: string): SearchIndexRecord
}

/** The full-text index of one campaign's journal (entries in the trash are never in it). */
/** A saved index taking the place of the live one, a slice of terms at a time (see adoption). */
export interface IndexAdoption {
  step(terms: number): void
  readonly done: boolean
  /** Puts the saved index in place; false when steps remain. */
  finish(): boolean
}

export class JournalIndex {
  readonly campaignId: string
  private mini: MiniSearch<IndexedDocument>
  /** updatedAt of every entry in the index. */
  private revisions = new Map<string, string>()
  /** Entries (re)indexed or removed since the index was restored or last written out. */
  unsaved = 0

  /**
   * @param completionBudget most (document, field) postings the completions of a last word may
   * bring into scoring (tests make it small).
   */
  constructor(
    campaignId: string,
    private readonly completionBudget = defaultCompletionBudget,
  ) {
    this.campaignId = campaignId
    this.mini = new MiniSearch(miniSearchOptions)
  }

  /** Number of entries in the index. */
  get size(): number {
    return this.revisions.size
  }

  has(id: string): boolean {
    return this.revisions.has(id)
  }

  /** The ids of the entries in the index. */
  ids(): string[] {
    return [...this.revisions.keys()]
  }

  /** The newest updatedAt in the index (undefined when empty). */
  newestRevision(): string | undefined {
    let newest: string | undefined
    for (const revision of this.revisions.values())
      if (newest === undefined || revision > newest) newest = revision
    return newest
  }

  /** The updatedAt the index holds for an entry. */
  revision(id: string): string | undefined {
    return this.revisions.get(id)
  }

  /**
   * Starts from a saved index (or from nothing when `record` is missing, of another format or
   * unreadable) and brings it in line with `current`, the entries outside the trash as the table
   * lists them now: entries that are new or whose updatedAt differs are fetched and (re)indexed in
   * batches, and entries no longer listed are dropped.
   */
  async load(
    record: SearchIndexRecord | undefined,
    current: readonly EntryRevision[],
    fetch: FetchEntries,
    onProgress?: LoadProgress,
    batchSize = 500,
  ): Promise<LoadReport> {
    const rebuilt = !this.restore(record)
    return { ...(await this.reconcile(current, fetch, onProgress, batchSize)), rebuilt }
  }

  /**
   * Brings the index in line with `current` (see load): entries new or with another updatedAt are
   * fetched and (re)indexed in batches, entries no longer listed are dropped.
   */
  async reconcile(
    current: readonly EntryRevision[],
    fetch: FetchEntries,
    onProgress?: LoadProgress,
    batchSize = 500,
  ): Promise<LoadReport> {
    const listed = new Map(current.map((entry) => [entry.id, entry.updatedAt]))
    const gone = [...this.revisions.keys()].filter((id) => !listed.has(id))
    const removed = this.remove(gone)
    const stale = current
      .filter((entry) => this.revisions.get(entry.id) !== entry.updatedAt)
      .map((entry) => entry.id)

    let reindexed = 0
    onProgress?.(0, stale.length)
    for (let start = 0; start < stale.length; start += batchSize) {
      const ids = stale.slice(start, start + batchSize)
      const entries = await fetch(ids)
      reindexed += this.update(entries)
      // An id listed but no longer found was deleted meanwhile.
      const found = new Set(entries.map((entry) => entry.id))
      this.remove(ids.filter((id) => !found.has(id)))
      onProgress?.(Math.min(start + batchSize, stale.length), stale.length)
    }
    return { rebuilt: false, reindexed, removed, entries: this.size }
  }

  /** Adopts a saved index; false (and an empty index) when it cannot be used. */
  restore(record: SearchIndexRecord | undefined): boolean {
    this.mini = new MiniSearch(miniSearchOptions)
    this.revisions = new Map()
    this.unsaved = 0
    return this.adopt(record)
  }

  /**
   * Takes a record in place of the index (e.g. the one just written out: it holds no discarded
   * entries and its postings stay encoded until used). False, and the index unchanged, when the
   * record cannot be used.
   */
  adopt(record: SearchIndexRecord | undefined): boolean {
    const adoption = this.adoption(record)
    adoption?.step(Number.POSITIVE_INFINITY)
    return adoption?.finish() ?? false
  }

  /**
   * `adopt` in steps, for the worker to run between searches: the record's index is built beside
   * this one, which keeps answering (it must not change meanwhile), and `finish` puts it in
   * place. Null, and the index unchanged, when the record cannot be used.
   */
  adoption(record: SearchIndexRecord | undefined): IndexAdoption | null {
    if (
      !record ||
      record.format !== searchIndexFormat ||
      record.campaignId !== this.campaignId ||
      typeof record.revisions !== 'object' ||
      record.revisions === null
    )
      return null
    const mini = new MiniSearch(miniSearchOptions)
    const restore = supportsSnapshots(mini) ? SnapshotRestore.start(mini, record.index) : null
    if (!restore) return null
    const revisions = new Map(Object.entries(record.revisions))
    if (mini.documentCount !== revisions.size || ![...revisions.keys()].every((id) => mini.has(id)))
      return null
    return {
      step: (terms) => restore.step(terms),
      get done() {
        return restore.done
      },
      finish: () => {
        if (!restore.done) return false
        this.mini = mini
        this.revisions = revisions
        return true
      },
    }
  }

  /**
   * Indexes entries as they are now. Entries in the trash or of another campaign are taken out.
   * Returns how many were (re)indexed.
   */
  update(entries: readonly JournalRecord[]): number {
    // The last version of each entry counts; the ones to index are added in one batch.
    const latest = new Map<string, JournalRecord>()
    for (const entry of entries) latest.set(entry.id, entry)
    const added: IndexedDocument[] = []
    for (const entry of latest.values()) {
      if (entry.deletedAt !== null || entry.campaignId !== this.campaignId) {
        this.remove([entry.id])
        continue
      }
      if (this.revisions.has(entry.id)) this.mini.discard(entry.id)
      added.push(indexedDocument(entry))
      this.revisions.set(entry.id, entry.updatedAt)
    }
    if (supportsSnapshots(this.mini)) addDocuments(this.mini, added, (d) => d.id)
    else this.mini.addAll(added)
    this.unsaved += added.length
    return added.length
  }

  /** Takes entries out of the index. Returns how many were in it. */
  remove(ids: readonly string[]): number {
    let removed = 0
    for (const id of ids) {
      if (!this.revisions.delete(id)) continue
      this.mini.discard(id)
      removed++
    }
    this.unsaved += removed
    return removed
  }

  /**
   * Entries matching every query word (the last one also as a prefix), best first, that carry
   * all of `tags` and involve any of `characterIds`. With no text, the filtered entries, newest
   * session first, unscored.
   */
  search(query: Omit<SearchQuery, 'campaignId'>): SearchResult {
    const started = now()
    const limit = Math.max(0, query.limit ?? defaultLimit)
    const tags = query.tags ?? []
    const characterIds = query.characterIds ?? []
    const passes = (fields: StoredFields): boolean =>
      tags.every((tag) => fields.tags.includes(tag)) &&
      (characterIds.length === 0 || characterIds.some((id) => fields.characterIds.includes(id)))

    if (query.text.trim() === '') {
      const found: { id: string; session: number }[] = []
      for (const id of this.revisions.keys()) {
        const fields = storedFields(this.mini.getStoredFields(id))
        if (passes(fields)) found.push({ id, session: fields.session })
      }
      found.sort((a, b) => b.session - a.session || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      return {
        hits: found.slice(0, limit).map(({ id }) => ({ id, score: 0, terms: [] })),
        total: found.length,
        ms: now() - started,
      }
    }

    const required = queryWords(query.text)
    const last = required.pop()
    if (last === undefined) return { hits: [], total: 0, ms: now() - started }
    const filtered = tags.length > 0 || characterIds.length > 0 ? passes : null
    const expansions = this.completions(last)
    let results: Scored[]
    let total: number | null = null
    if (expansions === null) {
      // MiniSearch's own prefix search (no cap), for words long enough to expand little.
      results = this.scored(
        [...required, last].join(' '),
        {
          ...exactTerms,
          prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 4,
        },
        filtered,
      )
    } else {
      if (expansions.terms.length === 0) return { hits: [], total: 0, ms: now() - started }
      const lastWord = {
        combineWith: 'OR' as const,
        queries: [expansions.terms.join(' ')],
        // Weighted as MiniSearch weighs prefix matches: less the more letters were added.
        boostTerm: (term: string) =>
          term === last
            ? 1
            : (prefixWeight * last.length) / (0.7 * last.length + 0.3 * term.length),
      }
      results = this.scored(
        {
          combineWith: 'AND',
          queries: required.length > 0 ? [required.join(' '), lastWord] : [lastWord],
        },
        exactTerms,
        filtered,
      )
      // MiniSearch multiplies a score by the number of query terms matched; the completions of
      // the last word count as one term, as in its own prefix search.
      for (const result of results)
        result.score =
          (result.score * (required.length + 1)) / Math.max(1, result.queryTerms.length)
      results.sort((a, b) => b.score - a.score)
      if (!expansions.complete) {
        // Only the most frequent completions were scored: count every match, and list unscored
        // ones after the scored when the scored are fewer than asked for.
        const matching = this.matching(required, last, filtered)
        total = matching.length
        if (results.length < limit) {
          const scored = new Set(results.map((r) => r.id))
          const rest = this.sessions(matching.filter((id) => !scored.has(id))).sort(
            (a, b) => b.session - a.session || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
          )
          return {
            hits: [
              ...results.map(hitOf),
              ...rest
                .slice(0, limit - results.length)
                .map(({ id }) => ({ id, score: 0, terms: [last] })),
            ],
            total,
            ms: now() - started,
          }
        }
      }
    }
    return {
      hits: results.slice(0, limit).map(hitOf),
      total: total ?? results.length,
      ms: now() - started,
    }
  }

  /**
   * MiniSearch's search() (same scores, same order) without what it does for every match that a
   * journal search does not need: a result object with the document's stored fields copied in,
   * and the list of matched terms (made for the hits shown only). A search with thousands of
   * matches spent about a third of its time there (bench/journal, 10,000 entries).
   */
  private scored(
    query: Query,
    options: QueryOptions,
    passes: ((fields: StoredFields) => boolean) | null,
  ): Scored[] {
    const inner = this.mini as unknown as {
      executeQuery(query: Query, options: QueryOptions): RawResults
      _documentIds: Map<number, string>
      _storedFields: Map<number, Record<string, unknown>>
    }
    const out: Scored[] = []
    for (const [shortId, { score, terms, match }] of inner.executeQuery(query, options)) {
      if (passes && !passes(storedFields(inner._storedFields.get(shortId)))) continue
      // MiniSearch's quality: the number of query terms matched.
      out.push({
        id: inner._documentIds.get(shortId)!,
        score: score * (terms.length || 1),
        queryTerms: terms,
        match,
      })
    }
    return out.sort((a, b) => b.score - a.score)
  }

  /**
   * Every entry that has all `required` words and a word starting with `prefix` (in any field),
   * and passes the filter: counted from the term tree, unscored.
   */
  private matching(
    required: readonly string[],
    prefix: string,
    passes: ((fields: StoredFields) => boolean) | null,
  ): string[] {
    const inner = this.mini as unknown as {
      _index: TermTree
      _documentIds: Map<number, string>
      _storedFields: Map<number, Record<string, unknown>>
    }
    const tree = inner._index
    const live = inner._documentIds
    const add = (data: Map<number, Map<number, number>>, into: Set<number>) => {
      for (const postings of data.values())
        for (const shortId of postings.keys()) if (live.has(shortId)) into.add(shortId)
    }
    let found = new Set<number>()
    for (const [, data] of tree.atPrefix(prefix)) add(data, found)
    for (const word of required) {
      const data = tree.get(word)
      if (!data) return []
      const having = new Set<number>()
      add(data, having)
      found = new Set([...found].filter((shortId) => having.has(shortId)))
    }
    // Read by short id: a count of thousands of matches need not look each id up again.
    const out: string[] = []
    for (const shortId of found)
      if (!passes || passes(storedFields(inner._storedFields.get(shortId))))
        out.push(live.get(shortId)!)
    return out
  }

  /** Entries with their session, for ordering unscored matches. */
  private sessions(ids: readonly string[]): { id: string; session: number }[] {
    return ids.map((id) => ({ id, session: storedFields(this.mini.getStoredFields(id)).session }))
  }

  /**
   * The indexed words that start with `prefix`: the word itself first, then its completions from
   * the most to the least frequent, while the documents they touch stay within a budget (a short
   * prefix can have hundreds of completions, and scoring them all would make a search slow).
   * Null when MiniSearch's term tree cannot be read (another MiniSearch version).
   */
  private completions(prefix: string): { terms: string[]; complete: boolean } | null {
    const tree = (this.mini as unknown as { _index?: Partial<TermTree> })._index
    if (typeof tree?.atPrefix !== 'function') return null
    if (prefix.length < 2) {
      const exact = tree.get?.(prefix)
      return { terms: exact ? [prefix] : [], complete: true }
    }
    const found: { term: string; postings: number }[] = []
    for (const [term, fields] of tree.atPrefix(prefix)) {
      let postings = 0
      for (const documents of fields.values()) postings += documents.size
      found.push({ term, postings })
    }
    found.sort((a, b) => (a.term === prefix ? -1 : b.term === prefix ? 1 : b.postings - a.postings))
    const out: string[] = []
    let budget = this.completionBudget
    for (const { term, postings } of found) {
      if (out.length > 0 && postings > budget) break
      out.push(term)
      budget -= postings
    }
    return { terms: out, complete: out.length === found.length }
  }

  /** The index as the searchIndexes table stores it, written at once. */
  toRecord(savedAt = new Date().toISOString()): SearchIndexRecord {
    const writer = this.writer()
    writer.step(Number.POSITIVE_INFINITY)
    this.markSaved(writer.unsaved)
    return writer.record(savedAt)
  }

  /**
   * Writes the index out a slice at a time (see SnapshotWriter): the index must not change until
   * `record()`; searches may run between steps. `record()` also counts the index as saved.
   */
  writer(): IndexWriter {
    const writer = new SnapshotWriter(this.mini)
    const revisions = Object.fromEntries(this.revisions)
    return {
      unsaved: this.unsaved,
      step: (terms) => writer.step(terms),
      get done() {
        return writer.done
      },
      record: (savedAt = new Date().toISOString()) => {
        const index: IndexSnapshot = writer.snapshot()
        return { campaignId: this.campaignId, format: searchIndexFormat, index, revisions, savedAt }
      },
    }
  }

  /** Counts `count` changes as saved (after the record of a writer() that saw them is stored). */
  markSaved(count: number): void {
    this.unsaved = Math.max(0, this.unsaved - count)
  }
}
