// Campaign settings for numbers the Symbaroum rules text leaves open.
import { defineHouseRules, ruleText, type NumberHouseRule } from '../common/house-rules'
import { text } from './text'
import type { HouseRules } from '../types'

export const symbaroumHouseRules = defineHouseRules({
  attributePointTotal: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.attributePointTotal.${field}`),
    { kind: 'number', default: 80, min: 40, max: 120 },
  ),
  startingExperience: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.startingExperience.${field}`),
    { kind: 'number', default: 50, min: 0, max: 500 },
  ),
  largestDifficulty: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.largestDifficulty.${field}`),
    { kind: 'number', default: 5, min: 1, max: 10 },
  ),
})

/** The attribute total for this campaign (house rule, default 80). */
export function attributePointTotal(rules: HouseRules): number {
  return Math.round(symbaroumHouseRules.read(rules, 'attributePointTotal'))
}

/** The Experience a new character starts with (house rule, default 50). */
export function startingExperience(rules: HouseRules): number {
  return Math.round(symbaroumHouseRules.read(rules, 'startingExperience'))
}

/** How far a test's difficulty may go either way (house rule, default ±5: "typically +5 to −5"). */
export function largestDifficulty(rules: HouseRules): number {
  return Math.round(symbaroumHouseRules.read(rules, 'largestDifficulty'))
}
