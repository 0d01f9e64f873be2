// Movement and Carry (Toromeen: Movement and carry).
import type { HouseRules } from '../types'
import { signed } from '../common/format'
import { finalScore, minor } from './contributors'
import { carryDivisors } from './house-rules'
import type { BonusTarget, GodsMonstersData } from './model'
import { text } from './text'

export interface Computed {
  value: number
  explanation: string
}

/** Unconditional special bonuses to one target, with their sources. */
export function specialBonus(
  data: GodsMonstersData,
  target: BonusTarget,
): { total: number; parts: { source: string; amount: number }[] } {
  const parts = data.specialBonuses
    .filter((b) => b.target === target && b.condition.trim() === '')
    .map((b) => ({ source: b.source, amount: b.amount }))
  return { total: parts.reduce((s, p) => s + p.amount, 0), parts }
}

/** Special bonuses that apply only in some situations, e.g. "+4 against magic". */
export function conditionalBonuses(
  data: GodsMonstersData,
  target: BonusTarget,
): { source: string; amount: number; condition: string }[] {
  return data.specialBonuses
    .filter((b) => b.target === target && b.condition.trim() !== '')
    .map((b) => ({ source: b.source, amount: b.amount, condition: b.condition }))
}

// Movement: the species' base plus strength as a minor contributor (Toromeen: Dwarf 8 + 2 for
// strength 18 = 10). The contributor kind is inferred: 18 gives +2 only as a minor contributor.
export function movementValue(data: GodsMonstersData, rules: HouseRules = {}): Computed {
  const str = finalScore(data, 'strength')
  const fromStrength = minor(str, rules)
  const special = specialBonus(data, 'movement')
  const value = Math.max(0, data.species.baseMovement + fromStrength + special.total)
  const species = data.species.name || text('movement.species')
  const extra = special.parts.map((p) => ` ${signed(p.amount)} (${p.source})`).join('')
  return {
    value,
    explanation: text('movement.movementExplanation', {
      species,
      base: data.species.baseMovement,
      strengthBonus: signed(fromStrength),
      strength: str,
      extra,
      value,
    }),
  }
}

// Carry: INFERRED from Toromeen (9 for strength 18 plus 4 for endurance 15 = 13): strength ÷ 2
// plus endurance ÷ 4, each rounded to the nearest whole number; divisors are house rules.
export function carryValue(data: GodsMonstersData, rules: HouseRules = {}): Computed {
  const d = carryDivisors(rules)
  const str = finalScore(data, 'strength')
  const end = finalScore(data, 'endurance')
  const fromStrength = Math.round(str / d.strength)
  const fromEndurance = Math.round(end / d.endurance)
  const value = fromStrength + fromEndurance
  return {
    value,
    explanation: text('movement.carryExplanation', {
      strength: str,
      strengthDivisor: d.strength,
      fromStrength,
      endurance: end,
      enduranceDivisor: d.endurance,
      fromEndurance,
      value,
    }),
  }
}
