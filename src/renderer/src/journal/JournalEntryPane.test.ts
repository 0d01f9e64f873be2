// The journal's entry pane: how to start when no entry is open, and the open entry's editor with
// the party and link targets of the open journal.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import type { JournalRecord } from '@shared/records'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { useJournalStore } from '@renderer/stores/journal'
import JournalEntryPane from './JournalEntryPane.vue'
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
const db = useTestDatabase('journal-entry-pane')

async function show(entryId: string | null) {
  await seedCampaign(
    db(),
    [member('symbaroum', 'Tova'), member('murdham', 'Wulf', { deletedAt: '2026-11-21T00:00:00Z' })],
    [entry('e1', { title: 'The bridge', session: 1, body: 'We met [[Tova]].' })],
  )
  const journal = useJournalStore()
  await journal.open('camp', 20)
  await journal.loadLinks()
  const router = anyPathRouter()
  await router.push('/')
  const wrapper = mount(JournalEntryPane, {
    props: { campaignId: 'camp', entryId },
    global: { plugins: [router] },
    attachTo: document.body,
  })
  await settle()
  return wrapper
}

describe('JournalEntryPane', () => {
  it('says how to start when no entry is open', async () => {
    const wrapper = await show(null)
    expect(wrapper.get('section').attributes('aria-label')).toBe('Journal entry')
    expect(
      wrapper
        .get('.placeholder')
        .findAll('p')
        .map((p) => p.text()),
    ).toEqual([
      'Choose an entry on the left, or start a new one.',
      'Tip: link characters and other entries with [[Name]]; press / to search.',
    ])
  })

  it('opens the entry’s editor with the open journal’s party', async () => {
    const wrapper = await show('e1')
    await vi.waitFor(() => wrapper.get('input[aria-label="Title"]'))
    expect((wrapper.get('input[aria-label="Title"]').element as HTMLInputElement).value).toBe(
      'The bridge',
    )
    // Party members not in the trash can be involved.
    expect(wrapper.get('.party-picks').text()).toBe('Involve party members Tova')
    expect(wrapper.find('.placeholder').exists()).toBe(false)
  })

  it('passes on an entry moved to the trash', async () => {
    const wrapper = await show('e1')
    await vi.waitFor(() => wrapper.get('input[aria-label="Title"]'))
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Move to trash')!
      .trigger('click')
    await vi.waitFor(() => expect(wrapper.emitted('trashed')).toHaveLength(1))
    const [trashed] = wrapper.emitted<[JournalRecord]>('trashed')![0]!
    expect(trashed.id).toBe('e1')
    expect((await db().journal.get('e1'))!.deletedAt).not.toBeNull()
  })
})
