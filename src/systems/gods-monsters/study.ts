// Practical mojo: normal, free-time and intensive study, mojo resources and the intelligence
// shift, recorded with their coin cost (Mojo: Practical mojo, Mojo resources).
import {
  change,
  isActive,
  newId,
  recordPurchase,
  type EntryMeta,
  type LedgerEntry,
} from '../common/ledger'
import type { HouseRules, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { currencyIds, type Recorded } from './advance'
import { finalScore, major } from './contributors'
import type { GodsMonstersData, StudyMethod } from './model'
import { hundredthsPerSilver } from './tables'
import { text } from './text'

export interface StudyMethodSpec {
  label: string
  /** What one time period is. */
  period: string
  /** Mojo each period gives before resources: 1 per week, 1 per month, 0 per two days. */
  base: number
  /** Silver coins per mojo gained. */
  silverPerMojo: number
}

// Normal study: 1 mojo a week at 1 silver each; free-time: 1 a month at 2; intensive: 0 every two
// days at 3 (a resource is required).
export const studyMethods: Record<StudyMethod, StudyMethodSpec> = {
  normal: methodSpec('normal', 1, 1),
  freeTime: methodSpec('freeTime', 1, 2),
  intensive: methodSpec('intensive', 0, 3),
}

function methodSpec(method: StudyMethod, base: number, silverPerMojo: number): StudyMethodSpec {
  return {
    get label() {
      return text(`study.method.${method}`)
    },
    get period() {
      return text(`study.period.${method}`)
    },
    base,
    silverPerMojo,
  }
}

export const resourceKinds = [
  'generalBook',
  'specializedBook',
  'immersion',
  'generalLibrary',
  'specializedLibrary',
  'tutor',
  'school',
] as const
export type ResourceKind = (typeof resourceKinds)[number]

/** Mojo resource types: how a level (or a tutor's bonus) above the student's becomes a total. */
const resourceMultipliers: Record<ResourceKind, number> = {
  generalBook: 1,
  specializedBook: 1,
  immersion: 0,
  generalLibrary: 10,
  specializedLibrary: 20,
  tutor: 10,
  school: 20,
}

export interface MojoResource {
  kind: ResourceKind
  /** The resource's level, or a tutor's field bonus (ignored for immersion). */
  level: number
}

// Mojo resources: level minus the student's bonus, times the type's multiplier; immersion gives
// the student's charisma; a student at or above the level may use it once as a total of its level.
export function resourceTotal(
  resource: MojoResource,
  studentBonus: number,
  charisma: number,
): number {
  if (resource.kind === 'immersion') return charisma
  const difference = resource.level - studentBonus
  if (difference <= 0) return Math.max(0, resource.level)
  return difference * resourceMultipliers[resource.kind]
}

/**
 * The mojo bonus chart as rows: totals from `from`, giving `mojo` every `periods` periods.
 * Past 256–511 the chart's doubling is continued.
 */
const mojoBonusChart: { from: number; mojo: number; periods: number }[] = [
  { from: 1, mojo: 1, periods: 4 },
  { from: 2, mojo: 1, periods: 3 },
  { from: 4, mojo: 1, periods: 2 },
  { from: 8, mojo: 1, periods: 1 },
  { from: 16, mojo: 2, periods: 1 },
  { from: 32, mojo: 3, periods: 1 },
  { from: 64, mojo: 4, periods: 1 },
  { from: 128, mojo: 5, periods: 1 },
  { from: 256, mojo: 6, periods: 1 },
]

/** Row of the chart for a total (−1 for a total of 0 or less). */
export function chartRow(total: number): number {
  if (total < 1) return -1
  let row = 0
  while (row + 1 < mojoBonusChart.length && total >= (mojoBonusChart[row + 1]?.from ?? Infinity)) {
    row++
  }
  if (row === mojoBonusChart.length - 1) {
    // Continue the doubling: 512–1023 → 7, and so on.
    row += Math.max(0, Math.floor(Math.log2(total / 256)))
  }
  return row
}

/** Mojo a chart row gives over a number of periods. */
export function rowMojo(row: number, periods: number): number {
  if (row < 0) return 0
  const spec = mojoBonusChart[Math.min(row, mojoBonusChart.length - 1)]
  if (!spec) return 0
  const perPeriod = row >= mojoBonusChart.length ? row - 2 : spec.mojo
  return Math.floor((periods * perPeriod) / spec.periods)
}

export interface StudyInput {
  /** The field, skill or spell the mojo is dedicated to. */
  target: string
  method: StudyMethod
  periods: number
  /** Resources used: at most one of each type. */
  resources?: MojoResource[]
  /** The student's bonus (or level) in what is studied. */
  studentBonus?: number
  /**
   * Mojo resources: the usage fee in silver for each mojo the resources grant (generally 0 to
   * 10, set by the Guide or the resource's owner).
   */
  feePerMojo?: number
}

export interface StudyOutcome {
  mojo: number
  /** Coins in hundredths of a silver coin. */
  cost: number
  resourceTotal: number
  /** Chart row after the intelligence shift (−1 without resources). */
  row: number
  /** The mojo the resources granted (what usage fees are charged on). */
  resourceMojo: number
  /** Coins paid as usage fees, in hundredths (part of `cost`). */
  fees: number
  /** Breaks: days off allowed over the whole study (1, ½ or 6 a mojo). */
  daysOff: number
  /** Intensive study: its mojo must be used within this many days (intelligence) or is lost. */
  useWithinDays: number | null
  /** Intensive study: days before intensive study may start again (the same period). */
  restDays: number | null
  explanation: string
}

// Breaks: time off while gaining each practical mojo: a day for normal study, half a day for
// intensive study, six days for free-time study.
const daysOffPerMojo: Record<StudyMethod, number> = {
  normal: 1,
  freeTime: 6,
  intensive: 0.5,
}

// Free-time study: up to three things at once; the other methods take all the time for one.
export const mostStudiesAtOnce: Record<StudyMethod, number> = {
  normal: 1,
  freeTime: 3,
  intensive: 1,
}

// Intelligence: as a major contributor, it shifts the row on the mojo bonus chart when at least
// one resource is used. Resources give at most their total on one project.
export function studyOutcome(
  data: GodsMonstersData,
  input: StudyInput,
  rules: HouseRules = {},
): StudyOutcome {
  const spec = studyMethods[input.method]
  if (!Number.isInteger(input.periods) || input.periods < 1) {
    throw new PurchaseError(text('study.periodsWhole'))
  }
  const resources = input.resources ?? []
  const kinds = new Set(resources.map((r) => r.kind))
  if (kinds.size !== resources.length) {
    throw new PurchaseError(text('study.oneOfEach'))
  }
  if (input.method === 'intensive' && resources.length === 0) {
    throw new PurchaseError(text('study.intensiveNeedsResource'))
  }
  if (input.method === 'intensive') {
    // Intensive study: no more than half wisdom days at a time (a period is two days).
    const days = input.periods * 2
    const most = finalScore(data, 'wisdom') / 2
    if (days > most) {
      throw new PurchaseError(text('study.intensiveMost', { most }))
    }
  }
  const charisma = finalScore(data, 'charisma')
  const total = resources.reduce(
    (sum, r) => sum + resourceTotal(r, input.studentBonus ?? 0, charisma),
    0,
  )
  const intelligence = finalScore(data, 'intelligence')
  const shift = resources.length > 0 ? major(intelligence, rules) : 0
  const baseRow = chartRow(total)
  const row = baseRow < 0 ? -1 : Math.max(0, baseRow + shift)
  const bonus = Math.min(total, rowMojo(row, input.periods))
  const mojo = spec.base * input.periods + bonus
  const feePerMojo = input.feePerMojo ?? 0
  if (!Number.isFinite(feePerMojo) || feePerMojo < 0) {
    throw new PurchaseError(text('study.fee'))
  }
  const fees = Math.round(feePerMojo * bonus * hundredthsPerSilver)
  const cost = mojo * spec.silverPerMojo * hundredthsPerSilver + fees
  const intensive = input.method === 'intensive'
  const bonusText =
    resources.length === 0
      ? text('study.noResources')
      : text('study.resources', {
          total,
          intelligence,
          shift: `${shift >= 0 ? '+' : ''}${shift}`,
          bonus,
        })
  const parts = {
    method: spec.label,
    periods: input.periods,
    period: spec.period,
    base: spec.base * input.periods,
    bonus: bonusText,
    mojo,
    silver: spec.silverPerMojo,
  }
  return {
    mojo,
    cost,
    resourceTotal: total,
    row,
    resourceMojo: bonus,
    fees,
    daysOff: mojo * daysOffPerMojo[input.method],
    useWithinDays: intensive ? intelligence : null,
    restDays: intensive ? input.periods * 2 : null,
    explanation:
      fees > 0
        ? text('study.explanationFees', { ...parts, fee: feePerMojo, granted: bonus })
        : text('study.explanation', parts),
  }
}

// Practical mojo is recorded as a coin spend (the study and its dedication) plus a practical-mojo
// award touching the same study, so undoing the spend undoes both.
export function recordStudy(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  input: StudyInput,
  rules: HouseRules = {},
  options: EntryMeta & { override?: boolean } = {},
): Recorded & { outcome: StudyOutcome } {
  const target = input.target.trim()
  if (target === '' || target.length > 120) throw new PurchaseError(text('study.nameTarget'))
  const outcome = studyOutcome(data, input, rules)
  const studyId = newId()
  const study = {
    id: studyId,
    target,
    method: input.method,
    periods: input.periods,
    mojo: outcome.mojo,
    cost: outcome.cost,
    note: outcome.explanation.slice(0, 300),
  }
  const poolIndex = data.practicalMojo.findIndex(
    (p) => p.target.toLowerCase() === target.toLowerCase(),
  )
  const pool =
    poolIndex === -1
      ? [...data.practicalMojo, { target, amount: outcome.mojo }]
      : data.practicalMojo.map((p, i) =>
          i === poolIndex ? { ...p, amount: p.amount + outcome.mojo } : p,
        )
  const plan: PurchasePlan = {
    label: text(`study.studyOf.${input.method}`, { target }),
    currency: currencyIds.coins,
    cost: outcome.cost,
    changes: [
      change(data, ['studies'], [...data.studies, study]),
      change(data, ['practicalMojo'], pool),
    ],
  }
  if (outcome.mojo === 0) throw new PurchaseError(text('study.noMojo'))
  const spent = recordPurchase(data, ledger, plan, options)
  const award: LedgerEntry = {
    id: newId(),
    at: options.at ?? new Date().toISOString(),
    note: options.note ?? '',
    kind: 'award',
    currency: currencyIds.practical,
    amount: outcome.mojo,
    purchase: text('study.award', { mojo: outcome.mojo, target }),
    changes: [change(spent.data, ['studies'], spent.data.studies)],
  }
  return {
    data: spent.data,
    ledger: [...spent.ledger, award],
    entries: [spent.entry, award],
    outcome,
  }
}

// Free-time study: up to three things at once (one study each, the same time and resources);
// normal and intensive study take all the time for one thing.
export function recordStudies(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  inputs: readonly StudyInput[],
  rules: HouseRules = {},
  options: EntryMeta = {},
): Recorded & { outcomes: StudyOutcome[] } {
  const method = inputs[0]?.method
  if (!method) throw new PurchaseError(text('study.nameTarget'))
  if (inputs.some((i) => i.method !== method)) {
    throw new PurchaseError(text('study.shareMethod'))
  }
  const most = mostStudiesAtOnce[method]
  if (inputs.length > most) {
    throw new PurchaseError(
      most === 1
        ? text('study.noSecond', { method: studyMethods[method].label })
        : text('study.atMost', { method: studyMethods[method].label, most }),
    )
  }
  const names = inputs.map((i) => i.target.trim().toLowerCase())
  if (new Set(names).size !== names.length) throw new PurchaseError(text('study.different'))
  let current = { data, ledger: [...ledger] }
  const entries: LedgerEntry[] = []
  const outcomes: StudyOutcome[] = []
  for (const input of inputs) {
    const r = recordStudy(current.data, current.ledger, input, rules, options)
    current = { data: r.data, ledger: r.ledger }
    entries.push(...r.entries)
    outcomes.push(r.outcome)
  }
  return { ...current, entries, outcomes }
}

// Intensive study: mojo from it not used within intelligence days is lost. The sheet keeps no
// game calendar, so the user says when; the unused practical mojo dedicated to the target (at most
// what intensive study gave it) leaves the pool as one ledger entry Undo takes back.
// Mojo already spent on the target counts as the intensive mojo used first; earlier lapses count
// against what intensive study gave.
export function lapsableIntensiveMojo(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  target: string,
): number {
  const key = target.trim().toLowerCase()
  const pool = data.practicalMojo.find((p) => p.target.toLowerCase() === key)
  if (!pool) return 0
  const fromIntensive = data.studies
    .filter((s) => s.method === 'intensive' && s.target.toLowerCase() === key)
    .reduce((sum, s) => sum + s.mojo, 0)
  const lapsed = ledger.filter((e) => isLapse(e, data, key)).reduce((sum, e) => sum + e.amount, 0)
  return Math.max(0, Math.min(fromIntensive - lapsed, pool.amount))
}

/**
 * A lapse of intensive-study mojo for the target `key` (lower case): a practical-mojo spend whose
 * one change lowers that target's pool. Found by what it changes, since its label is in the
 * locale it was recorded in (purchases paid with practical mojo change more than the pool).
 */
function isLapse(entry: LedgerEntry, data: GodsMonstersData, key: string): boolean {
  if (!isActive(entry) || entry.kind !== 'spend' || entry.currency !== currencyIds.practical) {
    return false
  }
  const [only, ...more] = entry.changes
  if (!only || more.length > 0 || only.path.length !== 3) return false
  const [head, index, leaf] = only.path
  if (head !== 'practicalMojo' || leaf !== 'amount') return false
  if (data.practicalMojo[Number(index)]?.target.toLowerCase() !== key) return false
  return (
    typeof only.before === 'number' && typeof only.after === 'number' && only.after < only.before
  )
}

const lapseLabel = (target: string) => text('study.lapse', { target })

export function recordIntensiveLapse(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  target: string,
  options: EntryMeta = {},
): Recorded & { lost: number } {
  const lost = lapsableIntensiveMojo(data, ledger, target)
  if (lost === 0) throw new PurchaseError(text('study.noUnused', { target }))
  const index = data.practicalMojo.findIndex(
    (p) => p.target.toLowerCase() === target.trim().toLowerCase(),
  )
  const pool = data.practicalMojo[index]
  if (!pool) throw new PurchaseError(text('study.noPractical', { target }))
  const plan: PurchasePlan = {
    label: lapseLabel(pool.target),
    currency: currencyIds.practical,
    cost: lost,
    changes: [change(data, ['practicalMojo', String(index), 'amount'], pool.amount - lost)],
  }
  const spent = recordPurchase(data, ledger, plan, options)
  return { data: spent.data, ledger: spent.ledger, entries: [spent.entry], lost }
}
