// Bulk with halves: parsing, exact sums, carry limits by size, and what bulk allows.
import { RulesError } from '../types'
import type { MurdhamData, MurdhamItem, SizeId } from './model'
import { sizes } from './tables'
import { text } from './text'

/**
 * Reads a bulk as typed: "2", "½", "1½", "0.5", "1/2", "7 1/2". Refuses negatives, non-numbers
 * and anything that is not a whole number or a half, with a message that says why.
 */
export function parseBulk(typed: string): number {
  const raw = typed.trim()
  if (raw === '') throw new RulesError(text('error.bulkEmpty'))
  if (/^[-−]/.test(raw)) throw new RulesError(text('error.bulkNegative', { raw }))
  let value: number
  const half = /^(\d{1,5})?\s*(?:½|1\/2)$/.exec(raw)
  if (half) value = Number(half[1] ?? 0) + 0.5
  else if (/^\d{1,5}(?:\.\d+)?$/.test(raw)) value = Number(raw)
  else throw new RulesError(text('error.notBulk', { raw }))
  if (!Number.isInteger(value * 2)) {
    throw new RulesError(text('error.bulkHalves', { raw }))
  }
  if (value > 10_000) throw new RulesError(text('error.bulkMax'))
  return value
}

/** 7.5 → "7½", 0.5 → "½", 3 → "3". */
export function formatBulk(bulk: number): string {
  const whole = Math.floor(bulk)
  const hasHalf = bulk - whole === 0.5
  if (!hasHalf) return String(bulk)
  return whole === 0 ? '½' : `${whole}½`
}

/** Bulk one item line counts for: bulk × quantity, counted in halves so it stays exact. */
export function itemBulk(item: Pick<MurdhamItem, 'bulk' | 'quantity'>): number {
  return (Math.round(item.bulk * 2) * item.quantity) / 2
}

// Size categories: total bulk carried, summed in whole halves.
export function totalBulk(items: readonly Pick<MurdhamItem, 'bulk' | 'quantity'>[]): number {
  const halves = items.reduce((sum, item) => sum + Math.round(item.bulk * 2) * item.quantity, 0)
  return halves / 2
}

// Size categories: carry limit ½ tiny, 2 small, 8 medium, 32 large, 128 massive.
export function carryLimit(size: SizeId): number {
  return sizes[size].carryLimit
}

/** Over the carry limit: strictly above it (carrying exactly the limit is fine). */
export function isOverloaded(data: Pick<MurdhamData, 'items' | 'size'>): boolean {
  return totalBulk(data.items) > carryLimit(data.size)
}

/** Special movement: Swim — above this total bulk a swimmer must pass an AGI save. */
export const swimBulkLimit = 2

// Special movement: Swim — a total bulk greater than 2 calls for an AGI save.
export function swimNeedsSave(total: number): boolean {
  return total > swimBulkLimit
}

/** Stealing: the largest bulk that can be stolen (½); only larger items are barred. */
const stealableBulk = 0.5

// Stealing: an item of bulk ½ can be stolen with an AGI save; larger items normally cannot.
export function canSteal(bulk: number): boolean {
  return bulk >= 0 && bulk <= stealableBulk
}
