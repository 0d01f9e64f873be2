// Heimr inventory: the core text sets no carrying limit, so this is a plain list.
import { summarizeInventory } from '../common/inventory'
import type { InventoryLine, InventoryRules, InventorySummary } from '../types'
import type { HeimrData } from './model'
import { describeArmouryEntry, findArmouryEntry } from './tables'
import { text } from './text'

/** An item's armoury stats and its notes, in one line ("Melee, … Dueling. Notched"). */
export function itemDetails(stats: string, notes: string): string {
  if (stats === '' || notes === '') return stats || notes
  return text('inventory.details', { stats, notes })
}

function heimrInventory(data: HeimrData): InventorySummary {
  const lines: InventoryLine[] = data.items.map((item) => {
    const entry = findArmouryEntry(item.catalogId)
    const detail = itemDetails(entry ? describeArmouryEntry(entry) : '', item.notes)
    const line: InventoryLine = { id: item.id, name: item.name, load: 1 }
    if (detail !== '') line.detail = detail
    return line
  })
  const count = lines.length
  return summarizeInventory('items', lines, null, text('inventory.noLimit', { count }))
}

export const heimrInventoryRules: InventoryRules<HeimrData> = {
  summary: (data) => heimrInventory(data),
}
