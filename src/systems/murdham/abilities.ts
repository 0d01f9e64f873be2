// STR, AGI and WIT: current value less temporary reductions, and saves against them.
import { chanceRollUnder, rollDie, type Rng } from '../common/dice'
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import {
  abilityIds,
  abilityLabels,
  type AbilityId,
  type MurdhamData,
  type Reduction,
  type ReductionCause,
  type SizeId,
  sizeIds,
} from './model'
import { text } from './text'

/** Total temporary reduction of one ability. */
export function reductionTotal(data: Pick<MurdhamData, 'reductions'>, ability: AbilityId): number {
  return data.reductions.filter((r) => r.ability === ability).reduce((sum, r) => sum + r.amount, 0)
}

/** The value saves use: current less temporary reductions, never below 0. */
export function effectiveAbility(
  data: Pick<MurdhamData, 'abilities' | 'reductions'>,
  ability: AbilityId,
): number {
  return Math.max(0, data.abilities[ability].current - reductionTotal(data, ability))
}

/** Records a temporary reduction (amounts of 0 are skipped). Returns new data. */
export function addReductions(
  data: MurdhamData,
  amounts: Partial<Record<AbilityId, number>>,
  cause: ReductionCause,
  sourceId: string | null,
  note: string,
): MurdhamData {
  const added: Reduction[] = []
  for (const ability of abilityIds) {
    const amount = amounts[ability] ?? 0
    if (!Number.isInteger(amount) || amount < 0) {
      throw new RulesError(text('error.reductionWhole', { ability: abilityLabels[ability] }))
    }
    if (amount > 0) added.push({ id: newId(), ability, amount, cause, sourceId, note })
  }
  return { ...data, reductions: [...data.reductions, ...added] }
}

/** Gives back the reductions that came from one source (a cured disease, say). */
export function restoreReductionsFrom(data: MurdhamData, sourceId: string): MurdhamData {
  return { ...data, reductions: data.reductions.filter((r) => r.sourceId !== sourceId) }
}

export interface SaveOdds {
  ability: AbilityId
  target: number
  sides: number
  rollTwice: boolean
  /** Exact chance to pass, 0..1. */
  chance: number
}

// House rule: how a save is rolled — a die at or under the ability; proficiency may roll twice.
export function saveOdds(
  target: number,
  sides: number,
  rollTwice: boolean,
  ability: AbilityId,
): SaveOdds {
  const once = chanceRollUnder(target, sides)
  const chance = rollTwice ? 1 - (1 - once) * (1 - once) : once
  return { ability, target, sides, rollTwice, chance }
}

export interface SaveRoll extends SaveOdds {
  rolls: number[]
  /** The roll that counts (the lower one when rolling twice). */
  roll: number
  passed: boolean
}

export function rollSave(rng: Rng, odds: SaveOdds): SaveRoll {
  const rolls = odds.rollTwice
    ? [rollDie(rng, odds.sides), rollDie(rng, odds.sides)]
    : [rollDie(rng, odds.sides)]
  const roll = Math.min(...rolls)
  return { ...odds, rolls, roll, passed: roll <= odds.target }
}

// Encounters: a group save passes if anyone in the group passes.
export function groupSaveChance(chances: readonly number[]): number {
  if (chances.length === 0) return 0
  return 1 - chances.reduce((fail, p) => fail * (1 - p), 1)
}

export type SizeContestOutcome = 'win' | 'lose' | 'roll'

// Size categories: Saves — a larger character wins STR saves and contests against a smaller one
// automatically, and loses AGI or WIT contests where its size is a disadvantage.
export function sizeContest(
  ability: AbilityId,
  mine: SizeId,
  theirs: SizeId,
  sizeIsDisadvantage = false,
): SizeContestOutcome {
  const diff = sizeIds.indexOf(mine) - sizeIds.indexOf(theirs)
  if (diff === 0) return 'roll'
  if (ability === 'str') return diff > 0 ? 'win' : 'lose'
  if (!sizeIsDisadvantage) return 'roll'
  return diff > 0 ? 'lose' : 'win'
}
