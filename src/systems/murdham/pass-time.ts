// Passing game time for Murdham (Travel and exploration): a stretch, a watch or a day ends, with
// what ends with it (conditions, poison deadlines, a befriended animal) as one step.
import type { TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import type { MurdhamData } from './model'
import { endDay, endStretch, endWatch } from './time'
import { text } from './text'
import { ruleRefs } from './rule-refs'

export const murdhamSpans = ['stretch', 'watch', 'day'] as const
type MurdhamSpan = (typeof murdhamSpans)[number]

const spans: readonly (TimeSpan & { id: MurdhamSpan })[] = [
  {
    id: 'stretch',
    get label() {
      return text('time.stretch')
    },
    get rule() {
      return ruleRefs.travel
    },
    get explanation() {
      return text('time.stretchExplanation')
    },
  },
  {
    id: 'watch',
    get label() {
      return text('time.watch')
    },
    get rule() {
      return ruleRefs.travel
    },
    get explanation() {
      return text('time.watchExplanation')
    },
  },
  {
    id: 'day',
    get label() {
      return text('time.day')
    },
    get rule() {
      return `${ruleRefs.travel}; ${ruleRefs.disease}`
    },
    get explanation() {
      return text('time.dayExplanation')
    },
  },
]

export const murdhamTime: TimeRules<MurdhamData> = {
  spans: () => [...spans],
  pass: (data, span, _rules, rng) => {
    switch (span as MurdhamSpan) {
      case 'stretch':
        return endStretch(rng, data)
      case 'watch':
        return endWatch(rng, data)
      case 'day':
        return { data: endDay(data), events: [] }
    }
    throw new RulesError(text('time.noSuchSpan', { span }))
  },
}
