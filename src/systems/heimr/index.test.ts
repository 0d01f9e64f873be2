import { describe, expect, it } from 'vitest'
import { getSystem } from '../index'
import { coverInDarkness, heimr } from './index'
import { trainingPurchase } from './advance'

describe('heimr GameSystem', () => {
  it('is registered under its id', () => {
    expect(getSystem('heimr')).toBe(heimr)
    expect(heimr.name).toBe('Heimr Tabletop Core')
  })

  it('creates, validates, derives, checks and plans through the interface', () => {
    const data = heimr.create({ name: 'Ylva' }, {})
    expect(heimr.schema.parse(data)).toEqual(data)
    expect(heimr.migrate(data, heimr.dataVersion)).toEqual(data)
    expect(heimr.derive(data, {}).baseFatigue?.value).toBe(4)
    expect(heimr.check(data, {})).toEqual([])
    expect(heimr.advancement.currencies).toEqual([{ id: 'xp', label: 'Experience', short: 'XP' }])
    expect(
      heimr.advancement.plan(data, trainingPurchase('brawl', 'potential', 'str'), {}).cost,
    ).toBe(5)
    expect(heimr.startingAwards?.({})).toEqual([])
  })

  it('lists items with their armoury stats and no carrying limit', () => {
    const data = heimr.create({ name: 'Ylva' }, {})
    data.items = [
      { id: 'a', name: 'Longsword', kind: 'weapon', catalogId: 'medium-weapon', notes: '' },
      { id: 'b', name: 'Rope', kind: 'item', catalogId: null, notes: '10 m' },
    ]
    const summary = heimr.inventory.summary(data, {})
    expect(summary.capacity).toBeNull()
    expect(summary.lines).toEqual([
      {
        id: 'a',
        name: 'Longsword',
        load: 1,
        detail: 'Melee, damage 2, P+3, One or two hands; Dueling, Swordmanship, Shield and sword',
      },
      { id: 'b', name: 'Rope', load: 1, detail: '10 m' },
    ])
  })

  it('offers house rules with their sources', () => {
    expect(heimr.houseRules.map((r) => [r.id, r.default])).toEqual([
      ['startingHitPoints', 3],
      ['startingWillpower', 3],
      ['startingExperience', 0],
      ['defaultBaseConsistency', 0],
      ['coverInDarkness', 0],
    ])
    for (const rule of heimr.houseRules) expect(rule.source.length).toBeGreaterThan(20)
    expect(coverInDarkness({})).toBe(0)
    expect(coverInDarkness({ coverInDarkness: 2 })).toBe(2)
  })
})
