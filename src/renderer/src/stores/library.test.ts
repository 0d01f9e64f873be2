import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { CharacterRecord } from '@systems/types'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { charactersRepo } from '@renderer/db/characters-repo'
import {
  byLastEdited,
  editedLabel,
  clearLibraryCache,
  readLibraryCache,
  summaryOf,
} from '@renderer/library-cache'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useLibraryStore } from './library'
import { useSettingsStore } from './settings'

let counter = 0
let db: QuillkeepDatabase
beforeEach(() => {
  db = new QuillkeepDatabase(`library-test-${++counter}`)
  useDatabase(db)
  clearLibraryCache()
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** A new start of the app: a fresh store over the same database and cache. */
function restart() {
  setActivePinia(createPinia())
  return useLibraryStore()
}

/** What the cache should hold for the store's stored records. */
const expectedCache = (records: readonly CharacterRecord[]) =>
  records
    .map((record) => ({ ...summaryOf(record), edited: editedLabel(record.updatedAt) }))
    .sort(byLastEdited)

describe('library store', () => {
  it('creates a character with the starting awards from the house rules', async () => {
    const settings = useSettingsStore()
    await settings.setHouseRule('symbaroum', 'startingExperience', 30)
    const library = useLibraryStore()
    const record = await library.create('symbaroum', '  Ærin  ')
    expect(record.name).toBe('Ærin')
    expect(record.ledger).toHaveLength(1)
    expect(record.ledger[0]).toMatchObject({ kind: 'award', currency: 'xp', amount: 30 })
  })

  it('duplicates, trashes, restores and deletes forever, persisting each step', async () => {
    const library = useLibraryStore()
    const a = await library.create('symbaroum', 'Zoë Dvořák')
    const copy = await library.duplicate(a.id)
    expect(copy?.name).toBe('Zoë Dvořák (copy)')
    expect(copy?.id).not.toBe(a.id)
    await library.moveToTrash(a.id)
    expect(library.active.map((c) => c.id)).toEqual([copy!.id])
    expect(library.trash.map((c) => c.id)).toEqual([a.id])

    setActivePinia(createPinia())
    const reloaded = useLibraryStore()
    await reloaded.load()
    expect(reloaded.trash.map((c) => c.id)).toEqual([a.id])
    await reloaded.restore(a.id)
    expect(reloaded.trash).toHaveLength(0)
    await reloaded.deleteForever(copy!.id)
    setActivePinia(createPinia())
    const again = useLibraryStore()
    await again.load()
    expect(again.all.map((c) => c.name)).toEqual(['Zoë Dvořák'])
  })
})

describe('library store with the cached list (first paint)', () => {
  it('on a first launch there is no cached list: the list waits for the database', async () => {
    const library = useLibraryStore()
    expect(library.showCached()).toBe(false)
    expect(library.loaded).toBe(false)
    await library.load()
    expect(library.loaded).toBe(true)
    expect(library.fromCache).toBe(false)
    // The database said the library is empty: that is the list the next start shows at once.
    expect(readLibraryCache()).toEqual([])
  })

  it('a returning user sees the cached list before the database answers, then the stored records', async () => {
    const first = useLibraryStore()
    await first.load()
    const kept = await first.create('symbaroum', 'Ærin')
    const gone = await first.create('heimr', 'Bodil')
    await first.moveToTrash(gone.id)

    const library = restart()
    const list = vi.spyOn(charactersRepo, 'list')
    expect(library.showCached()).toBe(true)
    expect(library.loaded).toBe(true)
    expect(library.fromCache).toBe(true)
    expect(library.active.map((c) => [c.id, c.name, c.system])).toEqual([
      [kept.id, 'Ærin', 'symbaroum'],
    ])
    expect(library.trash.map((c) => c.id)).toEqual([gone.id])
    expect(library.all).toEqual([]) // stored records only come from the database
    expect(list).not.toHaveBeenCalled()

    await library.load()
    expect(library.fromCache).toBe(false)
    expect(library.active.map((c) => c.id)).toEqual([kept.id])
    expect(library.all.find((c) => c.id === kept.id)?.data).toEqual(kept.data)
  })

  it('the cache follows every change made in the library, one row at a time', async () => {
    const library = useLibraryStore()
    await library.load()
    const a = await library.create('symbaroum', 'Ærin')
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
    const copy = await library.duplicate(a.id)
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
    await library.moveToTrash(a.id)
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
    await library.restore(a.id)
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
    await library.deleteForever(copy!.id)
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
    // An editor save: the new name and time show on the next start.
    const renamed = {
      ...a,
      name: 'Ærin the Bold',
      updatedAt: new Date(Date.now() + 1000).toISOString(),
    }
    await charactersRepo.put(renamed)
    library.updated(renamed)
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
    expect(restart().showCached()).toBe(true)
    expect(useLibraryStore().active.map((c) => c.name)).toEqual(['Ærin the Bold'])
  })

  it('a first launch shows the empty library, and the first character goes to the database', async () => {
    const library = useLibraryStore()
    library.showEmpty()
    expect(library.loaded).toBe(true)
    expect(library.active).toEqual([])
    const a = await library.create('symbaroum', 'Ærin')
    expect(library.fromCache).toBe(false)
    expect(library.active.map((c) => c.id)).toEqual([a.id])
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
  })

  it('a change made while the cached list shows works on the stored records', async () => {
    const first = useLibraryStore()
    await first.load()
    const a = await first.create('symbaroum', 'Ærin')

    const library = restart()
    library.showCached()
    // No load() yet: duplicate reads the stored record first, then copies it.
    const copy = await library.duplicate(a.id)
    expect(copy?.name).toBe('Ærin (copy)')
    expect(library.fromCache).toBe(false)
    expect(library.active.map((c) => c.name).sort()).toEqual(['Ærin', 'Ærin (copy)'])
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
  })

  it('an editor save that lands while the list is being read is not lost', async () => {
    const first = useLibraryStore()
    await first.load()
    const a = await first.create('symbaroum', 'Ærin')

    const library = restart()
    library.showCached()
    let answer: (rows: CharacterRecord[]) => void = () => {}
    const before = await charactersRepo.list()
    vi.spyOn(charactersRepo, 'list').mockReturnValueOnce(
      new Promise((resolve) => (answer = resolve)),
    )
    const loading = library.load()
    const saved = {
      ...a,
      name: 'Saved meanwhile',
      updatedAt: new Date(Date.now() + 1000).toISOString(),
    }
    library.updated(saved)
    answer(before) // the read started before the save
    await loading
    expect(library.all.map((c) => c.name)).toEqual(['Saved meanwhile'])
    expect(readLibraryCache()?.map((c) => c.name)).toEqual(['Saved meanwhile'])
  })

  it('the database wins: a change made elsewhere corrects the cached list when it answers', async () => {
    const first = useLibraryStore()
    await first.load()
    const a = await first.create('symbaroum', 'Ærin')
    const b = await first.create('symbaroum', 'Bodil')
    // Written behind the library's back (as a campaign or an import would).
    await db.characters.put({ ...a, name: 'Renamed elsewhere' })
    await db.characters.delete(b.id)

    const library = restart()
    library.showCached()
    expect(library.active.map((c) => c.name).sort()).toEqual(['Bodil', 'Ærin'])
    await library.load()
    expect(library.active.map((c) => c.name)).toEqual(['Renamed elsewhere'])
    expect(readLibraryCache()).toEqual(expectedCache(library.all))
  })

  it('when the database cannot be read, the cached list stays on screen beside the error', async () => {
    const first = useLibraryStore()
    await first.load()
    await first.create('symbaroum', 'Ærin')

    const library = restart()
    library.showCached()
    vi.spyOn(charactersRepo, 'list').mockRejectedValueOnce(new Error('disk on fire'))
    await library.load()
    expect(library.loadError).toBe('Could not read the character library: disk on fire')
    expect(library.active.map((c) => c.name)).toEqual(['Ærin'])
    expect(library.fromCache).toBe(true)
  })
})
