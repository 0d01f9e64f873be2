// This chapter has no experience: the ledger keeps coins, and buying goods at the trading
// price is a purchase that adds the item (undoing it gives the coins back and removes it).
import { change, newId } from '../common/ledger'
import type { AdvancementRules, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { formatBulk } from './bulk'
import { bulkSchema, type MurdhamData, type MurdhamItem } from './model'

export const coinCurrency = 'coins'
const coins = { id: coinCurrency, label: 'Coins' }

export interface GoodsPurchase {
  name: string
  bulk: number
  quantity: number
  illegal: boolean
  /** Whole coins paid (from the trading helper). */
  price: number
}

const buyPrefix = 'buy:'

/** Option id carrying the purchase, e.g. buy:{"name":"Rope",...}. */
export function buyOptionId(purchase: GoodsPurchase): string {
  return `${buyPrefix}${JSON.stringify(purchase)}`
}

function readPurchase(optionId: string): GoodsPurchase {
  if (!optionId.startsWith(buyPrefix)) {
    throw new PurchaseError(`Unknown purchase "${optionId}": expected goods to buy.`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(optionId.slice(buyPrefix.length))
  } catch {
    throw new PurchaseError('The purchase could not be read.')
  }
  const p = raw as Partial<GoodsPurchase> | null
  const name = typeof p?.name === 'string' ? p.name.trim() : ''
  if (name === '' || name.length > 120)
    throw new PurchaseError('Name the goods (up to 120 characters).')
  const bulk = bulkSchema.safeParse(p?.bulk)
  if (!bulk.success) throw new PurchaseError(bulk.error.issues[0]?.message ?? 'Bad bulk.')
  const quantity = p?.quantity
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 999)
    throw new PurchaseError('The quantity must be a whole number from 1 to 999.')
  const price = p?.price
  if (typeof price !== 'number' || !Number.isInteger(price) || price < 0)
    throw new PurchaseError(
      `A price of ${String(price)} cannot be paid in whole coins; agree a whole price first.`,
    )
  return { name, bulk: bulk.data, quantity, illegal: p?.illegal === true, price }
}

// Trading: goods bought for the agreed price join the inventory.
export function planBuy(data: MurdhamData, optionId: string): PurchasePlan {
  const p = readPurchase(optionId)
  const item: MurdhamItem = {
    id: newId(),
    name: p.name,
    bulk: p.bulk,
    quantity: p.quantity,
    illegal: p.illegal,
    notes: '',
  }
  return {
    label: `Bought ${p.quantity > 1 ? `${p.quantity} × ` : ''}${p.name} (bulk ${formatBulk(p.bulk)})`,
    currency: coinCurrency,
    cost: p.price,
    changes: [change(data, ['items'], [...data.items, item])],
  }
}

export const murdhamAdvancement: AdvancementRules<MurdhamData> = {
  currencies: [coins],
  options: () => [],
  plan: (data, optionId) => planBuy(data, optionId),
}
