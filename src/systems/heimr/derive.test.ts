import { describe, expect, it } from 'vitest'
import { abilityChallenge, attributeChallenge, basePotential, isPhysical } from './abilities'
import { deriveHeimr, type HeimrDerivedKey } from './derive'
import { embattled, fencer, newCharacter, weakBrawler } from './fixtures'
import type { HeimrData } from './model'

function withAttribute(id: string, value: number, progress = 0): HeimrData {
  const data = structuredClone(newCharacter)
  const attribute = data.attributes[id]
  if (attribute) Object.assign(attribute, { value, progress })
  return data
}

describe('deriveHeimr', () => {
  it('has every value the sheet shows, each explained and citing a rule', () => {
    const derived = deriveHeimr(fencer, {})
    const ids: HeimrDerivedKey[] = [
      'baseFatigue',
      'fatigue',
      'injury',
      'initiative',
      'defence.dodge',
      'defence.block',
      'positionPenalty',
      'positionPenalty.meleeAttack',
      'positionPenalty.rangedAttack',
      'positionPenalty.dodge',
      'positionPenalty.block',
      'positionPenalty.parry',
      'willpower',
      'hitPoints',
      'trainingExperience',
      ...Object.keys(fencer.attributes).flatMap((id) => [
        `attribute.${id}` as const,
        `progress.${id}` as const,
      ]),
      ...Object.keys(fencer.abilities).flatMap((id) =>
        (['basePotential', 'consistency', 'potential'] as const).map(
          (part) => `ability.${id}.${part}` as const,
        ),
      ),
    ]
    for (const id of ids) {
      expect(derived[id], id).toBeDefined()
      expect(derived[id]?.explanation.length, id).toBeGreaterThan(0)
      expect(derived[id]?.rule.length, id).toBeGreaterThan(0)
    }
    expect(Object.keys(derived).sort()).toEqual([...ids].sort())
  })

  it('floors the average of several attributes, also below zero', () => {
    const derived = deriveHeimr(fencer, {})
    expect(derived['ability.fencing.basePotential']).toMatchObject({
      value: -2,
      explanation: '(Dexterity 0 + Intelligence −3) ÷ 2 = −1.5, rounded down = −2',
    })
    expect(derived['ability.fencing.potential']).toMatchObject({
      value: 0,
      explanation:
        'Base −2 ((Dexterity 0 + Intelligence −3) ÷ 2 = −1.5, rounded down = −2) + trained 2 = 0',
    })
    expect(derived['ability.fencing.consistency']).toMatchObject({
      value: 2,
      explanation: 'Base 1 + trained 1 = 2',
    })
    expect(basePotential(fencer, 'fencing')).toBe(-2)
  })

  it('gives the text’s example: attributes 0 and 3 average 1.5, rounded down to 1', () => {
    const data = structuredClone(fencer)
    if (data.attributes.int) data.attributes.int.value = 3
    expect(basePotential(data, 'fencing')).toBe(1)
    if (data.attributes.int) data.attributes.int.value = 4
    expect(deriveHeimr(data, {})['ability.fencing.basePotential']?.explanation).toBe(
      '(Dexterity 0 + Intelligence 4) ÷ 2 = 2',
    )
  })

  it('follows the attribute for a one-attribute ability', () => {
    const derived = deriveHeimr(weakBrawler, {})
    expect(derived['ability.brawl.basePotential']).toMatchObject({
      value: -2,
      explanation: 'Equals Strength −2',
    })
  })

  it('shows attribute progress toward the next value', () => {
    const derived = deriveHeimr(withAttribute('str', 1, 3), {})
    expect(derived['progress.str']).toMatchObject({
      value: '3 / 8',
      explanation: '3 of 8 progress toward Strength 2',
    })
    expect(derived['attribute.str']?.value).toBe(1)
  })

  it('works out base fatigue from stamina at the edges', () => {
    const cases: [number, number][] = [
      [3, 1],
      [4, 1],
      [-2, 6],
      [-3, 7],
    ]
    for (const [stamina, base] of cases) {
      expect(
        deriveHeimr(withAttribute('sta', stamina), {}).baseFatigue?.value,
        `sta ${stamina}`,
      ).toBe(base)
    }
    expect(deriveHeimr(withAttribute('sta', 4), {}).baseFatigue?.explanation).toBe(
      '4 − Stamina 4 = 0, but it is never below 1, so 1',
    )
    expect(deriveHeimr(withAttribute('sta', -2), {}).baseFatigue?.explanation).toBe(
      '4 − Stamina −2 = 6',
    )
  })

  it('counts stamina as 0 when the campaign has no "sta" attribute', () => {
    const data = structuredClone(newCharacter)
    delete data.attributes.sta
    expect(deriveHeimr(data, {}).baseFatigue).toMatchObject({
      value: 4,
      explanation:
        'This campaign has no attribute "sta", so stamina counts as 0: 4 − Stamina 0 = 4',
    })
  })

  it('explains current fatigue against base', () => {
    const derived = deriveHeimr(embattled, {})
    expect(derived.fatigue?.value).toBe(6)
    expect(derived.fatigue?.explanation).toContain('Fatigue 6, 2 above base 4')
    expect(derived.fatigue?.explanation).toContain('physical rolls need 6 or more before potential')
  })

  it('names the injury level at each boundary', () => {
    const levels: [number, string][] = [
      [1, 'unhurt'],
      [0, 'bloodied'],
      [-1, 'bloodied'],
      [-2, 'mangled'],
      [-3, 'mangled'],
      [-4, 'mutilated'],
      [-5, 'mutilated'],
      [-6, 'mutilated'],
    ]
    for (const [hp, level] of levels) {
      const data = { ...newCharacter, hitPoints: { current: hp, max: 3 } }
      expect(deriveHeimr(data, {}).injury?.value, `HP ${hp}`).toBe(level)
    }
    const torn = {
      ...newCharacter,
      hitPoints: { current: -2, max: 3 },
      injuries: ['torso' as const],
    }
    expect(deriveHeimr(torn, {}).injury?.explanation).toBe(
      '−2 hit points: mangled (−2 or −3). Dying: unconscious after 5 minutes, dead after 10. Injured: Torso (daze).',
    )
    const beyond = { ...newCharacter, hitPoints: { current: -7, max: 3 } }
    expect(deriveHeimr(beyond, {}).injury?.explanation).toContain(
      'below −5, where the injury table stops; treated as mutilated',
    )
  })

  it('rolls initiative with dexterity as consistency and willpower as potential', () => {
    const data = { ...withAttribute('dex', 2), willpower: { current: 1, max: 3 } }
    expect(deriveHeimr(data, {}).initiative).toMatchObject({
      value: 'C 2, P 1',
      explanation:
        'Initiative: consistency Dexterity 2; potential = willpower 1. Ties go to the higher willpower.',
    })
  })

  it('costs 2 consistency per earlier dodge or block, and sums position penalties', () => {
    const derived = deriveHeimr(embattled, {})
    expect(derived['defence.dodge']?.value).toBe(-4)
    expect(derived['defence.dodge']?.explanation).toContain(
      'Dodged 2 times since your last turn: 2 × −2 = −4 consistency on the next dodge',
    )
    // Agility 0 base, −4 for two dodges, −2 prone, −1 difficult terrain: consistency −7.
    expect(derived['defence.dodge']?.explanation).toContain(
      'Next dodge: consistency −7, potential 0',
    )
    expect(derived['defence.block']?.value).toBe(-2)
    expect(derived.positionPenalty).toMatchObject({
      value: 'melee attack −3, ranged attack −2, dodge −3, block −2, parry −3',
      explanation:
        'Prone: melee attack −2, ranged attack −2, dodge −2, block −2, parry −2; Difficult terrain: melee attack −1, dodge −1, parry −1 (consistency on your own rolls)',
    })
    expect(derived['positionPenalty.block']?.value).toBe(-2)
    expect(deriveHeimr(newCharacter, {}).positionPenalty?.value).toBe('none')
  })

  it('adds up the Experience in training', () => {
    expect(deriveHeimr(fencer, {}).trainingExperience).toMatchObject({
      value: 20,
      explanation:
        'Fencing (consistency 1, potential 2) 20 = 20. Earned and unspent Experience come from the ledger.',
    })
  })
})

describe('ability and attribute challenges', () => {
  it('reduces consistency by the situational penalty and adds trained potential', () => {
    const challenge = abilityChallenge(fencer, 'fencing', 2)
    expect(challenge).toMatchObject({ consistency: 0, potential: 0, physical: true, fatigue: 4 })
    expect(challenge.explanation).toBe(
      'Fencing: consistency 1 base + 1 trained − 2 situational penalty = 0; potential −2 base + 2 trained = 0; physical, so the result before potential must also reach fatigue 4',
    )
    expect(abilityChallenge(fencer, 'fencing', 0, 3).potential).toBe(3)
  })

  it('knows physical abilities by their attributes', () => {
    expect(isPhysical(newCharacter, 'brawl')).toBe(true)
    expect(isPhysical(newCharacter, 'insight')).toBe(false)
    expect(abilityChallenge(newCharacter, 'insight').explanation).not.toContain('physical')
    expect(() => abilityChallenge(newCharacter, 'nope')).toThrow(
      'There is no ability with id "nope".',
    )
  })

  it('uses the attribute as potential and the game master’s consistency for attribute rolls', () => {
    const data = withAttribute('str', 2)
    expect(attributeChallenge(data, 'str', 5, 1)).toMatchObject({
      consistency: 4,
      potential: 2,
      physical: true,
      explanation:
        'Strength: consistency 5 set by the game master − 1 situational penalty = 4; potential 2 (the attribute); physical, so the result before potential must also reach fatigue 4',
    })
    expect(attributeChallenge(data, 'soc', 0).physical).toBe(false)
    expect(() => attributeChallenge(data, 'luck', 1)).toThrow('no attribute with id "luck"')
  })
})
