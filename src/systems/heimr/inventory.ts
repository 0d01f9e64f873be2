// Heimr inventory: the core text sets no carrying limit, so this is a plain list.
import { summarizeInventory } from '../common/inventory'
import type { InventoryLine, InventoryRules, InventorySummary } from '../types'
import type { HeimrData } from './model'
import { describeArmouryEntry, findArmouryEntry } from './tables'

function heimrInventory(data: HeimrData): InventorySummary {
  const lines: InventoryLine[] = data.items.map((item) => {
    const entry = findArmouryEntry(item.catalogId)
    const detail = [entry ? describeArmouryEntry(entry) : '', item.notes]
      .filter((part) => part !== '')
      .join('. ')
    const line: InventoryLine = { id: item.id, name: item.name, load: 1 }
    if (detail !== '') line.detail = detail
    return line
  })
  const count = lines.length
  return summarizeInventory(
    'items',
    lines,
    null,
    `The core rules set no carrying limit, so the ${count} item${count === 1 ? '' : 's'} carried have no capacity to fill.`,
  )
}

export const heimrInventoryRules: InventoryRules<HeimrData> = {
  summary: (data) => heimrInventory(data),
}
