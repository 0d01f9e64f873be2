// Campaign settings for the movement rules our copy of the text leaves unreadable: how far tiny
// and fine creatures jump (Jumping prints "?" for both).
import { defineHouseRules, ruleText, type NumberHouseRule } from '../common/house-rules'
import type { HouseRules } from '../types'
import { text } from './text'

/** House rules the movement rules read; the system adds them to its own list. */
export const movementHouseRules = defineHouseRules({
  jumpTinySixteenths: ruleText<NumberHouseRule>(
    (field) => text(`movementHouseRules.jumpTinySixteenths.${field}`),
    {
      kind: 'number',
      default: 6,
      min: 1,
      max: 16,
    },
  ),
  jumpFineSixteenths: ruleText<NumberHouseRule>(
    (field) => text(`movementHouseRules.jumpFineSixteenths.${field}`),
    {
      kind: 'number',
      default: 3,
      min: 1,
      max: 16,
    },
  ),
})

/** The campaign's jump multipliers for tiny and fine creatures (defaults ⅜ and 3⁄16). */
export function jumpMultiplierSettings(rules: HouseRules = {}): { tiny: number; fine: number } {
  return {
    tiny: Math.round(movementHouseRules.read(rules, 'jumpTinySixteenths')) / 16,
    fine: Math.round(movementHouseRules.read(rules, 'jumpFineSixteenths')) / 16,
  }
}
