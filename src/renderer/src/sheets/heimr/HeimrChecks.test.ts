// The checks card (waking, holding on, a skill's willpower while weakened, an item a break
// destroyed) and the environment card's crossing roll: exact odds, the change each outcome makes,
// Undo, and the roll log.
import type { Component } from 'vue'
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { chanceAtLeast, wakeChallenge, type HeimrData } from '@systems/heimr'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber, withKnownDice } from '../sheet-test-helpers'
import HeimrChecks from './HeimrChecks.vue'
import HeimrEnvironment from './HeimrEnvironment.vue'

const db = useTestDatabase('heimr-checks')
const data = () => editedData<HeimrData>()

async function openHeimr(edit: (d: HeimrData) => void = () => {}): Promise<void> {
  await openSampleCharacter<HeimrData>(db(), 'heimr', (d) => {
    d.positions = []
    d.fatigue = 1
    d.willpower = { current: 3, max: 3 }
    edit(d)
  })
}

const mountKnown = (component: Component): VueWrapper =>
  withKnownDice(() => mount(component)).result

function percent(p: number): string {
  if (p > 0 && p < 0.001) return '<0.1%'
  return `${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`
}

describe('Heimr checks card', () => {
  it('wakes a sleeper on a passed Perception check (loud sound: CR 5), with Undo', async () => {
    await openHeimr((d) => {
      d.positions = ['sleeping', 'prone']
      d.attributes.int!.value = 10
    })
    const wrapper = mountKnown(HeimrChecks)
    await wrapper.get('select[name="wake-sound"]').setValue('loud')
    const check = wakeChallenge(data())
    expect(wrapper.get('[data-testid="follow-up-chance"]').text()).toBe(
      percent(chanceAtLeast(check.consistency, check.potential, 5)),
    )
    expect(wrapper.text()).toContain('Wake up (Perception): CR 5')
    await button(wrapper, 'Roll').trigger('click')
    expect(wrapper.get('[data-testid="follow-up-outcome"]').text()).toContain(
      'against CR 5: awake, no longer sleeping',
    )
    expect(data().positions).toEqual(['prone'])
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => r.label)).toEqual(['Wake up (Perception)'])
    expect(wrapper.findAll('button').map((b) => b.text())).not.toContain('Roll')
    await button(wrapper, 'Undo').trigger('click')
    expect(data().positions).toEqual(['sleeping', 'prone'])
  })

  it('lets go of a climb after a failed hold-on check at consistency 1', async () => {
    await openHeimr((d) => {
      d.positions = ['climbing']
      d.attributes.dex!.value = -10
    })
    const wrapper = mountKnown(HeimrChecks)
    await wrapper.get('select[name="hold-on-climb"]').setValue('Rope ladder')
    expect(wrapper.text()).toContain('Hold on after a hit (consistency 1): CR 2')
    expect(wrapper.get('[data-testid="follow-up-chance"]').text()).toBe('0.0%')
    await button(wrapper, 'Roll').trigger('click')
    expect(wrapper.get('[data-testid="follow-up-outcome"]').text()).toContain(
      'falls: no longer climbing',
    )
    expect(data().positions).toEqual([])
  })

  it('charges a skill one more willpower while weakened, refuses too much, and undoes', async () => {
    await openHeimr((d) => {
      d.effects = [{ id: 'w', effect: 'weaken', seconds: 2, turnsLeft: 1, current: false }]
    })
    const wrapper = mountKnown(HeimrChecks)
    await commitNumber(wrapper, "Skill's willpower cost", '1')
    expect(wrapper.get('[data-testid="skill-cost"]').text()).toContain(
      'Pays 2 of 3 willpower (weakened: 1 more)',
    )
    await wrapper.get('form[aria-label="Use a skill"]').trigger('submit')
    expect(data().willpower.current).toBe(1)
    expect(wrapper.get('[data-testid="checks-change"]').text()).toContain(
      'Skill used: 2 willpower (1 more while weakened), 3 → 1.',
    )
    await wrapper.get('form[aria-label="Use a skill"]').trigger('submit')
    expect(wrapper.get('[data-testid="checks-change"]').text()).toContain(
      'Not applied: The skill costs 2 willpower (1 more while weakened); only 1 left.',
    )
    expect(data().willpower.current).toBe(1)
  })

  it('undoes a skill’s willpower', async () => {
    await openHeimr()
    const wrapper = mountKnown(HeimrChecks)
    await wrapper.get('form[aria-label="Use a skill"]').trigger('submit')
    expect(data().willpower.current).toBe(2)
    await button(wrapper, 'Undo').trigger('click')
    expect(data().willpower.current).toBe(3)
    expect(wrapper.text()).toContain('(undone)')
  })

  it('destroys an item a strong enough break hit, and asks for the item first', async () => {
    await openHeimr((d) => {
      d.items = [{ id: 'cup', name: 'Clay cup', kind: 'item', catalogId: null, notes: '' }]
    })
    const wrapper = mountKnown(HeimrChecks)
    await wrapper.get('form[aria-label="Destroy an item"]').trigger('submit')
    expect(wrapper.text()).toContain('Choose the item the break destroyed.')
    await wrapper.get('select[name="broken-item"]').setValue('cup')
    await wrapper.get('form[aria-label="Destroy an item"]').trigger('submit')
    expect(data().items).toEqual([])
    expect(wrapper.get('[data-testid="checks-change"]').text()).toContain(
      'Clay cup destroyed by a break.',
    )
  })
})

describe('Heimr crossing a border', () => {
  it('leaves a failed crossing behind, prone, as one change with Undo', async () => {
    await openHeimr((d) => (d.attributes.dex!.value = -10))
    const wrapper = mountKnown(HeimrEnvironment)
    await wrapper.get('select[name="crossing"]').setValue('Window')
    expect(wrapper.text()).toContain('Cross: Window: CR 5')
    await button(wrapper, 'Roll').trigger('click')
    expect(wrapper.get('[data-testid="follow-up-outcome"]').text()).toContain(
      'stays behind and falls prone',
    )
    expect(data().positions).toEqual(['prone'])
    await button(wrapper, 'Undo').trigger('click')
    expect(data().positions).toEqual([])
  })
})
