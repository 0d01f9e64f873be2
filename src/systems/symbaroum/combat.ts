// Combat state: turn order, damage and armor, the Pain Threshold, dying, death tests, healing.
import {
  chanceAbove,
  combineDistributions,
  d20,
  diceDistribution,
  meanOf,
  rollDice,
  rollDie,
  sumDistribution,
  type DiceRoll,
  type Rng,
} from '../common/dice'
import { earned, type LedgerEntry } from '../common/ledger'
import { modifierTotal, type ExtraDie, type RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import type { ShieldKind, SymbaroumData } from './model'
import { ruleRefs } from './rule-refs'
import { text } from './text'
import { termTable } from '../common/text'
import {
  characterDefense,
  currentToughness,
  maxToughness,
  opposedModifier,
  painThreshold,
} from './secondary'
import {
  advantageModifier,
  rollSuccessTest,
  type SuccessTestRoll,
  type TwoChances,
} from './success-test'

// ---------------------------------------------------------------- turn order

export interface Combatant {
  id: string
  quick: number
  vigilant: number
}

/** A combatant in turn order, with any d20 roll-off results it needed (in the order rolled). */
export type InitiativeSlot<C extends Combatant> = C & { rollOff: number[] }

function sameRank(a: Combatant, b: Combatant): boolean {
  return a.quick === b.quick && a.vigilant === b.vigilant
}

/** Roll-off for combatants still tied: each rolls a d20, highest first; ties roll again. */
function rollOff<C extends Combatant>(tied: InitiativeSlot<C>[], rng: Rng): InitiativeSlot<C>[] {
  const rolled = tied.map((slot) => {
    const roll = d20(rng)
    slot.rollOff.push(roll)
    return { slot, roll }
  })
  rolled.sort((a, b) => b.roll - a.roll)
  const out: InitiativeSlot<C>[] = []
  for (let i = 0; i < rolled.length;) {
    let j = i
    while (j < rolled.length && rolled[j]?.roll === rolled[i]?.roll) j++
    const group = rolled.slice(i, j).map((r) => r.slot)
    out.push(...(group.length > 1 ? rollOff(group, rng) : group))
    i = j
  }
  return out
}

/**
 * Turn order: highest Quick first; equal Quick compares Vigilant; still equal, a d20 roll-off
 * with the highest result first.
 */
export function initiativeOrder<C extends Combatant>(
  combatants: readonly C[],
  rng: Rng,
): InitiativeSlot<C>[] {
  const sorted = combatants
    .map((c) => ({ ...c, rollOff: [] as number[] }))
    .sort((a, b) => b.quick - a.quick || b.vigilant - a.vigilant)
  const out: InitiativeSlot<C>[] = []
  for (let i = 0; i < sorted.length;) {
    let j = i
    while (j < sorted.length && sameRank(sorted[j] as C, sorted[i] as C)) j++
    const group = sorted.slice(i, j)
    out.push(...(group.length > 1 ? rollOff(group, rng) : group))
    i = j
  }
  return out
}

// ---------------------------------------------------------------- damage

function assertAmount(amount: number, what: string): void {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a whole number of 0 or more (got ${amount}).`)
  }
}

/** Defense: a hit deals the weapon's damage roll minus the armor's roll, when that is higher. */
export function damageAfterArmor(weaponRoll: number, armorRoll: number): number {
  return Math.max(0, weaponRoll - armorRoll)
}

/** Pain Threshold: damage from one attack (after armor) that exceeds it has an extra effect. */
export function exceedsPainThreshold(
  data: Pick<SymbaroumData, 'attributes'>,
  damage: number,
): boolean {
  return damage > painThreshold(data.attributes.strong)
}

/** Damage lowers Toughness, which stops at 0; so damage is stored up to maximum Toughness. */
export function applyDamage(data: SymbaroumData, amount: number): SymbaroumData {
  assertAmount(amount, 'Damage')
  const damage = Math.min(maxToughness(data), data.damage + amount)
  return { ...data, damage }
}

// ---------------------------------------------------------------- dying and death tests

export type DeathTestOutcome = 'wakes' | 'holds' | 'closer' | 'dies'

/** Death test (d20): 1 wakes, 2–10 nothing, 11–19 a step closer to death, 20 dies. */
export function deathTestOutcome(roll: number): DeathTestOutcome {
  if (!Number.isInteger(roll) || roll < 1 || roll > 20) {
    throw new RangeError(`A death test is a d20 roll from 1 to 20 (got ${roll}).`)
  }
  if (roll === 1) return 'wakes'
  if (roll <= 10) return 'holds'
  if (roll <= 19) return 'closer'
  return 'dies'
}

/** Dying Characters: the third 11–19 result kills. */
export const stepsToDeath = 3

export interface DeathStatus {
  status: 'alive' | 'dying' | 'dead'
  /** 11–19 results since the character last went down. */
  stepsCloser: number
  /** Death tests recorded. */
  testsRolled: number
  /** Why a dead character died. */
  cause?: 'rolled-20' | 'third-step'
}

/**
 * Dying Characters: at 0 Toughness a player character is dying; a 20, or the third 11–19, on
 * the death tests kills. A recorded 1 (woke up) starts the count again.
 */
export function deathStatus(
  data: Pick<SymbaroumData, 'attributes' | 'damage' | 'deathTests'>,
): DeathStatus {
  let stepsCloser = 0
  for (const roll of data.deathTests) {
    const outcome = deathTestOutcome(roll)
    if (outcome === 'wakes') stepsCloser = 0
    if (outcome === 'dies') {
      return {
        status: 'dead',
        stepsCloser,
        testsRolled: data.deathTests.length,
        cause: 'rolled-20',
      }
    }
    if (outcome === 'closer') {
      stepsCloser++
      if (stepsCloser >= stepsToDeath) {
        return {
          status: 'dead',
          stepsCloser,
          testsRolled: data.deathTests.length,
          cause: 'third-step',
        }
      }
    }
  }
  const status = currentToughness(data) === 0 ? 'dying' : 'alive'
  return { status, stepsCloser, testsRolled: data.deathTests.length }
}

/**
 * Records a death test for a dying character. On a 1 the character wakes with 1d4 Toughness
 * (rolled with `rng`), and the death tests are cleared; otherwise the roll is added.
 */
export function applyDeathTest(data: SymbaroumData, roll: number, rng: Rng): SymbaroumData {
  const outcome = deathTestOutcome(roll)
  const { status } = deathStatus(data)
  if (status !== 'dying') {
    throw new RulesError(text('combat.notDying', { status: text(`status.${status}`) }))
  }
  if (outcome === 'wakes') {
    // Death test 1: wakes up with 1d4 Toughness left.
    const toughnessLeft = Math.min(rollDie(rng, 4), maxToughness(data))
    return { ...data, damage: maxToughness(data) - toughnessLeft, deathTests: [] }
  }
  return { ...data, deathTests: [...data.deathTests, roll] }
}

export interface DeathTestResult {
  roll: number
  outcome: DeathTestOutcome
  data: SymbaroumData
}

/** Rolls a d20 death test for a dying character and applies it. */
export function rollDeathTest(data: SymbaroumData, rng: Rng): DeathTestResult {
  const roll = d20(rng)
  return { roll, outcome: deathTestOutcome(roll), data: applyDeathTest(data, roll, rng) }
}

// ---------------------------------------------------------------- a dead character's successor

/**
 * Dead Player Characters: the player's new character may start with all the Experience the dead
 * one accumulated. We read "all the Experience accumulated" as every Experience award the dead
 * character received (its starting Experience included), given to the new character in place of
 * the usual starting Experience, so nothing is counted twice.
 */
export function successorAward(
  deadName: string,
  ledger: readonly LedgerEntry[],
): { currency: 'xp'; amount: number; note: string } {
  return {
    currency: 'xp',
    amount: earned(ledger, 'xp'),
    note: text('combat.successorNote', { name: deadName, rule: ruleRefs.deadCharacters }),
  }
}

// ---------------------------------------------------------------- healing

export interface HealingResult {
  data: SymbaroumData
  /** Toughness actually regained (never past maximum Toughness). */
  healed: number
  /** The die rolled, for healing that rolls one (Medicus). */
  roll?: number
  /** True when the healing stopped the character's death tests. */
  stabilised: boolean
}

/**
 * Healing Wounds: regain Toughness, never above maximum Toughness. Healing that stabilises
 * (herbal cure, Medicus, mystical healing) also clears the death tests.
 */
function heal(
  data: SymbaroumData,
  amount: number,
  options: { stabilises: boolean },
): HealingResult {
  assertAmount(amount, 'Healing')
  const { status } = deathStatus(data)
  if (status === 'dead') throw new RulesError(text('combat.deadCannotHeal'))
  if (status === 'dying' && !options.stabilises) {
    throw new RulesError(text('combat.stabiliseFirst'))
  }
  const max = maxToughness(data)
  const damageNow = Math.min(data.damage, max)
  const damage = Math.max(0, damageNow - amount)
  const next: SymbaroumData = {
    ...data,
    damage,
    deathTests: options.stabilises ? [] : data.deathTests,
  }
  return {
    data: next,
    healed: damageNow - damage,
    stabilised: options.stabilises && status === 'dying',
  }
}

/** Natural healing: one Toughness per day of rest. */
export function healNaturally(data: SymbaroumData, days = 1): HealingResult {
  assertAmount(days, 'Days of rest')
  return heal(data, days, { stabilises: false })
}

/** Herbal cure: heals one Toughness at once and stabilises a dying character. */
export function applyHerbalCure(data: SymbaroumData): HealingResult {
  return heal(data, 1, { stabilises: true })
}

/** Medicus: heals 1d4 Toughness and stabilises a dying character. */
export function applyMedicus(data: SymbaroumData, rng: Rng): HealingResult {
  const roll = rollDie(rng, 4)
  return { ...heal(data, roll, { stabilises: true }), roll }
}

/** Mystical healing (e.g. Lay on Hands): the power's own amount; stabilises a dying character. */
export function applyMysticalHealing(data: SymbaroumData, amount: number): HealingResult {
  return heal(data, amount, { stabilises: true })
}

// ---------------------------------------------------------------- attacks and defense

type Weapon = SymbaroumData['weapons'][number]

export interface WeaponUse {
  /** Why the weapon cannot be used now, or null. */
  barred: string | null
  /** A Long weapon's reach (its Free Attack in the first turn of melee) still counts. */
  longReach: boolean
}

/**
 * Shield: a shield bars ranged and Heavy weapons and cancels a Long weapon's reach, since the
 * weapon is used in one hand; a buckler leaves both hands free.
 */
export function weaponUse(weapon: Pick<Weapon, 'qualities'>, shield: ShieldKind): WeaponUse {
  const long = weapon.qualities.includes('long')
  if (shield !== 'shield') return { barred: null, longReach: long }
  const barred = weapon.qualities.includes('ranged')
    ? text('combat.rangedWithShield')
    : weapon.qualities.includes('heavy')
      ? text('combat.heavyWithShield')
      : null
  return { barred, longReach: false }
}

/**
 * Advantage: the situations the text lists: an attacker the target is unaware of, a flanked
 * target, a target lying down, a target on lower ground; and an Advantage made with actions.
 */
export const advantageSituations = ['unaware', 'flanked', 'prone', 'lowerGround', 'other'] as const
export type AdvantageSituation = (typeof advantageSituations)[number]

/** The situations as the attacker sees them. */
export const advantageLabels = termTable(advantageSituations, (s) =>
  text(`advantage.attacker.${s}`),
)

/** The same situations as the one attacked sees them. */
export const defenderAdvantageLabels = termTable(advantageSituations, (s) =>
  text(`advantage.defender.${s}`),
)

// Advantage: flanking and lying down give it to melee attacks only ("ranged attacks do not get
// any advantage from this"); being unaware and lower ground count for melee and ranged.
const meleeOnly: readonly AdvantageSituation[] = ['flanked', 'prone']

/** The situations that give this attack the Advantage, in the listed order. */
export function advantageSituationsFor(
  situations: readonly AdvantageSituation[],
  ranged: boolean,
): AdvantageSituation[] {
  return advantageSituations.filter(
    (s) => situations.includes(s) && !(ranged && meleeOnly.includes(s)),
  )
}

export interface AttackOptions {
  /** The target's Defense. */
  targetDefense: number
  /** The Advantage, with no reason given. */
  advantage?: boolean
  /** Advantage: the situations that may give it. */
  advantageFrom?: readonly AdvantageSituation[]
  /** The attack is a ranged one (flanking and lying down give it no Advantage). */
  ranged?: boolean
  twoChances?: TwoChances
}

/** Advantage: one Advantage, however many situations give it. */
export function hasAdvantage(
  options: Pick<AttackOptions, 'advantage' | 'advantageFrom' | 'ranged'>,
): boolean {
  return (
    options.advantage === true ||
    advantageSituationsFor(options.advantageFrom ?? [], options.ranged === true).length > 0
  )
}

/** Short reasons for a modifier's label. */
const advantageReasons = termTable(advantageSituations, (s) => text(`advantage.reason.${s}`))

function advantageLabel(situations: readonly AdvantageSituation[]): string {
  return situations.map((s) => advantageReasons[s]).join(', ')
}

/** Combat Action: the attack is [Accurate←Defense]; Advantage adds +2. */
export function attackModifiers(options: AttackOptions): RollModifier[] {
  const modifiers: RollModifier[] = [
    {
      label: text('combat.targetDefense', { defense: options.targetDefense }),
      value: opposedModifier(options.targetDefense),
      rule: ruleRefs.attack,
    },
  ]
  const from = advantageSituationsFor(options.advantageFrom ?? [], options.ranged === true)
  if (from.length) {
    modifiers.push({
      label: text('combat.advantageFrom', { reasons: advantageLabel(from) }),
      value: advantageModifier,
      rule: ruleRefs.advantage,
    })
  } else if (options.advantage) {
    modifiers.push({
      label: text('combat.advantage'),
      value: advantageModifier,
      rule: ruleRefs.advantage,
    })
  }
  return modifiers
}

/** Advantage: an attack with the Advantage deals 1D4 extra damage. */
export const advantageDamage: ExtraDie = {
  get label() {
    return text('combat.advantageDamage')
  },
  dice: '1d4',
  get rule() {
    return ruleRefs.advantage
  },
}

/** The dice a hit rolls for damage: the weapon's, plus 1d4 with the Advantage. */
export function damageDice(weapon: Pick<Weapon, 'damage'>, advantage = false): string[] {
  return advantage ? [weapon.damage, advantageDamage.dice] : [weapon.damage]
}

export interface DamageOdds {
  /** Chance that a hit deals any damage once armor is rolled. */
  anyDamage: number
  /** Chance that a hit deals more than the Pain Threshold, when one is given. */
  overPainThreshold: number | null
  /** Mean damage of a hit. */
  mean: number
}

/**
 * Odds of a hit's damage: the damage dice against the armor die, where armor stops damage up to
 * its roll (Defense); `armor` is the target's protection die, if known.
 */
export function damageOdds(
  dice: readonly string[],
  armor: string | null,
  painThreshold: number | null = null,
): DamageOdds {
  const rolled = sumDistribution(dice)
  const dealt = armor
    ? combineDistributions(rolled, diceDistribution(armor), damageAfterArmor)
    : rolled
  return {
    anyDamage: chanceAbove(dealt, 0),
    overPainThreshold: painThreshold === null ? null : chanceAbove(dealt, painThreshold),
    mean: meanOf(dealt),
  }
}

/** Odds of an attack of `incoming` damage that hits the character, over their armor's roll. */
export function harmOdds(
  data: Pick<SymbaroumData, 'attributes' | 'armor'>,
  incoming: number,
): DamageOdds {
  assertAmount(incoming, 'Damage')
  const hit = new Map([[incoming, 1]])
  const taken = data.armor
    ? combineDistributions(hit, diceDistribution(data.armor.protection), damageAfterArmor)
    : hit
  return {
    anyDamage: chanceAbove(taken, 0),
    overPainThreshold: chanceAbove(taken, painThreshold(data.attributes.strong)),
    mean: meanOf(taken),
  }
}

export interface DamageRoll {
  /** The damage dice, each rolled (the weapon's, then Advantage's). */
  rolls: DiceRoll[]
  /** The armor's roll, if armor was rolled. */
  armor: DiceRoll | null
  /** Damage after armor. */
  dealt: number
  /** Damage over the Pain Threshold, when one is given. */
  overPainThreshold: boolean | null
}

/** Rolls a hit's damage dice, then the armor die, and keeps what gets through (Defense). */
export function rollDamage(
  rng: Rng,
  dice: readonly string[],
  armor: string | null,
  painThreshold: number | null = null,
): DamageRoll {
  const rolls = dice.map((expression) => rollDice(rng, expression))
  const total = rolls.reduce((sum, roll) => sum + roll.total, 0)
  const armorRoll = armor ? rollDice(rng, armor) : null
  const dealt = damageAfterArmor(Math.max(0, total), armorRoll?.total ?? 0)
  return {
    rolls,
    armor: armorRoll,
    dealt,
    overPainThreshold: painThreshold === null ? null : dealt > painThreshold,
  }
}

export interface AttackRoll {
  test: SuccessTestRoll
  /** The damage, on a hit. */
  damage: DamageRoll | null
}

export interface AttackRollOptions extends AttackOptions {
  /** The target's armor die, if known; without it the damage is the weapon's roll. */
  targetArmor?: string | null
  targetPainThreshold?: number | null
}

/** An attack with a weapon: [Accurate←Defense], and on a hit the damage after the target's armor. */
export function rollAttack(
  rng: Rng,
  data: Pick<SymbaroumData, 'attributes' | 'shield'>,
  weapon: Weapon,
  options: AttackRollOptions,
): AttackRoll {
  const barred = weaponUse(weapon, data.shield).barred
  if (barred) throw new RulesError(barred)
  const modifier = modifierTotal(attackModifiers(options))
  const twoChances = options.twoChances ? { twoChances: options.twoChances } : {}
  const test = rollSuccessTest(rng, data.attributes.accurate, modifier, twoChances)
  const damage = test.success
    ? rollDamage(
        rng,
        damageDice(weapon, hasAdvantage(options)),
        options.targetArmor ?? null,
        options.targetPainThreshold ?? null,
      )
    : null
  return { test, damage }
}

export interface DefenseOptions {
  /** The attacker's Accurate. */
  attackerAccurate: number
  twoChances?: TwoChances
  /** Advantage: the situations that may give the attacker the Advantage. */
  attackerAdvantageFrom?: readonly AdvantageSituation[]
  /** The attack is a ranged one. */
  ranged?: boolean
}

/** Defense: tested as [Defense←Accurate]; Defense already counts armor and shield. */
// Advantage: the attacker's +2 to the relevant Attribute is +2 to its Accurate, which the
// Defense test [Defense←Accurate] meets as 10 − Accurate: 2 less for the one defending.
export function defenseModifiers(options: DefenseOptions): RollModifier[] {
  const modifiers: RollModifier[] = [
    {
      label: text('combat.attackerAccurate', { accurate: options.attackerAccurate }),
      value: opposedModifier(options.attackerAccurate),
      rule: ruleRefs.defenseTest,
    },
  ]
  const from = advantageSituationsFor(options.attackerAdvantageFrom ?? [], options.ranged === true)
  if (from.length) {
    modifiers.push({
      label: text('combat.attackerAdvantageFrom', { reasons: advantageLabel(from) }),
      value: -advantageModifier,
      rule: ruleRefs.advantage,
    })
  }
  return modifiers
}

export interface DefenseRoll {
  test: SuccessTestRoll
  /** The armor's roll, when the defense failed and the character wears armor. */
  armor: DiceRoll | null
  /** Damage taken after armor (0 when the defense succeeded). */
  taken: number
  overPainThreshold: boolean
}

/**
 * A Defense test against an attack of `incoming` damage: on a failure the attack hits, and deals
 * the damage over the armor's roll (Defense); more than the Pain Threshold is flagged.
 */
export function rollDefense(
  rng: Rng,
  data: SymbaroumData,
  incoming: number,
  options: DefenseOptions,
): DefenseRoll {
  assertAmount(incoming, 'Damage')
  const modifier = modifierTotal(defenseModifiers(options))
  const twoChances = options.twoChances ? { twoChances: options.twoChances } : {}
  const test = rollSuccessTest(rng, characterDefense(data), modifier, twoChances)
  if (test.success) return { test, armor: null, taken: 0, overPainThreshold: false }
  const armor = data.armor ? rollDice(rng, data.armor.protection) : null
  const taken = damageAfterArmor(incoming, armor?.total ?? 0)
  return { test, armor, taken, overPainThreshold: exceedsPainThreshold(data, taken) }
}
