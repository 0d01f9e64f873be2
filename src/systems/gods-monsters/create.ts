// New Gods & Monsters characters, the creation walkthrough's steps, and data migrations. Each
// step is a pure function returning new data, in the book's order (Tony Barlow creates
// Toromeen): motivation, moral code, archetype and specialty, ability scores, species, first-level
// mojo, survival and verve, Fighting Art, native culture, fields and skills, movement and carry,
// reactions, defense and attack, age/height/weight, coins, equipment, backstory.
import { addsOptionalFields, readVersion } from '../common/migrate'
import { rollDice, rollDie, type Rng } from '../common/dice'
import { newId } from '../common/ledger'
import type { HouseRules } from '../types'
import { finalScore, major, minor } from './contributors'
import { defaultBaseMovement, startingExperience } from './house-rules'
import {
  abilityIds,
  godsMonstersDataSchema,
  type AbilityId,
  type AbilityScores,
  type ArchetypeId,
  type Field,
  type GodsMonstersData,
} from './model'
import {
  archetypes,
  firstLevelMojo,
  firstLevelSurvival,
  firstLevelVerve,
  hundredthsPerSilver,
  noAdjustments,
  speciesPresets,
} from './tables'
import { text } from './text'

/**
 * Version 2 (issues #19 and #20, combat and the whole rules text) only added optional fields, so
 * version 1 reads unchanged (see addsOptionalFields).
 */
export const godsMonstersDataVersion = 2

/** A blank first-level warrior with every score 10, to fill in by the walkthrough. */
export function createGodsMonstersCharacter(
  _input: { name: string },
  rules: HouseRules,
): GodsMonstersData {
  return {
    motivation: '',
    moralCode: '',
    archetypes: [{ archetype: 'warrior', level: 1 }],
    specialties: [],
    rolledScores: [],
    abilities: {
      charisma: 10,
      intelligence: 10,
      wisdom: 10,
      endurance: 10,
      agility: 10,
      strength: 10,
    },
    species: {
      name: '',
      size: 'medium',
      baseMovement: defaultBaseMovement(rules),
      adjustments: { ...noAdjustments },
      baseAge: 0,
      ageDice: '',
      baseHeight: 0,
      heightDice: '',
      baseWeight: 0,
    },
    specialBonuses: [],
    survival: { current: firstLevelSurvival, max: firstLevelSurvival },
    verve: { current: firstLevelVerve, max: firstLevelVerve },
    temporaryPool: 0,
    injuries: 0,
    consciousness: 'conscious',
    dying: false,
    dead: false,
    fightingArt: { skills: [] },
    fields: [],
    extraPicks: { earned: 0, used: 0 },
    physique: { age: 0, height: 0, weight: 0, ageRoll: null, heightRoll: null },
    items: [],
    backstory: {
      home: '',
      family: '',
      community: '',
      raisedBy: '',
      knowsOthers: '',
      howGotHere: '',
    },
    levels: [],
    mojoBids: {},
    practicalMojo: [],
    studies: [],
    trades: {},
    notes: '',
  }
}

/** Reads stored data of `fromVersion` as current data. Throws with a clear reason otherwise. */
export function migrateGodsMonstersData(data: unknown, fromVersion: number): GodsMonstersData {
  return readVersion(
    'Gods & Monsters',
    godsMonstersDataSchema,
    godsMonstersDataVersion,
    data,
    fromVersion,
    {
      1: addsOptionalFields,
    },
  )
}

/** Experience a new character starts with (house rule; 0 unless the Guide says otherwise). */
export function godsMonstersStartingAwards(
  rules: HouseRules,
): { currency: string; amount: number; note: string }[] {
  const amount = startingExperience(rules)
  return amount > 0 ? [{ currency: 'xp', amount, note: text('create.startingExperience') }] : []
}

// ---- Ability scores ----

export interface AbilityRoll {
  /** The four d6 as rolled. */
  dice: number[]
  /** The lowest die, left out. */
  dropped: number
  /** The three highest added. */
  total: number
}

// Ability scores: roll four six-sided dice and add the three highest.
export function roll4d6DropLowest(rng: Rng): AbilityRoll {
  const dice = [rollDie(rng, 6), rollDie(rng, 6), rollDie(rng, 6), rollDie(rng, 6)]
  return scoreFromDice(dice)
}

/** The score four entered dice give (the three highest added). */
export function scoreFromDice(dice: readonly number[]): AbilityRoll {
  if (dice.length !== 4 || dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) {
    throw new RangeError('Four six-sided dice, each 1 to 6, are needed.')
  }
  const dropped = Math.min(...dice)
  const total = dice.reduce((sum, d) => sum + d, 0) - dropped
  return { dice: [...dice], dropped, total }
}

/** Six scores for the player to assign. */
export function rollAbilityScores(rng: Rng): AbilityRoll[] {
  return abilityIds.map(() => roll4d6DropLowest(rng))
}

/** Records the rolled totals (for the check that assigned scores use them). */
export function setRolledScores(
  data: GodsMonstersData,
  totals: readonly number[],
): GodsMonstersData {
  return { ...data, rolledScores: [...totals] }
}

/** Assigns scores to abilities (before species adjustments). */
export function assignAbilities(data: GodsMonstersData, scores: AbilityScores): GodsMonstersData {
  return { ...data, abilities: { ...scores } }
}

// ---- Archetype, species ----

/** Sets the first archetype at level 1 (keeps any further archetypes a specialty allowed). */
export function setArchetype(data: GodsMonstersData, archetype: ArchetypeId): GodsMonstersData {
  const rest = data.archetypes.slice(1).filter((a) => a.archetype !== archetype)
  const first = data.archetypes[0]
  return { ...data, archetypes: [{ archetype, level: first?.level ?? 1 }, ...rest] }
}

/** The first archetype: the one the character started as. */
export function primaryArchetype(data: GodsMonstersData): ArchetypeId {
  return data.archetypes[0]?.archetype ?? 'warrior'
}

/**
 * Applies a species preset (only the Dwarf is in our copy of the text): size, movement, ability
 * adjustments, reaction bonuses, the culture skill and the age/height/weight bases.
 */
export function applySpeciesPreset(data: GodsMonstersData, presetId: string): GodsMonstersData {
  const preset = speciesPresets.find((p) => p.id === presetId)
  if (!preset) throw new RangeError(`No species preset "${presetId}".`)
  const kept = data.specialBonuses.filter((b) => !b.id.startsWith('species:'))
  const bonuses = Object.entries(preset.reactionBonuses).map(([target, amount]) => ({
    id: `species:${target}`,
    source: preset.name,
    target: target as keyof typeof preset.reactionBonuses,
    amount: amount ?? 0,
    condition: '',
  }))
  const fields = data.fields.map((f) =>
    f.kind === 'culture' &&
    preset.cultureSkill !== null &&
    !f.skills.some((s) => s.name === preset.cultureSkill)
      ? { ...f, skills: [...f.skills, { id: newId(), name: preset.cultureSkill }] }
      : f,
  )
  return {
    ...data,
    species: {
      name: preset.name,
      size: preset.size,
      baseMovement: preset.baseMovement,
      adjustments: { ...preset.adjustments },
      baseAge: preset.baseAge,
      ageDice: preset.ageDice,
      baseHeight: preset.baseHeight,
      heightDice: preset.heightDice,
      baseWeight: preset.baseWeight,
    },
    specialBonuses: [...kept, ...bonuses],
    fields,
  }
}

// ---- First level values ----

/** The archetypal ability of an archetype (Level advancement table). */
export function archetypalAbility(archetype: ArchetypeId): AbilityId {
  return archetypes[archetype].archetypalAbility
}

// First level mojo: 12 plus the archetypal ability as a major contributor (Toromeen: 12 + 4 = 16).
export function startingMojo(data: GodsMonstersData, rules: HouseRules = {}): number {
  return firstLevelMojo + major(finalScore(data, archetypalAbility(primaryArchetype(data))), rules)
}

// Survival and verve: survival 5 plus endurance as a major contributor (Toromeen 5 + 2 = 7).
export function startingSurvival(data: GodsMonstersData, rules: HouseRules = {}): number {
  return Math.max(0, firstLevelSurvival + major(finalScore(data, 'endurance'), rules))
}

// Survival and verve: verve 5 plus the archetypal ability and the archetype's verve contributor as
// minor contributors (Toromeen: 5 + strength 18 → 2 + intelligence 12 → 0 = 7).
export function startingVerve(data: GodsMonstersData, rules: HouseRules = {}): number {
  const spec = archetypes[primaryArchetype(data)]
  return Math.max(
    0,
    firstLevelVerve +
      minor(finalScore(data, spec.archetypalAbility), rules) +
      minor(finalScore(data, spec.verveContributor), rules),
  )
}

// Money and Equipment: silver coins equal to the archetypal ability (kept in hundredths).
export function startingCoins(data: GodsMonstersData): number {
  return finalScore(data, archetypalAbility(primaryArchetype(data))) * hundredthsPerSilver
}

/** Sets survival and verve (maximum and current) to their first-level values. */
export function applyFirstLevelVitals(
  data: GodsMonstersData,
  rules: HouseRules = {},
): GodsMonstersData {
  const survival = startingSurvival(data, rules)
  const verve = startingVerve(data, rules)
  return {
    ...data,
    survival: { current: survival, max: survival },
    verve: { current: verve, max: verve },
  }
}

/**
 * The ledger awards that finish creation: first-level mojo and starting coins (in hundredths of
 * a silver coin). The sheet posts them once, when the player confirms the abilities.
 */
export function creationAwards(
  data: GodsMonstersData,
  rules: HouseRules = {},
): { currency: string; amount: number; note: string }[] {
  const awards: { currency: string; amount: number; note: string }[] = []
  const mojo = startingMojo(data, rules)
  // These two notes stay in English in every language: the sheet (GmFirstLevel) and
  // recordedStartingCoins find the posted awards by them.
  if (mojo > 0) awards.push({ currency: 'mojo', amount: mojo, note: 'First-level mojo' })
  const coins = startingCoins(data)
  if (coins > 0) awards.push({ currency: 'coins', amount: coins, note: 'Starting coins' })
  return awards
}

// ---- Fighting Art, culture, fields ----

// Fighting Art: a warrior starts with the field at +1 and the skills unarmed combat and weapon
// fluency (the bonus itself comes from levels; see derive).
function warriorFightingArtSkills(): { id: string; name: string }[] {
  return [
    { id: newId(), name: text('create.unarmedCombat') },
    { id: newId(), name: text('create.weaponFluency') },
  ]
}

export function giveWarriorFightingArt(data: GodsMonstersData): GodsMonstersData {
  const names = new Set(data.fightingArt.skills.map((s) => s.name))
  const added = warriorFightingArtSkills().filter((s) => !names.has(s.name))
  return { ...data, fightingArt: { skills: [...data.fightingArt.skills, ...added] } }
}

/** A field as new: +1 with one skill, unless a bonus is given (the native culture starts at +2). */
export function newField(
  name: string,
  skills: readonly string[],
  options: { kind?: Field['kind']; bonus?: number; preferredArchetype?: ArchetypeId | null } = {},
): Field {
  return {
    id: newId(),
    name,
    kind: options.kind ?? 'general',
    bonus: options.bonus ?? 1,
    skills: skills.map((s) => ({ id: newId(), name: s })),
    preferredArchetype: options.preferredArchetype ?? null,
    techniques: [],
  }
}

// Native culture: the field at +2 with its language and an etiquette (Toromeen: Dwarven Culture).
export function setNativeCulture(
  data: GodsMonstersData,
  name: string,
  skills: readonly string[],
): GodsMonstersData {
  const others = data.fields.filter((f) => f.kind !== 'culture')
  return { ...data, fields: [newField(name, skills, { kind: 'culture', bonus: 2 }), ...others] }
}

export function addField(data: GodsMonstersData, field: Field): GodsMonstersData {
  return { ...data, fields: [...data.fields, field] }
}

// ---- Age, height and weight ----

interface Physique {
  age: number
  height: number
  weight: number
  explanation: string
}

// Age, height, and weight: age = base + age dice; height = base + height dice + endurance
// (minor) + strength (major); weight = base + 10 × (height dice + endurance (major) + strength
// (minor)). Toromeen: 120 + 31 = 151; 41 + 10 + 1 + 4 = 56; 80 + 10 × (10 + 2 + 2) = 220.
function physiqueFrom(
  data: GodsMonstersData,
  ageRoll: number,
  heightRoll: number,
  rules: HouseRules = {},
): Physique {
  const end = finalScore(data, 'endurance')
  const str = finalScore(data, 'strength')
  const { baseAge, baseHeight, baseWeight } = data.species
  const heightBonus = minor(end, rules) + major(str, rules)
  const weightBonus = major(end, rules) + minor(str, rules)
  const age = baseAge + ageRoll
  const height = Math.max(0, baseHeight + heightRoll + heightBonus)
  const weight = Math.max(0, baseWeight + 10 * (heightRoll + weightBonus))
  return {
    age,
    height,
    weight,
    explanation: text('create.physique', {
      baseAge,
      ageRoll,
      age,
      baseHeight,
      heightRoll,
      heightBonus,
      height,
      baseWeight,
      weightBonus,
      weight,
    }),
  }
}

/** Rolls the species' age and height dice (or uses entered rolls) and records the physique. */
export function applyPhysique(
  data: GodsMonstersData,
  rolls: { age: number; height: number } | Rng,
  rules: HouseRules = {},
): GodsMonstersData {
  const age =
    typeof rolls === 'function'
      ? data.species.ageDice
        ? rollDice(rolls, data.species.ageDice).total
        : 0
      : rolls.age
  const height =
    typeof rolls === 'function'
      ? data.species.heightDice
        ? rollDice(rolls, data.species.heightDice).total
        : 0
      : rolls.height
  const p = physiqueFrom(data, age, height, rules)
  return {
    ...data,
    physique: { age: p.age, height: p.height, weight: p.weight, ageRoll: age, heightRoll: height },
  }
}

/** 56 → "4′ 8″" */
export function formatHeight(inches: number): string {
  return `${Math.floor(inches / 12)}′ ${inches % 12}″`
}
