// Attitude: how GM characters feel about the company, picked or rolled on a d6 table; an
// aggressive company rolls 2d6 and keeps the lower, a peaceful one keeps the higher.
import { rollDie, type Rng } from '../common/dice'
import { termTable } from '../common/text'
import { text } from './text'

export const attitudeIds = ['hostile', 'unfriendly', 'neutral', 'friendly'] as const
export type AttitudeId = (typeof attitudeIds)[number]

/** Our own short reminders of each level. */
export const attitudeLabels: Record<AttitudeId, { label: string; hint: string }> =
  Object.fromEntries(
    attitudeIds.map((id) => [
      id,
      {
        get label() {
          return text(`attitude.${id}.label`)
        },
        get hint() {
          return text(`attitude.${id}.hint`)
        },
      },
    ]),
  ) as Record<AttitudeId, { label: string; hint: string }>

export const attitudeApproaches = ['aggressive', 'usual', 'peaceful'] as const
export type AttitudeApproach = (typeof attitudeApproaches)[number]

export const attitudeApproachLabels = termTable(attitudeApproaches, (id) => text(`approach.${id}`))

// Attitude table: 1 hostile, 2–3 unfriendly, 4–5 neutral, 6 friendly.
export function attitudeFor(d6: number): AttitudeId {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6)
    throw new RangeError(`A d6 shows 1 to 6 (got ${d6}).`)
  return d6 === 1 ? 'hostile' : d6 <= 3 ? 'unfriendly' : d6 <= 5 ? 'neutral' : 'friendly'
}

/** Exact chance of each face 1..6 that counts: d6, or the lower or higher of 2d6 (in 36ths). */
function faceChances(approach: AttitudeApproach): number[] {
  const faces = [1, 2, 3, 4, 5, 6]
  if (approach === 'usual') return faces.map(() => 1 / 6)
  // The lower of 2d6 is k in 13 − 2k of 36 cases; the higher is k in 2k − 1 of 36.
  return faces.map((k) => (approach === 'aggressive' ? 13 - 2 * k : 2 * k - 1) / 36)
}

/** Exact chance of each attitude for the approach. */
export function attitudeOdds(approach: AttitudeApproach): Record<AttitudeId, number> {
  const odds: Record<AttitudeId, number> = { hostile: 0, unfriendly: 0, neutral: 0, friendly: 0 }
  faceChances(approach).forEach((p, i) => (odds[attitudeFor(i + 1)] += p))
  return odds
}

export interface AttitudeRoll {
  dice: number[]
  /** The die that counts. */
  kept: number
  attitude: AttitudeId
}

export function rollAttitude(rng: Rng, approach: AttitudeApproach): AttitudeRoll {
  const dice = approach === 'usual' ? [rollDie(rng, 6)] : [rollDie(rng, 6), rollDie(rng, 6)]
  const kept = approach === 'peaceful' ? Math.max(...dice) : Math.min(...dice)
  return { dice, kept, attitude: attitudeFor(kept) }
}
