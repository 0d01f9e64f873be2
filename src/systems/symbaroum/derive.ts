// Derived values of a Symbaroum character, each with an explanation that shows the numbers.
import { formatNumber, signed } from '../common/format'
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { abilityExperience } from './advance'
import { deathStatus, stepsToDeath } from './combat'
import { attributePointTotal } from './house-rules'
import { attributeIds, attributeLabels, type AttributeId, type SymbaroumData } from './model'
import { ruleRefs } from './rule-refs'
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
  return Number.isInteger(half)
    ? `${name} ${formatNumber(value)} ÷ 2 = ${formatNumber(result)}`
    : `${name} ${formatNumber(value)} ÷ 2 = ${formatNumber(half)}, rounded up = ${formatNumber(result)}`
}

function toughnessValue(strong: number): DerivedValue {
  const value = toughness(strong)
  const explanation =
    strong < 10
      ? `Strong ${formatNumber(strong)} is below 10, so Toughness is 10`
      : `Toughness equals Strong ${strong}`
  return derived('Toughness', value, explanation, ruleRefs.toughness)
}

function painThresholdValue(strong: number): DerivedValue {
  const value = painThreshold(strong)
  let explanation = halfRoundedUp('Strong', strong, value)
  if (strong < 10) explanation += ' (the real Strong counts even though Toughness is 10)'
  return derived('Pain Threshold', value, explanation, ruleRefs.painThreshold)
}

function defenseValue(data: SymbaroumData): DerivedValue {
  const quick = data.attributes.quick
  const parts = [`Quick ${formatNumber(quick)}`]
  if (data.armor && data.armor.impeding > 0) {
    parts.push(`− Impeding ${data.armor.impeding}${data.armor.name ? ` (${data.armor.name})` : ''}`)
  }
  const bonus = shieldBonus(data.shield)
  if (bonus > 0) parts.push(`+ ${bonus} (${data.shield})`)
  const value = characterDefense(data)
  const explanation =
    parts.length === 1
      ? `Defense equals Quick ${formatNumber(quick)} (no Impeding armor, no shield)`
      : `${parts.join(' ')} = ${formatNumber(value)}`
  return derived('Defense', value, explanation, ruleRefs.defense)
}

function currentToughnessValue(data: SymbaroumData): DerivedValue {
  const max = toughness(data.attributes.strong)
  const value = currentToughness(data)
  let explanation = `Toughness ${max} − damage ${data.damage}`
  explanation += max - data.damage < 0 ? ` is below 0, so 0` : ` = ${value}`
  if (value === 0) explanation += '; at 0 Toughness the character is dying'
  return derived('Current Toughness', value, explanation, ruleRefs.damage)
}

function deathStatusValue(data: SymbaroumData): DerivedValue {
  const status = deathStatus(data)
  const rolls = data.deathTests.join(', ')
  let explanation: string
  if (status.status === 'dead') {
    explanation =
      status.cause === 'rolled-20'
        ? `A death test came up 20 (rolls: ${rolls})`
        : `The death tests reached ${stepsToDeath} results of 11–19 (rolls: ${rolls})`
  } else if (status.status === 'dying') {
    explanation =
      `Toughness is 0, so the character is dying and makes a death test each turn; ` +
      (status.testsRolled === 0
        ? 'no death tests yet'
        : `rolls so far: ${rolls}; ${status.stepsCloser} of ${stepsToDeath} steps closer to death`)
  } else {
    explanation = `Toughness ${currentToughness(data)} is above 0`
  }
  return derived('Condition', status.status, explanation, ruleRefs.dying)
}

function corruptionValues(data: SymbaroumData): DerivedValues<SymbaroumDerivedKey> {
  const threshold = corruptionThreshold(data.attributes.resolute)
  const reached = data.corruption >= threshold
  const comparison = reached
    ? `Corruption ${data.corruption} has reached the Corruption Threshold ${threshold}`
    : `Corruption ${data.corruption} is below the Corruption Threshold ${threshold}`
  return {
    corruptionThreshold: derived(
      'Corruption Threshold',
      threshold,
      halfRoundedUp('Resolute', data.attributes.resolute, threshold),
      ruleRefs.corruptionThreshold,
    ),
    corruption: derived('Corruption', data.corruption, comparison, ruleRefs.corruptionThreshold),
    corruptionStatus: derived(
      'Corruption status',
      reached ? 'at or above threshold' : 'below threshold',
      comparison,
      ruleRefs.corruptionThreshold,
    ),
  }
}

function experienceValue(data: SymbaroumData): DerivedValue {
  const abilities = Object.values(data.abilities)
  const worth = abilities.map((a) => ({ a, xp: abilityExperience(a.level) }))
  const total = worth.reduce((sum, w) => sum + w.xp, 0)
  const parts = worth.map((w) => `${w.a.name} (${w.a.level}) ${w.xp}`)
  const explanation =
    (abilities.length === 0
      ? 'No abilities yet, so 0 Experience is in abilities'
      : `${parts.join(' + ')} = ${total} (novice 10, adept 30, master 60)`) +
    '. Earned and unspent Experience come from the ledger.'
  return derived('Experience in abilities', total, explanation, ruleRefs.improving)
}

function attributeTotalValue(data: SymbaroumData, rules: HouseRules): DerivedValue {
  const values = attributeIds.map((id) => data.attributes[id])
  const total = values.reduce((sum, v) => sum + v, 0)
  const campaignTotal = attributePointTotal(rules)
  const explanation =
    `${attributeIds.map((id) => `${attributeLabels[id]} ${formatNumber(data.attributes[id])}`).join(' + ')} = ${total}; ` +
    (total === campaignTotal
      ? `this matches the campaign's creation total of ${campaignTotal}`
      : `the campaign's creation total is ${campaignTotal}`)
  return derived('Attribute total', total, explanation, ruleRefs.attributePoints)
}

function modifierValue(label: string, value: number, opposes: string, rule: string): DerivedValue {
  const modifier = attributeModifier(value)
  return derived(
    `${label} modifier`,
    modifier,
    `${label} ${formatNumber(value)}: 10 − ${formatNumber(value)} = ${signed(modifier)}, ${opposes}`,
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
      'Initiative',
      quick,
      `Turn order goes by Quick ${formatNumber(quick)}, then Vigilant ${formatNumber(vigilant)} on a tie, then a d20 roll-off (highest first)`,
      ruleRefs.turnOrder,
    ),
    experience: experienceValue(data),
    attributeTotal: attributeTotalValue(data, rules),
  }
  for (const id of attributeIds) {
    out[`modifier.${id}`] = modifierValue(
      attributeLabels[id],
      data.attributes[id],
      `the modifier an opponent applies when tested against this ${attributeLabels[id]}`,
      ruleRefs.modifierTable,
    )
  }
  out['modifier.defense'] = modifierValue(
    'Defense',
    characterDefense(data),
    "the modifier to an attacker's Accurate against this Defense",
    ruleRefs.successTest,
  )
  return out
}
