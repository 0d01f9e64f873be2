// Gods & Monsters inventory (work in progress).
import { summarizeInventory } from '../common/inventory'
import type { InventoryRules } from '../types'
import type { GodsMonstersData } from './model'

export const godsMonstersInventoryRules: InventoryRules<GodsMonstersData> = {
  summary: () => summarizeInventory('bulk', [], null, ''),
}
