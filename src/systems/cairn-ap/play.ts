// Play helpers: initiative, AP, movement, action and save rolls with advantage, reactions, morale
// and hirelings.
import { rollDice, rollDie, type Rng } from '../common/dice'
import { RulesError } from '../types'
import { attributeShort, type CairnData } from './model'
import { reactionFor, type Reaction } from './tables'
import { jsonCopy } from '../common/json'
import { text } from './text'

// Turn: 4 AP per turn, 2 while surprised (until the first turn ends).
export function actionPoints(surprised: boolean): number {
  return surprised ? 2 : 4
}

// Special Actions in Combat, Move: half DEX rounded up, in spaces.
export function moveSpaces(dex: number): number {
  return Math.ceil(Math.max(0, dex) / 2)
}

// Basic units: 1 AP = 3 seconds, 1 round in combat = 2 minutes, 1 Space = 1.5 meters (5 feet).
const secondsPerAp = 3
const minutesPerRound = 2
const metersPerSpace = 1.5
const feetPerSpace = 5

/** Basic units: what a move and a turn's AP come to in meters and seconds, and a round's length. */
export function basicUnits(spaces: number, ap: number): string {
  const meters = spaces * metersPerSpace
  return text('explain.basicUnits', {
    count: spaces,
    spaces,
    meters,
    feet: spaces * feetPerSpace,
    ap,
    seconds: ap * secondsPerAp,
    minutes: minutesPerRound,
  })
}

// Initiative roll: 1d20 + WIL.
export function initiative(d20: number, wil: number): number {
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20)
    throw new RulesError(text('damage.d20Range', { d20 }))
  return d20 + wil
}

/**
 * Actions: each Advantage adds a die and keeps the highest; each Disadvantage adds a die and keeps
 * the lowest. Advantage and Disadvantage on the same die cancel one for one (our reading).
 */
export function keepDie(rolls: readonly number[], advantage: number, disadvantage: number): number {
  if (rolls.length === 0) throw new RulesError(text('play.atLeastOne'))
  const net = advantage - disadvantage
  const needed = 1 + Math.abs(net)
  if (rolls.length !== needed)
    throw new RulesError(text('play.rollDice', { needed, got: rolls.length }))
  return net >= 0 ? Math.max(...rolls) : Math.min(...rolls)
}

export interface CheckInput {
  /** Base d20s rolled (1 + |advantage − disadvantage|). */
  d20s: number[]
  advantage: number
  disadvantage: number
  modifier: number
  objectDice: number
}

export interface CheckRoll {
  base: number
  total: number
  natural: 1 | 20 | null
  explanation: string
}

// Actions / Saves: result = base d20 (after Advantage/Disadvantage) + modifiers + object dice.
export function checkRoll(input: CheckInput): CheckRoll {
  for (const d of input.d20s) {
    if (!Number.isInteger(d) || d < 1 || d > 20)
      throw new RulesError(text('damage.d20Range', { d20: d }))
  }
  const base = keepDie(input.d20s, input.advantage, input.disadvantage)
  const total = base + input.modifier + input.objectDice
  const natural = base === 1 ? 1 : base === 20 ? 20 : null
  return {
    base,
    total,
    natural,
    explanation: text(
      input.d20s.length > 1
        ? natural
          ? 'play.checkManyNatural'
          : 'play.checkMany'
        : natural
          ? 'play.checkNatural'
          : 'play.check',
      {
        rolls: input.d20s.join(', '),
        base,
        modifier: input.modifier,
        objects: input.objectDice,
        total,
        natural: natural ?? '',
      },
    ),
  }
}

export function rollCheck(rng: Rng, input: Omit<CheckInput, 'd20s'>): CheckRoll {
  const count = 1 + Math.abs(input.advantage - input.disadvantage)
  const d20s = Array.from({ length: count }, () => rollDie(rng, 20))
  return checkRoll({ ...input, d20s })
}

// Check Results: the initiator's result (or a DC) succeeds when it is at least the target's.
export function initiatorWins(initiatorResult: number, targetResult: number): boolean {
  return initiatorResult >= targetResult
}

export function rollReaction(rng: Rng): { total: number; reaction: Reaction } {
  const total = rollDice(rng, '2d6').total
  return { total, reaction: reactionFor(total) }
}

export interface HirelingStats {
  str: number
  dex: number
  wil: number
  hp: number
}

// Hirelings: 3d6 for each attribute and 1d6 for HP (also the default for new characters).
export function rollHireling(rng: Rng): HirelingStats {
  return {
    str: rollDice(rng, '3d6').total,
    dex: rollDice(rng, '3d6').total,
    wil: rollDice(rng, '3d6').total,
    hp: rollDice(rng, '1d6').total,
  }
}

/** Writes rolled or entered stats into a copy of the data as both current and max. */
export function withStats(data: CairnData, stats: HirelingStats): CairnData {
  const check = (n: number, min: number, max: number, what: string) => {
    if (!Number.isInteger(n) || n < min || n > max)
      throw new RulesError(text('play.statRange', { what, min, max, got: n }))
  }
  check(stats.str, 1, 30, attributeShort.str)
  check(stats.dex, 0, 30, attributeShort.dex)
  check(stats.wil, 0, 30, attributeShort.wil)
  check(stats.hp, 1, 99, text('play.hp'))
  const next = jsonCopy(data)
  next.attributes = {
    str: { current: stats.str, max: stats.str },
    dex: { current: stats.dex, max: stats.dex },
    wil: { current: stats.wil, max: stats.wil },
  }
  next.hp = { current: stats.hp, max: stats.hp }
  return next
}
