// The journal's list: the open journal's timeline or a search's hits, virtualised, with what it
// says when there is nothing to show. The journal store reads a real database; the list is given
// a laid-out box (see list-layout-test-helpers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import type { JournalRecord } from '@shared/records'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { useJournalStore } from '@renderer/stores/journal'
import { emulateLayout, scrollTo } from '@renderer/views/list-layout-test-helpers'
import type { SearchHit } from './search'
import JournalEntryList, { rowsOnFirstScreen } from './JournalEntryList.vue'
import { anyPathRouter, entry, seedCampaign, settle } from './journal-test-helpers'

enableAutoUnmount(afterEach)
beforeEach(() => {
  emulateLayout()
})
afterEach(() => {
  vi.restoreAllMocks()
})
const db = useTestDatabase('journal-entry-list')

const seed = () => [
  entry('e1', { title: 'The bridge', session: 1, date: '2026-11-01', body: 'Wolves **howled**.' }),
  entry('e2', { title: '', session: 2, inGame: '3rd of Thaw', body: 'The miller owes a tithe.' }),
]

async function show(
  entries: JournalRecord[] = seed(),
  props: Partial<{ entryId: string | null; hits: SearchHit[] | null; searching: boolean }> = {},
  firstPage = 20,
) {
  await seedCampaign(db(), [], entries)
  const journal = useJournalStore()
  await journal.open('camp', firstPage)
  await journal.loadTimeline()
  const router = anyPathRouter()
  await router.push('/')
  const wrapper = mount(JournalEntryList, {
    props: {
      campaignId: 'camp',
      entryId: null,
      hits: null,
      loaded: true,
      searching: false,
      ...props,
    },
    global: { plugins: [router] },
    attachTo: document.body,
  })
  await settle(3)
  return wrapper
}

const titles = (wrapper: VueWrapper) => wrapper.findAll('.row-title').map((r) => r.text())
const hit = (id: string, terms: string[] = []): SearchHit => ({ id, score: 1, terms })

describe('JournalEntryList: the timeline', () => {
  it('lists the entries newest first, with their dates, their text and a link to each', async () => {
    const wrapper = await show(seed(), { entryId: 'e1' })
    expect(wrapper.get('ol').attributes('aria-label')).toBe('Timeline, newest first')
    expect(titles(wrapper)).toEqual(['Untitled', 'The bridge'])
    expect(wrapper.findAll('.row-meta').map((r) => r.text())).toEqual([
      'Session 2 · 3rd of Thaw',
      'Session 1 · 2026-11-01',
    ])
    expect(wrapper.findAll('.row-snippet').map((r) => r.text())).toEqual([
      'The miller owes a tithe.',
      'Wolves howled.',
    ])
    const links = wrapper.findAll('a')
    expect(links.map((a) => a.attributes('href'))).toEqual([
      '/campaigns/camp/journal/e2',
      '/campaigns/camp/journal/e1',
    ])
    expect(wrapper.get('a[aria-current="page"]').attributes('href')).toBe(
      '/campaigns/camp/journal/e1',
    )
    expect(wrapper.get('li.current').text()).toContain('The bridge')
  })

  it('says when there are no entries yet, but not before they are read', async () => {
    const wrapper = await show([])
    expect(wrapper.get('.empty').text()).toBe(
      'No entries yet. Write the first one after your session.',
    )
    await wrapper.setProps({ loaded: false })
    expect(wrapper.find('.empty').exists()).toBe(false)
  })

  it('reads and renders the rows that scroll into view, not the whole journal', async () => {
    const nights = Array.from({ length: 200 }, (_, i) =>
      entry(`n${i + 1}`, { title: `Night ${i + 1}`, session: i + 1 }),
    )
    const wrapper = await show(nights, {}, 5)
    expect(useJournalStore().rows.size).toBeLessThan(40)
    expect(wrapper.findAll('li')[0]!.attributes('aria-setsize')).toBe('200')
    scrollTo(wrapper.get('[data-testid="journal-timeline"]').element, 200 * 76)
    await vi.waitFor(async () => {
      await settle(1)
      expect(titles(wrapper).at(-1)).toBe('Night 1')
    })
    expect(useJournalStore().rows.size).toBeLessThan(80)
    expect(wrapper.findAll('li').length).toBeLessThan(40)
  })
})

describe('JournalEntryList: search results', () => {
  it('shows the hits in their order, marking the words found', async () => {
    const wrapper = await show(seed(), { hits: [hit('e1', ['wolves']), hit('e2')] })
    expect(wrapper.get('ol').attributes('aria-label')).toBe('Search results')
    expect(titles(wrapper)).toEqual(['The bridge', 'Untitled'])
    expect(wrapper.get('.row-snippet mark').text()).toBe('Wolves')
    // A hit without words found (a filter) shows the start of its text.
    expect(wrapper.findAll('.row-snippet')[1]!.text()).toBe('The miller owes a tithe.')
  })

  it('says nothing matches once the search has answered', async () => {
    const wrapper = await show(seed(), { hits: [], searching: true })
    expect(wrapper.find('.empty').exists()).toBe(false)
    await wrapper.setProps({ searching: false })
    expect(wrapper.get('.empty').text()).toBe('No entry matches.')
  })

  it('goes back to the top for each new set of hits', async () => {
    const wrapper = await show(seed())
    const scroller = wrapper.get('[data-testid="journal-timeline"]').element
    scroller.scrollTop = 300
    await wrapper.setProps({ hits: [hit('e2')] })
    expect(scroller.scrollTop).toBe(0)
    scroller.scrollTop = 300
    await wrapper.setProps({ hits: null })
    expect(scroller.scrollTop).toBe(300) // the timeline keeps its place
  })
})

describe('rowsOnFirstScreen', () => {
  it('is the rows that fit the window, and a few more for scrolling', () => {
    expect(rowsOnFirstScreen(760)).toBe(16)
    // A window not yet laid out counts as 900 px high.
    expect(rowsOnFirstScreen(0)).toBe(18)
  })
})
