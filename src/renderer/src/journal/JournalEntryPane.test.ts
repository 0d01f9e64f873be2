// The journal's entry pane: how to start when no entry is open, and the open entry's editor with
// the party and link targets of the open journal.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
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

async function show(
  entryId: string | null,
  entries = [entry('e1', { title: 'The bridge', session: 1, body: 'We met [[Tova]].' })],
) {
  await seedCampaign(
    db(),
    [member('symbaroum', 'Tova'), member('murdham', 'Wulf', { deletedAt: '2026-11-21T00:00:00Z' })],
    entries,
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
    // The first test to open the editor waits for its module (and the rules code) to load.
    await vi.waitFor(() => wrapper.get('input[aria-label="Title"]'), { timeout: 10_000 })
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

describe('JournalEntryPane on a world page (#23)', () => {
  const world = () => [
    entry('guild', {
      kind: 'faction',
      title: 'Marsh Guild',
      summary: 'Smugglers of the fens',
      gmOnly: true,
      relations: [
        { kind: 'enemy-of', targetId: 'watch' },
        { kind: 'located-in', targetId: 'docks' },
        { kind: 'ally-of', targetId: 'lost' },
      ],
    }),
    entry('velena', {
      kind: 'npc',
      title: 'Velena',
      relations: [
        { kind: 'member-of', targetId: 'guild' },
        { kind: 'leader-of', targetId: 'guild' },
      ],
    }),
    entry('arvid', {
      kind: 'npc',
      title: 'Arvid',
      body: 'Pays dues to the [[Marsh Guild]].',
      entryIds: ['guild'],
      relations: [{ kind: 'member-of', targetId: 'guild' }],
    }),
    entry('watch', {
      kind: 'faction',
      title: 'City Watch',
      relations: [{ kind: 'enemy-of', targetId: 'guild' }],
    }),
    entry('docks', { kind: 'place', title: 'The Docks' }),
    entry('gone', {
      kind: 'npc',
      title: 'Trashed spy',
      deletedAt: '2026-11-21T00:00:00Z',
      relations: [{ kind: 'member-of', targetId: 'guild' }],
    }),
    entry('s1', {
      title: 'Night at the docks',
      session: 3,
      body: 'We met the [[Marsh Guild]].',
      entryIds: ['guild'],
    }),
  ]
  const groups = (wrapper: VueWrapper, testid: string) =>
    wrapper.findAll(`[data-testid="${testid}"] h3`).map((h) => ({
      heading: h.text(),
      items: Array.from(h.element.nextElementSibling!.querySelectorAll('li'), (li) =>
        Array.from(li.childNodes)
          .filter((node) => node.nodeName !== 'BUTTON')
          .map((node) => node.textContent)
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    }))

  it('shows the kind, GM-only badge, relations by kind with a missing target, and what refers here', async () => {
    const wrapper = await show('guild', world())
    await vi.waitFor(() => wrapper.get('[data-testid="page-references"] h3'))
    expect(wrapper.get('[data-testid="page-kind-badge"]').text()).toBe('Faction')
    expect(wrapper.get('[data-testid="gm-only-badge"]').text()).toBe('GM only')
    expect(groups(wrapper, 'page-relations')).toEqual([
      { heading: 'Located in', items: ['The Docks'] },
      { heading: 'Ally of', items: ['Missing page'] },
      { heading: 'Enemy of', items: ['City Watch'] },
    ])
    // Incoming relations read from this side, grouped; a trashed page's relation is not counted.
    expect(groups(wrapper, 'page-references')).toEqual([
      { heading: 'Members', items: ['Arvid · NPC', 'Velena · NPC'] },
      { heading: 'Led by', items: ['Velena · NPC'] },
      { heading: 'Enemies', items: ['City Watch · Faction'] },
      // Sessions' entries first, then pages.
      { heading: 'Links here', items: ['Night at the docks · Session 3', 'Arvid · NPC'] },
    ])
    const members = wrapper
      .findAll('[data-testid="page-references"] a')
      .map((a) => a.attributes('href'))
    expect(members).toContain('/campaigns/camp/journal/velena')
  })

  it('says when nothing refers to a page', async () => {
    const wrapper = await show('docks', [entry('docks', { kind: 'place', title: 'The Docks' })])
    await vi.waitFor(() => wrapper.get('[data-testid="page-references"]'))
    expect(wrapper.get('[data-testid="page-references"]').text()).toContain(
      'No entry or page refers to this one yet.',
    )
  })
})
