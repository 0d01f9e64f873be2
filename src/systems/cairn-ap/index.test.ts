import { describe, expect, it } from 'vitest'
import { recordPurchase, makeAward, undoEntry } from '../common/ledger'
import { getSystem } from '../index'
import { barry, character, fullPack, item } from './fixtures'
import { cairnAp } from './index'

describe('cairn-ap GameSystem', () => {
  it('is registered under its id', () => {
    expect(getSystem('cairn-ap')).toBe(cairnAp)
  })

  it('creates, validates, derives and checks through the interface', () => {
    const data = cairnAp.create({ name: 'Barry' }, {})
    expect(cairnAp.schema.parse(data)).toEqual(data)
    expect(cairnAp.migrate(data, cairnAp.dataVersion)).toEqual(data)
    expect(() => cairnAp.migrate(data, 2)).toThrow(/newer version/)
    expect(data.items.map((i) => [i.name, i.slots])).toEqual([['Grimoire', 2]])
    const derived = cairnAp.derive(barry, {})
    expect(derived.magicDice?.value).toBe(4)
    expect(derived.freeSlots?.value).toBe(2)
    expect(derived.move?.value).toBe(5)
    expect(derived.initiative?.value).toBe('d20+14')
    expect(derived.slots?.explanation).toContain('campaign setting')
    expect(cairnAp.check(barry, {})).toEqual([])
    expect(cairnAp.startingAwards?.({})).toEqual([])
    expect(cairnAp.startingAwards?.({ startingGold: 30 })).toEqual([
      { currency: 'gp', amount: 30, note: 'Starting gold' },
    ])
  })

  it('flags an overflowing inventory, e.g. after lowering the slot setting', () => {
    expect(cairnAp.check(fullPack, { inventorySlots: 8 }).map((f) => f.code)).toContain(
      'slots-overflow',
    )
    const summary = cairnAp.inventory.summary(fullPack, {})
    expect(summary.used).toBe(10)
    expect(summary.capacity).toBe(10)
    expect(summary.lines.find((l) => l.id === 'tent')?.detail).toBe('bulky')
    expect(summary.lines.at(-1)).toEqual({
      id: 'fatigue',
      name: 'Fatigue',
      load: 2,
      detail: 'until rest',
    })
  })

  it('offers house rules with their sources', () => {
    expect(cairnAp.houseRules.map((r) => [r.id, r.default])).toEqual([
      ['inventorySlots', 10],
      ['startingGold', 0],
    ])
    for (const rule of cairnAp.houseRules) expect(rule.source.length).toBeGreaterThan(20)
  })

  it('copies a scroll’s spell for 50 gp and undoes it, scroll back', () => {
    const data = character((d) =>
      d.items.push(item('s1', 'Scroll', 1, { kind: 'scroll', spell: 'Light' })),
    )
    const ledger = [makeAward('gp', 60)]
    const options = cairnAp.advancement.options(data, { gp: 60 }, {})
    expect(options.map((o) => [o.id, o.cost, o.available])).toEqual([
      ['copy:s1', 50, true],
      ['grimoire:s1', 200, false],
    ])
    const plan = cairnAp.advancement.plan(data, 'copy:s1', {})
    const bought = recordPurchase(data, ledger, plan)
    expect(bought.data.spells.map((s) => s.name)).toEqual(['Light'])
    expect(bought.data.items.some((i) => i.id === 's1')).toBe(false)
    const undone = undoEntry(bought.data, bought.ledger, bought.entry.id)
    expect(undone.data.items.some((i) => i.id === 's1')).toBe(true)
    expect(undone.data.spells).toEqual([])
    expect(() => cairnAp.advancement.plan(data, 'steal:s1', {})).toThrow(/Unknown purchase/)
  })

  it('creates a Grimoire for 200 gp: the scroll’s spell first, caster Deprived', () => {
    const data = character((d) => {
      d.items = [item('s1', 'Scroll', 1, { kind: 'scroll', spell: 'Sleep' })]
      d.mishaps = [{ id: 'm', sum: 13, note: '' }]
    })
    const plan = cairnAp.advancement.plan(data, 'grimoire:s1', {})
    expect(plan.cost).toBe(200)
    const bought = recordPurchase(data, [makeAward('gp', 200)], plan)
    expect(bought.data.spells.map((s) => s.name)).toEqual(['Sleep'])
    expect(bought.data.items.map((i) => [i.kind, i.slots])).toEqual([['grimoire', 2]])
    expect(bought.data.deprived).toBe(true)
    expect(bought.data.mishaps).toEqual([])
    expect(() => recordPurchase(data, [], plan)).toThrow(/200 GP/)
  })
})
