import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { helmetedToromeen as fixtureArmored, toromeen } from './fixtures'
import { levelUp } from './levels'
import { mojoBidOutcome, planAttackRoll, planScoreRoll, resolveRoll } from './rolls'

const second = levelUp(toromeen, 'warrior', 8).data

describe('score rolls', () => {
  it('rolls at or under perception 4 with the exact chance (Toromeen and the goblins)', () => {
    const plan = planScoreRoll(second, 'perception')
    expect(plan.target).toBe(4)
    expect(plan.chance).toBe(0.2)
    expect(plan.archetypal).toBe(false)
    expect(resolveRoll(plan, 4).success).toBe(true)
    expect(resolveRoll(plan, 6)).toMatchObject({ success: false, mojoNeeded: 2 })
  })

  it('applies modifiers and the injury penalty', () => {
    const plan = planScoreRoll({ ...second, injuries: 2 }, 'fortitude', [
      { label: 'easy', amount: 2 },
    ])
    expect(plan.target).toBe(11)
    expect(plan.archetypal).toBe(true)
    expect(plan.explanation).toContain('roll 11 or less')
  })

  it('gives a full helmet’s −1 to perception', () => {
    expect(planScoreRoll(fixtureArmored, 'perception').target).toBe(2)
  })

  it('chance is target/20 clamped, for any target (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (amount) => {
        const plan = planScoreRoll(second, 'evasion', [{ label: 'x', amount }])
        expect(plan.chance).toBe(Math.min(Math.max(plan.target, 0), 20) / 20)
      }),
    )
  })
})

describe('attack rolls', () => {
  it('Toromeen against the Yeti (defense 3) needs 12 or less', () => {
    const plan = planAttackRoll(second, { targetDefense: 3 })
    expect(plan.target).toBe(12)
    expect(plan.chance).toBe(0.6)
    expect(plan.archetypal).toBe(true)
    expect(resolveRoll(plan, 17).success).toBe(false)
    expect(resolveRoll(plan, 6).success).toBe(true)
  })

  it('a full helmet is −1 to attack', () => {
    expect(planAttackRoll(fixtureArmored).target).toBe(13)
  })

  it('rolls with the seedable roller', () => {
    const plan = planAttackRoll(second)
    expect(resolveRoll(plan, createRng(1)).roll).toBe(resolveRoll(plan, createRng(1)).roll)
    expect(() => resolveRoll(plan, 21)).toThrow(RangeError)
  })
})

describe('mojo bids', () => {
  it('costs what is needed, keeps the excess, costs nothing when too small', () => {
    expect(mojoBidOutcome(4, 6)).toEqual({ succeeds: true, spent: 4, kept: 2 })
    expect(mojoBidOutcome(4, 3)).toEqual({ succeeds: false, spent: 0, kept: 3 })
  })
})
