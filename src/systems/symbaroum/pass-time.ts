// Passing game time for Symbaroum: a day of rest heals one Toughness (Healing Wounds: natural
// healing is one point of Toughness per day).
import type { TimeRules } from '../types'
import { RulesError } from '../types'
import { healNaturally } from './combat'
import type { SymbaroumData } from './model'
import { text } from './text'
import { ruleRefs } from './rule-refs'

const day = {
  id: 'day',
  get label() {
    return text('time.dayLabel')
  },
  get rule() {
    return ruleRefs.healing
  },
  get explanation() {
    return text('time.dayExplanation')
  },
} as const

export const symbaroumSpans = [day.id] as const

export const symbaroumTime: TimeRules<SymbaroumData> = {
  spans: () => [day],
  pass: (data, span) => {
    if (span !== day.id) throw new RulesError(text('time.noSuchSpan', { span }))
    const healed = healNaturally(data, 1)
    return {
      data: healed.data,
      events: [
        healed.healed > 0
          ? text('time.healed', { count: healed.healed })
          : text('time.nothingToHeal'),
      ],
    }
  },
}
