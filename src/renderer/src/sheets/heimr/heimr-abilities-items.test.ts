// Heimr abilities and items: training bought with XP through the ledger (5, 10, 15, … per point,
// with progress to the chosen attribute), the game master's base consistency, adding and removing
// abilities, and weapons and shields from the armoury.
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { makeAward } from '@systems/common/ledger'
import {
  armouryShields,
  armouryWeapons,
  describeArmouryEntry,
  findArmouryEntry,
  heimr,
  planTraining,
  trainingCost,
  type HeimrData,
} from '@systems/heimr'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber, derivedValue, expectInvalid } from '../sheet-test-helpers'
import HeimrAbilities from './HeimrAbilities.vue'
import HeimrItems from './HeimrItems.vue'

const db = useTestDatabase('heimr-abilities-items')
const data = () => editedData<HeimrData>()

/** Opens the sample Heimr character with `xp` Experience awarded. */
async function openWithXp(xp: number, edit: (d: HeimrData) => void = () => {}): Promise<void> {
  await openSampleCharacter<HeimrData>(db(), 'heimr', (d, record) => {
    edit(d)
    record.ledger = xp > 0 ? [makeAward('xp', xp, { note: 'Session one' })] : []
  })
}

const unspent = (w: VueWrapper) => w.get('[data-testid="xp-unspent"]').text()
const purchaseError = (w: VueWrapper) => w.get('[data-testid="purchase-error"]').text()
/** "Brawl consistency: C 0→1 (5 XP)", the training button's accessible name. */
function trainLabel(name: string, track: 'consistency' | 'potential', from: number): string {
  const letter = track === 'consistency' ? 'C' : 'P'
  return `${name} ${track}: ${letter} ${from}→${from + 1} (${trainingCost(from + 1)} XP)`
}

describe('Heimr abilities', () => {
  it('lists the abilities by name with the attributes they rest on and their C and P', async () => {
    await openWithXp(0)
    const wrapper = mount(HeimrAbilities)
    const rows = wrapper.findAll('tr[data-ability]')
    const names = Object.values(data().abilities)
      .map((a) => a.name)
      .sort((a, b) => a.localeCompare(b))
    expect(rows.map((r) => r.attributes('data-ability'))).toEqual(names)
    expect(wrapper.get('tr[data-ability="Brawl"] .muted').text()).toBe('Strength')
    const derived = heimr.derive(data(), useEditorStore().rules)
    expect(derivedValue(wrapper, 'ability.brawl.consistency')).toBe(
      String(derived['ability.brawl.consistency']?.value),
    )
    expect(derivedValue(wrapper, 'ability.brawl.potential')).toBe(
      String(derived['ability.brawl.potential']?.value),
    )
    // The live sheet shows base consistency as text and offers no removal.
    expect(wrapper.find('input[data-field^="Base consistency of"]').exists()).toBe(false)
    expect(wrapper.find('form[aria-label="Add an ability"]').exists()).toBe(false)
    await button(wrapper, 'Roll Insight').trigger('click')
    expect(wrapper.emitted('roll')).toEqual([['insight']])
  })

  it('trains consistency and potential at 5, 10, … XP through the ledger, adding attribute progress', async () => {
    await openWithXp(20)
    const wrapper = mount(HeimrAbilities)
    expect(unspent(wrapper)).toBe('20')
    const plan = planTraining(data(), 'brawl', 'consistency', 'str')
    await button(wrapper, trainLabel('Brawl', 'consistency', 0)).trigger('click')
    expect(data().abilities.brawl?.trainedConsistency).toBe(1)
    expect(data().attributes.str?.progress).toBe(1)
    expect(useEditorStore().record?.ledger.at(-1)).toMatchObject({
      kind: 'spend',
      currency: 'xp',
      amount: trainingCost(1),
      purchase: plan.label,
    })
    expect(wrapper.get('[role="status"]').text()).toBe(`${plan.label} recorded in the ledger.`)
    expect(unspent(wrapper)).toBe(String(20 - trainingCost(1)))
    await button(wrapper, trainLabel('Brawl', 'consistency', 1)).trigger('click')
    expect(data().abilities.brawl?.trainedConsistency).toBe(2)
    const left = 20 - trainingCost(1) - trainingCost(2)
    expect(unspent(wrapper)).toBe(String(left))
    // The third point costs 15: more than is left.
    const third = planTraining(data(), 'brawl', 'consistency', 'str')
    await button(wrapper, trainLabel('Brawl', 'consistency', 2)).trigger('click')
    expect(purchaseError(wrapper)).toBe(
      `${third.label} costs ${third.cost} XP but only ${left} is unspent.`,
    )
    expect(data().abilities.brawl?.trainedConsistency).toBe(2)
    // The game master may allow it.
    await wrapper.get('input[name="override"]').setValue(true)
    await button(wrapper, trainLabel('Brawl', 'consistency', 2)).trigger('click')
    expect(data().abilities.brawl?.trainedConsistency).toBe(3)
    expect(useEditorStore().record?.ledger.at(-1)).toMatchObject({ override: true })
    // Potential is its own track, starting again at 5.
    await button(wrapper, trainLabel('Brawl', 'potential', 0)).trigger('click')
    expect(data().abilities.brawl?.trainedPotential).toBe(1)
  })

  it('lets the player choose which attribute a two-attribute ability’s training progresses', async () => {
    await openWithXp(10, (d) => {
      d.abilities.fencing = {
        name: 'Fencing',
        baseConsistency: 1,
        attributes: ['dex', 'int'],
        trainedConsistency: 0,
        trainedPotential: 0,
      }
    })
    const wrapper = mount(HeimrAbilities)
    expect(wrapper.get('tr[data-ability="Fencing"] .muted').text()).toBe('Dexterity + Intelligence')
    await wrapper
      .get('select[aria-label="Attribute that Fencing training progresses"]')
      .setValue('int')
    await button(wrapper, trainLabel('Fencing', 'potential', 0)).trigger('click')
    expect(data().abilities.fencing?.trainedPotential).toBe(1)
    expect(data().attributes.int?.progress).toBe(1)
    expect(data().attributes.dex?.progress).toBe(0)
  })

  it('sets the game master’s base consistency from −10 to 10 on an editable sheet', async () => {
    await openWithXp(0)
    const wrapper = mount(HeimrAbilities, { props: { editable: true } })
    await commitNumber(wrapper, 'Base consistency of Brawl', '3')
    expect(data().abilities.brawl?.baseConsistency).toBe(3)
    await commitNumber(wrapper, 'Base consistency of Brawl', '11')
    expectInvalid(
      wrapper,
      'Base consistency of Brawl',
      'Base consistency of Brawl must be from -10 to 10.',
    )
    expect(data().abilities.brawl?.baseConsistency).toBe(3)
    // Outside the text's −2 to +3 is allowed, with the rule check's warning.
    await commitNumber(wrapper, 'Base consistency of Brawl', '-4', 'enter')
    expect(data().abilities.brawl?.baseConsistency).toBe(-4)
    expect(useEditorStore().findings.map((f) => f.code)).toContain('base-consistency-out-of-range')
  })

  it('adds an ability on the attributes chosen, and removes it while untrained', async () => {
    await openWithXp(0)
    const wrapper = mount(HeimrAbilities, { props: { editable: true } })
    const form = wrapper.get('form[aria-label="Add an ability"]')
    await form.trigger('submit')
    expect(wrapper.get('[role="alert"]').text()).toBe('Name the ability.')
    await form.get('input[placeholder^="New ability"]').setValue('Swordmanship')
    await form.trigger('submit')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Choose at least one attribute for the ability.',
    )
    await commitNumber(form, 'Base consistency', '-2')
    const attribute = (name: string) =>
      form
        .findAll('fieldset label')
        .find((l) => l.text() === name)
        ?.get('input')
    await attribute('Strength')?.setValue(true)
    await attribute('Dexterity')?.setValue(true)
    await form.trigger('submit')
    expect(data().abilities.swordmanship).toEqual({
      name: 'Swordmanship',
      baseConsistency: -2,
      attributes: ['str', 'dex'],
      trainedConsistency: 0,
      trainedPotential: 0,
    })
    expect((form.get('input[placeholder^="New ability"]').element as HTMLInputElement).value).toBe(
      '',
    )
    // The same name again gets its own id.
    await form.get('input[placeholder^="New ability"]').setValue('Swordmanship')
    await attribute('Dexterity')?.setValue(true)
    await form.trigger('submit')
    expect(data().abilities['swordmanship-2']?.attributes).toEqual(['dex'])
    // Untrained, so it can go.
    await button(wrapper, 'Remove Swordmanship').trigger('click')
    expect(
      Object.keys(data().abilities).filter((id) => id.startsWith('swordmanship')),
    ).toHaveLength(1)
  })

  it('refuses to remove an ability with training in the ledger', async () => {
    await openWithXp(0, (d) => {
      if (d.abilities.brawl) d.abilities.brawl.trainedPotential = 1
    })
    const wrapper = mount(HeimrAbilities, { props: { editable: true } })
    await button(wrapper, 'Remove Brawl').trigger('click')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Brawl has training in the ledger; undo that training first.',
    )
    expect(data().abilities.brawl).toBeDefined()
    await button(wrapper, 'Remove Insight').trigger('click')
    expect(data().abilities.insight).toBeUndefined()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })
})

describe('Heimr items', () => {
  it('adds weapons and shields from the armoury with their stats, and free items', async () => {
    await openWithXp(0)
    const wrapper = mount(HeimrItems)
    expect(wrapper.text()).toContain('No items yet.')
    const armoury = wrapper.get('form[aria-label="Add from the armoury"]')
    await armoury.trigger('submit')
    expect(wrapper.get('[role="alert"]').text()).toBe('Choose a weapon or shield first.')
    const weapon = armouryWeapons[0]!
    const shield = armouryShields[0]!
    await armoury.get('select[name="armoury"]').setValue(weapon.id)
    await armoury.trigger('submit')
    await armoury.get('select[name="armoury"]').setValue(shield.id)
    await armoury.trigger('submit')
    expect(data().items).toMatchObject([
      { name: weapon.name, kind: 'weapon', catalogId: weapon.id, notes: '' },
      { name: shield.name, kind: 'shield', catalogId: shield.id, notes: '' },
    ])
    const lines = wrapper.findAll('ul.items li')
    expect(lines[0]?.text()).toContain(describeArmouryEntry(findArmouryEntry(weapon.id)!))
    expect(lines[1]?.text()).toContain(describeArmouryEntry(findArmouryEntry(shield.id)!))

    const free = wrapper.get('form[aria-label="Add a free item"]')
    await free.trigger('submit')
    expect(wrapper.get('[role="alert"]').text()).toBe('Name the item.')
    await free.get('input').setValue('Lantern')
    await free.trigger('submit')
    expect(data().items.at(-1)).toMatchObject({ name: 'Lantern', kind: 'item', catalogId: null })
    expect((free.get('input').element as HTMLInputElement).value).toBe('')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)

    await button(wrapper, `Remove ${weapon.name}`).trigger('click')
    expect(data().items.map((i) => i.name)).toEqual([shield.name, 'Lantern'])
  })
})
