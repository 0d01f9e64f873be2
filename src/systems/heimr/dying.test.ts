import { describe, expect, it } from 'vitest'
import { createHeimrCharacter } from './create'
import { advanceDyingClock, dyingState, reopenInjury, stabilize, turnSeconds } from './dying'
import { heimrDataSchema, type HeimrData } from './model'

function atHitPoints(current: number): HeimrData {
  const d = createHeimrCharacter({ name: 'Dying' }, {})
  d.hitPoints = { current, max: 3 }
  d.positions = []
  return d
}

describe('the dying clock (Injuries)', () => {
  it('runs only at mangled and mutilated', () => {
    expect(dyingState(atHitPoints(-1))).toBeNull()
    expect(() => advanceDyingClock(atHitPoints(0), 60)).toThrow('Only a mangled or mutilated')
    expect(dyingState(atHitPoints(-2))?.text).toBe(
      '0 s since the injury; unconscious in 5 min; dead in 10 min.',
    )
  })

  it('mangled: unconscious half way (5 minutes), dead at 10', () => {
    let d = advanceDyingClock(atHitPoints(-3), 4 * 60 + 58)
    expect(d.positions).toEqual([])
    d = advanceDyingClock(d, turnSeconds)
    expect(d.positions).toEqual(['unconscious'])
    expect(dyingState(d)?.text).toBe('5 min since the injury; unconscious; dead in 5 min.')
    d = advanceDyingClock(d, 5 * 60)
    expect(dyingState(d)?.dead).toBe(true)
    expect(dyingState(d)?.text).toBe('10 min since the injury; dead.')
    expect(() => stabilize(d)).toThrow('Too late')
  })

  it('mutilated: unconscious at once, dead after 2 minutes', () => {
    const d = advanceDyingClock(atHitPoints(-5), 0)
    expect(d.positions).toEqual(['unconscious'])
    expect(dyingState(d)?.text).toBe('0 s since the injury; unconscious; dead in 2 min.')
    expect(dyingState(advanceDyingClock(d, 90))?.text).toBe(
      '1 min 30 s since the injury; unconscious; dead in 30 s.',
    )
  })

  it('stabilized: not dying and awake; a reopened injury counts from zero', () => {
    const dying = advanceDyingClock(atHitPoints(-4), 60)
    const stable = stabilize(dying)
    expect(stable.positions).toEqual([])
    expect(dyingState(stable)?.text).toBe('Stabilized: not dying.')
    expect(() => advanceDyingClock(stable, 2)).toThrow('Stabilized')
    const reopened = reopenInjury(stable)
    expect(reopened.dyingClock).toEqual({ seconds: 0, stable: false })
    expect(reopened.positions).toEqual(['unconscious'])
    expect(heimrDataSchema.safeParse(reopened).success).toBe(true)
  })

  it('keeps records without a clock readable, and refuses a bad time', () => {
    expect(heimrDataSchema.safeParse(atHitPoints(3)).success).toBe(true)
    expect(() => advanceDyingClock(atHitPoints(-2), -1)).toThrow('whole number of seconds')
  })
})
