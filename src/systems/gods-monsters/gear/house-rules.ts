// Campaign settings for equipment numbers the text leaves open.
import {
  defineHouseRules,
  ruleText,
  type HouseRuleDefinition,
  type NumberHouseRule,
} from '../../common/house-rules'
import type { HouseRules } from '../../types'
import { text } from '../text'

type BooleanRule = Extract<HouseRuleDefinition, { kind: 'boolean' }>

/** House rules the equipment rules read; the system adds them to its own list. */
export const gearHouseRules = defineHouseRules({
  gearUnlistedCarriedArmorMultiplier: ruleText<NumberHouseRule>(
    (field) => text(`gearHouseRules.gearUnlistedCarriedArmorMultiplier.${field}`),
    {
      kind: 'number',
      default: 1,
      min: 1,
      max: 3,
    },
  ),
  gearCarryCountsBulk: ruleText<BooleanRule>(
    (field) => text(`gearHouseRules.gearCarryCountsBulk.${field}`),
    {
      kind: 'boolean',
      default: false,
    },
  ),
})

/** Load options from the campaign's house rules (defaults where unset). */
export function loadOptionsFromHouseRules(rules: HouseRules = {}): {
  carryMeasure: 'items' | 'bulk'
  unlistedArmorMultiplier: number
} {
  const resolved = gearHouseRules.resolve(rules)
  return {
    carryMeasure: resolved.gearCarryCountsBulk ? 'bulk' : 'items',
    unlistedArmorMultiplier: resolved.gearUnlistedCarriedArmorMultiplier,
  }
}
