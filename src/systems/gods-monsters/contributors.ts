// Major and minor contributors: what an ability score adds to a derived value. The values the
// Toromeen example fixes are encoded as given; the rest follow the campaign's table (house
// rules), whose defaults are an INFERENCE documented in house-rules.ts.
import type { HouseRules } from '../types'
import {
  contributorSetting,
  inferredMajor,
  inferredMinor,
  pinnedMajor,
  pinnedMinor,
} from './house-rules'
import type { AbilityId, GodsMonstersData } from './model'

export type ContributorKind = 'major' | 'minor'

// Contributor table: pinned by the Toromeen example, else the campaign's setting, else inferred.
export function contributor(kind: ContributorKind, score: number, rules: HouseRules = {}): number {
  const pinned = (kind === 'major' ? pinnedMajor : pinnedMinor)[score]
  if (pinned !== undefined) return pinned
  const set = contributorSetting(rules, kind, score)
  if (set !== null) return set
  return kind === 'major' ? inferredMajor(score) : inferredMinor(score)
}

export const major = (score: number, rules: HouseRules = {}): number =>
  contributor('major', score, rules)
export const minor = (score: number, rules: HouseRules = {}): number =>
  contributor('minor', score, rules)

/** Where a contributor value comes from, for explanations. */
export function contributorSource(kind: ContributorKind, score: number): 'text' | 'table' {
  return (kind === 'major' ? pinnedMajor : pinnedMinor)[score] !== undefined ? 'text' : 'table'
}

export function finalScore(data: GodsMonstersData, ability: AbilityId): number {
  return data.abilities[ability] + data.species.adjustments[ability]
}
