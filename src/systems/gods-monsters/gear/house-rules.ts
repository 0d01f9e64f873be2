// Campaign settings for equipment numbers the text leaves open.
import { defineHouseRules } from '../../common/house-rules'
import type { HouseRules } from '../../types'

/** House rules the equipment rules read; the system adds them to its own list. */
export const gearHouseRules = defineHouseRules({
  gearUnlistedCarriedArmorMultiplier: {
    label: 'Carried bulk of scale mail and full helmets',
    description:
      'Multiplies the worn bulk of scale mail and of a full helmet when carried instead of worn.',
    kind: 'number',
    default: 1,
    source:
      'The Armor table note doubles cloth, leather, shields and chain and triples splint and plate when carried, but names neither scale mail nor the full helmet; by default they keep their listed bulk',
    min: 1,
    max: 3,
  },
  gearCarryCountsBulk: {
    label: 'Carry limits total bulk',
    description:
      'Compare Carry with the total bulk carried instead of with the number of items on the carry list.',
    kind: 'boolean',
    default: false,
    source:
      'The text counts containers as one item “in their carry list” and limits each item’s bulk to Strength; Toromeen carries 32 bulk with a Carry of 13 and the text raises nothing, so by default Carry counts items',
  },
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
