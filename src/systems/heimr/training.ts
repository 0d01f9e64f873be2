// Experience points and attribute progress: what training costs and how attributes grow.
import { formatNumber } from '../common/format'
import { RulesError } from '../types'
import { text } from './text'

function assertLevel(level: number, lowest: number): void {
  if (!Number.isInteger(level) || level < lowest) {
    throw new RulesError(text('training.level', { lowest, value: String(level) }))
  }
}

// Experience points: level 1 costs 5, level 2 costs 10 (5 + 5), then each level costs the
// previous two added together: 5, 10, 15, 25, 40, 65, 105, …
export function trainingCost(level: number): number {
  assertLevel(level, 1)
  let previous = 5 // the "starting at 5" before level 1
  let cost = 5
  for (let n = 2; n <= level; n++) [previous, cost] = [cost, previous + cost]
  return cost
}

// Experience points: the total cost of levels 1 to `level` (5, 15, 30, 55, 95, 160, 265, …).
export function trainingTotal(level: number): number {
  assertLevel(level, 0)
  let total = 0
  for (let n = 1; n <= level; n++) total += trainingCost(n)
  return total
}

/** The table of attribute progress required, by the new attribute value. */
const progressTable = [
  { newValue: -2, required: 8 },
  { newValue: -1, required: 6 },
  { newValue: 0, required: 4 },
  { newValue: 1, required: 6 },
  { newValue: 2, required: 8 },
  { newValue: 3, required: 10 },
  { newValue: 4, required: 12 },
] as const

// Attribute progress: progress required to reach `newValue`. The table runs from −2 to
// "4 or more"; below −2 it gives nothing, so we read its lowest column (8) as "−2 or less",
// mirroring its open top end, rather than extend the pattern with values the text never gives.
export function progressRequired(newValue: number): number {
  if (!Number.isInteger(newValue)) {
    throw new RulesError(text('training.attributeValue', { value: String(newValue) }))
  }
  if (newValue <= -2) return 8
  if (newValue >= 4) return 12
  return progressTable.find((row) => row.newValue === newValue)?.required ?? 12
}

export interface ProgressStep {
  value: number
  progress: number
  /** True when this point of progress raised the attribute (and reset its progress to 0). */
  rose: boolean
  /** The progress needed for the value after this one. */
  required: number
}

// Attribute progress: one training point adds 1 progress; reaching the requirement for the
// next value raises the attribute by 1 and resets progress to 0.
export function addProgress(value: number, progress: number): ProgressStep {
  const nextProgress = progress + 1
  if (nextProgress >= progressRequired(value + 1)) {
    return { value: value + 1, progress: 0, rose: true, required: progressRequired(value + 2) }
  }
  return { value, progress: nextProgress, rose: false, required: progressRequired(value + 1) }
}

/** "3 of 6 progress toward Strength 2". */
export function describeProgress(name: string, value: number, progress: number): string {
  const next = value + 1
  return text('training.progress', {
    progress,
    required: progressRequired(next),
    name,
    value: formatNumber(next),
  })
}

export interface ExperienceShare {
  /** Experience each character present receives. */
  each: number
  /** What is left over; it carries over to the next award. */
  remainder: number
}

type CountName = 'experienceToDivide' | 'charactersPresent' | 'experienceCarried'

function assertCount(name: CountName, value: number, lowest: number): void {
  if (!Number.isInteger(value) || value < lowest) {
    throw new RulesError(
      text('whole.atLeast', { name: text(`quantity.${name}`), lowest, value: String(value) }),
    )
  }
}

// Experience points: an encounter's XP (plus last time's remainder) is divided among the
// characters present, rounded down; what is left carries over.
export function divideExperience(
  total: number,
  charactersPresent: number,
  carriedOver = 0,
): ExperienceShare {
  assertCount('experienceToDivide', total, 0)
  assertCount('charactersPresent', charactersPresent, 1)
  assertCount('experienceCarried', carriedOver, 0)
  const pool = total + carriedOver
  const each = Math.floor(pool / charactersPresent)
  return { each, remainder: pool - each * charactersPresent }
}
