// Symbaroum inventory: the rules text sets no carrying limit, so this is a plain list and count.
import { summarizeInventory } from '../common/inventory'
import type { InventoryLine, InventoryRules, InventorySummary } from '../types'
import type { SymbaroumData } from './model'
import { text } from './text'

export function symbaroumInventory(data: SymbaroumData): InventorySummary {
  const lines: InventoryLine[] = []
  for (const weapon of data.weapons) {
    const qualities = weapon.qualities.map((quality) => text(`quality.${quality}`)).join(', ')
    lines.push({
      id: `weapon:${weapon.id}`,
      name: weapon.name,
      load: 1,
      detail: qualities
        ? text('inventory.weaponQualities', { damage: weapon.damage, qualities })
        : text('inventory.weapon', { damage: weapon.damage }),
    })
  }
  if (data.armor) {
    lines.push({
      id: 'armor',
      name: data.armor.name || text('inventory.armor'),
      load: 1,
      detail: text('inventory.armorDetail', {
        protection: data.armor.protection,
        impeding: data.armor.impeding,
      }),
    })
  }
  if (data.shield !== 'none') {
    lines.push({
      id: 'shield',
      name: text(`shield.${data.shield}`),
      load: 1,
      detail: text('inventory.shieldDetail'),
    })
  }
  for (const item of data.equipment) {
    lines.push({
      id: `item:${item.id}`,
      name: item.name,
      load: item.quantity,
      detail: text('inventory.quantity', { quantity: item.quantity }),
    })
  }
  const count = lines.reduce((sum, line) => sum + line.load, 0)
  return summarizeInventory(
    text('inventory.unit'),
    lines,
    null,
    text('inventory.noLimit', { count }),
  )
}

export const symbaroumInventoryRules: InventoryRules<SymbaroumData> = {
  summary: (data) => symbaroumInventory(data),
}
