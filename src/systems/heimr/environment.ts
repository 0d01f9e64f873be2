// Environment: falling and jumping down, and the reference tables for borders, climbs and cover.
import { formatNumber } from '../common/format'
import { RulesError } from '../types'
import type { BodyPart, HeimrData } from './model'
import { text } from './text'

/** Environment: Height: up to this height difference characters move freely. */
const freeHeight = 1

export type FallKind = 'jump' | 'fall'

function assertHeight(height: number): void {
  if (!Number.isInteger(height) || height < 0 || height > 50) {
    throw new RulesError(text('environment.height'))
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
  if (height <= freeHeight) throw new RulesError(text('environment.noFallCheck'))
  const target = 3 - height
  const hitPoints = Math.min(data.hitPoints.current, target)
  const injuries: BodyPart[] = []
  if (hitPoints <= 0) injuries.push('rightLeg', 'leftLeg')
  if (hitPoints <= -4) injuries.push('torso')
  const where =
    injuries.length === 0 ? 'none' : injuries.includes('torso') ? 'legsAndTorso' : 'legs'
  const params = {
    before: formatNumber(data.hitPoints.current),
    after: formatNumber(hitPoints),
    height,
    target: formatNumber(target),
  }
  return {
    hitPoints,
    injuries,
    text:
      hitPoints < target
        ? text(`environment.fall.${where}Lower`, params)
        : text(`environment.fall.${where}`, params),
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

type Key = Parameters<typeof text>[0]
type Under<K, P extends string> = K extends `${P}.${infer I}` ? I : never
type RowTable = 'crossing' | 'climbing' | 'concealment' | 'movement' | 'barriers'

/** A table row whose name is read in the current locale; `id` stays the same in every one. */
function row<T extends RowTable, F extends object>(
  table: T,
  id: Under<Key, `environment.${T}`>,
  fields: F,
): F & { id: string; readonly name: string } {
  const out = Object.defineProperties({ id }, Object.getOwnPropertyDescriptors(fields)) as F & {
    id: string
    readonly name: string
  }
  return Object.defineProperty(out, 'name', {
    get: () => text(`environment.${table}.${id}` as Key),
    enumerable: true,
  })
}

export interface RequirementRow {
  id: string
  readonly name: string
  /** The challenge requirement, or null where no roll is needed. */
  requirement: number | null
}

// Environment: Crossing challenges (a failure stays on this side and falls prone).
export const crossingChallenges: RequirementRow[] = [
  row('crossing', 'window', { requirement: 5 }),
  row('crossing', 'jump15', { requirement: 1 }),
  row('crossing', 'jump2', { requirement: 3 }),
  row('crossing', 'jump25', { requirement: 6 }),
  row('crossing', 'jump3', { requirement: 9 }),
  row('crossing', 'ropeSwing', { requirement: 4 }),
]

// Environment: Height: challenge requirements for climbing (a failure falls from the height
// being reached).
export const climbingChallenges: RequirementRow[] = [
  row('climbing', 'ladderOrStairs', { requirement: null }),
  row('climbing', 'ropeLadder', { requirement: 2 }),
  row('climbing', 'rope', { requirement: 4 }),
  row('climbing', 'rockFace', { requirement: 6 }),
  row('climbing', 'steepRockFace', { requirement: 9 }),
  row('climbing', 'tree', { requirement: 5 }),
  row('climbing', 'stoneWall', { requirement: 11 }),
]

/** Environment: Height: once hit while climbing, holding on is a climb check at consistency 1. */
export const holdOnConsistency = 1

export interface ConcealmentRow {
  id: string
  readonly name: string
  /** Effectiveness, or a range for darkness and weather. */
  effectiveness: { min: number; max: number }
  /** Height of the cover, or null where it does not apply. */
  readonly height: string | null
}

// Environment: Concealment: examples with their effectiveness and height.
export const concealmentExamples: ConcealmentRow[] = [
  row('concealment', 'thickTree', {
    effectiveness: { min: 2, max: 2 },
    get height() {
      return text('environment.fourOrMore')
    },
  }),
  row('concealment', 'woodenCartOrCrate', {
    effectiveness: { min: 2, max: 2 },
    height: '1',
  }),
  row('concealment', 'shrubbery', { effectiveness: { min: 1, max: 1 }, height: '1' }),
  row('concealment', 'stoneMerlon', { effectiveness: { min: 5, max: 5 }, height: '2' }),
  row('concealment', 'woodenTable', { effectiveness: { min: 3, max: 3 }, height: '1' }),
  row('concealment', 'tallGrass', { effectiveness: { min: 1, max: 1 }, height: '1' }),
  row('concealment', 'darkness', { effectiveness: { min: 1, max: 3 }, height: null }),
  row('concealment', 'extremeWeather', { effectiveness: { min: 1, max: 3 }, height: null }),
]

// Environment: Movement limits: how many may cross a border (the count resets at the start of
// the first one through).
export const movementLimits: { id: string; readonly name: string; limit: number }[] = [
  row('movement', 'singleDoor', { limit: 2 }),
  row('movement', 'thickVegetation', { limit: 2 }),
  row('movement', 'doubleDoor', { limit: 4 }),
  row('movement', 'window', { limit: 1 }),
  row('movement', 'ladder', { limit: 1 }),
]

// Environment: Structural barriers: toughness to break through.
export const structuralBarriers: { id: string; readonly name: string; toughness: number }[] = [
  row('barriers', 'regularDoor', { toughness: 2 }),
  row('barriers', 'strongDoor', { toughness: 4 }),
  row('barriers', 'regularGate', { toughness: 6 }),
  row('barriers', 'woodenWall', { toughness: 4 }),
  row('barriers', 'stoneWall', { toughness: 6 }),
]
