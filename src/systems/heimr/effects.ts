// Effects: hit and drain take points, the timed effects last turns, resist and miss negate.
import { RulesError } from '../types'
import { holdOnConsistency } from './environment'
import { termTable } from '../common/text'
import { bindLocations, type BindLocation, type HeimrData, type TimedEffectId } from './model'
import { text } from './text'

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

const effect = (id: EffectId, unit: EffectUnit): EffectDefinition => ({
  id,
  get label() {
    return text(`effect.${id}.label`)
  },
  unit,
  get description() {
    return text(`effect.${id}.description`)
  },
  // Effects: "either two (as in seconds) or one (as in point)".
  defaultNumber: unit === 'seconds' ? 2 : unit === 'reaction' ? 0 : 1,
})

// Effects: the list the text knows, and the two reaction effects.
export const effects: Record<EffectId, EffectDefinition> = {
  hit: effect('hit', 'points'),
  drain: effect('drain', 'points'),
  fall: effect('fall', 'seconds'),
  drop: effect('drop', 'seconds'),
  stumble: effect('stumble', 'seconds'),
  daze: effect('daze', 'seconds'),
  break: effect('break', 'strength'),
  bind: effect('bind', 'seconds'),
  weaken: effect('weaken', 'seconds'),
  resist: effect('resist', 'reaction'),
  miss: effect('miss', 'reaction'),
}

export const bindLocationLabels: Readonly<Record<BindLocation, string>> = termTable(
  bindLocations,
  (at) => text(`bindLocation.${at}`),
)

function isTimed(id: EffectId): id is TimedEffectId {
  return effects[id].unit === 'seconds'
}

// Effects during combat: a turn is two seconds, so an effect lasts half its seconds in turns,
// rounded down (five seconds: two turns).
export function effectTurns(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 99) {
    throw new RulesError(text('effects.seconds'))
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

// Daze: with an odd number of seconds, defences come back only at the start of the turn in
// which the daze ends, not after the last dazed turn.
function dazeDefenceText(seconds: number): string {
  return seconds % 2 === 1 ? text('effects.dazeOdd') : text('effects.dazeEven')
}

/** "Daze 3 s: this turn, then 1 more turn; …" — how long an effect in force still lasts. */
export function describeActiveEffect(e: ActiveEffect): string {
  const def = effects[e.effect]
  let span: string
  if (e.current) {
    span =
      e.turnsLeft === 0
        ? text('effects.thisTurnLast')
        : text('effects.thisTurnAndMore', { count: e.turnsLeft })
  } else if (e.turnsLeft === 0) {
    span = text('effects.lessThanTurn')
  } else {
    span = text('effects.nextTurns', { count: e.turnsLeft })
  }
  const params = { effect: def.label, seconds: e.seconds, span }
  if (e.location) {
    return text('effects.activeAt', { ...params, at: text(`bindLocationShort.${e.location}`) })
  }
  if (e.effect === 'daze') {
    return text('effects.activeDaze', { ...params, daze: dazeDefenceText(e.seconds) })
  }
  return text('effects.active', params)
}

function calledNumber(call: EffectCall): number {
  const def = effects[call.effect]
  const n = call.number ?? def.defaultNumber
  if (!Number.isInteger(n) || n < 0 || n > 99) {
    throw new RulesError(text('effects.number', { effect: def.label }))
  }
  return n
}

// Effects: apply one called effect to the character. Hit and Drain take points (willpower not
// below 0); Fall also puts the character prone; the timed effects are kept with their turns;
// Break is called on an item and Resist/Miss negate an effect, so they change nothing here.
export function applyEffect(data: HeimrData, call: EffectCall, id: string): AppliedEffect {
  if (!Object.prototype.hasOwnProperty.call(effects, call.effect)) {
    throw new RulesError(text('effects.unknown', { effect: String(call.effect) }))
  }
  const def = effects[call.effect]
  const n = calledNumber(call)
  if (call.effect === 'hit') {
    const current = Math.max(-99, data.hitPoints.current - n)
    return {
      data: { ...data, hitPoints: { ...data.hitPoints, current } },
      text: text('effects.hit', { n, before: data.hitPoints.current, after: current }),
    }
  }
  if (call.effect === 'drain') {
    const current = Math.max(0, data.willpower.current - n)
    const params = { n, before: data.willpower.current, after: current }
    return {
      data: { ...data, willpower: { ...data.willpower, current } },
      text:
        data.willpower.current < n
          ? text('effects.drainShort', params)
          : text('effects.drain', params),
    }
  }
  if (call.effect === 'break') {
    return {
      data,
      text: text('effects.break', { n }),
    }
  }
  if (call.effect === 'resist' || call.effect === 'miss') {
    return {
      data,
      text: text('effects.reaction', { effect: def.label, description: def.description }),
    }
  }
  if (!isTimed(call.effect)) {
    throw new RulesError(text('effects.unknown', { effect: String(call.effect) }))
  }
  if (call.effect === 'bind' && !call.location) {
    throw new RulesError(text('effects.bindNeedsPart'))
  }
  if (call.effect !== 'bind' && call.location) {
    throw new RulesError(text('effects.onlyBind'))
  }
  const list = activeEffects(data)
  if (list.length >= 30) throw new RulesError(text('effects.tooMany'))
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
  const lines = [text('effects.applied', { effect: describeActiveEffect(entry) })]
  if (call.effect === 'fall') lines.push(text('effects.nowProne'))
  if (data.positions.includes('climbing')) {
    lines.push(text('effects.holdOn', { consistency: holdOnConsistency }))
  }
  return {
    data: { ...data, positions, effects: [...list, entry] },
    text: lines.join(' '),
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
