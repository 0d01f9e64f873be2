import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { RulesError } from '../types'
import { newCaster } from './fixtures'
import {
  actionPoints,
  basicUnits,
  checkRoll,
  initiative,
  initiatorWins,
  keepDie,
  moveSpaces,
  rollCheck,
  rollHireling,
  rollReaction,
  withStats,
} from './play'
import { reactionFor } from './tables'
import { createCairnCharacter } from './create'

describe('play helpers', () => {
  it('give 4 AP, 2 while surprised, and move half DEX rounded up', () => {
    expect(actionPoints(false)).toBe(4)
    expect(actionPoints(true)).toBe(2)
    expect(moveSpaces(9)).toBe(5)
    expect(moveSpaces(10)).toBe(5)
  })

  it('convert Spaces and AP with the Basic units (1 Space = 1.5 m, 1 AP = 3 s, a round 2 minutes)', () => {
    expect(basicUnits(5, 4)).toBe(
      '5 Spaces = 7.5 m (25 ft); 4 AP = 12 s; a combat round = 2 minutes',
    )
    expect(basicUnits(1, 2)).toBe('1 Space = 1.5 m (5 ft); 2 AP = 6 s; a combat round = 2 minutes')
  })

  it('roll initiative as 1d20 + WIL', () => {
    expect(initiative(7, 12)).toBe(19)
    expect(() => initiative(0, 12)).toThrow(RulesError)
  })

  it('keep the highest die with Advantage and the lowest with Disadvantage', () => {
    expect(keepDie([4, 17], 1, 0)).toBe(17)
    expect(keepDie([4, 17, 9], 0, 2)).toBe(4)
    expect(keepDie([12], 1, 1)).toBe(12)
    expect(() => keepDie([3], 1, 0)).toThrow(/Roll 2 dice/)
  })

  it('add modifiers and object dice and note naturals', () => {
    // Example 1 (Action) shape: d20 with Advantage + STR + axe die.
    const r = checkRoll({
      d20s: [8, 13],
      advantage: 1,
      disadvantage: 0,
      modifier: 11,
      objectDice: 4,
    })
    expect(r.total).toBe(28)
    expect(r.natural).toBeNull()
    expect(
      checkRoll({ d20s: [1], advantage: 0, disadvantage: 0, modifier: 11, objectDice: 0 }).natural,
    ).toBe(1)
    expect(initiatorWins(28, 21)).toBe(true)
    expect(initiatorWins(21, 21)).toBe(true)
    expect(initiatorWins(12, 24)).toBe(false)
    const rolled = rollCheck(createRng(1), {
      advantage: 0,
      disadvantage: 1,
      modifier: 0,
      objectDice: 0,
    })
    expect(rolled.base).toBeGreaterThanOrEqual(1)
  })

  it('read the reaction table', () => {
    expect([2, 3, 5, 6, 8, 9, 11, 12].map(reactionFor)).toEqual([
      'Hostile',
      'Wary',
      'Wary',
      'Curious',
      'Curious',
      'Kind',
      'Kind',
      'Helpful',
    ])
    expect(() => reactionFor(13)).toThrow(RangeError)
    const r = rollReaction(createRng('npc'))
    expect(r.reaction).toBe(reactionFor(r.total))
  })

  it('roll hirelings with 3d6 attributes and 1d6 HP, seeded', () => {
    const rng = createRng(42)
    for (let i = 0; i < 200; i++) {
      const h = rollHireling(rng)
      for (const v of [h.str, h.dex, h.wil]) expect(v).toBeGreaterThanOrEqual(3)
      for (const v of [h.str, h.dex, h.wil]) expect(v).toBeLessThanOrEqual(18)
      expect(h.hp).toBeGreaterThanOrEqual(1)
      expect(h.hp).toBeLessThanOrEqual(6)
    }
    expect(rollHireling(createRng('same'))).toEqual(rollHireling(createRng('same')))
    const made = createCairnCharacter({ name: 'H' }, {}, createRng('same'))
    const stats = rollHireling(createRng('same'))
    expect(made.attributes.str).toEqual({ current: stats.str, max: stats.str })
    expect(made.hp.max).toBe(stats.hp)
  })

  it('accept entered stats and refuse impossible ones', () => {
    const next = withStats(newCaster, { str: 11, dex: 12, wil: 13, hp: 4 })
    expect(next.attributes.wil).toEqual({ current: 13, max: 13 })
    expect(() => withStats(newCaster, { str: 0, dex: 12, wil: 13, hp: 4 })).toThrow(/STR/)
  })
})
