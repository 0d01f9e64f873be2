// Types for the Gods & Monsters equipment tables ("Money and Equipment").

/** Which table of the text an item comes from. */
type GearCategory =
  | 'food-lodging'
  | 'ingredient'
  | 'animal-container'
  | 'miscellaneous'
  | 'weapon'
  | 'ammunition'
  | 'armor'

/** Columns every equipment row has, plus the typed extras some rows give in their notes. */
interface GearItemBase {
  /** Stable kebab-case id, unique across all tables. */
  id: string
  /** The item's name as the table gives it. */
  name: string
  category: GearCategory
  /** Cost in hundredths of a silver coin (".2" → 20). */
  costCents: number
  /** The table gives the cost as a minimum ("5+", or the full helmet's "10 or 10%"). */
  costIsMinimum?: boolean
  /** Bulk for a creature of the size the item is made for; null where the table leaves it blank. */
  bulk: number | null
  /** The table gives the bulk as a minimum (".5+"). */
  bulkIsMinimum?: boolean
  /** What one cost buys when it is not one item, e.g. "yard", "night", "ten pages". */
  per?: string
  /** Short reminder in our own words. */
  note?: string
}

/** A tool that can double as a hand weapon (Miscellaneous, Ammunition notes). */
interface ImprovisedWeapon {
  /** Damage on the damage progression, e.g. "D6" or "1". */
  damage: string
  /** Penalty to attack (a positive number: 2 means −2 to attack). */
  attackPenalty: number
  /** Bulk when carried for use as a weapon; absent where the note gives none. */
  bulk?: number
}

/** A light source (Miscellaneous notes). */
interface LightSource {
  radiusYards: number
  /** Hours of light; for the lantern, per flask of oil. */
  hours: number
}

/** A riding or pack animal (Animals & containers notes). */
export interface AnimalStats {
  movement: number
  /** Bulk it carries when packed sensibly. */
  carryingBulk: number
}

/** Food, lodging, ingredients, animals, containers, miscellaneous items and ammunition. */
export interface GeneralItem extends GearItemBase {
  category: 'food-lodging' | 'ingredient' | 'animal-container' | 'miscellaneous' | 'ammunition'
  asHandWeapon?: ImprovisedWeapon
  light?: LightSource
  /** Rounds needed to make it work; in combat this needs an evasion roll. */
  activationRounds?: number
  animal?: AnimalStats
  /** Extra cost and bulk for every ten pages (books and journals). */
  perTenPages?: { costCents: number; bulk: number }
  /** Counts as one item on the carry list together with what it holds. */
  container?: boolean
}

/** Who may use a weapon: simple (anyone), basic (warriors or the basic weapons skill), warrior. */
export type WeaponClass = 'simple' | 'basic' | 'warrior'

/** A row of the Simple, Basic or Warrior weapons tables. Stats are for a medium wielder. */
export interface Weapon extends GearItemBase {
  category: 'weapon'
  weaponClass: WeaponClass
  /** Damage, e.g. "D4", "2d6". */
  damage: string
  /** Actions to throw or fire it; null where the table leaves it blank. */
  fireActions: number | null
  /** Range in yards; null where blank. */
  rangeYards: number | null
  /** Hands needed for mechanical reasons; null where blank. */
  hands: number | null
  /** Yards of room needed on either side; null where blank. */
  spaceYards: number | null
  bulk: number
  /** Usable only while mounted (the lance). */
  mountedOnly?: boolean
}

/** Body armor, shields and the full helmet. */
export type ArmorKind = 'body' | 'shield' | 'helmet'

/** A row of the Armor table. */
export interface Armor extends GearItemBase {
  category: 'armor'
  kind: ArmorKind
  defenseBonus: number
  /** The bonus counts against one chosen opponent per round only (small shield: "1 vs. one"). */
  singleOpponent?: boolean
  /** Bulk while worn (or, for shields, while in use). */
  bulk: number
  /** Minimum warrior level; null where the cell is blank (no minimum given). */
  warriorLevel: number | null
  /** Minimum thief, prophet or monk level; null where blank or where they cannot use it. */
  thiefProphetMonkLevel: number | null
  /** Thieves, prophets and monks may learn it (the text's list of basic armor). */
  basicArmor: boolean
  /** Basic archetypes may use it only when magically light (chain mail). */
  basicNeedsMagicallyLight?: boolean
  /**
   * Bulk multiplier when carried instead of worn: 2 for cloth, leather, shields and chain,
   * 3 for splint and plate; null where the text names none (see carriedArmorBulk).
   */
  carriedBulkMultiplier: 2 | 3 | null
}

export type GearItem = GeneralItem | Weapon | Armor

/** One equipment table of the text, in the text's order. */
export interface GearTable<T extends GearItem = GearItem> {
  id: string
  title: string
  /** The rules section the table comes from. */
  rule: string
  items: readonly T[]
}

/** Allowed, or not allowed with a reason to show. */
export type Permission = { ok: true } | { ok: false; reason: string }
