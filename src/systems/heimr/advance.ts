// Experience points buy ability training; each training point adds attribute progress.
import { change, type LedgerEntry } from '../common/ledger'
import { formatNumber } from '../common/format'
import { currencySummary, pricedOption, type CurrencySummary } from '../common/advancement'
import type { AdvancementRules, PurchaseOption, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { fatigueAfterStaminaChange, staminaId } from './fatigue'
import type { HeimrAbility, HeimrData } from './model'
import { addProgress, trainingCost } from './training'

const experienceCurrency = 'xp'

const trainingTracks = ['consistency', 'potential'] as const
export type TrainingTrack = (typeof trainingTracks)[number]

/** The schema's ceiling for one training track. */
const maxTrainingLevel = 50

const trainedField = {
  consistency: 'trainedConsistency',
  potential: 'trainedPotential',
} as const satisfies Record<TrainingTrack, keyof HeimrAbility>

const trainingPrefix = 'train:'

/** Option id for one training point, e.g. "train:brawl:potential:str". */
export function trainingOptionId(
  abilityId: string,
  track: TrainingTrack,
  attributeId: string,
): string {
  return `${trainingPrefix}${abilityId}:${track}:${attributeId}`
}

export interface TrainingChoice {
  abilityId: string
  track: TrainingTrack
  attributeId: string
}

/** Reads "train:<abilityId>:<consistency|potential>:<attributeId>"; null for anything else. */
export function parseTrainingOptionId(optionId: string): TrainingChoice | null {
  const match = /^train:(.+):(consistency|potential):([^:]+)$/.exec(optionId)
  if (!match) return null
  return {
    abilityId: match[1] as string,
    track: match[2] as TrainingTrack,
    attributeId: match[3] as string,
  }
}

/** The ability's trained level on one track. */
function trainedLevel(ability: HeimrAbility, track: TrainingTrack): number {
  return ability[trainedField[track]]
}

function own<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined
}

// Experience points: one point of training costs trainingCost(level + 1) on its own track;
// Attribute progress: it adds 1 progress to the chosen attribute, which may rise.
export function planTraining(
  data: HeimrData,
  abilityId: string,
  track: TrainingTrack,
  attributeId: string,
): PurchasePlan {
  const ability = own(data.abilities, abilityId)
  if (!ability) throw new PurchaseError(`There is no ability with id "${abilityId}" to train.`)
  if (!trainingTracks.includes(track)) {
    throw new PurchaseError(`Training is for consistency or potential (got "${String(track)}").`)
  }
  const attribute = own(data.attributes, attributeId)
  if (!attribute) {
    throw new PurchaseError(`There is no attribute with id "${attributeId}" to gain progress.`)
  }
  if (!ability.attributes.includes(attributeId)) {
    throw new PurchaseError(
      `${ability.name} is not based on ${attribute.name}, so its training cannot add progress there.`,
    )
  }
  const level = trainedLevel(ability, track)
  if (level >= maxTrainingLevel) {
    throw new PurchaseError(
      `${ability.name} already has ${level} trained ${track}, the most a sheet can hold.`,
    )
  }
  const step = addProgress(attribute.value, attribute.progress)
  const field = trainedField[track]
  const changes = [
    change(data, ['abilities', abilityId, field], level + 1),
    change(data, ['attributes', attributeId, 'progress'], step.progress),
  ]
  if (step.rose) {
    changes.push(change(data, ['attributes', attributeId, 'value'], step.value))
    // Base fatigue: a rested character (fatigue at base) stays at the new, lower base.
    if (attributeId === staminaId) {
      const fatigue = fatigueAfterStaminaChange(data, step.value)
      if (fatigue !== data.fatigue) changes.push(change(data, ['fatigue'], fatigue))
    }
  }
  const rise = step.rose ? `, which rises to ${formatNumber(step.value)}` : ''
  return {
    label: `${ability.name}: trained ${track} ${level} → ${level + 1} (progress to ${attribute.name}${rise})`,
    currency: experienceCurrency,
    cost: trainingCost(level + 1),
    changes,
  }
}

/** Prices "train:<abilityId>:<track>:<attributeId>". Throws PurchaseError when impossible. */
export function planPurchase(data: HeimrData, optionId: string): PurchasePlan {
  const choice = parseTrainingOptionId(optionId)
  if (!choice) {
    throw new PurchaseError(
      `Unknown purchase "${optionId}": expected "train:<ability id>:<consistency|potential>:<attribute id>".`,
    )
  }
  return planTraining(data, choice.abilityId, choice.track, choice.attributeId)
}

/**
 * Every training point the sheet can buy now: for each ability, each track and each attribute
 * it is based on (the player chooses which attribute gains progress), priced.
 */
export function purchaseOptions(
  data: HeimrData,
  balances: Record<string, number>,
): PurchaseOption[] {
  const unspent = balances[experienceCurrency] ?? 0
  const options: PurchaseOption[] = []
  for (const [abilityId, ability] of Object.entries(data.abilities)) {
    for (const track of trainingTracks) {
      if (trainedLevel(ability, track) >= maxTrainingLevel) continue
      for (const attributeId of ability.attributes) {
        if (!own(data.attributes, attributeId)) continue
        const plan = planTraining(data, abilityId, track, attributeId)
        const id = trainingOptionId(abilityId, track, attributeId)
        options.push(pricedOption(id, plan.label, experience, plan.cost, unspent))
      }
    }
  }
  return options
}

const experience = { id: experienceCurrency, label: 'Experience' }

export const heimrAdvancement: AdvancementRules<HeimrData> = {
  currencies: [experience],
  options: (data, balances) => purchaseOptions(data, balances),
  plan: (data, optionId) => planPurchase(data, optionId),
}

/** Experience totals come from the ledger, not from the character data. */
export function experienceSummary(ledger: readonly LedgerEntry[]): CurrencySummary {
  return currencySummary(ledger, experienceCurrency)
}
