// Passing game time for Murdham (Travel and exploration): a stretch, a watch or a day ends, with
// what ends with it (conditions, poison deadlines, a befriended animal) as one step.
import type { TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import type { MurdhamData } from './model'
import { endDay, endStretch, endWatch } from './time'

export const murdhamSpans = ['stretch', 'watch', 'day'] as const
type MurdhamSpan = (typeof murdhamSpans)[number]

const spans: readonly (TimeSpan & { id: MurdhamSpan })[] = [
  {
    id: 'stretch',
    label: 'A stretch',
    rule: 'Travel and exploration',
    explanation: 'Stretch-long conditions end; poison deadlines of a stretch come due.',
  },
  {
    id: 'watch',
    label: 'A watch',
    rule: 'Travel and exploration',
    explanation:
      'Stretch and watch conditions end; poison deadlines come due; a befriended animal leaves.',
  },
  {
    id: 'day',
    label: 'A day',
    rule: 'Travel and exploration; Diseases',
    explanation: 'Day-long conditions end; recovery saves for sickness are due.',
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
    throw new RulesError(`Murdham has no span “${span}”.`)
  },
}
