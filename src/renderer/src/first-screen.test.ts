// The first screen (the library) before the database answers: a returning user's cached list is
// the user's list, so it shows and the app says it is ready; so is the empty list of a first
// launch (the browser holds no database yet). Without either, the screen waits for the database.
// Nothing here measures time: the first-paint bench does (bench/first-paint.mjs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import type { CharacterRecord } from '@systems/types'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { charactersRepo } from '@renderer/db/characters-repo'
import { clearLibraryCache, reconcileLibraryCache, type CharacterSummary } from './library-cache'
import { setPlatform } from './platform'
import { createWebPlatform } from './platform/web'
import { routes } from './router'
import { attachRouter, routerView } from './navigation'
import App from './App.vue'
import { until } from './views/views-test-helpers'
import { useLibraryStore } from './stores/library'

enableAutoUnmount(afterEach)

let counter = 0
let pinia: Pinia
beforeEach(() => {
  useDatabase(new QuillkeepDatabase(`first-screen-${++counter}`))
  setPlatform(createWebPlatform())
  pinia = createPinia()
  setActivePinia(pinia)
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

/**
 * Starts the app's first screen as main.ts does: the cached list first, then the shell, without
 * vue-router (it loads after the first frame).
 */
async function start() {
  const cached = useLibraryStore().showCached()
  const wrapper = mount(App, { global: { plugins: [pinia] } })
  await flushPromises()
  return { text: () => wrapper.text(), cached, wrapper }
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
    // (The first frame reads the packed copy of the rows: see library-cache.ts.)
    const key = 'quillkeep.library.v1.packed'
    const [row] = JSON.parse(localStorage.getItem(key)!) as unknown[][]
    localStorage.setItem(key, JSON.stringify([[...row!.slice(0, 6), 'the stored label']]))
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

// This attaches a router for the rest of the file (navigation.ts keeps it): keep it last.
describe('the router arrives after the first frame', () => {
  it('the library stays the same element, and its links navigate through the router', async () => {
    expect(routerView.value).toBeNull() // the tests above ran without vue-router
    reconcileLibraryCache([summary('a', 'Ærin')])
    databaseNotAnswering()
    const screen = await start()
    const card = screen.wrapper.get('[data-character-id="a"]').element
    expect(ready()).toBe(true)

    // As main.ts does once the first frame is painted.
    const router = createRouter({ history: createMemoryHistory(), routes })
    screen.wrapper.vm.$.appContext.app.use(router)
    await router.push('/characters')
    attachRouter(router, RouterView)
    await flushPromises()
    expect(screen.wrapper.get('[data-character-id="a"]').element).toBe(card)

    await screen.wrapper.get('[data-character-id="a"] a.name').trigger('click')
    await until(() => router.currentRoute.value.path === '/characters/a', 'the sheet opened')
    expect(screen.wrapper.find('[data-character-id="a"]').exists()).toBe(false)
    // The sheet's screen finishes opening (this database has no such character) before the test
    // ends, so that it does not say it is ready after the page is gone.
    await until(
      () => screen.wrapper.find('[role="alert"]').exists(),
      'the sheet screen said why it could not open the character',
    )
  })
})
