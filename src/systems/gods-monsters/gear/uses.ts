// Equipment rules that change an item's price or bulk: carvings of other materials, a weapon never
// used as one, a tool carried to fight with, a lit torch or lantern in combat, an animal's load.
import { RulesError } from '../../types'
import { text } from '../text'
import { findGear } from './catalog'
import type { AnimalStats, GearItem } from './model'

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
    throw new RulesError(text('gearUses.bulkRange'))
  }
  return listedBulk / 2
}

/** A carried item the combat and load rules treat specially, with what the rule needs. */
export interface ItemUse {
  /** Index in the character's items. */
  index: number
  name: string
  /** General equipment: rounds to make it work; in combat this takes an evasion roll. */
  activationRounds?: number
  /** Animals & containers: the animal's movement and the load it carries. */
  animal?: AnimalStats
  /** Weapons (Bulk): the listed bulk, which a weapon never used as one may halve. */
  weaponBulk?: number
  /** Miscellaneous: the bulk of a tool carried to fight with. */
  toolBulkAsWeapon?: number
  /** The bulk the item now counts (its own, or null for the table's). */
  bulk: number | null
}

/** The carried items with an activation time, an animal's load, or a weapon's bulk choice. */
export function itemUses(
  items: readonly { name: string; gearId: string | null; bulk: number | null }[],
): ItemUse[] {
  const out: ItemUse[] = []
  items.forEach((item, index) => {
    const gear = item.gearId === null ? undefined : findGear(item.gearId)
    if (!gear) return
    const use: ItemUse = { index, name: item.name, bulk: item.bulk }
    if (gear.category === 'weapon') use.weaponBulk = gear.bulk
    else if (gear.category !== 'armor') {
      if (gear.activationRounds !== undefined) use.activationRounds = gear.activationRounds
      if (gear.animal) use.animal = gear.animal
      if (gear.asHandWeapon?.bulk !== undefined) use.toolBulkAsWeapon = gear.asHandWeapon.bulk
    }
    if (
      use.activationRounds !== undefined ||
      use.animal ||
      use.weaponBulk !== undefined ||
      use.toolBulkAsWeapon !== undefined
    ) {
      out.push(use)
    }
  })
  return out
}
