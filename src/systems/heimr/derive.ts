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
      `${a.name} ${formatNumber(a.value)} (${a.group}); ${describeProgress(a.name, a.value, a.progress)}`,
      ruleRefs.attributes,
    )
    out[`progress.${id}`] = derived(
      `${a.name} progress`,
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
    `${ability.name} base potential`,
    base.value,
    base.explanation,
    ruleRefs.potential,
  )
  out[`ability.${id}.consistency`] = derived(
    `${ability.name} consistency`,
    consistency,
    `Base ${formatNumber(ability.baseConsistency)} + trained ${ability.trainedConsistency} = ${formatNumber(consistency)}`,
    ruleRefs.consistency,
  )
  out[`ability.${id}.potential`] = derived(
    `${ability.name} potential`,
    potential,
    `Base ${formatNumber(base.value)} (${base.explanation}) + trained ${ability.trainedPotential} = ${formatNumber(potential)}`,
    ruleRefs.potential,
  )
  return out
}

function fatigueValues(data: HeimrData): HeimrValues {
  const base = baseFatigueOf(data)
  let state: string
  if (data.fatigue < base) state = `below the base of ${base}, which it should never be`
  else if (data.fatigue === base) state = `at base`
  else state = `${data.fatigue - base} above base ${base}`
  const turn = data.fatigueRaisedThisTurn
    ? 'It already rose this combat turn, so in combat it cannot rise again until your next turn.'
    : `A physical roll whose d6 is below ${data.fatigue} raises it by 1 (up to ${maxFatigue}; in combat at most once per turn).`
  return {
    baseFatigue: derived('Base fatigue', base, explainBaseFatigue(data), ruleRefs.baseFatigue),
    fatigue: derived(
      'Fatigue',
      data.fatigue,
      `Fatigue ${data.fatigue}, ${state}: physical rolls need ${data.fatigue} or more before potential. ${turn}`,
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
      ? `${hp} hit points: not injured`
      : `${formatNumber(hp)} hit points: ${def.label.toLowerCase()} (${def.hitPoints}). ${def.meaning}`
  if (hp < -5) {
    explanation = `${formatNumber(hp)} hit points is below −5, where the injury table stops; treated as mutilated. ${def.meaning}`
  }
  if (data.injuries.length > 0) {
    const parts = data.injuries.map(
      (part) => `${bodyPartLabels[part]} (${injuryEffect(part).label.toLowerCase()})`,
    )
    explanation += ` Injured: ${parts.join(', ')}.`
  }
  return derived('Injury', level, explanation, ruleRefs.injuries)
}

function defenceValues(data: HeimrData): HeimrValues {
  const dodgeUses = data.defenceUses.dodge
  const blockUses = data.defenceUses.block
  const times = (n: number) => (n === 1 ? 'once' : `${n} times`)
  const dodge = dodgeChallenge(data)
  const dodgeRoll = dodge
    ? ` Next dodge: consistency ${formatNumber(dodge.consistency)}, potential ${formatNumber(dodge.potential)}.`
    : ' There is no Agility ability on this sheet to dodge with.'
  return {
    'defence.dodge': derived(
      'Dodge penalty',
      defencePenalty(dodgeUses),
      (dodgeUses === 0
        ? 'No dodge since your last turn, so no penalty'
        : `Dodged ${times(dodgeUses)} since your last turn: ${dodgeUses} × −2 = ${formatNumber(defencePenalty(dodgeUses))} consistency on the next dodge`) +
        '.' +
        dodgeRoll,
      ruleRefs.defence,
    ),
    'defence.block': derived(
      'Block penalty',
      defencePenalty(blockUses),
      (blockUses === 0
        ? 'No block since your last turn, so no penalty'
        : `Blocked ${times(blockUses)} since your last turn: ${blockUses} × −2 = ${formatNumber(defencePenalty(blockUses))} consistency on the next block`) +
        '. Blocking rolls the ability for your shield.',
      ruleRefs.defence,
    ),
  }
}

function penaltySummary(penalties: RollPenalties): string {
  const parts = rollKinds
    .filter((kind) => penalties[kind] !== 0)
    .map((kind) => `${rollKindLabels[kind]} ${formatNumber(penalties[kind])}`)
  return parts.length === 0 ? 'none' : parts.join(', ')
}

function positionValues(data: HeimrData): HeimrValues {
  const active = activePositions(data.positions)
  const penalties = positionPenalties(data.positions)
  const contributions = active
    .filter((id) => rollKinds.some((kind) => positions[id].penalties[kind] !== 0))
    .map((id) => `${positions[id].label}: ${penaltySummary(positions[id].penalties)}`)
  const explanation =
    active.length === 0
      ? 'No position or terrain changes your rolls'
      : contributions.length === 0
        ? `${active.map((id) => positions[id].label).join(', ')}: no consistency penalty on your own rolls`
        : `${contributions.join('; ')} (consistency on your own rolls)`
  const out: HeimrValues = {
    positionPenalty: derived(
      'Position penalties',
      penaltySummary(penalties),
      explanation,
      ruleRefs.positions,
    ),
  }
  for (const kind of rollKinds) {
    out[`positionPenalty.${kind}`] = derived(
      `Position penalty on ${rollKindLabels[kind]}`,
      penalties[kind],
      `${formatNumber(penalties[kind])} consistency on ${rollKindLabels[kind]} rolls from ${active.length === 0 ? 'no position' : active.map((id) => positions[id].label).join(', ')}`,
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
      `${ability.name} (consistency ${ability.trainedConsistency}, potential ${ability.trainedPotential}) ${spent}`,
    )
  }
  const explanation =
    (parts.length === 0 ? 'No training yet' : `${parts.join(' + ')} = ${total}`) +
    '. Earned and unspent Experience come from the ledger.'
  return derived('Experience in training', total, explanation, ruleRefs.experience)
}

/** All derived values, keyed by id (see HeimrDerivedKey). */
export function deriveHeimr(data: HeimrData, _rules: HouseRules): DerivedValues<HeimrDerivedKey> {
  const initiative = initiativeChallenge(data)
  const out: HeimrValues = {
    ...attributeValues(data),
    ...fatigueValues(data),
    injury: injuryValue(data),
    initiative: derived(
      'Initiative',
      `C ${formatNumber(initiative.consistency)}, P ${formatNumber(initiative.potential)}`,
      initiative.explanation,
      ruleRefs.initiative,
    ),
    ...defenceValues(data),
    ...positionValues(data),
    willpower: derived(
      'Willpower',
      data.willpower.current,
      `${data.willpower.current} of ${data.willpower.max} willpower; re-rolling a failed challenge costs ${rerollCost}, and willpower is the potential of initiative`,
      ruleRefs.challengeRequirements,
    ),
    hitPoints: derived(
      'Hit points',
      data.hitPoints.current,
      `${formatNumber(data.hitPoints.current)} of ${data.hitPoints.max} hit points; at 0 or less the character is injured`,
      ruleRefs.health,
    ),
    trainingExperience: trainingValue(data),
  }
  for (const [id, ability] of Object.entries(data.abilities)) {
    Object.assign(out, abilityValues(id, ability, data))
  }
  return out
}
