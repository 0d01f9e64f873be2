// Gods & Monsters equipment: the "Money and Equipment" tables as data, money in hundredths of a
// silver coin, size rules, armor rules and load checks. Pure TypeScript.
export type { GearItem } from './model'
export { formatSilver, parseSilverCents } from './money'
export { DAMAGE_PROGRESSION, SIZES, isSize, sizeAdjustedCost } from './sizes'
export {
  ammunition,
  animalsAndContainers,
  foodAndLodging,
  ingredients,
  miscellaneous,
} from './general-tables'
export {
  basicWeapons,
  findWeapon,
  simpleWeapons,
  warriorWeapons,
  weaponAllowed,
  weaponAtSize,
} from './weapons'
export {
  armorAllowed,
  armors,
  findArmor,
  fullHelmetCostWith,
  wornArmorDefense,
  type ArchetypeLevels,
  type ArmorDefense,
  type WornArmor,
} from './armor'
export { allGear, findGear, gearTables } from './catalog'
export { animalMovementUnderLoad, checkLoad, type LoadItem, type LoadReport } from './load'
export {
  carvingMaterials,
  carvingOf,
  isCarving,
  itemUses,
  unusedWeaponBulk,
  type CarvingMaterial,
  type ItemUse,
} from './uses'
export { gearHouseRules, loadOptionsFromHouseRules } from './house-rules'
