import { describe, expect, it } from 'vitest'
import { deriveSymbaroum, type SymbaroumDerivedKey } from './derive'
import { dyingCharacter, evenCharacter, frailScholar, shieldedWarrior } from './fixtures'
import { attributeIds } from './model'

describe('deriveSymbaroum', () => {
  it('has every value the sheet shows', () => {
    const derived = deriveSymbaroum(evenCharacter, {})
    const ids: SymbaroumDerivedKey[] = [
      'toughness',
      'currentToughness',
      'painThreshold',
      'defense',
      'corruptionThreshold',
      'corruption',
      'corruptionStatus',
      'deathStatus',
      'initiative',
      'experience',
      'attributeTotal',
      'modifier.defense',
      ...attributeIds.map((id) => `modifier.${id}` as const),
    ]
    for (const id of ids) {
      expect(derived[id], id).toBeDefined()
      expect(derived[id]?.explanation.length, id).toBeGreaterThan(0)
      expect(derived[id]?.rule.length, id).toBeGreaterThan(0)
    }
  })

  it('explains Toughness and Pain Threshold for Strong below 10 with the numbers', () => {
    const derived = deriveSymbaroum(frailScholar, {})
    expect(derived.toughness).toMatchObject({
      value: 10,
      explanation: 'Strong 5 is below 10, so Toughness is 10',
    })
    expect(derived.painThreshold?.value).toBe(3)
    expect(derived.painThreshold?.explanation).toContain('Strong 5 ÷ 2 = 2.5, rounded up = 3')
    expect(derived.corruptionThreshold).toMatchObject({
      value: 6,
      explanation: 'Resolute 11 ÷ 2 = 5.5, rounded up = 6',
    })
  })

  it('explains odd Strong, armor and shield with the numbers', () => {
    const derived = deriveSymbaroum(shieldedWarrior, {})
    expect(derived.toughness).toMatchObject({
      value: 13,
      explanation: 'Toughness equals Strong 13',
    })
    expect(derived.painThreshold).toMatchObject({
      value: 7,
      explanation: 'Strong 13 ÷ 2 = 6.5, rounded up = 7',
    })
    expect(derived.defense).toMatchObject({
      value: 12,
      explanation: 'Quick 13 − Impeding 2 (Chain mail) + 1 (shield) = 12',
    })
    expect(derived['modifier.defense']).toMatchObject({ value: -2 })
    expect(derived['modifier.defense']?.explanation).toContain('10 − 12 = −2')
    expect(derived.initiative?.explanation).toContain('Quick 13, then Vigilant 6')
    expect(derived.experience).toMatchObject({ value: 40 })
    expect(derived.experience?.explanation).toContain(
      'Man-at-arms (adept) 30 + Shield Fighter (novice) 10 = 40',
    )
  })

  it('explains each attribute modifier with the table formula', () => {
    const derived = deriveSymbaroum(shieldedWarrior, {})
    expect(derived['modifier.quick']).toMatchObject({ value: -3 })
    expect(derived['modifier.quick']?.explanation).toContain('Quick 13: 10 − 13 = −3')
    expect(derived['modifier.vigilant']?.explanation).toContain('Vigilant 6: 10 − 6 = +4')
    expect(derived['modifier.strong']?.value).toBe(-3)
  })

  it('explains current Toughness and dying', () => {
    const hurt = deriveSymbaroum({ ...shieldedWarrior, damage: 4 }, {})
    expect(hurt.currentToughness).toMatchObject({
      value: 9,
      explanation: 'Toughness 13 − damage 4 = 9',
    })
    expect(hurt.deathStatus?.value).toBe('alive')
    const dying = deriveSymbaroum({ ...dyingCharacter, deathTests: [12, 4] }, {})
    expect(dying.currentToughness?.value).toBe(0)
    expect(dying.currentToughness?.explanation).toContain('Toughness 10 − damage 10 = 0')
    expect(dying.currentToughness?.explanation).toContain('dying')
    expect(dying.deathStatus?.value).toBe('dying')
    expect(dying.deathStatus?.explanation).toContain('12, 4')
    expect(dying.deathStatus?.explanation).toContain('1 of 3')
    const dead = deriveSymbaroum({ ...dyingCharacter, deathTests: [20] }, {})
    expect(dead.deathStatus).toMatchObject({ value: 'dead' })
  })

  it('states corruption against the threshold', () => {
    const below = deriveSymbaroum({ ...evenCharacter, corruption: 4 }, {})
    expect(below.corruption?.explanation).toBe('Corruption 4 is below the Corruption Threshold 5')
    expect(below.corruptionStatus?.value).toBe('below threshold')
    const reached = deriveSymbaroum({ ...evenCharacter, corruption: 5 }, {})
    expect(reached.corruption?.explanation).toBe(
      'Corruption 5 has reached the Corruption Threshold 5',
    )
    expect(reached.corruptionStatus?.value).toBe('at or above threshold')
  })

  it('sums the attributes against the campaign total', () => {
    const derived = deriveSymbaroum(shieldedWarrior, { attributePointTotal: 84 })
    expect(derived.attributeTotal?.value).toBe(80)
    expect(derived.attributeTotal?.explanation).toContain('Accurate 13 + Cunning 7')
    expect(derived.attributeTotal?.explanation).toContain('= 80')
    expect(derived.attributeTotal?.explanation).toContain('84')
  })

  it('mentions the numbers it used in every explanation', () => {
    const data = shieldedWarrior
    const derived = deriveSymbaroum(data, {})
    const a = data.attributes
    const mustMention: Partial<Record<SymbaroumDerivedKey, number[]>> = {
      toughness: [a.strong],
      painThreshold: [a.strong],
      defense: [a.quick, 2],
      corruptionThreshold: [a.resolute],
      initiative: [a.quick, a.vigilant],
      currentToughness: [13, 0],
      corruption: [0, 6],
    }
    for (const [id, numbers] of Object.entries(mustMention) as [SymbaroumDerivedKey, number[]][]) {
      for (const n of numbers)
        expect(derived[id]?.explanation, id).toMatch(new RegExp(`\\b${n}\\b`))
      expect(derived[id]?.explanation, id).toContain(String(derived[id]?.value))
    }
  })
})
