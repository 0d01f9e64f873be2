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
import { text } from './text'

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

function matches(kind: DiseaseKind, name: string, other: { kind: DiseaseKind; name: string }) {
  return kind === other.kind && (kind !== 'other' || sameName(name, other.name))
}

function findDisease(data: MurdhamData, diseaseId: string): Disease {
  const disease = data.diseases.find((d) => d.id === diseaseId)
  if (!disease) throw new RulesError(text('error.noDisease'))
  return disease
}

function replaceDisease(data: MurdhamData, disease: Disease): MurdhamData {
  return { ...data, diseases: data.diseases.map((d) => (d.id === disease.id ? disease : d)) }
}

/**
 * A disease's name as the sheet shows it: a listed disease by its name in the current locale,
 * another by the name it was given.
 */
export function diseaseName(disease: Pick<Disease, 'kind' | 'name'>): string {
  return disease.kind === 'other' ? disease.name : diseases[disease.kind].label
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
      text(immunity.temporary ? 'error.immuneForNow' : 'error.immune', { name: label }),
    )
  }
  if (data.diseases.some((d) => d.status === 'sick' && matches(kind, label, d))) {
    throw new RulesError(text('error.alreadySick', { name: label }))
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
        throw new RulesError(
          text('error.noReduction', { name: disease.name, ability: abilityLabels[ability] }),
        )
      }
      continue
    }
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > sides) {
      throw new RulesError(text('error.reductionDie', { sides, ability: abilityLabels[ability] }))
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
  if (data.deceased) throw new RulesError(text('error.dead'))
  const disease = findDisease(data, diseaseId)
  if (disease.status !== 'sick') {
    throw new RulesError(text('error.curedNoSaves', { name: disease.name }))
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
        summary: text('recovery.passedCured', {
          successes,
          needed: spec.successesNeeded,
          name: disease.name,
        }),
        recovered: true,
      }
    }
    const summary = spec.naturalRecovery
      ? text('recovery.passed', { successes, needed: spec.successesNeeded })
      : text('recovery.passedNoHeal')
    return { data: next, summary, recovered: false }
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
      parts.push(text('recovery.lossPermanent', { ability: abilityLabels[ability], amount }))
    } else {
      temporary[ability] = amount
      parts.push(text('recovery.loss', { ability: abilityLabels[ability], amount }))
    }
  }
  next = addReductions(next, temporary, 'disease', disease.id, disease.name)
  const updated: Disease = { ...disease, failures, log }
  if (spec.corruptionPerFailure > 0) {
    next = { ...next, corruption: next.corruption + spec.corruptionPerFailure }
    parts.push(text('recovery.corruption', { corruption: spec.corruptionPerFailure }))
  }
  if (spec.frenzyOnFailure) {
    const conditions = next.conditions.filter((c) => c.id !== 'frenzied')
    next = { ...next, conditions: [...conditions, { id: 'frenzied', until: 'day' }] }
    parts.push(text('recovery.frenzied'))
  }
  if (spec.amputationOnFailure !== null && failures === spec.amputationOnFailure) {
    updated.amputationDue = true
    parts.push(text('recovery.amputation'))
  }
  next = replaceDisease(next, updated)
  return {
    data: next,
    summary: text('recovery.failed', { count: failures, parts: parts.join(', ') }),
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
    summary: text('recovery.rolled', {
      ability: abilityLabels.str,
      target,
      roll: save.roll,
      summary: result.summary,
    }),
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
  if (disease.status !== 'sick')
    throw new RulesError(text('error.alreadyCured', { name: disease.name }))
  if (disease.amputationDue) {
    if (!passed) {
      return {
        data,
        summary: text('recovery.amputationFailed'),
        recovered: false,
      }
    }
    return {
      data: replaceDisease(data, { ...disease, amputationDue: false, amputated: true }),
      summary: text('recovery.amputated'),
      recovered: false,
    }
  }
  if (!spec.surgeryCures) {
    throw new RulesError(text('error.noSurgery', { name: disease.name }))
  }
  if (!passed) return { data, summary: text('recovery.surgeryFailed'), recovered: false }
  return {
    data: recoverFromDisease(data, disease.id, rules),
    summary: text('recovery.surgeryCured', { name: disease.name.toLocaleLowerCase() }),
    recovered: true,
  }
}

// Black gangrene: without amputation within a day, the victim dies.
export function missAmputation(data: MurdhamData, diseaseId: string): MurdhamData {
  const disease = findDisease(data, diseaseId)
  if (!disease.amputationDue)
    throw new RulesError(text('error.noAmputation', { name: disease.name }))
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
