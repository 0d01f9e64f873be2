// Aging (Actions and consequences): from age 40 plus endurance, and every year afterward, an
// injury point that never heals, or two points off an ability that stays above one.
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { finalScore } from './contributors'
import { agingScalesWithSpecies, agingYearsBetween } from './house-rules'
import { abilityNames, type AbilityId, type GodsMonstersData } from './model'
import { text } from './text'

/** Humans' base age: the Dwarf's 120 is "8 times as old as humans" (Age, height, and weight). */
const humanBaseAge = 15

export interface AgingSchedule {
  /** The age the first aging point comes at. */
  startAge: number
  /** Years between later points. */
  yearsBetween: number
  /** Aging points the character's age has brought in all. */
  earned: number
  /** Points taken (as injuries or ability losses). */
  taken: number
  /** Points still to take. */
  due: number
  explanation: string
}

// Aging: at 40 + endurance, then every year (a campaign setting, see house-rules.ts); with the
// species setting on, both scale by the species' base age over the human 15 (a Dwarf: ×8).
export function agingSchedule(data: GodsMonstersData, rules: HouseRules = {}): AgingSchedule {
  const endurance = finalScore(data, 'endurance')
  const factor =
    agingScalesWithSpecies(rules) && data.species.baseAge > 0
      ? data.species.baseAge / humanBaseAge
      : 1
  const startAge = (40 + endurance) * factor
  const yearsBetween = agingYearsBetween(rules) * factor
  const age = data.physique.age
  const earned = age >= startAge ? Math.floor((age - startAge) / yearsBetween) + 1 : 0
  const taken = data.agingPoints ?? 0
  const due = Math.max(0, earned - taken)
  return {
    startAge: round(startAge),
    yearsBetween: round(yearsBetween),
    earned,
    taken,
    due,
    explanation: text('aging.schedule', {
      start:
        factor === 1
          ? text('aging.start', { endurance, age: round(startAge) })
          : text('aging.startSpecies', { endurance, factor: round(factor), age: round(startAge) }),
      every: text('aging.every', {
        count: yearsBetween === 1 ? 1 : 2,
        years: round(yearsBetween),
      }),
      age,
      points: text('aging.points', { count: earned }),
      taken,
    }),
  }
}

const round = (n: number): number => Math.round(n * 100) / 100

function requireDue(data: GodsMonstersData, rules: HouseRules): void {
  if (agingSchedule(data, rules).due === 0) throw new RulesError(text('aging.noneDue'))
}

/** Takes a due aging point as an injury that rest and healing never remove. */
export function takeAgingInjury(data: GodsMonstersData, rules: HouseRules = {}): GodsMonstersData {
  requireDue(data, rules)
  return {
    ...data,
    injuries: data.injuries + 1,
    unhealableInjuries: (data.unhealableInjuries ?? 0) + 1,
    agingPoints: (data.agingPoints ?? 0) + 1,
  }
}

/** Trades a due aging point for two points off an ability, which must stay above one. */
export function takeAgingAbilityLoss(
  data: GodsMonstersData,
  ability: AbilityId,
  rules: HouseRules = {},
): GodsMonstersData {
  requireDue(data, rules)
  const after = finalScore(data, ability) - 2
  if (after <= 1 || data.abilities[ability] - 2 < 1) {
    throw new RulesError(text('aging.abilityAboveOne', { ability: abilityNames[ability], after }))
  }
  return {
    ...data,
    abilities: { ...data.abilities, [ability]: data.abilities[ability] - 2 },
    agingPoints: (data.agingPoints ?? 0) + 1,
  }
}
