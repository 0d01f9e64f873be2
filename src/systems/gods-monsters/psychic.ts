// Psychic conflict: attacks on d20 with charisma, the monk's defence with intelligence, two
// actions a round, verve spent on attack, defence and entering, leaving by a reason roll, and
// psychic damage from verve or survival that stuns (Psychic Conflict).
import { chanceRollUnder } from '../common/dice'
import { RulesError, type HouseRules } from '../types'
import { finalScore, major, minor } from './contributors'
import { archetypeLevel } from './levels'
import type { GodsMonstersData } from './model'
import { planScoreRoll, type Modifier, type RollPlan } from './rolls'
import { applyDamage, type DamageResult } from './vitals'
import { attackTarget } from './tables'
import { text } from './text'

// Psychic Conflict: entering costs two verve; each combatant has two actions a round (one in the
// first round, which entering took).
export const psychicEnterCost = 2
export const psychicActionsPerRound = 2

/** Verve one action may use: up to the monk level (Psychic Conflict). */
export function psychicVerveLimit(data: GodsMonstersData): number {
  return archetypeLevel(data, 'monk')
}

export interface PsychicSituation {
  /** This character started the conflict and it is the first round: −2. */
  initiatedThisRound?: boolean
  /** Speaking or moving at half movement: −3 to psychic attack and defence. */
  speakingOrMoving?: boolean
  /** Psychic damage taken from survival last round: that much off this round's actions. */
  stunned?: number
}

function situationModifiers(situation: PsychicSituation): Modifier[] {
  const out: Modifier[] = []
  if (situation.initiatedThisRound) out.push({ label: text('psychic.entered'), amount: -2 })
  if (situation.speakingOrMoving) out.push({ label: text('psychic.speaking'), amount: -3 })
  if ((situation.stunned ?? 0) > 0)
    out.push({ label: text('psychic.stunned'), amount: -(situation.stunned ?? 0) })
  return out
}

function checkVerve(data: GodsMonstersData, verve: number): void {
  const limit = psychicVerveLimit(data)
  if (!Number.isInteger(verve) || verve < 1) throw new RulesError(text('psychic.spendVerve'))
  if (verve > limit) {
    throw new RulesError(text('psychic.verveLimit', { limit }))
  }
  if (verve > data.verve.current) {
    throw new RulesError(text('psychic.verveLeft', { verve: data.verve.current }))
  }
}

export interface PsychicAttack {
  /** Roll this or lower on d20. */
  target: number
  chance: number
  modifiers: Modifier[]
  /** "d4 + 1": the damage dice and the bonus. */
  damageBonus: number
  explanation: string
}

// Attack: as normal on d20 (11 or less, less the defence), charisma as a minor contributor;
// damage d4 with charisma as a major contributor, +1 per verve beyond the first.
export function psychicAttack(
  data: GodsMonstersData,
  verve: number,
  opponentDefense: number,
  situation: PsychicSituation = {},
  rules: HouseRules = {},
): PsychicAttack {
  checkVerve(data, verve)
  if (!Number.isInteger(opponentDefense)) throw new RulesError(text('psychic.defenceWhole'))
  const charisma = finalScore(data, 'charisma')
  const modifiers: Modifier[] = [
    { label: text('psychic.charisma', { charisma }), amount: minor(charisma, rules) },
    { label: text('psychic.defence'), amount: -opponentDefense },
    ...situationModifiers(situation),
    ...(data.injuries > 0 ? [{ label: text('psychic.injuries'), amount: -data.injuries }] : []),
  ].filter((m) => m.amount !== 0)
  const target = attackTarget + modifiers.reduce((s, m) => s + m.amount, 0)
  const chance = chanceRollUnder(target, 20)
  const damageBonus = major(charisma, rules) + (verve - 1)
  return {
    target,
    chance,
    modifiers,
    damageBonus,
    explanation: text('psychic.attackExplanation', {
      base: attackTarget,
      modifiers: modifiers
        .map((m) => ` ${m.amount > 0 ? '+' : '−'} ${Math.abs(m.amount)} ${m.label}`)
        .join(''),
      target,
      damage: `${damageBonus >= 0 ? '+' : '−'} ${Math.abs(damageBonus)}`,
    }),
  }
}

// Defence: a monk may add intelligence as a major contributor; +2 per verve spent (kept for the
// round's second action at no cost when set on the first); −3 while speaking or moving. The text
// gives no base for others: 0.
export function psychicDefense(
  data: GodsMonstersData,
  verve: number,
  situation: PsychicSituation = {},
  rules: HouseRules = {},
): { defense: number; explanation: string } {
  if (verve !== 0) checkVerve(data, verve)
  const monk = archetypeLevel(data, 'monk') > 0
  const intelligence = finalScore(data, 'intelligence')
  const base = monk ? major(intelligence, rules) : 0
  const penalty = situation.speakingOrMoving ? 3 : 0
  const defense = base + 2 * verve - penalty
  return {
    defense,
    explanation: text(
      `psychic.defenseExplanation.${monk ? 'monk' : 'other'}${penalty ? 'Moving' : ''}`,
      { intelligence, base, verve, defense },
    ),
  }
}

// Entering: the target may avoid it by a willpower roll with charisma as a minor contributor;
// leaving: a reason roll with charisma as a minor contributor.
export function psychicResistRoll(
  data: GodsMonstersData,
  purpose: 'avoid' | 'exit',
  rules: HouseRules = {},
): RollPlan {
  const charisma = finalScore(data, 'charisma')
  return planScoreRoll(
    data,
    purpose === 'avoid' ? 'willpower' : 'reason',
    [{ label: text('psychic.charisma', { charisma }), amount: minor(charisma, rules) }],
    rules,
  )
}

/** Spends verve on a psychic action (entering, attacking, defending). */
export function spendPsychicVerve(
  data: GodsMonstersData,
  action: 'enter' | 'attack' | 'defend',
  verve: number,
): GodsMonstersData {
  if (action === 'enter') {
    if (data.verve.current < psychicEnterCost) {
      throw new RulesError(text('psychic.enterCost', { cost: psychicEnterCost }))
    }
    verve = psychicEnterCost
  } else {
    checkVerve(data, verve)
  }
  return { ...data, verve: { ...data.verve, current: data.verve.current - verve } }
}

export interface PsychicDamage extends DamageResult {
  /** Penalty on next round's actions: the damage that went to survival. */
  stun: number
  /** Injuries end the conflict for this character. */
  leavesConflict: boolean
}

// Psychic damage comes from verve, then survival (or from survival by the defender's choice);
// damage to survival stuns for that much next round; injuries end the conflict.
export function takePsychicDamage(
  data: GodsMonstersData,
  damage: number,
  fromSurvival = false,
): PsychicDamage {
  const result = applyDamage(data, damage, { archetypal: !fromSurvival, usePool: false })
  return {
    ...result,
    stun: result.fromSurvival,
    leavesConflict: result.injuriesGained > 0,
  }
}
