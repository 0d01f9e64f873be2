import { describe, expect, it } from 'vitest'
import { createSymbaroumCharacter, defaultAttributes, migrateSymbaroumData } from './create'
import { checkSymbaroum } from './check'
import { shieldedWarrior } from './fixtures'
import {
  attributePointTotal,
  largestDifficulty,
  startingExperience,
  symbaroumHouseRules,
} from './house-rules'
import { symbaroumDataSchema } from './model'

describe('house rules', () => {
  it('are the attribute total (80), starting Experience (50) and the difficulty range (±5), with sources', () => {
    expect(symbaroumHouseRules.specs.map((r) => [r.id, r.default, r.min, r.max])).toEqual([
      ['attributePointTotal', 80, 40, 120],
      ['startingExperience', 50, 0, 500],
      ['largestDifficulty', 5, 1, 10],
    ])
    for (const rule of symbaroumHouseRules.specs.slice(0, 2))
      expect(rule.source).toMatch(/^Not given in the rules text/)
    // The text leaves difficulty to the game master, "typically from +5 (very easy) to −5".
    expect(symbaroumHouseRules.specs[2]?.source).toMatch(/typically from \+5 \(very easy\) to −5/)
    expect(largestDifficulty({})).toBe(5)
    expect(attributePointTotal({})).toBe(80)
    expect(attributePointTotal({ attributePointTotal: 300 })).toBe(120)
    expect(startingExperience({ startingExperience: 75 })).toBe(75)
  })
})

describe('create', () => {
  it('makes a valid 80-point character with all attributes at 10', () => {
    const data = createSymbaroumCharacter({ name: 'Nima' }, {})
    expect(symbaroumDataSchema.parse(data)).toEqual(data)
    expect(Object.values(data.attributes)).toEqual([10, 10, 10, 10, 10, 10, 10, 10])
    expect(data).toMatchObject({
      abilities: {},
      shield: 'none',
      armor: null,
      damage: 0,
      deathTests: [],
      corruption: 0,
      concept: '',
      notes: '',
    })
    expect(checkSymbaroum(data, {})).toEqual([])
  })

  it('meets any campaign total in the house-rule range', () => {
    for (let total = 40; total <= 120; total++) {
      const attributes = defaultAttributes(total)
      const values = Object.values(attributes)
      expect(values.reduce((a, b) => a + b, 0)).toBe(total)
      expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1)
      const data = createSymbaroumCharacter({ name: 'x' }, { attributePointTotal: total })
      expect(checkSymbaroum(data, { attributePointTotal: total })).toEqual([])
    }
  })
})

describe('migrate', () => {
  it('reads version 1 through the schema', () => {
    expect(migrateSymbaroumData(JSON.parse(JSON.stringify(shieldedWarrior)), 1)).toEqual(
      shieldedWarrior,
    )
  })

  it('refuses invalid version 1 data with the reason', () => {
    const bad = { ...shieldedWarrior, attributes: { ...shieldedWarrior.attributes, quick: 40 } }
    expect(() => migrateSymbaroumData(bad, 1)).toThrow(/not valid[\s\S]*quick/)
  })

  it('refuses unknown and newer versions clearly', () => {
    expect(() => migrateSymbaroumData(shieldedWarrior, 3)).toThrow(
      /version 3: it was saved by a newer version/,
    )
    expect(() => migrateSymbaroumData(shieldedWarrior, 0)).toThrow(
      /version 0: that version is unknown/,
    )
  })
})
