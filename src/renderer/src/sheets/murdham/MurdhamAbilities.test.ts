// STR, AGI and WIT: current and maximum committed within 0–30 (1–30 at creation), temporary
// reductions shown apart and restored, and the save chance each one gives.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { percent, saveOdds } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamAbilities from './MurdhamAbilities.vue'
import {
  button,
  commitNumber,
  derivedValue,
  expectInvalid,
  murdhamData,
  openMurdham,
} from './murdham-test-helpers'

const db = useTestDatabase('murdham-abilities')

describe('Murdham abilities', () => {
  it('saves current and max on commit; a lower max brings current down with it', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamAbilities)
    await commitNumber(wrapper, 'AGI current', '7')
    expect(murdhamData().abilities.agi).toEqual({ max: 10, current: 7 })
    expect(derivedValue(wrapper, 'ability.agi')).toBe('7')
    // House rule (default): a save passes on a d20 at or under the ability.
    expect(derivedValue(wrapper, 'save.agi')).toBe(percent(saveOdds(7, 20, false, 'agi').chance))
    await commitNumber(wrapper, 'AGI max', '5', 'enter')
    expect(murdhamData().abilities.agi).toEqual({ max: 5, current: 5 })
    await commitNumber(wrapper, 'WIT max', '31')
    expectInvalid(wrapper, 'WIT max', 'WIT max must be from 0 to 30.')
    expect(murdhamData().abilities.wit.max).toBe(10)
  })

  it('at creation sets each ability as one value, 1 to 30', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamAbilities, { props: { editable: true } })
    expect(wrapper.find('input[data-field="STR current"]').exists()).toBe(false)
    await commitNumber(wrapper, 'STR', '14')
    expect(murdhamData().abilities.str).toEqual({ max: 14, current: 14 })
    await commitNumber(wrapper, 'STR', '0')
    expectInvalid(wrapper, 'STR', 'STR must be from 1 to 30.')
    expect(murdhamData().abilities.str.max).toBe(14)
  })

  it('lists temporary reductions apart from the score and restores one', async () => {
    await openMurdham(db(), (d) => {
      d.reductions = [
        { id: 'r1', ability: 'wit', amount: 2, cause: 'drug', sourceId: null, note: 'Withdrawal' },
        { id: 'r2', ability: 'str', amount: 1, cause: 'other', sourceId: null, note: '' },
      ]
    })
    const wrapper = mount(MurdhamAbilities)
    const shown = wrapper
      .findAll('[data-testid="reduction"]')
      .map((r) => r.findAll('span').map((s) => s.text()))
    expect(shown).toEqual([
      ['WIT −2', 'drug: Withdrawal'],
      ['STR −1', 'other'],
    ])
    // The score stays 10; the reduction lowers what counts.
    expect(derivedValue(wrapper, 'ability.wit')).toBe('8')
    await button(wrapper, 'Restore WIT −2 (Withdrawal)').trigger('click')
    expect(murdhamData().reductions.map((r) => r.id)).toEqual(['r2'])
    expect(derivedValue(wrapper, 'ability.wit')).toBe('10')
    await button(wrapper, 'Restore STR −1 (other)').trigger('click')
    expect(wrapper.find('.reductions').exists()).toBe(false)
  })

  it('asks the sheet for a save of the ability chosen', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamAbilities)
    await button(wrapper, 'WIT save').trigger('click')
    expect(wrapper.emitted('save')).toEqual([['wit']])
  })
})
