import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import {
  canSteal,
  carryLimit,
  formatBulk,
  isOverloaded,
  itemBulk,
  parseBulk,
  swimNeedsSave,
  totalBulk,
} from './bulk'
import { item, nearlyFull, newCharacter, overloaded } from './fixtures'
import { bulkSchema, sizeIds } from './model'

describe('carry limit by size', () => {
  it('is ½, 2, 8, 32 and 128 from tiny to massive', () => {
    expect(sizeIds.map(carryLimit)).toEqual([0.5, 2, 8, 32, 128])
  })

  it('is overloaded only strictly above the limit, for every size', () => {
    for (const size of sizeIds) {
      const limit = carryLimit(size)
      const at = { size, items: [item('Load', limit)] }
      const above = { size, items: [item('Load', limit), item('Feather', 0.5)] }
      expect(isOverloaded(at)).toBe(false)
      expect(isOverloaded(above)).toBe(true)
    }
  })
})

describe('half bulk arithmetic', () => {
  it('adds 3 + 2 + 1 + 3 × ½ to exactly 7½, under 8', () => {
    expect(totalBulk(nearlyFull.items)).toBe(7.5)
    expect(isOverloaded(nearlyFull)).toBe(false)
    expect(formatBulk(totalBulk(nearlyFull.items))).toBe('7½')
  })

  it('adds one more 1 to 8½, over 8', () => {
    expect(totalBulk(overloaded.items)).toBe(8.5)
    expect(isOverloaded(overloaded)).toBe(true)
  })

  it('stays exact over many halves', () => {
    const items = Array.from({ length: 1001 }, (_, i) => item(`Coin ${i}`, 0.5))
    expect(totalBulk(items)).toBe(500.5)
    expect(itemBulk(item('Arrows', 0.5, 7))).toBe(3.5)
  })

  it('formats halves with ½', () => {
    expect([0, 0.5, 1, 1.5, 12.5].map(formatBulk)).toEqual(['0', '½', '1', '1½', '12½'])
  })
})

describe('parsing a typed bulk', () => {
  it('reads whole numbers, halves and mixed numbers', () => {
    expect(parseBulk('2')).toBe(2)
    expect(parseBulk('½')).toBe(0.5)
    expect(parseBulk('1½')).toBe(1.5)
    expect(parseBulk(' 0.5 ')).toBe(0.5)
    expect(parseBulk('1/2')).toBe(0.5)
    expect(parseBulk('7 1/2')).toBe(7.5)
  })

  it('refuses negative and non-numeric bulk with a clear message', () => {
    expect(() => parseBulk('-1')).toThrow(RulesError)
    expect(() => parseBulk('-1')).toThrow('cannot be negative')
    expect(() => parseBulk('heavy')).toThrow('is not a bulk')
    expect(() => parseBulk('')).toThrow('Enter a bulk')
    expect(() => parseBulk('0.3')).toThrow('halves')
    expect(() => parseBulk('NaN')).toThrow('is not a bulk')
  })

  it('the schema refuses the same values', () => {
    expect(bulkSchema.safeParse(-0.5).success).toBe(false)
    expect(bulkSchema.safeParse(0.25).success).toBe(false)
    expect(bulkSchema.safeParse(Number.NaN).success).toBe(false)
    expect(bulkSchema.safeParse('1').success).toBe(false)
    expect(bulkSchema.safeParse(1.5).success).toBe(true)
  })
})

describe('what bulk allows', () => {
  it('needs no swim save at exactly 2 and an AGI save just above it', () => {
    expect(swimNeedsSave(2)).toBe(false)
    expect(swimNeedsSave(2.5)).toBe(true)
    expect(swimNeedsSave(totalBulk([item('Pack', 1.5), item('Knife', 0.5)]))).toBe(false)
  })

  it('allows stealing items of bulk ½ or less: only larger items are barred', () => {
    expect(canSteal(0.5)).toBe(true)
    expect(canSteal(0)).toBe(true)
    expect(canSteal(parseBulk('½'))).toBe(true)
    expect(canSteal(1)).toBe(false)
    expect(canSteal(1.5)).toBe(false)
    expect(canSteal(2)).toBe(false)
  })

  it('a new character carries nothing', () => {
    expect(totalBulk(newCharacter.items)).toBe(0)
  })
})
