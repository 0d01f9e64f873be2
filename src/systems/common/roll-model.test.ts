import { describe, expect, it } from 'vitest'
import { describeModifiers, modifierTotal } from './roll-model'
import { chanceAbove, combineDistributions, meanOf, sumDistribution } from './dice'

describe('the roll model', () => {
  const modifiers = [
    { label: 'Advantage', value: 2, rule: 'Advantage' },
    { label: "Target's Defense 12", value: -2, rule: 'Combat Action' },
    { label: 'Aimed', value: -2, rule: 'Aimed attacks' },
  ]

  it('totals the modifiers', () => {
    expect(modifierTotal(modifiers)).toBe(-2)
    expect(modifierTotal([])).toBe(0)
  })

  it('describes them in a line for the roll log, extra dice included', () => {
    expect(
      describeModifiers([...modifiers, { label: 'Advantage damage', dice: '1d4', rule: 'x' }]),
    ).toBe("Advantage +2, Target's Defense 12 −2, Aimed −2, Advantage damage +1d4")
  })
})

describe('distributions', () => {
  it('sum dice exactly: 2d6 as 1d6 + 1d6', () => {
    const two = sumDistribution(['1d6', '1d6'])
    expect(two.get(7)).toBeCloseTo(6 / 36, 12)
    expect(two.get(2)).toBeCloseTo(1 / 36, 12)
    expect([...two.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(meanOf(two)).toBeCloseTo(7, 12)
  })

  it('combine two independent rolls with any rule, e.g. keep the highest', () => {
    const d4 = sumDistribution(['1d4'])
    const best = combineDistributions(d4, d4, Math.max)
    // P(max = 4) = 1 − (3/4)² = 7/16
    expect(best.get(4)).toBeCloseTo(7 / 16, 12)
    expect(chanceAbove(best, 3)).toBeCloseTo(7 / 16, 12)
    expect(chanceAbove(best, 0)).toBeCloseTo(1, 12)
  })
})
