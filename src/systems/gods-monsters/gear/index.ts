// Gods & Monsters equipment: the "Money and Equipment" tables as data, money in hundredths of a
// silver coin, size rules, armor rules and load checks. Pure TypeScript.
export type {
  AnimalStats,
  Armor,
  ArmorKind,
  GearCategory,
  GearItem,
  GearItemBase,
  GearTable,
  GeneralItem,
  ImprovisedWeapon,
  LightSource,
  Permission,
  Weapon,
  WeaponClass,
} from './model'
export { CENTS_PER_SILVER, formatSilver, parseSilverCents, silverToCents } from './money'
export {
  DAMAGE_PROGRESSION,
  SIZES,
  TABLE_ITEM_SIZE,
  isOnDamageProgression,
  isSize,
  sizeAdjustedBulk,
  sizeAdjustedCost,
  sizeAdjustedDamage,
  sizeAdjustedRange,
  sizeAttackPenalty,
  sizeSteps,
  type Size,
} from './sizes'
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
  rangePenalty,
  simpleWeapons,
  warriorWeapons,
  weaponAllowed,
  weaponAtSize,
  weapons,
  type SizedWeapon,
  type WeaponUser,
} from './weapons'
export {
  FULL_HELMET_MINIMUM_CENTS,
  FULL_HELMET_PENALTY,
  armorAllowed,
  armors,
  carriedArmorBulk,
  findArmor,
  fullHelmetCostCents,
  fullHelmetCostWith,
  wornArmorDefense,
  type ArchetypeId,
  type ArchetypeLevels,
  type ArmorDefense,
  type ArmorOptions,
  type WornArmor,
} from './armor'
export { allGear, findGear, gearTables } from './catalog'
export {
  animalMovementUnderLoad,
  checkLoad,
  type CarryMeasure,
  type LoadFinding,
  type LoadItem,
  type LoadLine,
  type LoadOptions,
  type LoadReport,
} from './load'
export { gearHouseRules, loadOptionsFromHouseRules } from './house-rules'
export { gearRuleRefs, type GearRuleRef } from './rule-refs'
