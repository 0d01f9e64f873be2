// Cairn inventory: items and Fatigue against the slot total.
import { summarizeInventory } from '../common/inventory'
import type { HouseRules, InventoryLine, InventoryRules, InventorySummary } from '../types'
import type { CairnData } from './model'
import { isBulky, slotCapacity, tumourSlots } from './slots'

function cairnInventory(data: CairnData, rules: HouseRules): InventorySummary {
  const lines: InventoryLine[] = data.items.map((item) => {
    const line: InventoryLine = { id: item.id, name: item.name, load: item.slots }
    const detail = [
      isBulky(item) ? 'bulky' : '',
      item.die ? `Object Die ${item.die}` : '',
      item.kind === 'scroll' && item.spell ? `scroll of ${item.spell}` : '',
      item.notes,
    ]
      .filter(Boolean)
      .join('; ')
    if (detail) line.detail = detail
    return line
  })
  if (data.fatigue > 0)
    lines.push({ id: 'fatigue', name: 'Fatigue', load: data.fatigue, detail: 'until rest' })
  // Mishap 14: tumours fill slots until a specialized healer removes them.
  const tumours = tumourSlots(data)
  if (tumours > 0)
    lines.push({ id: 'tumours', name: 'Tumours', load: tumours, detail: 'until a healer' })
  const capacity = slotCapacity(data, rules)
  return summarizeInventory('slots', lines, capacity.total, capacity.explanation)
}

export const cairnInventoryRules: InventoryRules<CairnData> = {
  summary: (data, rules) => cairnInventory(data, rules),
}
