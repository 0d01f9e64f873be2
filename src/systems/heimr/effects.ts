// Effects: hit and drain take points, the timed effects last turns, resist and miss negate.
import { RulesError } from '../types'
import { holdOnConsistency } from './environment'
import type { BindLocation, HeimrData, TimedEffectId } from './model'

export const effectIds = [
  'hit',
  'drain',
  'fall',
  'drop',
  'stumble',
  'daze',
  'break',
  'bind',
  'weaken',
  'resist',
  'miss',
] as const
export type EffectId = (typeof effectIds)[number]

type EffectUnit = 'points' | 'seconds' | 'strength' | 'reaction'

export interface EffectDefinition {
  id: EffectId
  label: string
  /** In our own words. */
  description: string
  unit: EffectUnit
  /** Effects: the number when none is called: two seconds or one point. */
  defaultNumber: number
}

const effect = (
  id: EffectId,
  label: string,
  unit: EffectUnit,
  description: string,
): EffectDefinition => ({
  id,
  label,
  unit,
  description,
  // Effects: "either two (as in seconds) or one (as in point)".
  defaultNumber: unit === 'seconds' ? 2 : unit === 'reaction' ? 0 : 1,
})

// Effects: the list the text knows, and the two reaction effects.
export const effects: Record<EffectId, EffectDefinition> = {
  hit: effect(
    'hit',
    'Hit',
    'points',
    'Lose hit points; after a weapon hit it replaces the damage.',
  ),
  drain: effect('drain', 'Drain', 'points', 'Lose willpower.'),
  fall: effect('fall', 'Fall', 'seconds', 'Down on the ground; stand up once it has passed.'),
  drop: effect('drop', 'Drop', 'seconds', 'The held item falls; pick it up once it has passed.'),
  stumble: effect(
    'stumble',
    'Stumble',
    'seconds',
    'Pushed out of the cluster; no ranged attacks, melee only at those in your cluster, and no moving back toward where it came from.',
  ),
  daze: effect('daze', 'Daze', 'seconds', 'No actions, no defences and no skills.'),
  break: effect(
    'break',
    'Break',
    'strength',
    'Called on an item: destroyed if the effect is strong enough for it.',
  ),
  bind: effect('bind', 'Bind', 'seconds', 'A body part is held fast.'),
  weaken: effect('weaken', 'Weaken', 'seconds', 'Every skill costs 1 more willpower.'),
  resist: effect('resist', 'Resist', 'reaction', 'The effect was negated: nothing changes.'),
  miss: effect('miss', 'Miss', 'reaction', 'The attack did no damage and its effect was resisted.'),
}

export const bindLocationLabels: Record<BindLocation, string> = {
  hands: 'Hands: nothing picked up or used, hands kept together',
  arm: 'Arm: stays against what it touches',
  feet: 'Feet: no walking or running, only jumping or crawling',
  leg: 'Leg: stays against what it touches',
  body: 'Body: cannot leave the spot',
}

function isTimed(id: EffectId): id is TimedEffectId {
  return effects[id].unit === 'seconds'
}

// Effects during combat: a turn is two seconds, so an effect lasts half its seconds in turns,
// rounded down (five seconds: two turns).
export function effectTurns(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 99) {
    throw new RulesError(`An effect's seconds must be a whole number from 0 to 99.`)
  }
  return Math.floor(seconds / 2)
}

export interface EffectCall {
  effect: EffectId
  /** The number called with it; the default (2 seconds or 1 point) when absent. */
  number?: number
  /** Bind: the body part. */
  location?: BindLocation
}

export interface AppliedEffect {
  data: HeimrData
  /** What happened, in a line for the sheet and the roll log. */
  text: string
}

type ActiveEffect = NonNullable<HeimrData['effects']>[number]

/** Effects: the effects in force (an optional field of the data). */
export function activeEffects(data: HeimrData): ActiveEffect[] {
  return data.effects ?? []
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

// Daze: with an odd number of seconds, defences come back only at the start of the turn in
// which the daze ends, not after the last dazed turn.
function dazeDefenceText(seconds: number): string {
  return seconds % 2 === 1
    ? 'no defence until the start of the turn in which it ends'
    : 'defences back after the last dazed turn'
}

/** "Daze 3 s: this turn, then 1 more turn; …" — how long an effect in force still lasts. */
export function describeActiveEffect(e: ActiveEffect): string {
  const def = effects[e.effect]
  const where = e.location
    ? ` (${bindLocationLabels[e.location].split(':')[0]?.toLowerCase()})`
    : ''
  let span: string
  if (e.current) {
    span =
      e.turnsLeft === 0
        ? 'this turn, its last'
        : `this turn and ${plural(e.turnsLeft, 'more turn')}`
  } else if (e.turnsLeft === 0) {
    span = 'less than a turn: ends at the start of your next turn'
  } else {
    span = `your next ${plural(e.turnsLeft, 'turn')}`
  }
  const daze = e.effect === 'daze' ? `; ${dazeDefenceText(e.seconds)}` : ''
  return `${def.label}${where} ${e.seconds} s: ${span}${daze}`
}

function calledNumber(call: EffectCall): number {
  const def = effects[call.effect]
  const n = call.number ?? def.defaultNumber
  if (!Number.isInteger(n) || n < 0 || n > 99) {
    throw new RulesError(`The number called with ${def.label} must be a whole number from 0 to 99.`)
  }
  return n
}

// Effects: apply one called effect to the character. Hit and Drain take points (willpower not
// below 0); Fall also puts the character prone; the timed effects are kept with their turns;
// Break is called on an item and Resist/Miss negate an effect, so they change nothing here.
export function applyEffect(data: HeimrData, call: EffectCall, id: string): AppliedEffect {
  if (!Object.prototype.hasOwnProperty.call(effects, call.effect)) {
    throw new RulesError(`Unknown effect "${String(call.effect)}".`)
  }
  const def = effects[call.effect]
  const n = calledNumber(call)
  if (call.effect === 'hit') {
    const current = Math.max(-99, data.hitPoints.current - n)
    return {
      data: { ...data, hitPoints: { ...data.hitPoints, current } },
      text: `Hit ${n}: hit points ${data.hitPoints.current} → ${current}.`,
    }
  }
  if (call.effect === 'drain') {
    const current = Math.max(0, data.willpower.current - n)
    const short =
      data.willpower.current < n ? ` (only ${data.willpower.current} was left to lose)` : ''
    return {
      data: { ...data, willpower: { ...data.willpower, current } },
      text: `Drain ${n}: willpower ${data.willpower.current} → ${current}${short}.`,
    }
  }
  if (call.effect === 'break') {
    return {
      data,
      text: `Break ${n} on an item: it is destroyed if ${n} is enough for it; nothing on the sheet changes.`,
    }
  }
  if (call.effect === 'resist' || call.effect === 'miss') {
    return { data, text: `${def.label}: ${def.description}` }
  }
  if (!isTimed(call.effect)) throw new RulesError(`Unknown effect "${String(call.effect)}".`)
  if (call.effect === 'bind' && !call.location) {
    throw new RulesError('A bind is called on a body part: choose hands, arm, feet, leg or body.')
  }
  if (call.effect !== 'bind' && call.location) {
    throw new RulesError('Only a bind is called on a body part.')
  }
  const list = activeEffects(data)
  if (list.length >= 30) throw new RulesError('At most 30 effects can be tracked at once.')
  const entry: ActiveEffect = {
    id,
    effect: call.effect,
    seconds: n,
    turnsLeft: effectTurns(n),
    current: false,
    ...(call.location ? { location: call.location } : {}),
  }
  const positions =
    call.effect === 'fall' && !data.positions.includes('prone')
      ? [...data.positions, 'prone' as const]
      : data.positions
  // Environment: Height: hit by an effect while climbing, make a climb check to hold on.
  const climbing = data.positions.includes('climbing')
    ? ` Climbing: roll to hold on (a climb check with consistency ${holdOnConsistency}).`
    : ''
  return {
    data: { ...data, positions, effects: [...list, entry] },
    text: `${describeActiveEffect(entry)}.${call.effect === 'fall' ? ' Now prone.' : ''}${climbing}`,
  }
}

// Effects during combat: at the start of the character's turn an effect whose turns are spent
// ends; every other one covers this turn and has one turn fewer to come.
export function countDownEffects(data: HeimrData): HeimrData {
  if (!data.effects) return data
  return {
    ...data,
    effects: data.effects
      .filter((e) => e.turnsLeft > 0)
      .map((e) => ({ ...e, turnsLeft: e.turnsLeft - 1, current: true })),
  }
}

/** Takes an effect off the sheet (it passed, or the game master ended it). */
export function removeEffect(data: HeimrData, id: string): HeimrData {
  return { ...data, effects: activeEffects(data).filter((e) => e.id !== id) }
}

// Daze: no actions and no defensive rolls while it lasts.
export function isDazed(data: HeimrData): boolean {
  return activeEffects(data).some((e) => e.effect === 'daze')
}

// Weaken: skills cost one more willpower while it lasts.
export function isWeakened(data: HeimrData): boolean {
  return activeEffects(data).some((e) => e.effect === 'weaken')
}
