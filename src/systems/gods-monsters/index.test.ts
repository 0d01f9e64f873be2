import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { getSystem } from '../index'
import {
  applyFirstLevelVitals,
  applyPhysique,
  assignAbilities,
  creationAwards,
  roll4d6DropLowest,
  rollAbilityScores,
  scoreFromDice,
  setArchetype,
} from './create'
import { blankCharacter, toromeen } from './fixtures'
import { godsMonsters } from './index'

describe('gods-monsters GameSystem', () => {
  it('is registered under its id', () => {
    expect(getSystem('gods-monsters')).toBe(godsMonsters)
    expect(godsMonsters.name).toBe('Gods & Monsters')
  })

  it('creates, validates, migrates, derives and checks through the interface', () => {
    const data = godsMonsters.create({ name: 'Gralen' }, {})
    expect(godsMonsters.schema.parse(data)).toEqual(data)
    expect(godsMonsters.migrate(data, godsMonsters.dataVersion)).toEqual(data)
    expect(() => godsMonsters.migrate(data, 3)).toThrow(/newer version/)
    expect(() => godsMonsters.migrate({ ...data, injuries: -1 }, 1)).toThrow(/not valid/)
    expect(godsMonsters.schema.parse(toromeen)).toEqual(toromeen)
    expect(godsMonsters.derive(data, {})['reaction.fortitude']?.value).toBe(5)
    expect(godsMonsters.startingAwards?.({})).toEqual([])
    expect(godsMonsters.startingAwards?.({ startingExperience: 3000 })).toEqual([
      { currency: 'xp', amount: 3000, note: 'Starting experience' },
    ])
  })

  it('sums up the inventory with Carry counting items by default', () => {
    const summary = godsMonsters.inventory.summary(toromeen, {})
    expect(summary).toMatchObject({ unit: 'items', used: 3, capacity: 13, overloaded: false })
    expect(summary.lines.map((l) => l.name)).toEqual(['Battleaxe', 'Banded Leather', 'Shield'])
    const byBulk = godsMonsters.inventory.summary(toromeen, { gearCarryCountsBulk: true })
    expect(byBulk).toMatchObject({ unit: 'bulk', used: 32, overloaded: true })
  })

  it('offers house rules with their sources, the contributor table among them', () => {
    const ids = godsMonsters.houseRules.map((r) => r.id)
    expect(ids).toContain('majorContributor11')
    // The worked examples fix 13, 14 and 16 (the bow built for strength): not settings.
    expect(ids).not.toContain('majorContributor14')
    expect(ids).not.toContain('majorContributor18')
    for (const rule of godsMonsters.houseRules) expect(rule.source.length).toBeGreaterThan(20)
    const d = assignAbilities(blankCharacter, { ...blankCharacter.abilities, wisdom: 11 })
    expect(godsMonsters.derive(d, {})['reaction.willpower']?.value).toBe(4)
    expect(godsMonsters.derive(d, { majorContributor11: 3 })['reaction.willpower']?.value).toBe(7)
  })
})

describe('creation steps', () => {
  it('rolls 4d6 and keeps the three highest, seedably', () => {
    const a = roll4d6DropLowest(createRng('Tony'))
    expect(a).toEqual(roll4d6DropLowest(createRng('Tony')))
    expect(a.total).toBe(a.dice.reduce((s, d) => s + d, 0) - a.dropped)
    const six = rollAbilityScores(createRng(7))
    expect(six).toHaveLength(6)
    for (const r of six) expect(r.total).toBeGreaterThanOrEqual(3)
    expect(() => scoreFromDice([1, 2, 3])).toThrow(RangeError)
  })

  it('gives a thief mojo, verve and coins from agility (16: major +2, the bow example)', () => {
    let d = setArchetype(blankCharacter, 'thief')
    d = assignAbilities(d, { ...d.abilities, agility: 16, wisdom: 12, endurance: 8 })
    d = applyFirstLevelVitals(d)
    expect(d.survival.max).toBe(4)
    expect(d.verve.max).toBe(6)
    expect(creationAwards(d)).toEqual([
      { currency: 'mojo', amount: 14, note: 'First-level mojo' },
      { currency: 'coins', amount: 1600, note: 'Starting coins' },
    ])
  })

  it('rolls the species’ age and height dice', () => {
    const d = applyPhysique(toromeen, createRng(3))
    expect(d.physique.ageRoll).toBeGreaterThanOrEqual(8)
    expect(d.physique.height).toBe(41 + (d.physique.heightRoll ?? 0) + 5)
  })
})
