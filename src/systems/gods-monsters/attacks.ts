// What a character can attack with, and the conflict rules around an attack: bare hands, table
// weapons, tools and ammunition used as hand weapons, a weapon made for another size, bows built
// for strength, actions per attack, several attacks a round, firing into close combat, a warrior
// leading companions, the reaction to a called shot and the heroic last effort.
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import type { HouseRules } from '../types'
import { major, minor } from './contributors'
import { findGear, findWeapon } from './gear'
import type { GeneralItem } from './gear/model'
import { sizeAdjustedDamage, sizeAttackPenalty, TABLE_ITEM_SIZE } from './gear/sizes'
import { weaponAtSize } from './gear/weapons'
import { archetypeLevel, characterLevel } from './levels'
import type { GodsMonstersData, Item } from './model'
import { ruleRefs } from './rule-refs'
import { text } from './text'

/** One thing the attack dialog offers to attack with. */
export interface AttackOption {
  /** The carried item's id, or "hands". */
  id: string
  name: string
  kind: 'hands' | 'weapon' | 'improvised'
  /** Damage for this wielder, e.g. "D8"; "D3" or "D2" for hands. */
  damage: string
  rangeYards: number | null
  /** Actions to throw or fire it (weapons tables); null where blank. */
  fireActions: number | null
  /** Penalties that come with it: a tool's, a weapon made for another size. */
  modifiers: RollModifier[]
  /** A tool's bulk when carried to fight with (Miscellaneous notes); absent otherwise. */
  bulkAsWeapon?: number
}

// Weapons: anyone attacks with their hands for d3, Halflings, Goblins and Gnomes for d2.
export function handsDamage(data: GodsMonstersData): string {
  const name = `${data.species.name} ${data.specialties.map((s) => s.name).join(' ')}`
  return /\b(halfling|goblin|gnome)s?\b/i.test(name) ? 'D2' : 'D3'
}

// Equipment for different-sized creatures: −1 to attack per size between weapon and wielder.
function sizeModifiers(item: Item, data: GodsMonstersData): RollModifier[] {
  const penalty = sizeAttackPenalty(item.size, data.species.size)
  return penalty > 0
    ? [{ label: text(`attacks.madeFor.${item.size}`), value: -penalty, rule: ruleRefs.sizes }]
    : []
}

function improvised(gearId: string | null): GeneralItem['asHandWeapon'] {
  if (gearId === null) return undefined
  const gear = findGear(gearId)
  return gear && gear.category !== 'weapon' && gear.category !== 'armor'
    ? gear.asHandWeapon
    : undefined
}

/**
 * The carried table weapons, then the tools and ammunition that double as hand weapons (General
 * equipment: −1 to −3 to attack), then bare hands. A tool's damage follows its size like a
 * weapon's (the text gives the size rule for weapons; a tool fought with is used as one).
 */
export function attackOptions(data: GodsMonstersData): AttackOption[] {
  const weapons: AttackOption[] = []
  const tools: AttackOption[] = []
  for (const item of data.items) {
    if (item.gearId === null) continue
    const weapon = findWeapon(item.gearId)
    if (weapon) {
      const sized = weaponAtSize(weapon, item.size)
      weapons.push({
        id: item.id,
        name: item.name,
        kind: 'weapon',
        damage: sized.damage,
        rangeYards: sized.rangeYards,
        fireActions: weapon.fireActions,
        modifiers: sizeModifiers(item, data),
      })
      continue
    }
    const tool = improvised(item.gearId)
    if (!tool) continue
    tools.push({
      id: item.id,
      name: item.name,
      kind: 'improvised',
      damage: sizeAdjustedDamage(tool.damage, TABLE_ITEM_SIZE, item.size),
      rangeYards: null,
      fireActions: null,
      modifiers: [
        {
          label: text('attacks.notForFighting'),
          value: -tool.attackPenalty,
          rule: ruleRefs.generalGear,
        },
        ...sizeModifiers(item, data),
      ],
      ...(tool.bulk !== undefined ? { bulkAsWeapon: tool.bulk } : {}),
    })
  }
  const hands: AttackOption = {
    id: 'hands',
    name: text('attacks.bareHands'),
    kind: 'hands',
    damage: handsDamage(data),
    rangeYards: null,
    fireActions: null,
    modifiers: [],
  }
  return [...weapons, ...tools, hands]
}

// ---------------------------------------------------------------- bows built for strength

export interface StrengthBow {
  /** Strength the bow is built for, as a major contributor (what sets its price and range). */
  builtBonus: number
  /** The wielder's strength as a major contributor. */
  wielderBonus: number
  /** Price as a multiple of the table's: twice for +1, three times for +2 … */
  costMultiple: number
  /** Range in yards for this wielder. */
  rangeYards: number
  /** Extra damage for this wielder. */
  damageBonus: number
  /** Penalty to attack (positive) for a wielder without the strength. */
  attackPenalty: number
}

/**
 * Propelled weapons: a bow built for a strength. Range +25% per point of that strength as a major
 * contributor, damage up to it as a minor contributor, at (1 + major) times the cost — the text's
 * bow for strength 12–14 costs 50 (twice 25) and ranges 25, for 15–16 it costs 75, ranges 30 and
 * does +1. A wielder without the strength is at a penalty of the difference in the (major)
 * strength bonuses, the one the bow is built by, and gets neither range nor damage. Ranges round
 * normally, as ranges do for size.
 */
export function strengthBow(
  baseRangeYards: number,
  builtStrength: number,
  wielderStrength: number,
  rules: HouseRules = {},
): StrengthBow {
  if (!Number.isInteger(builtStrength) || builtStrength < 1 || builtStrength > 40) {
    throw new RulesError(text('attacks.bowStrength', { strength: builtStrength }))
  }
  const builtBonus = Math.max(0, major(builtStrength, rules))
  const wielderBonus = major(wielderStrength, rules)
  const strongEnough = wielderBonus >= builtBonus
  return {
    builtBonus,
    wielderBonus,
    costMultiple: 1 + builtBonus,
    rangeYards: strongEnough
      ? Math.round(baseRangeYards * (1 + 0.25 * builtBonus))
      : baseRangeYards,
    damageBonus: strongEnough ? Math.max(0, minor(builtStrength, rules)) : 0,
    attackPenalty: strongEnough ? 0 : builtBonus - wielderBonus,
  }
}

/** A strength bow's penalty for a wielder without the strength, as a roll modifier. */
export function strengthBowModifiers(bow: StrengthBow): RollModifier[] {
  return bow.attackPenalty > 0
    ? [
        {
          label: text('attacks.strengthBow', { bonus: bow.builtBonus }),
          value: -bow.attackPenalty,
          rule: ruleRefs.propelled,
        },
      ]
    : []
}

// ---------------------------------------------------------------- actions and attacks

/**
 * Number of actions: a thrown or propelled attack takes its fire actions (a weapon used to beat
 * on an opponent one); outside close combat a several-action attack takes one fewer.
 */
export function actionsPerAttack(
  fireActions: number | null,
  mode: 'close' | 'thrown' | 'propelled',
  inCloseCombat: boolean,
): number {
  const actions = mode === 'close' ? 1 : Math.max(1, fireActions ?? 1)
  return actions > 1 && !inCloseCombat ? actions - 1 : actions
}

export interface SeveralAttacksOdds {
  /** Chance that at least one attack hits. */
  atLeastOne: number
  /** Chance that every attack hits. */
  all: number
  /** Hits expected. */
  expectedHits: number
}

/** Number of attacks: each attack is rolled on its own, so the hits follow a binomial count. */
export function severalAttacksOdds(chance: number, attacks: number): SeveralAttacksOdds {
  if (!Number.isInteger(attacks) || attacks < 1 || attacks > 20) {
    throw new RulesError(text('attacks.attacksRange', { attacks }))
  }
  return {
    atLeastOne: 1 - (1 - chance) ** attacks,
    all: chance ** attacks,
    expectedHits: chance * attacks,
  }
}

// ---------------------------------------------------------------- firing into close combat

/** Firing into close combat: strong cover for three to five combatants, full for six or more. */
/** Conflicts: Cover: how much of a target is hidden. */
export type CoverLevel = 'none' | 'weak' | 'strong' | 'full'

export function meleeCover(combatants: number): CoverLevel {
  if (combatants >= 6) return 'full'
  if (combatants >= 3) return 'strong'
  return 'none'
}

export type MeleeShotOutcome = 'target only' | 'bystanders evade' | 'neighbour evades' | 'none'

/**
 * Firing into close combat: after a hit, those the roll would also have hit make an evasion roll
 * or take the same damage, unless the shot was a called shot; after a miss, a random adjacent
 * opponent of the target makes an evasion roll (with their defense as a bonus).
 * `wouldHitBystander`: the roll was at or under the target number against the bystander.
 */
export function meleeShotOutcome(
  hit: boolean,
  calledShot: boolean,
  wouldHitBystander: boolean,
): MeleeShotOutcome {
  if (!hit) return 'neighbour evades'
  if (calledShot) return 'target only'
  return wouldHitBystander ? 'bystanders evade' : 'none'
}

// ---------------------------------------------------------------- leading and called shots

/** The warrior cover bonus a leading warrior lends (Cover: warriors' column). */
const warriorCover: Record<Exclude<CoverLevel, 'none'>, number> = { weak: 1, strong: 2, full: 3 }

export interface LeadingCover {
  /** Companions who may use the warrior cover: up to the warrior's level. */
  companions: number
  cover: typeof warriorCover
}

/**
 * Cover: a warrior who leads instead of fighting lends the warrior cover bonus to up to level
 * companions, on a perception roll. Null for a character with no warrior level.
 */
export function leadingCover(data: GodsMonstersData): LeadingCover | null {
  const level = archetypeLevel(data, 'warrior')
  return level > 0 ? { companions: level, cover: warriorCover } : null
}

/**
 * Called shot: the reaction (evasion or fortitude) against its disrupting effect is at a penalty
 * of the damage done and a bonus of the target's movement (reduced while casting or calling).
 */
export function calledShotReaction(damage: number, movement: number): RollModifier[] {
  if (!Number.isInteger(damage) || damage < 0 || damage > 999) {
    throw new RulesError(text('attacks.calledDamage', { damage }))
  }
  if (!Number.isInteger(movement) || movement < 0 || movement > 999) {
    throw new RulesError(text('attacks.movementWhole', { movement }))
  }
  const out: RollModifier[] = []
  if (damage > 0) {
    out.push({
      label: text('attacks.calledShotDamage'),
      value: -damage,
      rule: ruleRefs.calledShot,
    })
  }
  if (movement > 0) {
    out.push({ label: text('attacks.movement'), value: movement, rule: ruleRefs.calledShot })
  }
  return out
}

// Miscellaneous: a better lock gives −1 to picking it per doubling of its cost (plain lock: 8).
export function lockPickModifier(lockCostCents: number, plainCostCents = 800): RollModifier[] {
  if (!Number.isFinite(lockCostCents) || lockCostCents < 0) {
    throw new RulesError(text('attacks.lockPrice'))
  }
  const doublings =
    lockCostCents > plainCostCents ? Math.floor(Math.log2(lockCostCents / plainCostCents)) : 0
  return doublings > 0
    ? [
        {
          label: text('attacks.betterLock', { times: 2 ** doublings }),
          value: -doublings,
          rule: ruleRefs.lock,
        },
      ]
    : []
}

/**
 * A time to die, the heroic last effort: a bonus of the character level, and the injuries do not
 * apply (the roll plans subtract them, so this gives them back).
 */
export function heroicEffortModifiers(data: GodsMonstersData): RollModifier[] {
  const out: RollModifier[] = [
    {
      label: text('attacks.heroicEffort'),
      value: characterLevel(data),
      rule: ruleRefs.death,
    },
  ]
  if (data.injuries > 0) {
    out.push({
      label: text('attacks.injuriesNotApply'),
      value: data.injuries,
      rule: ruleRefs.death,
    })
  }
  return out
}

export interface HeroicEffortShares {
  /** Mojo the dying character still has to bid after the others' contributions. */
  own: number
  /** Mojo the roll uses in all: everyone who contributed is credited with all of it. */
  credited: number
}

/**
 * A time to die: others may add mojo to a heroic last effort; the dying character bids the rest
 * of what the roll missed by, and each contributor is credited with the full mojo used.
 */
export function heroicEffortShares(missedBy: number, othersMojo: number): HeroicEffortShares {
  if (!Number.isInteger(missedBy) || missedBy < 1) {
    throw new RulesError(text('attacks.missedBy'))
  }
  if (!Number.isInteger(othersMojo) || othersMojo < 0) {
    throw new RulesError(text('attacks.othersMojo'))
  }
  return { own: Math.max(0, missedBy - othersMojo), credited: missedBy }
}

/** A time to die: at the end of the final scene, or of the heroic last effort, the character dies. */
export function dieAfterLastEffort(data: GodsMonstersData): GodsMonstersData {
  if (data.dead) throw new RulesError(text('attacks.alreadyDead'))
  if (!data.dying) throw new RulesError(text('attacks.onlyDying'))
  return { ...data, dying: false, dead: true }
}
