// Murdham inventory: bulk (with halves) against the size's carry limit.
import { summarizeInventory } from '../common/inventory'
import type { InventoryLine, InventoryRules, InventorySummary } from '../types'
import { carryLimit, formatBulk, itemBulk, totalBulk } from './bulk'
import type { MurdhamData } from './model'
import { sizes } from './tables'
import { text } from './text'

export function murdhamInventory(data: MurdhamData): InventorySummary {
  const lines: InventoryLine[] = data.items.map((item) => {
    const parts = [
      item.quantity > 1
        ? text('inventory.times', { quantity: item.quantity, bulk: formatBulk(item.bulk) })
        : '',
      item.illegal ? text('inventory.illegal') : '',
      item.notes,
    ].filter((p) => p !== '')
    const line: InventoryLine = { id: item.id, name: item.name, load: itemBulk(item) }
    if (parts.length > 0) line.detail = parts.join(', ')
    return line
  })
  const limit = carryLimit(data.size)
  const summary = summarizeInventory(
    'bulk',
    lines,
    limit,
    text('inventory.summary', {
      total: formatBulk(totalBulk(data.items)),
      limit: formatBulk(limit),
      size: sizes[data.size].label.toLocaleLowerCase(),
    }),
  )
  // Exact half-unit sum rather than the floating one.
  return { ...summary, used: totalBulk(data.items) }
}

export const murdhamInventoryRules: InventoryRules<MurdhamData> = {
  summary: (data) => murdhamInventory(data),
}
