// Group surprise on the Discreet test: the group's lowest Discreet against the defenders' highest
// Vigilant, the odds before the roll, refusals of values it cannot read, and the roll log.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { groupSurpriseTest } from '@systems/symbaroum'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button } from '../sheet-test-helpers'
import SuccessTestDialog from './SuccessTestDialog.vue'

const db = useTestDatabase('symbaroum-surprise')

describe('Symbaroum group surprise', () => {
  it('tests the lowest Discreet of the group against the highest Vigilant of the defenders', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d) => {
      d.attributes = { ...d.attributes, discreet: 13 }
    })
    const wrapper = mount(SuccessTestDialog, { props: { attribute: 'discreet' } })
    await wrapper.get('input[type="radio"][value="opposed"]').setValue(true)
    await wrapper.get('input[name="group-surprise"]').setValue(true)
    await wrapper.get('input[name="allies-discreet"]').setValue('11, 9')
    await wrapper.get('input[name="defenders-vigilant"]').setValue('10 12')
    expect(wrapper.get('[data-testid="group-surprise"]').text()).toBe(
      'Group: Discreet 9 (lowest) against Vigilant 12 (highest).',
    )
    // [Discreet←Vigilant]: 9 + (10 − 12) = 7.
    const odds = groupSurpriseTest([13, 11, 9], [10, 12])
    expect(odds.target).toBe(7)
    expect(wrapper.get('[data-testid="test-odds"]').text()).toContain(
      `Roll 7 or lower on a d20: ${Math.round(odds.chance * 100)}% chance`,
    )
    await button(wrapper, 'Roll d20').trigger('click')
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => r.label)).toEqual(['Group surprise'])
  })

  it('refuses values it cannot read, and rolls nothing', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum')
    const wrapper = mount(SuccessTestDialog, { props: { attribute: 'discreet' } })
    await wrapper.get('input[type="radio"][value="opposed"]').setValue(true)
    await wrapper.get('input[name="group-surprise"]').setValue(true)
    await wrapper.get('input[name="allies-discreet"]').setValue('11, x')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      "Allies' Discreet: whole numbers from 1 to 30, separated by commas.",
    )
    expect(button(wrapper, 'Roll d20').element.disabled).toBe(true)
  })

  it('is offered on the Discreet test only', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum')
    const wrapper = mount(SuccessTestDialog, { props: { attribute: 'quick' } })
    await wrapper.get('input[type="radio"][value="opposed"]').setValue(true)
    expect(wrapper.find('input[name="group-surprise"]').exists()).toBe(false)
  })
})
