import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import NumberField from './NumberField.vue'

function field(
  props: Partial<{ modelValue: number | null; stepper: boolean; allowEmpty: boolean }> = {},
) {
  return mount(NumberField, {
    props: { modelValue: 10, label: 'Resolute', min: 5, max: 15, ...props },
    attachTo: document.body,
  })
}

async function type(wrapper: ReturnType<typeof field>, keys: string): Promise<void> {
  const input = wrapper.find('input')
  let text = ''
  for (const key of keys) {
    text += key
    await input.setValue(text)
  }
}

describe('NumberField', () => {
  it('saves nothing while typing: typing 12 never commits 1, and blur commits 12 once', async () => {
    const wrapper = field()
    await type(wrapper, '12')
    expect(wrapper.emitted('commit')).toBeUndefined()
    await wrapper.find('input').trigger('blur')
    expect(wrapper.emitted('commit')).toEqual([[12]])
  })

  it('on Enter, a refused value stops the form around the field from being submitted', () => {
    const wrapper = field()
    const input = wrapper.get('input')
    const enter = () => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true })
      input.element.dispatchEvent(event)
      return event.defaultPrevented
    }
    ;(input.element as HTMLInputElement).value = '99'
    input.element.dispatchEvent(new Event('input'))
    expect(enter()).toBe(true)
    ;(input.element as HTMLInputElement).value = '12'
    input.element.dispatchEvent(new Event('input'))
    expect(enter()).toBe(false)
    expect(wrapper.emitted('commit')).toEqual([[12]])
  })

  it('commits on Enter', async () => {
    const wrapper = field()
    await type(wrapper, '13')
    await wrapper.find('input').trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('commit')).toEqual([[13]])
  })

  it('steps with the arrow keys and the stepper, each step one commit, within the range', async () => {
    const wrapper = field({ modelValue: 14, stepper: true })
    await wrapper.find('input').trigger('keydown', { key: 'ArrowUp' })
    expect(wrapper.emitted('commit')).toEqual([[15]])
    await wrapper.setProps({ modelValue: 15 })
    await wrapper.find('input').trigger('keydown', { key: 'ArrowUp' })
    expect(wrapper.emitted('commit')).toHaveLength(1) // already at the maximum
    await wrapper.find('button[aria-label="Resolute minus 1"]').trigger('click')
    expect(wrapper.emitted('commit')?.[1]).toEqual([14])
  })

  it.each([
    ['16', 'Resolute must be from 5 to 15.'],
    ['4', 'Resolute must be from 5 to 15.'],
    ['abc', '“abc” is not a whole number.'],
    ['12.5', '“12.5” is not a whole number.'],
    ['', 'Enter a number from 5 to 15.'],
  ])(
    'on commit, %j shows an inline error tied to the field and saves nothing',
    async (text, message) => {
      const wrapper = field()
      await wrapper.find('input').setValue(text)
      await wrapper.find('input').trigger('blur')
      expect(wrapper.emitted('commit')).toBeUndefined()
      const alert = wrapper.get('[role=alert]')
      expect(alert.text()).toBe(message)
      const input = wrapper.get('input')
      expect(input.attributes('aria-invalid')).toBe('true')
      expect(input.attributes('aria-describedby')).toBe(alert.attributes('id'))
    },
  )

  it('keeps a bad value on screen with its message, and Escape puts the saved one back', async () => {
    const wrapper = field()
    await wrapper.find('input').setValue('99')
    await wrapper.find('input').trigger('blur')
    expect((wrapper.find('input').element as HTMLInputElement).value).toBe('99')
    await wrapper.find('input').trigger('keydown', { key: 'Escape' })
    expect((wrapper.find('input').element as HTMLInputElement).value).toBe('10')
    expect(wrapper.find('[role=alert]').exists()).toBe(false)
    expect(wrapper.emitted('commit')).toBeUndefined()
  })

  it('shows a value changed from outside (undo)', async () => {
    const wrapper = field()
    await wrapper.setProps({ modelValue: 7 })
    expect((wrapper.find('input').element as HTMLInputElement).value).toBe('7')
  })

  it('without allowEmpty, an empty saved value shows empty and an empty commit is refused', async () => {
    const wrapper = field({ modelValue: null })
    const input = wrapper.get('input')
    expect((input.element as HTMLInputElement).value).toBe('')
    expect(input.attributes('aria-valuenow')).toBeUndefined()
    await input.trigger('blur')
    expect(wrapper.get('[role=alert]').text()).toBe('Enter a number from 5 to 15.')
    expect(wrapper.emitted('clear')).toBeUndefined()
  })

  it('with the arrow keys, an empty field steps to the minimum', async () => {
    const wrapper = field({ modelValue: null, allowEmpty: true })
    await wrapper.get('input').trigger('keydown', { key: 'ArrowUp' })
    await wrapper.setProps({ modelValue: null })
    await wrapper.get('input').setValue('')
    await wrapper.get('input').trigger('keydown', { key: 'ArrowDown' })
    expect(wrapper.emitted('commit')).toEqual([[5], [5]])
  })
})

describe('NumberField with allowEmpty', () => {
  it('emits clear when a value is emptied, and nothing when it was already empty', async () => {
    const wrapper = field({ allowEmpty: true })
    const input = wrapper.get('input')
    await input.setValue('  ')
    await input.trigger('blur')
    expect(wrapper.emitted('clear')).toHaveLength(1)
    expect(wrapper.emitted('commit')).toBeUndefined()
    expect(input.attributes('aria-invalid')).toBe('false')
    await wrapper.setProps({ modelValue: null })
    expect((input.element as HTMLInputElement).value).toBe('')
    await input.trigger('blur')
    expect(wrapper.emitted('clear')).toHaveLength(1)
  })

  it('still checks a typed value against the range, and Escape puts the empty field back', async () => {
    const wrapper = field({ modelValue: null, allowEmpty: true })
    const input = wrapper.get('input')
    await input.setValue('20')
    await input.trigger('keydown', { key: 'Enter' })
    expect(wrapper.get('[role=alert]').text()).toBe('Resolute must be from 5 to 15.')
    expect(input.attributes('aria-describedby')).toBe(wrapper.get('[role=alert]').attributes('id'))
    await input.trigger('keydown', { key: 'Escape' })
    expect((input.element as HTMLInputElement).value).toBe('')
    expect(wrapper.find('[role=alert]').exists()).toBe(false)
    await input.setValue('7')
    await input.trigger('blur')
    expect(wrapper.emitted('commit')).toEqual([[7]])
    expect(wrapper.emitted('clear')).toBeUndefined()
  })
})
