// Combat state: turn order, damage and armor, the Pain Threshold, dying, death tests, healing.
import { d20, rollDie, type Rng } from '../common/dice'
import { RulesError } from '../types'
import type { SymbaroumData } from './model'
import { currentToughness, maxToughness, painThreshold } from './secondary'

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
    throw new RulesError(`Only a dying character makes death tests; this character is ${status}.`)
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
  if (status === 'dead') throw new RulesError('A dead character cannot be healed.')
  if (status === 'dying' && !options.stabilises) {
    throw new RulesError(
      'A dying character must first be stabilised with an herbal cure, the Medicus ability or mystical healing.',
    )
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
