// A MiniSearch index as typed arrays, and back, without JSON. MiniSearch's own toJSON/loadJSON
// spends most of a cold start parsing and rebuilding maps (0.47 s at 10,000 entries in Node) and
// most of a save stringifying (0.8 s, 17.7 MB); here a save copies numbers into one Uint32Array
// (in slices, so that searches run between them) and a load inserts the terms only: each term's
// postings stay in the array until a search or an edit first reads them (LazyTermData).
//
// This reads and writes MiniSearch's private fields. MiniSearch is pinned (package.json); the
// tests check that an index built, saved and loaded here serialises exactly as MiniSearch's own.

/** (document short id → term frequency) per field id, as MiniSearch keeps a term's postings. */
type FieldPostings = Map<number, number>
type TermData = Map<number, FieldPostings>

interface SearchableMap {
  get(term: string): TermData | undefined
  set(term: string, data: TermData): unknown
  fetch(term: string, initial: () => TermData): TermData
  keys(): Iterable<string>
  readonly size: number
}

/** MiniSearch's private state (version 7.2). */
interface Internals {
  _index: SearchableMap
  _documentIds: Map<number, string>
  _idToShortId: Map<string, number>
  _fieldIds: Record<string, number>
  _fieldLength: Map<number, (number | undefined)[]>
  _avgFieldLength: number[]
  _nextId: number
  _documentCount: number
  _dirtCount: number
  _storedFields: Map<number, Record<string, unknown>>
  _options: {
    fields: string[]
    storeFields: string[]
    tokenize: (text: string, field?: string) => string[]
    processTerm: (term: string, field?: string) => string | null | undefined | false
  }
  addDocumentId(id: string): number
  saveStoredFields(shortId: number, document: object): void
  addFieldLength(shortId: number, fieldId: number, count: number, length: number): void
}

/** MiniSearch<T> for any T (its type parameter plays no part here). */
type AnyMiniSearch = object

const internals = (mini: AnyMiniSearch): Internals => mini as Internals

/** Whether this MiniSearch has the private fields this file relies on. */
export function supportsSnapshots(mini: AnyMiniSearch): boolean {
  const inner = internals(mini)
  return (
    typeof inner._index?.fetch === 'function' &&
    inner._documentIds instanceof Map &&
    inner._fieldLength instanceof Map &&
    typeof inner.addDocumentId === 'function' &&
    typeof inner.addFieldLength === 'function' &&
    typeof inner.saveStoredFields === 'function'
  )
}

/** The index in arrays: what the searchIndexes table stores (format 2). */
export interface IndexSnapshot {
  documentCount: number
  nextId: number
  averageFieldLength: number[]
  /** Short ids of the documents, and their ids, lengths per field and stored fields alike. */
  shortIds: Uint32Array
  ids: string[]
  /** shortIds.length × fields, in field id order; `noLength` where a field has none. */
  fieldLengths: Uint32Array
  stored: Record<string, unknown>[]
  /** The terms, in the order of `postings`, joined by "\n" (a term never holds one). */
  terms: string
  /** Per term: its field count, then per field: field id, document count, (short id, freq)…. */
  postings: Uint32Array
}

const noLength = 0xffffffff

/** Decodes one term's postings starting at `at`; returns the offset after them. */
function decodeInto(
  source: Uint32Array,
  at: number,
  into: (field: number, p: FieldPostings) => void,
): number {
  let p = at
  const fields = source[p++]!
  for (let f = 0; f < fields; f++) {
    const fieldId = source[p++]!
    const count = source[p++]!
    const postings: FieldPostings = new Map()
    for (let d = 0; d < count; d++, p += 2) postings.set(source[p]!, source[p + 1]!)
    into(fieldId, postings)
  }
  return p
}

/** The offset after one term's postings, without decoding them. */
function skip(source: Uint32Array, at: number): number {
  let p = at
  const fields = source[p++]!
  for (let f = 0; f < fields; f++) p += 2 + 2 * source[p + 1]!
  return p
}

/**
 * A term's postings that stay encoded until first used: any read or write decodes them into the
 * map (once). MiniSearch sees an ordinary Map.
 */
export class LazyTermData extends Map<number, FieldPostings> {
  private source: Uint32Array | null
  private readonly at: number

  constructor(source: Uint32Array, at: number) {
    super()
    this.source = source
    this.at = at
  }

  /** The encoded range [from, to) while still undecoded, else null. */
  encoded(): { source: Uint32Array; from: number; to: number } | null {
    const source = this.source
    return source ? { source, from: this.at, to: skip(source, this.at) } : null
  }

  private fill(): void {
    const source = this.source
    if (!source) return
    this.source = null
    decodeInto(source, this.at, (field, postings) => super.set(field, postings))
  }

  override get size(): number {
    this.fill()
    return super.size
  }
  override get(key: number): FieldPostings | undefined {
    this.fill()
    return super.get(key)
  }
  override has(key: number): boolean {
    this.fill()
    return super.has(key)
  }
  override set(key: number, value: FieldPostings): this {
    this.fill()
    return super.set(key, value)
  }
  override delete(key: number): boolean {
    this.fill()
    return super.delete(key)
  }
  override clear(): void {
    this.source = null
    super.clear()
  }
  override forEach(
    callback: (value: FieldPostings, key: number, map: Map<number, FieldPostings>) => void,
    thisArg?: unknown,
  ): void {
    this.fill()
    super.forEach(callback, thisArg)
  }
  override keys(): MapIterator<number> {
    this.fill()
    return super.keys()
  }
  override values(): MapIterator<FieldPostings> {
    this.fill()
    return super.values()
  }
  override entries(): MapIterator<[number, FieldPostings]> {
    this.fill()
    return super.entries()
  }
  override [Symbol.iterator](): MapIterator<[number, FieldPostings]> {
    return this.entries()
  }
}

/** A Uint32Array that grows as numbers are pushed. */
class Numbers {
  private data = new Uint32Array(1 << 16)
  length = 0
  private room(extra: number): void {
    if (this.length + extra <= this.data.length) return
    let size = this.data.length * 2
    while (size < this.length + extra) size *= 2
    const next = new Uint32Array(size)
    next.set(this.data.subarray(0, this.length))
    this.data = next
  }
  push(value: number): void {
    this.room(1)
    this.data[this.length++] = value
  }
  copy(source: Uint32Array, from: number, to: number): void {
    this.room(to - from)
    this.data.set(source.subarray(from, to), this.length)
    this.length += to - from
  }
  /** The numbers pushed, in an array of their own size. */
  done(): Uint32Array {
    return this.data.slice(0, this.length)
  }
}

/**
 * Writes a snapshot a slice of terms at a time. The index must not change between the first
 * step and the last (the caller holds edits back); searches may run between steps.
 */
export class SnapshotWriter {
  /** The index's terms, walked as the steps go (the index does not change meanwhile). */
  private readonly terms: Iterator<string>
  private finished = false
  private readonly postings = new Numbers()
  private readonly head: Omit<IndexSnapshot, 'terms' | 'postings'>
  private readonly written: string[] = []

  constructor(mini: AnyMiniSearch) {
    const inner = internals(mini)
    const fieldCount = inner._options.fields.length
    const shortIds = [...inner._documentIds.keys()]
    const fieldLengths = new Uint32Array(shortIds.length * fieldCount).fill(noLength)
    shortIds.forEach((shortId, i) => {
      const lengths = inner._fieldLength.get(shortId) ?? []
      for (let f = 0; f < fieldCount; f++) {
        const length = lengths[f]
        if (length !== undefined) fieldLengths[i * fieldCount + f] = length
      }
    })
    this.head = {
      documentCount: inner._documentCount,
      nextId: inner._nextId,
      averageFieldLength: [...inner._avgFieldLength],
      shortIds: Uint32Array.from(shortIds),
      ids: shortIds.map((shortId) => inner._documentIds.get(shortId)!),
      fieldLengths,
      stored: shortIds.map((shortId) => ({ ...inner._storedFields.get(shortId) })),
    }
    // Not every term at once: listing 100,000 terms took 60–80 ms of a 10,000-entry write-out
    // before its first step, a stall for any search waiting.
    this.terms = inner._index.keys()[Symbol.iterator]()
    this.index = inner._index
    this.live = inner._documentIds
  }

  private readonly index: SearchableMap
  private readonly live: Map<number, string>

  get done(): boolean {
    return this.finished
  }

  /** Encodes up to `count` more terms. Postings of discarded documents are left out. */
  step(count: number): void {
    const out = this.postings
    for (let taken = 0; taken < count && !this.finished; taken++) {
      const next = this.terms.next()
      if (next.done) {
        this.finished = true
        break
      }
      const term = next.value
      const data = this.index.get(term)
      if (!data) continue
      const encoded = data instanceof LazyTermData ? data.encoded() : null
      if (encoded && this.cleanRange(encoded.source, encoded.from)) {
        out.copy(encoded.source, encoded.from, encoded.to)
        this.written.push(term)
        continue
      }
      const fields: [number, [number, number][]][] = []
      for (const [fieldId, postings] of data) {
        const kept: [number, number][] = []
        for (const [shortId, frequency] of postings)
          if (this.live.has(shortId)) kept.push([shortId, frequency])
        if (kept.length > 0) fields.push([fieldId, kept])
      }
      if (fields.length === 0) continue
      out.push(fields.length)
      for (const [fieldId, kept] of fields) {
        out.push(fieldId)
        out.push(kept.length)
        for (const [shortId, frequency] of kept) {
          out.push(shortId)
          out.push(frequency)
        }
      }
      this.written.push(term)
    }
  }

  /** Whether an encoded range holds live documents only (then it is copied as it is). */
  private cleanRange(source: Uint32Array, at: number): boolean {
    let p = at
    const fields = source[p++]!
    for (let f = 0; f < fields; f++) {
      const count = source[p + 1]!
      p += 2
      for (let d = 0; d < count; d++, p += 2) if (!this.live.has(source[p]!)) return false
    }
    return true
  }

  /** The snapshot (call when done). */
  snapshot(): IndexSnapshot {
    if (!this.done) throw new Error('The snapshot is not finished.')
    return { ...this.head, terms: this.written.join('\n'), postings: this.postings.done() }
  }
}

/** The whole snapshot at once (tests, small indexes). */
export function snapshotOf(mini: AnyMiniSearch): IndexSnapshot {
  const writer = new SnapshotWriter(mini)
  writer.step(Number.POSITIVE_INFINITY)
  return writer.snapshot()
}

const isArrayOf = (value: unknown, type: 'string' | 'object'): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === type && item !== null)

/**
 * Fills an empty MiniSearch from a snapshot a slice of terms at a time (inserting 100,000 terms
 * took 70–130 ms at 10,000 entries, too long for searches to wait): `start` checks the snapshot
 * and takes in the documents, each `step` inserts terms with their postings still encoded. The
 * MiniSearch answers searches only once `done`.
 */
export class SnapshotRestore {
  private next = 0

  private constructor(
    private readonly inner: Internals,
    private readonly terms: string[],
    private readonly starts: Uint32Array,
    private readonly postings: Uint32Array,
  ) {}

  /** Starts filling `mini` (empty); null, and the index left empty, for what is not a snapshot. */
  static start(mini: AnyMiniSearch, value: unknown): SnapshotRestore | null {
    const inner = internals(mini)
    const s = value as Partial<IndexSnapshot> | null
    const fieldCount = inner._options.fields.length
    if (
      typeof s !== 'object' ||
      s === null ||
      !(s.shortIds instanceof Uint32Array) ||
      !(s.fieldLengths instanceof Uint32Array) ||
      !(s.postings instanceof Uint32Array) ||
      typeof s.terms !== 'string' ||
      typeof s.documentCount !== 'number' ||
      typeof s.nextId !== 'number' ||
      !Array.isArray(s.averageFieldLength) ||
      !isArrayOf(s.ids, 'string') ||
      !isArrayOf(s.stored, 'object') ||
      s.ids!.length !== s.shortIds.length ||
      s.stored!.length !== s.shortIds.length ||
      s.fieldLengths.length !== s.shortIds.length * fieldCount ||
      s.documentCount !== s.shortIds.length
    )
      return null
    const terms = s.terms === '' ? [] : s.terms.split('\n')
    // Walk the postings once: every term must have its range, and they must end together.
    const starts = new Uint32Array(terms.length)
    let p = 0
    for (let i = 0; i < terms.length; i++) {
      if (p >= s.postings.length) return null
      starts[i] = p
      p = skip(s.postings, p)
    }
    if (p !== s.postings.length) return null

    for (let i = 0; i < s.shortIds.length; i++) {
      const shortId = s.shortIds[i]!
      const id = s.ids![i]!
      inner._documentIds.set(shortId, id)
      inner._idToShortId.set(id, shortId)
      const lengths: (number | undefined)[] = []
      for (let f = 0; f < fieldCount; f++) {
        const length = s.fieldLengths[i * fieldCount + f]!
        if (length !== noLength) lengths[f] = length
      }
      inner._fieldLength.set(shortId, lengths)
      inner._storedFields.set(shortId, { ...s.stored![i] })
    }
    inner._documentCount = s.documentCount
    inner._nextId = s.nextId
    inner._avgFieldLength = [...s.averageFieldLength]
    inner._dirtCount = 0
    return new SnapshotRestore(inner, terms, starts, s.postings)
  }

  get done(): boolean {
    return this.next >= this.terms.length
  }

  /** Inserts up to `count` more terms. */
  step(count: number): void {
    const end = Math.min(this.terms.length, this.next + count)
    for (; this.next < end; this.next++) {
      const at = this.starts[this.next]!
      this.inner._index.set(this.terms[this.next]!, new LazyTermData(this.postings, at))
    }
  }
}

/**
 * Fills an empty MiniSearch from a snapshot at once; false (and the index left empty) when the
 * snapshot is not one. Terms are inserted with their postings still encoded.
 */
export function restoreSnapshot(mini: AnyMiniSearch, value: unknown): boolean {
  const restore = SnapshotRestore.start(mini, value)
  restore?.step(Number.POSITIVE_INFINITY)
  return restore !== null
}

const newTermData = (): TermData => new Map()

/**
 * Adds documents as MiniSearch's add() does, with the same result, but counts each document's
 * terms first: one index lookup per distinct term and field instead of one per word (about three
 * times faster for a journal). Ids must not be in the index yet.
 */
export function addDocuments<T extends object>(
  mini: AnyMiniSearch,
  documents: readonly T[],
  idOf: (document: T) => string,
): void {
  const inner = internals(mini)
  const { fields, tokenize, processTerm } = inner._options
  const seen = new Map<string, TermData>()
  const termData = (term: string): TermData => {
    let data = seen.get(term)
    if (!data) {
      data = inner._index.fetch(term, newTermData)
      seen.set(term, data)
    }
    return data
  }
  for (const document of documents) {
    const id = idOf(document)
    if (inner._idToShortId.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`)
    const shortId = inner.addDocumentId(id)
    inner.saveStoredFields(shortId, document)
    for (const field of fields) {
      const value = (document as Record<string, unknown>)[field]
      if (value === null || value === undefined) continue
      // The journal's fields are strings (anything else would be indexed as its JSON).
      const tokens = tokenize(typeof value === 'string' ? value : JSON.stringify(value), field)
      const fieldId = inner._fieldIds[field]!
      const tokenCounts = new Map<string, number>()
      for (const token of tokens) tokenCounts.set(token, (tokenCounts.get(token) ?? 0) + 1)
      // MiniSearch's field length: the distinct words, before processTerm.
      inner.addFieldLength(shortId, fieldId, inner._documentCount - 1, tokenCounts.size)
      const counts = new Map<string, number>()
      for (const [token, count] of tokenCounts) {
        const term = processTerm(token, field)
        if (term) counts.set(term, (counts.get(term) ?? 0) + count)
      }
      for (const [term, count] of counts) {
        const data = termData(term)
        let postings = data.get(fieldId)
        if (!postings) {
          postings = new Map()
          data.set(fieldId, postings)
        }
        postings.set(shortId, count)
      }
    }
  }
}

/**
 * A snapshot as the searchIndexes table holds it (format 5). IndexedDB copies a value on the
 * calling thread when it is put and again when it is read: the typed arrays and the 10,000
 * objects of a 10,000-entry index cost 40–90 ms each way in the search worker, a stall for any
 * search waiting (bench/journal's edit burst). Here the numbers are one Blob, which IndexedDB
 * keeps by reference and reads back off the thread, and the documents' ids and stored fields
 * are JSON texts, which copy as flat strings.
 */
export interface PackedSnapshot {
  documentCount: number
  nextId: number
  averageFieldLength: number[]
  terms: string
  /** JSON arrays of IndexSnapshot's `ids` and `stored`. */
  ids: string
  stored: string
  /** shortIds, fieldLengths and postings, one after another, as 32-bit numbers. */
  numbers: Blob
  /** How many numbers each of the three has. */
  lengths: number[]
}

/** Numbers per Blob part: each part is one copy of about 4 MB, a few ms, between two yields. */
const numbersPerPart = 1 << 20

/**
 * Packs a snapshot for the table, yielding (`pause`) between its parts so that no part holds
 * the thread long.
 */
export async function packSnapshot(
  index: IndexSnapshot,
  pause: () => Promise<void>,
): Promise<PackedSnapshot> {
  const ids = JSON.stringify(index.ids)
  const stored = JSON.stringify(index.stored)
  const parts: Blob[] = []
  for (const array of [index.shortIds, index.fieldLengths, index.postings])
    for (let from = 0; from < array.length; from += numbersPerPart) {
      await pause()
      // Never a SharedArrayBuffer: the snapshot writer and unpackSnapshot make plain ones.
      parts.push(
        new Blob([array.subarray(from, from + numbersPerPart) as Uint32Array<ArrayBuffer>]),
      )
    }
  return {
    documentCount: index.documentCount,
    nextId: index.nextId,
    averageFieldLength: [...index.averageFieldLength],
    terms: index.terms,
    ids,
    stored,
    // Composing Blobs copies nothing.
    numbers: new Blob(parts),
    lengths: [index.shortIds.length, index.fieldLengths.length, index.postings.length],
  }
}

/**
 * The snapshot a packed one holds; null for anything else (SnapshotRestore then checks the
 * snapshot itself as it does any other).
 */
export async function unpackSnapshot(value: unknown): Promise<IndexSnapshot | null> {
  const packed = value as Partial<PackedSnapshot> | null
  if (
    typeof packed !== 'object' ||
    packed === null ||
    !(packed.numbers instanceof Blob) ||
    !Array.isArray(packed.lengths) ||
    packed.lengths.length !== 3 ||
    !packed.lengths.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    typeof packed.ids !== 'string' ||
    typeof packed.stored !== 'string' ||
    typeof packed.terms !== 'string' ||
    typeof packed.documentCount !== 'number' ||
    typeof packed.nextId !== 'number' ||
    !Array.isArray(packed.averageFieldLength)
  )
    return null
  const [shortIds, fieldLengths, postings] = packed.lengths as [number, number, number]
  if (packed.numbers.size !== 4 * (shortIds + fieldLengths + postings)) return null
  const buffer = await packed.numbers.arrayBuffer()
  let ids: unknown, stored: unknown
  try {
    ids = JSON.parse(packed.ids)
    stored = JSON.parse(packed.stored)
  } catch {
    return null
  }
  if (!isArrayOf(ids, 'string') || !isArrayOf(stored, 'object')) return null
  return {
    documentCount: packed.documentCount,
    nextId: packed.nextId,
    averageFieldLength: packed.averageFieldLength,
    shortIds: new Uint32Array(buffer, 0, shortIds),
    ids: ids as string[],
    fieldLengths: new Uint32Array(buffer, 4 * shortIds, fieldLengths),
    stored: stored as Record<string, unknown>[],
    terms: packed.terms,
    postings: new Uint32Array(buffer, 4 * (shortIds + fieldLengths), postings),
  }
}

/**
 * About how many bytes a stored index takes: its arrays' bytes, and its texts as UTF-8 (JSON for
 * the stored fields). For the benchmark's "bytes persisted" figures.
 */
export function snapshotBytes(index: IndexSnapshot | PackedSnapshot | string): number {
  const utf8 = (text: string) => new TextEncoder().encode(text).length
  if (typeof index === 'string') return utf8(index)
  if ('numbers' in index)
    return index.numbers.size + utf8(index.terms) + utf8(index.ids) + utf8(index.stored)
  return (
    index.postings.byteLength +
    index.shortIds.byteLength +
    index.fieldLengths.byteLength +
    utf8(index.terms) +
    utf8(JSON.stringify(index.ids)) +
    utf8(JSON.stringify(index.stored))
  )
}
