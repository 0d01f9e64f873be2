// Money and Equipment: during the first level, the starting money can still buy items that the
// character is taken to have had all along.
import { isActive, type LedgerEntry } from '../common/ledger'
import { PurchaseError, type PurchasePlan } from '../types'
import { formatSilver } from './gear'
import { currencyIds } from './advance'
import { characterLevel } from './levels'
import type { GodsMonstersData } from './model'
import { recordedStartingCoins } from './purchase-checks'
import { text } from './text'

/** The label prefix of a purchase made as an item always had. */
const alwaysHadPrefix = 'Always had: '

export interface StartingMoney {
  /** Still in the first level, with starting coins posted. */
  open: boolean
  /** The starting coins creation posted (hundredths of a silver), or null. */
  starting: number | null
  /** Spent so far on items always had. */
  spent: number
  /** What is left of it: never more than the coins the character has. */
  left: number
}

/** The starting money left for items always had, from the ledger (undone buys count nothing). */
export function startingMoney(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  coins: number,
): StartingMoney {
  const starting = recordedStartingCoins(ledger)
  const spent = ledger
    .filter(
      (e) =>
        isActive(e) &&
        e.kind === 'spend' &&
        e.currency === currencyIds.coins &&
        (e.purchase ?? '').startsWith(alwaysHadPrefix),
    )
    .reduce((sum, e) => sum + e.amount, 0)
  const left = Math.max(0, Math.min((starting ?? 0) - spent, coins))
  return { open: starting !== null && characterLevel(data) === 1, starting, spent, left }
}

/**
 * Money and Equipment: a purchase paid from the starting money as an item the character always
 * had — only during the first level, and only up to what is left of the starting money.
 */
export function asAlwaysHad(plan: PurchasePlan, money: StartingMoney): PurchasePlan {
  if (!money.open) {
    throw new PurchaseError(text('startingMoney.firstLevelOnly'))
  }
  if (plan.cost > money.left) {
    throw new PurchaseError(text('startingMoney.notEnough', { left: formatSilver(money.left) }))
  }
  return { ...plan, label: `${alwaysHadPrefix}${plan.label.replace(/^Bought /, '')}` }
}
