import { describe, expect, it } from 'vitest'
import { recordPurchase, makeAward, undoEntry } from '../common/ledger'
import { getSystem } from '../index'
import { barry, character, fullPack, item } from './fixtures'
import { cairnAp } from './index'
import { applyMishapEffects, castingBlocked } from './magic'

describe('cairn-ap GameSystem', () => {
  it('is registered under its id', () => {
    expect(getSystem('cairn-ap')).toBe(cairnAp)
  })

  it('creates, validates, derives and checks through the interface', () => {
    const data = cairnAp.create({ name: 'Barry' }, {})
    expect(cairnAp.schema.parse(data)).toEqual(data)
    expect(cairnAp.migrate(data, cairnAp.dataVersion)).toEqual(data)
    expect(() => cairnAp.migrate(data, cairnAp.dataVersion + 1)).toThrow(/newer version/)
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

  it('reads data saved before tumours, item material and Mishap hours, and keeps them once set', () => {
    // Data version 1 as saved before issue #20: no `tumours`, `tumourWard`, `material`, `hoursLeft`.
    const before = character((d) => (d.mishaps = [{ id: 'm8', sum: 8, note: '' }]))
    expect(cairnAp.migrate(JSON.parse(JSON.stringify(before)), 1)).toEqual(before)
    expect(cairnAp.derive(before, {}).usedSlots?.value).toBe(2)
    const after = character((d) => {
      d.tumours = 2
      d.tumourWard = true
      d.mishaps = [{ id: 'm8', sum: 8, note: '', hoursLeft: 12 }]
      const grimoire = d.items[0]
      if (grimoire) grimoire.material = 'other'
    })
    expect(cairnAp.schema.parse(after)).toEqual(after)
    expect(cairnAp.derive(after, {}).usedSlots?.explanation).toBe(
      '2 by items (bulky ones fill 2) + 0 Fatigue + 2 tumours (Mishap 14) = 4',
    )
    expect(cairnAp.inventory.summary(after, {}).lines.at(-1)).toMatchObject({
      name: 'Tumours',
      load: 2,
    })
  })

  it('flags an overflowing inventory, e.g. after lowering the slot setting', () => {
    expect(cairnAp.check(fullPack, { inventorySlots: 8 }).map((f) => f.code)).toContain(
      'slots-overflow',
    )
    const summary = cairnAp.inventory.summary(fullPack, {})
    expect(summary.used).toBe(10)
    expect(summary.capacity).toBe(10)
    expect(summary.lines.find((l) => l.id === 'tent')?.detail).toBe('bulky')
    const armed = cairnAp.inventory.summary(
      character((d) => d.items.push(item('axe', 'Axe', 2, { die: 'd8' }))),
      {},
    )
    expect(armed.lines.find((l) => l.id === 'axe')?.detail).toBe('bulky; Object Die d8')
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
      ['dieOfFate', false],
      ['highestGroupStarts', true],
    ])
    for (const rule of cairnAp.houseRules) expect(rule.source.length).toBeGreaterThan(20)
  })

  it('copies a scroll’s spell for 50 gp and undoes it, scroll back', () => {
    const data = character((d) =>
      d.items.push(item('s1', 'Scroll', 1, { kind: 'scroll', spell: 'Light' })),
    )
    const ledger = [makeAward('gp', 60)]
    const options = cairnAp.advancement.options(data, { gp: 60 }, {})
    expect(options.map((o) => [o.key, o.cost, o.available])).toEqual([
      ['copy-spell:s1', 50, true],
      ['create-grimoire:s1', 200, false],
    ])
    const plan = cairnAp.advancement.plan(data, { kind: 'copy-spell', scrollId: 's1' }, {})
    const bought = recordPurchase(data, ledger, plan)
    expect(bought.data.spells.map((s) => s.name)).toEqual(['Light'])
    expect(bought.data.items.some((i) => i.id === 's1')).toBe(false)
    const undone = undoEntry(bought.data, bought.ledger, bought.entry.id)
    expect(undone.data.items.some((i) => i.id === 's1')).toBe(true)
    expect(undone.data.spells).toEqual([])
    expect(
      cairnAp.advancement.purchaseSchema.safeParse({ kind: 'steal', scrollId: 's1' }).success,
    ).toBe(false)
  })

  it('creates a Grimoire for 200 gp: the scroll’s spell first, caster Deprived', () => {
    const data = character((d) => {
      d.items = [item('s1', 'Scroll', 1, { kind: 'scroll', spell: 'Sleep' })]
      d.mishaps = [{ id: 'm', sum: 13, note: '' }]
    })
    const plan = cairnAp.advancement.plan(data, { kind: 'create-grimoire', scrollId: 's1' }, {})
    expect(plan.cost).toBe(200)
    const bought = recordPurchase(data, [makeAward('gp', 200)], plan)
    expect(bought.data.spells.map((s) => s.name)).toEqual(['Sleep'])
    expect(bought.data.items.map((i) => [i.kind, i.slots])).toEqual([['grimoire', 2]])
    expect(bought.data.deprived).toBe(true)
    expect(bought.data.mishaps).toEqual([])
    expect(() => recordPurchase(data, [], plan)).toThrow(/200 GP/)
  })
})

describe('Mishap 13: a new Grimoire from the remains', () => {
  const typed = [
    { id: 'mirror', name: 'Mirror Image', description: '[dice] illusory duplicates' },
    { id: 'light', name: 'Light', description: 'A glow for [sum] hours' },
  ]
  const caster = character((d) => {
    const grimoire = d.items[0]
    if (grimoire) grimoire.id = 'grimoire'
    d.spells = typed
    d.items.push(item('s1', 'Scroll', 1, { kind: 'scroll', spell: 'Sleep' }))
  })

  it('restores the original spells as well, after the scroll’s, and undoes through the ledger', () => {
    const damaged = applyMishapEffects(caster, 13, null)
    expect(castingBlocked(damaged, { kind: 'grimoire', spellId: 'mirror' })).toMatch(/Mishap 13/)
    const plan = cairnAp.advancement.plan(damaged, { kind: 'create-grimoire', scrollId: 's1' }, {})
    expect(plan.label).toBe('Create a Grimoire from Sleep (original spells restored)')
    const bought = recordPurchase(damaged, [makeAward('gp', 200)], plan)
    expect(bought.data.spells).toEqual([
      { id: 'spell-s1', name: 'Sleep', description: '' },
      ...typed,
    ])
    expect(bought.data.mishaps).toEqual([])
    expect(bought.data.deprived).toBe(true)
    expect(castingBlocked(bought.data, { kind: 'grimoire', spellId: 'light' })).toBeNull()
    expect(cairnAp.schema.safeParse(bought.data).success).toBe(true)
    const undone = undoEntry(bought.data, bought.ledger, bought.entry.id)
    expect(undone.data).toEqual(damaged)
  })

  it('keeps an original of the scroll’s spell once, first, with its description', () => {
    const damaged = applyMishapEffects(
      character((d) => {
        d.spells = typed
        d.items.push(item('s2', 'Scroll', 1, { kind: 'scroll', spell: 'light' }))
      }),
      13,
      null,
    )
    const bought = recordPurchase(
      damaged,
      [makeAward('gp', 200)],
      cairnAp.advancement.plan(damaged, { kind: 'create-grimoire', scrollId: 's2' }, {}),
    )
    expect(bought.data.spells.map((s) => s.id)).toEqual(['light', 'mirror'])
  })

  it('starts a Grimoire made without the remains with the scroll’s spell alone', () => {
    // Creating a Grimoire: the spell contained within the Scroll becomes the first recorded spell.
    const lost = { ...caster, items: caster.items.filter((i) => i.kind !== 'grimoire') }
    const bought = recordPurchase(
      lost,
      [makeAward('gp', 200)],
      cairnAp.advancement.plan(lost, { kind: 'create-grimoire', scrollId: 's1' }, {}),
    )
    expect(bought.data.spells.map((s) => s.name)).toEqual(['Sleep'])
    expect(undoEntry(bought.data, bought.ledger, bought.entry.id).data.spells).toEqual(typed)
  })
})
