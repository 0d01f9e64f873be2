// Game data and rules: the Simple, Basic and Warrior weapons tables of "Money and Equipment",
// who may use each class, range penalties, and a weapon made for another size.
import { RulesError } from '../../types'
import { silverToCents } from './money'
import type { Permission, Weapon, WeaponClass } from './model'
import { gearRuleRefs } from './rule-refs'
import { text } from '../text'
import {
  TABLE_ITEM_SIZE,
  sizeAdjustedCost,
  sizeAdjustedDamage,
  sizeAdjustedRange,
  type Size,
} from './sizes'

type TextKey = Parameters<typeof text>[0]

/** A table row's name and note, read in the current locale each time (by the row's id). */
function localized<T extends object>(row: T, id: string, hasNote: boolean): T {
  const key = (field: 'name' | 'note') => `gearWeapons.${field}.${id}` as TextKey
  Object.defineProperty(row, 'name', { get: () => text(key('name')), enumerable: true })
  if (hasNote)
    Object.defineProperty(row, 'note', { get: () => text(key('note')), enumerable: true })
  return row
}

/**
 * One row in the table's column order: Damage, Fire Actions, Range, Hands, Space, Bulk, Cost.
 * Blank cells are null.
 */
function weapon(
  weaponClass: WeaponClass,
  id: string,
  damage: string,
  fireActions: number | null,
  rangeYards: number | null,
  hands: number | null,
  spaceYards: number | null,
  bulk: number,
  costSilver: number,
  extras: Pick<Weapon, 'mountedOnly'> = {},
): Weapon {
  const row = {
    id,
    name: '',
    category: 'weapon' as const,
    weaponClass,
    damage,
    fireActions,
    rangeYards,
    hands,
    spaceYards,
    bulk,
    costCents: silverToCents(costSilver),
    ...extras,
  }
  return localized(row, id, id === 'lance')
}

// Money and Equipment: Simple weapons table (anyone may use them).
export const simpleWeapons: readonly Weapon[] = [
  weapon('simple', 'club', 'D4', 2, 2, null, 1, 10, 0.1),
  weapon('simple', 'dagger', 'D4', 1, 3, null, null, 2, 2),
  weapon('simple', 'dart', 'D3', 1, 4, null, null, 2, 0.4),
  weapon('simple', 'hand-gun', 'D6', 4, 8, 2, null, 9, 45),
  weapon('simple', 'knife', 'D3', 1, 3, null, null, 2, 1),
  weapon('simple', 'quarterstaff', 'D6', 2, 1, null, 2, 12, 0.5),
  weapon('simple', 'sling', 'D4', 1, 10, 2, 2, 4, 2),
  weapon('simple', 'wheel-lock', 'D8', 2, 10, 2, null, 14, 150),
  weapon('simple', 'wheel-lock-pistol', 'D6', 2, 5, 2, null, 8, 100),
]

// Money and Equipment: Basic weapons table (warriors, or the Fighting Art skill basic weapons).
export const basicWeapons: readonly Weapon[] = [
  weapon('basic', 'arquebus', 'D8', 3, 10, 2, null, 13, 55),
  weapon('basic', 'brass-knuckles', 'D3', null, null, null, null, 1, 1),
  weapon('basic', 'crossbow', 'D6', 2, 15, 2, null, 11, 35),
  weapon('basic', 'hand-axe', 'D6', 1, 3, null, 1, 8, 2),
  weapon('basic', 'matchlock-pistol', 'D6', 3, 5, 2, null, 10, 50),
  weapon('basic', 'metal-glove', 'D4', null, null, null, null, 1, 4),
  weapon('basic', 'short-sword', 'D6', 2, 2, null, 1, 6, 8),
  weapon('basic', 'spear', 'D6', 1, 6, null, null, 8, 0.8),
]

// Money and Equipment: Warrior weapons table (warriors only).
export const warriorWeapons: readonly Weapon[] = [
  weapon('warrior', 'battleaxe', 'D10', 2, 2, null, 2, 18, 7),
  weapon('warrior', 'bow', 'D6', 1, 20, 2, null, 8, 25),
  weapon('warrior', 'great-sword', '2d6', 2, 2, null, 2, 22, 40),
  weapon('warrior', 'heavy-crossbow', 'D8', 3, 25, 2, null, 17, 75),
  weapon('warrior', 'javelin', 'D4', 1, 5, null, null, 4, 0.6),
  weapon('warrior', 'lance', 'D12', 2, 2, null, null, 16, 14, {
    mountedOnly: true,
  }),
  weapon('warrior', 'longbow', 'D6', 1, 25, 2, null, 12, 50),
  weapon('warrior', 'long-sword', 'D8', 2, 3, null, 1, 8, 20),
  weapon('warrior', 'mace', 'D6', 2, 1, null, 1, 12, 3),
  weapon('warrior', 'morning-star', 'D8', 2, 4, null, 2, 17, 6),
  weapon('warrior', 'rapier', 'D6', 2, 3, null, 1, 7, 20),
  weapon('warrior', 'scimitar', 'D8', 2, 2, null, 1, 8, 15),
  weapon('warrior', 'war-hammer', 'D8', 2, 4, null, 2, 16, 5),
]

/** Every weapon, simple then basic then warrior, in the text's order. */
export const weapons: readonly Weapon[] = [...simpleWeapons, ...basicWeapons, ...warriorWeapons]

/** The weapon with this id, or undefined. */
export function findWeapon(weaponId: string): Weapon | undefined {
  return weapons.find((w) => w.id === weaponId)
}

function requireWeapon(weaponOrId: Weapon | string): Weapon {
  if (typeof weaponOrId !== 'string') return weaponOrId
  const found = findWeapon(weaponOrId)
  if (!found) throw new RulesError(text('gearWeapons.notInTables', { id: weaponOrId }))
  return found
}

/** What decides weapon use: warrior level and the Fighting Art skill basic weapons. */
export interface WeaponUser {
  warriorLevel?: number
  /** Has the Fighting Art skill "basic weapons". */
  basicWeaponsSkill?: boolean
}

// Weapons: simple weapons are for anyone, basic weapons for warriors or the basic weapons
// skill, warrior weapons for warriors only.
export function weaponAllowed(weaponId: string, user: WeaponUser): Permission {
  const found = findWeapon(weaponId)
  if (!found) return { ok: false, reason: text('gearWeapons.unknown', { id: weaponId }) }
  const isWarrior = (user.warriorLevel ?? 0) >= 1
  if (found.weaponClass === 'simple' || isWarrior) return { ok: true }
  if (found.weaponClass === 'basic') {
    return user.basicWeaponsSkill
      ? { ok: true }
      : {
          ok: false,
          reason: text('gearWeapons.basicOnly', {
            name: found.name,
            rule: gearRuleRefs.basicWeapons,
          }),
        }
  }
  return {
    ok: false,
    reason: text('gearWeapons.warriorOnly', {
      name: found.name,
      rule: gearRuleRefs.warriorWeapons,
    }),
  }
}

/**
 * Weapons (Range): no penalty within range, then 1 for passing the range and 1 more for each
 * further range (a spear, range 6, at 13 yards is at −2). `reduction` lowers the penalty, never
 * below 0, e.g. strength as a minor contributor for thrown weapons. Returns the penalty as a
 * positive number.
 */
export function rangePenalty(distanceYards: number, rangeYards: number, reduction = 0): number {
  if (rangeYards <= 0) throw new RulesError(text('gearWeapons.rangePositive'))
  if (distanceYards <= rangeYards) return 0
  const penalty = Math.ceil(distanceYards / rangeYards) - 1
  return Math.max(0, penalty - Math.max(0, reduction))
}

/** A weapon's numbers once made for another size. */
export interface SizedWeapon {
  weaponId: string
  size: Size
  damage: string
  rangeYards: number | null
  /** Cost in hundredths of silver, in a culture of `cultureSize`. */
  costCents: number
  /** Bulk for a creature of `size` (bulk is relative to the size the item is made for). */
  bulk: number
}

// Different-sized creatures, Weapons: a weapon made for `size` (the long-sword example: a large
// long sword does D10, ranges 6 and costs 40 in a medium culture).
export function weaponAtSize(
  weaponOrId: Weapon | string,
  size: Size,
  cultureSize: Size = TABLE_ITEM_SIZE,
): SizedWeapon {
  const base = requireWeapon(weaponOrId)
  return {
    weaponId: base.id,
    size,
    damage: sizeAdjustedDamage(base.damage, TABLE_ITEM_SIZE, size),
    rangeYards: sizeAdjustedRange(base.rangeYards, TABLE_ITEM_SIZE, size),
    costCents: sizeAdjustedCost(base.costCents, size, cultureSize),
    bulk: base.bulk,
  }
}
