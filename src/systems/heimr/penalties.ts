// Situational penalties that stay on an attribute, an attribute group or an ability until removed.
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import {
  attributeGroups,
  type AttributeGroup,
  type HeimrData,
  type PenaltyTargetKind,
} from './model'
import { text } from './text'

const rule = 'Situational penalties'

type LastingPenalty = NonNullable<HeimrData['lastingPenalties']>[number]

/** The lasting penalties on the sheet (an optional field of the data). */
export function lastingPenalties(data: HeimrData): LastingPenalty[] {
  return data.lastingPenalties ?? []
}

function own<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined
}

/** "Dexterity", "Physical group" or "Brawl", or the id when the sheet no longer has it. */
export function penaltyTargetName(data: HeimrData, on: PenaltyTargetKind, target: string): string {
  if (on === 'group') {
    return (attributeGroups as readonly string[]).includes(target)
      ? text(`groupName.${target as AttributeGroup}`)
      : text('groupName.other', { group: `${target.charAt(0).toUpperCase()}${target.slice(1)}` })
  }
  if (on === 'attribute')
    return own(data.attributes, target)?.name ?? text('quoted', { id: target })
  return own(data.abilities, target)?.name ?? text('quoted', { id: target })
}

export interface NewLastingPenalty {
  on: PenaltyTargetKind
  target: string
  amount: number
  reason: string
}

// Situational penalties: a penalty can be put on an ability, an attribute or a whole group.
export function addLastingPenalty(
  data: HeimrData,
  penalty: NewLastingPenalty,
  id: string,
): HeimrData {
  const { on, target, amount } = penalty
  if (!Number.isInteger(amount) || amount < 1 || amount > 20) {
    throw new RulesError(text('penalty.amount'))
  }
  const reason = penalty.reason.trim()
  if (reason.length > 120) throw new RulesError(text('penalty.reasonLength'))
  const known =
    on === 'group'
      ? (attributeGroups as readonly string[]).includes(target)
      : on === 'attribute'
        ? own(data.attributes, target) !== undefined
        : own(data.abilities, target) !== undefined
  if (!known) throw new RulesError(text(`penalty.unknown.${on}`, { target }))
  const list = lastingPenalties(data)
  if (list.length >= 20) throw new RulesError(text('penalty.tooMany'))
  return { ...data, lastingPenalties: [...list, { id, on, target, amount, reason }] }
}

export function removeLastingPenalty(data: HeimrData, id: string): HeimrData {
  return { ...data, lastingPenalties: lastingPenalties(data).filter((p) => p.id !== id) }
}

/** What a roll is based on: an ability (and so its attributes) or an attribute alone. */
export type RollBasis = { ability: string } | { attribute: string }

// Situational penalties: a penalty on an attribute or a group also falls on every ability based
// on it. Each penalty counts once on a roll, even when the ability rests on two attributes it
// touches; different penalties add up (the text never says they do not).
export function lastingPenaltyModifiers(data: HeimrData, basis: RollBasis): RollModifier[] {
  const abilityId = 'ability' in basis ? basis.ability : null
  const attributeIds =
    'ability' in basis ? (own(data.abilities, basis.ability)?.attributes ?? []) : [basis.attribute]
  const groups = new Set(attributeIds.map((id) => own(data.attributes, id)?.group))
  return lastingPenalties(data)
    .filter((p) =>
      p.on === 'ability'
        ? p.target === abilityId
        : p.on === 'attribute'
          ? attributeIds.includes(p.target)
          : groups.has(p.target as (typeof attributeGroups)[number]),
    )
    .map((p) => ({
      label: p.reason
        ? text('penalty.withReason', {
            target: penaltyTargetName(data, p.on, p.target),
            reason: p.reason,
          })
        : penaltyTargetName(data, p.on, p.target),
      value: -p.amount,
      rule,
    }))
}
