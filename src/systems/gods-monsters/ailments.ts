// Sickness, disease and poison (Actions and consequences: Ailments): the reaction that resists an
// ailment at a penalty of its strength, effects after the action time, chronic ailments thrown
// off by health rolls as their strength fades, inescapable ailments rolled for every action time,
// and the text's example ailments.
import { rollDie, type Rng } from '../common/dice'
import type { RollModifier } from '../common/roll-model'
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { termTable } from '../common/text'
import type { Ailment, AilmentRoute, GodsMonstersData } from './model'
import { text } from './text'
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
// Their name, action time and effect are read in the current locale.
export const exampleAilments: readonly AilmentSpec[] = [
  ail('alcohol', -1, true),
  ail('commonCold', 1, true),
  ail('foodPoisoning', 3, true),
  ail('blackWidow', 0),
  ail('giantSpider', 4),
  ail('hugeSpider', 2),
  ail('largeSpider', 1),
  ail('shadowSpider', 1),
  ail('sleepGas', 0, false, true),
]

type ExampleAilment =
  | 'alcohol'
  | 'commonCold'
  | 'foodPoisoning'
  | 'blackWidow'
  | 'giantSpider'
  | 'hugeSpider'
  | 'largeSpider'
  | 'shadowSpider'
  | 'sleepGas'

function ail(
  id: ExampleAilment,
  strength: number,
  chronic = false,
  inescapable = false,
): AilmentSpec {
  return {
    get name() {
      return text(`ailments.example.${id}.name`)
    },
    strength,
    get actionTime() {
      return text(`ailments.example.${id}.actionTime`)
    },
    get effect() {
      return text(`ailments.example.${id}.effect`)
    },
    chronic,
    inescapable,
  }
}

const routes: readonly AilmentRoute[] = ['accepted', 'perception', 'evasion']
export const routeLabels = termTable(routes, (route) => text(`ailments.route.${route}`))

/** A new tracked ailment: exposed, not yet resisted. */
export function newAilment(id: string, spec: AilmentSpec, route: AilmentRoute): Ailment {
  const name = spec.name.trim()
  if (name === '') throw new RulesError(text('ailments.nameAilment'))
  if (!Number.isInteger(spec.strength) || spec.strength < -10 || spec.strength > 10) {
    throw new RulesError(text('ailments.strengthRange'))
  }
  if (spec.effect.trim() === '') throw new RulesError(text('ailments.sayEffect'))
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
      label: text('ailments.strength', { name: a.name, strength }),
      value: -strength,
      rule: `${ailmentRule} (Ailment strength)`,
    })
  }
  const resistAccepted = step === 'resist' && a.route === 'accepted'
  if (resistAccepted) {
    modifiers.push({
      label: text('ailments.takenWillingly'),
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
        explanation: a.actionTime
          ? text('ailments.takesHold', { name: a.name, time: a.actionTime })
          : text('ailments.takesHoldNoTime', { name: a.name }),
      }
    }
    // Inescapable: every action time needs another success while in the area.
    if (a.inescapable && a.inArea) {
      return {
        ailment: a,
        affected: false,
        explanation: text('ailments.resistedThisTime', { name: a.name }),
      }
    }
    return {
      ailment: null,
      affected: false,
      explanation: text('ailments.resisted', { name: a.name }),
    }
  }
  if (step === 'takeEffect') {
    const affectedOnce = { ...a, timesAffected: a.timesAffected + 1 }
    if (a.chronic) {
      return {
        ailment: { ...affectedOnce, phase: 'ailing', actionTimes: 0 },
        affected: true,
        explanation: text('ailments.lingers', { name: a.name }),
      }
    }
    if (a.inescapable && a.inArea) {
      return {
        ailment: { ...affectedOnce, phase: 'exposed' },
        affected: true,
        explanation: text('ailments.resistAgain', { name: a.name }),
      }
    }
    return {
      ailment: null,
      affected: true,
      explanation: text('ailments.over', { name: a.name }),
    }
  }
  if (step === 'automatic') {
    return {
      ailment: { ...a, actionTimes: a.actionTimes + 1, timesAffected: a.timesAffected + 1 },
      affected: true,
      explanation: text('ailments.automatic', { name: a.name }),
    }
  }
  // throwOff
  if (succeeded) {
    return {
      ailment: null,
      affected: false,
      explanation: text('ailments.threwOff', { name: a.name }),
    }
  }
  return {
    ailment: { ...a, actionTimes: a.actionTimes + 1, timesAffected: a.timesAffected + 1 },
    affected: true,
    explanation: text('ailments.failedThrowOff', { name: a.name }),
  }
}

/** Leaving the area of an inescapable ailment: no more rolls for it, or it starts to fade. */
export function leaveArea(a: Ailment): Ailment | null {
  if (!a.inescapable || !a.inArea) {
    throw new RulesError(text('ailments.noArea', { name: a.name }))
  }
  if (a.phase === 'exposed') return null
  // Chronic inescapable: its strength returns to normal and fades from there.
  return { ...a, inArea: false, actionTimes: a.phase === 'ailing' ? 0 : a.actionTimes }
}

// Injuries in the three locales' words, and dice as each writes them (D6, T6, W6).
const injuryWord = String.raw`(?:injur(?:y|ies)|sår|verletzung(?:en)?)`
const injuryEffect = new RegExp(
  String.raw`^(\d*)[dtw](\d+)\s+${injuryWord}$|^(\d+)\s+${injuryWord}$`,
  'i',
)

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
  if (injuries?.sides === 1) {
    return text('ailments.injuries', { count: injuries.count * times })
  }
  let replaced = false
  const scaled = effect.replace(
    /(\d*)([dtw])(\d+)/i,
    (_, count: string, die: string, sides: string) => {
      replaced = true
      return `${(count ? Number(count) : 1) * times}${die}${sides}`
    },
  )
  return replaced ? scaled : text('ailments.times', { effect, times })
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
