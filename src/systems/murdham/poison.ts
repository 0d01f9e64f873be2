// Poisons and drugs: the first dose each stretch may be resisted, later ones take effect;
// effects resolve at their deadline or with an antidote; drugs may addict.
import { rollDie, type Rng } from '../common/dice'
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import { addReductions } from './abilities'
import type { MurdhamData, Poison, PoisonDelivery, PoisonEffect } from './model'
import {
  corruptingPoisonCorruption,
  damagingPoisonDie,
  fullRestDrugUnits,
  poisonEffectSpecs,
} from './tables'
import { text } from './text'

export interface Exposure {
  name: string
  delivery: PoisonDelivery
  effect: PoisonEffect
  drug: boolean
}

export interface ExposureResult {
  data: MurdhamData
  /** The first dose this stretch, which a STR save may resist. */
  firstDose: boolean
  tookEffect: boolean
  /** A drug took effect: the character must pass a WIT save or become addicted. */
  addictionSave: boolean
  summary: string
}

/** Poison: whether the next dose may be resisted with a STR save (first dose this stretch). */
export function canResistPoison(data: Pick<MurdhamData, 'time'>): boolean {
  return !data.time.poisonedThisStretch
}

function setIncapacitated(data: MurdhamData, until: 'stretch' | 'watch'): MurdhamData {
  const rest = data.conditions.filter((c) => c.id !== 'incapacitated')
  const existing = data.conditions.find((c) => c.id === 'incapacitated')
  // Keep the longer of two durations.
  const keep = existing && (existing.until === null || existing.until === 'watch') ? existing : null
  return { ...data, conditions: [...rest, keep ?? { id: 'incapacitated', until }] }
}

// Poison: the first dose each stretch can be resisted with a STR save; any later dose in the
// same stretch takes effect automatically. Drugs count as poison.
export function exposeToPoison(
  data: MurdhamData,
  exposure: Exposure,
  strSavePassed: boolean | null,
): ExposureResult {
  const name = exposure.name.trim()
  if (name === '') throw new RulesError(text('error.namePoison'))
  const firstDose = canResistPoison(data)
  if (firstDose && strSavePassed === null) {
    throw new RulesError(text('error.firstDoseSave'))
  }
  let next: MurdhamData = { ...data, time: { ...data.time, poisonedThisStretch: true } }
  if (firstDose && strSavePassed) {
    return {
      data: next,
      firstDose,
      tookEffect: false,
      addictionSave: false,
      summary: text('poison.resisted', { name }),
    }
  }
  const spec = poisonEffectSpecs[exposure.effect]
  const poison: Poison = { ...exposure, id: newId(), name }
  next = { ...next, poisons: [...next.poisons, poison] }
  if (spec.incapacitates) next = setIncapacitated(next, spec.deadline)
  return {
    data: next,
    firstDose,
    tookEffect: true,
    addictionSave: exposure.drug,
    summary: text(firstDose ? 'poison.tookEffectSaveFailed' : 'poison.tookEffectSecondDose', {
      name,
      summary: spec.summary,
    }),
  }
}

// Drugs: a drug that takes effect addicts unless the character passes a WIT save.
export function resolveAddictionSave(
  data: MurdhamData,
  drug: string,
  witSavePassed: boolean,
): MurdhamData {
  if (witSavePassed) return data
  const name = drug.trim()
  if (data.addictions.some((a) => a.drug.toLocaleLowerCase() === name.toLocaleLowerCase()))
    return data
  return { ...data, addictions: [...data.addictions, { id: newId(), drug: name }] }
}

function withoutPoison(data: MurdhamData, poisonId: string): MurdhamData {
  const poisons = data.poisons.filter((p) => p.id !== poisonId)
  const stillIncapacitating = poisons.some((p) => poisonEffectSpecs[p.effect].incapacitates)
  const wasIncapacitating = data.poisons.some(
    (p) => p.id === poisonId && poisonEffectSpecs[p.effect].incapacitates,
  )
  const conditions =
    wasIncapacitating && !stillIncapacitating
      ? data.conditions.filter((c) => c.id !== 'incapacitated')
      : data.conditions
  return { ...data, poisons, conditions }
}

// Poison: an antidote ends any of the effects.
export function takeAntidote(data: MurdhamData, poisonId: string): MurdhamData {
  if (!data.poisons.some((p) => p.id === poisonId)) {
    throw new RulesError(text('error.noPoison'))
  }
  return withoutPoison(data, poisonId)
}

// Poison: soporific sleep ends early when the victim takes damage.
export function takeDamage(data: MurdhamData, amount: number): MurdhamData {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RulesError(text('error.damageWhole'))
  }
  let next: MurdhamData = {
    ...data,
    health: { ...data.health, current: Math.max(-99, data.health.current - amount) },
  }
  if (amount > 0) {
    for (const p of data.poisons.filter((p) => p.effect === 'soporific'))
      next = withoutPoison(next, p.id)
  }
  return next
}

// Poison: at the deadline without an antidote, damaging deals d12 direct damage, corrupting
// gives 4 corruption, lethal kills; paralysis and sleep simply end.
export function resolvePoisonDeadline(
  rng: Rng,
  data: MurdhamData,
  deadline: 'stretch' | 'watch',
): { data: MurdhamData; events: string[] } {
  let next = data
  const events: string[] = []
  const due = data.poisons.filter((p) =>
    deadline === 'watch' ? true : poisonEffectSpecs[p.effect].deadline === 'stretch',
  )
  for (const poison of due) {
    next = withoutPoison(next, poison.id)
    const outcome = poisonEffectSpecs[poison.effect].atDeadline
    if (outcome === 'damage') {
      const damage = rollDie(rng, damagingPoisonDie)
      next = takeDamage(next, damage)
      events.push(text('poison.damage', { name: poison.name, damage }))
    } else if (outcome === 'corruption') {
      next = { ...next, corruption: next.corruption + corruptingPoisonCorruption }
      events.push(
        text('poison.corruption', { name: poison.name, corruption: corruptingPoisonCorruption }),
      )
    } else if (outcome === 'death') {
      next = { ...next, deceased: true }
      events.push(text('poison.death', { name: poison.name }))
    } else {
      events.push(text('poison.wearsOff', { name: poison.name }))
    }
  }
  return { data: next, events }
}

// Drugs: at a daily rest an addict takes the drug or loses 1 WIT (temporary); at a full rest,
// 8 units or 1 WIT per missing unit.
export function addictionUpkeep(
  data: MurdhamData,
  addictionId: string,
  rest: 'daily' | 'full',
  unitsTaken: number,
): { data: MurdhamData; witLoss: number } {
  const addiction = data.addictions.find((a) => a.id === addictionId)
  if (!addiction) throw new RulesError(text('error.noAddiction'))
  if (!Number.isInteger(unitsTaken) || unitsTaken < 0 || unitsTaken > 999) {
    throw new RulesError(text('error.unitsWhole'))
  }
  const needed = rest === 'daily' ? 1 : fullRestDrugUnits
  const witLoss = Math.max(0, needed - unitsTaken)
  const next =
    witLoss === 0
      ? data
      : addReductions(
          data,
          { wit: witLoss },
          'drug',
          addiction.id,
          text('poison.withdrawal', { drug: addiction.drug }),
        )
  return { data: next, witLoss }
}
