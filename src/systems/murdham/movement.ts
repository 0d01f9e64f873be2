// Special movement: sprinting doubles the usual 2 zones a round in open terrain; a leap needs an
// AGI save across a real gap (up to 4 metres with a run-up, 2 without), is trivial across a
// tiny one (2 metres with a run-up, 1 without) and impossible beyond.
import { RulesError } from '../types'
import { text } from './text'

/** Zones a character moves in a round, and sprinting (Special movement: Sprint). */
export const zonesPerRound = { usual: 2, sprint: 4 } as const

export type LeapOutcome = 'trivial' | 'save' | 'impossible'

/** The largest gap the leap check takes, in metres. */
const maxLeapMetres = 100

// Special movement: Leap. Our reading: "very large gaps" are those longer than the save's own
// reach (4 metres with a run-up, 2 without).
export function leapCheck(metres: number, runUp: boolean): LeapOutcome {
  if (
    typeof metres !== 'number' ||
    !Number.isFinite(metres) ||
    metres < 0 ||
    metres > maxLeapMetres
  ) {
    throw new RulesError(text('error.gap', { max: maxLeapMetres }))
  }
  const reach = runUp ? 4 : 2
  if (metres <= reach / 2) return 'trivial'
  return metres <= reach ? 'save' : 'impossible'
}
