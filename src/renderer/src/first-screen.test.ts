// The first screen (the library) before the database answers: a returning user's cached list is
// the user's list, so it shows and the app says it is ready; so is the empty list of a first
// launch (the browser holds no database yet). Without either, the screen waits for the database.
// Nothing here measures time: the first-paint bench does (bench/first-paint.mjs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import type { CharacterRecord } from '@systems/types'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { charactersRepo } from '@renderer/db/characters-repo'
import { clearLibraryCache, reconcileLibraryCache, type CharacterSummary } from './library-cache'
import { setPlatform } from './platform'
import { createWebPlatform } from './platform/web'
import { routes } from './router'
import { useLibraryStore } from './stores/library'

enableAutoUnmount(afterEach)

let counter = 0
beforeEach(() => {
  useDatabase(new QuillkeepDatabase(`first-screen-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
  clearLibraryCache()
  delete document.documentElement.dataset.ready
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** A database that has not answered yet: the list read stays pending until `answer`. */
function databaseNotAnswering() {
  let answer: (rows: CharacterRecord[]) => void = () => {}
  const list = vi
    .spyOn(charactersRepo, 'list')
    .mockReturnValue(new Promise((resolve) => (answer = resolve)))
  return { list, answer: (rows: CharacterRecord[]) => answer(rows) }
}

/** Starts the app's first screen as main.ts does: the cached list first, then the routes. */
async function start(): Promise<{ text: () => string; cached: boolean }> {
  const cached = useLibraryStore().showCached()
  const router = createRouter({ history: createMemoryHistory(), routes })
  await router.push('/characters')
  const Host = defineComponent({ render: () => h(RouterView) })
  const wrapper = mount(Host, { global: { plugins: [router] } })
  await flushPromises()
  return { text: () => wrapper.text(), cached }
}

const ready = () => document.documentElement.dataset.ready === 'true'

const summary = (id: string, name: string, deletedAt: string | null = null): CharacterSummary => ({
  id,
  name,
  system: 'symbaroum',
  campaignId: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
  deletedAt,
})

describe('the first screen before the database answers', () => {
  it('a returning user: the cached list shows and the app is ready without the database', async () => {
    reconcileLibraryCache([summary('a', 'Ærin'), summary('b', 'Bodil', '2026-05-02T10:00:00.000Z')])
    const { list } = databaseNotAnswering()
    const screen = await start()
    expect(screen.cached).toBe(true)
    expect(ready()).toBe(true)
    expect(screen.text()).toContain('Trash (1)') // counted from the cached list
    expect(screen.text()).not.toContain('No characters yet')
    // The view does not read the database for its first frame (main.ts reconciles after it).
    expect(list).not.toHaveBeenCalled()
  })

  it('a returning user: each date shows as the cache stored it, so the first frame formats none', async () => {
    reconcileLibraryCache([summary('a', 'Ærin')])
    // The label the cache keeps is what the list shows (here one no formatter would produce).
    const key = Object.keys(localStorage).find((k) => k.endsWith(':a'))!
    const row = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>
    localStorage.setItem(key, JSON.stringify({ ...row, edited: 'the stored label' }))
    const format = vi.spyOn(Intl, 'DateTimeFormat')
    databaseNotAnswering()
    const screen = await start()
    expect(screen.text()).toContain('Edited the stored label')
    expect(format).not.toHaveBeenCalled()
  })

  it('a returning user with no characters sees the empty library at once', async () => {
    reconcileLibraryCache([])
    databaseNotAnswering()
    const screen = await start()
    expect(ready()).toBe(true)
    expect(screen.text()).toContain('No characters yet. Create one to begin.')
  })

  it('a first launch (no database yet) shows the empty library at once', async () => {
    const { list } = databaseNotAnswering()
    useLibraryStore().showEmpty()
    const screen = await start()
    expect(ready()).toBe(true)
    expect(screen.text()).toContain('No characters yet. Create one to begin.')
    expect(list).not.toHaveBeenCalled()
  })

  it('without a cache or that knowledge, the screen waits for the database before it says ready', async () => {
    const { list, answer } = databaseNotAnswering()
    const screen = await start()
    expect(screen.cached).toBe(false)
    expect(list).toHaveBeenCalled()
    expect(ready()).toBe(false)
    expect(screen.text()).not.toContain('No characters yet')
    answer([])
    await flushPromises()
    expect(ready()).toBe(true)
    expect(screen.text()).toContain('No characters yet. Create one to begin.')
  })
})
