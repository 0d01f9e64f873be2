// Passing game time for Gods & Monsters: a night's rest (a health roll) or a full day of rest
// (no roll), each restoring level survival or removing one injury (Regaining survival and healing
// injuries), and verve back in full on waking for a new day (Using verve).
import type { TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import type { GodsMonstersData } from './model'
import { planScoreRoll, resolveRoll } from './rolls'
import { text } from './text'
import { morningVerve, rest } from './vitals'

export const godsMonstersSpans = ['night', 'night-injury', 'day', 'day-injury'] as const
type GmSpan = (typeof godsMonstersSpans)[number]

const regaining = 'Regaining survival and healing injuries; Using verve'

const spans: Record<GmSpan, TimeSpan & { id: GmSpan }> = {
  night: {
    id: 'night',
    get label() {
      return text('passTime.night.label')
    },
    rule: regaining,
    get explanation() {
      return text('passTime.night.explanation')
    },
  },
  'night-injury': {
    id: 'night-injury',
    get label() {
      return text('passTime.nightInjury.label')
    },
    rule: regaining,
    get explanation() {
      return text('passTime.nightInjury.explanation')
    },
  },
  day: {
    id: 'day',
    get label() {
      return text('passTime.day.label')
    },
    rule: regaining,
    get explanation() {
      return text('passTime.day.explanation')
    },
  },
  'day-injury': {
    id: 'day-injury',
    get label() {
      return text('passTime.dayInjury.label')
    },
    rule: regaining,
    get explanation() {
      return text('passTime.dayInjury.explanation')
    },
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
    if (!(id in spans)) throw new RulesError(text('passTime.noSpan', { span }))
    const healInjury = id.endsWith('-injury')
    const events: string[] = []
    let success = true
    if (id.startsWith('night')) {
      const roll = resolveRoll(planScoreRoll(data, 'health', [], rules), rng)
      success = roll.success
      events.push(
        text(success ? 'passTime.healthRollSuccess' : 'passTime.healthRollFailure', {
          roll: roll.roll,
          target: roll.target,
        }),
      )
    }
    const rested = rest(data, id.startsWith('night') ? 'night' : 'day', {
      healthRollSucceeded: success,
      healInjury,
    })
    events.push(rested.explanation.replace(/\.$/, ''))
    const woken = morningVerve(rested.data)
    if (woken.verve.current !== rested.data.verve.current)
      events.push(text('passTime.verve', { verve: woken.verve.max }))
    return { data: woken, events }
  },
}
