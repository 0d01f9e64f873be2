// House rules, app-wide and per campaign: each rule shows its default and where it comes from,
// a bad number is refused inline and emits nothing, and a campaign either follows the app-wide
// value or sets its own.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { murdhamHouseRules } from '@systems/murdham/house-rules'
import type { HouseRuleSpec, HouseRules } from '@systems/types'
import HouseRulesForm from './HouseRulesForm.vue'

enableAutoUnmount(afterEach)

const spec = (id: string): HouseRuleSpec => murdhamHouseRules.specs.find((s) => s.id === id)!
const health = spec('startingHealth')
const proficient = spec('proficientRollTwice')

function show(
  props: {
    values?: HouseRules
    inherited?: HouseRules
    disabled?: boolean
    specs?: HouseRuleSpec[]
  } = {},
) {
  return mount(HouseRulesForm, {
    props: { specs: [health, proficient], idPrefix: 'murdham', values: {}, ...props },
  })
}
const input = (wrapper: VueWrapper, id: string) =>
  wrapper.get<HTMLInputElement>(`[id="murdham.${id}"]`)
const sets = (wrapper: VueWrapper) => wrapper.emitted('set') ?? []

describe('HouseRulesForm, app-wide', () => {
  it('shows each rule’s value, default and source, tied to its field', () => {
    const wrapper = show({ values: { startingHealth: 8 } })
    const field = input(wrapper, 'startingHealth')
    expect(field.element.value).toBe('8')
    expect(input(wrapper, 'proficientRollTwice').element.checked).toBe(proficient.default)
    const about = wrapper.get(`[id="${field.attributes('aria-describedby')}"]`)
    expect(about.text()).toBe(
      `${health.description} Default ${String(health.default)}: ${health.source}`,
    )
    expect(wrapper.text()).toContain(`Default yes: ${proficient.source}`)
  })

  it('emits a good number on change, and refuses one out of range with a message', async () => {
    const wrapper = show()
    const field = input(wrapper, 'startingHealth')
    // setValue fires input and then change, as leaving the field does.
    await field.setValue(String(health.max! + 1))
    expect(sets(wrapper)).toEqual([])
    expect(field.element.value).toBe(String(health.default)) // the last valid value stays
    const message = `${health.label} must be a whole number from ${health.min} to ${health.max}.`
    const alert = wrapper.get('[role="alert"]')
    expect(alert.text()).toBe(message)
    expect(field.attributes('aria-invalid')).toBe('true')
    expect(field.attributes('aria-describedby')?.split(' ')).toContain(alert.attributes('id'))

    await field.setValue('7.5')
    expect(sets(wrapper)).toEqual([])
    await field.setValue(' 9 ')
    expect(sets(wrapper)).toEqual([['startingHealth', 9]])
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(field.attributes('aria-invalid')).toBe('false')
  })

  it('emits a switched rule, and Reset emits null and clears the message', async () => {
    const wrapper = show({ values: { proficientRollTwice: true } })
    await input(wrapper, 'proficientRollTwice').setValue(false)
    expect(sets(wrapper)).toEqual([['proficientRollTwice', false]])
    await input(wrapper, 'startingHealth').setValue('0')
    expect(wrapper.find('[role="alert"]').exists()).toBe(true)
    await wrapper.findAll('button')[0]!.trigger('click')
    expect(sets(wrapper).at(-1)).toEqual(['startingHealth', null])
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })

  it('disables every field and button while disabled, and says when there are no rules', () => {
    const wrapper = show({ disabled: true })
    for (const control of wrapper.findAll('input, button')) {
      expect(control.attributes('disabled')).toBe('')
    }
    expect(show({ specs: [] }).text()).toBe('This system has no house rules.')
  })
})

describe('HouseRulesForm, for a campaign', () => {
  it('follows the app-wide value until the campaign sets its own', async () => {
    const wrapper = show({ inherited: { startingHealth: 7 } })
    const rule = wrapper.get('[data-rule="murdham.startingHealth"]')
    expect(rule.get('legend').text()).toBe(health.label)
    const [useAppWide, setHere] = rule.findAll<HTMLInputElement>('input[type="radio"]')
    expect(useAppWide!.element.checked).toBe(true)
    expect(rule.text()).toContain('Use the app-wide setting (7)')
    expect(input(wrapper, 'startingHealth').attributes('disabled')).toBe('')
    expect(rule.get('[data-testid="rule-in-effect"]').text()).toBe('In effect: 7 (app-wide)')
    // Without an app-wide value, the default applies.
    expect(
      wrapper
        .get('[data-rule="murdham.proficientRollTwice"] [data-testid="rule-in-effect"]')
        .text(),
    ).toBe('In effect: yes (app-wide)')

    await setHere!.setValue(true)
    expect(sets(wrapper)).toEqual([['startingHealth', 7]])
  })

  it('edits the campaign’s own value, and goes back to the app-wide one', async () => {
    const wrapper = show({
      values: { startingHealth: 9, proficientRollTwice: false },
      inherited: { startingHealth: 7 },
    })
    const rule = wrapper.get('[data-rule="murdham.startingHealth"]')
    expect(rule.get('[data-testid="rule-in-effect"]').text()).toBe('In effect: 9 (this campaign)')
    const field = input(wrapper, 'startingHealth')
    expect(field.attributes('disabled')).toBeUndefined()
    await field.setValue('abc')
    expect(rule.get('[role="alert"]').text()).toBe(
      `${health.label} must be a whole number from ${health.min} to ${health.max}.`,
    )
    await field.setValue('11')
    // Choosing "Set for this campaign" again when it is already set changes nothing.
    await rule.findAll('input[type="radio"]')[1]!.trigger('change')
    await input(wrapper, 'proficientRollTwice').setValue(true)
    await rule.findAll('input[type="radio"]')[0]!.setValue(true)
    expect(sets(wrapper)).toEqual([
      ['startingHealth', 11],
      ['proficientRollTwice', true],
      ['startingHealth', null],
    ])
  })

  it('disables the whole rule while disabled', () => {
    const wrapper = show({ inherited: {}, disabled: true })
    expect(wrapper.get('fieldset').attributes('disabled')).toBe('')
  })
})
