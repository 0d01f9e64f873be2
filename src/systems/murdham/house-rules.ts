// Campaign settings for numbers and procedures this Murdham chapter leaves to other chapters or
// to the game master.
import { defineHouseRules } from '../common/house-rules'
import type { HouseRules } from '../types'

export const murdhamHouseRules = defineHouseRules({
  startingAbility: {
    label: 'Starting STR, AGI and WIT',
    description: 'Value given to each ability of a new character, to change during creation.',
    kind: 'number',
    default: 10,
    source:
      'Character creation is not in the adventuring chapter; 10 is a placeholder to set per campaign',
    min: 1,
    max: 20,
  },
  startingHealth: {
    label: 'Starting health',
    description: 'Maximum health of a new character.',
    kind: 'number',
    default: 6,
    source:
      'The adventuring chapter uses health (a door has 8) but never gives a character’s; 6 is a placeholder',
    min: 1,
    max: 99,
  },
  saveDieSides: {
    label: 'Save die',
    description: 'A save passes when this die rolls at or under the ability.',
    kind: 'number',
    default: 20,
    source:
      'The chapter calls for saves without saying how they are rolled; a d20 at or under the ability is the usual default for such games',
    min: 6,
    max: 100,
  },
  proficientRollTwice: {
    label: 'Proficiency: roll twice, keep the better',
    description: 'What proficiency from a skill does to a save.',
    kind: 'boolean',
    default: true,
    source:
      'Skills grant proficiency here, but what it does is defined elsewhere; rolling twice is a placeholder',
  },
  overloadForbidsSpecialMovement: {
    label: 'Over the carry limit: no sprinting or swimming',
    description: 'Whether a character over the carry limit may still sprint or swim.',
    kind: 'boolean',
    default: true,
    source:
      'The chapter gives the carry limits but not what happens above them; no sprinting or swimming is our default, since both are the moves a heavy load hinders most',
  },
  diseaseReductionsEndOnRecovery: {
    label: 'Disease reductions end on recovery',
    description: 'Give back the temporary STR, AGI and WIT loss when a disease is cured.',
    kind: 'boolean',
    default: true,
    source:
      'The chapter calls the loss temporary without saying when it ends; recovery is the natural reading',
  },
  startingCoins: {
    label: 'Starting coins',
    description: 'Coins a new character starts with, for the ledger.',
    kind: 'number',
    default: 0,
    source: 'The chapter gives prices in value but no starting purse',
    min: 0,
    max: 100_000,
  },
  impairedKeepsLower: {
    label: 'Impaired damage: roll twice, keep the lower',
    description:
      'What "impaired" does to damage dice (cold and heat); off rolls the printed die once.',
    kind: 'boolean',
    default: true,
    source:
      'The chapter calls cold and heat damage impaired but defines impaired in the combat chapter, which it does not include; rolling twice and keeping the lower is a placeholder, as impaired rolls are weaker',
  },
})

/** Each ability of a new character (house rule, default 10). */
export const startingAbility = (rules: HouseRules): number =>
  Math.round(murdhamHouseRules.read(rules, 'startingAbility'))
/** Maximum health of a new character (house rule, default 6). */
export const startingHealth = (rules: HouseRules): number =>
  Math.round(murdhamHouseRules.read(rules, 'startingHealth'))
/** Sides of the save die (house rule, default 20). */
export const saveDieSides = (rules: HouseRules): number =>
  Math.round(murdhamHouseRules.read(rules, 'saveDieSides'))
/** Proficient saves roll twice and keep the better (house rule, default on). */
export const proficientRollTwice = (rules: HouseRules): boolean =>
  murdhamHouseRules.read(rules, 'proficientRollTwice')
/** Over the limit: no sprint or swim (house rule, default on). */
export const overloadForbidsSpecialMovement = (rules: HouseRules): boolean =>
  murdhamHouseRules.read(rules, 'overloadForbidsSpecialMovement')
/** Disease reductions end when cured (house rule, default on). */
export const diseaseReductionsEndOnRecovery = (rules: HouseRules): boolean =>
  murdhamHouseRules.read(rules, 'diseaseReductionsEndOnRecovery')
/** Coins a new character starts with (house rule, default 0). */
export const startingCoins = (rules: HouseRules): number =>
  Math.round(murdhamHouseRules.read(rules, 'startingCoins'))
/** Impaired damage rolls twice and keeps the lower (house rule, default on). */
export const impairedKeepsLower = (rules: HouseRules): boolean =>
  murdhamHouseRules.read(rules, 'impairedKeepsLower')
