// Contested actions: both sides roll d20 at or under their own score; who wins, a draw, or both
// succeed and keep trying at the next step of time; final rolls doubled when neither side can
// fail (Contests: Contested actions).
import { RulesError } from '../types'

/** What this character is doing in the contest. */
export type ContestStance = 'acting' | 'resisting' | 'same-goal'

export const contestStances: Record<ContestStance, string> = {
  acting: 'I act, they resist',
  resisting: 'They act, I resist',
  'same-goal': 'We both want the same thing',
}

/** The outcome of one exchange of rolls, from this character's side. */
export type ContestOutcome = 'win' | 'lose' | 'draw' | 'again'

// Contested actions: the steps of time a contest climbs while both sides keep succeeding
// ("immediately, one round, one minute, ten minutes, one hour, one day, two days, three days,
// etc."); past the list the days go on counting.
const timeSteps = ['immediately', 'one round', 'one minute', 'ten minutes', 'one hour', 'one day']

export function contestTimeStep(step: number): string {
  if (!Number.isInteger(step) || step < 0) throw new RulesError('A time step is 0 or more.')
  const named = timeSteps[step]
  if (named !== undefined) return named
  return `${step - timeSteps.length + 2} days`
}

/** The named steps, for a choice of where the contest starts. */
export const contestStartSteps = timeSteps.map((label, step) => ({ step, label }))

/** A side cannot fail when its roll, times the multiplier, is never above its score. */
export function cannotFail(target: number, multiplier = 1): boolean {
  return 20 * multiplier <= target
}

// Contested actions: "If all sides cannot fail, double each participant's final rolls … and
// increase the time period to the next level." We keep doubling while both sides still cannot
// fail (a score of 40 against 45 doubles twice), each doubling one more step of time. A player
// may also ask to double both rolls when only the opponent cannot fail.
export function contestDoublings(mine: number, theirs: number, requested = false): number {
  let doublings = 0
  while (cannotFail(mine, 2 ** doublings) && cannotFail(theirs, 2 ** doublings)) doublings++
  if (doublings === 0 && requested && cannotFail(theirs)) doublings = 1
  return doublings
}

/** Chance that d20 times the multiplier is at or under the score. */
function chanceDoubled(target: number, multiplier: number): number {
  return Math.min(20, Math.max(0, Math.floor(target / multiplier))) / 20
}

// Contested actions: both fail: the acting side fails (a draw when both want the same thing);
// one succeeds: the winner; both succeed: keep trying.
export function contestOutcome(
  stance: ContestStance,
  mineSucceeds: boolean,
  theirsSucceed: boolean,
): ContestOutcome {
  if (mineSucceeds && theirsSucceed) return 'again'
  if (mineSucceeds) return 'win'
  if (theirsSucceed) return 'lose'
  if (stance === 'same-goal') return 'draw'
  return stance === 'acting' ? 'lose' : 'win'
}

export interface ContestOdds {
  /** Multiplier on both final rolls (1, 2, 4…). */
  multiplier: number
  /** Time step of the first exchange (the start, plus one per doubling). */
  step: number
  mine: number
  theirs: number
  /** Chances of each outcome of one exchange. */
  once: Record<ContestOutcome, number>
  /** Chances once the sides keep trying until one exchange decides it. */
  eventually: { win: number; lose: number; draw: number }
  /** Both can never fail the doubled roll either: the contest never ends by rolling. */
  endless: boolean
}

/** Exact odds of a contest before anyone rolls. */
export function contestOdds(
  mine: number,
  theirs: number,
  stance: ContestStance,
  options: { startStep?: number; requestDoubling?: boolean } = {},
): ContestOdds {
  for (const score of [mine, theirs]) {
    if (!Number.isInteger(score)) throw new RulesError('A contest score is a whole number.')
  }
  const doublings = contestDoublings(mine, theirs, options.requestDoubling)
  const multiplier = 2 ** doublings
  const p = chanceDoubled(mine, multiplier)
  const q = chanceDoubled(theirs, multiplier)
  const once: Record<ContestOutcome, number> = { win: 0, lose: 0, draw: 0, again: p * q }
  once[contestOutcome(stance, true, false)] += p * (1 - q)
  once[contestOutcome(stance, false, true)] += (1 - p) * q
  once[contestOutcome(stance, false, false)] += (1 - p) * (1 - q)
  const decided = 1 - once.again
  const endless = decided === 0
  const eventually = endless
    ? { win: 0, lose: 0, draw: 0 }
    : { win: once.win / decided, lose: once.lose / decided, draw: once.draw / decided }
  return {
    multiplier,
    step: (options.startStep ?? 0) + doublings,
    mine,
    theirs,
    once,
    eventually,
    endless,
  }
}

export interface ContestExchange {
  mineRoll: number
  theirRoll: number
  /** The final rolls after doubling. */
  mineFinal: number
  theirFinal: number
  mineSucceeds: boolean
  theirsSucceed: boolean
  outcome: ContestOutcome
  /** What the character's roll missed by (mojo may turn it; 0 on success). */
  mojoNeeded: number
  explanation: string
}

/** One exchange of d20 rolls (entered or rolled), doubled as the odds say. */
export function resolveContest(
  odds: ContestOdds,
  stance: ContestStance,
  mineRoll: number,
  theirRoll: number,
): ContestExchange {
  for (const roll of [mineRoll, theirRoll]) {
    if (!Number.isInteger(roll) || roll < 1 || roll > 20) {
      throw new RulesError(`A d20 roll is 1 to 20 (got ${roll}).`)
    }
  }
  const mineFinal = mineRoll * odds.multiplier
  const theirFinal = theirRoll * odds.multiplier
  const mineSucceeds = mineFinal <= odds.mine
  const theirsSucceed = theirFinal <= odds.theirs
  const outcome = contestOutcome(stance, mineSucceeds, theirsSucceed)
  const doubled = odds.multiplier > 1 ? ` (×${odds.multiplier})` : ''
  const words: Record<ContestOutcome, string> = {
    win: 'this character wins',
    lose: 'the opponent wins',
    draw: 'a draw: neither gets it',
    again: `both succeed: keep trying (${contestTimeStep(odds.step + 1)})`,
  }
  return {
    mineRoll,
    theirRoll,
    mineFinal,
    theirFinal,
    mineSucceeds,
    theirsSucceed,
    outcome,
    mojoNeeded: mineSucceeds ? 0 : mineFinal - odds.mine,
    explanation: `${mineFinal}${doubled} vs ${odds.mine}, opponent ${theirFinal}${doubled} vs ${odds.theirs}: ${words[outcome]}`,
  }
}
