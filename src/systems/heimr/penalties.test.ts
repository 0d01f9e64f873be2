import { describe, expect, it } from 'vitest'
import { modifierTotal } from '../common/roll-model'
import { RulesError } from '../types'
import { abilityChallenge } from './abilities'
import { attackRoll } from './attack'
import { giveCombatAbilities, newCharacter, unarmedBrawl } from './fixtures'
import { heimrDataSchema, type HeimrData } from './model'
import {
  addLastingPenalty,
  lastingPenaltyModifiers,
  lastingPenalties,
  removeLastingPenalty,
} from './penalties'

function withAthletics(): HeimrData {
  const d = structuredClone(newCharacter)
  d.abilities.athletics = {
    name: 'Athletics',
    baseConsistency: 3,
    attributes: ['dex'],
    trainedConsistency: 0,
    trainedPotential: 0,
  }
  return d
}

/** The consistency an ability rolls with its lasting penalties. */
function consistencyWith(data: HeimrData, abilityId: string): number {
  const lasting = modifierTotal(lastingPenaltyModifiers(data, { ability: abilityId }))
  return abilityChallenge(data, abilityId, -lasting).consistency
}

describe('Lasting situational penalties', () => {
  it('lower the consistency (the text: a penalty of two on consistency 3 rolls 1)', () => {
    const data = addLastingPenalty(
      withAthletics(),
      { on: 'ability', target: 'athletics', amount: 2, reason: 'Darkness' },
      'p1',
    )
    expect(consistencyWith(data, 'athletics')).toBe(1)
    expect(lastingPenaltyModifiers(data, { ability: 'athletics' })).toEqual([
      { label: 'Athletics: Darkness', value: -2, rule: 'Situational penalties' },
    ])
    expect(heimrDataSchema.safeParse(data).success).toBe(true)
  })

  it('on Dexterity also fall on abilities based on it (the text: athletics)', () => {
    const data = addLastingPenalty(
      withAthletics(),
      { on: 'attribute', target: 'dex', amount: 1, reason: '' },
      'p1',
    )
    expect(consistencyWith(data, 'athletics')).toBe(2)
    expect(lastingPenaltyModifiers(data, { ability: 'brawl' })).toEqual([])
    expect(lastingPenaltyModifiers(data, { attribute: 'dex' })).toHaveLength(1)
  })

  it('on a group fall on every attribute of that group, and different penalties add up', () => {
    let data = addLastingPenalty(
      withAthletics(),
      { on: 'group', target: 'physical', amount: 1, reason: 'Hangover' },
      'g',
    )
    data = addLastingPenalty(data, { on: 'attribute', target: 'dex', amount: 2, reason: '' }, 'd')
    expect(consistencyWith(data, 'athletics')).toBe(0)
    expect(lastingPenaltyModifiers(data, { attribute: 'sta' }).map((m) => m.value)).toEqual([-1])
    expect(lastingPenaltyModifiers(data, { attribute: 'int' })).toEqual([])
    expect(lastingPenalties(removeLastingPenalty(data, 'g')).map((p) => p.id)).toEqual(['d'])
  })

  it('count once on an ability based on two attributes of the penalised group', () => {
    const data = addLastingPenalty(
      structuredClone(newCharacter),
      { on: 'group', target: 'mental', amount: 1, reason: '' },
      'm',
    )
    data.abilities.lore = {
      name: 'Lore',
      baseConsistency: 3,
      attributes: ['int', 'emp'],
      trainedConsistency: 0,
      trainedPotential: 0,
    }
    expect(consistencyWith(data, 'lore')).toBe(2)
  })

  it('reach attacks, listed with their rule', () => {
    const data = structuredClone(newCharacter)
    giveCombatAbilities(data)
    const penalised = addLastingPenalty(
      data,
      { on: 'attribute', target: 'str', amount: 2, reason: 'Cramp' },
      's',
    )
    const roll = attackRoll(penalised, unarmedBrawl)
    expect(roll.consistency).toContainEqual({
      label: 'Strength: Cramp',
      value: -2,
      rule: 'Situational penalties',
    })
    expect(roll.challenge.consistency).toBe(data.abilities.brawl!.baseConsistency - 2)
  })

  it('refuse a penalty out of range or on something the sheet lacks', () => {
    const add = (on: 'group' | 'attribute', target: string, amount: number) => () =>
      addLastingPenalty(newCharacter, { on, target, amount, reason: '' }, 'x')
    expect(add('attribute', 'dex', 0)).toThrow(RulesError)
    expect(add('attribute', 'luck', 1)).toThrow('This sheet has no attribute "luck".')
    expect(add('group', 'social', 1)).toThrow(RulesError)
  })
})
