import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { startTurn } from './combat'
import {
  applyPhysicalRoll,
  baseFatigue,
  baseFatigueOf,
  restToBaseFatigue,
  takeBreather,
} from './fatigue'
import { embattled, newCharacter } from './fixtures'

describe('base fatigue', () => {
  it('is 4 − stamina, never below 1', () => {
    expect(baseFatigue(3)).toBe(1)
    expect(baseFatigue(4)).toBe(1)
    expect(baseFatigue(9)).toBe(1)
    expect(baseFatigue(0)).toBe(4)
    expect(baseFatigue(-2)).toBe(6)
    expect(baseFatigue(-3)).toBe(7)
    expect(() => baseFatigue(0.5)).toThrow(RulesError)
  })
})

describe('physical rolls', () => {
  it('raise fatigue by 1 when the d6 is lower, as in the text (fatigue 4, d6 3 → 5)', () => {
    expect(applyPhysicalRoll(newCharacter, 3)).toMatchObject({
      fatigue: 5,
      fatigueRaisedThisTurn: true,
    })
    expect(applyPhysicalRoll(newCharacter, 4)).toBe(newCharacter)
  })

  it('raise fatigue at most once per turn, then again after the turn starts', () => {
    const once = applyPhysicalRoll(newCharacter, 1)
    const twice = applyPhysicalRoll(once, 1)
    expect(twice.fatigue).toBe(5)
    const next = applyPhysicalRoll(startTurn(twice), 2)
    expect(next).toMatchObject({ fatigue: 6, fatigueRaisedThisTurn: true })
  })

  it('stop at 20 and refuse a d6 outside 1–6', () => {
    const worn = { ...newCharacter, fatigue: 20 }
    expect(applyPhysicalRoll(worn, 1).fatigue).toBe(20)
    expect(() => applyPhysicalRoll(newCharacter, 0)).toThrow(RulesError)
    expect(() => applyPhysicalRoll(newCharacter, 7)).toThrow('from 1 to 6')
  })
})

describe('breathers', () => {
  it('lower fatigue by 2 but not below base', () => {
    expect(takeBreather({ ...newCharacter, fatigue: 9 }).fatigue).toBe(7)
    expect(takeBreather({ ...newCharacter, fatigue: 5 }).fatigue).toBe(4)
    expect(takeBreather(newCharacter).fatigue).toBe(4)
    expect(takeBreather(embattled).fatigue).toBe(4)
  })

  it('rest brings fatigue back to base', () => {
    expect(restToBaseFatigue({ ...newCharacter, fatigue: 12 })).toMatchObject({
      fatigue: baseFatigueOf(newCharacter),
      fatigueRaisedThisTurn: false,
    })
  })
})
