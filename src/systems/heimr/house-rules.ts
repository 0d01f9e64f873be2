// Campaign settings for numbers the Heimr Tabletop Core leaves to the LARP documents or the GM.
import { defineHouseRules } from '../common/house-rules'
import type { HouseRules } from '../types'

export const heimrHouseRules = defineHouseRules({
  startingHitPoints: {
    label: 'Starting hit points',
    description: 'Maximum hit points of a new character.',
    kind: 'number',
    default: 3,
    source:
      'The Heimr LARP rules define hit points; this text does not, so 3 is a placeholder to set per campaign',
    min: 0,
    max: 99,
  },
  startingWillpower: {
    label: 'Starting willpower',
    description: 'Maximum willpower of a new character (also the potential of initiative rolls).',
    kind: 'number',
    default: 3,
    source:
      'The Heimr LARP rules define willpower; this text does not, so 3 is a placeholder to set per campaign',
    min: 0,
    max: 99,
  },
  startingExperience: {
    label: 'Starting Experience',
    description: 'Experience a new character starts with, to spend on training.',
    kind: 'number',
    default: 0,
    source: 'The text gives no starting Experience; characters earn it from encounters',
    min: 0,
    max: 10_000,
  },
  defaultBaseConsistency: {
    label: 'Base consistency of the standard abilities',
    description: 'Base consistency given to the six standard abilities of a new character.',
    kind: 'number',
    default: 0,
    source:
      'The game master provides base consistency; the text only gives the range −2 to +3, so 0 is a placeholder',
    min: -2,
    max: 3,
  },
  coverInDarkness: {
    label: 'Darkness or weather on cover',
    description:
      'Consistency that darkness or extreme weather adds to the concealment of cover (a tree, a merlon) an attacker shoots at.',
    kind: 'number',
    default: 0,
    source:
      'The text says darkness and extreme weather improve other concealment but gives no number, so 0 until the campaign sets one',
    min: 0,
    max: 3,
  },
})

/** Maximum hit points of a new character (house rule, default 3). */
export function startingHitPoints(rules: HouseRules): number {
  return Math.round(heimrHouseRules.read(rules, 'startingHitPoints'))
}

/** Maximum willpower of a new character (house rule, default 3). */
export function startingWillpower(rules: HouseRules): number {
  return Math.round(heimrHouseRules.read(rules, 'startingWillpower'))
}

/** Experience a new character starts with (house rule, default 0). */
export function startingExperience(rules: HouseRules): number {
  return Math.round(heimrHouseRules.read(rules, 'startingExperience'))
}

/** Base consistency of the standard abilities (house rule, default 0). */
export function defaultBaseConsistency(rules: HouseRules): number {
  return Math.round(heimrHouseRules.read(rules, 'defaultBaseConsistency'))
}

/** What darkness or extreme weather adds to cover's concealment (house rule, default 0). */
export function coverInDarkness(rules: HouseRules): number {
  return Math.round(heimrHouseRules.read(rules, 'coverInDarkness'))
}
