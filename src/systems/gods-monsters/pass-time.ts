// Passing game time for Gods & Monsters: a night's rest (a health roll) or a full day of rest
// (no roll), each restoring level survival or removing one injury (Regaining survival and healing
// injuries), and verve back in full on waking for a new day (Using verve).
import type { TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import type { GodsMonstersData } from './model'
import { planScoreRoll, resolveRoll } from './rolls'
import { morningVerve, rest } from './vitals'

export const godsMonstersSpans = ['night', 'night-injury', 'day', 'day-injury'] as const
type GmSpan = (typeof godsMonstersSpans)[number]

const regaining = 'Regaining survival and healing injuries; Using verve'

const spans: Record<GmSpan, TimeSpan & { id: GmSpan }> = {
  night: {
    id: 'night',
    label: 'A night’s rest',
    rule: regaining,
    explanation: 'Health roll: level survival back, or 1 on a failure; verve full on waking.',
  },
  'night-injury': {
    id: 'night-injury',
    label: 'A night’s rest, healing an injury',
    rule: regaining,
    explanation: 'Health roll: one injury healed, or 1 survival on a failure; verve full.',
  },
  day: {
    id: 'day',
    label: 'A full day of rest',
    rule: regaining,
    explanation: 'Level survival back, no roll; verve full.',
  },
  'day-injury': {
    id: 'day-injury',
    label: 'A full day of rest, healing an injury',
    rule: regaining,
    explanation: 'One injury healed, no roll; verve full.',
  },
}

export const godsMonstersTime: TimeRules<GodsMonstersData> = {
  // Healing an injury is offered only to an injured character.
  spans: (data) =>
    godsMonstersSpans
      .filter((id) => !id.endsWith('-injury') || data.injuries > 0)
      .map((id) => spans[id]),
  pass: (data, span, rules, rng) => {
    const id = span as GmSpan
    if (!(id in spans)) throw new RulesError(`Gods & Monsters has no span “${span}”.`)
    const healInjury = id.endsWith('-injury')
    const events: string[] = []
    let success = true
    if (id.startsWith('night')) {
      const roll = resolveRoll(planScoreRoll(data, 'health', [], rules), rng)
      success = roll.success
      events.push(`health roll ${roll.roll} vs ${roll.target}: ${success ? 'success' : 'failure'}`)
    }
    const rested = rest(data, id.startsWith('night') ? 'night' : 'day', {
      healthRollSucceeded: success,
      healInjury,
    })
    events.push(rested.explanation.replace(/\.$/, ''))
    const woken = morningVerve(rested.data)
    if (woken.verve.current !== rested.data.verve.current) events.push(`verve ${woken.verve.max}`)
    return { data: woken, events }
  },
}
