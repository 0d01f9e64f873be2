import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { capacityStatus, fillSlots, summarizeInventory, totalLoad } from './inventory'

describe('totalLoad', () => {
  it('adds loads, including halves, without float noise', () => {
    expect(totalLoad([])).toBe(0)
    expect(totalLoad([{ load: 0.5 }, { load: 2 }, { load: 0.1 }, { load: 0.2 }])).toBe(2.8)
  })
})

describe('capacityStatus', () => {
  it('has no limit when capacity is null', () => {
    expect(capacityStatus(500, null)).toEqual({
      used: 500,
      capacity: null,
      free: null,
      over: 0,
      overloaded: false,
    })
  })

  it('is not overloaded at exactly the capacity, and is one past it', () => {
    expect(capacityStatus(10, 10)).toMatchObject({ free: 0, over: 0, overloaded: false })
    expect(capacityStatus(11, 10)).toMatchObject({ free: 0, over: 1, overloaded: true })
    expect(capacityStatus(7.5, 8)).toMatchObject({ free: 0.5, over: 0, overloaded: false })
  })
})

describe('fillSlots', () => {
  it('fills slots in order and overflows what does not fit', () => {
    const result = fillSlots(
      [
        { id: 'sword', slots: 1 },
        { id: 'armor', slots: 2 },
        { id: 'tent', slots: 3 },
        { id: 'rope', slots: 1 },
      ],
      4,
    )
    expect(result.slots).toEqual(['sword', 'armor', 'armor', 'rope'])
    expect(result.overflow).toEqual(['tent'])
    expect(result.free).toBe(0)
  })

  it('leaves free slots as null', () => {
    expect(fillSlots([{ id: 'a', slots: 1 }], 3)).toEqual({
      slots: ['a', null, null],
      overflow: [],
      free: 2,
    })
  })

  it('refuses impossible slot counts', () => {
    expect(() => fillSlots([], -1)).toThrow(/slot count/)
    expect(() => fillSlots([{ id: 'x', slots: 1.5 }], 3)).toThrow(/whole number of slots/)
  })

  it('never places more than the slots, and accounts for every item', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 20 }),
        (sizes, slotCount) => {
          const items = sizes.map((slots, i) => ({ id: `i${i}`, slots }))
          const result = fillSlots(items, slotCount)
          const placed = new Set(result.slots.filter((s): s is string => s !== null))
          const filled = result.slots.filter((s) => s !== null).length
          return (
            result.slots.length === slotCount &&
            filled + result.free === slotCount &&
            items.every(
              (item) =>
                result.overflow.includes(item.id) !== (placed.has(item.id) || item.slots === 0),
            )
          )
        },
      ),
    )
  })
})

describe('summarizeInventory', () => {
  it('marks overload against the capacity', () => {
    const lines = [
      { id: 'a', name: 'Rope', load: 1 },
      { id: 'b', name: 'Tent', load: 2 },
    ]
    expect(summarizeInventory('slots', lines, 2, 'x')).toMatchObject({
      used: 3,
      capacity: 2,
      overloaded: true,
    })
    expect(summarizeInventory('items', lines, null, 'x')).toMatchObject({
      used: 3,
      capacity: null,
      overloaded: false,
    })
  })
})
