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
import { setAttributeValue } from './attributes'
import { embattled, hardyRunner, newCharacter } from './fixtures'

const inCombat = { inCombat: true }
const outsideCombat = { inCombat: false }

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
    expect(applyPhysicalRoll(newCharacter, 3, inCombat)).toMatchObject({
      fatigue: 5,
      fatigueRaisedThisTurn: true,
    })
    expect(applyPhysicalRoll(newCharacter, 4, inCombat)).toBe(newCharacter)
    expect(applyPhysicalRoll(newCharacter, 4, outsideCombat)).toBe(newCharacter)
  })

  it('in combat raise fatigue at most once per turn, then again after the turn starts', () => {
    const once = applyPhysicalRoll(newCharacter, 1, inCombat)
    const twice = applyPhysicalRoll(once, 1, inCombat)
    expect(twice.fatigue).toBe(5)
    const next = applyPhysicalRoll(startTurn(twice), 2, inCombat)
    expect(next).toMatchObject({ fatigue: 6, fatigueRaisedThisTurn: true })
  })

  it('stop at 20 and refuse a d6 outside 1–6', () => {
    const worn = { ...newCharacter, fatigue: 20 }
    expect(applyPhysicalRoll(worn, 1, inCombat).fatigue).toBe(20)
    expect(applyPhysicalRoll(worn, 1, outsideCombat).fatigue).toBe(20)
    expect(() => applyPhysicalRoll(newCharacter, 0, inCombat)).toThrow(RulesError)
    expect(() => applyPhysicalRoll(newCharacter, 7, outsideCombat)).toThrow('from 1 to 6')
  })

  // Fatigue during combat limits the rise to once per turn; the Fatigue rule itself (running,
  // climbing, swimming, chasing off the grid) raises it on every roll whose d6 is lower.
  it('outside combat raise fatigue on every low d6, with no once-per-turn limit', () => {
    const once = applyPhysicalRoll(newCharacter, 1, outsideCombat)
    const twice = applyPhysicalRoll(once, 1, outsideCombat)
    const thrice = applyPhysicalRoll(twice, 2, outsideCombat)
    expect([once.fatigue, twice.fatigue, thrice.fatigue]).toEqual([5, 6, 7])
    expect(thrice.fatigueRaisedThisTurn).toBe(false)
    // A rise already counted this combat turn does not stop one outside combat.
    const afterCombat = applyPhysicalRoll(newCharacter, 1, inCombat)
    expect(afterCombat).toMatchObject({ fatigue: 5, fatigueRaisedThisTurn: true })
    expect(applyPhysicalRoll(afterCombat, 1, outsideCombat).fatigue).toBe(6)
  })
})

describe('stamina and the starting fatigue', () => {
  it('a new character starts rested at base fatigue 4 − Stamina 0 = 4', () => {
    expect(newCharacter.fatigue).toBe(4)
    expect(newCharacter.fatigue).toBe(baseFatigueOf(newCharacter))
  })

  it('a rested character follows Stamina to the new base (Stamina 3 → fatigue 1)', () => {
    const hardy = setAttributeValue(newCharacter, 'sta', 3)
    expect(hardy.attributes.sta?.value).toBe(3)
    expect(hardy.fatigue).toBe(1)
    // Stamina −2: 4 − −2 = 6, as in the text.
    expect(setAttributeValue(hardy, 'sta', -2).fatigue).toBe(6)
    expect(setAttributeValue(hardyRunner, 'sta', 4).fatigue).toBe(1)
  })

  it('a tired character keeps her fatigue, and other attributes leave it alone', () => {
    expect(setAttributeValue({ ...newCharacter, fatigue: 9 }, 'sta', 3).fatigue).toBe(9)
    expect(setAttributeValue(newCharacter, 'str', 3).fatigue).toBe(4)
    expect(setAttributeValue(newCharacter, 'nope', 3)).toBe(newCharacter)
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
