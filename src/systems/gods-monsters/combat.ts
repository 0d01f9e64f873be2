// Conflicts on the sheet: a weapon's damage roll with the character's damage bonus, the injuries
// of a lost weapon contest (one per die, which an evasion roll saves for one or two dice), and the
// range and obstacle-size penalties of the roll dialog.
import { meanOf, rollDie, type Distribution, type Rng } from '../common/dice'
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import type { HouseRules } from '../types'
import { findWeapon, weaponAtSize } from './gear'
import { parseDamage, type Dice } from './gear/sizes'
import { rangePenalty } from './gear/weapons'
import type { GodsMonstersData, Item } from './model'
import { ruleRefs } from './rule-refs'
import { attackBonuses } from './stats'

export type AttackMode = 'close' | 'thrown' | 'propelled'

/** A weapon the character carries, at the size it was made for. */
export interface CarriedWeapon {
  itemId: string
  name: string
  /** Damage as the table gives it (size-adjusted), e.g. "D8" or "2d6". */
  damage: string
  rangeYards: number | null
}

/** The character's weapons from the equipment tables, in the order carried. */
export function carriedWeapons(data: GodsMonstersData): CarriedWeapon[] {
  const out: CarriedWeapon[] = []
  for (const item of data.items) {
    if (item.gearId === null || !findWeapon(item.gearId)) continue
    out.push(carried(item))
  }
  return out
}

function carried(item: Item): CarriedWeapon {
  const sized = weaponAtSize(item.gearId as string, item.size)
  return { itemId: item.id, name: item.name, damage: sized.damage, rangeYards: sized.rangeYards }
}

/** Reads a damage as the tables write it ("D8", "2d6", a flat "1"); refuses anything else. */
function readDamage(damage: string): Dice {
  const dice = parseDamage(damage)
  if (!dice || dice.count > 40 || dice.sides > 100) {
    throw new RulesError(`“${damage}” is not a damage such as D8, 2d6 or 3.`)
  }
  return dice
}

/** Dice of damage, for the injury count: a flat damage ("1") has none. */
export function damageDiceCount(damage: string): number {
  const dice = readDamage(damage)
  return dice.sides === 1 ? 0 : dice.count
}

/** The damage bonus of an attack mode (Toromeen: close damage +4 from strength 18). */
export function damageBonus(data: GodsMonstersData, mode: AttackMode, rules: HouseRules = {}) {
  const bonuses = attackBonuses(data, rules)
  const bonus =
    mode === 'close'
      ? bonuses.closeDamage
      : mode === 'thrown'
        ? bonuses.thrownDamage
        : bonuses.propelledDamage
  return { label: `${mode} damage`, value: bonus.value, rule: ruleRefs.defenseAttack }
}

/** Exact distribution of a damage plus a flat bonus, never below 0. */
export function damageDistribution(damage: string, bonus = 0): Distribution {
  const dice = readDamage(damage)
  let chances: Distribution = new Map([[0, 1]])
  for (let i = 0; i < dice.count; i++) {
    const next: Distribution = new Map()
    for (const [total, p] of chances) {
      for (let face = 1; face <= dice.sides; face++) {
        next.set(total + face, (next.get(total + face) ?? 0) + p / dice.sides)
      }
    }
    chances = next
  }
  const out: Distribution = new Map()
  for (const [total, p] of chances) {
    const dealt = Math.max(0, total + bonus)
    out.set(dealt, (out.get(dealt) ?? 0) + p)
  }
  return new Map([...out].sort(([a], [b]) => a - b))
}

export interface DamageOdds {
  min: number
  max: number
  mean: number
}

/** Conflicts, Damage: the weapon's dice plus the damage bonus. */
export function damageOdds(damage: string, bonus = 0): DamageOdds {
  const dist = damageDistribution(damage, bonus)
  const totals = [...dist.keys()]
  return { min: Math.min(...totals), max: Math.max(...totals), mean: meanOf(dist) }
}

export interface DamageRoll {
  damage: string
  dice: number[]
  bonus: number
  total: number
}

/** Rolls a damage ("D8", "2d6", a flat "1") and adds the bonus; never below 0. */
export function rollWeaponDamage(rng: Rng, damage: string, bonus = 0): DamageRoll {
  const dice = readDamage(damage)
  const rolled =
    dice.sides === 1
      ? [dice.count]
      : Array.from({ length: dice.count }, () => rollDie(rng, dice.sides))
  const total = Math.max(0, rolled.reduce((sum, d) => sum + d, 0) + bonus)
  return { damage, dice: rolled, bonus, total }
}

/**
 * Contests, Failure: the loser of a weapon contest takes the weapon's damage, and one point per
 * die of it is an injury; for one or two dice a successful evasion roll saves the injuries.
 */
export function contestInjuries(damage: string, evasionPassed: boolean): number {
  const count = damageDiceCount(damage)
  if (count <= 2 && evasionPassed) return 0
  return count
}

/** Does the evasion roll matter for this damage? (one or two dice) */
export function evasionSavesInjuries(damage: string): boolean {
  const count = damageDiceCount(damage)
  return count >= 1 && count <= 2
}

/**
 * Obstacle size: 1 → 0, 2 → 1, 4 → 2 … 1024 → 10; the penalty rises as the size doubles, so a
 * size between two steps takes the lower one (a 20- to 39-foot wall, size 2 in tens of feet, is 1).
 */
export function obstaclePenalty(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > 1_000_000) {
    throw new RulesError(`An obstacle size is a whole number from 1 up (got ${size}).`)
  }
  return Math.floor(Math.log2(size))
}

/** The obstacle-size penalty as a modifier of the roll model (none for size 1). */
export function obstacleModifier(size: number): RollModifier[] {
  const penalty = obstaclePenalty(size)
  return penalty > 0
    ? [{ label: `obstacle size ${size}`, value: -penalty, rule: ruleRefs.obstacleSize }]
    : []
}

/**
 * The range penalty of a thrown or propelled attack at `distance` yards with a weapon of `range`
 * (strength as a minor contributor lowers it for thrown weapons).
 */
export function rangeModifier(
  data: GodsMonstersData,
  mode: AttackMode,
  distance: number,
  range: number | null,
  rules: HouseRules = {},
): RollModifier[] {
  if (mode === 'close' || range === null || range <= 0) return []
  const reduction = mode === 'thrown' ? attackBonuses(data, rules).thrownRangeReduction.value : 0
  const penalty = rangePenalty(distance, range, reduction)
  return penalty > 0
    ? [{ label: `range ${distance} of ${range} yards`, value: -penalty, rule: ruleRefs.range }]
    : []
}
