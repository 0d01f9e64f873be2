// The journal's search box: what it searches and when, what it says about the results and the
// index, and its keys ("/" to come here, Escape to clear). The search client is a stand-in that
// answers what each test tells it to.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { SearchProgress, SearchResult } from './search'
import JournalSearchBox from './JournalSearchBox.vue'

const client = vi.hoisted(() => {
  const listeners = new Set<(progress: SearchProgress) => void>()
  return {
    listeners,
    search: vi.fn<(query: unknown) => Promise<SearchResult>>(),
    warm: vi.fn(() => Promise.resolve()),
    flush: vi.fn(() => Promise.resolve()),
    onProgress: vi.fn((listener: (progress: SearchProgress) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }),
  }
})
vi.mock('./search', () => ({ journalSearch: client }))

enableAutoUnmount(afterEach)
afterEach(() => {
  client.search.mockReset()
  client.warm.mockClear()
  client.onProgress.mockClear()
  client.listeners.clear()
})

const found = (ids: string[], total = ids.length, ms = 2.345): SearchResult => ({
  hits: ids.map((id) => ({ id, score: 1, terms: ['wolves'] })),
  total,
  ms,
})

function show(props: { revision?: number } = {}) {
  return mount(JournalSearchBox, {
    props: {
      campaignId: 'camp',
      tags: ['mill', 'travel'],
      party: [
        { id: 'tova', name: 'Tova' },
        { id: 'wulf', name: 'Wulf' },
      ],
      revision: props.revision ?? 0,
    },
    attachTo: document.body,
  })
}

const summary = (wrapper: VueWrapper) => wrapper.find('[data-testid="search-summary"]')
/** The summary's text as it reads. */
const summaryText = (wrapper: VueWrapper) => summary(wrapper).text().replace(/\s+/g, ' ')
const lastOf = <T>(events: T[][] | undefined): T | undefined => events?.at(-1)?.[0]
/** Waits for the debounced search to answer. */
async function answered(wrapper: VueWrapper): Promise<void> {
  await vi.waitFor(() => expect(summary(wrapper).exists()).toBe(true))
}

describe('JournalSearchBox: searching', () => {
  it('offers the campaign’s tags and party members as filters', () => {
    const wrapper = show()
    const [tags, people] = wrapper.findAll('select')
    expect(tags!.findAll('option').map((o) => o.text())).toEqual(['All tags', '#mill', '#travel'])
    expect(people!.findAll('option').map((o) => o.text())).toEqual([
      'All characters',
      'Tova',
      'Wulf',
    ])
    expect(wrapper.get('input[type="search"]').attributes('placeholder')).toBe(
      'Search the journal ( / )',
    )
  })

  it('searches a moment after the last keystroke and says how many entries match', async () => {
    client.search.mockResolvedValue(found(['e1'], 1))
    const wrapper = show()
    const input = wrapper.get('input[type="search"]')
    await input.setValue('wol')
    await input.setValue('wolves')
    expect(client.search).not.toHaveBeenCalled() // nothing while typing
    await answered(wrapper)
    expect(client.search).toHaveBeenCalledOnce()
    expect(client.search).toHaveBeenCalledWith({
      campaignId: 'camp',
      text: 'wolves',
      tags: [],
      characterIds: [],
      limit: 500,
    })
    expect(summaryText(wrapper)).toBe('1 match in 2.3 ms · Clear')
    expect(lastOf(wrapper.emitted<[unknown]>('results'))).toEqual(found(['e1']).hits)
    expect(lastOf(wrapper.emitted<[string]>('status'))).toBe('1 entry matches')
    expect(wrapper.emitted<[boolean]>('searching')?.map(([on]) => on)).toEqual([true, false])
  })

  it('filters by tag and party member without words, and Clear goes back to the timeline', async () => {
    client.search.mockResolvedValue(found(['e1', 'e2'], 2))
    const wrapper = show()
    const [tags, people] = wrapper.findAll('select')
    await tags!.setValue('travel')
    await people!.setValue('wulf')
    await answered(wrapper)
    expect(client.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: '', tags: ['travel'], characterIds: ['wulf'] }),
    )
    // Without words there is nothing to time.
    expect(summaryText(wrapper)).toBe('2 matches · Clear')
    expect(lastOf(wrapper.emitted<[string]>('status'))).toBe('2 entries match')

    await summary(wrapper).get('button').trigger('click')
    expect(summary(wrapper).exists()).toBe(false)
    expect((tags!.element as HTMLSelectElement).value).toBe('')
    expect((people!.element as HTMLSelectElement).value).toBe('')
    expect(lastOf(wrapper.emitted<[unknown]>('results'))).toBeNull()
  })

  it('clears with Escape at once, dropping a search that is still running', async () => {
    let answer = (_: SearchResult): void => {}
    client.search.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const wrapper = show()
    const input = wrapper.get('input[type="search"]')
    await input.setValue('wolves')
    await vi.waitFor(() => expect(client.search).toHaveBeenCalledOnce())
    expect(lastOf(wrapper.emitted<[boolean]>('searching'))).toBe(true)

    await input.trigger('keydown', { key: 'Escape' })
    expect((input.element as HTMLInputElement).value).toBe('')
    expect(lastOf(wrapper.emitted<[unknown]>('results'))).toBeNull()
    expect(lastOf(wrapper.emitted<[boolean]>('searching'))).toBe(false)
    const results = wrapper.emitted('results')!.length
    answer(found(['e1']))
    await flushPromises()
    expect(wrapper.emitted('results')).toHaveLength(results)
    expect(summary(wrapper).exists()).toBe(false)
  })

  it('searches again when entries change, only while something is searched', async () => {
    client.search.mockResolvedValue(found(['e1']))
    const wrapper = show()
    await wrapper.setProps({ revision: 1 })
    await flushPromises()
    expect(client.search).not.toHaveBeenCalled()
    await wrapper.get('input[type="search"]').setValue('wolves')
    await answered(wrapper)
    client.search.mockResolvedValue(found(['e1', 'e2']))
    await wrapper.setProps({ revision: 2 })
    await vi.waitFor(() => expect(summaryText(wrapper)).toMatch(/^2 matches/))
    expect(client.search).toHaveBeenCalledTimes(2)
  })

  it('reports a search that failed', async () => {
    client.search.mockRejectedValue(new Error('The index is broken.'))
    const wrapper = show()
    await wrapper.get('input[type="search"]').setValue('wolves')
    await vi.waitFor(() => expect(wrapper.emitted('error')).toBeDefined())
    expect(lastOf(wrapper.emitted<[string]>('error'))).toBe('Search failed: The index is broken.')
    expect(lastOf(wrapper.emitted<[boolean]>('searching'))).toBe(false)
  })
})

describe('JournalSearchBox: the index', () => {
  it('warms the campaign’s index and says how far indexing got, for this campaign only', async () => {
    const wrapper = show()
    wrapper.vm.warm()
    await vi.waitFor(() => expect(client.warm).toHaveBeenCalledWith('camp'))
    const report = (progress: SearchProgress) => {
      for (const listener of client.listeners) listener(progress)
    }
    report({ campaignId: 'camp', done: 3, total: 10 })
    await flushPromises()
    expect(wrapper.get('[role="status"]').text()).toBe('Indexing the journal: 3 of 10 entries…')
    report({ campaignId: 'elsewhere', done: 1, total: 10 })
    await flushPromises()
    expect(wrapper.get('[role="status"]').text()).toContain('3 of 10')
    report({ campaignId: 'camp', done: 10, total: 10 })
    await flushPromises()
    expect(wrapper.find('[role="status"]').exists()).toBe(false)
  })

  it('lets go of the index’s progress when it goes, and subscribes no more after that', async () => {
    const wrapper = show()
    wrapper.vm.warm()
    await vi.waitFor(() => expect(client.listeners.size).toBe(1))
    wrapper.unmount()
    expect(client.listeners.size).toBe(0)
    expect(client.onProgress).toHaveBeenCalledOnce()
  })
})

describe('JournalSearchBox: keys', () => {
  it('puts the keyboard in the search box on “/”, but not while typing elsewhere', () => {
    const wrapper = show()
    const other = document.createElement('textarea')
    document.body.append(other)
    other.focus()
    const typed = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    other.dispatchEvent(typed)
    expect(document.activeElement).toBe(other)
    expect(typed.defaultPrevented).toBe(false)

    const pressed = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    document.body.dispatchEvent(pressed)
    expect(document.activeElement).toBe(wrapper.get('input[type="search"]').element)
    expect(pressed.defaultPrevented).toBe(true)
    other.remove()

    wrapper.unmount()
    const after = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    document.body.dispatchEvent(after)
    expect(after.defaultPrevented).toBe(false)
  })
})
