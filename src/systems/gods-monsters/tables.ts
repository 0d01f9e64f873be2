// The text's tables as data: archetypes, reactions and their contributors, the level table, and
// the one species our copy of the text describes (the Dwarf of the Toromeen example).
import type { AbilityAdjustments, AbilityId, ArchetypeId, ReactionId, SizeId } from './model'
import { text } from './text'

export interface ArchetypeSpec {
  archetypalAbility: AbilityId
  archetypalReaction: ReactionId
  verveContributor: AbilityId
  /** Fighting Art bonus: +1 every this many archetype levels (Level advancement table). */
  fightingArtEvery: number
  /** Armor this archetype may learn (Armor). */
  armor: 'any' | 'basic' | 'none'
}

// Level advancement: archetypal ability, archetypal reaction, verve contributor, Fighting Art.
export const archetypes: Record<ArchetypeId, ArchetypeSpec> = {
  warrior: {
    archetypalAbility: 'strength',
    archetypalReaction: 'fortitude',
    verveContributor: 'intelligence',
    fightingArtEvery: 1,
    armor: 'any',
  },
  thief: {
    archetypalAbility: 'agility',
    archetypalReaction: 'evasion',
    verveContributor: 'wisdom',
    fightingArtEvery: 2,
    armor: 'basic',
  },
  sorceror: {
    archetypalAbility: 'intelligence',
    archetypalReaction: 'reason',
    verveContributor: 'charisma',
    fightingArtEvery: 3,
    armor: 'none',
  },
  prophet: {
    archetypalAbility: 'wisdom',
    archetypalReaction: 'willpower',
    verveContributor: 'strength',
    fightingArtEvery: 2,
    armor: 'basic',
  },
  monk: {
    archetypalAbility: 'charisma',
    archetypalReaction: 'perception',
    verveContributor: 'endurance',
    fightingArtEvery: 2,
    armor: 'basic',
  },
}

// Reactions (Toromeen example): each has a major and a minor contributing ability.
export const reactionContributors: Record<ReactionId, { major: AbilityId; minor: AbilityId }> = {
  health: { major: 'endurance', minor: 'strength' },
  fortitude: { major: 'strength', minor: 'endurance' },
  willpower: { major: 'wisdom', minor: 'charisma' },
  evasion: { major: 'agility', minor: 'intelligence' },
  reason: { major: 'intelligence', minor: 'wisdom' },
  perception: { major: 'charisma', minor: 'agility' },
}

/** Reactions at first level start from 4 (Toromeen's Reactions table, “Base”). */
export const reactionBase = 4
/** First level: survival 5, verve 5, mojo 12 plus the archetypal ability (Level table). */
export const firstLevelSurvival = 5
export const firstLevelVerve = 5
export const firstLevelMojo = 12
/** The d10 rolled for survival (odd levels) and verve (even levels). */
export const levelDie = 10
/** Attack rolls are made against 11 (Conflicts: Hitting). */
export const attackTarget = 11
/** Experience per mojo used on an archetypal roll (Mojo experience). */
export const xpPerMojo = 50
/** Experience per silver coin of loot donated or lost (How do I gain experience points?). */
export const xpPerLootSilver = 2
/** One mojo trades for 30 silver coins at creation (Toromeen: Money and equipment). */
export const coinsPerMojo = 30
/** Hundredths of a silver coin in one silver coin: coins are kept in hundredths. */
export const hundredthsPerSilver = 100

/** Experience needed to reach `level`: 1,000 × level beyond the previous (Level advancement). */
export function experienceForLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`No level ${level}.`)
  return (1000 * level * (level - 1)) / 2
}

/** The level a total of experience reaches. */
export function levelForExperience(xp: number): number {
  let level = 1
  while (experienceForLevel(level + 1) <= xp) level++
  return level
}

/** Mojo gained on reaching `level` (2 or more): ten plus the level (Level advancement: Mojo). */
export function levelMojo(level: number): number {
  return 10 + level
}

/** Specialties: one at first level, then one at 3rd and every odd level after. */
export function specialtiesForLevel(level: number): number {
  return 1 + Math.floor((level - 1) / 2)
}

/** Survival is rolled at odd levels (3rd, 5th…), verve at even levels (2nd, 4th…). */
export function levelRollKind(level: number): 'survival' | 'verve' {
  return level % 2 === 0 ? 'verve' : 'survival'
}

// Difficulty levels: bonuses and penalties by name.
export const difficulties = [
  {
    id: 'incrediblyEasy',
    get label() {
      return text('tables.difficulty.incrediblyEasy')
    },
    modifier: 16,
  },
  {
    id: 'aSnap',
    get label() {
      return text('tables.difficulty.aSnap')
    },
    modifier: 8,
  },
  {
    id: 'veryEasy',
    get label() {
      return text('tables.difficulty.veryEasy')
    },
    modifier: 4,
  },
  {
    id: 'easy',
    get label() {
      return text('tables.difficulty.easy')
    },
    modifier: 2,
  },
  {
    id: 'difficult',
    get label() {
      return text('tables.difficulty.difficult')
    },
    modifier: 0,
  },
  {
    id: 'veryDifficult',
    get label() {
      return text('tables.difficulty.veryDifficult')
    },
    modifier: -2,
  },
  {
    id: 'extremelyDifficult',
    get label() {
      return text('tables.difficulty.extremelyDifficult')
    },
    modifier: -4,
  },
  {
    id: 'nearlyImpossible',
    get label() {
      return text('tables.difficulty.nearlyImpossible')
    },
    modifier: -8,
  },
  {
    id: 'practicallyImpossible',
    get label() {
      return text('tables.difficulty.practicallyImpossible')
    },
    modifier: -16,
  },
] as const

export interface SpeciesPreset {
  id: string
  name: string
  size: SizeId
  baseMovement: number
  adjustments: AbilityAdjustments
  /** Unconditional reaction bonuses. */
  reactionBonuses: Partial<Record<ReactionId, number>>
  /** A skill the species adds to the native culture field. */
  cultureSkill: string | null
  baseAge: number
  ageDice: string
  baseHeight: number
  heightDice: string
  baseWeight: number
}

const noAdjustments: AbilityAdjustments = {
  charisma: 0,
  intelligence: 0,
  wisdom: 0,
  endurance: 0,
  agility: 0,
  strength: 0,
}

/**
 * The Dwarf, as far as the Toromeen example shows it: small, movement 8, endurance +1 and
 * charisma −1, health +2, Spelunking in the native culture, base age 120 (8d6), height 41
 * inches (2d6), weight 80 pounds. Other species are entered by hand.
 */
export const speciesPresets: SpeciesPreset[] = [
  {
    id: 'dwarf',
    get name() {
      return text('tables.species.dwarf.name')
    },
    size: 'small',
    baseMovement: 8,
    adjustments: { ...noAdjustments, endurance: 1, charisma: -1 },
    reactionBonuses: { health: 2 },
    get cultureSkill() {
      return text('tables.species.dwarf.cultureSkill')
    },
    baseAge: 120,
    ageDice: '8d6',
    baseHeight: 41,
    heightDice: '2d6',
    baseWeight: 80,
  },
]

export { noAdjustments }
