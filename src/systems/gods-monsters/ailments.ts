// Sickness, disease and poison (Actions and consequences: Ailments): the reaction that resists an
// ailment at a penalty of its strength, effects after the action time, chronic ailments thrown
// off by health rolls as their strength fades, inescapable ailments rolled for every action time,
// and the text's example ailments.
import { rollDie, type Rng } from '../common/dice'
import type { RollModifier } from '../common/roll-model'
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import type { Ailment, AilmentRoute, GodsMonstersData } from './model'
import { planScoreRoll, type RollPlan } from './rolls'
import { applyDamage, type DamageResult } from './vitals'

export const ailmentRule = 'Actions and consequences: Ailments: sickness, disease, and poison'

/** An ailment as the form enters it (the tracked state starts fresh). */
export type AilmentSpec = Pick<
  Ailment,
  'name' | 'strength' | 'actionTime' | 'effect' | 'chronic' | 'inescapable'
>

// Example ailments (table of the same section). Blank strengths are 0 ("most poisons will have
// a strength of zero"); the sleep gas's type cell is blank, but the text's own example treats it
// as inescapable (a character "stuck in a sleep gas for five rounds"), so the preset ticks it.
export const exampleAilments: readonly AilmentSpec[] = [
  ail('Alcohol', -1, '20 minutes', '−1 agility, concentration, evasion, fortitude', true),
  ail('Common cold', 1, '1 day', '−1 concentration, evasion, fortitude', true),
  ail('Food poisoning', 3, '1 hour', '1 injury', true),
  ail('Black widow', 0, '30 minutes', 'D2 injuries'),
  ail('Giant spider', 4, '1 round', 'D4 minutes paralysis'),
  ail('Huge spider', 2, '1 round', 'D3 injuries'),
  ail('Large spider', 1, '1 round', 'D2 injuries'),
  ail('Shadow spider', 1, '2 rounds', 'D6 injuries'),
  ail('Sleep gas', 0, '1 round', 'Sleep 2d10 minutes', false, true),
]

function ail(
  name: string,
  strength: number,
  actionTime: string,
  effect: string,
  chronic = false,
  inescapable = false,
): AilmentSpec {
  return { name, strength, actionTime, effect, chronic, inescapable }
}

export const routeLabels: Record<AilmentRoute, string> = {
  accepted: 'Taken willingly (health −4)',
  perception: 'Could be noticed (perception)',
  evasion: 'Forced on me (evasion)',
}

/** A new tracked ailment: exposed, not yet resisted. */
export function newAilment(id: string, spec: AilmentSpec, route: AilmentRoute): Ailment {
  const name = spec.name.trim()
  if (name === '') throw new RulesError('Name the ailment.')
  if (!Number.isInteger(spec.strength) || spec.strength < -10 || spec.strength > 10) {
    throw new RulesError('An ailment’s strength is a whole number from −10 to 10.')
  }
  if (spec.effect.trim() === '') throw new RulesError('Say what the ailment does.')
  return {
    id,
    name,
    strength: spec.strength,
    actionTime: spec.actionTime.trim(),
    effect: spec.effect.trim(),
    chronic: spec.chronic,
    inescapable: spec.inescapable,
    route,
    phase: 'exposed',
    actionTimes: 0,
    timesAffected: 0,
    inArea: spec.inescapable,
  }
}

// Chronic ailments fade by one per action time; a chronic inescapable ailment grows by one per
// action time while the character stays in its area, and on leaving returns to its strength and
// fades from there. Other ailments keep their strength.
export function currentStrength(a: Ailment): number {
  if (a.phase !== 'ailing' || !a.chronic) return a.strength
  return a.inescapable && a.inArea ? a.strength + a.actionTimes : a.strength - a.actionTimes
}

/** What the next action time of the ailment asks. */
export type AilmentStep =
  /** The reaction roll that resists it (to contract it, or for this action time). */
  | 'resist'
  /** Contracted: its effect comes at the end of the action time. */
  | 'takeEffect'
  /** Chronic: the health roll that throws it off, else the effect again. */
  | 'throwOff'
  /** Chronic and inescapable, in its area: the effect again with no roll. */
  | 'automatic'

export function nextStep(a: Ailment): AilmentStep {
  if (a.phase === 'exposed') return 'resist'
  if (a.phase === 'incubating') return 'takeEffect'
  return a.inescapable && a.inArea ? 'automatic' : 'throwOff'
}

/**
 * The roll the next step asks, with its modifiers listed with their rule: resisting is a
 * reaction at a penalty of the strength (health with 4 more when taken willingly, else
 * perception or evasion); throwing off a chronic ailment is a health roll at its current strength
 * (READING: the text fades the strength for each action time, which only matters if the throw-off
 * roll is at a penalty of it). Null when the step needs no roll.
 */
export function stepRoll(
  data: GodsMonstersData,
  a: Ailment,
  rules: HouseRules = {},
): { plan: RollPlan; modifiers: RollModifier[] } | null {
  const step = nextStep(a)
  if (step === 'takeEffect' || step === 'automatic') return null
  const strength = currentStrength(a)
  const modifiers: RollModifier[] = []
  if (strength !== 0) {
    modifiers.push({
      label: `${a.name} strength ${strength}`,
      value: -strength,
      rule: `${ailmentRule} (Ailment strength)`,
    })
  }
  const resistAccepted = step === 'resist' && a.route === 'accepted'
  if (resistAccepted) {
    modifiers.push({
      label: 'taken willingly',
      value: -4,
      rule: `${ailmentRule} (Ailment strength)`,
    })
  }
  const reaction = step === 'throwOff' || a.route === 'accepted' ? 'health' : a.route
  const plan = planScoreRoll(
    data,
    reaction,
    modifiers.map((m) => ({ label: m.label, amount: m.value })),
    rules,
  )
  return { plan, modifiers }
}

export interface StepOutcome {
  /** The ailment afterwards, or null when it is gone. */
  ailment: Ailment | null
  /** The effect happens now. */
  affected: boolean
  explanation: string
}

/**
 * Moves the ailment on by one action time. `succeeded` is the roll the step asked (ignored when
 * it asked none).
 */
export function advanceAilment(a: Ailment, succeeded: boolean): StepOutcome {
  const step = nextStep(a)
  if (step === 'resist') {
    if (!succeeded) {
      return {
        ailment: { ...a, phase: 'incubating' },
        affected: false,
        explanation: `${a.name} takes hold: its effect comes after ${a.actionTime || 'its action time'}.`,
      }
    }
    // Inescapable: every action time needs another success while in the area.
    if (a.inescapable && a.inArea) {
      return {
        ailment: a,
        affected: false,
        explanation: `Resisted ${a.name} this time; roll again next action time.`,
      }
    }
    return { ailment: null, affected: false, explanation: `Resisted ${a.name}.` }
  }
  if (step === 'takeEffect') {
    const affectedOnce = { ...a, timesAffected: a.timesAffected + 1 }
    if (a.chronic) {
      return {
        ailment: { ...affectedOnce, phase: 'ailing', actionTimes: 0 },
        affected: true,
        explanation: `${a.name} takes effect; it lingers (chronic).`,
      }
    }
    if (a.inescapable && a.inArea) {
      return {
        ailment: { ...affectedOnce, phase: 'exposed' },
        affected: true,
        explanation: `${a.name} takes effect; resist again next action time.`,
      }
    }
    return { ailment: null, affected: true, explanation: `${a.name} takes effect and is over.` }
  }
  if (step === 'automatic') {
    return {
      ailment: { ...a, actionTimes: a.actionTimes + 1, timesAffected: a.timesAffected + 1 },
      affected: true,
      explanation: `${a.name} affects again with no roll; it grows stronger.`,
    }
  }
  // throwOff
  if (succeeded) return { ailment: null, affected: false, explanation: `Threw off ${a.name}.` }
  return {
    ailment: { ...a, actionTimes: a.actionTimes + 1, timesAffected: a.timesAffected + 1 },
    affected: true,
    explanation: `Failed to throw off ${a.name}: it affects again.`,
  }
}

/** Leaving the area of an inescapable ailment: no more rolls for it, or it starts to fade. */
export function leaveArea(a: Ailment): Ailment | null {
  if (!a.inescapable || !a.inArea) throw new RulesError(`${a.name} has no area to leave.`)
  if (a.phase === 'exposed') return null
  // Chronic inescapable: its strength returns to normal and fades from there.
  return { ...a, inArea: false, actionTimes: a.phase === 'ailing' ? 0 : a.actionTimes }
}

const injuryEffect = /^(\d*)d(\d+)\s+injur(?:y|ies)$|^(\d+)\s+injur(?:y|ies)$/i

/** Injury points an effect deals, as dice: "D2 injuries" → 1d2, "1 injury" → 1; else null. */
export function injuryDice(effect: string): { count: number; sides: number } | null {
  const m = injuryEffect.exec(effect.trim())
  if (!m) return null
  if (m[3] !== undefined) return { count: Number(m[3]), sides: 1 }
  return { count: m[1] ? Number(m[1]) : 1, sides: Number(m[2]) }
}

/**
 * The effects add up (chronic and inescapable ailments): the dice of an effect taken `times`
 * times ("Sleep 2d10 minutes" three times: "Sleep 6d10 minutes"; "1 injury" four times: 4).
 */
export function cumulativeEffect(effect: string, times: number): string {
  if (times <= 1) return effect
  const injuries = injuryDice(effect)
  if (injuries?.sides === 1) return `${injuries.count * times} injuries`
  let replaced = false
  const text = effect.replace(/(\d*)d(\d+)/i, (_, count: string, sides: string) => {
    replaced = true
    return `${(count ? Number(count) : 1) * times}d${sides}`
  })
  return replaced ? text : `${effect} (×${times})`
}

/**
 * Applies an effect that deals injuries: rolled dice of injury points, straight to injuries (no
 * bonus pool or verve). Effects that are not injuries change nothing here (the card shows them).
 */
export function applyAilmentEffect(
  data: GodsMonstersData,
  a: Ailment,
  rng: Rng,
): { data: GodsMonstersData; rolled: number[]; damage: DamageResult | null } {
  const dice = injuryDice(a.effect)
  if (!dice) return { data, rolled: [], damage: null }
  const rolled =
    dice.sides === 1
      ? [dice.count]
      : Array.from({ length: dice.count }, () => rollDie(rng, dice.sides))
  const total = rolled.reduce((s, d) => s + d, 0)
  const damage = applyDamage(data, total, { archetypal: false, injuries: total, usePool: false })
  return { data: damage.data, rolled, damage }
}
