// Environment: falling and jumping down, and the reference tables for borders, climbs and cover.
import { formatNumber } from '../common/format'
import { RulesError } from '../types'
import type { BodyPart, HeimrData } from './model'

/** Environment: Height: up to this height difference characters move freely. */
const freeHeight = 1

export type FallKind = 'jump' | 'fall'

function assertHeight(height: number): void {
  if (!Number.isInteger(height) || height < 0 || height > 50) {
    throw new RulesError('The height must be a whole number from 0 to 50.')
  }
}

// Environment: Height: a jump or fall from height 2 or more needs an Agility check; its CR is
// twice the height for a jump, two plus twice the height for a fall (height 4: 8 and 10).
// Null below 2: no check.
export function fallRequirement(height: number, kind: FallKind): number | null {
  assertHeight(height)
  if (height <= freeHeight) return null
  return kind === 'jump' ? 2 * height : 2 + 2 * height
}

export interface FallInjury {
  /** Hit points after the failed check. */
  hitPoints: number
  /** Body parts injured (only when hit points end at 0 or less). */
  injuries: BodyPart[]
  text: string
}

// Environment: Height: a failed check puts hit points at 3 − the height (height 6: −3), armour
// or not; the injury is to the legs, and to the torso too at −4 or −5. We read "reduced to" as
// never raising hit points that are already lower, and hit points below −5 as hurting the torso
// as well (the worst case the text names).
export function fallInjury(data: HeimrData, height: number): FallInjury {
  assertHeight(height)
  if (height <= freeHeight) throw new RulesError('Below height 2 there is no fall check.')
  const target = 3 - height
  const hitPoints = Math.min(data.hitPoints.current, target)
  const injuries: BodyPart[] = []
  if (hitPoints <= 0) injuries.push('rightLeg', 'leftLeg')
  if (hitPoints <= -4) injuries.push('torso')
  const where =
    injuries.length === 0
      ? 'no injury'
      : injuries.includes('torso')
        ? 'legs and torso injured'
        : 'legs injured'
  const lower = hitPoints < target ? ` (already below 3 − ${height} = ${formatNumber(target)})` : ''
  return {
    hitPoints,
    injuries,
    text: `Hit points ${formatNumber(data.hitPoints.current)} → ${formatNumber(hitPoints)}${lower}; ${where}.`,
  }
}

/** The failed check applied: hit points down, the injuries added once each. */
export function applyFallInjury(data: HeimrData, height: number): HeimrData {
  const { hitPoints, injuries } = fallInjury(data, height)
  return {
    ...data,
    hitPoints: { ...data.hitPoints, current: hitPoints },
    injuries: [...new Set([...data.injuries, ...injuries])],
  }
}

export interface RequirementRow {
  name: string
  /** The challenge requirement, or null where no roll is needed. */
  requirement: number | null
}

// Environment: Crossing challenges (a failure stays on this side and falls prone).
export const crossingChallenges: RequirementRow[] = [
  { name: 'Window', requirement: 5 },
  { name: '1.5 m jump', requirement: 1 },
  { name: '2 m jump', requirement: 3 },
  { name: '2.5 m jump', requirement: 6 },
  { name: '3 m jump', requirement: 9 },
  { name: 'Rope swing', requirement: 4 },
]

// Environment: Height: challenge requirements for climbing (a failure falls from the height
// being reached).
export const climbingChallenges: RequirementRow[] = [
  { name: 'Ladder or stairs', requirement: null },
  { name: 'Rope ladder', requirement: 2 },
  { name: 'Rope', requirement: 4 },
  { name: 'Rock face', requirement: 6 },
  { name: 'Steep rock face', requirement: 9 },
  { name: 'Tree', requirement: 5 },
  { name: 'Stone wall', requirement: 11 },
]

/** Environment: Height: once hit while climbing, holding on is a climb check at consistency 1. */
export const holdOnConsistency = 1

export interface ConcealmentRow {
  name: string
  /** Effectiveness, or a range for darkness and weather. */
  effectiveness: { min: number; max: number }
  /** Height of the cover, or null where it does not apply. */
  height: string | null
}

// Environment: Concealment: examples with their effectiveness and height.
export const concealmentExamples: ConcealmentRow[] = [
  { name: 'Thick tree', effectiveness: { min: 2, max: 2 }, height: '4 or more' },
  { name: 'Wooden cart or crate', effectiveness: { min: 2, max: 2 }, height: '1' },
  { name: 'Shrubbery', effectiveness: { min: 1, max: 1 }, height: '1' },
  { name: 'Stone merlon', effectiveness: { min: 5, max: 5 }, height: '2' },
  { name: 'Wooden table', effectiveness: { min: 3, max: 3 }, height: '1' },
  { name: 'Tall grass', effectiveness: { min: 1, max: 1 }, height: '1' },
  { name: 'Darkness', effectiveness: { min: 1, max: 3 }, height: null },
  { name: 'Extreme weather', effectiveness: { min: 1, max: 3 }, height: null },
]

// Environment: Movement limits: how many may cross a border (the count resets at the start of
// the first one through).
export const movementLimits: { name: string; limit: number }[] = [
  { name: 'Single door', limit: 2 },
  { name: 'Thick vegetation', limit: 2 },
  { name: 'Double door', limit: 4 },
  { name: 'Window', limit: 1 },
  { name: 'Ladder', limit: 1 },
]

// Environment: Structural barriers: toughness to break through.
export const structuralBarriers: { name: string; toughness: number }[] = [
  { name: 'Regular door', toughness: 2 },
  { name: 'Strong door', toughness: 4 },
  { name: 'Regular gate', toughness: 6 },
  { name: 'Wooden wall', toughness: 4 },
  { name: 'Stone wall', toughness: 6 },
]
