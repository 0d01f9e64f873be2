// Every equipment table of "Money and Equipment" in the text's order, and lookups by id.
import { armors } from './armor'
import {
  ammunition,
  animalsAndContainers,
  foodAndLodging,
  ingredients,
  miscellaneous,
} from './general-tables'
import type { GearItem, GearTable } from './model'
import { gearRuleRefs } from './rule-refs'
import { basicWeapons, simpleWeapons, warriorWeapons } from './weapons'

/** The equipment tables in the order the text gives them. */
export const gearTables: readonly GearTable[] = [
  {
    id: 'food-lodging',
    title: 'Food & lodging',
    rule: gearRuleRefs.foodLodging,
    items: foodAndLodging,
  },
  { id: 'ingredients', title: 'Ingredients', rule: gearRuleRefs.ingredients, items: ingredients },
  {
    id: 'animals-containers',
    title: 'Animals & containers',
    rule: gearRuleRefs.animalsContainers,
    items: animalsAndContainers,
  },
  {
    id: 'miscellaneous',
    title: 'Miscellaneous',
    rule: gearRuleRefs.miscellaneous,
    items: miscellaneous,
  },
  {
    id: 'simple-weapons',
    title: 'Simple weapons',
    rule: gearRuleRefs.simpleWeapons,
    items: simpleWeapons,
  },
  {
    id: 'basic-weapons',
    title: 'Basic weapons',
    rule: gearRuleRefs.basicWeapons,
    items: basicWeapons,
  },
  {
    id: 'warrior-weapons',
    title: 'Warrior weapons',
    rule: gearRuleRefs.warriorWeapons,
    items: warriorWeapons,
  },
  { id: 'ammunition', title: 'Ammunition', rule: gearRuleRefs.ammunition, items: ammunition },
  { id: 'armor', title: 'Armor', rule: gearRuleRefs.armor, items: armors },
]

/** Every item of every table. */
export const allGear: readonly GearItem[] = gearTables.flatMap((table) => table.items)

const gearById: ReadonlyMap<string, GearItem> = new Map(allGear.map((item) => [item.id, item]))

/** The item with this id from any table, or undefined. */
export function findGear(gearId: string): GearItem | undefined {
  return gearById.get(gearId)
}
