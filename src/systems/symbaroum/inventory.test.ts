import { describe, expect, it } from 'vitest'
import { evenCharacter, shieldedWarrior } from './fixtures'
import { symbaroumInventory } from './inventory'

describe('symbaroumInventory', () => {
  it('lists weapons, armor, shield and equipment with no capacity', () => {
    const summary = symbaroumInventory(shieldedWarrior)
    expect(summary.unit).toBe('items')
    expect(summary.capacity).toBeNull()
    expect(summary.overloaded).toBe(false)
    expect(summary.lines.map((l) => l.name)).toEqual([
      'Sword',
      'Chain mail',
      'Shield',
      'Rope',
      'Torch',
    ])
    expect(summary.lines.find((l) => l.name === 'Torch')?.load).toBe(3)
    expect(summary.used).toBe(7)
    expect(summary.explanation).toContain('no carrying limit')
    expect(summary.explanation).toContain('7 items')
  })

  it('is empty for a new character', () => {
    expect(symbaroumInventory(evenCharacter)).toMatchObject({ used: 0, lines: [], capacity: null })
  })
})
