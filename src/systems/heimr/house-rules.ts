// Campaign settings for numbers the Heimr Tabletop Core leaves to the LARP documents or the GM.
import { defineHouseRules, ruleText, type NumberHouseRule } from '../common/house-rules'
import { text } from './text'
import type { HouseRules } from '../types'

export const heimrHouseRules = defineHouseRules({
  startingHitPoints: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.startingHitPoints.${field}`),
    {
      kind: 'number',
      default: 3,
      min: 0,
      max: 99,
    },
  ),
  startingWillpower: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.startingWillpower.${field}`),
    {
      kind: 'number',
      default: 3,
      min: 0,
      max: 99,
    },
  ),
  startingExperience: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.startingExperience.${field}`),
    {
      kind: 'number',
      default: 0,
      min: 0,
      max: 10_000,
    },
  ),
  defaultBaseConsistency: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.defaultBaseConsistency.${field}`),
    {
      kind: 'number',
      default: 0,
      min: -2,
      max: 3,
    },
  ),
  coverInDarkness: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.coverInDarkness.${field}`),
    {
      kind: 'number',
      default: 0,
      min: 0,
      max: 3,
    },
  ),
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
