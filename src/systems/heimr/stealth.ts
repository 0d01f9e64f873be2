// Hiding and observing: the hide result as a requirement, soft sounds, and the observation bonus.
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import { termTable } from '../common/text'
import type { HeimrData } from './model'
import { text } from './text'

/** The standard abilities hiding and observing roll (Standard abilities). */
export const hideAbilityId = 'survival'
export const observeAbilityId = 'perception'

/** Positions: Hidden: each soft sound lowers the hide result by this much. */
const softSoundCost = 2

// List of combat actions: Hide: the Survival result becomes the requirement perception checks
// must reach; the character is hidden (and so concealed).
export function hide(data: HeimrData, survivalResult: number): HeimrData {
  if (!Number.isInteger(survivalResult) || survivalResult < -99 || survivalResult > 999) {
    throw new RulesError(text('stealth.hideResult'))
  }
  const positions = data.positions.includes('hidden')
    ? data.positions
    : [...data.positions, 'hidden' as const]
  return { ...data, positions, hideRequirement: survivalResult }
}

// Positions: Hidden: every soft sound (a whisper, a shot, a throw) lowers the hide result by 2.
export function softSound(data: HeimrData): HeimrData {
  if (data.hideRequirement === undefined) {
    throw new RulesError(text('stealth.notHiding'))
  }
  return { ...data, hideRequirement: Math.max(-99, data.hideRequirement - softSoundCost) }
}

// Positions: Hidden: a loud sound gives the character away (or she leaves her hiding place).
export function giveAway(data: HeimrData): HeimrData {
  const { hideRequirement: _gone, ...rest } = data
  return { ...rest, positions: data.positions.filter((p) => p !== 'hidden') }
}

export const observationPlaces = ['elsewhere', 'bordering', 'same'] as const
export type ObservationPlace = (typeof observationPlaces)[number]

export const observationPlaceLabels: Readonly<Record<ObservationPlace, string>> = termTable(
  observationPlaces,
  (place) => text(`stealth.place.${place}`),
)

// List of combat actions: Observation: perception on a square gets +2 potential in the same
// location, +1 in a location bordering it.
export function observationModifier(place: ObservationPlace): RollModifier | null {
  const value = { elsewhere: 0, bordering: 1, same: 2 }[place]
  if (value === 0) return null
  return {
    label: place === 'same' ? text('stealth.observingOwn') : text('stealth.observingBordering'),
    value,
    rule: 'List of combat actions: Observation',
  }
}
