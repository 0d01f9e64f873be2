// Upkeep and living expenses (Actions and consequences): a silver coin a day to live (a week when
// poor, ten or a hundred a day when extravagant), weapons 10% of their cost a year, armor 5% a
// month, riding animals 10% a month and other animals 5% (a campaign setting), paid from the
// coin ledger as one spend.
import { balance, recordPurchase, type LedgerEntry } from '../common/ledger'
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { currencyIds } from './advance'
import { findGear, formatSilver } from './gear'
import { upkeepDaysPerMonth, upkeepOtherAnimalPercent } from './house-rules'
import type { GodsMonstersData, Item } from './model'
import { termTable } from '../common/text'
import { text } from './text'

export const upkeepRule = 'Actions and consequences: Upkeep and living expenses'

export const lifestyleIds = ['poor', 'basic', 'extravagant', 'lavish'] as const
export type Lifestyle = (typeof lifestyleIds)[number]

/** Living expenses: hundredths of a silver coin per number of days. */
const lifestyles: Record<Lifestyle, { cents: number; days: number }> = {
  poor: { cents: 100, days: 7 },
  basic: { cents: 100, days: 1 },
  extravagant: { cents: 1_000, days: 1 },
  lavish: { cents: 10_000, days: 1 },
}
export const lifestyleLabels = termTable(lifestyleIds, (id) => text(`upkeep.lifestyle.${id}`))

/** The animals of the Animals & containers table that are ridden (riding and war horses). */
const ridingAnimals = new Set(['horse-riding', 'horse-war'])

interface UpkeepLine {
  label: string
  /** Hundredths of a silver coin. */
  cents: number
  explanation: string
}

export interface UpkeepPlan {
  days: number
  lines: UpkeepLine[]
  /** Hundredths of a silver coin. */
  total: number
  /** Items the tables do not describe, so their upkeep is not known (entered by hand). */
  notCounted: string[]
}

export const maxUpkeepDays = 3_650

/**
 * The upkeep of `days` days: living expenses plus each weapon, armor and animal carried, by the
 * price paid (else the table's). Each line is pro rata by day and rounded to the nearest
 * hundredth of a silver (READING: the text gives rates per day, week, month and year only).
 */
export function upkeepPlan(
  data: GodsMonstersData,
  days: number,
  lifestyle: Lifestyle,
  rules: HouseRules = {},
): UpkeepPlan {
  if (!Number.isInteger(days) || days < 1 || days > maxUpkeepDays) {
    throw new RulesError(text('upkeep.daysRange', { max: maxUpkeepDays, days }))
  }
  const month = upkeepDaysPerMonth(rules)
  const living = lifestyles[lifestyle]
  const lines: UpkeepLine[] = [
    {
      label: text('upkeep.living'),
      cents: Math.round((living.cents * days) / living.days),
      explanation: text('upkeep.livingFor', { lifestyle: lifestyleLabels[lifestyle], count: days }),
    },
  ]
  const notCounted: string[] = []
  for (const item of data.items) {
    const gear = item.gearId === null ? undefined : findGear(item.gearId)
    if (!gear) {
      notCounted.push(item.name)
      continue
    }
    const rate = upkeepRate(gear.category, gear.id, 'animal' in gear && !!gear.animal, rules)
    if (!rate) continue
    const price = unitPrice(item, gear.costCents) * item.quantity
    const periodDays = rate.per === 'year' ? 12 * month : month
    lines.push({
      label:
        item.quantity > 1
          ? text('upkeep.quantity', { quantity: item.quantity, name: item.name })
          : item.name,
      cents: Math.round((price * rate.percent * days) / (100 * periodDays)),
      explanation: text(`upkeep.rate.${rate.per}`, {
        percent: rate.percent,
        price: formatSilver(price),
        what: text(`upkeep.what.${rate.what}`),
      }),
    })
  }
  return { days, lines, total: lines.reduce((s, l) => s + l.cents, 0), notCounted }
}

function unitPrice(item: Item, tableCents: number): number {
  return item.cost ?? tableCents
}

function upkeepRate(
  category: string,
  gearId: string,
  isAnimal: boolean,
  rules: HouseRules,
): {
  percent: number
  per: 'month' | 'year'
  what: 'weapon' | 'armor' | 'ridingAnimal' | 'animal'
} | null {
  if (category === 'weapon') return { percent: 10, per: 'year', what: 'weapon' }
  if (category === 'armor') return { percent: 5, per: 'month', what: 'armor' }
  if (!isAnimal) return null
  if (ridingAnimals.has(gearId)) return { percent: 10, per: 'month', what: 'ridingAnimal' }
  return { percent: upkeepOtherAnimalPercent(rules), per: 'month', what: 'animal' }
}

/**
 * Pays the upkeep from the coins as one spend (undoing it returns the coins). Refuses, writing
 * nothing, when the coins on hand fall short.
 */
export function recordUpkeep(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  plan: UpkeepPlan,
): { data: GodsMonstersData; ledger: LedgerEntry[] } {
  const onHand = balance(ledger, currencyIds.coins)
  if (plan.total > onHand) {
    throw new RulesError(
      text('upkeep.shortOfCoins', {
        count: plan.days,
        total: formatSilver(plan.total),
        onHand: formatSilver(onHand),
      }),
    )
  }
  if (plan.total === 0) throw new RulesError(text('upkeep.nothingToPay'))
  const recorded = recordPurchase(data, ledger, {
    label: text('upkeep.purchase', { count: plan.days, total: formatSilver(plan.total) }),
    currency: currencyIds.coins,
    cost: plan.total,
    changes: [],
  })
  return { data: recorded.data, ledger: recorded.ledger }
}
