import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useLibraryStore } from './library'
import { useSettingsStore } from './settings'

let counter = 0
beforeEach(() => {
  useDatabase(new QuillkeepDatabase(`library-test-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
})

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
