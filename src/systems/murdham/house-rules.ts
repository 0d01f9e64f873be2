// Campaign settings for numbers and procedures this Murdham chapter leaves to other chapters or
// to the game master.
import {
  defineHouseRules,
  ruleText,
  type HouseRuleDefinition,
  type NumberHouseRule,
} from '../common/house-rules'
import type { HouseRules } from '../types'
import { text } from './text'

type BooleanHouseRule = Extract<HouseRuleDefinition, { kind: 'boolean' }>

export const murdhamHouseRules = defineHouseRules({
  startingAbility: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.startingAbility.${field}`),
    {
      kind: 'number',
      default: 10,
      min: 1,
      max: 20,
    },
  ),
  startingHealth: ruleText<NumberHouseRule>((field) => text(`houseRules.startingHealth.${field}`), {
    kind: 'number',
    default: 6,
    min: 1,
    max: 99,
  }),
  saveDieSides: ruleText<NumberHouseRule>((field) => text(`houseRules.saveDieSides.${field}`), {
    kind: 'number',
    default: 20,
    min: 6,
    max: 100,
  }),
  proficientRollTwice: ruleText<BooleanHouseRule>(
    (field) => text(`houseRules.proficientRollTwice.${field}`),
    {
      kind: 'boolean',
      default: true,
    },
  ),
  overloadForbidsSpecialMovement: ruleText<BooleanHouseRule>(
    (field) => text(`houseRules.overloadForbidsSpecialMovement.${field}`),
    {
      kind: 'boolean',
      default: true,
    },
  ),
  diseaseReductionsEndOnRecovery: ruleText<BooleanHouseRule>(
    (field) => text(`houseRules.diseaseReductionsEndOnRecovery.${field}`),
    {
      kind: 'boolean',
      default: true,
    },
  ),
  startingCoins: ruleText<NumberHouseRule>((field) => text(`houseRules.startingCoins.${field}`), {
    kind: 'number',
    default: 0,
    min: 0,
    max: 100_000,
  }),
  impairedKeepsLower: ruleText<BooleanHouseRule>(
    (field) => text(`houseRules.impairedKeepsLower.${field}`),
    {
      kind: 'boolean',
      default: true,
    },
  ),
  // The adventuring chapter leaves fights to its Combat Rules chapter: no turn order is given.
  turnOrderByAgility: ruleText<BooleanHouseRule>(
    (field) => text(`houseRules.turnOrderByAgility.${field}`),
    {
      kind: 'boolean',
      default: false,
    },
  ),
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
