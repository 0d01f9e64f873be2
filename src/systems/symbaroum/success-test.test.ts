import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createRng } from '../common/dice'
import {
  groupSurpriseTest,
  opposedTest,
  parseValueList,
  rollSuccessTest,
  successTest,
} from './success-test'

describe('successTest', () => {
  it('targets attribute + modifier with chance target/20', () => {
    expect(successTest(13, 0)).toEqual({ attribute: 13, modifier: 0, target: 13, chance: 0.65 })
    expect(successTest(13, -3)).toMatchObject({ target: 10, chance: 0.5 })
    expect(successTest(10, 5)).toMatchObject({ target: 15, chance: 0.75 })
  })

  it('clamps the chance to 0 and 1 (no automatic success or failure on 1 or 20)', () => {
    expect(successTest(5, -5).chance).toBe(0)
    expect(successTest(5, -8).chance).toBe(0)
    expect(successTest(15, 5).chance).toBe(1)
    expect(successTest(15, 9).chance).toBe(1)
  })

  it('gives the opposed test [Accurate 13 ← Quick 12] a −2 modifier', () => {
    expect(opposedTest(13, 12)).toMatchObject({ modifier: -2, target: 11, chance: 0.55 })
  })

  it('handles two chances (blind fighting): keep worst = p², keep best = 1 − (1 − p)²', () => {
    expect(successTest(10, 0, { twoChances: 'keep-worst' }).chance).toBeCloseTo(0.25, 12)
    expect(successTest(10, 0, { twoChances: 'keep-best' }).chance).toBeCloseTo(0.75, 12)
  })
})

describe('rollSuccessTest', () => {
  it('succeeds exactly when the d20 is at or under the target', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 5, max: 15 }),
        fc.integer({ min: -8, max: 8 }),
        (seed, value, mod) => {
          const result = rollSuccessTest(createRng(seed), value, mod)
          return (
            result.rolls.length === 1 &&
            result.roll === result.rolls[0] &&
            result.success === result.roll <= value + mod
          )
        },
      ),
    )
  })

  it('is repeatable per seed', () => {
    expect(rollSuccessTest(createRng(9), 12, -1)).toEqual(rollSuccessTest(createRng(9), 12, -1))
  })

  it('keeps the highest of two rolls when keeping the worst, the lowest when keeping the best', () => {
    const worst = rollSuccessTest(createRng(5), 10, 0, { twoChances: 'keep-worst' })
    expect(worst.rolls).toHaveLength(2)
    expect(worst.roll).toBe(Math.max(...worst.rolls))
    const best = rollSuccessTest(createRng(5), 10, 0, { twoChances: 'keep-best' })
    expect(best.roll).toBe(Math.min(...best.rolls))
  })

  it('matches the exact chance over many rolls', () => {
    const rng = createRng(77)
    let successes = 0
    const n = 20_000
    for (let i = 0; i < n; i++) if (rollSuccessTest(rng, 13, 0).success) successes++
    expect(successes / n).toBeCloseTo(0.65, 1)
  })
})

describe('group surprise', () => {
  it('uses the attackers’ lowest Discreet and the defenders’ highest Vigilant', () => {
    const odds = groupSurpriseTest([13, 9, 11], [8, 12])
    expect(odds.discreet).toBe(9)
    expect(odds.vigilant).toBe(12)
    expect(odds.target).toBe(7)
    expect(() => groupSurpriseTest([], [10])).toThrow('at least one attacker')
    expect(parseValueList('11, 9 13', 'Allies')).toEqual([11, 9, 13])
    expect(parseValueList('', 'Allies')).toEqual([])
    expect(() => parseValueList('0', 'Allies')).toThrow('Allies: whole numbers from 1 to 30')
  })
})
