import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { commitPendingEdits } from '@renderer/pending-edits'
import TextField from './TextField.vue'

const mounted: ReturnType<typeof mount>[] = []
afterEach(() => {
  for (const wrapper of mounted.splice(0)) wrapper.unmount()
})

function field(props: { multiline?: boolean; save?: (value: string) => string | null } = {}) {
  const save = vi.fn(props.save ?? (() => null))
  const wrapper = mount(TextField, {
    props: { modelValue: 'Duellist', label: 'Concept', save, multiline: props.multiline },
    attachTo: document.body,
  })
  mounted.push(wrapper)
  return { wrapper, save, input: wrapper.find(props.multiline ? 'textarea' : 'input') }
}

describe('TextField', () => {
  it('saves nothing while typing, and saves once on blur', async () => {
    const { input, save } = field()
    await input.setValue('Duel')
    await input.setValue('Duelling master')
    expect(save).not.toHaveBeenCalled()
    await input.trigger('blur')
    expect(save).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenCalledWith('Duelling master')
  })

  it('one line commits on Enter; several lines on Ctrl+Enter, Enter being a new line', async () => {
    const one = field()
    await one.input.setValue('Spy')
    await one.input.trigger('keydown', { key: 'Enter' })
    expect(one.save).toHaveBeenCalledWith('Spy')

    const many = field({ multiline: true })
    await many.input.setValue('Line one')
    await many.input.trigger('keydown', { key: 'Enter' })
    expect(many.save).not.toHaveBeenCalled()
    await many.input.trigger('keydown', { key: 'Enter', ctrlKey: true })
    expect(many.save).toHaveBeenCalledWith('Line one')
  })

  it('an unchanged value is not saved again', async () => {
    const { input, save } = field()
    await input.trigger('blur')
    expect(save).not.toHaveBeenCalled()
  })

  it('a refused value shows the reason tied to the field and keeps the typed text', async () => {
    const { wrapper, input } = field({ save: () => 'Concepts are limited to 200 characters.' })
    await input.setValue('x'.repeat(201))
    await input.trigger('blur')
    expect(input.attributes('aria-invalid')).toBe('true')
    const message = wrapper.get(`#${input.attributes('aria-describedby')}`)
    expect(message.text()).toBe('Concepts are limited to 200 characters.')
    expect((input.element as HTMLInputElement).value).toHaveLength(201)
    // Typing again clears the message until the next commit.
    await input.setValue('Spy')
    expect(input.attributes('aria-invalid')).toBe('false')
  })

  it('Escape puts back the saved value and saves nothing', async () => {
    const { input, save } = field()
    await input.setValue('Something else')
    const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true })
    input.element.dispatchEvent(escape)
    await input.trigger('blur')
    expect(escape.defaultPrevented).toBe(true)
    expect((input.element as HTMLInputElement).value).toBe('Duellist')
    expect(save).not.toHaveBeenCalled()
  })

  it('Escape with nothing to put back is left to the dialog around the field', () => {
    const { input } = field()
    const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true })
    input.element.dispatchEvent(escape)
    expect(escape.defaultPrevented).toBe(false)
  })

  it('a change from outside (undo) replaces the shown text', async () => {
    const { wrapper, input } = field()
    await wrapper.setProps({ modelValue: 'Witch hunter' })
    expect((input.element as HTMLInputElement).value).toBe('Witch hunter')
  })

  it('typed text is committed when the app closes, and when the field leaves the screen', async () => {
    const closing = field()
    await closing.input.setValue('Typed before closing')
    commitPendingEdits()
    expect(closing.save).toHaveBeenCalledWith('Typed before closing')

    const leaving = field({ multiline: true })
    await leaving.input.setValue('Typed before leaving')
    leaving.wrapper.unmount()
    mounted.splice(mounted.indexOf(leaving.wrapper), 1)
    expect(leaving.save).toHaveBeenCalledWith('Typed before leaving')
  })
})
