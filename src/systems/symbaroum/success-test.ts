// Success tests: roll a d20 equal to or under the (modified) attribute value.
import { chanceRollUnder, d20, type Rng } from '../common/dice'
import { opposedModifier } from './secondary'
import { RulesError } from '../types'

/**
 * Blind Fighting: the affected side rolls twice. 'keep-worst' when the character is affected,
 * 'keep-best' when only the enemy is.
 */
export type TwoChances = 'keep-worst' | 'keep-best'

export interface SuccessTestOptions {
  twoChances?: TwoChances
}

export interface SuccessTestOdds {
  attribute: number
  modifier: number
  /** Attribute plus modifier: roll this or lower on a d20. */
  target: number
  /** Exact chance of success, 0 to 1. */
  chance: number
  twoChances?: TwoChances
}

/** Advantage: +2 to the attribute for the test (and 1d4 extra damage on attacks). */
export const advantageModifier = 2

/** Success test: target = attribute + modifier; a d20 roll of target or lower succeeds. */
export function successTest(
  attributeValue: number,
  modifier = 0,
  options: SuccessTestOptions = {},
): SuccessTestOdds {
  const target = attributeValue + modifier
  const once = chanceRollUnder(target, 20)
  const odds: SuccessTestOdds = { attribute: attributeValue, modifier, target, chance: once }
  // Blind Fighting: two rolls, keeping the worst (both must succeed) or the best (either may).
  if (options.twoChances === 'keep-worst') odds.chance = once * once
  if (options.twoChances === 'keep-best') odds.chance = 1 - (1 - once) * (1 - once)
  if (options.twoChances) odds.twoChances = options.twoChances
  return odds
}

/** Opposed test [active←opposing]: the active value modified by 10 − the opposing value. */
export function opposedTest(
  activeValue: number,
  opposingValue: number,
  options: SuccessTestOptions = {},
): SuccessTestOdds {
  return successTest(activeValue, opposedModifier(opposingValue), options)
}

export interface SuccessTestRoll extends SuccessTestOdds {
  /** Every d20 rolled (two with twoChances). */
  rolls: number[]
  /** The roll that counts. */
  roll: number
  success: boolean
}

/** Rolls a success test with the given random source. */
export function rollSuccessTest(
  rng: Rng,
  attributeValue: number,
  modifier = 0,
  options: SuccessTestOptions = {},
): SuccessTestRoll {
  const odds = successTest(attributeValue, modifier, options)
  const rolls = options.twoChances ? [d20(rng), d20(rng)] : [d20(rng)]
  // Roll-under: the worst roll is the highest, the best the lowest.
  const roll = options.twoChances === 'keep-best' ? Math.min(...rolls) : Math.max(...rolls)
  return { ...odds, rolls, roll, success: roll <= odds.target }
}

// Surprise: group against group, the test is the attackers' lowest Discreet, modified by the
// defenders' highest Vigilant ([Discreet←Vigilant]).
export function groupSurpriseTest(
  attackersDiscreet: readonly number[],
  defendersVigilant: readonly number[],
  options: SuccessTestOptions = {},
): SuccessTestOdds & { discreet: number; vigilant: number } {
  if (attackersDiscreet.length === 0 || defendersVigilant.length === 0) {
    throw new RulesError('A group surprise needs at least one attacker and one defender.')
  }
  const discreet = Math.min(...attackersDiscreet)
  const vigilant = Math.max(...defendersVigilant)
  return { ...opposedTest(discreet, vigilant, options), discreet, vigilant }
}

/** Values typed as a list ("11, 9 13"): whole numbers from 1 to 30; refused with the reason. */
export function parseValueList(text: string, what: string): number[] {
  const parts = text.split(/[\s,;]+/).filter(Boolean)
  const values = parts.map(Number)
  if (values.some((v) => !Number.isInteger(v) || v < 1 || v > 30)) {
    throw new RulesError(`${what}: whole numbers from 1 to 30, separated by commas.`)
  }
  return values
}
