import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { RulesError } from '../types'
import { newCharacter } from './fixtures'
import {
  applyHazardDamage,
  fallDice,
  hazardDice,
  hazardIds,
  hazardOdds,
  rollHazard,
} from './hazards'
import { murdhamHouseRules } from './house-rules'

describe('Falling: d4 per full 2 metres; a passed AGI save takes 2 metres off', () => {
  it('counts full 2 metres only', () => {
    expect([0, 1.9, 2, 3.9, 4, 7, 10].map((m) => fallDice(m, false))).toEqual([0, 0, 1, 1, 2, 3, 5])
  })

  it('cushioned, the fall is 2 metres shorter', () => {
    expect([2, 3, 4, 7, 10].map((m) => fallDice(m, true))).toEqual([0, 0, 1, 2, 4])
    expect(hazardDice('fall', { metres: 6, cushioned: true })).toEqual([
      { label: 'Falling', dice: '2d4', rule: 'Falling' },
    ])
    expect(hazardDice('fall', { metres: 3, cushioned: true })).toEqual([])
  })

  it('refuses a height it cannot use', () => {
    expect(() => fallDice(-1, false)).toThrow(RulesError)
    expect(() => fallDice(Number.NaN, false)).toThrow(RulesError)
    expect(() => fallDice(201, false)).toThrow(RulesError)
  })
})

describe('the other hazards roll the text’s dice', () => {
  it.each([
    ['cold-heat', '1d4', 'Elemental damage'],
    ['fire', '1d6', 'Elemental damage'],
    ['torture', '1d6', 'Manipulation: Torture'],
    ['thrown', '1d4', 'Mounts'],
    ['crash', '1d4', 'Carts; Boats'],
  ] as const)('%s: %s (%s)', (hazard, dice, rule) => {
    expect(hazardDice(hazard)).toMatchObject([{ dice, rule }])
  })

  it('cold and heat are impaired: by the house rule, the lower of two d4', () => {
    expect(hazardDice('cold-heat', { impairedKeepsLower: true })).toEqual([
      {
        label: 'Cold or heat (impaired: the lower of two)',
        dice: '1d4',
        rule: 'Elemental damage; House rule: impaired damage',
        keepLower: true,
      },
    ])
    // The lower of 2d4: 1 in 7, 2 in 5, 3 in 3, 4 in 1 of 16; mean 30/16.
    const odds = hazardOdds(hazardDice('cold-heat', { impairedKeepsLower: true }), 2)
    expect(odds.mean).toBeCloseTo(30 / 16, 12)
    expect(odds.downChance).toBeCloseTo(9 / 16, 12)
    const roll = rollHazard(
      faces([3, 4], [1, 4]),
      hazardDice('cold-heat', { impairedKeepsLower: true }),
    )
    expect(roll.damage).toBe(1)
    expect(roll.rolls[0]?.twice?.map((r) => r.total)).toEqual([3, 1])
    expect(murdhamHouseRules.read({}, 'impairedKeepsLower')).toBe(true)
  })

  it('every hazard has dice or is a fall', () => {
    for (const id of hazardIds) if (id !== 'fall') expect(hazardDice(id)).toHaveLength(1)
  })
})

describe('odds, rolls and health', () => {
  it('gives the exact mean and the chance to drop to 0 or below', () => {
    // 2d4 against 5 health: totals 5..8 = 4+3+2+1 = 10 of 16.
    const odds = hazardOdds(hazardDice('fall', { metres: 4 }), 5)
    expect(odds.mean).toBe(5)
    expect(odds.downChance).toBeCloseTo(10 / 16, 12)
    expect(hazardOdds([], 5)).toEqual({ mean: 0, downChance: 0 })
  })

  it('rolls each die and lowers current health, never below −99', () => {
    const roll = rollHazard(faces([3, 4], [4, 4]), hazardDice('fall', { metres: 4 }))
    expect(roll.damage).toBe(7)
    const data = { ...newCharacter, health: { current: 6, max: 6 } }
    expect(applyHazardDamage(data, 7).health).toEqual({ current: -1, max: 6 })
    expect(applyHazardDamage({ ...data, health: { current: -98, max: 6 } }, 5).health.current).toBe(
      -99,
    )
    expect(() => applyHazardDamage(data, -1)).toThrow(RangeError)
  })
})
