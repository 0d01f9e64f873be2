// The entry editor: what it shows, what reaches the stored entry, and its number fields, which
// commit only on blur, Enter or an arrow key (nothing is drafted while typing).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { murdhamCampaign } from '@systems/murdham/campaign'
import type { CharacterRecord, JournalRecord } from '@shared/records'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { editorCommands } from '@renderer/commands'
import { useRollsStore } from '@renderer/stores/rolls'
import { useJournalStore } from '@renderer/stores/journal'
import { DexieSyncStore } from '@renderer/db/sync-store'
import { saveDraftOf } from '@renderer/unsaved-drafts'
import RollLogPanel from '@renderer/components/RollLogPanel.vue'
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
const db = useTestDatabase('entry-editor')

const tova = () => member('symbaroum', 'Tova')
const wulf = () => member('murdham', 'Wulf')

async function open(
  id: string,
  options: {
    party?: CharacterRecord[]
    characters?: CharacterRecord[]
    entries?: JournalRecord[]
  } = {},
) {
  const party = options.party ?? [tova()]
  const characters = options.characters ?? party
  const entries = options.entries ?? (await db().journal.toArray())
  const router = anyPathRouter()
  await router.push('/')
  const wrapper = mount(EntryEditor, {
    props: {
      campaignId: 'camp',
      entryId: id,
      party,
      characters,
      linkTargets: {
        characters: characters
          .filter((c) => c.deletedAt === null)
          .map((c) => ({ id: c.id, name: c.name })),
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
  return { wrapper, router }
}

/** Types into a text field and leaves it, so the text is committed however the field saves. */
async function typeInto(wrapper: VueWrapper, selector: string, text: string): Promise<void> {
  const field = wrapper.get(selector)
  await field.setValue(text)
  await field.trigger('blur')
}
const status = (wrapper: VueWrapper) => wrapper.get('[data-testid="entry-save-status"]').text()
const stored = async (id = 'e1') => (await db().journal.get(id))!
/** Saves the draft now, as the app's Save command does. */
async function save(): Promise<void> {
  await editorCommands()!.flush()
  await settle()
}
const undoButton = (wrapper: VueWrapper) =>
  wrapper.findAll('.entry-toolbar button').find((b) => b.text() === 'Undo')!
const redoButton = (wrapper: VueWrapper) =>
  wrapper.findAll('.entry-toolbar button').find((b) => b.text() === 'Redo')!

describe('EntryEditor fields', () => {
  it('shows the entry and saves a new title, date, in-game time and body', async () => {
    await seedCampaign(
      db(),
      [tova()],
      [entry('e1', { title: 'The bridge', session: 2, body: 'We met.' })],
    )
    const { wrapper } = await open('e1')
    expect((wrapper.get('input[aria-label="Title"]').element as HTMLInputElement).value).toBe(
      'The bridge',
    )
    expect(status(wrapper)).toBe('All changes saved')

    const title = wrapper.get('input[aria-label="Title"]')
    await title.setValue('The old bridge')
    await title.trigger('blur')
    const date = wrapper.get('input[type="date"]')
    await date.setValue('2026-11-21')
    await date.trigger('change')
    const inGame = wrapper.get('input[placeholder="e.g. 3rd of Thaw, evening"]')
    await inGame.setValue('3rd of Thaw')
    await inGame.trigger('blur')
    const body = wrapper.get('textarea')
    await body.setValue('We crossed at dusk.')
    await body.trigger('blur')
    expect(status(wrapper)).toBe('Unsaved changes')
    await save()
    expect(status(wrapper)).toBe('All changes saved')
    expect(await stored()).toMatchObject({
      title: 'The old bridge',
      date: '2026-11-21',
      inGame: '3rd of Thaw',
      body: 'We crossed at dusk.',
      session: 2,
    })
  })

  it('saves tags without # or repeats', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { tags: ['old'] })])
    const { wrapper } = await open('e1')
    const tags = wrapper.get('input[placeholder="comma, separated"]')
    expect((tags.element as HTMLInputElement).value).toBe('old')
    await tags.setValue('#loot, travel, loot, ')
    await tags.trigger('blur')
    await save()
    expect((await stored()).tags).toEqual(['loot', 'travel'])
  })
})

describe('EntryEditor session number', () => {
  it('drafts nothing while 12 is typed, then saves 12 on blur as one undo step', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { session: 4 })])
    const { wrapper } = await open('e1')
    const session = wrapper.get('input[data-field="Session"]')
    expect((session.element as HTMLInputElement).value).toBe('4')
    await session.setValue('1')
    await session.setValue('12')
    // Nothing drafted yet: no unsaved change, nothing to undo.
    expect(status(wrapper)).toBe('All changes saved')
    expect(undoButton(wrapper).attributes('disabled')).toBeDefined()
    await session.trigger('blur')
    expect(status(wrapper)).toBe('Unsaved changes')
    await save()
    expect((await stored()).session).toBe(12)

    await undoButton(wrapper).trigger('click')
    expect((session.element as HTMLInputElement).value).toBe('4')
    expect(undoButton(wrapper).attributes('disabled')).toBeDefined()
    await save()
    expect((await stored()).session).toBe(4)
    await redoButton(wrapper).trigger('click')
    await save()
    expect((await stored()).session).toBe(12)
  })

  it('commits on Enter and steps with the arrow keys', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { session: 4 })])
    const { wrapper } = await open('e1')
    const session = wrapper.get('input[data-field="Session"]')
    await session.setValue('7')
    await session.trigger('keydown', { key: 'Enter' })
    await session.trigger('keydown', { key: 'ArrowUp' })
    await save()
    expect((await stored()).session).toBe(8)
  })

  it.each([
    ['-1', 'Session must be from 0 to 1000000.'],
    ['1000001', 'Session must be from 0 to 1000000.'],
    ['2.5', '“2.5” is not a whole number.'],
    ['', 'Enter a number from 0 to 1000000.'],
  ])(
    'refuses %j with a message tied to the field, saves nothing, and Escape reverts',
    async (typed, message) => {
      await seedCampaign(db(), [tova()], [entry('e1', { session: 4 })])
      const { wrapper } = await open('e1')
      const session = wrapper.get('input[data-field="Session"]')
      await session.setValue(typed)
      await session.trigger('blur')
      const alert = wrapper.get('.meta [role="alert"]')
      expect(alert.text()).toBe(message)
      expect(session.attributes('aria-invalid')).toBe('true')
      expect(session.attributes('aria-describedby')).toBe(alert.attributes('id'))
      expect(status(wrapper)).toBe('All changes saved')
      await session.trigger('keydown', { key: 'Escape' })
      expect((session.element as HTMLInputElement).value).toBe('4')
      expect(session.attributes('aria-invalid')).toBe('false')
      await save()
      expect((await stored()).session).toBe(4)
    },
  )
})

describe('EntryEditor time counts', () => {
  it('offers the party’s time units and saves a count on commit, never while typing', async () => {
    // Murdham tracks time in stretches and watches (murdham-adventuring.txt, Time).
    expect(murdhamCampaign.timeUnits?.map((u) => u.label)).toEqual(['Stretches', 'Watches'])
    await seedCampaign(db(), [tova(), wulf()], [entry('e1')])
    const { wrapper } = await open('e1', { party: [tova(), wulf()] })
    const stretches = wrapper.get('input[data-field="Stretches"]')
    expect(wrapper.find('input[data-field="Watches"]').exists()).toBe(true)
    expect((stretches.element as HTMLInputElement).value).toBe('')
    await stretches.setValue('1')
    await stretches.setValue('12')
    expect(status(wrapper)).toBe('All changes saved')
    await stretches.trigger('keydown', { key: 'Enter' })
    await save()
    expect((await stored()).timeCounts).toEqual({ stretches: 12 })
  })

  it('removes a count that is emptied, and refuses a bad count', async () => {
    await seedCampaign(db(), [wulf()], [entry('e1', { timeCounts: { stretches: 3, watches: 2 } })])
    const { wrapper } = await open('e1', { party: [wulf()] })
    const watches = wrapper.get('input[data-field="Watches"]')
    await watches.setValue('-2')
    await watches.trigger('blur')
    expect(wrapper.get('.meta [role="alert"]').text()).toBe('Watches must be from 0 to 1000000.')
    expect(watches.attributes('aria-invalid')).toBe('true')
    await watches.trigger('keydown', { key: 'Escape' })
    expect((watches.element as HTMLInputElement).value).toBe('2')
    expect(status(wrapper)).toBe('All changes saved')

    await watches.setValue('')
    await watches.trigger('blur')
    expect(watches.attributes('aria-invalid')).toBe('false')
    await save()
    expect((await stored()).timeCounts).toEqual({ stretches: 3 })
  })

  it('shows a count kept for a unit no party system has, and none for a party without units', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { timeCounts: { days: 5 } })])
    const { wrapper } = await open('e1')
    expect((wrapper.get('input[data-field="days"]').element as HTMLInputElement).value).toBe('5')
    expect(wrapper.find('input[data-field="Stretches"]').exists()).toBe(false)
  })
})

describe('EntryEditor characters and links', () => {
  it('involves party members by checkbox, and adds characters linked in the text when it saves', async () => {
    const party = [tova(), wulf()]
    await seedCampaign(db(), party, [entry('e1')])
    const { wrapper } = await open('e1', { party })
    const picks = wrapper.findAll('.party-picks input[type="checkbox"]')
    expect(picks).toHaveLength(2)
    await picks[0]!.setValue(true)
    await save()
    expect((await stored()).characterIds).toEqual(['tova'])
    expect(wrapper.get('.chips').text()).toBe('Tova')

    await typeInto(wrapper, 'textarea', '[[Wulf]] kept watch.')
    await save()
    expect((await stored()).characterIds).toEqual(['tova', 'wulf'])
    expect(wrapper.findAll('.chips a').map((a) => a.attributes('href'))).toEqual([
      '/characters/tova',
      '/characters/wulf',
    ])

    await picks[0]!.setValue(false)
    await save()
    expect((await stored()).characterIds).toEqual(['wulf'])
  })

  it('marks an involved character who is trashed or gone as missing', async () => {
    const gone = member('symbaroum', 'Ghost', { deletedAt: '2026-11-21T00:00:00.000Z' })
    await seedCampaign(db(), [tova()], [entry('e1', { characterIds: ['tova', 'ghost', 'nobody'] })])
    const { wrapper } = await open('e1', { characters: [tova(), gone] })
    const chips = wrapper.findAll('.chips li')
    expect(chips.map((c) => c.text())).toEqual([
      'Tova',
      'Ghost (missing)',
      'Missing character (missing)',
    ])
    expect(chips[1]!.classes()).toContain('missing')
  })

  it('marks GM secrets in the preview, and says what the markers do (#23)', async () => {
    const entries = [entry('e1', { body: 'The mayor {{gm}}is a cultist{{/gm}} greets [[Tova]].' })]
    await seedCampaign(db(), [tova()], entries)
    const { wrapper } = await open('e1', { characters: [tova()], entries })
    expect(wrapper.get('[data-testid="secret-hint"]').text()).toBe(
      "Text between {{gm}} and {{/gm}} is for the game master only: it is marked here and left out of the players' copy.",
    )
    await wrapper.findAll('[role="tab"]')[1]!.trigger('click')
    const preview = wrapper.get('[data-testid="entry-preview"]')
    expect(preview.get('.gm-marker').text()).toBe('GM only')
    expect(preview.findAll('.gm-secret').map((s) => s.text())).toEqual(['is a cultist'])
    expect(preview.get('a').text()).toBe('Tova')
    expect(preview.text()).not.toContain('{{gm}}')
  })

  it('previews links: characters, entries, trashed and unknown names; a click follows a link', async () => {
    const gone = member('symbaroum', 'Ghost', { deletedAt: '2026-11-21T00:00:00.000Z' })
    const entries = [
      entry('e1', { body: '[[Tova]] met [[Ghost]] at [[The mill]], not [[Nowhere]].' }),
      entry('e2', { title: 'The mill', session: 1 }),
    ]
    await seedCampaign(db(), [tova()], entries)
    const { wrapper, router } = await open('e1', { characters: [tova(), gone], entries })
    await wrapper.findAll('[role="tab"]')[1]!.trigger('click')
    expect(wrapper.find('textarea').exists()).toBe(false)
    const preview = wrapper.get('[data-testid="entry-preview"]')
    const links = preview.findAll('a')
    expect(links.map((a) => [a.text(), a.attributes('href'), a.classes('missing')])).toEqual([
      ['Tova', '#/characters/tova', false],
      ['Ghost', '#/characters/ghost', true],
      ['The mill', '#/campaigns/camp/journal/e2', false],
    ])
    expect(preview.get('span.wikilink.missing').text()).toBe('Nowhere')

    await links[2]!.trigger('click')
    await settle()
    expect(router.currentRoute.value.fullPath).toBe('/campaigns/camp/journal/e2')
    await preview.get('span.wikilink').trigger('click') // not a link: nothing happens
    expect(router.currentRoute.value.fullPath).toBe('/campaigns/camp/journal/e2')

    await wrapper.findAll('[role="tab"]')[0]!.trigger('click')
    expect(wrapper.find('textarea').exists()).toBe(true)
  })

  it('lists the entries that link here, by stored link or by title in their text', async () => {
    const entries = [
      entry('e1', { title: 'The mill', session: 3 }),
      entry('e2', { title: 'Before', session: 1, entryIds: ['e1'] }),
      entry('e3', { title: 'After', session: 2, body: 'Back to [[the mill]] at dawn.' }),
      entry('e4', {
        title: 'Trashed',
        session: 4,
        body: '[[The mill]]',
        deletedAt: '2026-11-21T00:00:00.000Z',
      }),
    ]
    await seedCampaign(db(), [tova()], entries)
    const { wrapper } = await open('e1', { entries })
    const backlinks = wrapper.findAll('.backlinks li')
    expect(backlinks.map((li) => li.text())).toEqual(['Before · Session 1', 'After · Session 2'])
    expect(backlinks[0]!.get('a').attributes('href')).toBe('/campaigns/camp/journal/e2')
  })

  it('keeps the backlinks of the latest title when an earlier lookup answers last', async () => {
    // Seen in the browser: the lookup for the title being typed answered after the lookup for the
    // finished title, and the list went empty ("No other entry links here yet").
    const entries = [
      entry('e1', { title: 'Draft', session: 3 }),
      entry('e3', { title: 'After', session: 2, body: 'Back to [[the mill]] at dawn.' }),
    ]
    await seedCampaign(db(), [tova()], entries)
    const { wrapper } = await open('e1', { entries })
    const shown = () => wrapper.findAll('.backlinks li').map((li) => li.text())
    expect(shown()).toEqual([])
    const { journalSearch } = await import('./search')
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const search = journalSearch.search.bind(journalSearch)
    vi.spyOn(journalSearch, 'search').mockImplementationOnce(async (query) => {
      await gate
      return search(query)
    })
    const title = wrapper.get('input[aria-label="Title"]')
    await title.setValue('Old mill')
    await title.trigger('blur')
    await editorCommands()!.flush()
    await settle()
    await title.setValue('The mill')
    await title.trigger('blur')
    await editorCommands()!.flush()
    await settle()
    expect(shown()).toEqual(['After · Session 2'])
    release()
    await settle()
    expect(shown()).toEqual(['After · Session 2'])
  })

  it('shows no text backlinks when a character has the entry’s title', async () => {
    const entries = [
      entry('e1', { title: 'Tova', session: 3 }),
      entry('e2', { title: 'Other', session: 1, body: '[[Tova]] laughed.' }),
    ]
    await seedCampaign(db(), [tova()], entries)
    const { wrapper } = await open('e1', { entries })
    expect(wrapper.text()).toContain('No other entry links here yet.')
  })
})

describe('EntryEditor lifecycle', () => {
  it('selects the title of a new, empty session entry so it can be typed over', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { title: 'Session 3', session: 3 })])
    const { wrapper } = await open('e1')
    const title = wrapper.get('input[aria-label="Title"]').element as HTMLInputElement
    expect(document.activeElement).toBe(title)
    expect([title.selectionStart, title.selectionEnd]).toEqual([0, 'Session 3'.length])
  })

  it('says so when the entry is in the trash', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { deletedAt: '2026-11-21T00:00:00.000Z' })])
    const { wrapper } = await open('e1')
    expect(wrapper.get('[role="alert"]').text()).toContain(
      'This entry is not in the journal any more',
    )
    expect(wrapper.find('article').exists()).toBe(false)
  })

  it('moves the entry to the trash, saving its last edit first', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { title: 'Old' })])
    const { wrapper } = await open('e1')
    await typeInto(wrapper, 'input[aria-label="Title"]', 'Last words')
    await wrapper
      .findAll('.entry-toolbar button')
      .find((b) => b.text() === 'Move to trash')!
      .trigger('click')
    await settle()
    const trashed = await stored()
    expect(trashed.title).toBe('Last words')
    expect(trashed.deletedAt).not.toBeNull()
    expect((wrapper.emitted('trashed') as JournalRecord[][])[0]![0]!.id).toBe('e1')
  })

  it('says “Not saved” with the reason when the entry is gone', async () => {
    await seedCampaign(db(), [tova()], [entry('e1')])
    const { wrapper } = await open('e1')
    await db().journal.delete('e1')
    await typeInto(wrapper, 'input[aria-label="Title"]', 'Too late')
    await save()
    expect(status(wrapper)).toBe('Not saved That journal entry no longer exists.')
  })

  it('keeps the draft when an award or an attached roll updates the entry', async () => {
    await seedCampaign(db(), [tova()], [entry('e1')])
    const { wrapper } = await open('e1')
    await typeInto(wrapper, 'input[aria-label="Title"]', 'Draft title')
    const roll = (await useRollsStore().record({
      characterId: 'tova',
      characterName: 'Tova',
      label: 'Accurate test',
      result: 'rolled 7 vs 12: success',
    }))!
    wrapper.findComponent(RollLogPanel).vm.$emit('attach', [roll])
    await settle()
    expect((await stored()).rolls.map((r) => r.id)).toEqual([roll.id])
    expect(wrapper.findComponent(AwardPanel).props('entry').rolls).toHaveLength(1)
    expect((wrapper.get('input[aria-label="Title"]').element as HTMLInputElement).value).toBe(
      'Draft title',
    )

    wrapper.findComponent(RollLogPanel).vm.$emit('detach', roll.id)
    await settle()
    expect((await stored()).rolls).toEqual([])

    wrapper.findComponent(AwardPanel).vm.$emit('updated', { ...(await stored()), title: 'x' })
    await settle()
    expect(wrapper.findComponent(AwardPanel).props('entry').title).toBe('x')
    await save()
    expect((await stored()).title).toBe('Draft title')
  })

  it('shows why a roll could not be attached', async () => {
    await seedCampaign(db(), [tova()], [entry('e1')])
    const { wrapper } = await open('e1')
    await db().journal.delete('e1')
    wrapper.findComponent(RollLogPanel).vm.$emit('detach', 'some-roll')
    await settle()
    expect(wrapper.get('p.field-error[role="alert"]').text()).toMatch(/no longer exists/)
  })
})

// Sync (#24): another device's version of the open entry.
describe('EntryEditor and another device’s version', () => {
  const titleOf = (wrapper: VueWrapper) =>
    (wrapper.get('input[aria-label="Title"]').element as HTMLInputElement).value

  it('shows it at once when nothing is unsaved, and undo brings back what was shown', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { title: 'The bridge', session: 2 })])
    const journal = useJournalStore()
    await journal.open('camp', 20)
    journal.follow()
    const { wrapper } = await open('e1')
    // As sync writes an incoming version: stored, and the search index told.
    await new DexieSyncStore(db()).writeRecord('journal', 'e1', {
      ...(await stored()),
      title: 'The bridge at dusk',
    })
    await vi.waitFor(() => expect(titleOf(wrapper)).toBe('The bridge at dusk'))
    expect(status(wrapper)).toBe('All changes saved')
    editorCommands()!.undo()
    await settle()
    expect(titleOf(wrapper)).toBe('The bridge')
    journal.close()
  })

  it('saves an unsaved draft first when sync asks, so neither version replaces the other', async () => {
    await seedCampaign(db(), [tova()], [entry('e1', { title: 'The bridge', session: 2 })])
    const { wrapper } = await open('e1')
    await typeInto(wrapper, 'input[aria-label="Title"]', 'The burning bridge')
    expect(status(wrapper)).toBe('Unsaved changes')
    expect(await saveDraftOf('journal', 'e1')).toBe(true)
    expect((await stored()).title).toBe('The burning bridge')
    expect(await saveDraftOf('journal', 'e1')).toBe(false)
    expect(await saveDraftOf('journal', 'other-entry')).toBe(false)
  })
})
