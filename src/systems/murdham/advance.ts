// This chapter has no experience: the ledger keeps coins, and buying goods at the trading
// price is a purchase that adds the item (undoing it gives the coins back and removes it).
import { z } from 'zod'
import { change, newId, type LedgerEntry } from '../common/ledger'
import { planOf } from '../common/advancement'
import type { AdvancementRules, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { formatBulk } from './bulk'
import { bulkSchema, type MurdhamData, type MurdhamItem } from './model'
import { passTimePurchaseSchema, planPassTime } from '../common/pass-time'
import { murdhamSpans, murdhamTime } from './pass-time'
import { combatPurchaseSchema, planCombat } from '../common/combat'
import { murdhamCombat } from './combat-purchase'
import { text } from './text'

export const coinCurrency = 'coins'
const coins = {
  id: coinCurrency,
  get label() {
    return text('advance.coins')
  },
}

/** What coins buy: goods at the agreed trading price (`price` in whole coins). */
const buySchema = z.object({
  kind: z.literal('buy'),
  name: z.string().max(200),
  bulk: z.number(),
  quantity: z.number(),
  illegal: z.boolean(),
  price: z.number(),
})
type BuyPurchase = z.infer<typeof buySchema>

/** What the coins ledger records: goods bought, and time passed (which costs nothing). */
export const murdhamPurchaseSchema = z.discriminatedUnion('kind', [
  buySchema,
  passTimePurchaseSchema(murdhamSpans),
  combatPurchaseSchema({}),
])
export type MurdhamPurchase = z.infer<typeof murdhamPurchaseSchema>
export type GoodsPurchase = Omit<BuyPurchase, 'kind'>

/** Goods to buy, e.g. two ropes for 4 coins. */
export function goodsPurchase(goods: GoodsPurchase): BuyPurchase {
  return { kind: 'buy', ...goods }
}

/** The goods as the rules allow them: a name, a bulk, a whole quantity, a whole price. */
function checkedGoods(p: BuyPurchase): GoodsPurchase {
  const name = p.name.trim()
  if (name === '' || name.length > 120) throw new PurchaseError(text('advance.nameGoods'))
  const bulk = bulkSchema.safeParse(p.bulk)
  if (!bulk.success)
    throw new PurchaseError(bulk.error.issues[0]?.message ?? text('advance.badBulk'))
  const { quantity, price } = p
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999)
    throw new PurchaseError(text('advance.badQuantity'))
  if (!Number.isInteger(price) || price < 0)
    throw new PurchaseError(text('advance.wholePrice', { price: String(price) }))
  return { name, bulk: bulk.data, quantity, illegal: p.illegal, price }
}

// Trading: goods bought for the agreed price join the inventory.
export function planBuy(data: MurdhamData, purchase: BuyPurchase): PurchasePlan {
  const p = checkedGoods(purchase)
  const item: MurdhamItem = {
    id: newId(),
    name: p.name,
    bulk: p.bulk,
    quantity: p.quantity,
    illegal: p.illegal,
    notes: '',
  }
  return planOf(purchase, {
    label:
      p.quantity > 1
        ? text('advance.boughtMany', {
            quantity: p.quantity,
            name: p.name,
            bulk: formatBulk(p.bulk),
          })
        : text('advance.bought', { name: p.name, bulk: formatBulk(p.bulk) }),
    currency: coinCurrency,
    cost: p.price,
    changes: [change(data, ['items'], [...data.items, item])],
  })
}

/** The goods a coin spend bought: the one item its one change added (see `planBuy`). */
function purchaseOfEntry(entry: LedgerEntry): MurdhamPurchase | null {
  const [only, ...more] = entry.changes
  if (entry.kind !== 'spend' || entry.currency !== coinCurrency || !only || more.length) return null
  if (only.path.length !== 1 || only.path[0] !== 'items') return null
  const before = Array.isArray(only.before) ? only.before : []
  const after = Array.isArray(only.after) ? only.after : []
  const item = after[after.length - 1]
  if (after.length !== before.length + 1 || typeof item !== 'object' || item === null) return null
  const parsed = buySchema.safeParse({
    kind: 'buy',
    ...(item as Record<string, unknown>),
    price: entry.amount,
  })
  if (!parsed.success) return null
  const { name, bulk, quantity, illegal, price } = parsed.data
  return goodsPurchase({ name, bulk, quantity, illegal, price })
}

export const murdhamAdvancement: AdvancementRules<MurdhamData, MurdhamPurchase> = {
  currencies: [coins],
  purchaseSchema: murdhamPurchaseSchema,
  options: () => [],
  plan: (data, purchase, rules) =>
    purchase.kind === 'pass-time'
      ? planPassTime(murdhamTime, data, purchase, rules, coinCurrency)
      : purchase.kind === 'combat'
        ? planCombat(murdhamCombat, data, purchase, coinCurrency)
        : planBuy(data, purchase),
  purchaseOf: (entry) => purchaseOfEntry(entry),
}
