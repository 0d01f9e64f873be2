import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import {
  aftermath,
  decisionDelay,
  groupEffortBonus,
  groupRoll,
  massUnit,
  median,
} from './group-effort'

describe('Group Effort Bonuses', () => {
  it('reads the chart by group size', () => {
    expect([1, 2, 3, 4, 7, 8, 15, 16, 12, 1023, 1024, 5000].map(groupEffortBonus)).toEqual([
      0, 1, 1, 2, 2, 3, 3, 4, 3, 9, 10, 10,
    ])
    expect(() => groupEffortBonus(0)).toThrow(RulesError)
  })

  it('takes the median, averaging the middle two', () => {
    expect(median([9, 10, 11, 13, 39])).toBe(11)
    expect(median([0, 2])).toBe(1)
    expect(() => median([])).toThrow(RulesError)
  })

  it('follows the historians: 17 and 17 need 18 or less, assisting with +1', () => {
    const r = groupRoll([17, 17], [2, 0])
    expect(r.bonus).toBe(1)
    expect(r.extraActions).toBe(1)
    expect(r.target).toBe(18)
    expect(r.medianFieldBonus).toBe(1)
    expect(r.explanation).toContain('roll 18 or less')
    expect(groupRoll([12, 13]).target).toBe(13)
  })
})

describe('Group Effort Decisions; Leaving a Group; Leaders', () => {
  it('delays a change by the bonus, a failed morale roll by what it missed by, a leader less', () => {
    expect(decisionDelay(3)).toBe(3)
    expect(decisionDelay(3, { moraleMissedBy: 2 })).toBe(2)
    expect(decisionDelay(3, { moraleMissedBy: 7 })).toBe(3)
    expect(decisionDelay(3, { leaderMadeBy: 2 })).toBe(1)
    expect(decisionDelay(3, { leaderMadeBy: 5 })).toBe(0)
  })
})

describe('Mass Conflict', () => {
  it('gives twelve goblins of 5 survival 20 survival points', () => {
    const unit = massUnit(12, 5, 10)
    expect(unit.bonus).toBe(3)
    expect(unit.survival).toBe(20)
    expect(unit.movement).toBe(40)
  })

  it('picks the aftermath die and splits the evasion rolls evenly', () => {
    // 21 damage on a unit of 8 (+3): 7 each at most, a d8.
    expect(aftermath(8, 21, 8).die).toBe(8)
    // 15 at most: a d20; 8 or less of 20 members: 8 make it, 12 fail.
    const twenty = aftermath(20, 60, 8)
    expect(twenty.maxPerMember).toBe(15)
    expect(twenty.die).toBe(20)
    expect(twenty.unhurt).toBe(8)
    expect(twenty.injured).toBe(12)
    expect(aftermath(4, 0, 10).die).toBeNull()
    expect(aftermath(2, 30, 10).die).toBeNull()
    expect(aftermath(2, 30, 10).overD20).toBe(true)
    expect(() => aftermath(4, -1, 10)).toThrow(RulesError)
  })
})
