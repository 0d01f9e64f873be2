// Game data from the rules text: sizes, diseases, poisons, conditions, skills and trainings.
// Labels are short and in our own words, read in the current locale (locales/).
import { termTable, worded } from '../common/text'
import {
  animalTrainings,
  diseaseKinds,
  poisonDeliveries,
  poisonEffects,
  sizeIds,
  type AbilityId,
  type ConditionId,
  type DiseaseKind,
  type PoisonEffect,
  type SizeId,
} from './model'
import { text } from './text'

const conditionIds = [
  'frightened',
  'terrified',
  'stunned',
  'incapacitated',
  'drowning',
  'sick',
  'addicted',
  'frenzied',
] as const satisfies readonly ConditionId[]

export interface SizeSpec {
  label: string
  /** Carry limit in bulk (Size categories: Bulk and carry limit). */
  carryLimit: number
  /** How many fit in a typical zone; null for massive, which needs a large open zone. */
  perZone: number | null
}

/** Size categories: carry limits ½, 2, 8, 32, 128; a zone holds 128 tiny … 2 large. */
const sizeFigures: Record<SizeId, Omit<SizeSpec, 'label'>> = {
  tiny: { carryLimit: 0.5, perZone: 128 },
  small: { carryLimit: 2, perZone: 32 },
  medium: { carryLimit: 8, perZone: 8 },
  large: { carryLimit: 32, perZone: 2 },
  massive: { carryLimit: 128, perZone: null },
}
export const sizes: Record<SizeId, SizeSpec> = Object.fromEntries(
  sizeIds.map((id) => [id, worded(sizeFigures[id], ['label'], () => text(`size.${id}`))]),
) as Record<SizeId, SizeSpec>

/** Zone occupancy: a large open zone that fits a massive character fits 16 medium ones. */
export const massiveZoneMediumEquivalent = 16

export const conditionLabels = termTable(conditionIds, (id) => text(`condition.${id}`))

/** Our own one-line reminders of what each condition means. */
export const conditionHints = termTable(conditionIds, (id) => text(`conditionHint.${id}`))

/** What a failed recovery save does, per ability: the die, or null for no reduction. */
type ReductionDice = Record<AbilityId, 4 | 6 | null>

export interface DiseaseSpec {
  label: string
  /** Successes needed to recover. */
  successesNeeded: number
  /** False when recovery saves cannot cure it (surgery can). */
  naturalRecovery: boolean
  /** Surgery (surgical tools and a WIT save) removes it. */
  surgeryCures: boolean
  reductionDice: ReductionDice
  /** Corruption gained on each failure. */
  corruptionPerFailure: number
  /** Frenzied for a day on each failure. */
  frenzyOnFailure: boolean
  /** On this failure the feet must be amputated within a day. */
  amputationOnFailure: number | null
  /** One point of each ability reduction becomes permanent. */
  permanentPoint: boolean
  immunity: 'lasting' | 'temporary' | 'none'
  contagious: boolean
  /** Cures (other than natural recovery or magic) do not work. */
  curesWork: boolean
  /** Short summary in our own words. */
  summary: string
}

const d4s: ReductionDice = { str: 4, agi: 4, wit: 4 }
const normal: Omit<DiseaseSpec, 'label' | 'summary'> = {
  successesNeeded: 2,
  naturalRecovery: true,
  surgeryCures: false,
  reductionDice: d4s,
  corruptionPerFailure: 0,
  frenzyOnFailure: false,
  amputationOnFailure: null,
  permanentPoint: false,
  immunity: 'lasting',
  contagious: true,
  curesWork: true,
}

// Disease: daily STR recovery save, 2 successes cure, each failure −d4 STR/AGI/WIT (temporary),
// lasting immunity after recovery; each named disease below changes one part of that.
const diseaseRules: Record<DiseaseKind, Omit<DiseaseSpec, 'label' | 'summary'>> = {
  influence: { ...normal, immunity: 'temporary' },
  blackGangrene: { ...normal, amputationOnFailure: 2 },
  bloodburn: { ...normal, frenzyOnFailure: true },
  bloodyFlu: normal,
  demonPox: { ...normal, corruptionPerFailure: 2 },
  digworm: {
    ...normal,
    naturalRecovery: false,
    surgeryCures: true,
    immunity: 'none',
    contagious: false,
  },
  greaterRot: { ...normal, permanentPoint: true, curesWork: false },
  plague: { ...normal, successesNeeded: 4 },
  weepingSores: { ...normal, reductionDice: { str: 6, agi: 6, wit: null } },
  other: normal,
}
export const diseases: Record<DiseaseKind, DiseaseSpec> = Object.fromEntries(
  diseaseKinds.map((kind) => [
    kind,
    worded(diseaseRules[kind], ['label', 'summary'], (w) => text(`disease.${kind}.${w}`)),
  ]),
) as Record<DiseaseKind, DiseaseSpec>

export const poisonDeliveryLabels = termTable(poisonDeliveries, (id) =>
  text(`poisonDelivery.${id}`),
)

export interface PoisonEffectSpec {
  label: string
  /** When the effect resolves if no antidote is taken. */
  deadline: 'stretch' | 'watch'
  /** Incapacitated until the deadline (or an antidote). */
  incapacitates: boolean
  /** What happens at the deadline without an antidote. */
  atDeadline: 'damage' | 'corruption' | 'death' | 'ends'
  summary: string
}

// Poison: effects and their deadlines.
const poisonRules: Record<PoisonEffect, Omit<PoisonEffectSpec, 'label' | 'summary'>> = {
  damaging: { deadline: 'stretch', incapacitates: false, atDeadline: 'damage' },
  corrupting: { deadline: 'stretch', incapacitates: false, atDeadline: 'corruption' },
  lethal: { deadline: 'stretch', incapacitates: false, atDeadline: 'death' },
  paralysing: { deadline: 'stretch', incapacitates: true, atDeadline: 'ends' },
  soporific: { deadline: 'watch', incapacitates: true, atDeadline: 'ends' },
}
export const poisonEffectSpecs: Record<PoisonEffect, PoisonEffectSpec> = Object.fromEntries(
  poisonEffects.map((effect) => [
    effect,
    worded(poisonRules[effect], ['label', 'summary'], (w) => text(`poisonEffect.${effect}.${w}`)),
  ]),
) as Record<PoisonEffect, PoisonEffectSpec>

/** Poison: damage at the deadline of a damaging poison. */
export const damagingPoisonDie = 12
/** Poison: corruption at the deadline of a corrupting poison. */
export const corruptingPoisonCorruption = 4
/** Drugs: a full rest needs this many units of the drug. */
export const fullRestDrugUnits = 8

export interface SkillPreset {
  name: string
  proficiency: string
}

/** Skills the text names, with what it says they help with; the game master may add more. */
const proficiencies = {
  Bargain: 'bargain',
  Blather: 'talk',
  Bushcraft: 'bushcraft',
  Charm: 'talk',
  Erudition: null,
  Intimidate: 'talk',
  Leadership: 'talk',
  Medicine: null,
  Music: null,
  'River lore': 'riverLore',
} as const

/**
 * The names stay as the rules text gives them (the sheet looks skills up by name, e.g. bargain
 * and bushcraft); what they help with is read in the current locale.
 */
export const skillPresets: SkillPreset[] = Object.entries(proficiencies).map(([name, key]) => ({
  name,
  get proficiency() {
    return key === null ? '' : text(`skillProficiency.${key}`)
  },
}))

/** Languages: everyone speaks Common; the others named come from skills. */
export function commonLanguage(): string {
  return text('commonLanguage')
}
export const animalTrainingLabels = termTable(animalTrainings, (id) => text(`training.${id}`))

/** Training animals: each animal takes at most two trainings. */
export const maxAnimalTrainings = 2
