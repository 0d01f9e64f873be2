import type { Rng } from './dice'

/**
 * For tests: a random source that makes the given faces come up, in order, each given with the
 * sides of its die ([face, sides]). Throws when the roll asks for more dice than were scripted.
 */
export function faces(...rolls: [face: number, sides: number][]): Rng {
  let i = 0
  return () => {
    const roll = rolls[i++]
    if (!roll) throw new Error('scripted dice ran out of faces')
    return (roll[0] - 0.5) / roll[1]
  }
}
