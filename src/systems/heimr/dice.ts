// The Heimr dice challenge: one d6 plus |consistency| d10s, keep the highest (or lowest), add
// potential. Exact odds by dynamic programming over the dice, never by sampling.
import { rollDie, type Rng } from '../common/dice'
import { formatNumber, signed } from '../common/format'
import { RulesError } from '../types'
import { text } from './text'

/** The most d10s one challenge may roll; far beyond any sheet, it keeps bad input cheap. */
const maxChallengeDice = 100

export interface ChallengeEvaluation {
  consistency: number
  potential: number
  d6: number
  /** The d10s, as many as |consistency|. */
  d10s: number[]
  /** The die that counts: the highest (C > 0), the d6 (C = 0) or the lowest (C < 0). */
  kept: number
  /** The bonus for extra 10s (C > 0) or minus the penalty for extra 1s (C < 0); else 0. */
  extra: number
  /** kept + extra: the result before potential, which the fatigue requirement checks. */
  beforePotential: number
  result: number
  /** The sum with its numbers, e.g. "highest die 10, +1 for a second 10, potential −3 = 8". */
  explanation: string
}

export interface ResultChance {
  result: number
  probability: number
}

function assertWhole(name: 'consistency' | 'potential', value: number): void {
  if (!Number.isInteger(value)) {
    throw new RulesError(
      text('whole.got', { name: text(`quantity.${name}`), value: String(value) }),
    )
  }
}

function assertConsistency(consistency: number): void {
  assertWhole('consistency', consistency)
  if (Math.abs(consistency) > maxChallengeDice) {
    throw new RulesError(
      text('dice.tooFar', { consistency: formatNumber(consistency), max: maxChallengeDice }),
    )
  }
}

function extraDiceText(extra: number, face: number): string {
  const count = Math.abs(extra)
  return text(extra > 0 ? 'dice.extraPlus' : 'dice.extraMinus', { count, face })
}

// Dice challenges: C > 0 keeps the highest die plus 1 per extra 10; C = 0 uses the d6;
// C < 0 keeps the lowest die minus 1 per extra 1 (the d6 counts among the dice); then + P.
export function evaluateChallenge(
  consistency: number,
  potential: number,
  d6: number,
  d10s: readonly number[],
): ChallengeEvaluation {
  assertConsistency(consistency)
  assertWhole('potential', potential)
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RulesError(text('dice.d6', { value: String(d6) }))
  }
  const needed = Math.abs(consistency)
  if (d10s.length !== needed) {
    throw new RulesError(
      text('dice.count', {
        consistency: formatNumber(consistency),
        count: needed,
        got: d10s.length,
      }),
    )
  }
  for (const die of d10s) {
    if (!Number.isInteger(die) || die < 1 || die > 10) {
      throw new RulesError(text('dice.d10', { value: String(die) }))
    }
  }
  const dice = [d6, ...d10s]
  let kept: number
  let extra = 0
  let keptText: () => string
  if (consistency > 0) {
    kept = Math.max(...dice)
    const tens = dice.filter((die) => die === 10).length
    if (tens >= 2) extra = tens - 1
    keptText = () => text('dice.highest', { die: kept })
  } else if (consistency < 0) {
    kept = Math.min(...dice)
    const ones = dice.filter((die) => die === 1).length
    if (ones >= 2) extra = -(ones - 1)
    keptText = () => text('dice.lowest', { die: kept })
  } else {
    kept = d6
    keptText = () => text('dice.d6Kept', { die: d6 })
  }
  const beforePotential = kept + extra
  const result = beforePotential + potential
  return {
    consistency,
    potential,
    d6,
    d10s: [...d10s],
    kept,
    extra,
    beforePotential,
    result,
    // Read when shown: a simulation of many rolls never builds the text.
    get explanation() {
      const parts = [keptText()]
      if (extra !== 0) parts.push(extraDiceText(extra, consistency > 0 ? 10 : 1))
      parts.push(text('dice.potential', { potential: signed(potential) }))
      return `${parts.join(', ')} = ${formatNumber(result)}`
    },
  }
}

export interface ChallengeRoll extends ChallengeEvaluation {
  /** Every die, the d6 first. */
  dice: number[]
}

/** Rolls the d6 and |consistency| d10s with the given random source and evaluates them. */
export function rollChallenge(rng: Rng, consistency: number, potential: number): ChallengeRoll {
  assertConsistency(consistency)
  assertWhole('potential', potential)
  const d6 = rollDie(rng, 6)
  const d10s: number[] = []
  for (let i = 0; i < Math.abs(consistency); i++) d10s.push(rollDie(rng, 10))
  // Object.assign keeps the evaluation's explanation a getter (a spread would build it now).
  return Object.assign(evaluateChallenge(consistency, potential, d6, d10s), { dice: [d6, ...d10s] })
}

/**
 * Exact distribution of the result before potential (kept die + extra), keyed by value.
 * The state after each die is (kept die, how many dice show the extreme face: 10 when keeping
 * the highest, 1 when keeping the lowest); each d10 moves every state to at most ten others.
 */
function beforePotentialDistribution(consistency: number): Map<number, number> {
  assertConsistency(consistency)
  const out = new Map<number, number>()
  if (consistency === 0) {
    for (let face = 1; face <= 6; face++) out.set(face, 1 / 6)
    return out
  }
  const high = consistency > 0
  const extreme = high ? 10 : 1
  const key = (kept: number, count: number) => count * 16 + kept
  let states = new Map<number, number>()
  for (let face = 1; face <= 6; face++) {
    const k = key(face, face === extreme ? 1 : 0)
    states.set(k, (states.get(k) ?? 0) + 1 / 6)
  }
  for (let die = 0; die < Math.abs(consistency); die++) {
    const next = new Map<number, number>()
    for (const [state, p] of states) {
      const kept = state % 16
      const count = Math.floor(state / 16)
      for (let face = 1; face <= 10; face++) {
        const k = key(
          high ? Math.max(kept, face) : Math.min(kept, face),
          count + (face === extreme ? 1 : 0),
        )
        next.set(k, (next.get(k) ?? 0) + p / 10)
      }
    }
    states = next
  }
  for (const [state, p] of states) {
    const kept = state % 16
    const count = Math.floor(state / 16)
    const extra = count >= 2 ? (high ? count - 1 : -(count - 1)) : 0
    out.set(kept + extra, (out.get(kept + extra) ?? 0) + p)
  }
  return out
}

// Dice challenges: the exact chance of every result, sorted by result.
export function challengeDistribution(consistency: number, potential: number): ResultChance[] {
  assertWhole('potential', potential)
  return [...beforePotentialDistribution(consistency)]
    .map(([value, probability]) => ({ result: value + potential, probability }))
    .sort((a, b) => a.result - b.result)
}

// Challenge requirements: the roll passes when the result is equal to or higher than the CR.
export function chanceAtLeast(consistency: number, potential: number, requirement: number): number {
  return challengeDistribution(consistency, potential)
    .filter((chance) => chance.result >= requirement)
    .reduce((sum, chance) => sum + chance.probability, 0)
}

// Fatigue: a physical roll also needs the result before potential to reach the fatigue.
export function chanceWithFatigue(
  consistency: number,
  potential: number,
  requirement: number,
  fatigue: number,
): number {
  assertWhole('potential', potential)
  let chance = 0
  for (const [value, probability] of beforePotentialDistribution(consistency)) {
    if (value >= fatigue && value + potential >= requirement) chance += probability
  }
  return chance
}

// Fatigue: the d6 of every challenge, whatever the consistency, raises fatigue when it is lower.
export function fatigueRiseChance(consistency: number, fatigue: number): number {
  assertConsistency(consistency)
  return Math.min(Math.max(Math.ceil(fatigue) - 1, 0), 6) / 6
}
