// Hazards that deal damage in the adventuring chapter: falls, cold and heat, fire, torture and
// crashes. The text rolls their dice as given; "impaired" and "enhanced" damage are named but
// defined in the combat chapter, which this text does not include (see house-rules.ts).
import {
  chanceAbove,
  combineDistributions,
  diceDistribution,
  meanOf,
  rollDice,
  type DiceRoll,
  type Distribution,
  type Rng,
} from '../common/dice'
import type { ExtraDie } from '../common/roll-model'
import { RulesError } from '../types'
import type { MurdhamData } from './model'
import { ruleRefs } from './rule-refs'
import { termTable } from '../common/text'
import { text } from './text'

export const hazardIds = ['fall', 'cold-heat', 'fire', 'torture', 'thrown', 'crash'] as const
export type HazardId = (typeof hazardIds)[number]

export const hazardLabels = termTable(hazardIds, (id) => text(`hazard.${id}`))

/** The text names damage that is impaired (cold and heat) but defines it elsewhere. */
export const impairedHazards: readonly HazardId[] = ['cold-heat']

/** A hazard's die; an impaired one may roll twice and keep the lower (house rule). */
export interface HazardDie extends ExtraDie {
  keepLower?: boolean
}

export interface HazardOptions {
  /** House rule: impaired damage rolls twice and keeps the lower (see house-rules.ts). */
  impairedKeepsLower?: boolean
  /** Falling: the height in metres. */
  metres?: number
  /** Falling: an AGI save passed to cushion the fall. */
  cushioned?: boolean
}

/** The largest fall the dialog takes, in metres. */
export const maxFallMetres = 200

/** Falling: d4 direct damage per full 2 metres; a passed AGI save takes 2 metres off. */
export function fallDice(metres: number, cushioned: boolean): number {
  if (!Number.isFinite(metres) || metres < 0 || metres > maxFallMetres) {
    throw new RulesError(text('error.fallHeight', { max: maxFallMetres, metres }))
  }
  const effective = Math.max(0, metres - (cushioned ? 2 : 0))
  // Falls of less than 2 metres do no damage: only each full 2 metres counts.
  return Math.floor(effective / 2)
}

/** The dice a hazard rolls, each with the rule it comes from. */
export function hazardDice(hazard: HazardId, options: HazardOptions = {}): HazardDie[] {
  switch (hazard) {
    case 'fall': {
      const count = fallDice(options.metres ?? 0, options.cushioned ?? false)
      return count > 0
        ? [{ label: text('hazardDie.fall'), dice: `${count}d4`, rule: ruleRefs.falling }]
        : []
    }
    case 'cold-heat':
      // Elemental damage: d4 impaired; what impaired does is a house rule (default: the lower of two).
      return options.impairedKeepsLower
        ? [
            {
              label: text('hazardDie.coldHeatLower'),
              dice: '1d4',
              rule: `${ruleRefs.elemental}; ${ruleRefs.impairedRule}`,
              keepLower: true,
            },
          ]
        : [{ label: text('hazardDie.coldHeat'), dice: '1d4', rule: ruleRefs.elemental }]
    case 'fire':
      return [{ label: text('hazardDie.fire'), dice: '1d6', rule: ruleRefs.elemental }]
    case 'torture':
      return [{ label: text('hazardDie.torture'), dice: '1d6', rule: ruleRefs.torture }]
    case 'thrown':
      return [{ label: text('hazardDie.thrown'), dice: '1d4', rule: ruleRefs.mounts }]
    case 'crash':
      return [{ label: text('hazardDie.crash'), dice: '1d4', rule: ruleRefs.vehicles }]
  }
}

export interface HazardOdds {
  mean: number
  /** Chance the damage takes health to 0 or below. */
  downChance: number
}

/** One die's damage: its expression, or the lower of two rolls of it. */
function dieDistribution(die: HazardDie): Distribution {
  const once = diceDistribution(die.dice)
  return die.keepLower ? combineDistributions(once, once, Math.min) : once
}

/** Exact odds of a hazard's damage against the character's current health. */
export function hazardOdds(dice: readonly HazardDie[], health: number): HazardOdds {
  const damage = dice.reduce<Distribution>(
    (total, die) => combineDistributions(total, dieDistribution(die), (a, b) => a + b),
    new Map([[0, 1]]),
  )
  return { mean: meanOf(damage), downChance: chanceAbove(damage, health - 1) }
}

/** A die rolled; `twice` holds both rolls when the lower was kept. */
interface HazardDieRoll extends DiceRoll {
  twice?: [DiceRoll, DiceRoll]
}

export interface HazardRoll {
  rolls: HazardDieRoll[]
  damage: number
}

export function rollHazard(rng: Rng, dice: readonly HazardDie[]): HazardRoll {
  const rolls = dice.map((d): HazardDieRoll => {
    const first = rollDice(rng, d.dice)
    if (!d.keepLower) return first
    const second = rollDice(rng, d.dice)
    const kept = second.total < first.total ? second : first
    return { ...kept, twice: [first, second] }
  })
  return { rolls, damage: rolls.reduce((sum, r) => sum + r.total, 0) }
}

/** Direct damage lowers current health (which may go below 0, as the sheet allows to −99). */
export function applyHazardDamage(data: MurdhamData, damage: number): MurdhamData {
  if (!Number.isInteger(damage) || damage < 0) {
    throw new RangeError(`Damage must be a whole number of 0 or more (got ${damage}).`)
  }
  return {
    ...data,
    health: { ...data.health, current: Math.max(-99, data.health.current - damage) },
  }
}
