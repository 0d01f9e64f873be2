import type { CharacterRecord } from '@systems/types'
import { currentLocale } from './i18n'
import { dropFirstFrame } from './first-frame'

/**
 * What the library list shows of a character. The cache below keeps one per character so the
 * first screen can show the user's list before IndexedDB answers.
 */
export type CharacterSummary = Pick<
  CharacterRecord,
  'id' | 'name' | 'system' | 'campaignId' | 'updatedAt' | 'deletedAt'
> & {
  /**
   * `updatedAt` as the list shows it, when it came from the cache. Formatting a date loads the
   * browser's locale data (Intl: 12–35 ms on a slow machine), which the first frame cannot
   * afford, so the cache keeps the label it formatted when it was written.
   */
  edited?: string
}

// One localStorage key per character, so saving one character rewrites one short row, never the
// whole list. The marker says the rows are complete: it is set only when the library store has
// reconciled them with the database, and removed when a write fails. IndexedDB stays the source of
// truth; the store reconciles on every load.
const markerKey = 'quillkeep.library.v1'
const rowPrefix = `${markerKey}:`

type StoredRow = Omit<CharacterSummary, 'id'>

let editedFormat: { locale: string; format: Intl.DateTimeFormat } | null = null

/** How the library shows when a character was last edited (the app's language, local time). */
export function editedLabel(iso: string): string {
  const locale = currentLocale()
  if (editedFormat?.locale !== locale) {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    editedFormat = { locale, format }
  }
  return editedFormat.format.format(new Date(iso))
}

/**
 * What the stored labels depend on, without Intl: the app's language and the time zone's offset.
 * The marker holds it; labels stored under another (a new language, a move across time zones or
 * into daylight saving) are not shown, and the next reconcile rewrites them.
 */
function labelKey(): string {
  return `${currentLocale()}|${new Date().getTimezoneOffset()}`
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage can be switched off (private mode, site settings)
  }
}

export function summaryOf(record: CharacterSummary): CharacterSummary {
  const { id, name, system, campaignId, updatedAt, deletedAt } = record
  return { id, name, system, campaignId, updatedAt, deletedAt }
}

function serialise(summary: CharacterSummary, edited = editedLabel(summary.updatedAt)): string {
  const row: StoredRow = {
    name: summary.name,
    system: summary.system,
    campaignId: summary.campaignId,
    updatedAt: summary.updatedAt,
    deletedAt: summary.deletedAt,
    edited,
  }
  return JSON.stringify(row)
}

const isString = (value: unknown): value is string => typeof value === 'string'
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value)

function parse(id: string, text: string, withLabel: boolean): CharacterSummary | null {
  let row: unknown
  try {
    row = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof row !== 'object' || row === null) return null
  const { name, system, campaignId, updatedAt, deletedAt, edited } = row as Record<string, unknown>
  if (!isString(name) || !isString(system) || !isString(updatedAt)) return null
  if (!isStringOrNull(campaignId) || !isStringOrNull(deletedAt)) return null
  const summary: CharacterSummary = { id, name, system, campaignId, updatedAt, deletedAt }
  if (withLabel && isString(edited)) summary.edited = edited
  return summary
}

/** The database's order for the list: last edited first, ties by id, highest first. */
export function byLastEdited(a: CharacterSummary, b: CharacterSummary): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1
}

function rowKeys(storage: Storage): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(rowPrefix)) keys.push(key)
  }
  return keys
}

/** The rows one by one: what the packed copy is made from, and read when there is none. */
function readRows(storage: Storage, withLabel: boolean): CharacterSummary[] | null {
  const rows: CharacterSummary[] = []
  for (const key of rowKeys(storage)) {
    const row = parse(key.slice(rowPrefix.length), storage.getItem(key) ?? '', withLabel)
    if (!row) return null
    rows.push(row)
  }
  return rows.sort(byLastEdited)
}

// The same rows in one key, in the list's order: the first frame reads it in one getItem and one
// JSON.parse. With 1,000 characters, reading the rows one by one cost about 15 ms of a 120 ms
// first frame in bench/first-paint (1,000 getItem calls, 1,000 parses and a sort). A row's write
// removes it, and it is written again a little later, or by the next reconcile; without it, a
// read takes the rows one by one.
const packedKey = `${markerKey}.packed`
/**
 * The marker's ending while the packed copy may be trusted. A Quillkeep from before the packed
 * copy rewrites the marker without it when it reconciles (and may then change rows without
 * touching the copy), so after such a version has run, the rows are read until a reconcile here.
 */
const packedMark = '|packed'

/** Whether the stored labels are this language's and time zone's, and the packed copy trusted. */
function readMarker(marker: string): { withLabel: boolean; packedTrusted: boolean } {
  const packedTrusted = marker.endsWith(packedMark)
  const key = packedTrusted ? marker.slice(0, -packedMark.length) : marker
  return { withLabel: key === labelKey(), packedTrusted }
}
type PackedRow = [string, string, string, string | null, string, string | null, string]

function readPacked(text: string, withLabel: boolean): CharacterSummary[] | null {
  let packed: unknown
  try {
    packed = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(packed)) return null
  const rows: CharacterSummary[] = []
  for (const row of packed as unknown[]) {
    if (!Array.isArray(row) || row.length !== 7) return null
    const [id, name, system, campaignId, updatedAt, deletedAt, edited] = row as unknown[]
    if (!isString(id) || !isString(name) || !isString(system) || !isString(updatedAt)) return null
    if (!isStringOrNull(campaignId) || !isStringOrNull(deletedAt) || !isString(edited)) return null
    const summary: CharacterSummary = { id, name, system, campaignId, updatedAt, deletedAt }
    if (withLabel) summary.edited = edited
    rows.push(summary)
  }
  return rows
}

/** Writes the packed copy of `rows` (in the list's order, each with its stored label). */
function writePacked(storage: Storage, rows: readonly CharacterSummary[]): void {
  const packed = rows.map((row): PackedRow => [
    row.id,
    row.name,
    row.system,
    row.campaignId,
    row.updatedAt,
    row.deletedAt,
    row.edited ?? editedLabel(row.updatedAt),
  ])
  try {
    storage.setItem(packedKey, JSON.stringify(packed))
  } catch {
    dropPacked(storage) // e.g. over quota: the rows alone still make the list
  }
}

function dropPacked(storage: Storage): void {
  try {
    storage.removeItem(packedKey)
  } catch {
    // A packed copy that cannot be removed cannot be trusted: stop trusting the cache.
    invalidate(storage)
  }
}

let repackTimer: ReturnType<typeof setTimeout> | null = null
/** How long after a row's write the packed copy is written again (writes in a burst share one). */
export const repackDelayMs = 2000

/** The packed copy is stale: drop it now, and write it again once writes have settled. */
function repackSoon(storage: Storage): void {
  dropPacked(storage)
  if (repackTimer !== null) clearTimeout(repackTimer)
  repackTimer = setTimeout(() => {
    repackTimer = null
    repackLibraryCache(storage)
  }, repackDelayMs)
}

/** Writes the packed copy from the rows (when the cache is trusted and has none). */
function repackLibraryCache(storage = defaultStorage()): void {
  try {
    const marker = storage?.getItem(markerKey) ?? null
    if (!storage || marker === null || storage.getItem(packedKey) !== null) return
    const { withLabel, packedTrusted } = readMarker(marker)
    if (!packedTrusted) return // a reconcile writes it
    const rows = readRows(storage, withLabel)
    if (rows) writePacked(storage, rows)
  } catch {
    // Storage switched off meanwhile: the rows stay as they are.
  }
}

/**
 * The library as last reconciled with the database, last edited first; null when there is no
 * complete cache (a first launch, storage switched off, a failed write or a damaged row).
 */
export function readLibraryCache(storage = defaultStorage()): CharacterSummary[] | null {
  try {
    const marker = storage?.getItem(markerKey) ?? null
    if (!storage || marker === null) return null
    const { withLabel, packedTrusted } = readMarker(marker)
    const packed = packedTrusted ? storage.getItem(packedKey) : null
    return (packed === null ? null : readPacked(packed, withLabel)) ?? readRows(storage, withLabel)
  } catch {
    return null
  }
}

/** Stops trusting the cache until the next reconcile (after a write that did not happen). */
function invalidate(storage: Storage): void {
  dropFirstFrame()
  try {
    storage.removeItem(markerKey)
    storage.removeItem(packedKey)
  } catch {
    // Nothing more can be done; a read then fails and the list waits for the database.
  }
}

/** Records one character as the list shows it. Writes only when its summary changed. */
export function cacheSummary(summary: CharacterSummary, storage = defaultStorage()): void {
  if (!storage) return
  const key = rowPrefix + summary.id
  const text = serialise(summary)
  try {
    if (storage.getItem(key) === text) return
    dropFirstFrame() // the copy of the list on screen shows the old summary
    storage.setItem(key, text)
    repackSoon(storage)
  } catch {
    invalidate(storage) // e.g. over quota: a cache without this row would not be the user's list
  }
}

/** Forgets one character (deleted forever). */
export function forgetSummary(id: string, storage = defaultStorage()): void {
  if (!storage) return
  dropFirstFrame()
  try {
    storage.removeItem(rowPrefix + id)
    repackSoon(storage)
  } catch {
    invalidate(storage)
  }
}

/**
 * Makes the cache equal the database's list, writing only the rows that differ, and marks it
 * complete. Returns how many rows it wrote or removed.
 */
export function reconcileLibraryCache(
  summaries: readonly CharacterSummary[],
  storage = defaultStorage(),
): number {
  if (!storage) return 0
  let changes = 0
  try {
    const labelled = summaries.map((s) => ({ ...s, edited: editedLabel(s.updatedAt) }))
    const wanted = new Map(labelled.map((s) => [rowPrefix + s.id, serialise(s, s.edited)]))
    // Stale from the first change on (and gone if the reconcile stops half-way).
    dropPacked(storage)
    for (const key of rowKeys(storage)) {
      if (wanted.has(key)) continue
      storage.removeItem(key)
      changes++
    }
    for (const [key, text] of wanted) {
      if (storage.getItem(key) === text) continue
      storage.setItem(key, text)
      changes++
    }
    if (changes > 0) dropFirstFrame()
    storage.setItem(markerKey, labelKey() + packedMark)
    writePacked(storage, labelled.sort(byLastEdited))
  } catch {
    invalidate(storage)
  }
  return changes
}

/**
 * True when the browser holds no database of that name: nothing was ever stored here, so the
 * library is empty (a first launch). IndexedDB's own list answers in a few milliseconds, long
 * before Dexie has loaded and created the database. False when it cannot tell.
 */
export async function noDatabaseYet(name = 'quillkeep'): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false
    return !(await indexedDB.databases()).some((d) => d.name === name)
  } catch {
    return false
  }
}

/** Removes the cache entirely (for tests, and for a reset of the app's data). */
export function clearLibraryCache(storage = defaultStorage()): void {
  dropFirstFrame()
  if (!storage) return
  try {
    for (const key of rowKeys(storage)) storage.removeItem(key)
    storage.removeItem(markerKey)
    storage.removeItem(packedKey)
  } catch {
    // Unavailable storage holds no cache.
  }
}
