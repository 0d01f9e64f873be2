// What the bench pages generate their journals and names from: a seeded generator (the app's own
// mulberry32, createRng), a ranked vocabulary of invented words, and Zipf-distributed words
// from it. The same seed gives the same rows on every run.
export { createRng } from '@systems/common/dice'

export type Random = () => number

const functionWords =
  'the and of to a in was he it that his her they with for as on had at she but him be from by said not have there were this all their them we you one or an so when what into out up then would could been who which no about over back some down only now more than'.split(
    ' ',
  )
const syllables =
  'ka ren dor vel mir ath ol un bra shi tor lin gar eth ys qua fen mor sel dra wyn ul ro ist ba ne cor ith ma zu hel pra gon lys tav ur khe bel nor oth rim sa vo'.split(
    ' ',
  )
export const tagPool =
  'combat travel npc loot dungeon town rest mystery quest downtime magic faction boss trap ritual treasure wilderness ruins politics intrigue chase heist religion lore shopping healing death levelup betrayal prophecy'.split(
    ' ',
  )

export const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1)

/** An invented word of `syllableCount` syllables. */
export function inventedWord(random: Random, syllableCount: number): string {
  let word = ''
  for (let i = 0; i < syllableCount; i++)
    word += syllables[Math.floor(random() * syllables.length)]!
  return word
}

/** A ranked vocabulary: the function words first, then invented words of 1–4 syllables. */
export function makeVocabulary(random: Random, size: number): string[] {
  const vocabulary = [...functionWords]
  const seen = new Set(vocabulary)
  while (vocabulary.length < size) {
    const word = inventedWord(random, 1 + Math.floor(random() * 4))
    if (word.length < 3 || seen.has(word)) continue
    seen.add(word)
    vocabulary.push(word)
  }
  return vocabulary
}

/** Words drawn from `vocabulary` by Zipf's law (s = 1): P(rank r) ∝ 1 / (r + 1). */
export function zipfWords(random: Random, vocabulary: readonly string[]): () => string {
  const cdf = new Float64Array(vocabulary.length)
  let sum = 0
  for (let r = 0; r < vocabulary.length; r++) cdf[r] = sum += 1 / (r + 1)
  return () => {
    const target = random() * sum
    let lo = 0
    let hi = cdf.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cdf[mid]! < target) lo = mid + 1
      else hi = mid
    }
    return vocabulary[lo]!
  }
}
