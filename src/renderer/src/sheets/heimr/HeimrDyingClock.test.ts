// The dying clock on the health card: turns and minutes, unconscious half way, dead at the end,
// stabilized and reopened, each one change with Undo.
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { HeimrData } from '@systems/heimr'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber } from '../sheet-test-helpers'
import HeimrCondition from './HeimrCondition.vue'

const db = useTestDatabase('heimr-dying')
const data = () => editedData<HeimrData>()
const state = (w: VueWrapper) => w.get('[data-testid="dying-state"]').text()

async function click(w: VueWrapper, name: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await button(w, name).trigger('click')
}

describe('Heimr dying clock', () => {
  it('appears at mangled, falls unconscious at 5 minutes and dies at 10', async () => {
    await openSampleCharacter<HeimrData>(db(), 'heimr', (d) => {
      d.hitPoints = { current: 1, max: 3 }
      d.positions = []
    })
    const wrapper = mount(HeimrCondition)
    expect(wrapper.find('[data-testid="dying-state"]').exists()).toBe(false)
    await commitNumber(wrapper, 'Hit points', '-2')
    expect(state(wrapper)).toBe('0 s since the injury; unconscious in 5 min; dead in 10 min.')
    await click(wrapper, '+1 minute', 4)
    await click(wrapper, '+1 turn (2 s)')
    expect(state(wrapper)).toBe(
      '4 min 2 s since the injury; unconscious in 58 s; dead in 5 min 58 s.',
    )
    await click(wrapper, '+1 minute')
    expect(data().positions).toEqual(['unconscious'])
    await click(wrapper, 'Undo')
    expect(data().positions).toEqual([])
    expect(data().dyingClock?.seconds).toBe(242)
    await click(wrapper, '+1 minute', 6)
    expect(state(wrapper)).toBe('10 min 2 s since the injury; dead.')
    expect(button(wrapper, 'Stabilized').attributes('disabled')).toBeDefined()
  })

  it('stabilizes a mutilated character, who wakes; a reopened injury counts from zero', async () => {
    await openSampleCharacter<HeimrData>(db(), 'heimr', (d) => {
      d.hitPoints = { current: -4, max: 3 }
      d.positions = ['unconscious']
    })
    const wrapper = mount(HeimrCondition)
    await click(wrapper, '+1 minute')
    expect(state(wrapper)).toBe('1 min since the injury; unconscious; dead in 1 min.')
    await click(wrapper, 'Stabilized')
    expect(state(wrapper)).toBe('Stabilized: not dying.')
    expect(data().positions).toEqual([])
    expect(button(wrapper, '+1 minute').attributes('disabled')).toBeDefined()
    await click(wrapper, 'Injury reopened (from zero)')
    expect(state(wrapper)).toBe('0 s since the injury; unconscious; dead in 2 min.')
    expect(data().positions).toEqual(['unconscious'])
  })
})
