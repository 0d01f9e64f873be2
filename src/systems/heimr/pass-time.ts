// Passing game time for Heimr: a combat turn, a short rest and a stop that brings fatigue back
// to base, each as one step of the sheet's "Pass time".
import type { TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import { startTurn } from './combat'
import { restToBaseFatigue } from './fatigue'
import { shortRest } from './health'
import type { HeimrData } from './model'
import { text } from './text'

export const heimrSpans = ['turn', 'short-rest', 'rest'] as const
type HeimrSpan = (typeof heimrSpans)[number]

// The rules cited stay in English: they name sections of the English rules text.
const spans: readonly (TimeSpan & { id: HeimrSpan })[] = [
  {
    id: 'turn',
    get label() {
      return text('time.turn')
    },
    rule: 'Effects during combat; Fatigue during combat',
    get explanation() {
      return text('time.turnExplanation')
    },
  },
  {
    id: 'short-rest',
    get label() {
      return text('time.shortRest')
    },
    rule: 'Short Rest',
    get explanation() {
      return text('time.shortRestExplanation')
    },
  },
  {
    id: 'rest',
    get label() {
      return text('time.rest')
    },
    rule: 'Base fatigue',
    get explanation() {
      return text('time.restExplanation')
    },
  },
]

export const heimrTime: TimeRules<HeimrData> = {
  spans: () => [...spans],
  pass: (data, span) => {
    switch (span as HeimrSpan) {
      case 'turn': {
        const next = startTurn(data)
        const ended = (data.effects ?? []).length - (next.effects ?? []).length
        return {
          data: next,
          events: ended > 0 ? [text('time.effectsEnded', { count: ended })] : [],
        }
      }
      case 'short-rest': {
        const next = shortRest(data)
        return {
          data: next,
          events: [text('time.hitPoints', { hp: next.hitPoints.current })],
        }
      }
      case 'rest': {
        const next = restToBaseFatigue(data)
        return { data: next, events: [text('time.fatigue', { fatigue: next.fatigue })] }
      }
    }
    throw new RulesError(text('time.noSuchSpan', { span }))
  },
}
