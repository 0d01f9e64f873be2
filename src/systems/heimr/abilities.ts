// Abilities and attributes as dice challenges: base potential, consistency and potential.
import { formatNumber, signed } from '../common/format'
import { RulesError } from '../types'
import type { HeimrAbility, HeimrData } from './model'
import { text } from './text'

function own<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined
}

/** The ability with this id; throws RulesError when the sheet has none. */
function abilityById(data: HeimrData, abilityId: string): HeimrAbility {
  const ability = own(data.abilities, abilityId)
  if (!ability) throw new RulesError(text('ability.none', { id: abilityId }))
  return ability
}

/** The attribute's name, or its id in quotes when the campaign has no such attribute. */
export function attributeName(data: HeimrData, attributeId: string): string {
  return own(data.attributes, attributeId)?.name ?? text('quoted', { id: attributeId })
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
  // Attribute ids the ability names but the sheet lacks, said after the explanation.
  const lacking = (explanation: string): string =>
    missing.length === 0
      ? explanation
      : text('potential.lacking', {
          explanation,
          ids: missing.map((id) => text('quoted', { id })).join(', '),
          count: missing.length,
        })
  if (parts.length === 0) {
    return { value: 0, parts, missing, explanation: lacking(text('potential.none')) }
  }
  const named = parts.map((p) => text('named', { name: p.name, value: formatNumber(p.value) }))
  const first = parts[0]
  if (parts.length === 1 && first) {
    return {
      value: first.value,
      parts,
      missing,
      explanation: lacking(text('potential.equals', { named: named[0] ?? '' })),
    }
  }
  const sum = parts.reduce((total, p) => total + p.value, 0)
  const average = sum / parts.length
  const value = Math.floor(average)
  const params = { parts: named.join(' + '), count: parts.length, value: formatNumber(value) }
  return {
    value,
    parts,
    missing,
    explanation: lacking(
      Number.isInteger(average)
        ? text('potential.average', params)
        : text('potential.averageRounded', { ...params, average: formatNumber(average) }),
    ),
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

/** Numbers a roll is given, named in messages about them. */
type WholeName = 'situationalPenalty' | 'potentialBonus' | 'consistency'

function assertWhole(name: WholeName, value: number): void {
  if (!Number.isInteger(value)) {
    throw new RulesError(
      text('whole.got', { name: text(`quantity.${name}`), value: String(value) }),
    )
  }
}

/** The terms of a consistency sum after the first: "− 2 situational penalty", "+ 1 …". */
function penaltyTerm(situationalPenalty: number, named = ''): string[] {
  if (situationalPenalty === 0) return []
  if (named !== '') {
    return [
      situationalPenalty > 0
        ? text('term.minusNamed', { n: situationalPenalty, named })
        : text('term.plusNamed', { n: -situationalPenalty, named }),
    ]
  }
  return [
    situationalPenalty > 0
      ? text('term.penalty', { n: situationalPenalty })
      : text('term.bonus', { n: -situationalPenalty }),
  ]
}

// Abilities: consistency = base + trained − situational penalty; potential = base + trained.
export function abilityChallenge(
  data: HeimrData,
  abilityId: string,
  situationalPenalty = 0,
  potentialBonus = 0,
  /** What the explanation calls the penalty and the bonus (combat rolls: "modifiers"). */
  modifiersNamed = '',
): Challenge {
  assertWhole('situationalPenalty', situationalPenalty)
  assertWhole('potentialBonus', potentialBonus)
  const ability = abilityById(data, abilityId)
  const base = basePotentialParts(data, ability)
  const consistency = ability.baseConsistency + ability.trainedConsistency - situationalPenalty
  const potential = base.value + ability.trainedPotential + potentialBonus
  const physical = isPhysical(data, abilityId)
  const consistencyTerms = [
    text('term.base', { n: formatNumber(ability.baseConsistency) }),
    text('term.trained', { n: ability.trainedConsistency }),
    ...penaltyTerm(situationalPenalty, modifiersNamed),
  ]
  const potentialTerms = [
    text('term.base', { n: formatNumber(base.value) }),
    text('term.trained', { n: ability.trainedPotential }),
  ]
  if (potentialBonus !== 0) {
    potentialTerms.push(
      text('term.signedNamed', {
        n: signed(potentialBonus),
        named: modifiersNamed || text('term.bonusWord'),
      }),
    )
  }
  const explanation = text(physical ? 'challenge.abilityPhysical' : 'challenge.ability', {
    name: ability.name,
    consistencySum: consistencyTerms.join(' '),
    consistency: formatNumber(consistency),
    potentialSum: potentialTerms.join(' '),
    potential: formatNumber(potential),
    fatigue: data.fatigue,
  })
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
  assertWhole('situationalPenalty', situationalPenalty)
  const attribute = own(data.attributes, attributeId)
  if (!attribute) throw new RulesError(text('attribute.none', { id: attributeId }))
  const physical = attribute.group === 'physical'
  const final = consistency - situationalPenalty
  const terms = [
    text('term.setByGm', { n: formatNumber(consistency) }),
    ...penaltyTerm(situationalPenalty),
  ]
  if (situationalPenalty !== 0) terms.push(`= ${formatNumber(final)}`)
  const explanation = text(physical ? 'challenge.attributePhysical' : 'challenge.attribute', {
    name: attribute.name,
    consistencySum: terms.join(' '),
    potential: formatNumber(attribute.value),
    fatigue: data.fatigue,
  })
  return {
    consistency: final,
    potential: attribute.value,
    physical,
    fatigue: data.fatigue,
    explanation,
  }
}
