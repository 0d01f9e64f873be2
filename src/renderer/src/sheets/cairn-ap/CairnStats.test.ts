// Attributes, HP and Armor: values committed within their ranges, Armor capped at 3, and the
// derived play numbers that follow from them.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import CairnStats from './CairnStats.vue'
import {
  alerts,
  cairnData,
  commitNumber,
  derivedValue,
  expectInvalid,
  openCairn,
} from './cairn-test-helpers'

const db = useTestDatabase('cairn-stats')

describe('Cairn attributes and health', () => {
  it('saves an attribute’s current and max on commit, within 0–30', async () => {
    await openCairn(db(), (d) => (d.attributes.dex = { current: 9, max: 9 }))
    const wrapper = mount(CairnStats)
    // Special Actions, Move: half DEX rounded up.
    expect(derivedValue(wrapper, 'move')).toBe('5')
    await commitNumber(wrapper, 'Dexterity current', '6')
    expect(cairnData().attributes.dex).toEqual({ current: 6, max: 9 })
    expect(derivedValue(wrapper, 'move')).toBe('3')
    // Basic units: 1 Space = 1.5 m, 1 AP = 3 s, a round is 2 minutes.
    expect(wrapper.get('[data-testid="basic-units"]').text()).toBe(
      'Move and AP: 3 Spaces = 4.5 m (15 ft); 4 AP = 12 s; a combat round = 2 minutes.',
    )
    expect(derivedValue(wrapper, 'attribute.dex')).toBe('6 / 9')
    await commitNumber(wrapper, 'Dexterity max', '31', 'enter')
    expectInvalid(wrapper, 'Dexterity max', 'Dexterity max must be from 0 to 30.')
    expect(cairnData().attributes.dex.max).toBe(9)
  })

  it('saves HP within 0–99 and shows the condition an attribute at 0 brings', async () => {
    await openCairn(db(), (d) => (d.hp = { current: 3, max: 3 }))
    const wrapper = mount(CairnStats)
    await commitNumber(wrapper, 'HP max', '7')
    await commitNumber(wrapper, 'HP current', '7')
    expect(cairnData().hp).toEqual({ current: 7, max: 7 })
    expect(derivedValue(wrapper, 'hp')).toBe('7 / 7')
    await commitNumber(wrapper, 'HP current', '100')
    expectInvalid(wrapper, 'HP current', 'HP current must be from 0 to 99.')
    // Attribute Loss: WIL 0 is delirium.
    await commitNumber(wrapper, 'Willpower current', '0')
    expect(derivedValue(wrapper, 'condition')).toBe('Delirious')
  })

  it('caps Armor at 3 with a note and refuses what is not a whole number', async () => {
    await openCairn(db())
    const wrapper = mount(CairnStats)
    const armor = wrapper.get('input[name="armor"]')
    await armor.setValue('5')
    // Armor: nobody has more than 3.
    expect(cairnData().armor).toBe(3)
    expect((armor.element as HTMLInputElement).value).toBe('3')
    expect(wrapper.get('[data-testid="armor-note"]').text()).toBe('Armor 5 is capped at 3.')
    expect(derivedValue(wrapper, 'armor')).toBe('3')
    await armor.setValue('two')
    expect(alerts(wrapper)).toEqual(['Armor is a whole number of 0 or more (got NaN).'])
    expect(cairnData().armor).toBe(3)
    expect(wrapper.find('[data-testid="armor-note"]').exists()).toBe(false)
    await armor.setValue('1')
    expect(cairnData().armor).toBe(1)
    expect(alerts(wrapper)).toEqual([])
  })
})
