import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  byLastEdited,
  cacheSummary,
  clearLibraryCache,
  editedLabel,
  forgetSummary,
  noDatabaseYet,
  readLibraryCache,
  reconcileLibraryCache,
  repackDelayMs,
  summaryOf,
  type CharacterSummary,
} from './library-cache'
import { applyLocale } from './i18n'

const packedKey = 'quillkeep.library.v1.packed'

function summary(id: string, updatedAt: string, extra: Partial<CharacterSummary> = {}) {
  return {
    id,
    name: `Name ${id}`,
    system: 'symbaroum',
    campaignId: null,
    updatedAt,
    deletedAt: null,
    ...extra,
  } satisfies CharacterSummary
}

/** The rows as a read returns them: each with the date label it was stored with. */
const labelled = (...rows: CharacterSummary[]) =>
  rows.map((row) => ({ ...row, edited: editedLabel(row.updatedAt) }))

const older = summary('a', '2026-01-01T10:00:00.000Z')
const newer = summary('b', '2026-03-01T10:00:00.000Z', { campaignId: 'c1' })
const trashed = summary('c', '2026-02-01T10:00:00.000Z', { deletedAt: '2026-02-02T10:00:00.000Z' })

/** A Storage that records its writes and can be made to refuse them (a full disk). */
class RecordingStorage implements Storage {
  private items = new Map<string, string>()
  writes: string[] = []
  reads = 0
  full = false
  /** Refuses writes of these keys only (quota). */
  refuse: (key: string) => boolean = () => false
  get length(): number {
    return this.items.size
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string): string | null {
    this.reads++
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (this.full || this.refuse(key))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.writes.push(value)
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  clear(): void {
    this.items.clear()
  }
}

beforeEach(() => {
  localStorage.clear()
})

describe('library cache', () => {
  it('has no list before the first reconcile (a first launch waits for the database)', () => {
    expect(readLibraryCache()).toBeNull()
    // Rows written by single changes do not make a complete list on their own.
    cacheSummary(older)
    expect(readLibraryCache()).toBeNull()
  })

  it('after a reconcile, reads the list back in the database’s order, the trash included', () => {
    reconcileLibraryCache([older, trashed, newer])
    expect(readLibraryCache()).toEqual(labelled(newer, trashed, older))
  })

  it('an empty library is a list too, so a returning user with no characters sees it at once', () => {
    reconcileLibraryCache([])
    expect(readLibraryCache()).toEqual(labelled())
  })

  it('orders like the database: last edited first, equal times by id, highest first', () => {
    const at = '2026-01-01T10:00:00.000Z'
    const rows = [summary('m', at), summary('z', at), summary('a', at), newer]
    expect([...rows].sort(byLastEdited).map((r) => r.id)).toEqual(['b', 'z', 'm', 'a'])
  })

  it('keeps only the fields the list shows', () => {
    const record = {
      ...older,
      dataVersion: 1,
      data: { secret: 'x'.repeat(1000) },
      ledger: [],
      createdAt: older.updatedAt,
    }
    expect(summaryOf(record)).toEqual(older)
    reconcileLibraryCache([summaryOf(record)])
    const stored = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .join('')
    expect(stored).not.toContain('secret')
  })

  it('a reconcile writes only the rows that differ and removes the ones that are gone', () => {
    expect(reconcileLibraryCache([older, newer, trashed])).toBe(3)
    expect(reconcileLibraryCache([older, newer, trashed])).toBe(0)
    const renamed = { ...older, name: 'Renamed' }
    // One renamed, one deleted forever elsewhere: two changes, the untouched row is not rewritten.
    expect(reconcileLibraryCache([renamed, newer])).toBe(2)
    expect(readLibraryCache()).toEqual(labelled(newer, renamed))
  })

  it('one change rewrites one row, and only when the list would show something new', () => {
    const storage = new RecordingStorage()
    reconcileLibraryCache([older, newer], storage)
    storage.writes = []
    cacheSummary(older, storage)
    expect(storage.writes).toEqual([])
    const edited = { ...older, updatedAt: '2026-04-01T10:00:00.000Z' }
    cacheSummary(edited, storage)
    expect(storage.writes).toHaveLength(1)
    expect(storage.writes[0]).toContain(edited.updatedAt)
    expect(storage.writes[0]).not.toContain(newer.name)
    expect(readLibraryCache(storage)).toEqual(labelled(edited, newer))
  })

  it('keeps each date as the list shows it, so the first frame formats none', () => {
    reconcileLibraryCache([older])
    const [row] = readLibraryCache() ?? []
    expect(row?.edited).toBe(editedLabel(older.updatedAt))
    expect(row?.edited).toMatch(/2026/)
  })

  it('drops the stored labels when the language or time zone changed, and a reconcile renews them', async () => {
    reconcileLibraryCache([older, newer])
    expect(readLibraryCache()).toEqual(labelled(newer, older))
    const english = labelled(older)[0]!.edited
    await applyLocale('de')
    try {
      // Still the user's list, but every date is formatted anew until the next reconcile.
      expect(readLibraryCache()).toEqual([newer, older])
      reconcileLibraryCache([older, newer])
      expect(readLibraryCache()).toEqual(labelled(newer, older))
      // In German: "01.01.2026, 10:00" against English "Jan 1, 2026, 10:00 AM".
      expect(labelled(older)[0]!.edited).not.toBe(english)
      expect(labelled(older)[0]!.edited).toMatch(/01\.01\.2026/)
    } finally {
      await applyLocale('en')
    }
    reconcileLibraryCache([older, newer])
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-600)
    expect(readLibraryCache()).toEqual([newer, older])
    offset.mockRestore()
    expect(readLibraryCache()).toEqual(labelled(newer, older))
  })

  it('forgets a character deleted forever', () => {
    reconcileLibraryCache([older, newer])
    forgetSummary(older.id)
    expect(readLibraryCache()).toEqual(labelled(newer))
  })

  it('a damaged row means no cache rather than a wrong list', () => {
    reconcileLibraryCache([older, newer])
    localStorage.removeItem(packedKey) // the rows are read one by one without their packed copy
    const key = Object.keys(localStorage).find((k) => k.endsWith(`:${older.id}`))!
    localStorage.setItem(key, '{"name":42}')
    expect(readLibraryCache()).toBeNull()
    localStorage.setItem(key, 'not json')
    expect(readLibraryCache()).toBeNull()
  })

  it('the first frame reads the packed copy: two reads of storage, whatever the list’s length', () => {
    const storage = new RecordingStorage()
    const many = Array.from({ length: 50 }, (_, i) =>
      summary(
        `k${String(i).padStart(2, '0')}`,
        `2026-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
      ),
    )
    reconcileLibraryCache(many, storage)
    storage.reads = 0
    const rows = readLibraryCache(storage)
    expect(storage.reads).toBe(2) // the marker and the packed copy
    expect(rows).toEqual(labelled(...[...many].sort(byLastEdited)))
  })

  it('a damaged packed copy falls back to the rows, and a row’s write drops it until it is repacked', () => {
    vi.useFakeTimers()
    try {
      const storage = new RecordingStorage()
      reconcileLibraryCache([older, newer], storage)
      storage.setItem(packedKey, '[["a", 42]]')
      expect(readLibraryCache(storage)).toEqual(labelled(newer, older))
      storage.setItem(packedKey, 'not json')
      expect(readLibraryCache(storage)).toEqual(labelled(newer, older))

      reconcileLibraryCache([older, newer], storage)
      const edited = { ...older, name: 'Renamed', updatedAt: '2026-04-01T10:00:00.000Z' }
      cacheSummary(edited, storage)
      cacheSummary(trashed, storage)
      // Stale at once (never read), written again once the writes have settled.
      expect(storage.getItem(packedKey)).toBeNull()
      expect(readLibraryCache(storage)).toEqual(labelled(edited, newer, trashed))
      vi.advanceTimersByTime(repackDelayMs)
      expect(storage.getItem(packedKey)).toContain('Renamed')
      storage.reads = 0
      expect(readLibraryCache(storage)).toEqual(labelled(edited, newer, trashed))
      expect(storage.reads).toBe(2)

      forgetSummary(trashed.id, storage)
      expect(storage.getItem(packedKey)).toBeNull()
      vi.advanceTimersByTime(repackDelayMs)
      expect(readLibraryCache(storage)).toEqual(labelled(edited, newer))
      expect(storage.getItem(packedKey)).not.toContain(trashed.name)
    } finally {
      vi.useRealTimers()
    }
  })

  it('after an older Quillkeep has run (its marker, then its own row writes), the rows are read', () => {
    const storage = new RecordingStorage()
    reconcileLibraryCache([older, newer], storage)
    // The older version reconciles (rewriting the marker its way), then renames a character.
    const marker = storage.getItem('quillkeep.library.v1')!
    storage.setItem('quillkeep.library.v1', marker.replace('|packed', ''))
    const row = JSON.parse(storage.getItem('quillkeep.library.v1:a')!) as Record<string, unknown>
    storage.setItem('quillkeep.library.v1:a', JSON.stringify({ ...row, name: 'Renamed' }))
    expect(storage.getItem(packedKey)).not.toBeNull() // stale, and not trusted
    expect(readLibraryCache(storage)?.find((c) => c.id === 'a')?.name).toBe('Renamed')
    // The stored labels are still this language's.
    expect(readLibraryCache(storage)?.[0]?.edited).toBe(editedLabel(newer.updatedAt))
  })

  it('a packed copy too big for the storage leaves the rows to make the list', () => {
    const storage = new RecordingStorage()
    storage.refuse = (key) => key === packedKey
    reconcileLibraryCache([older, newer], storage)
    expect(storage.getItem(packedKey)).toBeNull()
    expect(readLibraryCache(storage)).toEqual(labelled(newer, older))
  })

  it('a write that fails (storage full) stops trusting the cache until the next reconcile', () => {
    const storage = new RecordingStorage()
    reconcileLibraryCache([older], storage)
    storage.full = true
    cacheSummary(newer, storage)
    expect(readLibraryCache(storage)).toBeNull()
    // A reconcile that cannot finish leaves it untrusted too.
    reconcileLibraryCache([older, newer], storage)
    expect(readLibraryCache(storage)).toBeNull()
    storage.full = false
    reconcileLibraryCache([older, newer], storage)
    expect(readLibraryCache(storage)).toEqual(labelled(newer, older))
  })

  it('works without storage: nothing cached, nothing thrown', () => {
    expect(readLibraryCache(null)).toBeNull()
    expect(() => {
      cacheSummary(older, null)
      forgetSummary(older.id, null)
      reconcileLibraryCache([older], null)
      clearLibraryCache(null)
    }).not.toThrow()
  })

  it('leaves other keys alone, and clearing removes the whole cache', () => {
    localStorage.setItem('quillkeep.theme', 'dark')
    reconcileLibraryCache([older, newer])
    reconcileLibraryCache([])
    expect(localStorage.getItem('quillkeep.theme')).toBe('dark')
    reconcileLibraryCache([older])
    clearLibraryCache()
    expect(readLibraryCache()).toBeNull()
    expect(Object.keys(localStorage)).toEqual(['quillkeep.theme'])
  })

  it('tells a first launch (no database at all) from a database that exists', async () => {
    const name = `library-cache-test-${Math.random().toString(36).slice(2)}`
    expect(await noDatabaseYet(name)).toBe(true)
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => {
        request.result.close()
        resolve()
      }
      request.onerror = () => reject(request.error ?? new Error('open failed'))
    })
    expect(await noDatabaseYet(name)).toBe(false)
  })

  it('when the browser cannot list its databases, it does not claim a first launch', async () => {
    const databases = vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('no list'))
    expect(await noDatabaseYet('anything')).toBe(false)
    databases.mockRestore()
  })
})
