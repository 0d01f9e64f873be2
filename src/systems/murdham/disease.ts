// Diseases: daily recovery saves, what each failure does, recovery and immunity.
import { rollDie, type Rng } from '../common/dice'
import { newId } from '../common/ledger'
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import {
  addReductions,
  effectiveAbility,
  restoreReductionsFrom,
  rollSave,
  saveOdds,
} from './abilities'
import { diseaseReductionsEndOnRecovery, saveDieSides } from './house-rules'
import {
  abilityIds,
  abilityLabels,
  type AbilityId,
  type Disease,
  type DiseaseKind,
  type MurdhamData,
} from './model'
import { diseases } from './tables'

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

function matches(kind: DiseaseKind, name: string, other: { kind: DiseaseKind; name: string }) {
  return kind === other.kind && (kind !== 'other' || sameName(name, other.name))
}

function findDisease(data: MurdhamData, diseaseId: string): Disease {
  const disease = data.diseases.find((d) => d.id === diseaseId)
  if (!disease) throw new RulesError('That disease is not on the sheet.')
  return disease
}

function replaceDisease(data: MurdhamData, disease: Disease): MurdhamData {
  return { ...data, diseases: data.diseases.map((d) => (d.id === disease.id ? disease : d)) }
}

// Disease: exposure makes the character sick, unless immune from an earlier recovery.
export function contractDisease(
  data: MurdhamData,
  kind: DiseaseKind,
  name = diseases[kind].label,
): MurdhamData {
  const label = name.trim() || diseases[kind].label
  const immunity = data.immunities.find((i) => matches(kind, label, i))
  if (immunity) {
    throw new RulesError(
      `${label}: the character is immune${immunity.temporary ? ' (for now)' : ''} after recovering.`,
    )
  }
  if (data.diseases.some((d) => d.status === 'sick' && matches(kind, label, d))) {
    throw new RulesError(`The character already has ${label}.`)
  }
  const disease: Disease = {
    id: newId(),
    kind,
    name: label,
    successes: 0,
    failures: 0,
    status: 'sick',
    amputationDue: false,
    amputated: false,
    log: [],
  }
  return { ...data, diseases: [...data.diseases, disease] }
}

// Disease: recovery ends the disease and leaves immunity (temporary for influence, none for
// digworm); the temporary ability loss ends too (house rule).
function recoverFromDisease(data: MurdhamData, diseaseId: string, rules: HouseRules): MurdhamData {
  const disease = findDisease(data, diseaseId)
  const spec = diseases[disease.kind]
  let next = replaceDisease(data, { ...disease, status: 'recovered', amputationDue: false })
  if (spec.immunity !== 'none') {
    const kept = next.immunities.filter((i) => !matches(disease.kind, disease.name, i))
    next = {
      ...next,
      immunities: [
        ...kept,
        { kind: disease.kind, name: disease.name, temporary: spec.immunity === 'temporary' },
      ],
    }
  }
  if (diseaseReductionsEndOnRecovery(rules)) next = restoreReductionsFrom(next, disease.id)
  return next
}

export interface RecoveryOutcome {
  passed: boolean
  /** The d20 (or house-rule die) when rolled here. */
  roll?: number | null
  /** On a failure, the reduction die for each ability the disease reduces. */
  reductionRolls?: Partial<Record<AbilityId, number>>
}

export interface RecoveryResult {
  data: MurdhamData
  summary: string
  recovered: boolean
}

function checkReductionRolls(disease: Disease, rolls: Partial<Record<AbilityId, number>>): void {
  const dice = diseases[disease.kind].reductionDice
  for (const ability of abilityIds) {
    const sides = dice[ability]
    const value = rolls[ability]
    if (sides === null) {
      if (value !== undefined && value !== 0) {
        throw new RulesError(`${disease.name} does not reduce ${abilityLabels[ability]}.`)
      }
      continue
    }
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > sides) {
      throw new RulesError(
        `Enter the d${sides} for ${abilityLabels[ability]}: a whole number from 1 to ${sides}.`,
      )
    }
  }
}

// Disease: a daily STR recovery save; a success counts toward recovery (2, or 4 for plague;
// digworm never recovers this way); a failure reduces STR, AGI and WIT by d4 (weeping sores: d6
// STR and AGI, WIT untouched), plus the disease's own effect (corruption, frenzy, amputation,
// permanent loss).
export function recordRecoverySave(
  data: MurdhamData,
  diseaseId: string,
  outcome: RecoveryOutcome,
  rules: HouseRules,
): RecoveryResult {
  if (data.deceased) throw new RulesError('The character is dead.')
  const disease = findDisease(data, diseaseId)
  if (disease.status !== 'sick') {
    throw new RulesError(`${disease.name} is already cured; no more recovery saves.`)
  }
  const spec = diseases[disease.kind]
  const roll = outcome.roll ?? null
  const log = [
    ...disease.log,
    { day: data.time.day, passed: outcome.passed, roll, note: '' },
  ].slice(-200)
  if (outcome.passed) {
    const successes = disease.successes + 1
    const next = replaceDisease(data, { ...disease, successes, log })
    if (spec.naturalRecovery && successes >= spec.successesNeeded) {
      return {
        data: recoverFromDisease(next, disease.id, rules),
        summary: `Recovery save passed (${successes} of ${spec.successesNeeded}): ${disease.name} is cured.`,
        recovered: true,
      }
    }
    const tail = spec.naturalRecovery
      ? `${successes} of ${spec.successesNeeded} successes`
      : 'it does not heal on its own; only surgery removes it'
    return { data: next, summary: `Recovery save passed: ${tail}.`, recovered: false }
  }

  const rolls = outcome.reductionRolls ?? {}
  checkReductionRolls(disease, rolls)
  const failures = disease.failures + 1
  const parts: string[] = []
  const temporary: Partial<Record<AbilityId, number>> = {}
  let next: MurdhamData = { ...data, abilities: { ...data.abilities } }
  for (const ability of abilityIds) {
    const amount = rolls[ability] ?? 0
    if (amount === 0) continue
    if (spec.permanentPoint) {
      // Greater rot: one point of each reduction is permanent.
      const a = next.abilities[ability]
      next.abilities[ability] = { max: Math.max(0, a.max - 1), current: Math.max(0, a.current - 1) }
      temporary[ability] = amount - 1
      parts.push(`${abilityLabels[ability]} −${amount} (1 permanent)`)
    } else {
      temporary[ability] = amount
      parts.push(`${abilityLabels[ability]} −${amount}`)
    }
  }
  next = addReductions(next, temporary, 'disease', disease.id, disease.name)
  const updated: Disease = { ...disease, failures, log }
  if (spec.corruptionPerFailure > 0) {
    next = { ...next, corruption: next.corruption + spec.corruptionPerFailure }
    parts.push(`+${spec.corruptionPerFailure} corruption`)
  }
  if (spec.frenzyOnFailure) {
    const conditions = next.conditions.filter((c) => c.id !== 'frenzied')
    next = { ...next, conditions: [...conditions, { id: 'frenzied', until: 'day' }] }
    parts.push('frenzied for a day')
  }
  if (spec.amputationOnFailure !== null && failures === spec.amputationOnFailure) {
    updated.amputationDue = true
    parts.push('the feet must be amputated within a day')
  }
  next = replaceDisease(next, updated)
  return {
    data: next,
    summary: `Recovery save failed (${failures} failure${failures === 1 ? '' : 's'}): ${parts.join(', ')}.`,
    recovered: false,
  }
}

/** Rolls the recovery save against current STR and, on a failure, the reduction dice. */
export function rollRecoverySave(
  rng: Rng,
  data: MurdhamData,
  diseaseId: string,
  rules: HouseRules,
): RecoveryResult & { roll: number; target: number } {
  const disease = findDisease(data, diseaseId)
  const target = effectiveAbility(data, 'str')
  const save = rollSave(rng, saveOdds(target, saveDieSides(rules), false, 'str'))
  const reductionRolls: Partial<Record<AbilityId, number>> = {}
  if (!save.passed) {
    for (const ability of abilityIds) {
      const sides = diseases[disease.kind].reductionDice[ability]
      if (sides !== null) reductionRolls[ability] = rollDie(rng, sides)
    }
  }
  const result = recordRecoverySave(
    data,
    diseaseId,
    { passed: save.passed, roll: save.roll, reductionRolls },
    rules,
  )
  return {
    ...result,
    roll: save.roll,
    target,
    summary: `STR ${target}, rolled ${save.roll}. ${result.summary}`,
  }
}

// Digworm: surgery (tools and a WIT save) removes the parasite; no immunity follows.
// Black gangrene: a successful amputation within the day saves the victim.
export function recordSurgery(
  data: MurdhamData,
  diseaseId: string,
  passed: boolean,
  rules: HouseRules,
): RecoveryResult {
  const disease = findDisease(data, diseaseId)
  const spec = diseases[disease.kind]
  if (disease.status !== 'sick') throw new RulesError(`${disease.name} is already cured.`)
  if (disease.amputationDue) {
    if (!passed) {
      return {
        data,
        summary: 'The amputation failed; it can be tried again within the day.',
        recovered: false,
      }
    }
    return {
      data: replaceDisease(data, { ...disease, amputationDue: false, amputated: true }),
      summary: 'The feet were amputated: the character lives.',
      recovered: false,
    }
  }
  if (!spec.surgeryCures) {
    throw new RulesError(`${disease.name} is not cured by surgery.`)
  }
  if (!passed) return { data, summary: 'The surgery failed.', recovered: false }
  return {
    data: recoverFromDisease(data, disease.id, rules),
    summary: `The surgery removed the ${disease.name.toLocaleLowerCase()}.`,
    recovered: true,
  }
}

// Black gangrene: without amputation within a day, the victim dies.
export function missAmputation(data: MurdhamData, diseaseId: string): MurdhamData {
  const disease = findDisease(data, diseaseId)
  if (!disease.amputationDue) throw new RulesError(`${disease.name} needs no amputation now.`)
  return { ...data, deceased: true }
}

/** True while any disease is active: the sick condition. */
export function isSick(data: Pick<MurdhamData, 'diseases'>): boolean {
  return data.diseases.some((d) => d.status === 'sick')
}

/** Successes still needed, or null when recovery saves cannot cure it. */
export function successesLeft(disease: Disease): number | null {
  const spec = diseases[disease.kind]
  return spec.naturalRecovery ? Math.max(0, spec.successesNeeded - disease.successes) : null
}
