// Passing game time for Cairn: a moment's rest, a night's rest, a day and a week, each applying
// Healing & Recovery, Deprivation and the timed Mishaps in one step.
import type { HouseRules, TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import { restoreHp, weekOfRest } from './damage'
import { newDay } from './deprivation'
import { passHours } from './lasting-mishaps'
import type { CairnData } from './model'
import { NeedsDropError, recoverFatigue } from './slots'
import { text } from './text'

export const cairnSpans = ['moment', 'night', 'day', 'week'] as const
type CairnSpan = (typeof cairnSpans)[number]

/** Hours in a day, for the Mishaps that last 24 hours (3 and 8). */
const hoursInDay = 24

const spans: readonly (TimeSpan & { id: CairnSpan })[] = [
  {
    id: 'moment',
    get label() {
      return text('time.moment')
    },
    rule: 'Healing & Recovery',
    get explanation() {
      return text('time.momentExplanation')
    },
  },
  {
    id: 'night',
    get label() {
      return text('time.night')
    },
    rule: 'Inventory; Deprivation and Fatigue',
    get explanation() {
      return text('time.nightExplanation')
    },
  },
  {
    id: 'day',
    get label() {
      return text('time.day')
    },
    rule: 'Deprivation and Fatigue; Mishaps 3 and 8',
    get explanation() {
      return text('time.dayExplanation')
    },
  },
  {
    id: 'week',
    get label() {
      return text('time.week')
    },
    rule: 'Healing & Recovery',
    get explanation() {
      return text('time.weekExplanation')
    },
  },
]

function passDay(data: CairnData, rules: HouseRules): { data: CairnData; events: string[] } {
  let next = data
  const events: string[] = []
  if (next.mishaps.some((m) => m.hoursLeft !== undefined && m.hoursLeft > 0)) {
    next = passHours(next, hoursInDay)
    events.push(text('time.timedMishaps', { hours: hoursInDay }))
  }
  if (next.deprived) {
    try {
      const day = newDay(next, rules)
      next = day.data
      events.push(text('time.deprivedDay', { days: day.days, fatigue: day.fatigue }))
    } catch (error) {
      if (!(error instanceof NeedsDropError)) throw error
      throw new RulesError(text('time.useNewDay', { problem: error.message }))
    }
  }
  return { data: next, events }
}

export const cairnTime: TimeRules<CairnData> = {
  spans: () => [...spans],
  pass: (data, span, rules) => {
    switch (span as CairnSpan) {
      case 'moment':
        return { data: restoreHp(data), events: [text('time.hpRestored', { hp: data.hp.max })] }
      case 'night':
        return {
          data: recoverFatigue(data),
          events: [text('time.fatigueCleared', { fatigue: data.fatigue })],
        }
      case 'day':
        return passDay(data, rules)
      case 'week':
        return { data: weekOfRest(data), events: [text('time.weekRestored')] }
    }
    throw new RulesError(text('time.noSuchSpan', { span }))
  },
}
