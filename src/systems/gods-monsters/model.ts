// Gods & Monsters character data (dataVersion 2) and its schema.
//
// What lives where:
// - The character data holds what the player chose or rolled: abilities, archetype levels,
//   fields and skills, survival/verve trackers, equipment, backstory.
// - Experience, mojo and coins are ledger currencies (see advance.ts), never copies in the data.
//   Coins are counted in whole hundredths of a silver coin (1 silver = 100).
// - Everything computed (contributors, reactions, movement, Carry, defense, attack bonuses,
//   Fighting Art bonus, mojo at first level) is derived (derive.ts), not stored.
import { z } from 'zod'
import { termTable } from '../common/text'
import { text } from './text'

/** The six abilities (Ability scores), in the order of the Toromeen example. */
export const abilityIds = [
  'charisma',
  'intelligence',
  'wisdom',
  'endurance',
  'agility',
  'strength',
] as const
export type AbilityId = (typeof abilityIds)[number]
export const abilityNames = termTable(abilityIds, (id) => text(`model.ability.${id}`))
export const abilityAbbreviations = termTable(abilityIds, (id) =>
  text(`model.abilityAbbreviation.${id}`),
)

/** The six reactions (Reactions table of the Toromeen example). */
export const reactionIds = [
  'health',
  'fortitude',
  'willpower',
  'evasion',
  'reason',
  'perception',
] as const
export type ReactionId = (typeof reactionIds)[number]
export const reactionNames = termTable(reactionIds, (id) => text(`model.reaction.${id}`))

/** The five archetypes (Level advancement table). The text spells it "sorceror". */
export const archetypeIds = ['warrior', 'thief', 'sorceror', 'prophet', 'monk'] as const
export type ArchetypeId = (typeof archetypeIds)[number]
export const archetypeNames = termTable(archetypeIds, (id) => text(`model.archetype.${id}`))

/** The six spell types (Spell Types); a few spells are of more than one. */
export const spellTypeIds = [
  'mental',
  'summoning',
  'divination',
  'transmutation',
  'metamagic',
  'conjuration',
] as const
export type SpellTypeId = (typeof spellTypeIds)[number]
export const spellTypeNames = termTable(spellTypeIds, (id) => text(`model.spellType.${id}`))

/**
 * Where a spell stands (Archetype advancement: Sorcerors): being researched with practical mojo,
 * a formula in hand (looted, stolen, traded or researched) not yet in the spell book, or
 * inscribed in the spell book (and so memorizable).
 */
const spellStatuses = ['researching', 'formula', 'inscribed'] as const
export type SpellStatus = (typeof spellStatuses)[number]

/** Size levels (Size differences), smallest first. */
export const sizeIds = [
  'fine',
  'tiny',
  'small',
  'medium',
  'large',
  'huge',
  'gigantic',
  'titanic',
] as const
export type SizeId = (typeof sizeIds)[number]
export const sizeNames = termTable(sizeIds, (id) => text(`model.size.${id}`))

/** What a special bonus (from a species, specialty, spell…) adds to. */
export const bonusTargets = [
  ...reactionIds,
  'defense',
  'movement',
  'closeAttack',
  'closeDamage',
  'thrownAttack',
  'thrownDamage',
  'propelledAttack',
  'propelledDamage',
] as const
export type BonusTarget = (typeof bonusTargets)[number]

const whole = (min: number, max: number) => z.number().int().min(min).max(max)
const id = z.string().min(1).max(80)
const name = z.string().min(1).max(120)
const chars = (max: number) => z.string().max(max)

/** Ability scores: each a whole number. Creation limits (3–18) are checked by check.ts. */
const abilityScoresSchema = z.object({
  charisma: whole(1, 40),
  intelligence: whole(1, 40),
  wisdom: whole(1, 40),
  endurance: whole(1, 40),
  agility: whole(1, 40),
  strength: whole(1, 40),
})
export type AbilityScores = z.infer<typeof abilityScoresSchema>

/** Signed adjustments per ability (e.g. Dwarf: endurance +1, charisma −1). */
const abilityAdjustmentsSchema = z.object({
  charisma: whole(-10, 10),
  intelligence: whole(-10, 10),
  wisdom: whole(-10, 10),
  endurance: whole(-10, 10),
  agility: whole(-10, 10),
  strength: whole(-10, 10),
})
export type AbilityAdjustments = z.infer<typeof abilityAdjustmentsSchema>

/** One level in one archetype. A character with several archetypes (by specialty) has several. */
const archetypeLevelSchema = z.object({
  archetype: z.enum(archetypeIds),
  level: whole(1, 99),
})

const specialtySchema = z.object({
  id,
  name,
  /** Character level at which it was taken (1 at creation). */
  gainedAtLevel: whole(1, 99),
  notes: chars(1000),
})

/** A bonus from the species, a specialty, a spell… `condition` empty means it always applies. */
const specialBonusSchema = z.object({
  id,
  source: name,
  target: z.enum(bonusTargets),
  amount: whole(-20, 20),
  /** When it applies, e.g. "against magical attacks or effects"; empty for always. */
  condition: chars(200),
})

/** Species (a specialty in the text) and its dice for age, height and weight. */
const speciesSchema = z.object({
  name: chars(80),
  size: z.enum(sizeIds),
  /** Movement before strength (Dwarf 8). */
  baseMovement: whole(0, 99),
  /** Ability adjustments from the species (Dwarf: endurance +1, charisma −1). */
  adjustments: abilityAdjustmentsSchema,
  baseAge: whole(0, 10_000),
  /** Age dice, e.g. "8d6"; empty when chosen rather than rolled. */
  ageDice: chars(20),
  /** Base height in inches (Dwarf 41). */
  baseHeight: whole(0, 2_000),
  heightDice: chars(20),
  /** Base weight in pounds (Dwarf 80). */
  baseWeight: whole(0, 100_000),
})

/** A monk technique: on one or two skills of a field, or on the whole field (no skills). */
const techniqueSchema = z.object({
  id,
  name,
  /** The skills it applies to (ids within the field); empty when it covers the whole field. */
  skillIds: z.array(id).max(2),
})

const skillSchema = z.object({
  id,
  name,
})

/** A field with its bonus and skills. The native culture is a field of kind "culture". */
const fieldSchema = z.object({
  id,
  name,
  kind: z.enum(['culture', 'general']),
  bonus: whole(0, 99),
  skills: z.array(skillSchema).max(60),
  /** Archetype the field prefers (skills cost more for others), or null for open fields. */
  preferredArchetype: z.enum(archetypeIds).nullable(),
  techniques: z.array(techniqueSchema).max(60),
})
export type Field = z.infer<typeof fieldSchema>

/** An item carried or worn. `gearId` points into the equipment tables (gear/), else null. */
const itemSchema = z.object({
  id,
  name,
  gearId: z.string().max(80).nullable(),
  quantity: whole(1, 9_999),
  /** Worn armor counts its worn bulk; carried armor more (Armor). */
  worn: z.boolean(),
  /** The creature size the item was made for. */
  size: z.enum(sizeIds),
  /** Bulk of one, for items not from the tables (or to override them); null uses the table. */
  bulk: z.number().finite().min(0).max(100_000).nullable(),
  /** Price paid for one, in hundredths of a silver coin; null when not bought. */
  cost: whole(0, 100_000_000).nullable(),
  notes: chars(500),
})
export type Item = z.infer<typeof itemSchema>

/** A spell the sorceror knows of: in the spell book, or a formula on its way there. */
const spellSchema = z.object({
  id,
  name,
  level: whole(1, 99),
  types: z.array(z.enum(spellTypeIds)).max(6),
  status: z.enum(spellStatuses),
  /**
   * The compatibility roll's outcome (Spell compatibility): null until rolled, and for spells
   * archetypal mojo paid for (they need none).
   */
  compatible: z.boolean().nullable(),
  /** The character level the last failed compatibility roll was made at; retry at a later one. */
  failedAtLevel: whole(1, 99).nullable(),
  /** Copies memorized and not yet cast. */
  memorized: whole(0, 99),
  notes: chars(500),
})
export type Spell = z.infer<typeof spellSchema>

/** A change of one of a prophet's spirit types, once per level after the first. */
const spiritTypeChangeSchema = z.object({
  /** The character level it was made at. */
  level: whole(2, 99),
  from: name,
  to: name,
})

/** What a thief took at a level after the first: +1 to a thief field or a skill in one. */
const thiefPickSchema = z.object({
  fieldId: id,
  fieldName: name,
  /** The new skill's name; null for +1 to the field's bonus. */
  skill: name.nullable(),
})

/** The moral code as reviewed at a level advancement (Moral codes). */
const moralReviewSchema = z.object({
  before: chars(80),
  after: chars(80),
  /** A prophet's change made with the help of the deity or pantheon. */
  assisted: z.boolean(),
})

/** What happened at one level gained (kept so the sheet can show it and undo can restore it). */
const levelGainSchema = z.object({
  /** The character level reached. */
  level: whole(2, 99),
  archetype: z.enum(archetypeIds),
  /** The archetype's own level reached. */
  archetypeLevel: whole(1, 99),
  survivalRoll: whole(1, 10).nullable(),
  verveRoll: whole(1, 10).nullable(),
  survivalGain: whole(0, 99),
  verveGain: whole(0, 99),
  mojo: whole(0, 999),
  /** Thieves: the pick of this level (absent until taken). */
  thiefPick: thiefPickSchema.optional(),
  /** The moral code review of this level (absent until recorded). */
  moralReview: moralReviewSchema.optional(),
})
export type LevelGain = z.infer<typeof levelGainSchema>

/** Mojo bid on a failed archetypal roll (Rolls, Mojo experience, Mojo increases). */
const mojoBidSchema = z.object({
  id,
  /** What the roll was for. */
  label: chars(200),
  /** Mojo the player offered. */
  bid: whole(1, 999),
  /** Mojo actually spent: what the roll missed by. */
  spent: whole(1, 999),
  /** Mojo the roll used in all (more than `spent` when others contributed). */
  credited: whole(1, 9_999),
  /** What it gained besides success, e.g. "Language Science +2", or empty. */
  gained: chars(200),
  /** Experience it earned (50 per mojo credited); set by the experience entry. */
  xp: whole(0, 999_999).optional(),
})

/** Practical mojo gathered by study, dedicated to one field, skill or spell (Practical mojo). */
const practicalMojoSchema = z.object({
  /** The field, skill or spell it is dedicated to (its name). */
  target: name,
  amount: whole(0, 9_999),
})

const studyMethodIds = ['normal', 'freeTime', 'intensive'] as const
export type StudyMethod = (typeof studyMethodIds)[number]

const studySchema = z.object({
  id,
  target: name,
  method: z.enum(studyMethodIds),
  /** Time periods studied (weeks, months or two-day spans). */
  periods: whole(1, 9_999),
  mojo: whole(0, 99_999),
  /** Coins paid, in hundredths of a silver coin. */
  cost: whole(0, 100_000_000),
  note: chars(300),
})

const ailmentRoutes = ['accepted', 'perception', 'evasion'] as const
/** How the ailment reaches the character, which picks the reaction that resists it. */
export type AilmentRoute = (typeof ailmentRoutes)[number]

/**
 * A sickness, disease or poison being tracked (Ailments): exposed (to be resisted), incubating
 * (contracted, its effect after the action time) or ailing (chronic, until thrown off).
 */
const ailmentSchema = z.object({
  id,
  name,
  strength: whole(-10, 10),
  /** E.g. "1 round", "20 minutes"; the effect comes after it. */
  actionTime: chars(40),
  /** E.g. "D2 injuries" or "Sleep 2d10 minutes". */
  effect: chars(200),
  chronic: z.boolean(),
  inescapable: z.boolean(),
  route: z.enum(ailmentRoutes),
  phase: z.enum(['exposed', 'incubating', 'ailing']),
  /** Action times since it began to ail, or since the character left its area. */
  actionTimes: whole(0, 9_999),
  timesAffected: whole(0, 9_999),
  /** Inescapable: still in its area. */
  inArea: z.boolean(),
})
export type Ailment = z.infer<typeof ailmentSchema>

const consciousnessStates = ['conscious', 'semiConscious', 'unconscious'] as const
export type ConsciousnessState = (typeof consciousnessStates)[number]

const backstorySchema = z.object({
  home: chars(2000),
  family: chars(2000),
  community: chars(2000),
  raisedBy: chars(2000),
  knowsOthers: chars(2000),
  howGotHere: chars(2000),
})
export type Backstory = z.infer<typeof backstorySchema>

export const godsMonstersDataSchema = z.object({
  motivation: chars(1000),
  /** E.g. "Chaotic Good"; empty for none. */
  moralCode: chars(80),
  /** At least one; the first is the archetype the character started with. */
  archetypes: z.array(archetypeLevelSchema).min(1).max(5),
  specialties: z.array(specialtySchema).max(60),
  /** The six 4d6-drop-lowest totals rolled or entered at creation, before assigning. */
  rolledScores: z.array(whole(3, 18)).max(6),
  /** Scores as assigned (and raised with mojo), before species adjustments. */
  abilities: abilityScoresSchema,
  species: speciesSchema,
  specialBonuses: z.array(specialBonusSchema).max(60),
  survival: z.object({ current: whole(0, 9_999), max: whole(0, 9_999) }),
  verve: z.object({ current: whole(0, 9_999), max: whole(0, 9_999) }),
  /** Temporary bonus pool of survival points from spells, specialties or spirits. */
  temporaryPool: whole(0, 9_999),
  injuries: whole(0, 999),
  consciousness: z.enum(consciousnessStates),
  /** Failed a death roll: dying until the injuries heal or time runs out. */
  dying: z.boolean(),
  dead: z.boolean(),
  /** Skills of the Fighting Art (its bonus comes from levels, never from mojo). */
  fightingArt: z.object({ skills: z.array(skillSchema).max(60) }),
  /** Fields, the native culture among them (kind "culture"). */
  fields: z.array(fieldSchema).max(60),
  /** Extra skills or field bonuses from a greater starting age, taken when needed. */
  extraPicks: z.object({ earned: whole(0, 99), used: whole(0, 99) }),
  physique: z.object({
    age: whole(0, 100_000),
    /** Inches. */
    height: whole(0, 10_000),
    /** Pounds. */
    weight: whole(0, 1_000_000),
    ageRoll: whole(0, 10_000).nullable(),
    heightRoll: whole(0, 1_000).nullable(),
  }),
  items: z.array(itemSchema).max(1000),
  backstory: backstorySchema,
  levels: z.array(levelGainSchema).max(200),
  mojoBids: z.record(z.string(), mojoBidSchema),
  practicalMojo: z.array(practicalMojoSchema).max(200),
  studies: z.array(studySchema).max(1000),
  /** Trades of mojo for coins (Money and equipment): id → mojo traded. */
  trades: z.record(z.string(), whole(1, 999)),
  notes: chars(20_000),
  /** Sorcerors: the spell book and the formulas on their way to it, by spell id. */
  spellbook: z.record(z.string().max(80), spellSchema).optional(),
  /** Prophets: the spirit types the character can call. */
  spiritTypes: z.array(name).max(40).optional(),
  /** Prophets: spirit type changes, by id. */
  spiritTypeChanges: z.record(z.string().max(80), spiritTypeChangeSchema).optional(),
  /** Sicknesses, diseases and poisons being tracked (Ailments); absent is none. */
  ailments: z.array(ailmentSchema).max(100).optional(),
  /** Aging points taken so far, as injuries or ability losses (Aging); absent is 0. */
  agingPoints: whole(0, 999).optional(),
  /** Injuries that never heal (Aging); absent is 0. */
  unhealableInjuries: whole(0, 999).optional(),
})

export type GodsMonstersData = z.infer<typeof godsMonstersDataSchema>
