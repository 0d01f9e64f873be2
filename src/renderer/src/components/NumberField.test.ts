import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import NumberField from './NumberField.vue'

describe('NumberField', () => {
  it('commits valid whole numbers in range', async () => {
    const wrapper = mount(NumberField, {
      props: { modelValue: 10, label: 'Quick', min: 5, max: 15 },
    })
    await wrapper.find('input').setValue('12')
    expect(wrapper.emitted('commit')).toEqual([[12]])
    expect(wrapper.find('[role=alert]').exists()).toBe(false)
  })

  it.each([
    ['16', 'Quick must be from 5 to 15.'],
    ['4', 'Quick must be from 5 to 15.'],
    ['abc', '“abc” is not a whole number.'],
    ['12.5', '“12.5” is not a whole number.'],
    ['', 'Enter a number from 5 to 15.'],
  ])('shows an inline error for %j and commits nothing', async (text, message) => {
    const wrapper = mount(NumberField, {
      props: { modelValue: 10, label: 'Quick', min: 5, max: 15 },
    })
    await wrapper.find('input').setValue(text)
    expect(wrapper.emitted('commit')).toBeUndefined()
    expect(wrapper.find('[role=alert]').text()).toBe(message)
    expect(wrapper.find('input').attributes('aria-invalid')).toBe('true')
  })

  it('puts the last good value back when the field is left with a bad one', async () => {
    const wrapper = mount(NumberField, {
      props: { modelValue: 10, label: 'Quick', min: 5, max: 15 },
    })
    await wrapper.find('input').setValue('99')
    await wrapper.find('input').trigger('blur')
    expect((wrapper.find('input').element as HTMLInputElement).value).toBe('10')
    expect(wrapper.find('[role=alert]').exists()).toBe(false)
  })
})
