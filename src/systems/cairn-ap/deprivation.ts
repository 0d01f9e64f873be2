// Deprivation: a new day for a Deprived character, and ending Deprivation.
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import type { CairnData } from './model'
import { settleOverflow } from './slots'
import { jsonCopy } from '../common/json'
import { text } from './text'

/** Deprivation and Fatigue: days Deprived that bring no Fatigue yet ("more than a day"). */
const deprivedDaysWithoutFatigue = 1

export interface NewDay {
  data: CairnData
  /** Days begun while Deprived, this one included. */
  days: number
  /** Fatigue actually added (0 on the first day, or when nothing was left to drop). */
  fatigue: number
  /** Names of the items dropped to make room. */
  dropped: string[]
}

/**
 * Deprivation and Fatigue: anyone Deprived for more than a day adds one Fatigue for each day.
 * Each new day while Deprived counts one day; the first brings none, every later one brings one.
 * With no free slot an item must be dropped (throws NeedsDropError until `dropIds` make room).
 */
export function newDay(
  data: CairnData,
  rules: HouseRules,
  dropIds: readonly string[] = [],
): NewDay {
  if (!data.deprived) {
    throw new RulesError(text('deprivation.notDeprived'))
  }
  const days = (data.deprivedDays ?? 0) + 1
  let next = jsonCopy(data)
  next.deprivedDays = days
  if (days > deprivedDaysWithoutFatigue) {
    next.fatigue += 1
    next = settleOverflow(next, rules, dropIds, text('deprivation.reason', { days }))
  }
  const kept = new Set(next.items.map((i) => i.id))
  return {
    data: next,
    days,
    fatigue: next.fatigue - data.fatigue,
    dropped: data.items.filter((i) => !kept.has(i.id)).map((i) => i.name),
  }
}

/** Sets or ends Deprivation on a copy; ending it resets the count of days. */
export function setDeprived(data: CairnData, deprived: boolean): CairnData {
  const next = jsonCopy(data)
  next.deprived = deprived
  if (!deprived && next.deprivedDays !== undefined) next.deprivedDays = 0
  return next
}
