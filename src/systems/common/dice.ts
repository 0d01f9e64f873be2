// Seedable dice and exact dice probabilities, shared by every system. Pure TypeScript.
import { text } from './rules-text'

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number

export class DiceError extends Error {
  override name = 'DiceError'
}

/** FNV-1a hash, so that text seeds ("session 12") work as well as numbers. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * A mulberry32 generator: the same seed always gives the same rolls. Without a seed it starts
 * from Math.random, for ordinary play.
 */
export function createRng(seed: number | string = Math.floor(Math.random() * 2 ** 32)): Rng {
  let state = (typeof seed === 'string' ? hashSeed(seed) : Math.trunc(seed)) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1 || sides > 1000) {
    throw new DiceError(text('dice.sides', { sides: String(sides) }))
  }
}

/** One die: a whole number from 1 to `sides`. */
export function rollDie(rng: Rng, sides: number): number {
  assertSides(sides)
  const roll = Math.floor(rng() * sides) + 1
  return Math.min(Math.max(roll, 1), sides)
}

export function d20(rng: Rng): number {
  return rollDie(rng, 20)
}

/** A parsed die expression: `count` dice of `sides` sides, plus `modifier`. */
export interface DiceSpec {
  count: number
  sides: number
  modifier: number
}

const dicePattern = /^(\d{0,3})d(\d{1,4})(?:\s*([+-])\s*(\d{1,4}))?$/

/** Parses "d20", "1d6+1", "2d4", "1D8 - 1". Throws DiceError with the reason on bad input. */
export function parseDice(expression: string): DiceSpec {
  const match = dicePattern.exec(expression.trim().toLowerCase())
  if (!match) {
    throw new DiceError(text('dice.notExpression', { expression }))
  }
  const count = match[1] ? Number(match[1]) : 1
  const sides = Number(match[2])
  const modifier = match[4] ? Number(match[4]) * (match[3] === '-' ? -1 : 1) : 0
  if (count < 1 || count > 100) {
    throw new DiceError(text('dice.count', { expression }))
  }
  assertSides(sides)
  return { count, sides, modifier }
}

/** Writes a spec back as text, e.g. { 1, 6, +1 } → "1d6+1". */
export function formatDice(spec: DiceSpec): string {
  const mod =
    spec.modifier === 0 ? '' : spec.modifier > 0 ? `+${spec.modifier}` : `${spec.modifier}`
  return `${spec.count}d${spec.sides}${mod}`
}

export interface DiceRoll {
  expression: string
  /** Each die as rolled, in order. */
  dice: number[]
  modifier: number
  total: number
}

export function rollDice(rng: Rng, expression: string | DiceSpec): DiceRoll {
  const spec = typeof expression === 'string' ? parseDice(expression) : expression
  const dice: number[] = []
  for (let i = 0; i < spec.count; i++) dice.push(rollDie(rng, spec.sides))
  const total = dice.reduce((sum, die) => sum + die, 0) + spec.modifier
  return { expression: formatDice(spec), dice, modifier: spec.modifier, total }
}

/** Chance that one die of `sides` sides rolls `target` or lower: clamp(target, 0, sides) / sides. */
export function chanceRollUnder(target: number, sides = 20): number {
  assertSides(sides)
  const hits = Math.min(Math.max(Math.floor(target), 0), sides)
  return hits / sides
}

/** Exact distribution of a die expression: total → probability, in ascending order of total. */
export function diceDistribution(expression: string | DiceSpec): Map<number, number> {
  const spec = typeof expression === 'string' ? parseDice(expression) : expression
  if (spec.count * spec.sides > 20_000) {
    throw new DiceError(text('dice.tooMany', { dice: formatDice(spec) }))
  }
  // chances[k] = chance that the dice rolled so far sum to k + (dice so far), one die at a time.
  let chances: number[] = [1]
  for (let i = 0; i < spec.count; i++) {
    const next = new Array<number>(chances.length + spec.sides - 1).fill(0)
    chances.forEach((p, k) => {
      for (let face = 0; face < spec.sides; face++)
        next[k + face] = (next[k + face] ?? 0) + p / spec.sides
    })
    chances = next
  }
  const out = new Map<number, number>()
  chances.forEach((p, k) => out.set(k + spec.count + spec.modifier, p))
  return out
}

/** Average total of a die expression, e.g. 1d4 → 2.5. */
export function averageOf(expression: string | DiceSpec): number {
  const spec = typeof expression === 'string' ? parseDice(expression) : expression
  return (spec.count * (spec.sides + 1)) / 2 + spec.modifier
}

export function minimumOf(expression: string | DiceSpec): number {
  const spec = typeof expression === 'string' ? parseDice(expression) : expression
  return spec.count + spec.modifier
}

export function maximumOf(expression: string | DiceSpec): number {
  const spec = typeof expression === 'string' ? parseDice(expression) : expression
  return spec.count * spec.sides + spec.modifier
}

/** Chance that the first expression rolls strictly higher than the second. */
export function chanceHigher(first: string | DiceSpec, second: string | DiceSpec): number {
  const a = diceDistribution(first)
  const b = diceDistribution(second)
  let chance = 0
  for (const [totalA, pA] of a) {
    for (const [totalB, pB] of b) if (totalA > totalB) chance += pA * pB
  }
  return chance
}

/** A distribution of totals: total → probability. */
export type Distribution = Map<number, number>

/** The distribution of `combine(a, b)` for independent `a` and `b`, in ascending order. */
export function combineDistributions(
  first: Distribution,
  second: Distribution,
  combine: (a: number, b: number) => number,
): Distribution {
  const out: Distribution = new Map()
  for (const [a, pA] of first) {
    for (const [b, pB] of second) {
      const total = combine(a, b)
      out.set(total, (out.get(total) ?? 0) + pA * pB)
    }
  }
  return new Map([...out].sort(([a], [b]) => a - b))
}

/** The distribution of the sum of several die expressions rolled together. */
export function sumDistribution(expressions: readonly (string | DiceSpec)[]): Distribution {
  return expressions.reduce<Distribution>(
    (total, expression) =>
      combineDistributions(total, diceDistribution(expression), (a, b) => a + b),
    new Map([[0, 1]]),
  )
}

/** Chance that a total from `distribution` is strictly above `threshold`. */
export function chanceAbove(distribution: Distribution, threshold: number): number {
  let chance = 0
  for (const [total, p] of distribution) if (total > threshold) chance += p
  return chance
}

/** The mean total of a distribution. */
export function meanOf(distribution: Distribution): number {
  let mean = 0
  for (const [total, p] of distribution) mean += total * p
  return mean
}
