import { describe, expect, it } from 'vitest'
import { RulesError } from '../../types'
import {
  SIZES,
  isOnDamageProgression,
  isSize,
  sizeAdjustedBulk,
  sizeAdjustedCost,
  sizeAdjustedDamage,
  sizeAdjustedRange,
  sizeAttackPenalty,
  sizeSteps,
  type Size,
} from './sizes'
import { weaponAtSize } from './weapons'

describe('sizes', () => {
  it('orders the eight sizes from fine to titanic and counts steps between them', () => {
    expect(SIZES).toEqual([
      'fine',
      'tiny',
      'small',
      'medium',
      'large',
      'huge',
      'gigantic',
      'titanic',
    ])
    expect(sizeSteps('medium', 'huge')).toBe(2)
    expect(sizeSteps('huge', 'medium')).toBe(-2)
    expect(sizeSteps('fine', 'titanic')).toBe(7)
    expect(isSize('gigantic')).toBe(true)
    expect(isSize('Medium')).toBe(false)
    expect(isSize(3)).toBe(false)
  })
})

describe('sizeAdjustedBulk', () => {
  it('reproduces the text’s examples: huge bulk 20 is 80 for medium, medium bulk 20 is 5 for huge', () => {
    expect(sizeAdjustedBulk(20, 'huge', 'medium')).toBe(80)
    expect(sizeAdjustedBulk(20, 'medium', 'huge')).toBe(5)
  })

  it('leaves bulk alone for the size it was made for and keeps fractions', () => {
    expect(sizeAdjustedBulk(18, 'small', 'small')).toBe(18)
    expect(sizeAdjustedBulk(0.05, 'medium', 'large')).toBe(0.025)
    expect(sizeAdjustedBulk(1, 'fine', 'titanic')).toBe(1 / 128)
    expect(sizeAdjustedBulk(1, 'titanic', 'fine')).toBe(128)
  })
})

describe('sizeAdjustedCost', () => {
  it('doubles per size between item and culture, either way: tiny or huge 20-silver swords cost 80', () => {
    expect(sizeAdjustedCost(2000, 'tiny', 'medium')).toBe(8000)
    expect(sizeAdjustedCost(2000, 'huge', 'medium')).toBe(8000)
    expect(sizeAdjustedCost(2000, 'tiny', 'tiny')).toBe(2000)
    expect(sizeAdjustedCost(1, 'fine', 'titanic')).toBe(128)
  })
})

describe('sizeAdjustedDamage', () => {
  it('walks the progression one step per size', () => {
    expect(sizeAdjustedDamage('D8', 'medium', 'large')).toBe('D10')
    expect(sizeAdjustedDamage('D8', 'medium', 'fine')).toBe('D2')
    expect(sizeAdjustedDamage('D12', 'medium', 'large')).toBe('2d8')
    expect(sizeAdjustedDamage('2d8', 'large', 'medium')).toBe('D12')
    expect(sizeAdjustedDamage('D2', 'medium', 'small')).toBe('1')
  })

  it('Toromeen’s small battleaxe does D8 (the table’s D10, one size down)', () => {
    expect(sizeAdjustedDamage('D10', 'medium', 'small')).toBe('D8')
  })

  it('adds a d6 per step past 4d6, as the progression’s “+d6” says', () => {
    expect(sizeAdjustedDamage('3d6', 'medium', 'large')).toBe('4d6')
    expect(sizeAdjustedDamage('4d6', 'medium', 'large')).toBe('5d6')
    expect(sizeAdjustedDamage('D12', 'medium', 'titanic')).toBe('5d6')
    expect(sizeAdjustedDamage('5d6', 'titanic', 'huge')).toBe('3d6')
  })

  it('stays at 1 below the bottom of the progression (the text gives nothing lower)', () => {
    expect(sizeAdjustedDamage('D4', 'medium', 'fine')).toBe('1')
    expect(sizeAdjustedDamage('1', 'titanic', 'fine')).toBe('1')
  })

  it('accepts lower-case and 1dN spellings', () => {
    expect(sizeAdjustedDamage('d8', 'medium', 'large')).toBe('D10')
    expect(sizeAdjustedDamage('1d6', 'medium', 'small')).toBe('D4')
  })

  it('moves damage that is off the progression to the neighbouring steps by average', () => {
    expect(isOnDamageProgression('D3')).toBe(false)
    expect(isOnDamageProgression('2d6')).toBe(false)
    expect(isOnDamageProgression('5d6')).toBe(true)
    expect(isOnDamageProgression('d10')).toBe(true)
    expect(sizeAdjustedDamage('D3', 'medium', 'small')).toBe('D2')
    expect(sizeAdjustedDamage('D3', 'medium', 'large')).toBe('D4')
    expect(sizeAdjustedDamage('2d6', 'medium', 'small')).toBe('D12')
    expect(sizeAdjustedDamage('2d6', 'medium', 'large')).toBe('2d8')
    expect(sizeAdjustedDamage('2d6', 'medium', 'huge')).toBe('3d6')
    expect(sizeAdjustedDamage('3d2', 'medium', 'large')).toBe('D10') // averages 4.5, like D8
    expect(sizeAdjustedDamage('D3', 'medium', 'medium')).toBe('D3')
  })

  it('refuses text that is not a damage', () => {
    expect(() => sizeAdjustedDamage('lots', 'medium', 'large')).toThrow(RulesError)
    expect(() => sizeAdjustedDamage('0d6', 'medium', 'large')).toThrow(RulesError)
  })
})

describe('sizeAdjustedRange', () => {
  it('doubles or halves per size, rounds normally and never goes below 1', () => {
    expect(sizeAdjustedRange(3, 'medium', 'small')).toBe(2) // 1.5 rounds to 2
    expect(sizeAdjustedRange(3, 'medium', 'tiny')).toBe(1) // 0.75
    expect(sizeAdjustedRange(3, 'medium', 'fine')).toBe(1) // 0.375, minimum 1
    expect(sizeAdjustedRange(3, 'medium', 'titanic')).toBe(48)
    expect(sizeAdjustedRange(25, 'medium', 'small')).toBe(13) // 12.5
    expect(sizeAdjustedRange(1, 'small', 'medium')).toBe(2)
  })

  it('Toromeen’s small battleaxe ranges 1 (the table’s range 2, halved)', () => {
    expect(sizeAdjustedRange(2, 'medium', 'small')).toBe(1)
  })

  it('passes a blank range through as null', () => {
    expect(sizeAdjustedRange(null, 'medium', 'huge')).toBeNull()
  })
})

describe('sizeAttackPenalty', () => {
  it('is 1 per size between weapon and wielder, either way', () => {
    expect(sizeAttackPenalty('medium', 'medium')).toBe(0)
    expect(sizeAttackPenalty('medium', 'small')).toBe(1)
    expect(sizeAttackPenalty('huge', 'medium')).toBe(2)
    expect(sizeAttackPenalty('fine', 'titanic')).toBe(7)
  })
})

describe('weaponAtSize', () => {
  it('reproduces the long-sword table from fine to titanic', () => {
    const table: [Size, string, number, number][] = [
      ['fine', 'D2', 1, 160],
      ['tiny', 'D4', 1, 80],
      ['small', 'D6', 2, 40],
      ['medium', 'D8', 3, 20],
      ['large', 'D10', 6, 40],
      ['huge', 'D12', 12, 80],
      ['gigantic', '2d8', 24, 160],
      ['titanic', '3d6', 48, 320],
    ]
    for (const [size, damage, range, cost] of table) {
      expect(weaponAtSize('long-sword', size), size).toEqual({
        weaponId: 'long-sword',
        size,
        damage,
        rangeYards: range,
        costCents: cost * 100,
        bulk: 8,
      })
    }
  })

  it('prices a weapon in its own culture at the table cost (Toromeen’s small battleaxe: 7 silver, bulk 18)', () => {
    expect(weaponAtSize('battleaxe', 'small', 'small')).toEqual({
      weaponId: 'battleaxe',
      size: 'small',
      damage: 'D8',
      rangeYards: 1,
      costCents: 700,
      bulk: 18,
    })
  })

  it('keeps a blank range blank and refuses unknown weapons', () => {
    expect(weaponAtSize('brass-knuckles', 'large').rangeYards).toBeNull()
    expect(() => weaponAtSize('laser', 'large')).toThrow(RulesError)
  })
})
