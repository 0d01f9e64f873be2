import { describe, expect, it } from 'vitest'
import { frailScholar, shieldedWarrior } from './fixtures'
import {
  attributeModifier,
  characterDefense,
  corruptionThreshold,
  currentToughness,
  defense,
  maxToughness,
  opposedModifier,
  painThreshold,
  toughness,
} from './secondary'

describe('attribute modifier table', () => {
  it.each([
    [5, 5],
    [6, 4],
    [7, 3],
    [8, 2],
    [9, 1],
    [10, 0],
    [11, -1],
    [12, -2],
    [13, -3],
    [14, -4],
    [15, -5],
  ])('attribute %i gives modifier %i', (value, modifier) => {
    expect(attributeModifier(value)).toBe(modifier)
  })

  it('an opposed test modifies by 10 − the opponent’s attribute', () => {
    expect(opposedModifier(13)).toBe(-3)
    expect(opposedModifier(7)).toBe(3)
  })
})

describe('Toughness', () => {
  it('equals Strong from 10 up', () => {
    expect(toughness(10)).toBe(10)
    expect(toughness(13)).toBe(13)
    expect(toughness(15)).toBe(15)
  })

  it('is never below 10', () => {
    expect(toughness(5)).toBe(10)
    expect(toughness(9)).toBe(10)
  })
})

describe('Pain Threshold', () => {
  it('is half the real Strong, rounded up, even below 10', () => {
    expect(painThreshold(5)).toBe(3)
    expect(painThreshold(7)).toBe(4)
    expect(painThreshold(8)).toBe(4)
    expect(painThreshold(10)).toBe(5)
    expect(painThreshold(13)).toBe(7)
    expect(painThreshold(15)).toBe(8)
  })
})

describe('Corruption Threshold', () => {
  it('is half Resolute, rounded up', () => {
    expect(corruptionThreshold(11)).toBe(6)
    expect(corruptionThreshold(10)).toBe(5)
    expect(corruptionThreshold(5)).toBe(3)
    expect(corruptionThreshold(15)).toBe(8)
  })
})

describe('Defense', () => {
  it('is Quick without armor or shield', () => {
    expect(defense(12, 0, 'none')).toBe(12)
  })

  it('gains +1 from a shield and +1 from a buckler', () => {
    expect(defense(12, 0, 'shield')).toBe(13)
    expect(defense(12, 0, 'buckler')).toBe(13)
  })

  it('loses the armor’s Impeding value', () => {
    expect(defense(12, 3, 'none')).toBe(9)
    expect(defense(13, 2, 'shield')).toBe(12)
    expect(defense(7, 4, 'buckler')).toBe(4)
  })

  it('may fall below 1 with heavy armor (the text adds nothing for that)', () => {
    expect(defense(5, 6, 'none')).toBe(-1)
  })

  it('reads a character’s armor and shield', () => {
    expect(characterDefense(shieldedWarrior)).toBe(12)
    expect(characterDefense(frailScholar)).toBe(10)
  })
})

describe('current Toughness', () => {
  it('is Toughness minus damage, never below 0', () => {
    expect(currentToughness({ ...frailScholar, damage: 3 })).toBe(7)
    expect(currentToughness({ ...frailScholar, damage: 10 })).toBe(0)
    expect(currentToughness({ ...frailScholar, damage: 14 })).toBe(0)
    expect(maxToughness(shieldedWarrior)).toBe(13)
  })
})
