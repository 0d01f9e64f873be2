// Campaign settings for what our copy of the Gods & Monsters text leaves open: the full
// contributor table, how Carry and a few combat bonuses are built, base movement, and starting
// experience for a replacement character. Each default says where it comes from.
import {
  defineHouseRules,
  type HouseRuleDefinition,
  type NumberHouseRule,
} from '../common/house-rules'
import type { HouseRules } from '../types'
import { gearHouseRules } from './gear'
import { movementHouseRules } from './movement-house-rules'

/**
 * Contributor values the worked examples fix (score → bonus). These come from the text and are
 * not settings. The Toromeen example: major 8→−1, 10→0, 12→+1, 15→+2, 18→+4; minor 8→0, 10→0,
 * 12→0, 15→+1, 18→+2. Propelled weapons' bow built for strength: strength 12–14 gives one +25%
 * range step (major +1) and no damage (minor 0); 15–16 two steps (major +2) and +1 damage
 * (minor +1), which fixes 13, 14 and 16 too.
 */
export const pinnedMajor: Readonly<Record<number, number>> = {
  8: -1,
  10: 0,
  12: 1,
  13: 1,
  14: 1,
  15: 2,
  16: 2,
  18: 4,
}
export const pinnedMinor: Readonly<Record<number, number>> = {
  8: 0,
  10: 0,
  12: 0,
  13: 0,
  14: 0,
  15: 1,
  16: 1,
  18: 2,
}

/** Scores whose contributor a campaign may set: 3 to 20. Outside that the formula applies. */
const contributorScores = Array.from({ length: 18 }, (_, i) => i + 3)

/** INFERENCE (not in our copy of the text): major = floor((score − 10) / 2). */
export function inferredMajor(score: number): number {
  return Math.floor((score - 10) / 2)
}

/** INFERENCE (not in our copy of the text): minor = the major value halved toward zero. */
export function inferredMinor(score: number): number {
  return Math.trunc(inferredMajor(score) / 2)
}

const inferenceSource =
  'Our copy of the text has no contributor table. Its worked examples fix major 8→−1, 10→0, 12–14→+1, 15–16→+2, 18→+4 and minor 8→0, 10→0, 12–14→0, 15–16→+1, 18→+2 (Toromeen; the bow built for strength); the other scores default to major = floor((score − 10) ÷ 2), minor = major halved toward zero'

/** The id of a settable cell of the contributor table, e.g. `majorContributor17`. */
type ContributorRuleId = `${'major' | 'minor'}Contributor${number}`

/** The settable cells of the contributor table: the majors, then the minors. */
function contributorRules(): Record<ContributorRuleId, NumberHouseRule> {
  const cells: Record<ContributorRuleId, NumberHouseRule> = {}
  for (const kind of ['major', 'minor'] as const) {
    const pinned = kind === 'major' ? pinnedMajor : pinnedMinor
    const infer = kind === 'major' ? inferredMajor : inferredMinor
    for (const score of contributorScores.filter((s) => pinned[s] === undefined)) {
      cells[`${kind}Contributor${score}`] = {
        label: `${kind === 'major' ? 'Major' : 'Minor'} contributor at ${score}`,
        description: `What an ability of ${score} adds as a ${kind} contributor.`,
        kind: 'number',
        default: infer(score),
        source: inferenceSource,
        min: -10,
        max: 10,
        table: {
          id: 'contributors',
          title: 'Contributor table',
          row: String(score),
          column: kind === 'major' ? 'Major' : 'Minor',
        },
      }
    }
  }
  return cells
}

/** The rules this file defines; the equipment rules and the contributor table follow. */
const ownRules = {
  baseMovement: {
    label: 'Base movement of a new character',
    description: 'Movement before strength for a species the player has not set (a Dwarf has 8).',
    kind: 'number',
    default: 10,
    source:
      'Our copy of the text gives only the Dwarf’s base movement of 8; 10 is a placeholder for other species, to set per campaign',
    min: 0,
    max: 99,
  },
  carryStrengthDivisor: {
    label: 'Carry: strength divided by',
    description: 'Carry is strength divided by this plus endurance divided by the next setting.',
    kind: 'number',
    default: 2,
    source:
      'Inferred from the Toromeen example (strength 18 gives 9 of his Carry of 13); the rule itself is not in our copy of the text',
    min: 1,
    max: 20,
  },
  carryEnduranceDivisor: {
    label: 'Carry: endurance divided by',
    description: 'The endurance part of Carry, rounded to the nearest whole number.',
    kind: 'number',
    default: 4,
    source:
      'Inferred from the Toromeen example (endurance 15 gives 4 of his Carry of 13, so 15 ÷ 4 rounded); the rule itself is not in our copy of the text',
    min: 1,
    max: 20,
  },
  defenseAgilityMajor: {
    label: 'Defense: agility as a major contributor',
    description: 'On: agility adds its major contributor to defense. Off: its minor contributor.',
    kind: 'boolean',
    default: true,
    source:
      'The text names agility as the source of defense (“agility of 10 is completely average”) but our copy does not say which contributor; major is a placeholder',
  },
  thrownAttackAgilityMajor: {
    label: 'Thrown attack: agility as a major contributor',
    description: 'On: agility adds its major contributor to thrown attacks. Off: its minor.',
    kind: 'boolean',
    default: false,
    source:
      'The example gives a thrown attack of 0 with agility 10, which fits either; minor mirrors strength’s minor contribution to close attacks',
  },
  propelledAttackAgilityMajor: {
    label: 'Propelled attack: agility as a major contributor',
    description: 'On: agility adds its major contributor to propelled attacks. Off: its minor.',
    kind: 'boolean',
    default: true,
    source:
      'The example gives a propelled attack of 0 “because of his average agility”, which fits either; major is a placeholder',
  },
  levelGainFloor: {
    label: 'Least survival or verve gained at a level',
    description: 'A d10 plus a negative contributor never adds less than this.',
    kind: 'number',
    default: 0,
    source:
      'The text does not say what happens when the d10 plus a negative contributor is below zero; 0 means a new level never lowers survival or verve',
    min: 0,
    max: 10,
  },
  sorcerorFirstLevelSlots: {
    label: 'Spell slots of a first-level sorceror',
    description: 'Slots for memorization a sorceror has at first level, before any level gained.',
    kind: 'number',
    default: 1,
    source:
      'Our copy of the text gives the slots each later level brings (as many as the level reached: a 3rd-level sorceror gains three) but not what a new sorceror starts with; 1 reads “at each level, the sorceror gains that many new slots” as counting the first level too',
    min: 0,
    max: 99,
  },
  spellFillsLevelSlots: {
    label: 'A memorized spell fills as many slots as its level',
    description: 'On: a 3rd-level spell fills three slots. Off: every memorized spell fills one.',
    kind: 'boolean',
    default: false,
    source:
      'The text gives sorcerors “new spell slots for memorization” without saying how many slots a spell fills; off (one spell, one slot) is the plainest reading',
  },
  prophetFirstLevelCallingPoints: {
    label: 'Calling points of a first-level prophet',
    description: 'Calling points a prophet has at first level, before any level gained.',
    kind: 'number',
    default: 1,
    source:
      'Our copy of the text gives the calling points each later level brings (as many as the level reached) but not what a new prophet starts with; 1 reads “at each level, a prophet gains level new calling points” as counting the first level too',
    min: 0,
    max: 99,
  },
  startingExperience: {
    label: 'Starting experience',
    description: 'Experience a new character starts with (e.g. a replacement for a dead one).',
    kind: 'number',
    default: 0,
    source:
      'Characters start at first level with zero experience; the Adventure Guide says how much a replacement character has',
    min: 0,
    max: 1_000_000,
  },
  agingScalesWithSpecies: {
    label: 'Aging follows the species’ lifespan',
    description:
      'On: aging starts at (40 + endurance) times the species’ base age over 15, and comes that many times more slowly (a Dwarf: 8 times). Off: at 40 + endurance for every species.',
    kind: 'boolean',
    default: true,
    source:
      'Aging gives 40 + endurance without naming species, but the Toromeen example says Dwarves are 8 times as old as humans (base age 120, so 15 for humans) and makes him 151 years old; on is that reading',
  },
  agingYearsBetween: {
    label: 'Years between aging points',
    description: 'After aging starts, one aging point comes every this many (human) years.',
    kind: 'number',
    default: 1,
    source:
      'Aging says every year afterward, “modified by endurance as a special contributor”; our copy has no special contributor table, so the default is every year',
    min: 1,
    max: 20,
  },
  upkeepOtherAnimalPercent: {
    label: 'Monthly upkeep of animals not ridden (% of cost)',
    description:
      'Riding and war horses cost 10% of their price a month; other animals (pack horse, pony, mule, donkey, ox) this much.',
    kind: 'number',
    default: 5,
    source:
      'Upkeep and living expenses: riding animals 10% a month, other animals 5%; the table does not say which of its animals are ridden, so a campaign that rides its ponies and mules can set 10',
    min: 5,
    max: 10,
  },
  upkeepDaysPerMonth: {
    label: 'Days in a month for upkeep',
    description: 'Armor and animals cost their upkeep per month, weapons per year (12 months).',
    kind: 'number',
    default: 30,
    source:
      'Upkeep and living expenses gives upkeep per day, month and year without the length of a month; 30 days is a placeholder',
    min: 28,
    max: 31,
  },
} satisfies Record<string, HouseRuleDefinition>

export const godsMonstersHouseRules = defineHouseRules(
  ownRules,
  // Equipment settings (gear/): carried bulk of scale mail and helmets, what Carry counts.
  gearHouseRules.definitions,
  contributorRules(),
  // Movement settings (movement-house-rules.ts): jump distances of tiny and fine creatures.
  movementHouseRules.definitions,
)

/** Base movement for a new character's species (house rule, default 10). */
export const defaultBaseMovement = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'baseMovement'))
/** Carry divisors (house rules inferred from Toromeen: 2 and 4). */
export const carryDivisors = (rules: HouseRules): { strength: number; endurance: number } => ({
  strength: Math.round(godsMonstersHouseRules.read(rules, 'carryStrengthDivisor')),
  endurance: Math.round(godsMonstersHouseRules.read(rules, 'carryEnduranceDivisor')),
})
export const defenseAgilityMajor = (rules: HouseRules): boolean =>
  godsMonstersHouseRules.read(rules, 'defenseAgilityMajor')
export const thrownAttackAgilityMajor = (rules: HouseRules): boolean =>
  godsMonstersHouseRules.read(rules, 'thrownAttackAgilityMajor')
export const propelledAttackAgilityMajor = (rules: HouseRules): boolean =>
  godsMonstersHouseRules.read(rules, 'propelledAttackAgilityMajor')
/** Least survival or verve a level adds (house rule, default 0). */
export const levelGainFloor = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'levelGainFloor'))
/** Spell slots a first-level sorceror has (house rule, default 1). */
export const sorcerorFirstLevelSlots = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'sorcerorFirstLevelSlots'))
/** Does a memorized spell fill as many slots as its level (house rule, default off)? */
export const spellFillsLevelSlots = (rules: HouseRules): boolean =>
  godsMonstersHouseRules.read(rules, 'spellFillsLevelSlots')
/** Calling points a first-level prophet has (house rule, default 1). */
export const prophetFirstLevelCallingPoints = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'prophetFirstLevelCallingPoints'))
/** Experience a new character starts with (house rule, default 0). */
export const startingExperience = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'startingExperience'))

/** The campaign's value for a score's contributor, or null when the score has no setting. */
export function contributorSetting(
  rules: HouseRules,
  kind: 'major' | 'minor',
  score: number,
): number | null {
  const pinned = kind === 'major' ? pinnedMajor : pinnedMinor
  if (pinned[score] !== undefined || !contributorScores.includes(score)) return null
  return Math.round(godsMonstersHouseRules.read(rules, `${kind}Contributor${score}`))
}

/** Does aging follow the species' lifespan (house rule, default on)? */
export const agingScalesWithSpecies = (rules: HouseRules): boolean =>
  godsMonstersHouseRules.read(rules, 'agingScalesWithSpecies')
/** Years between aging points (house rule, default 1). */
export const agingYearsBetween = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'agingYearsBetween'))
/** Monthly upkeep of an animal that is not a riding animal, in percent (house rule, default 5). */
export const upkeepOtherAnimalPercent = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'upkeepOtherAnimalPercent'))
/** Days in an upkeep month (house rule, default 30). */
export const upkeepDaysPerMonth = (rules: HouseRules): number =>
  Math.round(godsMonstersHouseRules.read(rules, 'upkeepDaysPerMonth'))
