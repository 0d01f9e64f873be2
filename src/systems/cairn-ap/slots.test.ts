import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { barry, character, fullPack, item, newCaster } from './fixtures'
import {
  addFatigue,
  addItem,
  freeSlots,
  NeedsDropError,
  overflow,
  recoverFatigue,
  slotCapacity,
  slotGrid,
  usedSlots,
} from './slots'

describe('slot accounting', () => {
  it('defaults to Cairn’s 10 slots and counts the bulky Grimoire as 2', () => {
    expect(slotCapacity(newCaster, {}).total).toBe(10)
    expect(slotCapacity(newCaster, {}).explanation).toContain('campaign setting')
    expect(usedSlots(newCaster)).toBe(2)
    expect(freeSlots(newCaster, {})).toBe(8)
  })

  it('uses the campaign setting, then the character’s own total', () => {
    expect(slotCapacity(newCaster, { inventorySlots: 12 }).total).toBe(12)
    const own = character((d) => (d.slotOverride = 8))
    expect(slotCapacity(own, { inventorySlots: 12 }).total).toBe(8)
    expect(slotCapacity(own, {}).explanation).toContain('this character')
  })

  it('takes slots off for Mishap 12 and leaves 5 with the wings of Mishap 19', () => {
    expect(
      slotCapacity(
        character((d) => (d.lostSlots = 2)),
        {},
      ).total,
    ).toBe(8)
    expect(
      slotCapacity(
        character((d) => (d.wings = true)),
        {},
      ).total,
    ).toBe(5)
    expect(
      slotCapacity(
        character((d) => ((d.wings = true), (d.lostSlots = 1))),
        {},
      ).total,
    ).toBe(4)
  })

  it('counts items, bulky items and Fatigue in the grid', () => {
    const grid = slotGrid(fullPack, {})
    expect(grid).toEqual([
      'grimoire',
      'grimoire',
      'tent',
      'tent',
      'sword',
      'rope',
      'food',
      'torch',
      'fatigue',
      'fatigue',
    ])
    expect(freeSlots(fullPack, {})).toBe(0)
  })

  it('refuses an item that does not fit, with the reason, and changes nothing', () => {
    expect(() => addItem(fullPack, {}, item('x', 'Shovel'))).toThrow(
      /needs 1 slot but only 0 are free/,
    )
    expect(() => addItem(barry, {}, item('x', 'Chest', 3))).toThrow(
      /needs 3 slots but only 2 are free/,
    )
    const next = addItem(barry, {}, item('x', 'Chain', 2))
    expect(freeSlots(next, {})).toBe(0)
    expect(() => addItem(barry, {}, item('x', '  '))).toThrow(RulesError)
    expect(barry.items).toHaveLength(6)
  })
})

describe('Fatigue', () => {
  it('fills a free slot', () => {
    const next = addFatigue(newCaster, {}, 1)
    expect(next.fatigue).toBe(1)
    expect(freeSlots(next, {})).toBe(7)
    expect(next.log.at(-1)?.text).toContain('+1 Fatigue')
  })

  it('asks which item to drop when no slot is free, and never overflows silently', () => {
    let error: unknown
    try {
      addFatigue(fullPack, {}, 1)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(NeedsDropError)
    expect((error as NeedsDropError).slotsNeeded).toBe(1)
  })

  it('drops the chosen item and records it', () => {
    const next = addFatigue(fullPack, {}, 1, ['rope'])
    expect(next.fatigue).toBe(3)
    expect(next.items.map((i) => i.id)).not.toContain('rope')
    expect(overflow(next, {})).toBe(0)
    expect(next.log.map((l) => l.text)).toContain('Dropped Rope to make room (Fatigue).')
  })

  it('drops a bulky item for two Fatigue, but refuses too small a choice', () => {
    expect(addFatigue(fullPack, {}, 2, ['tent']).fatigue).toBe(4)
    expect(() => addFatigue(fullPack, {}, 2, ['rope'])).toThrow(NeedsDropError)
    expect(() => addFatigue(fullPack, {}, 1, ['nope'])).toThrow(/not in the inventory/)
  })

  it('logs Fatigue that has no slot once nothing is left to drop', () => {
    const bare = character((d) => ((d.items = []), (d.fatigue = 10)))
    const next = addFatigue(bare, {}, 1)
    expect(next.fatigue).toBe(10)
    expect(next.log.at(-1)?.text).toContain('1 Fatigue found no slot')
  })

  it('clears on rest unless Deprived', () => {
    expect(recoverFatigue(fullPack).fatigue).toBe(0)
    const deprived = character((d) => ((d.fatigue = 2), (d.deprived = true)))
    expect(() => recoverFatigue(deprived)).toThrow(/Deprived/)
  })

  it('refuses a bad count', () => {
    expect(() => addFatigue(newCaster, {}, 0)).toThrow(RulesError)
  })
})
