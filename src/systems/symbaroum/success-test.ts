// Success tests: roll a d20 equal to or under the (modified) attribute value.
import { chanceRollUnder, d20, type Rng } from '../common/dice'
import { opposedModifier } from './secondary'

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
