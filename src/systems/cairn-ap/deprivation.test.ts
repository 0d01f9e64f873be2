import { describe, expect, it } from 'vitest'
import { makeAward, recordPurchase, undoEntry } from '../common/ledger'
import { PurchaseError, RulesError } from '../types'
import { newDayPurchase, planPurchase } from './advance'
import { newDay, setDeprived } from './deprivation'
import { character, fullPack } from './fixtures'
import { cairnAp } from './index'
import { NeedsDropError } from './slots'

const deprived = character((d) => (d.deprived = true))

describe('Deprivation: a new day', () => {
  it('brings no Fatigue on the first day, then one Fatigue for each later day', () => {
    const day1 = newDay(deprived, {})
    expect(day1).toMatchObject({ days: 1, fatigue: 0, dropped: [] })
    expect(day1.data.fatigue).toBe(0)
    const day2 = newDay(day1.data, {})
    expect(day2).toMatchObject({ days: 2, fatigue: 1 })
    const day3 = newDay(day2.data, {})
    expect(day3).toMatchObject({ days: 3, fatigue: 1 })
    expect(day3.data.fatigue).toBe(2)
  })

  it('adds nothing for a character who is not Deprived', () => {
    expect(() => newDay(character(), {})).toThrow(RulesError)
    expect(() => planPurchase(character(), newDayPurchase())).toThrow(PurchaseError)
  })

  it('asks for a drop when no slot is free, then drops what was chosen', () => {
    const full = { ...fullPack, deprived: true, deprivedDays: 1 }
    expect(() => newDay(full, {})).toThrow(NeedsDropError)
    const made = newDay(full, {}, ['rope'])
    expect(made.fatigue).toBe(1)
    expect(made.dropped).toEqual(['Rope'])
    expect(made.data.items.some((i) => i.id === 'rope')).toBe(false)
  })

  it('ending Deprivation resets the count of days', () => {
    const counted = newDay(newDay(deprived, {}).data, {}).data
    expect(setDeprived(counted, false)).toMatchObject({ deprived: false })
    expect(setDeprived(counted, false).deprivedDays).toBe(0)
    const calm = character()
    expect(setDeprived(calm, false)).toEqual(calm)
    expect(newDay(setDeprived(setDeprived(counted, false), true), {}).fatigue).toBe(0)
  })
})

describe('Deprivation in the ledger', () => {
  it('records a new day at no cost and undoing it removes the day and its Fatigue', () => {
    const ledger = [makeAward('gp', 10)]
    const first = recordPurchase(
      deprived,
      ledger,
      cairnAp.advancement.plan(deprived, newDayPurchase(), {}),
    )
    expect(first.entry).toMatchObject({
      kind: 'spend',
      amount: 0,
      purchase: expect.stringContaining('day 1: +0'),
    })
    const second = recordPurchase(
      first.data,
      first.ledger,
      cairnAp.advancement.plan(first.data, newDayPurchase(), {}),
    )
    expect(second.data).toMatchObject({ fatigue: 1, deprivedDays: 2 })
    expect(second.entry.purchase).toBe('New day, Deprived day 2: +1 Fatigue')
    expect(cairnAp.schema.safeParse(second.data).success).toBe(true)
    const undone = undoEntry(second.data, second.ledger, second.entry.id)
    expect(undone.data).toMatchObject({ fatigue: 0, deprivedDays: 1 })
    // Undoing the first day takes the later one with it (both count days), back to no count.
    const all = undoEntry(second.data, second.ledger, first.entry.id)
    expect(all.undone).toHaveLength(2)
    expect(all.data).toEqual(deprived)
  })

  it('puts dropped items back when undone', () => {
    const full = { ...fullPack, deprived: true, deprivedDays: 1 }
    expect(() => cairnAp.advancement.plan(full, newDayPurchase(), {})).toThrow(PurchaseError)
    const plan = cairnAp.advancement.plan(full, newDayPurchase(['tent']), {})
    expect(plan.label).toBe('New day, Deprived day 2: +1 Fatigue; dropped Tent')
    const made = recordPurchase(full, [], plan)
    expect(made.data.items.some((i) => i.id === 'tent')).toBe(false)
    expect(made.data.fatigue).toBe(3)
    const undone = undoEntry(made.data, made.ledger, made.entry.id)
    expect(undone.data).toEqual(full)
  })

  it('drops items by id, whatever characters the id holds', () => {
    expect(newDayPurchase()).toEqual({ kind: 'new-day', dropIds: [] })
    expect(newDayPurchase(['a,b', 'c'])).toEqual({ kind: 'new-day', dropIds: ['a,b', 'c'] })
    const odd = {
      ...fullPack,
      deprived: true,
      deprivedDays: 1,
      items: fullPack.items.map((i) => (i.id === 'rope' ? { ...i, id: 'a,b' } : i)),
    }
    const plan = planPurchase(odd, newDayPurchase(['a,b']))
    expect(plan.label).toContain('dropped Rope')
  })
})
