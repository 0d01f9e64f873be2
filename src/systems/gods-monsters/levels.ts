// Levels: character level from archetype levels, reaction and Fighting Art bonuses by archetype
// level, and what one level gained brings (Level advancement).
import { rollDie, type Rng } from '../common/dice'
import type { HouseRules } from '../types'
import { finalScore, major, minor } from './contributors'
import { levelGainFloor } from './house-rules'
import type { ArchetypeId, GodsMonstersData, LevelGain, ReactionId } from './model'
import { archetypeNames } from './model'
import {
  archetypes,
  experienceForLevel,
  levelDie,
  levelForExperience,
  levelMojo,
  levelRollKind,
  specialtiesForLevel,
} from './tables'
import { text } from './text'

/** Character level: the sum of the archetype levels (Sam Stevens is a 1st-level thief and warrior). */
export function characterLevel(data: GodsMonstersData): number {
  return data.archetypes.reduce((sum, a) => sum + a.level, 0)
}

/** The character's level in one archetype (0 without it). */
export function archetypeLevel(data: GodsMonstersData, archetype: ArchetypeId): number {
  return data.archetypes.find((a) => a.archetype === archetype)?.level ?? 0
}

export interface LevelBonusPart {
  archetype: ArchetypeId
  level: number
  bonus: number
}

// Level advancement, Reactions: +1 each level to the archetypal reaction (so a bonus of level),
// +1 each even level to the others; with several archetypes, by archetype level (each archetype
// adds its own share).
export function reactionLevelBonus(
  data: GodsMonstersData,
  reaction: ReactionId,
): { total: number; parts: LevelBonusPart[] } {
  const parts = data.archetypes.map((a) => ({
    archetype: a.archetype,
    level: a.level,
    bonus:
      archetypes[a.archetype].archetypalReaction === reaction ? a.level : Math.floor(a.level / 2),
  }))
  return { total: parts.reduce((s, p) => s + p.bonus, 0), parts }
}

// Fighting Art field bonus: warriors +1 every level; thieves, prophets and monks at 2nd level and
// every two after; sorcerors at 3rd and every three after. By archetype level, added up.
export function fightingArtBonus(data: GodsMonstersData): {
  total: number
  parts: LevelBonusPart[]
} {
  const parts = data.archetypes.map((a) => ({
    archetype: a.archetype,
    level: a.level,
    bonus: Math.floor(a.level / archetypes[a.archetype].fightingArtEvery),
  }))
  return { total: parts.reduce((s, p) => s + p.bonus, 0), parts }
}

/**
 * The character levels at which each level of `archetype` was taken: 1 for the archetype the
 * character started with, then the levels gained in it on this sheet. When archetype levels were
 * entered by hand (more levels than the sheet saw gained), they count as character levels 1 to
 * the archetype level, as for a character of that one archetype.
 */
function levelsTakenIn(data: GodsMonstersData, archetype: ArchetypeId): number[] {
  const archetypeLevels = archetypeLevel(data, archetype)
  const taken = [
    ...(data.archetypes[0]?.archetype === archetype ? [1] : []),
    ...data.levels.filter((g) => g.archetype === archetype).map((g) => g.level),
  ]
  if (taken.length === archetypeLevels) return taken
  return Array.from({ length: archetypeLevels }, (_, i) => i + 1)
}

export interface LevelGrants {
  total: number
  /** One per level taken in the archetype: the character level and what it brought. */
  parts: { level: number; amount: number }[]
  explanation: string
}

// Archetype advancement: sorcerors gain as many spell slots, and prophets as many calling
// points, as the level reached; with several archetypes, the overall level (Multiple archetypes:
// "use their overall level for everything except Reactions and the Fighting Arts"). The first
// level's amount is not in our copy of the text: it is the campaign's (`firstLevel`).
export function archetypeLevelGrants(
  data: GodsMonstersData,
  archetype: ArchetypeId,
  firstLevel: number,
): LevelGrants {
  const parts = levelsTakenIn(data, archetype).map((level) => ({
    level,
    amount: level === 1 ? firstLevel : level,
  }))
  const total = parts.reduce((sum, p) => sum + p.amount, 0)
  const explanation =
    parts.length === 0
      ? text(`levels.noLevels.${archetype}`)
      : text('levels.grants', {
          parts: parts
            .map((p) => text('levels.grantPart', { level: p.level, amount: p.amount }))
            .join(', '),
          total,
        })
  return { total, parts, explanation }
}

/** Specialties the character's level allows: 1 at first level, +1 at 3rd and each odd level. */
export function specialtiesAllowed(data: GodsMonstersData): number {
  return specialtiesForLevel(characterLevel(data))
}

export interface ExperienceStatus {
  xp: number
  level: number
  /** The level the experience reaches; above `level` when a level-up is pending. */
  levelByExperience: number
  pending: number
  /** Experience for the next level after the one experience reaches. */
  nextAt: number
}

/** Level from experience, against the level the character has taken. */
export function experienceStatus(data: GodsMonstersData, xp: number): ExperienceStatus {
  const level = characterLevel(data)
  const byXp = levelForExperience(xp)
  return {
    xp,
    level,
    levelByExperience: byXp,
    pending: Math.max(0, byXp - level),
    nextAt: experienceForLevel(byXp + 1),
  }
}

/** The archetype whose abilities set verve at a level: highest level after advancing, ties to the new one. */
export function verveArchetype(data: GodsMonstersData, advancing: ArchetypeId): ArchetypeId {
  const after = data.archetypes.map((a) => ({
    archetype: a.archetype,
    level: a.level + (a.archetype === advancing ? 1 : 0),
  }))
  if (!after.some((a) => a.archetype === advancing)) after.push({ archetype: advancing, level: 1 })
  const top = Math.max(...after.map((a) => a.level))
  const advancingLevel = after.find((a) => a.archetype === advancing)?.level ?? 0
  if (advancingLevel === top) return advancing
  return after.find((a) => a.level === top)?.archetype ?? advancing
}

export interface LevelUpResult {
  data: GodsMonstersData
  gain: LevelGain
  /** Mojo to award (10 + the new level). */
  mojo: number
  /** New specialties the level allows (0 or 1). */
  newSpecialties: number
  /** One line per thing gained, with the numbers. */
  summary: string[]
  /** What the player chooses or reviews at this level (thief pick, moral code…). */
  reminders: string[]
}

/**
 * One level gained in `archetype` (a new archetype only when a specialty allows it). Rolls the
 * d10 for survival (odd levels) or verve (even levels) with `rng`, or uses the entered roll.
 */
export function levelUp(
  data: GodsMonstersData,
  archetype: ArchetypeId,
  roll: number | Rng,
  rules: HouseRules = {},
): LevelUpResult {
  const newLevel = characterLevel(data) + 1
  const kind = levelRollKind(newLevel)
  const die = typeof roll === 'function' ? rollDie(roll, levelDie) : roll
  if (!Number.isInteger(die) || die < 1 || die > levelDie) {
    throw new RangeError(`A d${levelDie} roll is 1 to ${levelDie} (got ${die}).`)
  }
  const floor = levelGainFloor(rules)
  const had = data.archetypes.some((a) => a.archetype === archetype)
  const archetypesAfter = had
    ? data.archetypes.map((a) => (a.archetype === archetype ? { ...a, level: a.level + 1 } : a))
    : [...data.archetypes, { archetype, level: 1 }]
  const archetypeLevelAfter = archetypesAfter.find((a) => a.archetype === archetype)?.level ?? 1
  const summary: string[] = [
    text('levels.summary.level', {
      level: newLevel,
      archetype: archetypeNames[archetype],
      archetypeLevel: archetypeLevelAfter,
    }),
  ]
  let survivalGain = 0
  let verveGain = 0
  if (kind === 'survival') {
    // Survival and verve: odd levels add d10 survival, endurance as a major contributor.
    const mod = major(finalScore(data, 'endurance'), rules)
    survivalGain = Math.max(floor, die + mod)
    summary.push(
      text('levels.summary.survival', {
        gain: survivalGain,
        die,
        endurance: `${mod >= 0 ? '+' : ''}${mod}`,
      }),
    )
  } else {
    // Survival and verve: even levels add d10 verve, the archetypal ability and verve
    // contributor as minor contributors (of the archetype highest after advancing).
    const spec = archetypes[verveArchetype(data, archetype)]
    const a = minor(finalScore(data, spec.archetypalAbility), rules)
    const v = minor(finalScore(data, spec.verveContributor), rules)
    verveGain = Math.max(floor, die + a + v)
    summary.push(
      text('levels.summary.verve', {
        gain: verveGain,
        die,
        ability: text(`levels.score.${spec.archetypalAbility}`),
        abilityBonus: a,
        contributor: text(`levels.score.${spec.verveContributor}`),
        contributorBonus: v,
      }),
    )
  }
  const mojo = levelMojo(newLevel)
  summary.push(text('levels.summary.mojo', { mojo }))
  const newSpecialties = specialtiesForLevel(newLevel) - specialtiesForLevel(newLevel - 1)
  if (newSpecialties > 0) summary.push(text('levels.summary.specialty'))
  // Archetype advancement: what the level brings the archetype it is taken in.
  const reminders: string[] = []
  if (archetype === 'sorceror') summary.push(text('levels.summary.spellSlots', { count: newLevel }))
  if (archetype === 'prophet') {
    summary.push(text('levels.summary.callingPoints', { count: newLevel }))
    reminders.push(text('levels.reminder.spiritType'))
  }
  if (archetype === 'thief') {
    reminders.push(text('levels.reminder.thief'))
  }
  // Moral codes: the player and the Guide consider the moral code at each level advancement.
  reminders.push(text('levels.reminder.moralCode'))
  const reactionsBefore = reactionBonusesAll(data)
  const after: GodsMonstersData = {
    ...data,
    archetypes: archetypesAfter,
    survival: {
      max: data.survival.max + survivalGain,
      current: data.survival.current + survivalGain,
    },
    verve: { max: data.verve.max + verveGain, current: data.verve.current + verveGain },
  }
  const reactionsAfter = reactionBonusesAll(after)
  const raised = (Object.keys(reactionsAfter) as ReactionId[]).filter(
    (r) => reactionsAfter[r] > reactionsBefore[r],
  )
  if (raised.length > 0) {
    summary.push(
      text('levels.summary.reactions', {
        reactions: raised.map((r) => text(`levels.score.${r}`)).join(', '),
      }),
    )
  }
  const fa = fightingArtBonus(after).total - fightingArtBonus(data).total
  if (fa > 0) summary.push(text('levels.summary.fightingArt', { bonus: fa }))
  const gain: LevelGain = {
    level: newLevel,
    archetype,
    archetypeLevel: archetypeLevelAfter,
    survivalRoll: kind === 'survival' ? die : null,
    verveRoll: kind === 'verve' ? die : null,
    survivalGain,
    verveGain,
    mojo,
  }
  return {
    data: { ...after, levels: [...data.levels, gain] },
    gain,
    mojo,
    newSpecialties,
    summary,
    reminders,
  }
}

function reactionBonusesAll(data: GodsMonstersData): Record<ReactionId, number> {
  return {
    health: reactionLevelBonus(data, 'health').total,
    fortitude: reactionLevelBonus(data, 'fortitude').total,
    willpower: reactionLevelBonus(data, 'willpower').total,
    evasion: reactionLevelBonus(data, 'evasion').total,
    reason: reactionLevelBonus(data, 'reason').total,
    perception: reactionLevelBonus(data, 'perception').total,
  }
}
