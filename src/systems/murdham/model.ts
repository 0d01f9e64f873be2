// Murdham character data (dataVersion 2) and its schema.
import { z } from 'zod'
import { termTable } from '../common/text'
import { text } from './text'

export const abilityIds = ['str', 'agi', 'wit'] as const
export type AbilityId = (typeof abilityIds)[number]
/** The abilities' short names (STR, AGI, WIT), read in the current locale. */
export const abilityLabels = termTable(abilityIds, (id) => text(`ability.${id}`))
/** The abilities' full names, read in the current locale. */
export const abilityNames = termTable(abilityIds, (id) => text(`abilityName.${id}`))

/** Size categories (Size categories), smallest first. */
export const sizeIds = ['tiny', 'small', 'medium', 'large', 'massive'] as const
export type SizeId = (typeof sizeIds)[number]

/** Conditions the text names. Sick and addicted follow from diseases and addictions. */
export type ConditionId =
  | 'frightened'
  | 'terrified'
  | 'stunned'
  | 'incapacitated'
  | 'drowning'
  | 'sick'
  | 'addicted'
  | 'frenzied'
/** Conditions the player sets by hand; the other two are derived. */
export const manualConditionIds = [
  'frightened',
  'terrified',
  'stunned',
  'incapacitated',
  'drowning',
  'frenzied',
] as const satisfies readonly ConditionId[]
export type ManualConditionId = (typeof manualConditionIds)[number]

/** When a condition ends by itself: at the end of the stretch, watch or day, or not (null). */
export const durations = ['stretch', 'watch', 'day'] as const
export type Duration = (typeof durations)[number]

export const diseaseKinds = [
  'influence',
  'blackGangrene',
  'bloodburn',
  'bloodyFlu',
  'demonPox',
  'digworm',
  'greaterRot',
  'plague',
  'weepingSores',
  'other',
] as const
export type DiseaseKind = (typeof diseaseKinds)[number]

export const poisonDeliveries = ['bloodstream', 'ingestion'] as const
export type PoisonDelivery = (typeof poisonDeliveries)[number]
export const poisonEffects = [
  'damaging',
  'corrupting',
  'lethal',
  'paralysing',
  'soporific',
] as const
export type PoisonEffect = (typeof poisonEffects)[number]

const reductionCauses = ['disease', 'drug', 'poison', 'other'] as const
export type ReductionCause = (typeof reductionCauses)[number]

export const animalTrainings = ['mount', 'labour', 'fight', 'hunt', 'track', 'tricks'] as const
export type AnimalTraining = (typeof animalTrainings)[number]

const whole = (min: number, max: number) => z.number().int().min(min).max(max)
const id = z.string().min(1).max(80)

/**
 * Bulk in the rules' own unit. Halves are allowed (½), so a bulk must be a multiple of 0.5:
 * such numbers add up exactly in floating point.
 */
export const bulkSchema = z
  .number({ error: () => text('error.bulkNumber') })
  .finite({ error: () => text('error.bulkNumber') })
  .min(0, { error: () => text('error.bulkNotNegative') })
  .max(10_000, { error: () => text('error.bulkMax') })
  .refine((n) => Number.isInteger(n * 2), { error: () => text('error.bulkWholeOrHalf') })

const abilitySchema = z.object({
  /** The ability's full value. */
  max: whole(0, 30),
  /** The value now, before temporary reductions (lowered by damage and the like). */
  current: whole(0, 30),
})

/** A temporary reduction of one ability, shown apart from the ability and undone later. */
const reductionSchema = z.object({
  id,
  ability: z.enum(abilityIds),
  amount: whole(1, 30),
  cause: z.enum(reductionCauses),
  /** The disease, addiction or poison it came from, when there is one. */
  sourceId: z.string().max(80).nullable(),
  note: z.string().max(200),
})

const skillSchema = z.object({
  id,
  name: z.string().min(1).max(80),
  /** What it makes the character proficient in (free text; empty for none). */
  proficiency: z.string().max(300),
  /** Languages it grants, besides Common. */
  languages: z.array(z.string().min(1).max(40)).max(10),
  literacy: z.boolean(),
  /** Items it lets the character craft at high quality (free text; empty for none). */
  crafting: z.string().max(300),
})

const recoveryRecordSchema = z.object({
  day: whole(0, 100_000),
  passed: z.boolean(),
  /** The d20 when the app rolled it, else null. */
  roll: z.number().int().min(1).max(100).nullable(),
  note: z.string().max(300),
})

const diseaseSchema = z.object({
  id,
  kind: z.enum(diseaseKinds),
  name: z.string().min(1).max(80),
  successes: whole(0, 99),
  failures: whole(0, 99),
  status: z.enum(['sick', 'recovered']),
  /** Black gangrene: the feet must be amputated within a day. */
  amputationDue: z.boolean(),
  amputated: z.boolean(),
  log: z.array(recoveryRecordSchema).max(200),
})

const immunitySchema = z.object({
  kind: z.enum(diseaseKinds),
  name: z.string().min(1).max(80),
  /** Influence: immunity lasts only a while. */
  temporary: z.boolean(),
})

const poisonSchema = z.object({
  id,
  name: z.string().min(1).max(80),
  delivery: z.enum(poisonDeliveries),
  effect: z.enum(poisonEffects),
  drug: z.boolean(),
})

const addictionSchema = z.object({
  id,
  drug: z.string().min(1).max(80),
})

const itemSchema = z.object({
  id,
  name: z.string().min(1).max(120),
  bulk: bulkSchema,
  quantity: whole(1, 999),
  illegal: z.boolean(),
  notes: z.string().max(500),
})

const animalSchema = z.object({
  id,
  name: z.string().min(1).max(80),
  wild: z.boolean(),
  tamed: z.boolean(),
  trainings: z.array(z.enum(animalTrainings)).max(2, { error: () => text('error.twoTrainings') }),
})

/** Befriending animals: the one animal following the character for now (optional: added later). */
const befriendedSchema = z.object({
  name: z.string().min(1).max(80),
  wild: z.boolean(),
  /** The watch it was befriended in; it leaves when that watch ends. */
  watch: whole(0, 1_000_000),
})

export const murdhamDataSchema = z.object({
  concept: z.string().max(200),
  size: z.enum(sizeIds),
  abilities: z.object({ str: abilitySchema, agi: abilitySchema, wit: abilitySchema }),
  reductions: z.array(reductionSchema).max(200),
  /** Health is not defined by this text: entered, with a house-rule default. */
  health: z.object({ current: whole(-99, 999), max: whole(0, 999) }),
  corruption: whole(0, 999),
  deceased: z.boolean(),
  career: z.object({ name: z.string().max(80), knowledge: z.string().max(500) }),
  skills: z.array(skillSchema).max(60),
  conditions: z
    .array(z.object({ id: z.enum(manualConditionIds), until: z.enum(durations).nullable() }))
    .max(manualConditionIds.length),
  /** Effects that let the character ignore fear (two stack to ignore terror). */
  fearWards: whole(0, 9),
  diseases: z.array(diseaseSchema).max(50),
  immunities: z.array(immunitySchema).max(50),
  /** Poisons that took effect and still wait for an antidote or the deadline. */
  poisons: z.array(poisonSchema).max(50),
  addictions: z.array(addictionSchema).max(20),
  items: z.array(itemSchema).max(500),
  animals: z.array(animalSchema).max(50),
  befriended: befriendedSchema.nullable().optional(),
  time: z.object({
    stretch: whole(0, 1_000_000),
    watch: whole(0, 1_000_000),
    day: whole(0, 100_000),
    /** A dose of poison was already met this stretch, so the next one takes effect. */
    poisonedThisStretch: z.boolean(),
    /**
     * Bad weather: the day on which proper shelter was found (a daily rest may then be taken
     * there). Optional so older data reads unchanged (absent: none found).
     */
    shelterDay: whole(0, 100_000).optional(),
    /** The day of the last daily rest. Optional so older data reads unchanged (absent: none). */
    restDay: whole(0, 100_000).optional(),
  }),
  notes: z.string().max(20_000),
})

export type MurdhamData = z.infer<typeof murdhamDataSchema>
export type Reduction = z.infer<typeof reductionSchema>
export type Skill = z.infer<typeof skillSchema>
export type Disease = z.infer<typeof diseaseSchema>
export type Poison = z.infer<typeof poisonSchema>
export type MurdhamItem = z.infer<typeof itemSchema>
export type Animal = z.infer<typeof animalSchema>
