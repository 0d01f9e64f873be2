// Passing game time for Heimr: a combat turn, a short rest and a stop that brings fatigue back
// to base, each as one step of the sheet's "Pass time".
import type { TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import { startTurn } from './combat'
import { restToBaseFatigue } from './fatigue'
import { shortRest } from './health'
import type { HeimrData } from './model'

export const heimrSpans = ['turn', 'short-rest', 'rest'] as const
type HeimrSpan = (typeof heimrSpans)[number]

const spans: readonly (TimeSpan & { id: HeimrSpan })[] = [
  {
    id: 'turn',
    label: 'A turn',
    rule: 'Effects during combat; Fatigue during combat',
    explanation: 'Effects count down a turn; defence uses and the fatigue rise start over.',
  },
  {
    id: 'short-rest',
    label: 'A short rest',
    rule: 'Short Rest',
    explanation: 'Five quiet minutes: hit points back to their maximum (needs 1 or more).',
  },
  {
    id: 'rest',
    label: 'A stop for a while',
    rule: 'Base fatigue',
    explanation: 'Fatigue returns to base fatigue.',
  },
]

export const heimrTime: TimeRules<HeimrData> = {
  spans: () => [...spans],
  pass: (data, span) => {
    switch (span as HeimrSpan) {
      case 'turn': {
        const next = startTurn(data)
        const ended = (data.effects ?? []).length - (next.effects ?? []).length
        return { data: next, events: ended > 0 ? [`${ended} effect(s) ended`] : [] }
      }
      case 'short-rest': {
        const next = shortRest(data)
        return { data: next, events: [`hit points ${next.hitPoints.current}`] }
      }
      case 'rest': {
        const next = restToBaseFatigue(data)
        return { data: next, events: [`fatigue ${next.fatigue}`] }
      }
    }
    throw new RulesError(`Heimr has no span “${span}”.`)
  },
}
