// Injuries: the dying clock. A mangled character dies in 10 minutes and falls unconscious half
// way through (5 minutes); a mutilated one falls unconscious at once and dies after 2 minutes.
// Stabilized, the character is no longer dying and wakes; a reopened injury counts from zero.
import { RulesError } from '../types'
import { injuryLevel } from './health'
import type { HeimrData } from './model'
import { text } from './text'

/** Injuries table, in seconds. */
const dyingTimes = {
  mangled: { unconsciousAt: 5 * 60, deadAt: 10 * 60 },
  mutilated: { unconsciousAt: 0, deadAt: 2 * 60 },
} as const

/** Combat basics: every turn lasts two seconds. */
export const turnSeconds = 2
/** The clock counts at most an hour, far past any death the table gives. */
const maxSeconds = 3600

export interface DyingState {
  level: keyof typeof dyingTimes
  seconds: number
  stable: boolean
  unconscious: boolean
  dead: boolean
  text: string
}

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  if (m === 0) return text('dying.seconds', { s })
  return s === 0 ? text('dying.minutes', { m }) : text('dying.minutesSeconds', { m, s })
}

/** Where the dying clock stands, or null when the hit points are not at a dying level. */
export function dyingState(data: HeimrData): DyingState | null {
  const level = injuryLevel(data.hitPoints.current)
  if (level !== 'mangled' && level !== 'mutilated') return null
  const seconds = data.dyingClock?.seconds ?? 0
  const stable = data.dyingClock?.stable ?? false
  const times = dyingTimes[level]
  if (stable) {
    return {
      level,
      seconds,
      stable,
      unconscious: false,
      dead: false,
      text: text('dying.stable'),
    }
  }
  const dead = seconds >= times.deadAt
  const unconscious = seconds >= times.unconsciousAt
  const since = clock(seconds)
  const dyingText = dead
    ? text('dying.dead', { since })
    : unconscious
      ? text('dying.unconscious', { since, dead: clock(times.deadAt - seconds) })
      : text('dying.unconsciousIn', {
          since,
          unconscious: clock(times.unconsciousAt - seconds),
          dead: clock(times.deadAt - seconds),
        })
  return { level, seconds, stable, unconscious, dead, text: dyingText }
}

function withUnconscious(data: HeimrData, on: boolean): HeimrData['positions'] {
  const rest = data.positions.filter((p) => p !== 'unconscious')
  return on ? [...rest, 'unconscious'] : rest
}

/** Runs the clock on by some seconds (0 starts it); reaching the time falls unconscious. */
export function advanceDyingClock(data: HeimrData, seconds: number): HeimrData {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > maxSeconds) {
    throw new RulesError(text('dying.time', { max: maxSeconds }))
  }
  const state = dyingState(data)
  if (!state) throw new RulesError(text('dying.notDying'))
  if (state.stable) throw new RulesError(text('dying.stopped'))
  const next = {
    ...data,
    dyingClock: { seconds: Math.min(maxSeconds, state.seconds + seconds), stable: false },
  }
  const after = dyingState(next)
  if (after?.unconscious && !data.positions.includes('unconscious')) {
    return { ...next, positions: withUnconscious(data, true) }
  }
  return next
}

/** Stabilized: no longer dying, and conscious again. */
export function stabilize(data: HeimrData): HeimrData {
  const state = dyingState(data)
  if (!state) throw new RulesError(text('dying.notDying'))
  if (state.dead) throw new RulesError(text('dying.tooLate'))
  return {
    ...data,
    dyingClock: { seconds: state.seconds, stable: true },
    positions: withUnconscious(data, false),
  }
}

/** Moving the injured part reopens the injury: the count restarts from zero. */
export function reopenInjury(data: HeimrData): HeimrData {
  const next = { ...data, dyingClock: { seconds: 0, stable: false } }
  return advanceDyingClock(next, 0)
}
