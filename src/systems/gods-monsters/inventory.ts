// Gods & Monsters inventory: each line's bulk (size and carried armor applied by the gear rules),
// compared with Carry as the campaign counts it (items on the carry list by default).
import { summarizeInventory } from '../common/inventory'
import type { HouseRules, InventoryLine, InventoryRules, InventorySummary } from '../types'
import { loadReport } from './equipment'
import { formatSilver } from './gear'
import type { GodsMonstersData } from './model'
import { text } from './text'

function godsMonstersInventory(data: GodsMonstersData, rules: HouseRules = {}): InventorySummary {
  const report = loadReport(data, rules)
  const byItems = report.carryMeasure === 'items'
  const lines: InventoryLine[] = data.items.map((item, i) => {
    const line = report.lines[i]
    const parts = [
      item.quantity > 1
        ? text('inventory.quantity', { quantity: item.quantity, bulk: line?.unitBulk ?? 0 })
        : '',
      item.worn ? text('inventory.worn') : '',
      item.cost !== null ? text('inventory.silver', { silver: formatSilver(item.cost) }) : '',
      line && line.explanation !== text('gearLoad.listed', { bulk: line.unitBulk })
        ? line.explanation
        : '',
      item.notes,
    ].filter((p) => p !== '')
    const out: InventoryLine = {
      id: item.id,
      name: item.name,
      load: byItems ? (line?.carryListItems ?? 0) : (line?.lineBulk ?? 0),
    }
    if (parts.length > 0) out.detail = parts.join(', ')
    return out
  })
  const summary = summarizeInventory(
    byItems ? 'items' : 'bulk',
    lines,
    report.carry,
    text('inventory.sentence', { explanation: report.explanation }),
  )
  return { ...summary, used: report.carried, overloaded: report.overCarry }
}

export const godsMonstersInventoryRules: InventoryRules<GodsMonstersData> = {
  summary: (data, rules) => godsMonstersInventory(data, rules),
}
