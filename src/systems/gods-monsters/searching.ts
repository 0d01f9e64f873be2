// Searching and tracking (Actions and consequences): perception rolls with the obstacle size of
// the area or the distance, −1 per day since the tracks were made, a bonus for the size of the
// group tracked, and the penalty that covered tracks give.
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import { obstaclePenalty } from './combat'

const searchingRule = 'Actions and consequences: Searching'
const trackingRule = 'Actions and consequences: Tracking'

function wholeAtLeast(value: number, least: number, what: string): void {
  if (!Number.isInteger(value) || value < least || value > 1_000_000) {
    throw new RulesError(`${what} must be a whole number of ${least} or more (got ${value}).`)
  }
}

// Obstacle size: searching a 20-foot square is −1, a 40-foot square −2 (the side in tens of feet).
export function searchModifiers(sideFeet: number): RollModifier[] {
  wholeAtLeast(sideFeet, 1, 'The side of the area in feet')
  const size = Math.max(1, Math.floor(sideFeet / 10))
  const penalty = obstaclePenalty(size)
  return penalty > 0
    ? [
        {
          label: `area ${sideFeet} feet across`,
          value: -penalty,
          rule: `${searchingRule}; Contests: Obstacle size`,
        },
      ]
    : []
}

/** Group Effort Bonuses: 1 → 0, 2–3 → 1, 4–7 → 2 … 1024 and more → 10. */
export function groupSizeBonus(count: number): number {
  wholeAtLeast(count, 1, 'The group size')
  return Math.min(10, Math.floor(Math.log2(count)))
}

export interface TrackingSituation {
  /** Days since the creatures passed. */
  days: number
  /** How many creatures passed. */
  groupSize: number
  /** How far the tracks are followed, in yards. */
  distanceYards: number
  /** In a town or other man-made area (obstacle size 100 yards), else in the wild (¼ mile). */
  urban: boolean
  /** What the quarry made its roll to cover its tracks by; 0 when the tracks are not covered. */
  coveredBy: number
}

/**
 * Tracking: −1 per day since the creatures passed; the group-size bonus of the Group Effort
 * chart; the obstacle size of the distance (a quarter mile, 440 yards, in the wild, 100 yards
 * in a man-made area); and covered tracks at a penalty of what the cover roll was made by.
 */
export function trackingModifiers(t: TrackingSituation): RollModifier[] {
  wholeAtLeast(t.days, 0, 'Days since the tracks were made')
  wholeAtLeast(t.distanceYards, 0, 'The distance in yards')
  wholeAtLeast(t.coveredBy, 0, 'What the tracks were covered by')
  const out: RollModifier[] = []
  if (t.days > 0)
    out.push({
      label: `${t.days} day${t.days === 1 ? '' : 's'} old`,
      value: -t.days,
      rule: trackingRule,
    })
  const group = groupSizeBonus(t.groupSize)
  if (group > 0) {
    out.push({
      label: `group of ${t.groupSize}`,
      value: group,
      rule: `${trackingRule}; Group Effort Bonuses`,
    })
  }
  const unit = t.urban ? 100 : 440
  const size = Math.max(1, Math.floor(t.distanceYards / unit))
  const penalty = obstaclePenalty(size)
  if (penalty > 0) {
    out.push({
      label: `${t.distanceYards} yards (${t.urban ? '100 yards' : 'a quarter mile'} a step)`,
      value: -penalty,
      rule: `${trackingRule}; Contests: Obstacle size`,
    })
  }
  if (t.coveredBy > 0)
    out.push({ label: 'tracks covered', value: -t.coveredBy, rule: trackingRule })
  return out
}
