// Pieces every system's advancement shares: pricing an option against the unspent balance and
// the earned/unspent/spent summary of one currency.
import type { PurchaseOption } from '../types'
import { balance, earned, type LedgerEntry, type Purchase, type PurchasePlan } from './ledger'
import { text } from './rules-text'

/**
 * A key for a purchase in lists (and data attributes): its fields in order, e.g.
 * "raise:acrobatics"; a field that is not text is written as JSON.
 */
export function purchaseKey(purchase: Purchase): string {
  return Object.values(purchase)
    .map((field) => (typeof field === 'string' ? field : JSON.stringify(field)))
    .join(':')
}

/** A plan that carries the purchase it priced, which the ledger entry keeps. */
export function planOf(purchase: Purchase, plan: PurchasePlan): PurchasePlan {
  return { ...plan, option: purchase }
}

/** An option priced against what is unspent; unaffordable ones say why. */
export function pricedOption<P extends Purchase>(
  purchase: P,
  label: string,
  currency: { id: string; label: string },
  cost: number,
  unspent: number,
): PurchaseOption<P> {
  const option: PurchaseOption<P> = {
    purchase,
    key: purchaseKey(purchase),
    label,
    currency: currency.id,
    cost,
    available: cost <= unspent,
  }
  if (!option.available)
    option.reason = text('ledger.needs', { cost, currency: currency.label, unspent })
  return option
}

export interface CurrencySummary {
  /** Total awarded (active awards). */
  earned: number
  /** Awarded minus spent; negative only after a game master override. */
  unspent: number
  spent: number
}

/** Totals of one currency, derived from the ledger rather than stored on the character. */
export function currencySummary(ledger: readonly LedgerEntry[], currency: string): CurrencySummary {
  const total = earned(ledger, currency)
  const unspent = balance(ledger, currency)
  return { earned: total, unspent, spent: total - unspent }
}
