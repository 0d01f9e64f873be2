// Derived values of a Symbaroum character, each with an explanation that shows the numbers.
import { formatNumber, signed } from '../common/format'
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { abilityExperience } from './advance'
import { deathStatus, stepsToDeath } from './combat'
import { attributePointTotal } from './house-rules'
import { attributeIds, attributeLabels, type AttributeId, type SymbaroumData } from './model'
import { ruleRefs } from './rule-refs'
import { text } from './text'
import {
  attributeModifier,
  characterDefense,
  corruptionThreshold,
  currentToughness,
  painThreshold,
  shieldBonus,
  toughness,
} from './secondary'

/** The ids of Symbaroum's derived values. */
export type SymbaroumDerivedKey =
  | 'toughness'
  | 'currentToughness'
  | 'painThreshold'
  | 'defense'
  | 'corruptionThreshold'
  | 'corruption'
  | 'corruptionStatus'
  | 'deathStatus'
  | 'initiative'
  | 'experience'
  | 'attributeTotal'
  | `modifier.${AttributeId | 'defense'}`

function derived(
  label: string,
  value: number | string,
  explanation: string,
  rule: string,
): DerivedValue {
  return { label, value, explanation, rule }
}

/** "Strong 7 ÷ 2 = 3.5, rounded up = 4" or "Strong 8 ÷ 2 = 4". */
function halfRoundedUp(name: string, value: number, result: number): string {
  const half = value / 2
  const numbers = { name, value: formatNumber(value), result: formatNumber(result) }
  return Number.isInteger(half)
    ? text('explain.half', numbers)
    : text('explain.halfRoundedUp', { ...numbers, half: formatNumber(half) })
}

function toughnessValue(strong: number): DerivedValue {
  const value = toughness(strong)
  const explanation =
    strong < 10
      ? text('explain.toughnessFloor', { strong: formatNumber(strong) })
      : text('explain.toughnessIsStrong', { strong })
  return derived(text('derived.toughness'), value, explanation, ruleRefs.toughness)
}

function painThresholdValue(strong: number): DerivedValue {
  const value = painThreshold(strong)
  const half = halfRoundedUp(attributeLabels.strong, strong, value)
  const explanation = strong < 10 ? text('explain.painRealStrong', { half }) : half
  return derived(text('derived.painThreshold'), value, explanation, ruleRefs.painThreshold)
}

function defenseValue(data: SymbaroumData): DerivedValue {
  const quick = data.attributes.quick
  const parts = [text('explain.defenseQuick', { quick: formatNumber(quick) })]
  if (data.armor && data.armor.impeding > 0) {
    const { impeding, name } = data.armor
    parts.push(
      name
        ? text('explain.defenseImpedingNamed', { impeding, armor: name })
        : text('explain.defenseImpeding', { impeding }),
    )
  }
  const bonus = shieldBonus(data.shield)
  if (bonus > 0 && data.shield !== 'none')
    parts.push(
      text('explain.defenseShield', { bonus, shield: text(`shieldInText.${data.shield}`) }),
    )
  const value = characterDefense(data)
  const explanation =
    parts.length === 1
      ? text('explain.defenseQuickOnly', { quick: formatNumber(quick) })
      : text('explain.sum', { parts: parts.join(' '), total: formatNumber(value) })
  return derived(text('derived.defense'), value, explanation, ruleRefs.defense)
}

function currentToughnessValue(data: SymbaroumData): DerivedValue {
  const max = toughness(data.attributes.strong)
  const value = currentToughness(data)
  const numbers = { max, damage: data.damage, value }
  const explanation =
    max - data.damage < 0
      ? text('explain.currentToughnessFloor', numbers)
      : text('explain.currentToughness', numbers)
  return derived(
    text('derived.currentToughness'),
    value,
    value === 0 ? text('explain.currentToughnessDying', { explanation }) : explanation,
    ruleRefs.damage,
  )
}

function deathStatusValue(data: SymbaroumData): DerivedValue {
  const status = deathStatus(data)
  const rolls = data.deathTests.join(', ')
  let explanation: string
  if (status.status === 'dead') {
    explanation =
      status.cause === 'rolled-20'
        ? text('explain.deadRolled20', { rolls })
        : text('explain.deadSteps', { steps: stepsToDeath, rolls })
  } else if (status.status === 'dying') {
    explanation =
      status.testsRolled === 0
        ? text('explain.dyingNoTests')
        : text('explain.dyingTests', { rolls, closer: status.stepsCloser, steps: stepsToDeath })
  } else {
    explanation = text('explain.alive', { toughness: currentToughness(data) })
  }
  return derived(text('derived.condition'), status.status, explanation, ruleRefs.dying)
}

function corruptionValues(data: SymbaroumData): DerivedValues<SymbaroumDerivedKey> {
  const threshold = corruptionThreshold(data.attributes.resolute)
  const reached = data.corruption >= threshold
  const numbers = { corruption: data.corruption, threshold }
  const comparison = reached
    ? text('explain.corruptionReached', numbers)
    : text('explain.corruptionBelow', numbers)
  return {
    corruptionThreshold: derived(
      text('derived.corruptionThreshold'),
      threshold,
      halfRoundedUp(attributeLabels.resolute, data.attributes.resolute, threshold),
      ruleRefs.corruptionThreshold,
    ),
    corruption: derived(
      text('derived.corruption'),
      data.corruption,
      comparison,
      ruleRefs.corruptionThreshold,
    ),
    corruptionStatus: derived(
      text('derived.corruptionStatus'),
      reached ? text('explain.corruptionStatusReached') : text('explain.corruptionStatusBelow'),
      comparison,
      ruleRefs.corruptionThreshold,
    ),
  }
}

function experienceValue(data: SymbaroumData): DerivedValue {
  const abilities = Object.values(data.abilities)
  const worth = abilities.map((a) => ({ a, xp: abilityExperience(a.level) }))
  const total = worth.reduce((sum, w) => sum + w.xp, 0)
  const parts = worth.map(({ a, xp }) =>
    text('explain.experiencePart', { name: a.name, level: text(`level.${a.level}`), xp }),
  )
  const explanation =
    abilities.length === 0
      ? text('explain.experienceNone')
      : text('explain.experienceSum', { parts: parts.join(' + '), total })
  return derived(text('derived.experience'), total, explanation, ruleRefs.improving)
}

function attributeTotalValue(data: SymbaroumData, rules: HouseRules): DerivedValue {
  const values = attributeIds.map((id) => data.attributes[id])
  const total = values.reduce((sum, v) => sum + v, 0)
  const campaignTotal = attributePointTotal(rules)
  const parts = attributeIds
    .map((id) =>
      text('explain.term', { name: attributeLabels[id], value: formatNumber(data.attributes[id]) }),
    )
    .join(' + ')
  const explanation = text(
    total === campaignTotal ? 'explain.attributeTotalMatches' : 'explain.attributeTotalDiffers',
    { parts, total, campaignTotal },
  )
  return derived(text('derived.attributeTotal'), total, explanation, ruleRefs.attributePoints)
}

function modifierValue(label: string, value: number, opposes: string, rule: string): DerivedValue {
  const modifier = attributeModifier(value)
  return derived(
    text('derived.modifier', { name: label }),
    modifier,
    text('explain.modifier', {
      name: label,
      value: formatNumber(value),
      modifier: signed(modifier),
      opposes,
    }),
    rule,
  )
}

/** All derived values, keyed by id (see SymbaroumDerivedKey). */
export function deriveSymbaroum(
  data: SymbaroumData,
  rules: HouseRules,
): DerivedValues<SymbaroumDerivedKey> {
  const { strong, quick, vigilant } = data.attributes
  const out: DerivedValues<SymbaroumDerivedKey> = {
    toughness: toughnessValue(strong),
    currentToughness: currentToughnessValue(data),
    painThreshold: painThresholdValue(strong),
    defense: defenseValue(data),
    ...corruptionValues(data),
    deathStatus: deathStatusValue(data),
    initiative: derived(
      text('derived.initiative'),
      quick,
      text('explain.initiative', { quick: formatNumber(quick), vigilant: formatNumber(vigilant) }),
      ruleRefs.turnOrder,
    ),
    experience: experienceValue(data),
    attributeTotal: attributeTotalValue(data, rules),
  }
  for (const id of attributeIds) {
    out[`modifier.${id}`] = modifierValue(
      attributeLabels[id],
      data.attributes[id],
      text('explain.opposesAttribute', { name: attributeLabels[id] }),
      ruleRefs.modifierTable,
    )
  }
  out['modifier.defense'] = modifierValue(
    text('derived.defense'),
    characterDefense(data),
    text('explain.opposesDefense'),
    ruleRefs.successTest,
  )
  return out
}
