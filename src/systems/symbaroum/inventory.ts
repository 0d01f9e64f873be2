// Symbaroum inventory: the rules text sets no carrying limit, so this is a plain list and count.
import { summarizeInventory } from '../common/inventory'
import type { InventoryLine, InventoryRules, InventorySummary } from '../types'
import type { SymbaroumData } from './model'

export function symbaroumInventory(data: SymbaroumData): InventorySummary {
  const lines: InventoryLine[] = []
  for (const weapon of data.weapons) {
    const qualities = weapon.qualities.length > 0 ? `, ${weapon.qualities.join(', ')}` : ''
    lines.push({
      id: `weapon:${weapon.id}`,
      name: weapon.name,
      load: 1,
      detail: `Damage ${weapon.damage}${qualities}`,
    })
  }
  if (data.armor) {
    lines.push({
      id: 'armor',
      name: data.armor.name || 'Armor',
      load: 1,
      detail: `Protection ${data.armor.protection}, Impeding ${data.armor.impeding}`,
    })
  }
  if (data.shield !== 'none') {
    lines.push({
      id: 'shield',
      name: data.shield === 'shield' ? 'Shield' : 'Buckler',
      load: 1,
      detail: 'Defense +1',
    })
  }
  for (const item of data.equipment) {
    lines.push({
      id: `item:${item.id}`,
      name: item.name,
      load: item.quantity,
      detail: `× ${item.quantity}`,
    })
  }
  const count = lines.reduce((sum, line) => sum + line.load, 0)
  return summarizeInventory(
    'items',
    lines,
    null,
    `The rules text sets no carrying limit, so the ${count} item${count === 1 ? '' : 's'} carried have no capacity to fill.`,
  )
}

export const symbaroumInventoryRules: InventoryRules<SymbaroumData> = {
  summary: (data) => symbaroumInventory(data),
}
