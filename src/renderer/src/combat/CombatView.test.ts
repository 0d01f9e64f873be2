// The combat screen inside its campaign, as a game master runs a fight: the party and foes typed
// in, the turn order by the system's rules, keys for next turn, damage and healing, damage to a
// party member posted to the character's ledger (and undone), and the end's summary written into
// the session's journal entry. Over the real repositories and an IndexedDB (fake-indexeddb).
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, type VueWrapper } from '@vue/test-utils'
import { sampleCharacter, sampleJournal } from '@shared/file-fixtures'
import type { CharacterRecord } from '@systems/types'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { useSyncStore } from '@renderer/stores/sync'
import { mountAt, settle, storeCampaign, until } from '@renderer/views/views-test-helpers'

enableAutoUnmount(afterEach)
const db = useTestDatabase('combat-view')

function hero(id: string, name: string, quick: number): CharacterRecord<SymbaroumData> {
  const record = sampleCharacter('symbaroum', id, 'campaign-1') as CharacterRecord<SymbaroumData>
  record.name = name
  record.data.attributes.quick = quick
  return record
}

async function showCombat(characters: CharacterRecord[] = []) {
  await storeCampaign(db())
  await db().characters.bulkPut(characters)
  await db().journal.put(sampleJournal('session-1', 'campaign-1', []))
  const shown = await mountAt('/campaigns/campaign-1/combat', { attach: true })
  await until(() => shown.wrapper.find('form.new').exists(), 'the new encounter form')
  return shown
}

const status = (wrapper: VueWrapper) => wrapper.get('p.status').text()
const alerts = (wrapper: VueWrapper) => wrapper.findAll('[role="alert"]').map((a) => a.text())
const rowNames = (wrapper: VueWrapper) => wrapper.findAll('.order li .name').map((n) => n.text())
const current = (wrapper: VueWrapper) => wrapper.get('.order li[aria-current="true"] .name').text()
const press = async (key: string, options: KeyboardEventInit = {}) => {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...options }))
  await settle()
}
/** The input of the field labelled `label` (a NumberField's label points at its input). */
function field(wrapper: VueWrapper, label: string) {
  const found = wrapper.findAll('label').find((l) => l.text().startsWith(label))
  if (!found) throw new Error(`no field ${label}`)
  const target = found.attributes('for')
  return target ? wrapper.get(`[id="${target}"]`) : found.get('input')
}

async function addFoe(wrapper: VueWrapper, name: string, values: Record<string, string>) {
  await field(wrapper, 'Foe’s name').setValue(name)
  for (const [label, value] of Object.entries(values)) {
    const input = field(wrapper, label)
    await input.setValue(value)
    await input.trigger('blur')
  }
  await wrapper
    .findAll('button')
    .find((b) => b.text() === 'Add foe')!
    .trigger('click')
}

async function startFight(wrapper: VueWrapper) {
  await wrapper.get('form.new').trigger('submit')
  await until(() => wrapper.find('.fight').exists(), 'the fight')
}

describe('CombatView', () => {
  it('runs a round from the keyboard: order by Quick, next turn, damage to a foe, undo', async () => {
    const { wrapper } = await showCombat([hero('ylva', 'Ylva', 15)])
    await addFoe(wrapper, 'Goblin', { Toughness: '8', Quick: '9' })
    expect(status(wrapper)).toBe('Goblin added.')
    await startFight(wrapper)

    // Symbaroum orders by Quick (Turn Order): Ylva 15, then the goblin 9.
    expect(rowNames(wrapper)).toEqual(['Ylva', 'Goblin'])
    expect(current(wrapper)).toBe('Ylva')
    expect(wrapper.get('.round').text()).toBe('Round 1')

    // Ylva's turn: choose the goblin, 3 damage with D.
    await wrapper.get('input[name="combat-target"][value]:not(:checked)').setValue(true)
    const amount = field(wrapper, 'Amount')
    await amount.setValue('3')
    await amount.trigger('blur')
    await press('d')
    expect(status(wrapper)).toBe('Goblin takes 3 damage.')
    expect(wrapper.get('[data-combatant] .health').text()).toBe('Toughness 5 / 8')

    await press('n')
    expect(current(wrapper)).toBe('Goblin')
    await press('n')
    expect(wrapper.get('.round').text()).toBe('Round 2')
    expect(current(wrapper)).toBe('Ylva')

    // Undo goes back a step at a time: the turn, then the damage.
    await press('z', { ctrlKey: true })
    await press('z', { ctrlKey: true })
    await press('z', { ctrlKey: true })
    expect(wrapper.get('.round').text()).toBe('Round 1')
    expect(wrapper.get('[data-combatant] .health').text()).toBe('Toughness 8 / 8')

    // Every step was stored: the encounter survives leaving the screen.
    const [stored] = await db().encounters.toArray()
    expect(stored).toMatchObject({ round: 1, turn: 0, endedAt: null })
  })

  it('posts damage to a party member to the character’s ledger, and undo takes it back', async () => {
    const { wrapper } = await showCombat([hero('ylva', 'Ylva', 15)])
    await addFoe(wrapper, 'Goblin', {})
    await startFight(wrapper)
    // Ylva is chosen (her turn); 4 damage.
    const amount = field(wrapper, 'Amount')
    await amount.setValue('4')
    await amount.trigger('blur')
    await wrapper
      .findAll('button')
      .find((b) => b.text().startsWith('Damage Ylva'))!
      .trigger('click')
    await until(() => status(wrapper).startsWith('Ylva takes 4 damage.'), 'the damage')
    expect(status(wrapper)).toMatch(/Toughness \d+ → \d+/)
    // The row shows what it did on her sheet.
    expect(wrapper.get('[data-combatant="ylva"] .health').text()).toMatch(/^Toughness \d+ → \d+$/)
    const after = (await db().characters.get('ylva'))!
    expect((after.data as SymbaroumData).damage).toBe(4)
    expect(after.ledger.at(-1)).toMatchObject({ note: 'Encounter 1, round 1: 4 damage' })

    await press('z', { ctrlKey: true })
    expect(wrapper.find('[data-combatant="ylva"] .health').exists()).toBe(false)
    const undone = (await db().characters.get('ylva'))!
    expect((undone.data as SymbaroumData).damage).toBe(0)
    expect(undone.ledger.at(-1)!.undoneAt).toBeTruthy()
  })

  it('refuses a foe without a name and an empty fight, with a message, adding nothing', async () => {
    const { wrapper } = await showCombat()
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Add foe')!
      .trigger('click')
    expect(alerts(wrapper)).toContain('Give the foe a name.')
    expect(wrapper.findAll('ul.foes li')).toHaveLength(0)
    await wrapper.get('form.new').trigger('submit')
    await settle()
    expect(alerts(wrapper)).toContain('Choose at least one party member or add a foe.')
    expect(await db().encounters.count()).toBe(0)
  })

  it('ends the fight with a summary written into the session’s journal entry', async () => {
    const { wrapper } = await showCombat([hero('ylva', 'Ylva', 15)])
    await addFoe(wrapper, 'Goblin', { Toughness: '2' })
    await startFight(wrapper)
    await wrapper.get('input[name="combat-target"][value]:not(:checked)').setValue(true)
    const amount = field(wrapper, 'Amount')
    await amount.setValue('5')
    await amount.trigger('blur')
    await press('d')
    // The goblin's Toughness is at 0: it is out, and its turns are skipped.
    expect(wrapper.get('.order li.out .name').text()).toBe('Goblin')

    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'End the encounter…')!
      .trigger('click')
    await wrapper.get('.end form').trigger('submit')
    await until(() => wrapper.find('#summary-title').exists(), 'the summary')
    expect(status(wrapper)).toBe('Encounter 1 ended; the summary is in Session one.')
    const entry = (await db().journal.get('session-1'))!
    expect(entry.body).toContain('The party met at the inn.\n\n### Encounter 1')
    expect(entry.body).toContain('- **Ylva**: dealt 2, took 0')
    expect(entry.body).toContain('Out of the fight at the end: Goblin.')
    const [stored] = await db().encounters.toArray()
    expect(stored!.endedAt).not.toBeNull()
  })

  it('lets a party member and foes join mid-fight, last in the order', async () => {
    const { wrapper } = await showCombat([hero('ylva', 'Ylva', 15), hero('bror', 'Bror', 12)])
    // Bror stays out at the start.
    await wrapper
      .findAll('label.member')
      .find((l) => l.text().startsWith('Bror'))!
      .get('input')
      .setValue(false)
    await addFoe(wrapper, 'Goblin', { Quick: '9' })
    await startFight(wrapper)
    expect(rowNames(wrapper)).toEqual(['Ylva', 'Goblin'])

    await wrapper.get('details.join select').setValue('bror')
    await wrapper.get('details.join form').trigger('submit')
    await until(() => rowNames(wrapper).length === 3, 'Bror joined')
    expect(rowNames(wrapper)).toEqual(['Ylva', 'Goblin', 'Bror'])
    expect(status(wrapper)).toBe('Bror joins the fight, last in the order.')

    const join = wrapper.get('details.join')
    await join.get('input[type="text"]').setValue('Wolf')
    await join
      .findAll('button')
      .find((b) => b.text() === 'Add foe')!
      .trigger('click')
    await until(() => rowNames(wrapper).length === 4, 'the wolf joined')
    expect(rowNames(wrapper)).toEqual(['Ylva', 'Goblin', 'Bror', 'Wolf'])
    // Joining is a step like any other: undo takes the wolf out again.
    await press('z', { ctrlKey: true })
    expect(rowNames(wrapper)).toEqual(['Ylva', 'Goblin', 'Bror'])
    // The one whose turn it is stays.
    expect(current(wrapper)).toBe('Ylva')
  })

  it('takes the letter keys in the amount field: D and H act on the number typed there', async () => {
    const { wrapper } = await showCombat([hero('ylva', 'Ylva', 15)])
    await addFoe(wrapper, 'Goblin', { Toughness: '9' })
    await startFight(wrapper)
    await wrapper.get('input[name="combat-target"][value]:not(:checked)').setValue(true)
    const amount = field(wrapper, 'Amount')
    const key = async (k: string) => {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })
      amount.element.dispatchEvent(event)
      await settle()
      return event.defaultPrevented
    }
    await amount.setValue('4')
    expect(await key('d')).toBe(true) // the letter never lands in the field
    expect(status(wrapper)).toBe('Goblin takes 4 damage.')
    expect(wrapper.get('[data-combatant] .health').text()).toBe('Toughness 5 / 9')
    await amount.setValue('2')
    await key('h')
    expect(wrapper.get('[data-combatant] .health').text()).toBe('Toughness 7 / 9')
    // Not an amount: a message, and nothing changes.
    await amount.setValue('0')
    await key('d')
    expect(alerts(wrapper)).toContain('The amount is a whole number from 1 to 9999.')
    expect(wrapper.get('[data-combatant] .health').text()).toBe('Toughness 7 / 9')
    // N moves the turn from the field too; Ctrl+Z there is the field's own undo.
    expect(await key('n')).toBe(true)
    expect(current(wrapper)).toBe('Goblin')
    const undo = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true })
    amount.element.dispatchEvent(undo)
    await settle()
    expect(undo.defaultPrevented).toBe(false)
    expect(current(wrapper)).toBe('Goblin')
  })

  it('shows the other campaign’s encounters when the route moves to its Combat tab', async () => {
    const { wrapper, router } = await showCombat([hero('ylva', 'Ylva', 15)])
    await addFoe(wrapper, 'Goblin', {})
    await startFight(wrapper)
    await db().campaigns.put({ ...(await db().campaigns.get('campaign-1'))!, id: 'campaign-2' })
    await router.push('/campaigns/campaign-2/combat')
    await until(() => wrapper.find('form.new').exists(), 'the other campaign’s list')
    expect(wrapper.find('.fight').exists()).toBe(false)
    // Campaign 2 has no party and no encounters of its own.
    expect(wrapper.text()).toContain('This campaign has no party members yet.')
    expect(wrapper.text()).not.toContain('Resume')
  })
})

describe('CombatView and another device (#24 sync)', () => {
  it('shows another device’s version of the fight at once; undo brings back what was shown', async () => {
    const { wrapper } = await showCombat([hero('ylva', 'Ylva', 15)])
    await addFoe(wrapper, 'Goblin', { Toughness: '8', Quick: '9' })
    await startFight(wrapper)
    expect(wrapper.get('.round').text()).toBe('Round 1')

    // As sync applies another device's version: stored, then announced by the sync store.
    const [stored] = await db().encounters.toArray()
    await db().encounters.put({ ...stored!, round: 3, updatedAt: new Date().toISOString() })
    const sync = useSyncStore()
    sync.changed = { serial: sync.changed.serial + 1, ids: { encounters: [stored!.id] } }
    await until(() => wrapper.get('.round').text() === 'Round 3', 'the other version')
    expect(status(wrapper)).toContain('Another device changed this fight.')

    await press('z', { ctrlKey: true })
    expect(wrapper.get('.round').text()).toBe('Round 1')
    expect((await db().encounters.get(stored!.id))?.round).toBe(1)
  })
})
