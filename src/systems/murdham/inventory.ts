// Murdham inventory: bulk (with halves) against the size's carry limit.
import { summarizeInventory } from '../common/inventory'
import type { InventoryLine, InventoryRules, InventorySummary } from '../types'
import { carryLimit, formatBulk, itemBulk, totalBulk } from './bulk'
import type { MurdhamData } from './model'
import { sizes } from './tables'

export function murdhamInventory(data: MurdhamData): InventorySummary {
  const lines: InventoryLine[] = data.items.map((item) => {
    const parts = [
      item.quantity > 1 ? `${item.quantity} × ${formatBulk(item.bulk)}` : '',
      item.illegal ? 'illegal' : '',
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
    `${formatBulk(totalBulk(data.items))} bulk carried of ${formatBulk(limit)} for a ${sizes[data.size].label.toLocaleLowerCase()} character.`,
  )
  // Exact half-unit sum rather than the floating one.
  return { ...summary, used: totalBulk(data.items) }
}

export const murdhamInventoryRules: InventoryRules<MurdhamData> = {
  summary: (data) => murdhamInventory(data),
}
