// Experience points buy ability training; each training point adds attribute progress.
import { z } from 'zod'
import { change, type LedgerEntry } from '../common/ledger'
import { formatNumber } from '../common/format'
import { currencySummary, planOf, pricedOption, type CurrencySummary } from '../common/advancement'
import type { AdvancementRules, HouseRules, PurchaseOption, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { fatigueAfterStaminaChange, staminaId } from './fatigue'
import type { HeimrAbility, HeimrData } from './model'
import { addProgress, trainingCost } from './training'
import { passTimePurchaseSchema, planPassTime } from '../common/pass-time'
import { heimrSpans, heimrTime } from './pass-time'
import { planCombat } from '../common/combat'
import { heimrCombat, heimrCombatPurchaseSchema } from './combat-purchase'
import { text } from './text'

const experienceCurrency = 'xp'

const trainingTracks = ['consistency', 'potential'] as const
export type TrainingTrack = (typeof trainingTracks)[number]

/** The schema's ceiling for one training track. */
const maxTrainingLevel = 50

const trainedField = {
  consistency: 'trainedConsistency',
  potential: 'trainedPotential',
} as const satisfies Record<TrainingTrack, keyof HeimrAbility>

/**
 * What Experience buys: one point of training on an ability's consistency or potential, whose
 * progress goes to one attribute the ability is based on (the player's choice).
 */
export const heimrPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('train'),
    abilityId: z.string().min(1).max(200),
    track: z.enum(trainingTracks),
    attributeId: z.string().min(1).max(200),
  }),
  passTimePurchaseSchema(heimrSpans),
  heimrCombatPurchaseSchema,
])
export type HeimrPurchase = z.infer<typeof heimrPurchaseSchema>

/** One training point, e.g. Brawl's potential with progress to Strength. */
export function trainingPurchase(
  abilityId: string,
  track: TrainingTrack,
  attributeId: string,
): HeimrPurchase {
  return { kind: 'train', abilityId, track, attributeId }
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
  if (!ability) throw new PurchaseError(text('advance.noAbility', { id: abilityId }))
  if (!trainingTracks.includes(track)) {
    throw new PurchaseError(text('advance.track', { track: String(track) }))
  }
  const attribute = own(data.attributes, attributeId)
  if (!attribute) {
    throw new PurchaseError(text('advance.noAttribute', { id: attributeId }))
  }
  if (!ability.attributes.includes(attributeId)) {
    throw new PurchaseError(
      text('advance.notBasedOn', { ability: ability.name, attribute: attribute.name }),
    )
  }
  const level = trainedLevel(ability, track)
  if (level >= maxTrainingLevel) {
    throw new PurchaseError(text(`advance.most.${track}`, { ability: ability.name, level }))
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
  const params = {
    ability: ability.name,
    from: level,
    to: level + 1,
    attribute: attribute.name,
    value: formatNumber(step.value),
  }
  return {
    label: step.rose
      ? text(`advance.train.${track}Rises`, params)
      : text(`advance.train.${track}`, params),
    currency: experienceCurrency,
    cost: trainingCost(level + 1),
    changes,
  }
}

/** Prices a training point. Throws PurchaseError when impossible. */
export function planPurchase(
  data: HeimrData,
  purchase: HeimrPurchase,
  rules: HouseRules = {},
): PurchasePlan {
  if (purchase.kind === 'pass-time') {
    return planPassTime(heimrTime, data, purchase, rules, experienceCurrency)
  }
  if (purchase.kind === 'combat') return planCombat(heimrCombat, data, purchase, experienceCurrency)
  return planOf(
    purchase,
    planTraining(data, purchase.abilityId, purchase.track, purchase.attributeId),
  )
}

/**
 * Every training point the sheet can buy now: for each ability, each track and each attribute
 * it is based on (the player chooses which attribute gains progress), priced.
 */
export function purchaseOptions(
  data: HeimrData,
  balances: Record<string, number>,
): PurchaseOption<HeimrPurchase>[] {
  const unspent = balances[experienceCurrency] ?? 0
  const options: PurchaseOption<HeimrPurchase>[] = []
  for (const [abilityId, ability] of Object.entries(data.abilities)) {
    for (const track of trainingTracks) {
      if (trainedLevel(ability, track) >= maxTrainingLevel) continue
      for (const attributeId of ability.attributes) {
        if (!own(data.attributes, attributeId)) continue
        const plan = planTraining(data, abilityId, track, attributeId)
        const purchase = trainingPurchase(abilityId, track, attributeId)
        options.push(pricedOption(purchase, plan.label, experience, plan.cost, unspent))
      }
    }
  }
  return options
}

const experience = {
  id: experienceCurrency,
  get label() {
    return text('advance.experience')
  },
  get short() {
    return text('advance.xp')
  },
}

const trainedTracks = Object.fromEntries(
  trainingTracks.map((track) => [trainedField[track], track]),
) as Record<string, TrainingTrack>

/**
 * The training point an Experience spend bought, from its changes (see `planTraining`): the
 * ability's trained level on one track, then progress on one attribute.
 */
function purchaseOfEntry(entry: LedgerEntry): HeimrPurchase | null {
  if (entry.kind !== 'spend' || entry.currency !== experienceCurrency) return null
  const [trained, progress] = entry.changes
  if (!trained || !progress) return null
  const [abilities, abilityId, field] = trained.path
  const [attributes, attributeId, progressField] = progress.path
  const track = trainedTracks[field ?? '']
  if (abilities !== 'abilities' || abilityId === undefined || !track) return null
  if (attributes !== 'attributes' || attributeId === undefined || progressField !== 'progress')
    return null
  return trainingPurchase(abilityId, track, attributeId)
}

export const heimrAdvancement: AdvancementRules<HeimrData, HeimrPurchase> = {
  currencies: [experience],
  purchaseSchema: heimrPurchaseSchema,
  options: (data, balances) => purchaseOptions(data, balances),
  plan: (data, purchase, rules) => planPurchase(data, purchase, rules),
  purchaseOf: (entry) => purchaseOfEntry(entry),
}

/** Experience totals come from the ledger, not from the character data. */
export function experienceSummary(ledger: readonly LedgerEntry[]): CurrencySummary {
  return currencySummary(ledger, experienceCurrency)
}
