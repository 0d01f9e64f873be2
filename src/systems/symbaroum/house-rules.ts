// Campaign settings for numbers the Symbaroum rules text leaves open.
import { defineHouseRules } from '../common/house-rules'
import type { HouseRules } from '../types'

export const symbaroumHouseRules = defineHouseRules({
  attributePointTotal: {
    label: 'Attribute points at creation',
    description: 'The total the eight attributes should add up to when a character is made.',
    kind: 'number',
    default: 80,
    source: "Not given in the rules text; 80 is the Symbaroum core book's creation total",
    min: 40,
    max: 120,
  },
  startingExperience: {
    label: 'Starting Experience',
    description: 'Experience a new character starts with, to buy abilities.',
    kind: 'number',
    default: 50,
    source:
      'Not given in the rules text; the core book starts characters with 50 Experience for abilities',
    min: 0,
    max: 500,
  },
  largestDifficulty: {
    label: 'Largest test difficulty (±)',
    description:
      'How far the game master may move a success test for difficulty, either way (opposed tests use 10 − the opponent’s attribute instead).',
    kind: 'number',
    default: 5,
    source:
      'The rules text leaves the modification to the game master, typically from +5 (very easy) to −5 (very hard)',
    min: 1,
    max: 10,
  },
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
