// A score with a current and a maximum value: two number fields that commit separately, each
// checked against the same range.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import CurrentMaxFields from './CurrentMaxFields.vue'

enableAutoUnmount(afterEach)

const show = () =>
  mount(CurrentMaxFields, { props: { name: 'STR', current: 8, max: 12, min: 0, limit: 18 } })

describe('CurrentMaxFields', () => {
  it('labels the two fields and commits each part on its own', async () => {
    const wrapper = show()
    const current = wrapper.get('input[data-field="STR current"]')
    const max = wrapper.get('input[data-field="STR max"]')
    expect((current.element as HTMLInputElement).value).toBe('8')
    expect((max.element as HTMLInputElement).value).toBe('12')
    await current.setValue('6')
    await current.trigger('blur')
    await max.setValue('14')
    await max.trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('commit')).toEqual([
      ['current', 6],
      ['max', 14],
    ])
  })

  it('refuses a value past the limit, tied to its field, and commits nothing', async () => {
    const wrapper = show()
    const max = wrapper.get('input[data-field="STR max"]')
    await max.setValue('19')
    await max.trigger('blur')
    const alert = wrapper.get('[role="alert"]')
    expect(alert.text()).toBe('STR max must be from 0 to 18.')
    expect(max.attributes('aria-describedby')).toBe(alert.attributes('id'))
    expect(wrapper.emitted('commit')).toBeUndefined()
  })
})
