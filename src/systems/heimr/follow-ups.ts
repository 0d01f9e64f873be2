// Checks the rules call for after something happens, and what their outcome does to the
// character: crossing a border, holding on while climbing, waking up, a skill while weakened,
// and an item broken.
import { RulesError } from '../types'
import { modifierTotal } from '../common/roll-model'
import { abilityChallenge, type Challenge } from './abilities'
import { isWeakened } from './effects'
import { holdOnConsistency } from './environment'
import { lastingPenaltyModifiers } from './penalties'
import type { HeimrData } from './model'
import { text } from './text'

/** Standard abilities: jumping and climbing use Agility; noticing things, Perception. */
const agilityId = 'agility'
const perceptionId = 'perception'

function standardChallenge(data: HeimrData, abilityId: 'agility' | 'perception'): Challenge {
  if (!Object.prototype.hasOwnProperty.call(data.abilities, abilityId)) {
    throw new RulesError(text(`followUps.noAbility.${abilityId}`))
  }
  const lasting = modifierTotal(lastingPenaltyModifiers(data, { ability: abilityId }))
  return abilityChallenge(data, abilityId, -lasting)
}

/** Environment: Crossing challenges: an Agility roll against the border's CR. */
export function crossingChallenge(data: HeimrData): Challenge {
  return standardChallenge(data, agilityId)
}

// Environment: Crossing challenges: a failure does not get across, and the character falls prone.
export function failCrossing(data: HeimrData): HeimrData {
  if (data.positions.includes('prone')) return data
  return { ...data, positions: [...data.positions, 'prone'] }
}

// Positions: Climbing; Environment: Height: hit while climbing, a climb check "with a consistency
// of one" to hold on: the text fixes the consistency, so Agility gives only its potential.
export function holdOnChallenge(data: HeimrData): Challenge {
  const agility = standardChallenge(data, agilityId)
  return {
    ...agility,
    consistency: holdOnConsistency,
    explanation: text('followUps.holdOn', {
      consistency: holdOnConsistency,
      potential: agility.potential,
    }),
  }
}

// Environment: Height: failing the climb check, the character falls and is no longer climbing;
// the fall itself is the fall check.
export function loseHold(data: HeimrData): HeimrData {
  return { ...data, positions: data.positions.filter((p) => p !== 'climbing') }
}

/** Positions: Sleeping: waking to a soft sound is CR 9, to a louder one CR 5. */
export const wakeRequirements = { soft: 9, loud: 5 } as const
export type WakeSound = keyof typeof wakeRequirements

/** Positions: Sleeping: waking is a perception check. */
export function wakeChallenge(data: HeimrData): Challenge {
  if (!data.positions.includes('sleeping')) throw new RulesError(text('followUps.notSleeping'))
  return standardChallenge(data, perceptionId)
}

// Positions: Sleeping: a passed check wakes the character. Only the sleep ends: lying prone or
// being helpless for another reason is left as it is.
export function wakeUp(data: HeimrData): HeimrData {
  return { ...data, positions: data.positions.filter((p) => p !== 'sleeping') }
}

/** Effects: Weaken: every skill costs one more willpower while weakened. */
const weakenSurcharge = 1

// Effects: Weaken. Skills and their costs are in the LARP documents, so the player enters the
// cost; a weakened character pays one more.
export function skillWillpowerCost(data: HeimrData, cost: number): number {
  if (!Number.isInteger(cost) || cost < 0 || cost > 99) {
    throw new RulesError(text('followUps.skillCost'))
  }
  return cost + (isWeakened(data) ? weakenSurcharge : 0)
}

/** Uses a skill: its willpower cost (plus Weaken's) comes off willpower; refused if short. */
export function useSkill(data: HeimrData, cost: number): { data: HeimrData; paid: number } {
  const paid = skillWillpowerCost(data, cost)
  if (paid > data.willpower.current) {
    const params = { paid, left: data.willpower.current }
    throw new RulesError(
      paid > cost
        ? text('followUps.skillShortWeakened', params)
        : text('followUps.skillShort', params),
    )
  }
  return {
    data: { ...data, willpower: { ...data.willpower, current: data.willpower.current - paid } },
    paid,
  }
}

// Effects: Break: a break strong enough destroys the item. How strong is enough is in the Items
// rules, which this text does not have, so the player says so and the item is struck off.
export function destroyItem(data: HeimrData, itemId: string): HeimrData {
  if (!data.items.some((i) => i.id === itemId)) throw new RulesError(text('followUps.noItem'))
  return { ...data, items: data.items.filter((i) => i.id !== itemId) }
}
