// Cairn inventory: items and Fatigue against the slot total.
import { summarizeInventory } from '../common/inventory'
import type { HouseRules, InventoryLine, InventoryRules, InventorySummary } from '../types'
import type { CairnData } from './model'
import { isBulky, slotCapacity, tumourSlots } from './slots'
import { text } from './text'

function cairnInventory(data: CairnData, rules: HouseRules): InventorySummary {
  const lines: InventoryLine[] = data.items.map((item) => {
    const line: InventoryLine = { id: item.id, name: item.name, load: item.slots }
    const detail = [
      isBulky(item) ? text('inventory.bulky') : '',
      item.die ? text('inventory.objectDie', { die: item.die }) : '',
      item.kind === 'scroll' && item.spell ? text('inventory.scrollOf', { spell: item.spell }) : '',
      item.notes,
    ]
      .filter(Boolean)
      .join('; ')
    if (detail) line.detail = detail
    return line
  })
  if (data.fatigue > 0)
    lines.push({
      id: 'fatigue',
      name: text('inventory.fatigue'),
      load: data.fatigue,
      detail: text('inventory.untilRest'),
    })
  // Mishap 14: tumours fill slots until a specialized healer removes them.
  const tumours = tumourSlots(data)
  if (tumours > 0)
    lines.push({
      id: 'tumours',
      name: text('inventory.tumours'),
      load: tumours,
      detail: text('inventory.untilHealer'),
    })
  const capacity = slotCapacity(data, rules)
  return summarizeInventory('slots', lines, capacity.total, capacity.explanation)
}

export const cairnInventoryRules: InventoryRules<CairnData> = {
  summary: (data, rules) => cairnInventory(data, rules),
}
