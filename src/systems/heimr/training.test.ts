import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import {
  addProgress,
  describeProgress,
  divideExperience,
  progressRequired,
  trainingCost,
  trainingTotal,
} from './training'

describe('training costs (Experience points)', () => {
  it('costs 5, 10, 15, 25, 40, 65, 105 for levels 1 to 7, as the table gives', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(trainingCost)).toEqual([5, 10, 15, 25, 40, 65, 105])
  })

  it('adds up to 5, 15, 30, 55, 95, 160, 265', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(trainingTotal)).toEqual([5, 15, 30, 55, 95, 160, 265])
    expect(trainingTotal(0)).toBe(0)
  })

  it('keeps adding the previous two levels beyond the table', () => {
    for (let n = 3; n <= 30; n++)
      expect(trainingCost(n)).toBe(trainingCost(n - 1) + trainingCost(n - 2))
    expect(trainingCost(8)).toBe(170)
  })

  it('refuses levels that are not whole numbers of 1 or more', () => {
    expect(() => trainingCost(0)).toThrow(RulesError)
    expect(() => trainingCost(1.5)).toThrow('whole number of 1 or more')
    expect(() => trainingTotal(-1)).toThrow('whole number of 0 or more')
  })
})

describe('attribute progress', () => {
  it('needs the table value for the new attribute value', () => {
    expect([-2, -1, 0, 1, 2, 3, 4].map(progressRequired)).toEqual([8, 6, 4, 6, 8, 10, 12])
  })

  it('reads "4 or more" as 12 and the −2 column for anything lower', () => {
    expect(progressRequired(9)).toBe(12)
    expect(progressRequired(-3)).toBe(8)
    expect(progressRequired(-9)).toBe(8)
  })

  it('rises exactly when progress reaches the requirement, then starts again at 0', () => {
    // From −2: 6 points to −1, 4 to 0, 6 to 1, 8 to 2, 10 to 3, 12 to 4, 12 to 5.
    let value = -2
    let progress = 0
    const risesAt: number[] = []
    for (let point = 1; point <= 6 + 4 + 6 + 8 + 10 + 12 + 12; point++) {
      const step = addProgress(value, progress)
      if (step.rose) {
        expect(step.value).toBe(value + 1)
        expect(step.progress).toBe(0)
        risesAt.push(point)
      }
      ;({ value, progress } = step)
    }
    expect(risesAt).toEqual([6, 10, 16, 24, 34, 46, 58])
    expect(value).toBe(5)
  })

  it('explains progress with the numbers', () => {
    expect(describeProgress('Strength', 1, 3)).toBe('3 of 8 progress toward Strength 2')
    expect(describeProgress('Strength', -2, 0)).toBe('0 of 6 progress toward Strength −1')
  })
})

describe('divideExperience', () => {
  it('gives 10 XP among four characters as 2 each with 2 left over', () => {
    expect(divideExperience(10, 4)).toEqual({ each: 2, remainder: 2 })
  })

  it('adds what was carried over before dividing', () => {
    expect(divideExperience(10, 4, 2)).toEqual({ each: 3, remainder: 0 })
    expect(divideExperience(0, 3, 2)).toEqual({ each: 0, remainder: 2 })
    expect(divideExperience(7, 1)).toEqual({ each: 7, remainder: 0 })
  })

  it('refuses no characters, negative or fractional numbers', () => {
    expect(() => divideExperience(10, 0)).toThrow(RulesError)
    expect(() => divideExperience(10, 0)).toThrow('number of characters present')
    expect(() => divideExperience(-1, 2)).toThrow('experience to divide')
    expect(() => divideExperience(10, 2, -1)).toThrow('carried over')
    expect(() => divideExperience(2.5, 2)).toThrow(RulesError)
  })
})
