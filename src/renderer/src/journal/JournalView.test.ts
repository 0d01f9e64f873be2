// The journal screen: the timeline, search and filters, new entries, the trash and printing,
// over a real repository and search index (in the page: happy-dom has no Worker). The timeline is
// virtualised: the tests give it a laid-out box (see list-layout-test-helpers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { journalRepo } from '@renderer/db/journal-repo'
import { setPlatform } from '@renderer/platform'
import type { Platform } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { serveSheetFonts } from '@renderer/components/components-test-helpers'
import { emulateLayout, scrollTo } from '@renderer/views/list-layout-test-helpers'
import JournalView from './JournalView.vue'
import {
  anyPathRouter,
  entry,
  member,
  searchPerTest,
  seedCampaign,
  settle,
} from './journal-test-helpers'

vi.mock('./search', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./search')>()
  return { ...actual, journalSearch: searchPerTest(() => actual.createJournalSearch()) }
})

enableAutoUnmount(afterEach)
beforeEach(() => {
  emulateLayout()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
const db = useTestDatabase('journal-view')

const party = () => [member('symbaroum', 'Tova'), member('murdham', 'Wulf')]
const seed = () => [
  entry('e1', {
    title: 'The bridge',
    session: 1,
    date: '2026-11-01',
    body: 'Wolves howled at the **bridge**.',
    tags: ['travel'],
    characterIds: ['tova'],
  }),
  entry('e2', {
    title: 'Old mill',
    session: 2,
    inGame: '3rd of Thaw',
    body: 'The miller owes a tithe.',
    tags: ['mill', 'travel'],
    characterIds: ['wulf'],
  }),
  entry('e3', { title: 'Burnt notes', session: 3, deletedAt: '2026-11-21T00:00:00.000Z' }),
]

async function show(entryId: string | null = null, seeded = seed()) {
  await seedCampaign(db(), party(), seeded)
  const router = anyPathRouter()
  await router.push(entryId ? `/campaigns/camp/journal/${entryId}` : '/campaigns/camp/journal')
  const wrapper = mount(JournalView, {
    props: { campaignId: 'camp', entryId },
    global: { plugins: [router] },
    attachTo: document.body,
  })
  await settle(10)
  // The editor is loaded on demand.
  if (entryId) await vi.waitFor(() => wrapper.get('input[aria-label="Title"]'), { timeout: 10_000 })
  return { wrapper, router }
}

const rowTitles = (wrapper: VueWrapper) => wrapper.findAll('.row-title').map((r) => r.text())
const button = (wrapper: VueWrapper, text: string) =>
  wrapper.findAll('button').find((b) => b.text() === text)!
/** Waits for the search (debounced) to answer. */
async function searched(wrapper: VueWrapper, summary: RegExp): Promise<void> {
  await vi.waitFor(async () => {
    await settle(1)
    expect(wrapper.get('[data-testid="search-summary"]').text()).toMatch(summary)
  })
}

describe('JournalView timeline', () => {
  it('lists the entries not in the trash, newest session first, with their dates and text', async () => {
    const { wrapper } = await show('e1')
    expect(wrapper.get('ol.rows').attributes('aria-label')).toBe('Timeline, newest first')
    expect(rowTitles(wrapper)).toEqual(['Old mill', 'The bridge'])
    expect(wrapper.findAll('.row-meta').map((r) => r.text())).toEqual([
      'Session 2 · 3rd of Thaw',
      'Session 1 · 2026-11-01',
    ])
    // The snippet is the body as plain text, without Markdown marks.
    expect(wrapper.findAll('.row-snippet')[1]!.text()).toBe('Wolves howled at the bridge.')
    const current = wrapper.get('a[aria-current="page"]')
    expect(current.attributes('href')).toBe('/campaigns/camp/journal/e1')
    // The open entry's editor loads beside the list.
    expect((wrapper.get('input[aria-label="Title"]').element as HTMLInputElement).value).toBe(
      'The bridge',
    )
    expect(document.documentElement.dataset.ready).toBe('true')
  })

  it('says when there are no entries yet, and offers no printing then', async () => {
    const { wrapper } = await show(null, [])
    expect(wrapper.get('.empty').text()).toBe(
      'No entries yet. Write the first one after your session.',
    )
    expect(wrapper.get('button[aria-label="Print the journal"]').attributes('disabled')).toBe('')
    expect(wrapper.get('.placeholder').text()).toContain('Choose an entry on the left')
  })

  it('starts a new entry numbered after the last session and opens it', async () => {
    const { wrapper, router } = await show()
    await button(wrapper, 'New entry').trigger('click')
    await settle()
    const created = (await db().journal.toArray()).find((e) => !['e1', 'e2', 'e3'].includes(e.id))!
    // e3 (session 3) is in the trash but keeps its number.
    expect(created).toMatchObject({ title: 'Session 4', session: 4, body: '' })
    expect(router.currentRoute.value.fullPath).toBe(`/campaigns/camp/journal/${created.id}`)
    expect(wrapper.get('aside [role="status"]').text()).toBe('Created Session 4')
    await wrapper.setProps({ entryId: created.id })
    await settle()
    expect(rowTitles(wrapper)).toEqual(['Session 4', 'Old mill', 'The bridge'])
  })

  it('shows an edit made elsewhere, and moves an entry whose session changes', async () => {
    const { wrapper } = await show()
    const bridge = (await journalRepo.get('e1'))!
    await journalRepo.put({ ...bridge, title: 'The long bridge' })
    await settle()
    expect(rowTitles(wrapper)).toEqual(['Old mill', 'The long bridge'])
    await journalRepo.put({ ...bridge, title: 'The long bridge', session: 5 })
    await settle()
    expect(rowTitles(wrapper)).toEqual(['The long bridge', 'Old mill'])
  })

  it('moves to the list when the open entry goes to the trash', async () => {
    const { wrapper, router } = await show('e2')
    await button(wrapper, 'Move to trash').trigger('click')
    await settle()
    expect(router.currentRoute.value.fullPath).toBe('/campaigns/camp/journal')
    expect(wrapper.get('aside [role="status"]').text()).toBe('Moved Old mill to the trash')
    expect(rowTitles(wrapper)).toEqual(['The bridge'])
  })
})

describe('JournalView long timeline', () => {
  const nights = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      entry(`n${i + 1}`, { title: `Night ${i + 1}`, session: i + 1, body: `Watch ${i + 1}.` }),
    )
  const rows = (wrapper: VueWrapper) => wrapper.findAll('ol.rows > li')
  const timeline = (wrapper: VueWrapper) => wrapper.get('[data-testid="journal-timeline"]').element

  it('renders the rows in view, newest first, and older ones as the timeline scrolls', async () => {
    const { wrapper } = await show(null, nights(300))
    await vi.waitFor(() => expect(rows(wrapper)[0]!.attributes('aria-setsize')).toBe('300'))
    expect(rowTitles(wrapper).slice(0, 2)).toEqual(['Night 300', 'Night 299'])
    expect(rows(wrapper).length).toBeLessThan(40)

    scrollTo(timeline(wrapper), 300 * 76)
    await vi.waitFor(async () => {
      await settle(1)
      expect(rowTitles(wrapper).at(-1)).toBe('Night 1')
    })
    expect(rows(wrapper).at(-1)!.attributes('aria-posinset')).toBe('300')
    expect(wrapper.findAll('.row-snippet').at(-1)!.text()).toBe('Watch 1.')
    expect(rowTitles(wrapper)).not.toContain('Night 300')
    expect(rows(wrapper).length).toBeLessThan(40)
  })

  it('keeps the focused row, and the rows beside it, while the timeline scrolls away', async () => {
    const { wrapper } = await show(null, nights(300))
    await vi.waitFor(() => expect(rows(wrapper)[0]!.attributes('aria-setsize')).toBe('300'))
    const link = wrapper.get('a[href="/campaigns/camp/journal/n299"]').element as HTMLElement
    link.focus()
    scrollTo(timeline(wrapper), 200 * 76)
    await settle()
    expect(document.activeElement).toBe(link)
    expect(rowTitles(wrapper).slice(0, 3)).toEqual(['Night 300', 'Night 299', 'Night 298'])
    expect(rowTitles(wrapper)).toContain('Night 100')
  })
})

describe('JournalView search', () => {
  it('finds entries by text, marks the words found, and clears with Escape', async () => {
    const { wrapper } = await show()
    const search = wrapper.get('input[type="search"]')
    await search.setValue('wolves')
    await searched(wrapper, /^1 match in \d+\.\d ms/)
    expect(wrapper.get('ol.rows').attributes('aria-label')).toBe('Search results')
    expect(rowTitles(wrapper)).toEqual(['The bridge'])
    expect(wrapper.get('.row-snippet mark').text()).toBe('Wolves')
    expect(wrapper.get('aside [role="status"]').text()).toBe('1 entry matches')

    await search.setValue('dragons')
    await searched(wrapper, /^0 matches/)
    expect(wrapper.get('.empty').text()).toBe('No entry matches.')

    await search.trigger('keydown', { key: 'Escape' })
    await settle()
    expect(wrapper.find('[data-testid="search-summary"]').exists()).toBe(false)
    expect(rowTitles(wrapper)).toEqual(['Old mill', 'The bridge'])
  })

  it('counts every match of a short prefix, even past the completions it scores', async () => {
    // 70 completions of "dra" in each of 250 entries: more postings than one search scores.
    const common = Array.from({ length: 70 }, (_, k) => `dra${k}x`).join(' ')
    const { wrapper } = await show(null, [
      ...Array.from({ length: 250 }, (_, i) => entry(`c${i}`, { session: i + 1, body: common })),
      entry('rare', { session: 300, body: 'dramatic' }),
      entry('exact', { session: 301, body: 'dra' }),
    ])
    await wrapper.get('input[type="search"]').setValue('dra')
    await searched(wrapper, /^252 matches/)
    expect(wrapper.get('aside [role="status"]').text()).toBe('252 entries match')
  })

  it('filters by tag and by party member, and Clear shows the timeline again', async () => {
    const { wrapper } = await show()
    const [tags, people] = wrapper.findAll('.filters select')
    expect(tags!.findAll('option').map((o) => o.text())).toEqual(['All tags', '#mill', '#travel'])
    expect(people!.findAll('option').map((o) => o.text())).toEqual(
      expect.arrayContaining(['All characters', 'Tova', 'Wulf']),
    )
    await tags!.setValue('travel')
    await searched(wrapper, /^2 matches/)
    expect(rowTitles(wrapper)).toEqual(['Old mill', 'The bridge'])
    await people!.setValue('tova')
    await searched(wrapper, /^1 match/)
    expect(rowTitles(wrapper)).toEqual(['The bridge'])
    // Without words there is nothing to time.
    expect(wrapper.get('[data-testid="search-summary"]').text()).not.toContain(' ms')
    await wrapper.get('[data-testid="search-summary"] button').trigger('click')
    await settle()
    expect(wrapper.find('[data-testid="search-summary"]').exists()).toBe(false)
    expect((tags!.element as HTMLSelectElement).value).toBe('')
  })

  it('puts the keyboard in the search box on “/”, but not while typing elsewhere', async () => {
    const { wrapper } = await show('e1')
    const search = wrapper.get('input[type="search"]').element
    const title = wrapper.get('input[aria-label="Title"]').element as HTMLInputElement
    title.focus()
    title.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
    expect(document.activeElement).toBe(title)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
    expect(document.activeElement).toBe(search)
  })
})

describe('JournalView trash', () => {
  it('lists trashed entries, restores one, and deletes one for good after asking', async () => {
    const { wrapper } = await show()
    await button(wrapper, 'Trash').trigger('click')
    await settle()
    expect(button(wrapper, 'Back to the journal').attributes('aria-pressed')).toBe('true')
    const trash = wrapper.get('section.trash')
    expect(trash.findAll('li').map((li) => li.find('strong').text())).toEqual(['Burnt notes'])
    expect(trash.get('li').text()).toContain('Session 3')

    await button(wrapper, 'Restore').trigger('click')
    await settle()
    expect((await db().journal.get('e3'))!.deletedAt).toBeNull()
    expect(wrapper.get('aside [role="status"]').text()).toBe('Restored Burnt notes')
    expect(wrapper.get('section.trash').text()).toContain('The trash is empty.')

    await journalRepo.trash('e1')
    await settle()
    const confirm = vi.fn(() => false)
    window.confirm = confirm
    await button(wrapper, 'Delete forever').trigger('click')
    await settle()
    expect(confirm).toHaveBeenCalledWith('Delete “The bridge” for good? This cannot be undone.')
    expect(await db().journal.get('e1')).toBeDefined()
    confirm.mockReturnValue(true)
    confirm.mockClear()
    await button(wrapper, 'Delete forever').trigger('click')
    await settle()
    expect(confirm).toHaveBeenCalledOnce()
    expect(await db().journal.get('e1')).toBeUndefined()
    expect(wrapper.get('aside [role="status"]').text()).toBe('Deleted The bridge for good')

    await button(wrapper, 'Back to the journal').trigger('click')
    expect(rowTitles(wrapper)).toEqual(['Burnt notes', 'Old mill'])
  })
})

describe('JournalView printing', () => {
  it('prints every entry not in the trash, under the campaign’s name', async () => {
    serveSheetFonts()
    const web = createWebPlatform()
    const saved = vi.fn<Platform['savePrintedJournal']>(() => Promise.resolve(true))
    setPlatform({ ...web, savePrintedJournal: saved })
    const { wrapper } = await show()
    await wrapper.get('button[aria-label="Print the journal"]').trigger('click')
    // The preview draws the PDF with the embedded font first: allow a loaded machine its time.
    await vi.waitFor(
      async () => {
        await settle(1)
        expect(wrapper.find('[data-testid="print-preview"]').exists()).toBe(true)
      },
      { timeout: 10_000 },
    )
    expect(wrapper.get('#print-title').text()).toBe('Print the journal')
    await wrapper
      .findAll('dialog button')
      .find((b) => b.text() === 'Save PDF…')!
      .trigger('click')
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce())
    const [request, pdf] = saved.mock.calls[0]!
    expect(request.campaignName).toBe('Davokar')
    expect(request.entries.map((e) => e.id).sort()).toEqual(['e1', 'e2'])
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    await wrapper
      .findAll('dialog button')
      .find((b) => b.text() === 'Close')!
      .trigger('click')
    await settle()
    expect(wrapper.find('dialog').exists()).toBe(false)
  })
})

describe('JournalView leaves nothing behind', () => {
  it('unsubscribes from the search client’s progress and the journal’s changes when it closes', async () => {
    const { journalSearch } = await import('./search')
    const subscribed = vi.spyOn(journalSearch, 'onProgress')
    const { wrapper } = await show()
    await vi.waitFor(() => expect(subscribed).toHaveBeenCalledOnce())
    const stop = subscribed.mock.results[0]!.value as () => boolean
    wrapper.unmount()
    // The listener was removed: removing it again finds nothing.
    expect(stop()).toBe(false)
  })
})

describe('JournalView world pages (#23)', () => {
  const world = () => [
    ...seed(),
    entry('velena', { kind: 'npc', title: 'Velena', summary: 'Smuggler queen', gmOnly: true }),
    entry('arvid', { kind: 'npc', title: 'Arvid' }),
    entry('guild', { kind: 'faction', title: 'Marsh Guild' }),
  ]

  it('starts a page of a kind from the New page list, by keyboard, and opens it', async () => {
    const { wrapper, router } = await show()
    const toggle = wrapper.get('[data-testid="new-page"]')
    expect(toggle.attributes('aria-expanded')).toBe('false')
    await toggle.trigger('click')
    await settle(1)
    expect(toggle.attributes('aria-expanded')).toBe('true')
    const kinds = wrapper.findAll('#new-page-kinds button')
    expect(kinds.map((b) => b.text())).toEqual(['NPC', 'Place', 'Faction', 'Item'])
    expect(document.activeElement).toBe(kinds[0]!.element)
    await kinds[0]!.trigger('keydown', { key: 'Escape' })
    expect(toggle.attributes('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle.element)

    // Focus leaving the list closes it.
    await toggle.trigger('click')
    await settle(1)
    await wrapper.get('#new-page-kinds button').trigger('focusout', { relatedTarget: null })
    expect(toggle.attributes('aria-expanded')).toBe('false')

    await toggle.trigger('click')
    await wrapper.get('#new-page-kinds button[data-kind="faction"]').trigger('click')
    await settle()
    const created = (await db().journal.toArray()).find((e) => !['e1', 'e2', 'e3'].includes(e.id))!
    expect(created).toMatchObject({ kind: 'faction', title: '', session: 0, date: '' })
    expect(router.currentRoute.value.fullPath).toBe(`/campaigns/camp/journal/${created.id}`)
    expect(wrapper.get('aside [role="status"]').text()).toBe('Created a new page: Faction')
  })

  it('shows pages with their kind and summary, filters by kind, and keeps the filter', async () => {
    const { wrapper } = await show(null, world())
    // Sessions newest first; pages have no session and come after them.
    expect(rowTitles(wrapper).slice(0, 2)).toEqual(['Old mill', 'The bridge'])
    expect(rowTitles(wrapper).slice(2).sort()).toEqual(['Arvid', 'Marsh Guild', 'Velena'])
    const filter = wrapper.get('[data-testid="journal-kind-filter"]')
    expect(filter.findAll('option').map((o) => o.text())).toEqual([
      'All',
      'Sessions',
      'NPCs',
      'Places',
      'Factions',
      'Items',
    ])
    await filter.setValue('npc')
    await settle()
    expect(rowTitles(wrapper)).toEqual(['Arvid', 'Velena'])
    expect(wrapper.findAll('.row-meta').map((r) => r.text())).toEqual(['NPC', 'NPC · GM only'])
    expect(wrapper.findAll('.row-snippet')[1]!.text()).toBe('Smuggler queen')
    await filter.setValue('session')
    await settle()
    expect(rowTitles(wrapper)).toEqual(['Old mill', 'The bridge'])
    await filter.setValue('place')
    await settle()
    expect(wrapper.get('.empty').text()).toBe('Nothing of this kind yet.')

    // Away to another screen and back: the filter is as it was.
    await filter.setValue('faction')
    wrapper.unmount()
    const again = mount(JournalView, {
      props: { campaignId: 'camp', entryId: null },
      global: { plugins: [anyPathRouter()] },
      attachTo: document.body,
    })
    await settle(10)
    expect(
      (again.get('[data-testid="journal-kind-filter"]').element as HTMLSelectElement).value,
    ).toBe('faction')
    expect(rowTitles(again)).toEqual(['Marsh Guild'])
  })

  it('finds a page by a word of its summary, and narrows the hits by kind', async () => {
    const { wrapper } = await show(null, [
      ...world(),
      entry('e9', { title: 'Queen’s court', session: 9, body: 'The queen held court.' }),
    ])
    await wrapper.get('input[type="search"]').setValue('queen')
    await searched(wrapper, /^2 matches/)
    expect(rowTitles(wrapper).sort()).toEqual(['Queen’s court', 'Velena'])
    expect(wrapper.findAll('mark').map((m) => m.text())).toContain('queen')
    await wrapper.get('[data-testid="journal-kind-filter"]').setValue('npc')
    await settle()
    expect(rowTitles(wrapper)).toEqual(['Velena'])
  })
})
