// Campaign settings for numbers the Cairn AP and Grimoire variant leaves open.
import { defineHouseRules } from '../common/house-rules'
import type { HouseRules } from '../types'

export const cairnHouseRules = defineHouseRules({
  inventorySlots: {
    label: 'Inventory slots',
    description: 'Slots a character has for items and Fatigue (a character may set its own).',
    kind: 'number',
    default: 10,
    source:
      'The variant never states the total; Mishap 19 leaving "only 5" implies more. 10 is the slot count of Cairn, the game it varies',
    min: 1,
    max: 30,
  },
  startingGold: {
    label: 'Starting gold',
    description: 'Gold pieces (gp) a new character starts with, posted to its ledger.',
    kind: 'number',
    default: 0,
    source:
      'The text says to roll for gold pieces at creation but gives no dice, so 0 is a placeholder to set per campaign',
    min: 0,
    max: 10_000,
  },
  dieOfFate: {
    label: 'Die of Fate',
    description: 'Offer a d6 on the sheet for uncertain events: 4 or more favours the PCs.',
    kind: 'boolean',
    default: false,
    source: 'The text calls the Die of Fate optional, so it is off until a campaign turns it on',
  },
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
