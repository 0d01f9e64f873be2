// Campaign settings for what our copy of the Gods & Monsters text leaves open: the full
// contributor table, how Carry and a few combat bonuses are built, base movement, and starting
// experience for a replacement character. Each default says where it comes from.
import {
  defineHouseRules,
  ruleText,
  type HouseRuleDefinition,
  type NumberHouseRule,
} from '../common/house-rules'
import type { HouseRules } from '../types'
import { gearHouseRules } from './gear'
import { movementHouseRules } from './movement-house-rules'
import { text } from './text'

type BooleanRule = Extract<HouseRuleDefinition, { kind: 'boolean' }>

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

/** The id of a settable cell of the contributor table, e.g. `majorContributor17`. */
type ContributorRuleId = `${'major' | 'minor'}Contributor${number}`

/** The settable cells of the contributor table: the majors, then the minors. */
function contributorRules(): Record<ContributorRuleId, NumberHouseRule> {
  const cells: Record<ContributorRuleId, NumberHouseRule> = {}
  for (const kind of ['major', 'minor'] as const) {
    const pinned = kind === 'major' ? pinnedMajor : pinnedMinor
    const infer = kind === 'major' ? inferredMajor : inferredMinor
    for (const score of contributorScores.filter((s) => pinned[s] === undefined)) {
      cells[`${kind}Contributor${score}`] = ruleText<NumberHouseRule>(
        (field) => text(`houseRules.contributor.${kind}.${field}`, { score }),
        {
          kind: 'number',
          default: infer(score),
          min: -10,
          max: 10,
          table: {
            id: 'contributors',
            get title() {
              return text('houseRules.contributor.tableTitle')
            },
            row: String(score),
            get column() {
              return text(`houseRules.contributor.${kind}.column`)
            },
          },
        },
      )
    }
  }
  return cells
}

/** The rules this file defines; the equipment rules and the contributor table follow. */
const ownRules = {
  baseMovement: ruleText<NumberHouseRule>((field) => text(`houseRules.baseMovement.${field}`), {
    kind: 'number',
    default: 10,
    min: 0,
    max: 99,
  }),
  carryStrengthDivisor: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.carryStrengthDivisor.${field}`),
    {
      kind: 'number',
      default: 2,
      min: 1,
      max: 20,
    },
  ),
  carryEnduranceDivisor: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.carryEnduranceDivisor.${field}`),
    {
      kind: 'number',
      default: 4,
      min: 1,
      max: 20,
    },
  ),
  defenseAgilityMajor: ruleText<BooleanRule>(
    (field) => text(`houseRules.defenseAgilityMajor.${field}`),
    {
      kind: 'boolean',
      default: true,
    },
  ),
  thrownAttackAgilityMajor: ruleText<BooleanRule>(
    (field) => text(`houseRules.thrownAttackAgilityMajor.${field}`),
    {
      kind: 'boolean',
      default: false,
    },
  ),
  propelledAttackAgilityMajor: ruleText<BooleanRule>(
    (field) => text(`houseRules.propelledAttackAgilityMajor.${field}`),
    {
      kind: 'boolean',
      default: true,
    },
  ),
  levelGainFloor: ruleText<NumberHouseRule>((field) => text(`houseRules.levelGainFloor.${field}`), {
    kind: 'number',
    default: 0,
    min: 0,
    max: 10,
  }),
  sorcerorFirstLevelSlots: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.sorcerorFirstLevelSlots.${field}`),
    {
      kind: 'number',
      default: 1,
      min: 0,
      max: 99,
    },
  ),
  spellFillsLevelSlots: ruleText<BooleanRule>(
    (field) => text(`houseRules.spellFillsLevelSlots.${field}`),
    {
      kind: 'boolean',
      default: false,
    },
  ),
  prophetFirstLevelCallingPoints: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.prophetFirstLevelCallingPoints.${field}`),
    {
      kind: 'number',
      default: 1,
      min: 0,
      max: 99,
    },
  ),
  startingExperience: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.startingExperience.${field}`),
    {
      kind: 'number',
      default: 0,
      min: 0,
      max: 1_000_000,
    },
  ),
  agingScalesWithSpecies: ruleText<BooleanRule>(
    (field) => text(`houseRules.agingScalesWithSpecies.${field}`),
    {
      kind: 'boolean',
      default: true,
    },
  ),
  agingYearsBetween: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.agingYearsBetween.${field}`),
    {
      kind: 'number',
      default: 1,
      min: 1,
      max: 20,
    },
  ),
  upkeepOtherAnimalPercent: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.upkeepOtherAnimalPercent.${field}`),
    {
      kind: 'number',
      default: 5,
      min: 5,
      max: 10,
    },
  ),
  upkeepDaysPerMonth: ruleText<NumberHouseRule>(
    (field) => text(`houseRules.upkeepDaysPerMonth.${field}`),
    {
      kind: 'number',
      default: 30,
      min: 28,
      max: 31,
    },
  ),
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
