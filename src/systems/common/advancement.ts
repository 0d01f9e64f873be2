// Pieces every system's advancement shares: pricing an option against the unspent balance and
// the earned/unspent/spent summary of one currency.
import type { PurchaseOption } from '../types'
import { balance, earned, type LedgerEntry } from './ledger'

/** An option priced against what is unspent; unaffordable ones say why. */
export function pricedOption(
  id: string,
  label: string,
  currency: { id: string; label: string },
  cost: number,
  unspent: number,
): PurchaseOption {
  const option: PurchaseOption = {
    id,
    label,
    currency: currency.id,
    cost,
    available: cost <= unspent,
  }
  if (!option.available) option.reason = `Needs ${cost} ${currency.label}; ${unspent} unspent.`
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
