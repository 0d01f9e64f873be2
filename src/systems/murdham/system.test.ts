import { describe, expect, it } from 'vitest'
import { getSystem } from '../index'
import { murdham } from './index'
import { nearlyFull, newCharacter, overloaded } from './fixtures'
import { contractDisease } from './disease'
import { setCondition } from './conditions'

describe('murdham GameSystem', () => {
  it('is registered under its id', () => {
    expect(getSystem('murdham')).toBe(murdham)
    expect(murdham.name).toBe('Murdham')
  })

  it('creates valid data from the house rules and reads it back', () => {
    const data = murdham.create({ name: 'Odo' }, { startingAbility: 12, startingHealth: 4 })
    expect(murdham.schema.parse(data)).toEqual(data)
    expect(data.abilities.str).toEqual({ max: 12, current: 12 })
    expect(data.health).toEqual({ current: 4, max: 4 })
    expect(murdham.migrate(data, murdham.dataVersion)).toEqual(data)
    expect(() => murdham.migrate(data, 3)).toThrow('newer version')
    expect(() => murdham.migrate({ ...data, size: 'huge' }, 1)).toThrow('not valid')
    expect(murdham.startingAwards?.({})).toEqual([])
    expect(murdham.startingAwards?.({ startingCoins: 5 })).toEqual([
      { currency: 'coins', amount: 5, note: 'Starting coins' },
    ])
  })

  it('derives values with explanations and rules', () => {
    const d = murdham.derive(nearlyFull, {})
    expect(d.bulk?.value).toBe('7½ / 8')
    expect(d.movement?.value).toBe('Swim: AGI save')
    expect(d['save.str']?.value).toBe('50%')
    expect(d['save.str']?.explanation).toContain('d20 at or under 10')
    expect(d.languages?.value).toBe('Common')
    expect(d.literacy?.value).toBe('Illiterate')
    for (const value of Object.values(d)) {
      expect(value.explanation.length).toBeGreaterThan(5)
      expect(value.rule.length).toBeGreaterThan(3)
    }
    expect(murdham.derive(overloaded, {}).movement?.value).toBe('No sprint or swim')
    expect(
      murdham.derive(overloaded, { overloadForbidsSpecialMovement: false }).movement?.value,
    ).toBe('Swim: AGI save')
    expect(murdham.derive(newCharacter, {}).movement?.value).toBe('Free')
  })

  it('derives fear with wards, and disease progress', () => {
    const terrified = { ...setCondition(newCharacter, 'terrified', true), fearWards: 1 }
    expect(murdham.derive(terrified, {}).fear?.value).toBe('Frightened')
    const sick = contractDisease(newCharacter, 'plague')
    const id = sick.diseases[0]!.id
    expect(murdham.derive(sick, {})[`disease.${id}`]?.value).toBe('0 / 4')
    expect(murdham.derive(sick, {}).conditions?.value).toBe('Sick')
  })

  it('checks: over the limit, ability above max, both fear conditions', () => {
    expect(murdham.check(nearlyFull, {})).toEqual([])
    expect(murdham.check(overloaded, {}).map((f) => f.code)).toEqual(['over-carry-limit'])
    const odd = {
      ...setCondition(setCondition(newCharacter, 'terrified', true), 'frightened', true),
      abilities: { ...newCharacter.abilities, agi: { max: 8, current: 9 } },
    }
    expect(murdham.check(odd, {}).map((f) => f.code)).toEqual([
      'ability-above-max',
      'fear-and-terror',
    ])
  })

  it('sums inventory in bulk against the carry limit', () => {
    const summary = murdham.inventory.summary(overloaded, {})
    expect(summary).toMatchObject({ unit: 'bulk', used: 8.5, capacity: 8, overloaded: true })
    expect(summary.lines.find((l) => l.name === 'Rations')).toMatchObject({ load: 1.5 })
  })

  it('offers house rules with their sources', () => {
    expect(murdham.houseRules.map((r) => r.id)).toEqual([
      'startingAbility',
      'startingHealth',
      'saveDieSides',
      'proficientRollTwice',
      'overloadForbidsSpecialMovement',
      'diseaseReductionsEndOnRecovery',
      'startingCoins',
      'impairedKeepsLower',
      'turnOrderByAgility',
    ])
    for (const rule of murdham.houseRules) expect(rule.source.length).toBeGreaterThan(20)
    expect(murdham.advancement.currencies).toEqual([{ id: 'coins', label: 'Coins' }])
  })
})
