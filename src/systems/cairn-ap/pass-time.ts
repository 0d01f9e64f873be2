// Passing game time for Cairn: a moment's rest, a night's rest, a day and a week, each applying
// Healing & Recovery, Deprivation and the timed Mishaps in one step.
import type { HouseRules, TimeRules, TimeSpan } from '../types'
import { RulesError } from '../types'
import { restoreHp, weekOfRest } from './damage'
import { newDay } from './deprivation'
import { passHours } from './lasting-mishaps'
import type { CairnData } from './model'
import { NeedsDropError, recoverFatigue } from './slots'

export const cairnSpans = ['moment', 'night', 'day', 'week'] as const
type CairnSpan = (typeof cairnSpans)[number]

/** Hours in a day, for the Mishaps that last 24 hours (3 and 8). */
const hoursInDay = 24

const spans: readonly (TimeSpan & { id: CairnSpan })[] = [
  {
    id: 'moment',
    label: 'A moment’s rest',
    rule: 'Healing & Recovery',
    explanation: 'Lost HP come back (not while Deprived).',
  },
  {
    id: 'night',
    label: 'A night’s rest in a safe spot',
    rule: 'Inventory; Deprivation and Fatigue',
    explanation: 'Fatigue is cleared (not while Deprived; tumours stay).',
  },
  {
    id: 'day',
    label: 'A day',
    rule: 'Deprivation and Fatigue; Mishaps 3 and 8',
    explanation: '24 hours pass for timed Mishaps; a Deprived day adds Fatigue after the first.',
  },
  {
    id: 'week',
    label: 'A week of rest',
    rule: 'Healing & Recovery',
    explanation: 'Attributes, HP and Fatigue are restored (not while Deprived).',
  },
]

function passDay(data: CairnData, rules: HouseRules): { data: CairnData; events: string[] } {
  let next = data
  const events: string[] = []
  if (next.mishaps.some((m) => m.hoursLeft !== undefined && m.hoursLeft > 0)) {
    next = passHours(next, hoursInDay)
    events.push(`${hoursInDay} hours for timed Mishaps`)
  }
  if (next.deprived) {
    try {
      const day = newDay(next, rules)
      next = day.data
      events.push(`Deprived day ${day.days}: +${day.fatigue} Fatigue`)
    } catch (error) {
      if (!(error instanceof NeedsDropError)) throw error
      throw new RulesError(
        `${error.message} Use “New day” on the inventory card to choose what to drop.`,
      )
    }
  }
  return { data: next, events }
}

export const cairnTime: TimeRules<CairnData> = {
  spans: () => [...spans],
  pass: (data, span, rules) => {
    switch (span as CairnSpan) {
      case 'moment':
        return { data: restoreHp(data), events: [`HP ${data.hp.max}`] }
      case 'night':
        return { data: recoverFatigue(data), events: [`${data.fatigue} Fatigue cleared`] }
      case 'day':
        return passDay(data, rules)
      case 'week':
        return { data: weekOfRest(data), events: ['attributes, HP and Fatigue restored'] }
    }
    throw new RulesError(`Cairn has no span “${span}”.`)
  },
}
