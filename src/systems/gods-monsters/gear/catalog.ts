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
import { text } from '../text'
import { basicWeapons, simpleWeapons, warriorWeapons } from './weapons'

/** The equipment tables in the order the text gives them. */
export const gearTables: readonly GearTable[] = [
  {
    id: 'food-lodging',
    get title() {
      return text('gearCatalog.title.foodLodging')
    },
    rule: gearRuleRefs.foodLodging,
    items: foodAndLodging,
  },
  {
    id: 'ingredients',
    get title() {
      return text('gearCatalog.title.ingredients')
    },
    rule: gearRuleRefs.ingredients,
    items: ingredients,
  },
  {
    id: 'animals-containers',
    get title() {
      return text('gearCatalog.title.animalsContainers')
    },
    rule: gearRuleRefs.animalsContainers,
    items: animalsAndContainers,
  },
  {
    id: 'miscellaneous',
    get title() {
      return text('gearCatalog.title.miscellaneous')
    },
    rule: gearRuleRefs.miscellaneous,
    items: miscellaneous,
  },
  {
    id: 'simple-weapons',
    get title() {
      return text('gearCatalog.title.simpleWeapons')
    },
    rule: gearRuleRefs.simpleWeapons,
    items: simpleWeapons,
  },
  {
    id: 'basic-weapons',
    get title() {
      return text('gearCatalog.title.basicWeapons')
    },
    rule: gearRuleRefs.basicWeapons,
    items: basicWeapons,
  },
  {
    id: 'warrior-weapons',
    get title() {
      return text('gearCatalog.title.warriorWeapons')
    },
    rule: gearRuleRefs.warriorWeapons,
    items: warriorWeapons,
  },
  {
    id: 'ammunition',
    get title() {
      return text('gearCatalog.title.ammunition')
    },
    rule: gearRuleRefs.ammunition,
    items: ammunition,
  },
  {
    id: 'armor',
    get title() {
      return text('gearCatalog.title.armor')
    },
    rule: gearRuleRefs.armor,
    items: armors,
  },
]

/** Every item of every table. */
export const allGear: readonly GearItem[] = gearTables.flatMap((table) => table.items)

const gearById: ReadonlyMap<string, GearItem> = new Map(allGear.map((item) => [item.id, item]))

/** The item with this id from any table, or undefined. */
export function findGear(gearId: string): GearItem | undefined {
  return gearById.get(gearId)
}
