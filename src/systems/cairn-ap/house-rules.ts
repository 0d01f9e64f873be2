// Campaign settings for numbers the Cairn AP and Grimoire variant leaves open.
import {
  defineHouseRules,
  ruleText,
  type HouseRuleDefinition,
  type NumberHouseRule,
} from '../common/house-rules'
import type { HouseRules } from '../types'
import { text } from './text'

type BooleanHouseRule = Extract<HouseRuleDefinition, { kind: 'boolean' }>

export const cairnHouseRules = defineHouseRules({
  // The variant never states the total; Mishap 19 leaving "only 5" implies more. 10 is the slot
  // count of Cairn, the game it varies.
  inventorySlots: ruleText<NumberHouseRule>((field) => text(`houseRules.inventorySlots.${field}`), {
    kind: 'number',
    default: 10,
    min: 1,
    max: 30,
  }),
  // The text says to roll for gold pieces at creation but gives no dice.
  startingGold: ruleText<NumberHouseRule>((field) => text(`houseRules.startingGold.${field}`), {
    kind: 'number',
    default: 0,
    min: 0,
    max: 10_000,
  }),
  // The text calls the Die of Fate optional.
  dieOfFate: ruleText<BooleanHouseRule>((field) => text(`houseRules.dieOfFate.${field}`), {
    kind: 'boolean',
    default: false,
  }),
  // The initiative roll has the groups take turns but does not say which group starts.
  highestGroupStarts: ruleText<BooleanHouseRule>(
    (field) => text(`houseRules.highestGroupStarts.${field}`),
    { kind: 'boolean', default: true },
  ),
})

/** Campaign slot total (house rule, default 10 from Cairn). */
export function campaignSlots(rules: HouseRules): number {
  return Math.round(cairnHouseRules.read(rules, 'inventorySlots'))
}

/** Starting gold (house rule, default 0). */
export function startingGold(rules: HouseRules): number {
  return Math.round(cairnHouseRules.read(rules, 'startingGold'))
}

/** Whether the campaign uses the optional Die of Fate (house rule, default off). */
export function usesDieOfFate(rules: HouseRules): boolean {
  return cairnHouseRules.read(rules, 'dieOfFate')
}
