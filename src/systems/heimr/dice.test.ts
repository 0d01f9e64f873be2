import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { RulesError } from '../types'
import {
  challengeDistribution,
  chanceAtLeast,
  chanceWithFatigue,
  evaluateChallenge,
  fatigueRiseChance,
  rollChallenge,
  type ResultChance,
} from './dice'

const sum = (chances: ResultChance[]) => chances.reduce((total, c) => total + c.probability, 0)

/** Every combination of a d6 and |c| d10s, each with its chance, for brute-force comparison. */
function* everyRoll(consistency: number): Generator<{ d6: number; d10s: number[]; p: number }> {
  const n = Math.abs(consistency)
  const p = 1 / (6 * 10 ** n)
  for (let d6 = 1; d6 <= 6; d6++) {
    for (let code = 0; code < 10 ** n; code++) {
      const d10s: number[] = []
      for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / 10))
        d10s.push((rest % 10) + 1)
      yield { d6, d10s, p }
    }
  }
}

describe('evaluateChallenge: the worked examples of Dice challenges', () => {
  it('C 3, P 3, rolls 1, 4, 9, 10: 10 + 0 + 3 = 13', () => {
    const roll = evaluateChallenge(3, 3, 1, [4, 9, 10])
    expect(roll).toMatchObject({ kept: 10, extra: 0, beforePotential: 10, result: 13 })
    expect(roll.explanation).toBe('highest die 10, potential +3 = 13')
  })

  it('C 5, P 6, rolls 1, 3, 5, 7, 10, 10: the text writes 10 + 1 + 6, which is 17', () => {
    // The text prints "= 18", but its own terms (highest 10, +1 for the second 10, P 6) and
    // the rule (bonus = number of 10s − 1) both give 17: an arithmetic slip in the text.
    const roll = evaluateChallenge(5, 6, 1, [3, 5, 7, 10, 10])
    expect(roll).toMatchObject({ kept: 10, extra: 1, result: 17 })
    expect(roll.explanation).toBe('highest die 10, +1 for a second 10, potential +6 = 17')
  })

  it('C 0, P 0, rolls 3: 3', () => {
    expect(evaluateChallenge(0, 0, 3, [])).toMatchObject({ kept: 3, result: 3 })
    expect(evaluateChallenge(0, 0, 3, []).explanation).toBe('d6 3, potential 0 = 3')
  })

  it('C 4, P 3, rolls 1, 1, 2, 4, 6: 6 + 0 + 3 = 9 (ones do not matter above 0)', () => {
    expect(evaluateChallenge(4, 3, 1, [1, 2, 4, 6])).toMatchObject({ kept: 6, extra: 0, result: 9 })
  })

  it('C 2, P −3, rolls 3, 10, 10: 10 + 1 − 3 = 8', () => {
    const roll = evaluateChallenge(2, -3, 3, [10, 10])
    expect(roll.result).toBe(8)
    expect(roll.explanation).toBe('highest die 10, +1 for a second 10, potential −3 = 8')
  })

  it('C −4, P −4, rolls 1, 1, 1, 4, 9: the text writes 1 − 2 − 4, which is −5', () => {
    // The d6 counts among the ones: three 1s give a penalty of 2. The text prints "= −2", but
    // its own sum 1 − 2 − 4 is −5: another arithmetic slip. We follow the rule and its terms.
    const roll = evaluateChallenge(-4, -4, 1, [1, 1, 4, 9])
    expect(roll).toMatchObject({ kept: 1, extra: -2, beforePotential: -1, result: -5 })
    expect(roll.explanation).toBe('lowest die 1, −2 for 2 extra 1s, potential −4 = −5')
  })

  it('counts the d6 as one of the 1s and 10s are only for C above 0', () => {
    expect(evaluateChallenge(-1, 0, 1, [1]).result).toBe(0)
    expect(evaluateChallenge(-1, 0, 2, [1]).result).toBe(1)
    expect(evaluateChallenge(-2, 0, 4, [10, 10]).result).toBe(4)
    expect(evaluateChallenge(3, 0, 6, [10, 10, 10]).explanation).toBe(
      'highest die 10, +2 for 2 extra 10s, potential 0 = 12',
    )
  })

  it('refuses the wrong number of dice or faces out of range', () => {
    expect(() => evaluateChallenge(3, 0, 1, [2, 3])).toThrow(RulesError)
    expect(() => evaluateChallenge(3, 0, 1, [2, 3])).toThrow(
      'A consistency of 3 rolls 3 d10s besides the d6 (got 2).',
    )
    expect(() => evaluateChallenge(-1, 0, 1, [])).toThrow('rolls 1 d10 besides the d6 (got 0)')
    expect(() => evaluateChallenge(0, 0, 1, [5])).toThrow('rolls 0 d10s')
    expect(() => evaluateChallenge(0, 0, 7, [])).toThrow(
      'The d6 must show a whole number from 1 to 6',
    )
    expect(() => evaluateChallenge(1, 0, 1, [11])).toThrow('Each d10 must show')
    expect(() => evaluateChallenge(1, 0, 1, [0])).toThrow('Each d10 must show')
    expect(() => evaluateChallenge(1.5, 0, 1, [1])).toThrow('consistency must be a whole number')
    expect(() => evaluateChallenge(0, 0.5, 1, [])).toThrow('potential must be a whole number')
  })
})

describe('rollChallenge', () => {
  it('rolls a d6 and |C| d10s and evaluates them', () => {
    const rng = createRng('heimr')
    for (const c of [-3, 0, 4]) {
      const roll = rollChallenge(rng, c, 2)
      expect(roll.d10s).toHaveLength(Math.abs(c))
      expect(roll.dice).toEqual([roll.d6, ...roll.d10s])
      expect(roll).toEqual({ ...evaluateChallenge(c, 2, roll.d6, roll.d10s), dice: roll.dice })
    }
  })

  it('gives the same rolls for the same seed', () => {
    expect(rollChallenge(createRng(7), 5, 1)).toEqual(rollChallenge(createRng(7), 5, 1))
  })
})

describe('challengeDistribution', () => {
  it('sums to 1 and is sorted for consistencies from −20 to 20', () => {
    for (let c = -20; c <= 20; c++) {
      const chances = challengeDistribution(c, 1)
      expect(sum(chances)).toBeCloseTo(1, 12)
      for (let i = 1; i < chances.length; i++) {
        expect(chances[i]?.result).toBeGreaterThan(chances[i - 1]?.result ?? -Infinity)
      }
    }
  })

  it('is a plain d6 plus potential at consistency 0', () => {
    const chances = challengeDistribution(0, -2)
    expect(chances.map((c) => c.result)).toEqual([-1, 0, 1, 2, 3, 4])
    for (const c of chances) expect(c.probability).toBeCloseTo(1 / 6, 15)
  })

  it('matches brute-force enumeration of every roll for |C| up to 4', () => {
    for (const c of [-4, -3, -2, -1, 1, 2, 3, 4]) {
      const expected = new Map<number, number>()
      for (const { d6, d10s, p } of everyRoll(c)) {
        const { result } = evaluateChallenge(c, 2, d6, d10s)
        expected.set(result, (expected.get(result) ?? 0) + p)
      }
      const exact = challengeDistribution(c, 2)
      expect(exact.map((r) => r.result)).toEqual([...expected.keys()].sort((a, b) => a - b))
      for (const r of exact) expect(r.probability).toBeCloseTo(expected.get(r.result) ?? 0, 12)
    }
  })

  it('matches the closed form for extra 10s: P(result = 10 + k) is binomial in the d10s', () => {
    // With C d10s, exactly j tens has chance (C choose j) 0.1^j 0.9^(C−j); j ≥ 2 gives 10 + j − 1.
    const c = 12
    const chances = new Map(challengeDistribution(c, 0).map((r) => [r.result, r.probability]))
    const choose = (n: number, k: number) => {
      let out = 1
      for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i
      return out
    }
    for (let j = 2; j <= c; j++) {
      expect(chances.get(10 + j - 1)).toBeCloseTo(choose(c, j) * 0.1 ** j * 0.9 ** (c - j), 14)
    }
  })

  it('is fast for 20 dice', () => {
    const start = performance.now()
    for (let i = 0; i < 20; i++) {
      challengeDistribution(20, 0)
      challengeDistribution(-20, 0)
    }
    expect(performance.now() - start).toBeLessThan(500)
  })

  it('refuses absurd consistencies', () => {
    expect(() => challengeDistribution(101, 0)).toThrow(/at most 100 d10s/)
  })
})

describe('the side notes of Dice challenges', () => {
  it('consistency 5 keeps a 9 or 10 about 67% of the time, as the text says', () => {
    // 1 − P(every die 8 or less) = 1 − 1 × 0.8^5 = 0.67232.
    expect(chanceAtLeast(5, 0, 9)).toBeCloseTo(1 - 0.8 ** 5, 12)
    expect(chanceAtLeast(5, 0, 9)).toBeCloseTo(0.672, 3)
  })

  it('consistency −5 keeps a 1 or 2 about 78%, not the 89% the text gives', () => {
    // P(lowest ≤ 2) = 1 − P(d6 ≥ 3) × P(d10 ≥ 3)^5 = 1 − (4/6)(0.8^5) ≈ 0.7815. The text's
    // "89%" does not match; it is close to 1 − 0.8^10 ≈ 0.893, as if ten d10s and no d6
    // were rolled. A result below 3 happens exactly when the lowest die is 1 or 2.
    const chance = 1 - chanceAtLeast(-5, 0, 3)
    expect(chance).toBeCloseTo(1 - (4 / 6) * 0.8 ** 5, 12)
    expect(chance).toBeCloseTo(0.7815, 4)
    expect(chance).not.toBeCloseTo(0.89, 2)
  })

  it('never keeps 7 or more below consistency 0, because the d6 is always rolled', () => {
    expect(chanceAtLeast(-3, 0, 7)).toBe(0)
  })
})

describe('chanceAtLeast and chanceWithFatigue', () => {
  it('needs the result to equal or beat the requirement', () => {
    expect(chanceAtLeast(0, 0, 4)).toBeCloseTo(3 / 6, 15)
    expect(chanceAtLeast(0, 0, 1)).toBeCloseTo(1, 15)
    expect(chanceAtLeast(0, 3, 10)).toBe(0)
  })

  it('fails a physical roll below fatigue whatever the potential (fatigue 7, roll 6)', () => {
    // Fatigue: with fatigue 7 a roll of 6 fails even if potential would lift it past the CR.
    expect(chanceWithFatigue(0, 10, 7, 7)).toBe(0)
    expect(chanceAtLeast(0, 10, 7)).toBeCloseTo(1, 15)
    expect(chanceWithFatigue(2, 5, 0, 7)).toBeCloseTo(chanceAtLeast(2, 0, 7), 12)
  })

  it('checks the requirement and the fatigue together, matching brute force', () => {
    for (const [c, p, cr, fatigue] of [
      [3, -1, 6, 5],
      [-2, 4, 5, 2],
      [1, 2, 9, 4],
      [0, 1, 3, 1],
    ] as const) {
      let expected = 0
      for (const { d6, d10s, p: chance } of everyRoll(c)) {
        const roll = evaluateChallenge(c, p, d6, d10s)
        if (roll.beforePotential >= fatigue && roll.result >= cr) expected += chance
      }
      expect(chanceWithFatigue(c, p, cr, fatigue)).toBeCloseTo(expected, 12)
    }
  })

  it('gives the chance the d6 raises fatigue: P(d6 < fatigue)', () => {
    expect(fatigueRiseChance(3, 1)).toBe(0)
    expect(fatigueRiseChance(3, 4)).toBeCloseTo(3 / 6, 15)
    expect(fatigueRiseChance(-2, 4)).toBeCloseTo(3 / 6, 15)
    expect(fatigueRiseChance(0, 7)).toBe(1)
    expect(fatigueRiseChance(0, 20)).toBe(1)
  })
})

describe('a seeded simulation agrees with the exact odds', () => {
  it('100,000 rolls for each of four challenges fall within 5 standard errors per result', () => {
    const rolls = 100_000
    const rng = createRng('heimr-simulation')
    for (const [c, p] of [
      [3, 0],
      [0, 2],
      [-2, 1],
      [5, -1],
    ] as const) {
      const counts = new Map<number, number>()
      for (let i = 0; i < rolls; i++) {
        const { result } = rollChallenge(rng, c, p)
        counts.set(result, (counts.get(result) ?? 0) + 1)
      }
      const exact = challengeDistribution(c, p)
      const known = new Set(exact.map((r) => r.result))
      for (const result of counts.keys())
        expect(known.has(result), `C ${c} result ${result}`).toBe(true)
      for (const { result, probability } of exact) {
        const observed = (counts.get(result) ?? 0) / rolls
        const standardError = Math.sqrt((probability * (1 - probability)) / rolls)
        expect(
          Math.abs(observed - probability),
          `C ${c}, P ${p}, result ${result}`,
        ).toBeLessThanOrEqual(5 * standardError + 1e-12)
      }
    }
  })
})
