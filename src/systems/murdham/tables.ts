// Game data from the rules text: sizes, diseases, poisons, conditions, skills and trainings.
// Labels are short and in our own words.
import type {
  AbilityId,
  AnimalTraining,
  ConditionId,
  DiseaseKind,
  PoisonDelivery,
  PoisonEffect,
  SizeId,
} from './model'

export interface SizeSpec {
  label: string
  /** Carry limit in bulk (Size categories: Bulk and carry limit). */
  carryLimit: number
  /** How many fit in a typical zone; null for massive, which needs a large open zone. */
  perZone: number | null
}

/** Size categories: carry limits ½, 2, 8, 32, 128; a zone holds 128 tiny … 2 large. */
export const sizes: Record<SizeId, SizeSpec> = {
  tiny: { label: 'Tiny', carryLimit: 0.5, perZone: 128 },
  small: { label: 'Small', carryLimit: 2, perZone: 32 },
  medium: { label: 'Medium', carryLimit: 8, perZone: 8 },
  large: { label: 'Large', carryLimit: 32, perZone: 2 },
  massive: { label: 'Massive', carryLimit: 128, perZone: null },
}

/** Zone occupancy: a large open zone that fits a massive character fits 16 medium ones. */
export const massiveZoneMediumEquivalent = 16

export const conditionLabels: Record<ConditionId, string> = {
  frightened: 'Frightened',
  terrified: 'Terrified',
  stunned: 'Stunned',
  incapacitated: 'Incapacitated',
  drowning: 'Drowning',
  sick: 'Sick',
  addicted: 'Addicted',
  frenzied: 'Frenzied',
}

/** Our own one-line reminders of what each condition means. */
export const conditionHints: Record<ConditionId, string> = {
  frightened: 'Cannot approach what it fears.',
  terrified: 'Must flee; cowers if it cannot.',
  stunned: 'Knocked off balance.',
  incapacitated: 'Cannot act.',
  drowning: 'Cannot act; needs a rescue.',
  sick: 'Daily STR recovery saves.',
  addicted: 'Needs the drug at every rest.',
  frenzied: 'Attacks anyone unless restrained.',
}

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
export const diseases: Record<DiseaseKind, DiseaseSpec> = {
  influence: {
    ...normal,
    label: 'Influence',
    immunity: 'temporary',
    summary: 'Seasonal; immunity wears off.',
  },
  blackGangrene: {
    ...normal,
    label: 'Black gangrene',
    amputationOnFailure: 2,
    summary: 'Second failure: amputate the feet within a day or die.',
  },
  bloodburn: {
    ...normal,
    label: 'Bloodburn',
    frenzyOnFailure: true,
    summary: 'Each failure: frenzied for a day.',
  },
  bloodyFlu: { ...normal, label: 'Bloody flu', summary: 'No special rule; people shun you.' },
  demonPox: {
    ...normal,
    label: 'Demon pox',
    corruptionPerFailure: 2,
    summary: 'Each failure: 2 corruption.',
  },
  digworm: {
    ...normal,
    label: 'Digworm',
    naturalRecovery: false,
    surgeryCures: true,
    immunity: 'none',
    contagious: false,
    summary: 'Only surgery removes it; saves still reduce; no immunity.',
  },
  greaterRot: {
    ...normal,
    label: 'Greater rot',
    permanentPoint: true,
    curesWork: false,
    summary: 'Each failure: 1 point per ability is permanent.',
  },
  plague: { ...normal, label: 'Plague', successesNeeded: 4, summary: 'Needs 4 successes.' },
  weepingSores: {
    ...normal,
    label: 'Weeping sores',
    reductionDice: { str: 6, agi: 6, wit: null },
    summary: 'Failures: d6 STR and AGI, WIT untouched.',
  },
  other: { ...normal, label: 'Other disease', summary: 'The normal course.' },
}

export const poisonDeliveryLabels: Record<PoisonDelivery, string> = {
  bloodstream: 'Bloodstream',
  ingestion: 'Ingestion',
}

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
export const poisonEffectSpecs: Record<PoisonEffect, PoisonEffectSpec> = {
  damaging: {
    label: 'Damaging',
    deadline: 'stretch',
    incapacitates: false,
    atDeadline: 'damage',
    summary: 'Antidote by end of stretch or d12 direct damage.',
  },
  corrupting: {
    label: 'Corrupting',
    deadline: 'stretch',
    incapacitates: false,
    atDeadline: 'corruption',
    summary: 'Antidote by end of stretch or 4 corruption.',
  },
  lethal: {
    label: 'Lethal',
    deadline: 'stretch',
    incapacitates: false,
    atDeadline: 'death',
    summary: 'Antidote by end of stretch or death.',
  },
  paralysing: {
    label: 'Paralysing',
    deadline: 'stretch',
    incapacitates: true,
    atDeadline: 'ends',
    summary: 'Incapacitated to end of stretch; antidote ends it.',
  },
  soporific: {
    label: 'Soporific',
    deadline: 'watch',
    incapacitates: true,
    atDeadline: 'ends',
    summary: 'Incapacitated to end of watch; damage or antidote ends it.',
  },
}

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
export const skillPresets: SkillPreset[] = [
  { name: 'Bargain', proficiency: 'Trade talk (WIT saves); halves prices' },
  { name: 'Blather', proficiency: 'Some diplomacy and manipulation' },
  { name: 'Bushcraft', proficiency: 'Finding the way in the wild' },
  { name: 'Charm', proficiency: 'Some diplomacy and manipulation' },
  { name: 'Erudition', proficiency: '' },
  { name: 'Intimidate', proficiency: 'Some diplomacy and manipulation' },
  { name: 'Leadership', proficiency: 'Some diplomacy and manipulation' },
  { name: 'Medicine', proficiency: '' },
  { name: 'Music', proficiency: '' },
  { name: 'River lore', proficiency: 'Sailing boats' },
]

/** Languages: everyone speaks Common; the others named come from skills. */
export const commonLanguage = 'Common'
export const animalTrainingLabels: Record<AnimalTraining, string> = {
  mount: 'Mount',
  labour: 'Labour',
  fight: 'Fight',
  hunt: 'Hunt',
  track: 'Track',
  tricks: 'Tricks',
}

/** Training animals: each animal takes at most two trainings. */
export const maxAnimalTrainings = 2
