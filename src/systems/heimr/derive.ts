// Derived values of a Heimr character, each with an explanation that shows the numbers.
import { formatNumber } from '../common/format'
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { basePotentialParts } from './abilities'
import { orderedAttributes } from './attributes'
import {
  activePositions,
  defencePenalty,
  dodgeChallenge,
  initiativeChallenge,
  positionPenalties,
  positions,
  rollKindLabels,
  rollKinds,
  type RollKind,
  type RollPenalties,
} from './combat'
import { baseFatigueOf, explainBaseFatigue, maxFatigue } from './fatigue'
import { bodyPartLabels, injuryEffect, injuryLevel, injuryLevels, rerollCost } from './health'
import type { HeimrAbility, HeimrData } from './model'
import { ruleRefs } from './rule-refs'
import { describeProgress, progressRequired, trainingTotal } from './training'
import { text } from './text'

/** The ids of Heimr's derived values; attributes and abilities are keyed by their ids. */
export type HeimrDerivedKey =
  | `attribute.${string}`
  | `progress.${string}`
  | `ability.${string}.${'basePotential' | 'consistency' | 'potential'}`
  | 'baseFatigue'
  | 'fatigue'
  | 'injury'
  | 'initiative'
  | 'defence.dodge'
  | 'defence.block'
  | 'positionPenalty'
  | `positionPenalty.${RollKind}`
  | 'willpower'
  | 'hitPoints'
  | 'trainingExperience'

type HeimrValues = DerivedValues<HeimrDerivedKey>

function derived(
  label: string,
  value: number | string,
  explanation: string,
  rule: string,
): DerivedValue {
  return { label, value, explanation, rule }
}

function attributeValues(data: HeimrData): HeimrValues {
  const out: HeimrValues = {}
  for (const { id, ...a } of orderedAttributes(data)) {
    const required = progressRequired(a.value + 1)
    out[`attribute.${id}`] = derived(
      a.name,
      a.value,
      text('derive.attribute', {
        name: a.name,
        value: formatNumber(a.value),
        group: text(`group.${a.group}`),
        progress: describeProgress(a.name, a.value, a.progress),
      }),
      ruleRefs.attributes,
    )
    out[`progress.${id}`] = derived(
      text('derive.progressLabel', { name: a.name }),
      `${a.progress} / ${required}`,
      describeProgress(a.name, a.value, a.progress),
      ruleRefs.attributeProgress,
    )
  }
  return out
}

function abilityValues(id: string, ability: HeimrAbility, data: HeimrData): HeimrValues {
  const base = basePotentialParts(data, ability)
  const consistency = ability.baseConsistency + ability.trainedConsistency
  const potential = base.value + ability.trainedPotential
  const out: HeimrValues = {}
  out[`ability.${id}.basePotential`] = derived(
    text('derive.basePotentialLabel', { name: ability.name }),
    base.value,
    base.explanation,
    ruleRefs.potential,
  )
  out[`ability.${id}.consistency`] = derived(
    text('derive.consistencyLabel', { name: ability.name }),
    consistency,
    text('derive.consistency', {
      base: formatNumber(ability.baseConsistency),
      trained: ability.trainedConsistency,
      total: formatNumber(consistency),
    }),
    ruleRefs.consistency,
  )
  out[`ability.${id}.potential`] = derived(
    text('derive.potentialLabel', { name: ability.name }),
    potential,
    text('derive.potential', {
      base: formatNumber(base.value),
      explanation: base.explanation,
      trained: ability.trainedPotential,
      total: formatNumber(potential),
    }),
    ruleRefs.potential,
  )
  return out
}

function fatigueValues(data: HeimrData): HeimrValues {
  const base = baseFatigueOf(data)
  let state: string
  if (data.fatigue < base) state = text('derive.fatigueBelowBase', { base })
  else if (data.fatigue === base) state = text('derive.fatigueAtBase')
  else state = text('derive.fatigueAboveBase', { above: data.fatigue - base, base })
  const turn = data.fatigueRaisedThisTurn
    ? text('derive.fatigueRoseThisTurn')
    : text('derive.fatigueMayRise', { fatigue: data.fatigue, max: maxFatigue })
  return {
    baseFatigue: derived(
      text('derive.baseFatigue'),
      base,
      explainBaseFatigue(data),
      ruleRefs.baseFatigue,
    ),
    fatigue: derived(
      text('derive.fatigue'),
      data.fatigue,
      text('derive.fatigueExplanation', { fatigue: data.fatigue, state, turn }),
      ruleRefs.fatigue,
    ),
  }
}

function injuryValue(data: HeimrData): DerivedValue {
  const hp = data.hitPoints.current
  const level = injuryLevel(hp)
  const def = injuryLevels[level]
  let explanation =
    level === 'unhurt'
      ? text('derive.notInjured', { hp })
      : text('derive.injuryLevel', {
          hp: formatNumber(hp),
          level: text(`injury.${level}.inSentence`),
          range: def.hitPoints,
          meaning: def.meaning,
        })
  if (hp < -5) {
    explanation = text('derive.belowTable', { hp: formatNumber(hp), meaning: def.meaning })
  }
  if (data.injuries.length > 0) {
    const parts = data.injuries.map((part) =>
      text('derive.injuredPart', {
        part: bodyPartLabels[part],
        effect: text(`injuryEffect.${injuryEffect(part).effect}.inSentence`),
      }),
    )
    explanation = text('derive.injured', { explanation, parts: parts.join(', ') })
  }
  return derived(text('derive.injury'), level, explanation, ruleRefs.injuries)
}

function defenceValues(data: HeimrData): HeimrValues {
  const dodgeUses = data.defenceUses.dodge
  const blockUses = data.defenceUses.block
  const dodge = dodgeChallenge(data)
  const dodgeRoll = dodge
    ? text('derive.nextDodge', {
        consistency: formatNumber(dodge.consistency),
        potential: formatNumber(dodge.potential),
      })
    : text('derive.noAgility')
  const dodged =
    dodgeUses === 0
      ? text('derive.noDodge')
      : text('derive.dodged', {
          count: dodgeUses,
          penalty: formatNumber(defencePenalty(dodgeUses)),
        })
  const blocked =
    blockUses === 0
      ? text('derive.noBlock')
      : text('derive.blocked', {
          count: blockUses,
          penalty: formatNumber(defencePenalty(blockUses)),
        })
  return {
    'defence.dodge': derived(
      text('derive.dodgePenalty'),
      defencePenalty(dodgeUses),
      text('derive.dodgeExplanation', { dodged, next: dodgeRoll }),
      ruleRefs.defence,
    ),
    'defence.block': derived(
      text('derive.blockPenalty'),
      defencePenalty(blockUses),
      text('derive.blockExplanation', { blocked }),
      ruleRefs.defence,
    ),
  }
}

function penaltySummary(penalties: RollPenalties): string {
  const parts = rollKinds
    .filter((kind) => penalties[kind] !== 0)
    .map((kind) =>
      text('named', { name: rollKindLabels[kind], value: formatNumber(penalties[kind]) }),
    )
  return parts.length === 0 ? text('derive.none') : parts.join(', ')
}

function positionValues(data: HeimrData): HeimrValues {
  const active = activePositions(data.positions)
  const penalties = positionPenalties(data.positions)
  const contributions = active
    .filter((id) => rollKinds.some((kind) => positions[id].penalties[kind] !== 0))
    .map((id) =>
      text('derive.positionPenalties', {
        position: positions[id].label,
        penalties: penaltySummary(positions[id].penalties),
      }),
    )
  const activeNames = active.map((id) => positions[id].label).join(', ')
  const explanation =
    active.length === 0
      ? text('derive.noPosition')
      : contributions.length === 0
        ? text('derive.positionsNoPenalty', { positions: activeNames })
        : text('derive.positionsPenalty', { penalties: contributions.join('; ') })
  const out: HeimrValues = {
    positionPenalty: derived(
      text('derive.positionPenalty'),
      penaltySummary(penalties),
      explanation,
      ruleRefs.positions,
    ),
  }
  for (const kind of rollKinds) {
    out[`positionPenalty.${kind}`] = derived(
      text('derive.positionPenaltyOn', { kind: rollKindLabels[kind] }),
      penalties[kind],
      active.length === 0
        ? text('derive.kindPenaltyNone', {
            penalty: formatNumber(penalties[kind]),
            kind: rollKindLabels[kind],
          })
        : text('derive.kindPenalty', {
            penalty: formatNumber(penalties[kind]),
            kind: rollKindLabels[kind],
            positions: activeNames,
          }),
      ruleRefs.positions,
    )
  }
  return out
}

function trainingValue(data: HeimrData): DerivedValue {
  const parts: string[] = []
  let total = 0
  for (const ability of Object.values(data.abilities)) {
    const spent =
      trainingTotal(ability.trainedConsistency) + trainingTotal(ability.trainedPotential)
    if (spent === 0) continue
    total += spent
    parts.push(
      text('derive.trainingPart', {
        name: ability.name,
        consistency: ability.trainedConsistency,
        potential: ability.trainedPotential,
        spent,
      }),
    )
  }
  const explanation =
    parts.length === 0
      ? text('derive.noTraining')
      : text('derive.training', { parts: parts.join(' + '), total })
  return derived(text('derive.trainingExperience'), total, explanation, ruleRefs.experience)
}

/** All derived values, keyed by id (see HeimrDerivedKey). */
export function deriveHeimr(data: HeimrData, _rules: HouseRules): DerivedValues<HeimrDerivedKey> {
  const initiative = initiativeChallenge(data)
  const out: HeimrValues = {
    ...attributeValues(data),
    ...fatigueValues(data),
    injury: injuryValue(data),
    initiative: derived(
      text('derive.initiative'),
      text('derive.initiativeValue', {
        consistency: formatNumber(initiative.consistency),
        potential: formatNumber(initiative.potential),
      }),
      initiative.explanation,
      ruleRefs.initiative,
    ),
    ...defenceValues(data),
    ...positionValues(data),
    willpower: derived(
      text('derive.willpower'),
      data.willpower.current,
      text('derive.willpowerExplanation', {
        current: data.willpower.current,
        max: data.willpower.max,
        cost: rerollCost,
      }),
      ruleRefs.challengeRequirements,
    ),
    hitPoints: derived(
      text('derive.hitPoints'),
      data.hitPoints.current,
      text('derive.hitPointsExplanation', {
        current: formatNumber(data.hitPoints.current),
        max: data.hitPoints.max,
      }),
      ruleRefs.health,
    ),
    trainingExperience: trainingValue(data),
  }
  for (const [id, ability] of Object.entries(data.abilities)) {
    Object.assign(out, abilityValues(id, ability, data))
  }
  return out
}
