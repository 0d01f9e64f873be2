// Searching and tracking (Actions and consequences): perception rolls with the obstacle size of
// the area or the distance, −1 per day since the tracks were made, a bonus for the size of the
// group tracked, and the penalty that covered tracks give.
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import { obstaclePenalty } from './combat'
import { text } from './text'

const searchingRule = 'Actions and consequences: Searching'
const trackingRule = 'Actions and consequences: Tracking'

type Quantity = 'side' | 'groupSize' | 'days' | 'distance' | 'coveredBy'

function wholeAtLeast(value: number, least: number, what: Quantity): void {
  if (!Number.isInteger(value) || value < least || value > 1_000_000) {
    throw new RulesError(text(`searching.notWhole.${what}`, { least, value }))
  }
}

// Obstacle size: searching a 20-foot square is −1, a 40-foot square −2 (the side in tens of feet).
export function searchModifiers(sideFeet: number): RollModifier[] {
  wholeAtLeast(sideFeet, 1, 'side')
  const size = Math.max(1, Math.floor(sideFeet / 10))
  const penalty = obstaclePenalty(size)
  return penalty > 0
    ? [
        {
          label: text('searching.area', { feet: sideFeet }),
          value: -penalty,
          rule: `${searchingRule}; Contests: Obstacle size`,
        },
      ]
    : []
}

/** Group Effort Bonuses: 1 → 0, 2–3 → 1, 4–7 → 2 … 1024 and more → 10. */
export function groupSizeBonus(count: number): number {
  wholeAtLeast(count, 1, 'groupSize')
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
  wholeAtLeast(t.days, 0, 'days')
  wholeAtLeast(t.distanceYards, 0, 'distance')
  wholeAtLeast(t.coveredBy, 0, 'coveredBy')
  const out: RollModifier[] = []
  if (t.days > 0)
    out.push({
      label: text('searching.daysOld', { count: t.days }),
      value: -t.days,
      rule: trackingRule,
    })
  const group = groupSizeBonus(t.groupSize)
  if (group > 0) {
    out.push({
      label: text('searching.group', { count: t.groupSize }),
      value: group,
      rule: `${trackingRule}; Group Effort Bonuses`,
    })
  }
  const unit = t.urban ? 100 : 440
  const size = Math.max(1, Math.floor(t.distanceYards / unit))
  const penalty = obstaclePenalty(size)
  if (penalty > 0) {
    out.push({
      label: text(t.urban ? 'searching.distanceTown' : 'searching.distanceWild', {
        yards: t.distanceYards,
      }),
      value: -penalty,
      rule: `${trackingRule}; Contests: Obstacle size`,
    })
  }
  if (t.coveredBy > 0)
    out.push({ label: text('searching.covered'), value: -t.coveredBy, rule: trackingRule })
  return out
}
