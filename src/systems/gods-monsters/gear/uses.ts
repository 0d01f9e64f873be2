// Equipment rules that change an item's price or bulk: carvings of other materials, a weapon never
// used as one, a tool carried to fight with, a lit torch or lantern in combat, an animal's load.
import { RulesError } from '../../types'
import type { GearItem } from './model'

export const carvingMaterials = ['wood', 'bone', 'metal', 'stone'] as const
export type CarvingMaterial = (typeof carvingMaterials)[number]

/** True for the Ingredients table's carvings (simple and complex). */
export function isCarving(gear: GearItem): boolean {
  return gear.category === 'ingredient' && gear.id.startsWith('carving-')
}

// Ingredients: bone and metal carvings cost twice as much as wood; stone four times as much, and
// four times the bulk.
export function carvingOf(
  material: CarvingMaterial,
  costCents: number,
  bulk: number,
): { costCents: number; bulk: number } {
  const costMultiple = material === 'wood' ? 1 : material === 'stone' ? 4 : 2
  const bulkMultiple = material === 'stone' ? 4 : 1
  return { costCents: costCents * costMultiple, bulk: bulk * bulkMultiple }
}

// Weapons (Bulk): a weapon the character will never use as one may count half its listed bulk.
export function unusedWeaponBulk(listedBulk: number): number {
  if (!Number.isFinite(listedBulk) || listedBulk < 0) {
    throw new RulesError('A bulk is a number of 0 or more.')
  }
  return listedBulk / 2
}
