import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  averageOf,
  chanceHigher,
  chanceRollUnder,
  createRng,
  d20,
  DiceError,
  diceDistribution,
  formatDice,
  maximumOf,
  minimumOf,
  parseDice,
  rollDice,
  rollDie,
} from './dice'

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRng(42)
    const b = createRng(42)
    const first = Array.from({ length: 50 }, () => a())
    const second = Array.from({ length: 50 }, () => b())
    expect(first).toEqual(second)
  })

  it('gives different sequences for different seeds, numeric or text', () => {
    const a = Array.from({ length: 10 }, createRng(1))
    const b = Array.from({ length: 10 }, createRng(2))
    const c = Array.from({ length: 10 }, createRng('session 12'))
    const d = Array.from({ length: 10 }, createRng('session 12'))
    expect(a).not.toEqual(b)
    expect(c).toEqual(d)
    expect(c).not.toEqual(a)
  })

  it('stays in [0, 1) for any seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed)
        for (let i = 0; i < 20; i++) {
          const x = rng()
          if (!(x >= 0 && x < 1)) return false
        }
        return true
      }),
    )
  })
})

describe('rollDie', () => {
  it('rolls the same d20 sequence per seed', () => {
    const rolls = (seed: number) => {
      const rng = createRng(seed)
      return Array.from({ length: 20 }, () => d20(rng))
    }
    expect(rolls(7)).toEqual(rolls(7))
  })

  it('is roughly uniform on a d6 and a d20 (chi-square sanity check)', () => {
    for (const sides of [6, 20]) {
      const rng = createRng(2024)
      const n = 60_000
      const counts = new Array<number>(sides).fill(0)
      for (let i = 0; i < n; i++) {
        const roll = rollDie(rng, sides)
        counts[roll - 1] = (counts[roll - 1] ?? 0) + 1
      }
      const expected = n / sides
      const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
      // 99.9th percentile of chi-square: 20.5 for 5 degrees of freedom, 43.8 for 19.
      expect(chiSquare).toBeLessThan(sides === 6 ? 20.5 : 43.8)
      // Each face within 8% of its share (about 4.5 standard deviations for a d20 here).
      for (const c of counts) expect(Math.abs(c - expected) / expected).toBeLessThan(0.08)
    }
  })

  it('always lands on a face', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 100 }), (seed, sides) => {
        const roll = rollDie(createRng(seed), sides)
        return Number.isInteger(roll) && roll >= 1 && roll <= sides
      }),
    )
  })

  it('refuses impossible dice', () => {
    const rng = createRng(1)
    expect(() => rollDie(rng, 0)).toThrow(DiceError)
    expect(() => rollDie(rng, 2.5)).toThrow(/whole number of sides/)
  })
})

describe('parseDice and rollDice', () => {
  it('parses the usual forms', () => {
    expect(parseDice('1d6+1')).toEqual({ count: 1, sides: 6, modifier: 1 })
    expect(parseDice('d20')).toEqual({ count: 1, sides: 20, modifier: 0 })
    expect(parseDice('2D4')).toEqual({ count: 2, sides: 4, modifier: 0 })
    expect(parseDice(' 1d8 - 1 ')).toEqual({ count: 1, sides: 8, modifier: -1 })
    expect(formatDice(parseDice('d10-2'))).toBe('1d10-2')
  })

  it('refuses bad expressions with the reason', () => {
    expect(() => parseDice('banana')).toThrow(/not a die expression/)
    expect(() => parseDice('0d6')).toThrow(/number of dice/)
    expect(() => parseDice('1d0')).toThrow(/sides/)
  })

  it('returns each die and the total', () => {
    const roll = rollDice(createRng(3), '3d6+2')
    expect(roll.dice).toHaveLength(3)
    expect(roll.modifier).toBe(2)
    expect(roll.total).toBe(roll.dice.reduce((a, b) => a + b, 0) + 2)
    expect(roll.expression).toBe('3d6+2')
    expect(rollDice(createRng(3), '3d6+2')).toEqual(roll)
  })

  it('stays within the minimum and maximum', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -5, max: 5 }),
        (seed, count, sides, modifier) => {
          const spec = { count, sides, modifier }
          const { total } = rollDice(createRng(seed), spec)
          return total >= minimumOf(spec) && total <= maximumOf(spec)
        },
      ),
    )
  })
})

describe('exact probabilities', () => {
  it('chanceRollUnder is clamp(target, 0, sides) / sides', () => {
    expect(chanceRollUnder(10)).toBe(0.5)
    expect(chanceRollUnder(13)).toBeCloseTo(0.65, 12)
    expect(chanceRollUnder(0)).toBe(0)
    expect(chanceRollUnder(-3)).toBe(0)
    expect(chanceRollUnder(20)).toBe(1)
    expect(chanceRollUnder(25)).toBe(1)
    expect(chanceRollUnder(3, 6)).toBe(0.5)
  })

  it('gives the exact distribution of 2d6', () => {
    const dist = diceDistribution('2d6')
    expect([...dist.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(dist.get(7)).toBeCloseTo(6 / 36, 12)
    expect(dist.get(2)).toBeCloseTo(1 / 36, 12)
    const sum = [...dist.values()].reduce((a, b) => a + b, 0)
    expect(sum).toBeCloseTo(1, 12)
  })

  it('shifts the distribution by the modifier and averages correctly', () => {
    const dist = diceDistribution('1d4+1')
    expect([...dist.keys()]).toEqual([2, 3, 4, 5])
    expect(averageOf('1d4')).toBe(2.5)
    expect(averageOf('2d6+1')).toBe(8)
  })

  it('chanceHigher compares two expressions', () => {
    expect(chanceHigher('1d6', '1d6')).toBeCloseTo(15 / 36, 12)
    expect(chanceHigher('1d8', '1d4')).toBeCloseTo(22 / 32, 12)
  })
})
