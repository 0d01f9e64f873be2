import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'

import { createPinia, setActivePinia } from 'pinia'
import { campaign, journalEntry } from '@shared/journal'
import { sampleCharacter } from '@shared/file-fixtures'
import type { CharacterRecord, JournalRecord, RollRecord } from '@shared/records'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { rollsRepo } from '@renderer/db/rolls-repo'
import { useRollsStore } from '@renderer/stores/rolls'
import RollLogPanel from './RollLogPanel.vue'

let counter = 0
let db: QuillkeepDatabase
/** Lets IndexedDB (fake-indexeddb runs on timers) and Vue finish their work. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await flushPromises()
  }
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()

function member(
  id: string,
  campaignId: string | null,
  deletedAt: string | null = null,
): CharacterRecord {
  return {
    ...sampleCharacter('symbaroum', id, campaignId),
    name: id,
    ledger: [],
    createdAt: hoursAgo(100),
    updatedAt: hoursAgo(100),
    deletedAt,
  }
}

beforeEach(async () => {
  db = new QuillkeepDatabase(`roll-log-test-${++counter}`)
  useDatabase(db)
  setActivePinia(createPinia())
  await db.campaigns.put(
    campaign({ id: 'camp', name: 'Davokar', createdAt: hoursAgo(200), updatedAt: hoursAgo(200) }),
  )
  await db.characters.bulkPut([
    member('Tova', 'camp'),
    member('Sigrun', 'camp'),
    member('Trashed', 'camp', hoursAgo(1)),
    member('Stranger', null),
  ])
})

async function roll(characterId: string, label: string, hours: number): Promise<RollRecord> {
  const made = await useRollsStore().record(
    { characterId, characterName: characterId, label, result: 'rolled 7 vs 12: success' },
    hoursAgo(hours),
  )
  return made!
}

function entryAt(id: string, session: number, createdHoursAgo: number, extra = {}): JournalRecord {
  const at = hoursAgo(createdHoursAgo)
  return journalEntry({
    id,
    campaignId: 'camp',
    title: `Session ${session}`,
    session,
    createdAt: at,
    updatedAt: at,
    ...extra,
  })
}

const labels = (wrapper: ReturnType<typeof mount>, testId: string) =>
  wrapper.findAll(`[data-testid="${testId}"] li`).map((li) => li.text())

describe('RollLogPanel', () => {
  it('offers the party’s unattached rolls since the previous entry, newest first', async () => {
    await db.journal.put(entryAt('s1', 1, 48))
    const current = entryAt('s2', 2, 1)
    await db.journal.put(current)
    await roll('Tova', 'Before the last write-up', 50)
    await roll('Tova', 'Accurate test', 10)
    await roll('Sigrun', 'Strength challenge', 5)
    await roll('Stranger', 'Not in the party', 5)
    await roll('Trashed', 'In the trash', 5)
    const wrapper = mount(RollLogPanel, { props: { campaignId: 'camp', entry: current } })
    await settle()
    const shown = labels(wrapper, 'log-rolls')
    expect(shown).toHaveLength(2)
    expect(shown[0]).toContain('Sigrun · Strength challenge: rolled 7 vs 12: success')
    expect(shown[1]).toContain('Tova · Accurate test')
    expect(wrapper.text()).toContain('since “Session 1” was written')

    // Wider window: the older roll shows too.
    await wrapper.find('select[name="roll-window"]').setValue('all')
    await settle()
    expect(labels(wrapper, 'log-rolls')).toHaveLength(3)
  })

  it('attaches the ticked rolls: marks the rows and emits copies with the entry id', async () => {
    const current = entryAt('s1', 1, 1)
    await db.journal.put(current)
    const first = await roll('Tova', 'Accurate test', 3)
    await roll('Sigrun', 'Strength challenge', 2)
    const wrapper = mount(RollLogPanel, { props: { campaignId: 'camp', entry: current } })
    await settle()
    const submit = wrapper.find('button[type="submit"]')
    expect(submit.attributes('disabled')).toBeDefined()
    await wrapper.find(`input[value="${first.id}"]`).setValue(true)
    expect(submit.text()).toBe('Attach 1 roll')
    await wrapper.find('form').trigger('submit')
    await settle()
    const emitted = wrapper.emitted('attach') as RollRecord[][][]
    expect(emitted).toHaveLength(1)
    expect(emitted[0]![0]).toEqual([{ ...first, journalEntryId: 's1' }])
    expect((await rollsRepo.get(first.id))?.journalEntryId).toBe('s1')
    // The owner persists entry.rolls; the panel then lists it as attached, not as a candidate.
    await wrapper.setProps({ entry: { ...current, rolls: emitted[0]![0]! } })
    await settle()
    expect(labels(wrapper, 'log-rolls')).toHaveLength(1)
    expect(labels(wrapper, 'attached-rolls')[0]).toContain('Tova · Accurate test')
  })

  it('removes an attached roll: clears the row’s entry and emits its id', async () => {
    const first = await roll('Tova', 'Accurate test', 3)
    const [copy] = await useRollsStore().attach([first], 's1')
    const current = entryAt('s1', 1, 1, { rolls: [copy] })
    await db.journal.put(current)
    const wrapper = mount(RollLogPanel, { props: { campaignId: 'camp', entry: current } })
    await settle()
    expect(labels(wrapper, 'log-rolls')).toEqual([])
    await wrapper
      .find('button[aria-label="Remove Tova’s Accurate test from this entry"]')
      .trigger('click')
    await settle()
    expect(wrapper.emitted('detach')).toEqual([[first.id]])
    expect((await rollsRepo.get(first.id))?.journalEntryId).toBeUndefined()
    await wrapper.setProps({ entry: { ...current, rolls: [] } })
    await settle()
    expect(labels(wrapper, 'log-rolls')).toHaveLength(1)
  })

  it('shows a roll made while it is open', async () => {
    const current = entryAt('s1', 1, 1)
    await db.journal.put(current)
    const wrapper = mount(RollLogPanel, { props: { campaignId: 'camp', entry: current } })
    await settle()
    expect(wrapper.text()).toContain('No rolls to attach')
    await roll('Tova', 'Quick test', 0)
    await settle()
    expect(labels(wrapper, 'log-rolls')[0]).toContain('Quick test')
  })
})
