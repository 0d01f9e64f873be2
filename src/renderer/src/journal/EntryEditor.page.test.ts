// The entry editor on a world page (#23): the page's own fields instead of a session's, the
// GM-only flag, and the relations editor, each saved through the draft to the stored page.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import type { JournalRecord } from '@shared/records'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { editorCommands } from '@renderer/commands'
import AwardPanel from './AwardPanel.vue'
import EntryEditor from './EntryEditor.vue'
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
const db = useTestDatabase('entry-editor-page')
const gone = '2026-11-21T00:00:00.000Z'

async function open(id: string, entries: JournalRecord[]) {
  const party = [member('symbaroum', 'Tova')]
  await seedCampaign(db(), party, entries)
  const router = anyPathRouter()
  await router.push('/')
  const wrapper = mount(EntryEditor, {
    props: {
      campaignId: 'camp',
      entryId: id,
      party,
      characters: party,
      linkTargets: {
        characters: party.map((c) => ({ id: c.id, name: c.name })),
        entries: entries
          .filter((e) => e.deletedAt === null)
          .map((e) => ({ id: e.id, title: e.title })),
      },
      titles: entries.map((e) => ({ id: e.id, title: e.title, deleted: e.deletedAt !== null })),
    },
    global: { plugins: [router] },
    attachTo: document.body,
  })
  await settle()
  return wrapper
}

const stored = async (id: string) => (await db().journal.get(id))!
async function save(): Promise<void> {
  await editorCommands()!.flush()
  await settle()
}
const relationGroups = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-testid="page-relations"] .relation-group').map((g) => ({
    kind: g.get('h3').text(),
    targets: g
      .findAll('li')
      .map((li) => (li.find('a').exists() ? li.get('a').text() : li.get('span').text())),
  }))

const velena = (fields: Partial<JournalRecord> = {}) =>
  entry('npc', { kind: 'npc', title: 'Velena', summary: 'Smuggler queen', ...fields })
const guild = entry('guild', { kind: 'faction', title: 'Marsh Guild' })
const docks = entry('docks', { kind: 'place', title: 'The Docks' })

describe('EntryEditor on a world page', () => {
  it('shows the page’s fields and hides a session’s number, date, time, awards and rolls', async () => {
    const wrapper = await open('npc', [velena(), entry('s1', { session: 1, title: 'Session 1' })])
    expect(wrapper.get('[data-testid="page-kind-badge"]').text()).toBe('NPC')
    expect((wrapper.get('input[aria-label="Name"]').element as HTMLInputElement).value).toBe(
      'Velena',
    )
    expect((wrapper.get('[data-testid="page-summary"]').element as HTMLInputElement).value).toBe(
      'Smuggler queen',
    )
    expect(wrapper.get('textarea').attributes('aria-label')).toBe('Notes (Markdown)')
    expect(wrapper.find('input[type="date"]').exists()).toBe(false)
    expect(wrapper.find('input[placeholder="e.g. 3rd of Thaw, evening"]').exists()).toBe(false)
    expect(wrapper.text()).not.toContain('Session')
    expect(wrapper.findComponent(AwardPanel).exists()).toBe(false)
    expect(wrapper.find('[data-testid="page-gm-only"]').attributes('aria-describedby')).toBe(
      'gm-only-hint',
    )
    expect(wrapper.get('#gm-only-hint').text()).toBe(
      "A GM-only page is left out of the players' copy.",
    )
  })

  it('saves the summary, a new kind, tags and the GM-only flag, and undoes them', async () => {
    const wrapper = await open('npc', [velena()])
    await wrapper.get('[data-testid="page-summary"]').setValue('Retired smuggler')
    await wrapper.get('[data-testid="page-kind"]').setValue('faction')
    await wrapper.get('input[placeholder="comma, separated"]').setValue('marsh, #docks')
    expect(wrapper.find('[data-testid="gm-only-badge"]').exists()).toBe(false)
    await wrapper.get('[data-testid="page-gm-only"]').setValue(true)
    expect(wrapper.get('[data-testid="gm-only-badge"]').text()).toBe('GM only')
    expect(wrapper.get('[data-testid="page-kind-badge"]').text()).toBe('Faction')
    await save()
    expect(await stored('npc')).toMatchObject({
      kind: 'faction',
      summary: 'Retired smuggler',
      tags: ['marsh', 'docks'],
      gmOnly: true,
      session: 0,
    })
    const undo = wrapper.findAll('.entry-toolbar button').find((b) => b.text() === 'Undo')!
    await undo.trigger('click')
    await save()
    expect((await stored('npc')).gmOnly).toBe(false)
  })

  it('adds relations to other pages, found by name, shows them grouped, and removes one', async () => {
    const wrapper = await open('npc', [velena(), guild, docks, entry('s1', { title: 'Session 1' })])
    const targets = () =>
      wrapper
        .get('[data-testid="relation-target"]')
        .findAll('option')
        .map((o) => o.text())
    // Only other pages are targets (not the page itself, not a session's entry), by name.
    expect(targets()).toEqual(['Marsh Guild (Faction)', 'The Docks (Place)'])
    await wrapper.get('[data-testid="relation-find"]').setValue('guild')
    expect(targets()).toEqual(['Marsh Guild (Faction)'])
    await wrapper.get('[data-testid="relation-kind"]').setValue('member-of')
    await wrapper.get('[data-testid="relation-add"]').trigger('click')

    await wrapper.get('[data-testid="relation-find"]').setValue('dock')
    await wrapper.get('[data-testid="relation-kind"]').setValue('located-in')
    await wrapper.get('[data-testid="relation-add"]').trigger('click')
    // The same relation twice is kept once.
    await wrapper.get('[data-testid="relation-find"]').setValue('dock')
    await wrapper.get('[data-testid="relation-kind"]').setValue('located-in')
    await wrapper.get('[data-testid="relation-add"]').trigger('click')
    await save()
    expect((await stored('npc')).relations).toEqual([
      { kind: 'member-of', targetId: 'guild' },
      { kind: 'located-in', targetId: 'docks' },
    ])
    expect(relationGroups(wrapper)).toEqual([
      { kind: 'Member of', targets: ['Marsh Guild'] },
      { kind: 'Located in', targets: ['The Docks'] },
    ])
    expect(wrapper.get('.relation-group a').attributes('href')).toBe(
      '/campaigns/camp/journal/guild',
    )

    await wrapper.get('button[aria-label="Remove: Member of Marsh Guild"]').trigger('click')
    await save()
    expect((await stored('npc')).relations).toEqual([{ kind: 'located-in', targetId: 'docks' }])
    expect(relationGroups(wrapper)).toEqual([{ kind: 'Located in', targets: ['The Docks'] }])
  })

  it('shows a relation to a trashed or vanished page as missing, and it can be removed', async () => {
    const wrapper = await open('npc', [
      velena({
        relations: [
          { kind: 'enemy-of', targetId: 'old' },
          { kind: 'enemy-of', targetId: 'nowhere' },
        ],
      }),
      entry('old', { kind: 'faction', title: 'Old Order', deletedAt: gone }),
    ])
    expect(relationGroups(wrapper)).toEqual([
      { kind: 'Enemy of', targets: ['Old Order (missing)', 'Missing page'] },
    ])
    expect(wrapper.find('.relation-group a').exists()).toBe(false)
    await wrapper.get('button[aria-label="Remove: Enemy of Missing page"]').trigger('click')
    await save()
    expect((await stored('npc')).relations).toEqual([{ kind: 'enemy-of', targetId: 'old' }])
  })

  it('says when there is no other page to relate to', async () => {
    const wrapper = await open('npc', [velena()])
    expect(wrapper.get('[data-testid="page-relations"]').text()).toContain(
      'Create another page to relate this one to.',
    )
    expect(wrapper.find('[data-testid="relation-add"]').exists()).toBe(false)
  })

  it('focuses the name of a new, unnamed page', async () => {
    const wrapper = await open('new', [entry('new', { kind: 'item' })])
    expect(document.activeElement).toBe(wrapper.get('input[aria-label="Name"]').element)
  })
})
