// Passing game time for Symbaroum: a day of rest heals one Toughness (Healing Wounds: natural
// healing is one point of Toughness per day).
import type { TimeRules } from '../types'
import { RulesError } from '../types'
import { healNaturally } from './combat'
import type { SymbaroumData } from './model'

const day = {
  id: 'day',
  label: 'A day of rest',
  rule: 'Healing Wounds',
  explanation: 'Natural healing: 1 Toughness back, never above the maximum.',
} as const

export const symbaroumSpans = [day.id] as const

export const symbaroumTime: TimeRules<SymbaroumData> = {
  spans: () => [day],
  pass: (data, span) => {
    if (span !== day.id) throw new RulesError(`Symbaroum has no span “${span}”.`)
    const healed = healNaturally(data, 1)
    return {
      data: healed.data,
      events: [healed.healed > 0 ? `${healed.healed} Toughness healed` : 'no damage to heal'],
    }
  },
}
