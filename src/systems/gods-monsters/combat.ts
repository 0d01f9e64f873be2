// Conflicts on the sheet: a weapon's damage roll with the character's damage bonus, the injuries
// of a lost weapon contest (one per die, which an evasion roll saves for one or two dice), and the
// range and obstacle-size penalties of the roll dialog.
import { chanceRollUnder, meanOf, rollDie, type Distribution, type Rng } from '../common/dice'
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import type { HouseRules } from '../types'
import { calledShotReaction, lockPickModifier, meleeCover, type CoverLevel } from './attacks'
import { parseDamage, type Dice } from './gear/sizes'
import { rangePenalty } from './gear/weapons'
import { sizeIds, type GodsMonstersData, type SizeId } from './model'
import { ruleRefs } from './rule-refs'
import { attackBonuses } from './stats'
import { text } from './text'

export type AttackMode = 'close' | 'thrown' | 'propelled'

/** Reads a damage as the tables write it ("D8", "2d6", a flat "1"); refuses anything else. */
function readDamage(damage: string): Dice {
  const dice = parseDamage(damage)
  if (!dice || dice.count > 40 || dice.sides > 100) {
    throw new RulesError(text('combat.notDamage', { damage }))
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
  return {
    label: text(`combat.modeDamage.${mode}`),
    value: bonus.value,
    rule: ruleRefs.defenseAttack,
  }
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
    throw new RulesError(text('combat.obstacleWhole', { size }))
  }
  return Math.floor(Math.log2(size))
}

/** The obstacle-size penalty as a modifier of the roll model (none for size 1). */
export function obstacleModifier(size: number): RollModifier[] {
  const penalty = obstaclePenalty(size)
  return penalty > 0
    ? [{ label: text('combat.obstacle', { size }), value: -penalty, rule: ruleRefs.obstacleSize }]
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
    ? [{ label: text('combat.range', { distance, range }), value: -penalty, rule: ruleRefs.range }]
    : []
}

// ---------------------------------------------------------------- the situation of a roll

/** Covered, unaware (or not defending), or immobile: these bonuses do not combine. */
export type NonDefending = 'none' | 'covered' | 'unaware' | 'immobile'
export type Blow = 'normal' | 'killing' | 'knockout'

export interface Situation {
  /** Contests: Careful attempts: 0, or 1 or 2 for longer set-up. */
  careful?: 0 | 1 | 2
  /** Contests: Skills: the bonus of the field whose skill applies, if any. */
  fieldBonus?: number
  /** Contests: Providing assistance: an assistant's field bonus, used in place of one's own. */
  assistantBonus?: number | null
  /** Conflicts: Surprise: a surprised character, after the first round. */
  surprised?: boolean
  /** The surprise roll itself (perception): aware of the attackers, or sleeping. */
  surpriseRoll?: 'none' | 'aware' | 'sleeping'
  /** Reacting to a called shot: the damage it did and the character's (reduced) movement. */
  calledShotReaction?: { damage: number; movement: number } | null
  /** Picking a lock: its price in hundredths of a silver (a plain lock is 8 silver). */
  lockCostCents?: number | null
}

export interface AttackSituation extends Situation {
  mode: AttackMode
  /** The attacker knows where the target is but cannot see it. */
  unseen?: boolean
  calledShot?: boolean
  highGround?: boolean
  targetCover?: CoverLevel
  /** The target is a warrior, who uses cover better. */
  targetIsWarrior?: boolean
  /** The target's side is led by a warrior who lends them the warrior cover. */
  ledByWarrior?: boolean
  /** Firing into close combat: how many are fighting there (0 when not). */
  meleeCombatants?: number
  nonDefending?: NonDefending
  /** Immobilizing an opponent: a called shot that grabs, the immobilizer's defense −2. */
  immobilize?: boolean
  /** Quickdraw: drawing and attacking in one round, which takes an evasion roll first. */
  quickdraw?: boolean
  /** The target is surprised (which a knockout blow allows). */
  targetSurprised?: boolean
  blow?: Blow
}

/** Conflicts: Cover: the defense bonus a target gets from cover (warriors / non-warriors). */
export function coverBonus(cover: CoverLevel, warrior: boolean): number {
  const table: Record<CoverLevel, [number, number]> = {
    none: [0, 0],
    weak: [1, 0],
    strong: [2, 1],
    full: [3, 2],
  }
  return table[cover][warrior ? 0 : 1]
}

/** The modifiers any roll can take from its situation, each with its rule. */
export function situationModifiers(situation: Situation): RollModifier[] {
  const out: RollModifier[] = []
  const careful = situation.careful ?? 0
  if (careful > 0) {
    out.push({ label: text('combat.careful'), value: careful, rule: ruleRefs.careful })
  }
  // A roll can only be assisted by one field bonus at a time, in place of the roller's own.
  if (situation.assistantBonus !== undefined && situation.assistantBonus !== null) {
    out.push({
      label: text('combat.assistantBonus'),
      value: situation.assistantBonus,
      rule: ruleRefs.assistance,
    })
  } else if (situation.fieldBonus) {
    out.push({
      label: text('combat.fieldBonus'),
      value: situation.fieldBonus,
      rule: ruleRefs.skills,
    })
  }
  if (situation.surpriseRoll === 'aware') {
    out.push({ label: text('combat.aware'), value: 4, rule: ruleRefs.surprise })
  }
  if (situation.surpriseRoll === 'sleeping') {
    out.push({ label: text('combat.sleeping'), value: -6, rule: ruleRefs.surprise })
  }
  if (situation.surprised) {
    out.push({ label: text('combat.surprised'), value: -3, rule: ruleRefs.surprise })
  }
  const reaction = situation.calledShotReaction
  if (reaction) out.push(...calledShotReaction(reaction.damage, reaction.movement))
  if (situation.lockCostCents) out.push(...lockPickModifier(situation.lockCostCents))
  return out
}

const coverOrder: CoverLevel[] = ['none', 'weak', 'strong', 'full']

/** The target's cover: as chosen, or more when firing into close combat. */
function targetCoverLevel(situation: AttackSituation): CoverLevel {
  const chosen = situation.targetCover ?? 'none'
  if (situation.mode === 'close') return chosen
  const melee = meleeCover(situation.meleeCombatants ?? 0)
  return coverOrder.indexOf(melee) > coverOrder.indexOf(chosen) ? melee : chosen
}

/** The modifiers of an attack's situation, with their rules. */
export function attackSituationModifiers(situation: AttackSituation): RollModifier[] {
  const out = situationModifiers(situation)
  if (situation.unseen) {
    const value = situation.mode === 'close' ? -3 : -6
    out.push({ label: text('combat.unseen'), value, rule: ruleRefs.unseen })
  }
  // Killing and knockout blows, and grabbing to immobilize, must be called shots.
  if (
    situation.calledShot ||
    situation.immobilize ||
    (situation.blow && situation.blow !== 'normal')
  ) {
    out.push({ label: text('combat.calledShot'), value: -3, rule: ruleRefs.calledShot })
  }
  if (situation.highGround) {
    out.push({ label: text('combat.highGround'), value: 1, rule: ruleRefs.highGround })
  }
  // Cover, with a warrior's better use of it (lent by a leading warrior), or Firing into close
  // combat's cover when that is more.
  const level = targetCoverLevel(situation)
  const warriorCover = (situation.targetIsWarrior ?? false) || (situation.ledByWarrior ?? false)
  const cover = coverBonus(level, warriorCover)
  if (cover > 0) {
    const melee = level !== (situation.targetCover ?? 'none')
    const some = level as Exclude<CoverLevel, 'none'>
    out.push({
      label: melee ? text(`combat.meleeCover.${some}`) : text(`combat.targetCover.${some}`),
      value: -cover,
      rule: melee ? ruleRefs.meleeFire : ruleRefs.cover,
    })
  }
  const nonDefending = situation.nonDefending ?? 'none'
  if (nonDefending === 'covered') {
    out.push({ label: text('combat.targetCovered'), value: 4, rule: ruleRefs.nonDefending })
  }
  if (nonDefending === 'unaware') {
    out.push({ label: text('combat.targetUnaware'), value: 4, rule: ruleRefs.nonDefending })
  }
  if (nonDefending === 'immobile') {
    out.push({ label: text('combat.targetImmobile'), value: 10, rule: ruleRefs.nonDefending })
  }
  return out
}

/** Covered: the free attack also does one more damage. */
export function situationDamageBonus(situation: AttackSituation): RollModifier[] {
  return situation.nonDefending === 'covered'
    ? [{ label: text('combat.targetCovered'), value: 1, rule: ruleRefs.nonDefending }]
    : []
}

/** Why a blow cannot be struck in this situation, or null. */
export function blowProblem(situation: AttackSituation): string | null {
  const nonDefending = situation.nonDefending ?? 'none'
  if (situation.blow === 'killing' && nonDefending !== 'immobile') {
    return text('combat.killingBlow')
  }
  if (situation.blow === 'knockout' && nonDefending === 'none' && !situation.targetSurprised) {
    return text('combat.knockoutBlow')
  }
  return null
}

/**
 * The injuries a blow deals to its target: a killing blow half the damage (round up); a
 * knockout blow 1 (2 when a warrior allots two combat bonus points), when the target's evasion
 * roll fails; otherwise none.
 */
export function blowInjuries(blow: Blow, damage: number, warriorPoints = false): number {
  if (blow === 'killing') return Math.ceil(damage / 2)
  if (blow === 'knockout') return Math.min(damage, warriorPoints ? 2 : 1)
  return 0
}

// ---------------------------------------------------------------- immobilizing

/** Size levels between two creatures (Size differences), positive when `a` is larger. */
export function sizeSteps(a: SizeId, b: SizeId): number {
  return sizeIds.indexOf(a) - sizeIds.indexOf(b)
}

/** The target's evasion roll against being grabbed: +2 per size level it is larger. */
export function grabEvasionBonus(target: SizeId, immobilizer: SizeId): number {
  return Math.max(0, sizeSteps(target, immobilizer)) * 2
}

export interface HoldOdds {
  /** The immobilizer's fortitude target and the target's, each with +4 per size if larger. */
  mine: number
  theirs: number
  /** Both succeed or both fail: neither may do anything. */
  stalemate: number
  /** The target succeeds and I fail: the hold is broken and the target attacks once at +6. */
  broken: number
  /** I succeed and the target fails: immobilized, its physical actions at −6. */
  immobilized: number
}

/**
 * Holding an opponent immobile: both make fortitude rolls each round; the larger gains +4 per
 * size level of difference. The outcomes follow from the two rolls.
 */
export function holdOdds(
  myFortitude: number,
  theirFortitude: number,
  mySize: SizeId,
  theirSize: SizeId,
): HoldOdds {
  const steps = sizeSteps(mySize, theirSize)
  const mine = myFortitude + Math.max(0, steps) * 4
  const theirs = theirFortitude + Math.max(0, -steps) * 4
  const p = chanceRollUnder(mine, 20)
  const q = chanceRollUnder(theirs, 20)
  return {
    mine,
    theirs,
    stalemate: p * q + (1 - p) * (1 - q),
    broken: (1 - p) * q,
    immobilized: p * (1 - q),
  }
}

// ---------------------------------------------------------------- falling

/** The highest fall the sheet takes, in feet. */
export const maxFallFeet = 100_000

export interface FallPlan {
  feet: number
  /** d6 per obstacle step: 0–9 feet 1d6, 10–19 2d6, 20–39 3d6 … 320 feet and more 7d6. */
  dice: number
  /** Seconds aloft: one per die up to 450 feet, then one more per further 150 feet. */
  seconds: number
  /** What a successful evasion roll does to the damage: under 10 feet it negates, under 20 halves. */
  evasion: 'negates' | 'halves' | 'none'
  /** A successful evasion roll also saves the injuries, for falls of twenty feet or less. */
  evasionSavesInjuries: boolean
}

/**
 * Falling: d6 for the first ten feet and another per obstacle step (10, 20, 40, 80, 160, 320
 * feet), at most 7d6; a second aloft per die to 450 feet, then one per 150 feet more.
 */
export function fallPlan(feet: number): FallPlan {
  if (!Number.isFinite(feet) || feet < 0 || feet > maxFallFeet) {
    throw new RulesError(text('combat.fallRange', { max: maxFallFeet, feet }))
  }
  const steps = [10, 20, 40, 80, 160, 320]
  const dice = 1 + steps.filter((s) => feet >= s).length
  const seconds = feet <= 450 ? dice : dice + Math.floor((feet - 450) / 150)
  return {
    feet,
    dice,
    seconds,
    evasion: feet < 10 ? 'negates' : feet < 20 ? 'halves' : 'none',
    evasionSavesInjuries: feet <= 20,
  }
}

export interface FallOutcome {
  rolled: number[]
  /** Damage after the evasion roll: none if negated, half (rounded up) if halved. */
  damage: number
  /** One per die rolled, unless the evasion roll saved them. */
  injuries: number
}

/**
 * The damage and injuries of a fall given its dice and the evasion roll. Halving rounds up, as
 * the text rounds its other halves (Killing blow: "half the damage (round up)").
 */
export function fallOutcome(
  plan: FallPlan,
  rolled: readonly number[],
  evaded: boolean,
): FallOutcome {
  const total = rolled.reduce((sum, d) => sum + d, 0)
  const damage =
    evaded && plan.evasion === 'negates'
      ? 0
      : evaded && plan.evasion === 'halves'
        ? Math.ceil(total / 2)
        : total
  const injuries = evaded && plan.evasionSavesInjuries ? 0 : Math.min(plan.dice, damage)
  return { rolled: [...rolled], damage, injuries }
}

/** Rolls a fall's dice. */
export function rollFall(rng: Rng, plan: FallPlan, evaded: boolean): FallOutcome {
  const rolled = Array.from({ length: plan.dice }, () => rollDie(rng, 6))
  return fallOutcome(plan, rolled, evaded)
}
