// Stretches, watches and days: effects that last until one of them ends.
import type { Rng } from '../common/dice'
import type { Duration, MurdhamData } from './model'
import { resolvePoisonDeadline } from './poison'

function clearUntil(data: MurdhamData, ending: readonly Duration[]): MurdhamData {
  return {
    ...data,
    conditions: data.conditions.filter((c) => c.until === null || !ending.includes(c.until)),
  }
}

// Travel and exploration: a stretch ends; "until the end of the stretch" effects end, poison
// deadlines come due, and the next dose of poison may be resisted again.
export function endStretch(rng: Rng, data: MurdhamData): { data: MurdhamData; events: string[] } {
  const resolved = resolvePoisonDeadline(rng, data, 'stretch')
  const next = clearUntil(resolved.data, ['stretch'])
  return {
    data: {
      ...next,
      time: { ...next.time, stretch: next.time.stretch + 1, poisonedThisStretch: false },
    },
    events: resolved.events,
  }
}

// Travel and exploration: a watch (hours) ends; it outlasts any stretch in it, so stretch and
// watch effects end together, and a befriended animal leaves (Befriending animals).
export function endWatch(rng: Rng, data: MurdhamData): { data: MurdhamData; events: string[] } {
  const resolved = resolvePoisonDeadline(rng, data, 'watch')
  const next = clearUntil(resolved.data, ['stretch', 'watch'])
  return {
    data: {
      ...next,
      ...(next.befriended ? { befriended: null } : {}),
      time: { ...next.time, watch: next.time.watch + 1, poisonedThisStretch: false },
    },
    events: resolved.events,
  }
}

/** A day ends (recovery saves are due): day-long effects such as bloodburn frenzy end. */
export function endDay(data: MurdhamData): MurdhamData {
  const next = clearUntil(data, ['day'])
  return { ...next, time: { ...next.time, day: next.time.day + 1 } }
}
