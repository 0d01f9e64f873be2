// Combat from the sheet: Object Dice with their own Advantage, the attack roll with its exact odds,
// a weapon's damage after Armor (two weapons keep the highest, unarmed d4), damage the character
// takes, and the optional Die of Fate.
import {
  chanceAbove,
  combineDistributions,
  meanOf,
  rollDie,
  type Distribution,
  type Rng,
} from '../common/dice'
import {
  describeModifiers,
  modifierTotal,
  type ExtraDie,
  type RollModifier,
} from '../common/roll-model'
import { RulesError } from '../types'
import { armorValue } from './armor'
import {
  attributeShort,
  maxArmor,
  objectDiePattern,
  type AttributeId,
  type CairnData,
} from './model'
import { checkRoll, keepDie, type CheckRoll } from './play'
import { ruleRefs } from './rule-refs'
import { diceText, text } from './text'

/** Attacking & Damage: unarmed attacks always do d4. */
const unarmedDie = 'd4'

/** Sides of an Object Die written "d8". */
function dieSides(die: string): number {
  const match = objectDiePattern.exec(die)
  if (!match) throw new RulesError(text('combat.notADie', { die }))
  return Number(match[1])
}

/** One die on a roll with its own Advantage and Disadvantage (Actions: "for each dice"). */
export interface RolledDie {
  label: string
  die: string
  advantage: number
  disadvantage: number
}

function assertCount(n: number, what: 'advantage' | 'disadvantage'): void {
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new RulesError(text('combat.countRange', { what: text(`combat.${what}`), got: n }))
}

const plainDie = (die: string): RolledDie => ({ label: die, die, advantage: 0, disadvantage: 0 })

/** How many of the die are rolled: one, plus one per Advantage or Disadvantage left over. */
function diceRolled(die: Pick<RolledDie, 'advantage' | 'disadvantage'>): number {
  assertCount(die.advantage, 'advantage')
  assertCount(die.disadvantage, 'disadvantage')
  return 1 + Math.abs(die.advantage - die.disadvantage)
}

// Actions: Advantage rolls +N dice and keeps the highest, Disadvantage +N and keeps the lowest
// (they cancel one for one, as keepDie reads it). Exact chances of the kept face.
export function keptDistribution(die: RolledDie): Distribution {
  const sides = dieSides(die.die)
  const n = diceRolled(die)
  const high = die.advantage >= die.disadvantage
  const out: Distribution = new Map()
  for (let face = 1; face <= sides; face++) {
    const p = high
      ? (face / sides) ** n - ((face - 1) / sides) ** n
      : ((sides - face + 1) / sides) ** n - ((sides - face) / sides) ** n
    out.set(face, p)
  }
  return out
}

/** A die as rolled: every die thrown and the one kept. */
interface KeptRoll {
  label: string
  die: string
  rolls: number[]
  kept: number
}

function rollKept(rng: Rng, die: RolledDie): KeptRoll {
  const sides = dieSides(die.die)
  const rolls = Array.from({ length: diceRolled(die) }, () => rollDie(rng, sides))
  return {
    label: die.label,
    die: die.die,
    rolls,
    kept: keepDie(rolls, die.advantage, die.disadvantage),
  }
}

/** What the player sets up for an attack (with the Warden). */
export interface AttackSetup {
  attribute: AttributeId
  /** Advantage and Disadvantage on the Base Die (d20). */
  advantage: number
  disadvantage: number
  /** Anything else the Warden adds to the roll. */
  modifier: number
  /** The weapons used: none is unarmed, two is fighting with two weapons. */
  weapons: RolledDie[]
  /** The target's result (TR) or the DC to reach. */
  target: number
  /** The target's Armor (at most 3). */
  targetArmor: number
  /** Named situations that make the attack Impaired or Enhanced (see attackSituations). */
  situations?: readonly AttackSituationId[]
}

export type AttackSituationId = 'weakness' | 'strength' | 'distant'

interface AttackSituation {
  label: string
  /** Impaired rolls the Base Die with Disadvantage, Enhanced with Advantage. */
  effect: 'impaired' | 'enhanced'
  rule: string
}

/**
 * Attack Modifiers: fighting from weakness (cover, bound hands) is Impaired, from a position of
 * advantage (a helpless foe, a daring maneuver) Enhanced. Ranged Attacks: an especially distant
 * target is Impaired. Whether a situation applies is the Warden's call; the player ticks it.
 */
export const attackSituations: Record<AttackSituationId, AttackSituation> = {
  weakness: {
    get label() {
      return text('combat.situation.weakness')
    },
    effect: 'impaired',
    rule: ruleRefs.attackModifiers,
  },
  strength: {
    get label() {
      return text('combat.situation.strength')
    },
    effect: 'enhanced',
    rule: ruleRefs.attackModifiers,
  },
  distant: {
    get label() {
      return text('combat.situation.distant')
    },
    effect: 'impaired',
    rule: ruleRefs.rangedAttacks,
  },
}

function chosenSituations(setup: AttackSetup): AttackSituation[] {
  const chosen = new Set(setup.situations ?? [])
  // In the table's order, each once, whatever order they were ticked in.
  return Object.entries(attackSituations)
    .filter(([id]) => chosen.has(id as AttackSituationId))
    .map(([, situation]) => situation)
}

function checkSetup(setup: AttackSetup): void {
  if (setup.weapons.length > 2) throw new RulesError(text('combat.twoWeapons'))
  if (!Number.isInteger(setup.targetArmor) || setup.targetArmor < 0 || setup.targetArmor > maxArmor)
    throw new RulesError(text('combat.armorRange', { max: maxArmor, armor: setup.targetArmor }))
  if (!Number.isInteger(setup.target)) throw new RulesError(text('combat.targetWhole'))
  if (!Number.isInteger(setup.modifier)) throw new RulesError(text('combat.modifierWhole'))
}

/** A die's label with its Advantage and Disadvantage, if any. */
function withAdvantage(die: Pick<RolledDie, 'label' | 'advantage' | 'disadvantage'>): string {
  const { label, advantage, disadvantage } = die
  if (advantage && disadvantage) return text('combat.withBoth', { label, advantage, disadvantage })
  if (advantage) return text('combat.withAdvantage', { label, advantage })
  if (disadvantage) return text('combat.withDisadvantage', { label, disadvantage })
  return label
}

/** The Base Die as a rolled die. */
function baseDie(setup: Pick<AttackSetup, 'advantage' | 'disadvantage'>): RolledDie {
  return {
    label: text('combat.baseDie'),
    die: 'd20',
    advantage: setup.advantage,
    disadvantage: setup.disadvantage,
  }
}

/** The attack's Base Die: the Advantage entered plus one per Enhanced situation, and likewise. */
function attackBaseDie(setup: AttackSetup): RolledDie {
  const chosen = chosenSituations(setup)
  const count = (effect: AttackSituation['effect']) =>
    chosen.filter((s) => s.effect === effect).length
  return baseDie({
    advantage: setup.advantage + count('enhanced'),
    disadvantage: setup.disadvantage + count('impaired'),
  })
}

// Actions: Base Dice (d20) + Modifiers + Object Dice; the attribute is the modifier the Warden picks.
export function attackModifiers(data: CairnData, setup: AttackSetup): RollModifier[] {
  const attribute = data.attributes[setup.attribute].current
  const out: RollModifier[] = [
    { label: attributeShort[setup.attribute], value: attribute, rule: ruleRefs.actions },
  ]
  if (setup.modifier !== 0)
    out.push({
      label: text('combat.wardensModifier'),
      value: setup.modifier,
      rule: ruleRefs.actions,
    })
  return out
}

/**
 * The dice of the roll, each with its Advantage: the Base Die and the weapons' Object Dice, then
 * the extra d20 each Impaired or Enhanced situation adds, with its rule.
 */
export function attackDice(setup: AttackSetup): ExtraDie[] {
  const dice = [attackBaseDie(setup), ...setup.weapons].map((d) => ({
    label: withAdvantage(d),
    dice: d.die,
    rule: ruleRefs.actions,
  }))
  const situations = chosenSituations(setup).map((s) => ({
    label: text(s.effect === 'impaired' ? 'combat.impaired' : 'combat.enhanced', {
      label: s.label,
    }),
    dice: 'd20',
    rule: s.rule,
  }))
  return [...dice, ...situations]
}

/** Attacking & Damage: the damage die, when it is rolled after the hit (unarmed: d4). */
export function unarmedDamage(setup: AttackSetup): ExtraDie | null {
  return setup.weapons.length === 0
    ? { label: text('combat.unarmedDamage'), dice: unarmedDie, rule: ruleRefs.damage }
    : null
}

// Attacking & Damage: the weapon die less the target's Armor; two weapons keep the single highest.
function damageDealt(weaponDice: readonly number[], armor: number): number {
  return Math.max(0, Math.max(...weaponDice) - armor)
}

export interface AttackOdds {
  /** Chance the attack's result is at least the target's (Check Results). */
  hit: number
  /** Chance it hits and deals damage past the Armor. */
  damaging: number
  /** Mean damage dealt on a hit. */
  meanOnHit: number
}

/**
 * Exact odds of an attack. A weapon's die counts twice, in the result and as the damage
 * (Check Results, example 1), so the weapons' faces are walked one combination at a time.
 */
export function attackOdds(data: CairnData, setup: AttackSetup): AttackOdds {
  checkSetup(setup)
  const fixed = modifierTotal(attackModifiers(data, setup))
  const base = keptDistribution(attackBaseDie(setup))
  // Weapon faces together: faces listed → probability.
  let combos: [number[], number][] = [[[], 1]]
  for (const w of setup.weapons) {
    const dist = keptDistribution(w)
    combos = combos.flatMap(([faces, p]) =>
      [...dist].map(([face, q]): [number[], number] => [[...faces, face], p * q]),
    )
  }
  const unarmed = setup.weapons.length === 0 ? keptDistribution(plainDie(unarmedDie)) : null
  let hit = 0
  let damaging = 0
  let damageSum = 0
  for (const [faces, p] of combos) {
    const sum = faces.reduce((a, b) => a + b, 0)
    let hitChance = 0
    for (const [d20, q] of base) if (d20 + fixed + sum >= setup.target) hitChance += q
    hit += p * hitChance
    const dealt: [number, number][] = unarmed
      ? [...unarmed].map(([u, r]) => [damageDealt([u], setup.targetArmor), r])
      : [[damageDealt(faces, setup.targetArmor), 1]]
    for (const [amount, r] of dealt) {
      if (amount > 0) damaging += p * hitChance * r
      damageSum += p * hitChance * r * amount
    }
  }
  return { hit, damaging, meanOnHit: hit > 0 ? damageSum / hit : 0 }
}

/** The dice of one attack, rolled or taken from the table. */
export interface AttackDice {
  base: number[]
  /** Each weapon's dice, in the order of `setup.weapons`. */
  weapons: number[][]
  /** The unarmed d4, rolled only on a hit without weapons. */
  unarmed?: number
}

export interface AttackRoll {
  base: KeptRoll
  weapons: KeptRoll[]
  /** The attacker's result (IR). */
  total: number
  natural: 1 | 20 | null
  hit: boolean
  /** The damage die that counts (highest weapon die, or the unarmed d4); null on a miss. */
  damageDie: number | null
  /** Damage after the target's Armor; 0 on a miss. */
  dealt: number
}

function keptFrom(die: RolledDie, rolls: number[] | undefined): KeptRoll {
  const sides = dieSides(die.die)
  if (
    !rolls ||
    rolls.length !== diceRolled(die) ||
    rolls.some((r) => !Number.isInteger(r) || r < 1 || r > sides)
  )
    throw new RulesError(
      text('combat.rollKept', {
        label: die.label,
        count: diceRolled(die),
        die: diceText(die.die),
        sides,
      }),
    )
  return {
    label: die.label,
    die: die.die,
    rolls,
    kept: keepDie(rolls, die.advantage, die.disadvantage),
  }
}

// Actions, Check Results and Attacking & Damage: IR = d20 + modifiers + Object Dice; it hits
// when IR ≥ TR; the weapon die (the highest of two, or an unarmed d4) less Armor is the damage.
export function resolveAttack(data: CairnData, setup: AttackSetup, dice: AttackDice): AttackRoll {
  checkSetup(setup)
  const base = keptFrom(attackBaseDie(setup), dice.base)
  const weapons = setup.weapons.map((w, i) => keptFrom(w, dice.weapons[i]))
  const total =
    base.kept +
    modifierTotal(attackModifiers(data, setup)) +
    weapons.reduce((s, w) => s + w.kept, 0)
  const hit = total >= setup.target
  let damageDie: number | null = null
  if (hit) {
    if (weapons.length) damageDie = Math.max(...weapons.map((w) => w.kept))
    else {
      const u = dice.unarmed
      if (u === undefined || !Number.isInteger(u) || u < 1 || u > 4)
        throw new RulesError(text('combat.rollUnarmed'))
      damageDie = u
    }
  }
  return {
    base,
    weapons,
    total,
    natural: base.kept === 1 ? 1 : base.kept === 20 ? 20 : null,
    hit,
    damageDie,
    dealt: damageDie === null ? 0 : damageDealt([damageDie], setup.targetArmor),
  }
}

export function rollAttack(rng: Rng, data: CairnData, setup: AttackSetup): AttackRoll {
  checkSetup(setup)
  const base = rollKept(rng, attackBaseDie(setup)).rolls
  const weapons = setup.weapons.map((w) => rollKept(rng, w).rolls)
  // The unarmed d4 is rolled only after a hit; the hit does not depend on it.
  const hit = resolveAttack(data, setup, { base, weapons, unarmed: 1 }).hit
  const unarmed = hit && setup.weapons.length === 0 ? rollDie(rng, 4) : 1
  return resolveAttack(data, setup, { base, weapons, unarmed })
}

function keptText(k: KeptRoll): string {
  const die = diceText(k.die)
  return k.rolls.length > 1 ? `${die} [${k.rolls.join(', ')}] → ${k.kept}` : `${die} ${k.kept}`
}

/** The roll-log line: the dice, the modifiers with their values, the result and the damage. */
export function attackLine(data: CairnData, setup: AttackSetup, roll: AttackRoll): string {
  const dice = [roll.base, ...roll.weapons].map((k) => `${k.label} ${keptText(k)}`).join(', ')
  const hit = { die: roll.damageDie ?? 0, armor: setup.targetArmor, dealt: roll.dealt }
  const verdict = roll.hit
    ? text(
        setup.weapons.length
          ? setup.weapons.length > 1
            ? 'combat.hitHighest'
            : 'combat.hitWeapon'
          : 'combat.hitUnarmed',
        hit,
      )
    : text('combat.miss')
  return text(roll.natural ? 'combat.lineNatural' : 'combat.line', {
    dice,
    modifiers: describeModifiers(attackModifiers(data, setup)),
    total: roll.total,
    target: setup.target,
    natural: roll.natural ?? '',
    verdict,
  })
}

// ------------------------------------------------------------------ damage taken

/** The dice of an attack against the character: one weapon, two (keep highest), or unarmed d4. */
export function incomingDice(dice: readonly string[]): string[] {
  if (dice.length > 2) throw new RulesError(text('combat.incomingTwo'))
  for (const d of dice) dieSides(d)
  return dice.length ? [...dice] : [unarmedDie]
}

export interface HarmOdds {
  /** Chance that damage gets past the character's Armor. */
  anyDamage: number
  /** Chance that HP reach 0 or under (a Scar for a PC). */
  toZero: number
  /** Chance that damage goes past 0 HP onto STR (a critical damage save follows). */
  pastZero: number
  mean: number
}

// Attacking & Damage and Armor: the highest weapon die, less the character's Armor, comes off HP.
export function harmOdds(data: CairnData, dice: readonly string[]): HarmOdds {
  const list = incomingDice(dice)
  const armor = armorValue(data).value
  const hp = data.hp.current
  const highest = list
    .map((d) => keptDistribution(plainDie(d)))
    .reduce((a, b) => combineDistributions(a, b, Math.max))
  const dealt = combineDistributions(highest, new Map([[armor, 1]]), (d, a) => Math.max(0, d - a))
  let anyDamage = 0
  let toZero = 0
  let pastZero = 0
  for (const [amount, p] of dealt) {
    if (amount > 0) anyDamage += p
    if (amount > 0 && amount >= hp && hp > 0) toZero += p
    if (amount > hp) pastZero += p
  }
  return { anyDamage, toZero, pastZero, mean: meanOf(dealt) }
}

export interface IncomingRoll {
  rolls: { die: string; roll: number }[]
  /** The damage rolled (the highest die), before Armor. */
  raw: number
}

// Attacking & Damage: two weapons roll both damage dice and keep the single highest.
export function rollIncoming(rng: Rng, dice: readonly string[]): IncomingRoll {
  const rolls = incomingDice(dice).map((die) => ({ die, roll: rollDie(rng, dieSides(die)) }))
  return { rolls, raw: Math.max(...rolls.map((r) => r.roll)) }
}

// ------------------------------------------------------------------ Die of Fate

/** What the Die of Fate says, in the current locale ("favours the PCs", "bad luck for the PCs"). */
export type Fate = string

// Die of Fate (optional): 1d6, 4 or more favours the PCs, 3 or under is bad luck.
export function fateOf(roll: number): Fate {
  if (!Number.isInteger(roll) || roll < 1 || roll > 6)
    throw new RulesError(text('combat.fateRange', { roll }))
  return text(roll >= 4 ? 'fate.favours' : 'fate.badLuck')
}

/** Chance the Die of Fate favours the PCs: 4, 5 or 6 on a d6. */
export const fateFavourChance = 3 / 6

export function rollDieOfFate(rng: Rng): { roll: number; fate: Fate } {
  const roll = rollDie(rng, 6)
  return { roll, fate: fateOf(roll) }
}

// ------------------------------------------------------------------ actions and saves

/** What the player sets for an Action or Save: the Base Die's Advantage, a modifier, objects. */
export interface CheckSetup {
  advantage: number
  disadvantage: number
  modifier: number
  /** The objects used, each with its Object Die and that die's own Advantage. */
  objects: RolledDie[]
}

// Actions / Saves: Base Die (d20) + modifiers + Object Dice, each die kept after its Advantage.
export function checkDistribution(setup: CheckSetup): Distribution {
  return [baseDie(setup), ...setup.objects]
    .map(keptDistribution)
    .reduce((a, b) => combineDistributions(a, b, (x, y) => x + y), new Map([[setup.modifier, 1]]))
}

/** Check Results: chance the result is at least `target` (an action against a DC or TR). */
export function chanceToReach(setup: CheckSetup, target: number): number {
  return chanceAbove(checkDistribution(setup), target - 1)
}

export interface ObjectCheckRoll {
  check: CheckRoll
  objects: KeptRoll[]
  explanation: string
}

/** Rolls the Base Dice, then each object's dice in order, and adds them up (Actions). */
export function rollObjectCheck(rng: Rng, setup: CheckSetup): ObjectCheckRoll {
  const d20s = Array.from({ length: diceRolled(baseDie(setup)) }, () => rollDie(rng, 20))
  const objects = setup.objects.map((o) => rollKept(rng, o))
  const check = checkRoll({
    d20s,
    advantage: setup.advantage,
    disadvantage: setup.disadvantage,
    modifier: setup.modifier,
    objectDice: objects.reduce((sum, o) => sum + o.kept, 0),
  })
  const dice = objects.map((o) => `${o.label} ${keptText(o)}`).join(', ')
  return {
    check,
    objects,
    explanation: dice ? `${check.explanation} (${dice})` : check.explanation,
  }
}
