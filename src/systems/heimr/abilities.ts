// Abilities and attributes as dice challenges: base potential, consistency and potential.
import { formatNumber, signed } from '../common/format'
import { RulesError } from '../types'
import type { HeimrAbility, HeimrData } from './model'

function own<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined
}

/** The ability with this id; throws RulesError when the sheet has none. */
function abilityById(data: HeimrData, abilityId: string): HeimrAbility {
  const ability = own(data.abilities, abilityId)
  if (!ability) throw new RulesError(`There is no ability with id "${abilityId}".`)
  return ability
}

/** The attribute's name, or its id in quotes when the campaign has no such attribute. */
export function attributeName(data: HeimrData, attributeId: string): string {
  return own(data.attributes, attributeId)?.name ?? `"${attributeId}"`
}

export interface BasePotentialParts {
  value: number
  /** The attributes that count, with their values. */
  parts: { id: string; name: string; value: number }[]
  /** Attribute ids the ability names but the character lacks (check reports them). */
  missing: string[]
  explanation: string
}

// Potential of abilities: the attribute, or the average of several rounded down (floor, so
// −1.5 becomes −2). Attributes the sheet lacks are left out; with none left it is 0.
export function basePotentialParts(data: HeimrData, ability: HeimrAbility): BasePotentialParts {
  const parts: BasePotentialParts['parts'] = []
  const missing: string[] = []
  for (const id of ability.attributes) {
    const attribute = own(data.attributes, id)
    if (attribute) parts.push({ id, name: attribute.name, value: attribute.value })
    else missing.push(id)
  }
  const lacking =
    missing.length > 0
      ? ` (${missing.map((id) => `"${id}"`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not an attribute of this character)`
      : ''
  if (parts.length === 0) {
    return { value: 0, parts, missing, explanation: `No attribute to base it on, so 0${lacking}` }
  }
  const named = parts.map((p) => `${p.name} ${formatNumber(p.value)}`)
  const first = parts[0]
  if (parts.length === 1 && first) {
    return { value: first.value, parts, missing, explanation: `Equals ${named[0]}${lacking}` }
  }
  const sum = parts.reduce((total, p) => total + p.value, 0)
  const average = sum / parts.length
  const value = Math.floor(average)
  const averageText = Number.isInteger(average)
    ? `= ${formatNumber(value)}`
    : `= ${formatNumber(average)}, rounded down = ${formatNumber(value)}`
  return {
    value,
    parts,
    missing,
    explanation: `(${named.join(' + ')}) ÷ ${parts.length} ${averageText}${lacking}`,
  }
}

// Potential of abilities: base potential from the ability's attribute(s).
export function basePotential(data: HeimrData, abilityId: string): number {
  return basePotentialParts(data, abilityById(data, abilityId)).value
}

// Attributes: str, dex and sta form the physical group; physical rolls face the fatigue check.
function isPhysicalAttribute(data: HeimrData, attributeId: string): boolean {
  return own(data.attributes, attributeId)?.group === 'physical'
}

// Fatigue: a roll is physical when any attribute the ability is based on is physical.
export function isPhysical(data: HeimrData, abilityId: string): boolean {
  return abilityById(data, abilityId).attributes.some((id) => isPhysicalAttribute(data, id))
}

export interface Challenge {
  consistency: number
  potential: number
  /** Physical rolls must also reach the current fatigue before potential is added. */
  physical: boolean
  /** The current fatigue, which a physical roll must reach before potential. */
  fatigue: number
  explanation: string
}

function assertWhole(name: string, value: number): void {
  if (!Number.isInteger(value)) {
    throw new RulesError(`The ${name} must be a whole number (got ${String(value)}).`)
  }
}

function penaltyText(situationalPenalty: number, named = ''): string {
  if (situationalPenalty === 0) return ''
  if (named !== '') {
    return situationalPenalty > 0
      ? ` − ${situationalPenalty} ${named}`
      : ` + ${-situationalPenalty} ${named}`
  }
  return situationalPenalty > 0
    ? ` − ${situationalPenalty} situational penalty`
    : ` + ${-situationalPenalty} situational bonus`
}

function fatigueText(physical: boolean, fatigue: number): string {
  return physical
    ? `; physical, so the result before potential must also reach fatigue ${fatigue}`
    : ''
}

// Abilities: consistency = base + trained − situational penalty; potential = base + trained.
export function abilityChallenge(
  data: HeimrData,
  abilityId: string,
  situationalPenalty = 0,
  potentialBonus = 0,
  /** What the explanation calls the penalty and the bonus (combat rolls: their modifiers). */
  modifiersNamed = '',
): Challenge {
  assertWhole('situational penalty', situationalPenalty)
  assertWhole('potential bonus', potentialBonus)
  const ability = abilityById(data, abilityId)
  const base = basePotentialParts(data, ability)
  const consistency = ability.baseConsistency + ability.trainedConsistency - situationalPenalty
  const potential = base.value + ability.trainedPotential + potentialBonus
  const physical = isPhysical(data, abilityId)
  const bonus =
    potentialBonus === 0 ? '' : ` ${signed(potentialBonus)} ${modifiersNamed || 'bonus'}`
  const explanation =
    `${ability.name}: consistency ${formatNumber(ability.baseConsistency)} base + ${ability.trainedConsistency} trained` +
    `${penaltyText(situationalPenalty, modifiersNamed)} = ${formatNumber(consistency)}; ` +
    `potential ${formatNumber(base.value)} base + ${ability.trainedPotential} trained${bonus} = ${formatNumber(potential)}` +
    fatigueText(physical, data.fatigue)
  return { consistency, potential, physical, fatigue: data.fatigue, explanation }
}

// Dice rolls on attributes: the GM sets the consistency; the attribute is the potential.
export function attributeChallenge(
  data: HeimrData,
  attributeId: string,
  consistency: number,
  situationalPenalty = 0,
): Challenge {
  assertWhole('consistency', consistency)
  assertWhole('situational penalty', situationalPenalty)
  const attribute = own(data.attributes, attributeId)
  if (!attribute) throw new RulesError(`There is no attribute with id "${attributeId}".`)
  const physical = attribute.group === 'physical'
  const final = consistency - situationalPenalty
  const explanation =
    `${attribute.name}: consistency ${formatNumber(consistency)} set by the game master` +
    `${penaltyText(situationalPenalty)}${situationalPenalty === 0 ? '' : ` = ${formatNumber(final)}`}; ` +
    `potential ${formatNumber(attribute.value)} (the attribute)` +
    fatigueText(physical, data.fatigue)
  return {
    consistency: final,
    potential: attribute.value,
    physical,
    fatigue: data.fatigue,
    explanation,
  }
}
