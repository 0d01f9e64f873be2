// Conditions and time: conditions set by hand and how long they last, fear and the effects that
// ignore it, and the stretch, watch and day passing (with what comes due then).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamConditions from './MurdhamConditions.vue'
import {
  button,
  commitNumber,
  derivedValue,
  expectInvalid,
  murdhamData,
  openMurdham,
} from './murdham-test-helpers'

const db = useTestDatabase('murdham-conditions')

const status = (wrapper: ReturnType<typeof mount>) => wrapper.get('p.outcome').text()

describe('Murdham conditions', () => {
  it('sets a condition until it is cleared, or until the end of a stretch', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamConditions)
    await wrapper.get('input[name="condition-stunned"]').setValue(true)
    expect(murdhamData().conditions).toEqual([{ id: 'stunned', until: null }])
    expect(derivedValue(wrapper, 'conditions')).toContain('Stunned')
    const until = wrapper.get('select')
    await until.setValue('stretch')
    expect(murdhamData().conditions).toEqual([{ id: 'stunned', until: 'stretch' }])
    await button(wrapper, 'End stretch').trigger('click')
    expect(murdhamData().conditions).toEqual([])
    expect(murdhamData().time.stretch).toBe(1)
    expect(status(wrapper)).toBe('The stretch ends.')
    expect(wrapper.get('[data-testid="time"]').text()).toBe('Stretch 1 · Watch 0 · Day 0')

    await wrapper.get('input[name="condition-drowning"]').setValue(true)
    await wrapper.get('select').setValue('')
    expect(murdhamData().conditions).toEqual([{ id: 'drowning', until: null }])
    await wrapper.get('input[name="condition-drowning"]').setValue(false)
    expect(murdhamData().conditions).toEqual([])
  })

  it('fear: one effect that ignores fear turns terror into fear; two ignore terror too', async () => {
    await openMurdham(db(), (d) => (d.conditions = [{ id: 'terrified', until: 'stretch' }]))
    const wrapper = mount(MurdhamConditions)
    expect(derivedValue(wrapper, 'fear')).toBe('Terrified')
    await commitNumber(wrapper, 'Effects that ignore fear', '1')
    expect(murdhamData().fearWards).toBe(1)
    expect(derivedValue(wrapper, 'fear')).toBe('Frightened')
    await commitNumber(wrapper, 'Effects that ignore fear', '2', 'enter')
    expect(derivedValue(wrapper, 'fear')).toBe('Steady')
    await commitNumber(wrapper, 'Effects that ignore fear', '10')
    expectInvalid(
      wrapper,
      'Effects that ignore fear',
      'Effects that ignore fear must be from 0 to 9.',
    )
    expect(murdhamData().fearWards).toBe(2)
  })

  it('a watch ends stretch and watch effects, and poison deadlines come due', async () => {
    await openMurdham(db(), (d) => {
      d.conditions = [
        { id: 'frenzied', until: 'day' },
        { id: 'stunned', until: 'watch' },
      ]
      d.poisons = [
        { id: 'p', name: 'Rot-root', delivery: 'ingestion', effect: 'corrupting', drug: false },
      ]
      d.time.poisonedThisStretch = true
    })
    const wrapper = mount(MurdhamConditions)
    await button(wrapper, 'End watch').trigger('click')
    // Poison, corrupting: no antidote by the deadline means 4 corruption.
    expect(murdhamData()).toMatchObject({
      corruption: 4,
      poisons: [],
      conditions: [{ id: 'frenzied', until: 'day' }],
      time: { watch: 1, poisonedThisStretch: false },
    })
    expect(status(wrapper)).toBe('The watch ends. Rot-root: 4 corruption.')
    await button(wrapper, 'End day').trigger('click')
    expect(murdhamData()).toMatchObject({ conditions: [], time: { day: 1 } })
  })

  it('at the end of a sick character’s day, says recovery saves are due', async () => {
    await openMurdham(db(), (d) => {
      d.diseases = [
        {
          id: 'flu',
          kind: 'bloodyFlu',
          name: 'Bloody flu',
          successes: 0,
          failures: 0,
          status: 'sick',
          amputationDue: false,
          amputated: false,
          log: [],
        },
      ]
    })
    const wrapper = mount(MurdhamConditions)
    await button(wrapper, 'End day').trigger('click')
    expect(status(wrapper)).toBe('Day over: recovery saves are due.')
    expect(murdhamData().time.day).toBe(1)
  })
})
