// Long work: a labelled progress bar that is indeterminate until the amount is known.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import ProgressBar from './ProgressBar.vue'

describe('ProgressBar', () => {
  it('is indeterminate while the total is unknown (0)', () => {
    const wrapper = mount(ProgressBar, { props: { label: 'Reading…', done: 0, total: 0 } })
    expect(wrapper.get('[role="status"]').text()).toBe('Reading…')
    const bar = wrapper.get('progress')
    expect(bar.attributes('aria-label')).toBe('Reading…')
    expect(bar.attributes('value')).toBeUndefined()
    expect(bar.attributes('max')).toBeUndefined()
  })

  it('shows how much is done once the total is known', () => {
    const wrapper = mount(ProgressBar, { props: { label: 'Writing', done: 30, total: 120 } })
    const bar = wrapper.get('progress').element as HTMLProgressElement
    expect([bar.value, bar.max]).toEqual([30, 120])
  })
})
