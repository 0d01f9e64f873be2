// Equipment for different-sized creatures: bulk, cost, damage, range and attack penalty change
// by one step for each size between the item and its user.
import { RulesError } from '../../types'
import { text } from '../text'

/** Creature sizes in the text's order, smallest first ("The sizes used for rules …"). */
export const SIZES = [
  'fine',
  'tiny',
  'small',
  'medium',
  'large',
  'huge',
  'gigantic',
  'titanic',
] as const

export type Size = (typeof SIZES)[number]

/** The tables' items are made for medium (human-sized) creatures. */
export const TABLE_ITEM_SIZE: Size = 'medium'

/** True for one of the eight sizes. */
export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value)
}

/** Signed number of size steps from `from` to `to` (medium → huge is +2, huge → medium −2). */
export function sizeSteps(from: Size, to: Size): number {
  return SIZES.indexOf(to) - SIZES.indexOf(from)
}

// Different-sized creatures: bulk doubles for each size the item is bigger than its carrier
// and halves for each size it is smaller.
export function sizeAdjustedBulk(bulk: number, itemSize: Size, carrierSize: Size): number {
  return bulk * 2 ** sizeSteps(carrierSize, itemSize)
}

// Different-sized creatures: cost doubles for each size between the item and the culture
// that makes it (a tiny or a huge 20-silver sword costs 80 in a medium culture).
export function sizeAdjustedCost(costCents: number, itemSize: Size, cultureSize: Size): number {
  return costCents * 2 ** Math.abs(sizeSteps(cultureSize, itemSize))
}

// Different-sized creatures: range doubles or halves per size; at least 1, rounded normally.
export function sizeAdjustedRange(range: number, from: Size, to: Size): number
export function sizeAdjustedRange(range: number | null, from: Size, to: Size): number | null
export function sizeAdjustedRange(range: number | null, from: Size, to: Size): number | null {
  if (range === null) return null
  return Math.max(1, Math.round(range * 2 ** sizeSteps(from, to)))
}

// Different-sized creatures: −1 to attack for each size between the weapon and its wielder.
export function sizeAttackPenalty(itemSize: Size, wielderSize: Size): number {
  return Math.abs(sizeSteps(itemSize, wielderSize))
}

/**
 * The damage progression as the text prints it: 1 D2 D4 D6 D8 D10 D12 2d8 3d6 4d6, then "+d6"
 * (each further step adds a d6: 5d6, 6d6 …).
 */
export const DAMAGE_PROGRESSION = [
  '1',
  'D2',
  'D4',
  'D6',
  'D8',
  'D10',
  'D12',
  '2d8',
  '3d6',
  '4d6',
] as const

const LAST_LISTED_STEP = DAMAGE_PROGRESSION.length - 1 // 4d6

export interface Dice {
  count: number
  sides: number
}

/** "D8", "d8", "1d8" → 1 die of 8; "2d6" → 2 of 6; "3" → a flat 3 (sides 1). Null otherwise. */
export function parseDamage(damage: string): Dice | null {
  const text = damage.trim()
  const flat = /^(\d+)$/.exec(text)
  if (flat) return { count: Number(flat[1]), sides: 1 }
  const dice = /^(\d*)[dD](\d+)$/.exec(text)
  if (!dice) return null
  const count = dice[1] === '' || dice[1] === undefined ? 1 : Number(dice[1])
  const sides = Number(dice[2])
  if (count < 1 || sides < 1) return null
  return { count, sides }
}

function averageOf(dice: Dice): number {
  return dice.sides === 1 ? dice.count : (dice.count * (dice.sides + 1)) / 2
}

/** The label of a step on the progression; steps past 4d6 add a d6 each. */
function stepLabel(step: number): string {
  if (step <= LAST_LISTED_STEP) return DAMAGE_PROGRESSION[Math.max(0, step)] ?? '1'
  return `${4 + (step - LAST_LISTED_STEP)}d6`
}

function stepDice(step: number): Dice {
  const parsed = parseDamage(stepLabel(step))
  if (!parsed) throw new Error(`Damage progression step ${step} does not parse`)
  return parsed
}

/** The exact step a damage is on, or null when it is not on the progression (e.g. D3, 2d6). */
function exactStep(dice: Dice): number | null {
  for (let step = 0; step <= LAST_LISTED_STEP; step++) {
    const rung = stepDice(step)
    if (rung.count === dice.count && rung.sides === dice.sides) return step
  }
  if (dice.sides === 6 && dice.count > 4) return LAST_LISTED_STEP + (dice.count - 4)
  return null
}

/** True when the damage is a step of the progression ("D8", "2d8", "5d6"); false for D3 or 2d6. */
export function isOnDamageProgression(damage: string): boolean {
  const dice = parseDamage(damage)
  return dice !== null && exactStep(dice) !== null
}

/**
 * Equipment for different-sized creatures: moves a weapon's damage one step along the damage
 * progression for each size from `from` (the size it was made for) to `to`.
 * - Below "1" the text gives nothing, so the result stays at "1".
 * - Past 4d6 the text's "+d6" adds a d6 per step (5d6, 6d6 …).
 * - A damage that is not on the progression (D3, 2d6) sits between the two steps around its
 *   average (D3 between D2 and D4; 2d6 between D12 and 2d8): one step up lands on the step above,
 *   one step down on the step below. This is our reading; the text does not place them.
 * With no size difference the damage is returned as given. Throws RulesError for text that is
 * not a damage ("D8", "2d6", "1").
 */
export function sizeAdjustedDamage(damage: string, from: Size, to: Size): string {
  const dice = parseDamage(damage)
  if (!dice) throw new RulesError(text('gearSizes.notDamage', { damage }))
  const steps = sizeSteps(from, to)
  if (steps === 0) return damage
  const exact = exactStep(dice)
  if (exact !== null) return stepLabel(Math.max(0, exact + steps))
  // Off the progression: find the step just below its average.
  const average = averageOf(dice)
  let below = -1
  while (averageOf(stepDice(below + 1)) < average) below++
  // An average equal to a step’s counts as that step (3d2 averages 4.5, like D8).
  if (averageOf(stepDice(below + 1)) === average) return stepLabel(Math.max(0, below + 1 + steps))
  const landed = steps > 0 ? below + steps : below + 1 + steps
  return stepLabel(Math.max(0, landed))
}
