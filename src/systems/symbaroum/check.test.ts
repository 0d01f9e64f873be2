import { describe, expect, it } from 'vitest'
import { checkSymbaroum } from './check'
import { evenCharacter, shieldedWarrior } from './fixtures'
import type { SymbaroumData } from './model'

function codes(data: SymbaroumData, rules = {}): string[] {
  return checkSymbaroum(data, rules).map((f) => f.code)
}

describe('checkSymbaroum', () => {
  it('finds nothing on a valid 80-point character', () => {
    expect(checkSymbaroum(evenCharacter, {})).toEqual([])
    expect(checkSymbaroum(shieldedWarrior, {})).toEqual([])
  })

  it('reports attributes outside 5–15 or not whole as errors', () => {
    const data = {
      ...evenCharacter,
      attributes: { ...evenCharacter.attributes, quick: 16, strong: 4, cunning: 10.5 },
    }
    const findings = checkSymbaroum(data, {}).filter((f) => f.code === 'attribute-out-of-range')
    expect(findings.map((f) => f.path)).toEqual([
      'attributes.cunning',
      'attributes.quick',
      'attributes.strong',
    ])
    expect(findings.every((f) => f.severity === 'error')).toBe(true)
    expect(findings[1]?.message).toContain('Quick is 16')
    expect(findings[1]?.rule).toBe('Attribute modifier table')
  })

  it('warns when the attribute total differs from the campaign total, stating both', () => {
    const data = { ...evenCharacter, attributes: { ...evenCharacter.attributes, quick: 12 } }
    const [finding] = checkSymbaroum(data, {})
    expect(finding).toMatchObject({
      severity: 'warning',
      code: 'attribute-total',
      path: 'attributes',
    })
    expect(finding?.message).toContain('82')
    expect(finding?.message).toContain('80')
    // A character in no campaign is not told about "this campaign".
    expect(finding?.message).not.toMatch(/this campaign/)
    expect(codes(data, { attributePointTotal: 82 })).toEqual([])
  })

  it('warns when Corruption reaches the threshold, not before', () => {
    expect(codes({ ...evenCharacter, corruption: 4 })).toEqual([])
    const [finding] = checkSymbaroum({ ...evenCharacter, corruption: 5 }, {})
    expect(finding).toMatchObject({
      severity: 'warning',
      code: 'corruption-at-threshold',
      path: 'corruption',
    })
    expect(finding?.message).toContain('5')
  })

  it('warns about duplicate ability names, ignoring case and spaces', () => {
    const data: SymbaroumData = {
      ...evenCharacter,
      abilities: {
        acrobatics: { name: 'Acrobatics', level: 'novice' },
        'acrobatics-2': { name: ' acrobatics ', level: 'adept' },
        witchsight: { name: 'Witchsight', level: 'novice' },
      },
    }
    const findings = checkSymbaroum(data, {})
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({
      severity: 'warning',
      code: 'duplicate-ability',
      path: 'abilities.acrobatics-2',
    })
  })

  it('says nothing special about Defense below 1 from heavy armor', () => {
    const data: SymbaroumData = {
      ...evenCharacter,
      attributes: { ...evenCharacter.attributes, quick: 5, strong: 15 },
      armor: { name: 'Full plate', impeding: 6, protection: '1d8' },
    }
    expect(codes(data)).toEqual([])
  })

  it('warns about death tests recorded while Toughness is above 0', () => {
    expect(codes({ ...evenCharacter, deathTests: [12] })).toEqual(['death-tests-while-conscious'])
    expect(codes({ ...evenCharacter, damage: 10, deathTests: [12] })).toEqual([])
  })

  it('gives every finding a severity, code, message, rule and path', () => {
    const messy: SymbaroumData = {
      ...evenCharacter,
      attributes: { ...evenCharacter.attributes, quick: 20 },
      corruption: 9,
      abilities: { a: { name: 'A', level: 'novice' }, b: { name: 'a', level: 'novice' } },
    }
    for (const f of checkSymbaroum(messy, {})) {
      expect(f.severity === 'error' || f.severity === 'warning').toBe(true)
      expect(f.code && f.message && f.rule && f.path).toBeTruthy()
    }
  })

  it('warns about a Heavy weapon with a shield, but not with a buckler', () => {
    const greatsword = {
      id: 'g',
      name: 'Greatsword',
      damage: '1d10',
      qualities: ['heavy' as const],
    }
    const withShield = { ...evenCharacter, shield: 'shield' as const, weapons: [greatsword] }
    const found = checkSymbaroum(withShield, {}).filter(
      (f) => f.code === 'shield-with-heavy-weapon',
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ severity: 'warning', rule: 'Special Actions: Shield' })
    expect(found[0]?.message).toContain('Greatsword')
    const withBuckler = { ...withShield, shield: 'buckler' as const }
    expect(checkSymbaroum(withBuckler, {}).some((f) => f.code === 'shield-with-heavy-weapon')).toBe(
      false,
    )
  })
})
