// Suffocating: breath holds for 4 rounds; from the 5th round on, a STR save at the start of each
// round. The first failure knocks the character out (incapacitated until the stretch ends); a
// failure while out is death. Our reading: the saves go on each round while there is no air,
// passed out or not, since the text's death clause needs a further save while incapacitated.
import { RulesError } from '../types'
import { setCondition } from './conditions'
import type { MurdhamData } from './model'
import { text } from './text'

/** Rounds a character holds their breath before saves begin. */
export const breathRounds = 4

export interface SuffocationState {
  /** Rounds spent without air so far. */
  rounds: number
  passedOut: boolean
  dead: boolean
}

export const freshBreath: SuffocationState = { rounds: 0, passedOut: false, dead: false }

/** Whether the next round starts with a STR save. */
export function saveDueNextRound(state: SuffocationState): boolean {
  return !state.dead && state.rounds + 1 > breathRounds
}

/**
 * One more round without air. `savePassed` is the STR save made at its start, needed from round 5
 * (pass null before that).
 */
export function suffocationRound(
  state: SuffocationState,
  savePassed: boolean | null,
): SuffocationState {
  if (state.dead) throw new RulesError(text('error.suffocated'))
  const due = saveDueNextRound(state)
  if (due && savePassed === null) throw new RulesError(text('error.roundNeedsSave'))
  if (!due && savePassed !== null) {
    throw new RulesError(text('error.noSaveYet', { rounds: breathRounds }))
  }
  const rounds = state.rounds + 1
  if (savePassed !== false) return { ...state, rounds }
  return state.passedOut
    ? { rounds, passedOut: true, dead: true }
    : { rounds, passedOut: true, dead: false }
}

export interface SuffocationOdds {
  /** Chance to be passed out (or dead) after the next `rounds` rounds. */
  passedOut: number
  /** Chance to be dead after them. */
  dead: number
}

/** Exact odds over the next `rounds` rounds, given the chance to pass each STR save. */
export function suffocationOdds(
  state: SuffocationState,
  rounds: number,
  passChance: number,
): SuffocationOdds {
  if (state.dead) return { passedOut: 1, dead: 1 }
  const saves = Math.max(0, state.rounds + rounds - Math.max(state.rounds, breathRounds))
  const pass = passChance
  const fail = 1 - passChance
  // Failures left before death: 1 if already out, else 2.
  const noFailure = pass ** saves
  const oneFailure = saves * fail * pass ** Math.max(0, saves - 1)
  const passedOut = state.passedOut ? 1 : 1 - noFailure
  const dead = state.passedOut ? 1 - noFailure : 1 - noFailure - oneFailure
  return { passedOut, dead }
}

/** What a round does to the character: out is incapacitated until the stretch ends; death. */
export function applySuffocation(
  data: MurdhamData,
  before: SuffocationState,
  after: SuffocationState,
): MurdhamData {
  if (after.dead && !before.dead) return { ...data, deceased: true }
  if (after.passedOut && !before.passedOut) {
    return setCondition(data, 'incapacitated', true, 'stretch')
  }
  return data
}
