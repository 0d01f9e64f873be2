// Rolls from the sheet: d20 at or under an ability or reaction with modifiers, the attack roll
// against 11, and what mojo a failed roll needs (Contests, Conflicts: Hitting, Mojo: Rolls).
import { chanceRollUnder, d20, type Rng } from '../common/dice'
import { signed } from '../common/format'
import type { HouseRules } from '../types'
import { finalScore } from './contributors'
import { armorDefense } from './equipment'
import { archetypeLevel } from './levels'
import {
  abilityNames,
  reactionNames,
  type AbilityId,
  type GodsMonstersData,
  type ReactionId,
} from './model'
import { attackBonuses, reactionBreakdown } from './stats'
import { archetypes, attackTarget } from './tables'
import { text } from './text'

export interface Modifier {
  label: string
  /** Positive for a bonus, negative for a penalty. */
  amount: number
}

export interface RollPlan {
  label: string
  /** The score before modifiers. */
  base: number
  modifiers: Modifier[]
  /** Roll this or lower on d20. */
  target: number
  /** Exact chance of success, 0 to 1. */
  chance: number
  /** The roll may take mojo (it involves an archetypal ability or reaction). */
  archetypal: boolean
  /** The target worked out: the base and each modifier ("attack 11 + 1 Fighting Art"). */
  formula: string
  explanation: string
}

export interface RollResult extends RollPlan {
  roll: number
  success: boolean
  /** Mojo that would turn a failure into a success (what the roll missed by); 0 on success. */
  mojoNeeded: number
}

function plan(
  label: string,
  base: number,
  modifiers: Modifier[],
  archetypal: boolean,
  baseText: string,
): RollPlan {
  const shown = modifiers.filter((m) => m.amount !== 0)
  const target = base + shown.reduce((s, m) => s + m.amount, 0)
  const chance = chanceRollUnder(target, 20)
  const mods = shown.map((m) => ` ${signed(m.amount)} ${m.label}`).join('')
  const hits = Math.min(Math.max(target, 0), 20)
  return {
    label,
    base,
    modifiers: shown,
    target,
    chance,
    archetypal,
    formula: `${baseText}${mods}`,
    explanation: text('rolls.explanation', {
      base: baseText,
      modifiers: mods,
      target,
      hits,
      percent: Math.round(chance * 1000) / 10,
    }),
  }
}

/** Injuries are a penalty on attack, reaction and ability rolls (Injury points). */
function injuryModifier(data: GodsMonstersData): Modifier[] {
  return data.injuries > 0 ? [{ label: text('rolls.injuries'), amount: -data.injuries }] : []
}

/** Is a roll against this ability or reaction archetypal for any of the character's archetypes? */
function isArchetypal(data: GodsMonstersData, score: AbilityId | ReactionId): boolean {
  return data.archetypes.some(
    (a) =>
      archetypes[a.archetype].archetypalAbility === score ||
      archetypes[a.archetype].archetypalReaction === score,
  )
}

// Abilities and reactions: roll d20 at or under the score, with situational modifiers and the
// injury penalty; a full helmet is −1 to perception (Armor).
export function planScoreRoll(
  data: GodsMonstersData,
  score: AbilityId | ReactionId,
  modifiers: Modifier[] = [],
  rules: HouseRules = {},
): RollPlan {
  const isReaction = score in reactionNames
  const base = isReaction
    ? reactionBreakdown(data, score as ReactionId, rules).total
    : finalScore(data, score as AbilityId)
  const name = isReaction ? reactionNames[score as ReactionId] : abilityNames[score as AbilityId]
  const helmet = score === 'perception' ? -armorDefense(data).perceptionPenalty : 0
  const all = [
    ...modifiers,
    ...(helmet !== 0 ? [{ label: text('rolls.fullHelmet'), amount: helmet }] : []),
    ...injuryModifier(data),
  ]
  return plan(name, base, all, isArchetypal(data, score), `${name} ${base}`)
}

// Hitting: roll 11 or less, raised by the Fighting Art and attack bonus, lowered by the target's
// defense (Toromeen against the Yeti: 11 − 3 + 4 = 12). A full helmet is −1 to attack.
export function planAttackRoll(
  data: GodsMonstersData,
  options: {
    mode?: 'close' | 'thrown' | 'propelled'
    targetDefense?: number
    modifiers?: Modifier[]
  } = {},
  rules: HouseRules = {},
): RollPlan {
  const mode = options.mode ?? 'close'
  const bonuses = attackBonuses(data, rules)
  const attack =
    mode === 'close'
      ? bonuses.closeAttack.value
      : mode === 'thrown'
        ? bonuses.thrownAttack.value
        : bonuses.propelledAttack.value
  const helmet = armorDefense(data).attackPenalty
  const defense = options.targetDefense ?? 0
  const all: Modifier[] = [
    { label: text('rolls.fightingArt'), amount: bonuses.fightingArt.value },
    { label: text(`rolls.modeModifier.${mode}`), amount: attack },
    { label: text('rolls.targetDefense'), amount: -defense },
    ...(options.modifiers ?? []),
    ...(helmet > 0 ? [{ label: text('rolls.fullHelmet'), amount: -helmet }] : []),
    ...injuryModifier(data),
  ]
  // Combat is archetypal for warriors (Mojo: Rolls).
  const archetypal = archetypeLevel(data, 'warrior') > 0
  return plan(
    text(`rolls.modeLabel.${mode}`),
    attackTarget,
    all,
    archetypal,
    text('rolls.attackBase', { target: attackTarget }),
  )
}

/** Rolls a planned roll with the seedable roller, or takes an entered d20. */
export function resolveRoll(rollPlan: RollPlan, roll: number | Rng): RollResult {
  const value = typeof roll === 'function' ? d20(roll) : roll
  if (!Number.isInteger(value) || value < 1 || value > 20) {
    throw new RangeError(`A d20 roll is 1 to 20 (got ${value}).`)
  }
  const success = value <= rollPlan.target
  return { ...rollPlan, roll: value, success, mojoNeeded: success ? 0 : value - rollPlan.target }
}

// Rolls: a bid that would make the failed roll succeed costs only what is needed (the excess is
// kept); a bid too small to change the outcome costs nothing (bid 6, need 4: lose 4).
export function mojoBidOutcome(
  mojoNeeded: number,
  bid: number,
): { succeeds: boolean; spent: number; kept: number } {
  if (mojoNeeded <= 0) return { succeeds: true, spent: 0, kept: bid }
  if (bid >= mojoNeeded) return { succeeds: true, spent: mojoNeeded, kept: bid - mojoNeeded }
  return { succeeds: false, spent: 0, kept: bid }
}
