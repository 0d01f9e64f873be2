// Reactions, defense and the close, thrown and propelled attack and damage bonuses.
import type { HouseRules } from '../types'
import { signed } from '../common/format'
import { contributor, finalScore, major, minor, type ContributorKind } from './contributors'
import { armorDefense } from './equipment'
import {
  defenseAgilityMajor,
  propelledAttackAgilityMajor,
  thrownAttackAgilityMajor,
} from './house-rules'
import { fightingArtBonus, reactionLevelBonus, type LevelBonusPart } from './levels'
import { specialBonus, type Computed } from './movement'
import {
  abilityNames,
  archetypeNames,
  reactionIds,
  type AbilityId,
  type BonusTarget,
  type GodsMonstersData,
  type ReactionId,
} from './model'
import { reactionBase, reactionContributors } from './tables'
import { text } from './text'

interface ContributorPart {
  ability: AbilityId
  score: number
  kind: ContributorKind
  value: number
}

export interface ReactionBreakdown {
  reaction: ReactionId
  base: number
  major: ContributorPart
  minor: ContributorPart
  /** Species, specialty and other unconditional bonuses. */
  special: { source: string; amount: number }[]
  /** Level bonuses by archetype (the archetypal reaction's every level, others' even levels). */
  level: LevelBonusPart[]
  total: number
  explanation: string
}

function part(
  data: GodsMonstersData,
  ability: AbilityId,
  kind: ContributorKind,
  rules: HouseRules,
): ContributorPart {
  const score = finalScore(data, ability)
  return { ability, score, kind, value: contributor(kind, score, rules) }
}

// Reactions: base 4, a major and a minor contributing ability, special bonuses, and the level
// bonuses (Toromeen: health 4 + 2 + 2 + Dwarf 2 = 10; fortitude 4 + 4 + 1 + warrior 1 = 10).
export function reactionBreakdown(
  data: GodsMonstersData,
  reaction: ReactionId,
  rules: HouseRules = {},
): ReactionBreakdown {
  const spec = reactionContributors[reaction]
  const maj = part(data, spec.major, 'major', rules)
  const min = part(data, spec.minor, 'minor', rules)
  const special = specialBonus(data, reaction)
  const level = reactionLevelBonus(data, reaction)
  const total = reactionBase + maj.value + min.value + special.total + level.total
  const pieces = [
    text('stats.reactionBase', { base: reactionBase }),
    text('stats.reactionMajor', {
      ability: abilityNames[maj.ability],
      score: maj.score,
      value: signed(maj.value),
    }),
    text('stats.reactionMinor', {
      ability: abilityNames[min.ability],
      score: min.score,
      value: signed(min.value),
    }),
    ...special.parts.map((p) => `${p.source} ${signed(p.amount)}`),
    ...level.parts
      .filter((p) => p.bonus !== 0)
      .map((p) => `${archetypeNames[p.archetype]} ${p.level} ${signed(p.bonus)}`),
  ]
  return {
    reaction,
    base: reactionBase,
    major: maj,
    minor: min,
    special: special.parts,
    level: level.parts.filter((p) => p.bonus !== 0),
    total,
    explanation: text('stats.sum', { parts: pieces.join(', '), total }),
  }
}

export function reactions(
  data: GodsMonstersData,
  rules: HouseRules = {},
): Record<ReactionId, ReactionBreakdown> {
  const out = {} as Record<ReactionId, ReactionBreakdown>
  for (const id of reactionIds) out[id] = reactionBreakdown(data, id, rules)
  return out
}

function withSpecial(
  data: GodsMonstersData,
  target: BonusTarget,
  value: number,
  explanation: string,
): Computed {
  const special = specialBonus(data, target)
  if (special.parts.length === 0) return { value, explanation }
  const total = value + special.total
  return {
    value: total,
    explanation: text('stats.withSpecial', {
      explanation,
      parts: special.parts.map((p) => `${p.source} ${signed(p.amount)}`).join(', '),
      total,
    }),
  }
}

// Defense: the armor worn plus agility (Toromeen: agility 10 adds 0; banded leather and shield 4).
// Which contributor agility is, is a house rule (our copy of the text does not say).
export function defenseValue(data: GodsMonstersData, rules: HouseRules = {}): Computed {
  const agility = finalScore(data, 'agility')
  const kind: ContributorKind = defenseAgilityMajor(rules) ? 'major' : 'minor'
  const agilityContributor = contributor(kind, agility, rules)
  // Semi-consciousness: no agility bonus to defense; an agility penalty still applies.
  const semi = data.consciousness === 'semiConscious' && agilityContributor > 0
  const fromAgility = semi ? 0 : agilityContributor
  const armor = armorDefense(data)
  const value = armor.defenseBonus + fromAgility
  return withSpecial(
    data,
    'defense',
    value,
    text(semi ? 'stats.defenseSemiConscious' : 'stats.defense', {
      armor: armor.explanation,
      agility,
      kind: text(`stats.kind.${kind}`),
      contributor: signed(agilityContributor),
      value,
    }),
  )
}

export interface AttackBonuses {
  fightingArt: Computed
  closeAttack: Computed
  closeDamage: Computed
  thrownAttack: Computed
  thrownDamage: Computed
  /** Range penalties a thrown weapon ignores (strength as a minor contributor). */
  thrownRangeReduction: Computed
  propelledAttack: Computed
  propelledDamage: Computed
}

// Defense and attack (Toromeen): close attack +2 and damage +4 from strength 18 (minor and
// major); thrown damage +2 and range penalties −2 (strength minor, per Thrown weapons); thrown and
// propelled attacks from agility (0 at 10; which contributor is a house rule).
export function attackBonuses(data: GodsMonstersData, rules: HouseRules = {}): AttackBonuses {
  const str = finalScore(data, 'strength')
  const agi = finalScore(data, 'agility')
  const fa = fightingArtBonus(data)
  const thrownKind: ContributorKind = thrownAttackAgilityMajor(rules) ? 'major' : 'minor'
  const propelledKind: ContributorKind = propelledAttackAgilityMajor(rules) ? 'major' : 'minor'
  const strMinor = minor(str, rules)
  const strMajor = major(str, rules)
  const thrown = contributor(thrownKind, agi, rules)
  const propelled = contributor(propelledKind, agi, rules)
  const faParts = fa.parts
    .map((p) => `${archetypeNames[p.archetype]} ${p.level} → ${signed(p.bonus)}`)
    .join(', ')
  return {
    fightingArt: {
      value: fa.total,
      explanation: text('stats.fightingArt', { parts: faParts, total: signed(fa.total) }),
    },
    closeAttack: withSpecial(
      data,
      'closeAttack',
      strMinor,
      text('stats.strengthMinor', { strength: str, value: signed(strMinor) }),
    ),
    closeDamage: withSpecial(
      data,
      'closeDamage',
      strMajor,
      text('stats.strengthMajor', { strength: str, value: signed(strMajor) }),
    ),
    thrownAttack: withSpecial(
      data,
      'thrownAttack',
      thrown,
      text(`stats.agility.${thrownKind}`, { agility: agi, value: signed(thrown) }),
    ),
    thrownDamage: withSpecial(
      data,
      'thrownDamage',
      strMinor,
      text('stats.strengthMinor', { strength: str, value: signed(strMinor) }),
    ),
    thrownRangeReduction: {
      value: Math.max(0, strMinor),
      explanation: text('stats.thrownRange', { strength: str, cancels: Math.max(0, strMinor) }),
    },
    propelledAttack: withSpecial(
      data,
      'propelledAttack',
      propelled,
      text(`stats.agility.${propelledKind}`, { agility: agi, value: signed(propelled) }),
    ),
    propelledDamage: withSpecial(data, 'propelledDamage', 0, text('stats.propelledDamage')),
  }
}
