import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import {
  cannotFail,
  contestDoublings,
  contestOdds,
  contestOutcome,
  contestTimeStep,
  resolveContest,
} from './contests'

describe('Contests: Contested actions', () => {
  it('decides one exchange by who succeeds, with the acting side failing when both fail', () => {
    expect(contestOutcome('acting', true, false)).toBe('win')
    expect(contestOutcome('acting', false, true)).toBe('lose')
    expect(contestOutcome('acting', false, false)).toBe('lose')
    expect(contestOutcome('resisting', false, false)).toBe('win')
    expect(contestOutcome('same-goal', false, false)).toBe('draw')
    expect(contestOutcome('same-goal', true, true)).toBe('again')
  })

  it('gives exact odds of one exchange and of the contest once both keep trying', () => {
    const odds = contestOdds(10, 10, 'acting')
    expect(odds.multiplier).toBe(1)
    expect(odds.once.win).toBeCloseTo(0.25)
    expect(odds.once.lose).toBeCloseTo(0.5)
    expect(odds.once.again).toBeCloseTo(0.25)
    // Both succeed a quarter of the time and roll again: 0.25 / 0.75 of the rest.
    expect(odds.eventually.win).toBeCloseTo(1 / 3)
    expect(odds.eventually.lose).toBeCloseTo(2 / 3)
    const same = contestOdds(10, 10, 'same-goal')
    expect(same.eventually.draw).toBeCloseTo(1 / 3)
    expect(same.eventually.win).toBeCloseTo(1 / 3)
  })

  it('doubles both final rolls when neither side can fail, one step of time later', () => {
    expect(cannotFail(20)).toBe(true)
    expect(cannotFail(19)).toBe(false)
    expect(contestDoublings(22, 25)).toBe(1)
    expect(contestDoublings(40, 45)).toBe(2)
    expect(contestDoublings(12, 25)).toBe(0)
    // A player may ask for the doubling when only the opponent cannot fail.
    expect(contestDoublings(12, 25, true)).toBe(1)
    const odds = contestOdds(22, 25, 'acting', { startStep: 1 })
    expect(odds.multiplier).toBe(2)
    expect(odds.step).toBe(2)
    // d20 × 2 at or under 22: 1 to 11.
    expect(odds.once.again).toBeCloseTo((11 / 20) * (12 / 20))
    const exchange = resolveContest(odds, 'acting', 12, 3)
    expect(exchange.mineFinal).toBe(24)
    expect(exchange.outcome).toBe('lose')
    expect(exchange.mojoNeeded).toBe(2)
  })

  it('names the steps of time, then counts days', () => {
    expect(contestTimeStep(0)).toBe('immediately')
    expect(contestTimeStep(2)).toBe('one minute')
    expect(contestTimeStep(5)).toBe('one day')
    expect(contestTimeStep(6)).toBe('2 days')
    expect(contestTimeStep(7)).toBe('3 days')
    expect(() => contestTimeStep(-1)).toThrow(RulesError)
  })

  it('keeps trying when both succeed and refuses a roll off the die', () => {
    const odds = contestOdds(15, 12, 'resisting')
    const both = resolveContest(odds, 'resisting', 4, 5)
    expect(both.outcome).toBe('again')
    expect(both.explanation).toContain('keep trying (one round)')
    expect(() => resolveContest(odds, 'resisting', 0, 5)).toThrow(RulesError)
    expect(() => contestOdds(1.5, 3, 'acting')).toThrow(RulesError)
  })

  it('never ends when neither side can ever fail', () => {
    expect(contestOdds(-1, -3, 'same-goal').eventually.draw).toBe(1)
  })
})
