import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import {
  applyFallInjury,
  climbingChallenges,
  concealmentExamples,
  crossingChallenges,
  fallInjury,
  fallRequirement,
  movementLimits,
  structuralBarriers,
} from './environment'
import { newCharacter } from './fixtures'

const withHp = (current: number) => ({ ...newCharacter, hitPoints: { current, max: 5 } })

describe('Falling and jumping down', () => {
  it('needs no check up to height 1', () => {
    expect(fallRequirement(0, 'fall')).toBeNull()
    expect(fallRequirement(1, 'jump')).toBeNull()
  })

  it('asks twice the height for a jump and 2 + twice the height for a fall (the text: height 4 → 8 and 10)', () => {
    expect(fallRequirement(4, 'jump')).toBe(8)
    expect(fallRequirement(4, 'fall')).toBe(10)
    expect(fallRequirement(2, 'jump')).toBe(4)
    expect(() => fallRequirement(-1, 'jump')).toThrow(RulesError)
    expect(() => fallRequirement(1.5, 'jump')).toThrow(RulesError)
  })

  it('puts hit points at 3 − the height on a failure (the text: height 6 → −3), legs injured', () => {
    const result = fallInjury(withHp(4), 6)
    expect(result.hitPoints).toBe(-3)
    expect(result.injuries).toEqual(['rightLeg', 'leftLeg'])
    expect(result.text).toBe('Hit points 4 → −3; legs injured.')
  })

  it('injures the torso too at −4 or lower; no injury while hit points stay above 0', () => {
    expect(fallInjury(withHp(4), 7).injuries).toEqual(['rightLeg', 'leftLeg', 'torso'])
    expect(fallInjury(withHp(4), 8).hitPoints).toBe(-5)
    expect(fallInjury(withHp(4), 2)).toMatchObject({ hitPoints: 1, injuries: [] })
  })

  it('never raises hit points that are already lower', () => {
    expect(fallInjury(withHp(-1), 2).hitPoints).toBe(-1)
    expect(fallInjury(withHp(-1), 2).text).toContain('already below 3 − 2 = 1')
  })

  it('applies the failure once, injuries not doubled', () => {
    const once = applyFallInjury({ ...withHp(3), injuries: ['leftLeg'] }, 3)
    expect(once.hitPoints.current).toBe(0)
    expect(once.injuries).toEqual(['leftLeg', 'rightLeg'])
    expect(() => applyFallInjury(withHp(3), 1)).toThrow('Below height 2')
  })
})

describe('Environment tables', () => {
  it('hold the text’s crossing, climbing, concealment, limit and barrier values', () => {
    expect(crossingChallenges.map((r) => r.requirement)).toEqual([5, 1, 3, 6, 9, 4])
    expect(climbingChallenges.map((r) => r.requirement)).toEqual([null, 2, 4, 6, 9, 5, 11])
    expect(concealmentExamples.find((r) => r.name === 'Stone merlon')?.effectiveness).toEqual({
      min: 5,
      max: 5,
    })
    expect(concealmentExamples.find((r) => r.name === 'Darkness')?.effectiveness).toEqual({
      min: 1,
      max: 3,
    })
    expect(movementLimits.map((r) => r.limit)).toEqual([2, 2, 4, 1, 1])
    expect(structuralBarriers.map((r) => r.toughness)).toEqual([2, 4, 6, 4, 6])
  })
})
