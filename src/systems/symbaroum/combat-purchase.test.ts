// Damage and healing through the ledger, by Symbaroum's Damage, Pain Threshold, Dying Characters
// and Healing Wounds; the examples are the text's own numbers for the fixtures' Strong.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PurchaseError } from '../common/errors'
import { buyCombat, combatPurchase, expectUndoIsIdentity } from '../common/combat.test-support'
import { undoEntry } from '../common/ledger'
import { applyCombat } from '../common/combat'
import { RulesError } from '../types'
import { dyingCharacter, evenCharacter, shieldedWarrior } from './fixtures'
import { symbaroumAdvancement } from './advance'
import { symbaroumCombat } from './combat-purchase'
import type { SymbaroumData } from './model'
import { createRng } from '../common/dice'

const damage = (amount: number) => combatPurchase('symbaroum', { change: 'damage', amount })
const heal = (amount: number) => combatPurchase('symbaroum', { change: 'heal', amount })

describe('Symbaroum: damage through the ledger', () => {
  it('lowers Toughness (Strong 13: Toughness 13) and flags damage over the Pain Threshold (7)', () => {
    const { data, entry } = buyCombat('symbaroum', shieldedWarrior, damage(8))
    expect(data.damage).toBe(8)
    expect(entry.purchase).toBe('Damage 8: Toughness 13 → 5; over the Pain Threshold (7)')
    expect(entry.note).toBe('Test fight, round 1')
    expect(entry.option).toMatchObject({ kind: 'combat', change: 'damage', amount: 8 })
    // Exactly the Pain Threshold does not exceed it.
    expect(buyCombat('symbaroum', shieldedWarrior, damage(7)).entry.purchase).toBe(
      'Damage 7: Toughness 13 → 6',
    )
  })

  it('stops Toughness at 0, where a player character is dying', () => {
    const { data, entry } = buyCombat('symbaroum', evenCharacter, damage(14))
    expect(data.damage).toBe(10)
    expect(entry.purchase).toBe('Damage 14: Toughness 10 → 0; over the Pain Threshold (5); dying')
  })

  it('is undone from the ledger', () => {
    const bought = buyCombat('symbaroum', evenCharacter, damage(3))
    expect(undoEntry(bought.data, bought.ledger, bought.entry.id).data).toEqual(evenCharacter)
  })

  it('refuses a dead character, negative and fractional amounts, and any condition', () => {
    const dead: SymbaroumData = { ...dyingCharacter, deathTests: [20] }
    expect(() => applyCombat(symbaroumCombat, dead, damage(1), createRng(1))).toThrow(RulesError)
    expect(() => applyCombat(symbaroumCombat, evenCharacter, damage(-1), createRng(1))).toThrow(
      'Damage and healing are whole numbers of 0 or more (got -1).',
    )
    expect(() => applyCombat(symbaroumCombat, evenCharacter, damage(1.5), createRng(1))).toThrow(
      RulesError,
    )
    const stunned = combatPurchase('symbaroum', {
      change: 'condition',
      condition: 'stunned',
      on: true,
    })
    expect(() => applyCombat(symbaroumCombat, evenCharacter, stunned, createRng(1))).toThrow(
      RulesError,
    )
    // Through the ledger the same refusals come as PurchaseError, with the same message.
    expect(() => symbaroumAdvancement.plan(evenCharacter, damage(-1), {})).toThrow(PurchaseError)
  })
})

describe('Symbaroum: healing through the ledger', () => {
  it('heals up to maximum Toughness, never above', () => {
    const hurt: SymbaroumData = { ...evenCharacter, damage: 3 }
    const { data, entry } = buyCombat('symbaroum', hurt, heal(5))
    expect(data.damage).toBe(0)
    expect(entry.purchase).toBe('Healing 5: Toughness 7 → 10')
    expect(() => buyCombat('symbaroum', evenCharacter, heal(2))).toThrow(PurchaseError)
  })

  it('stabilises a dying character (herbal cure, Medicus, mystical healing) and clears its death tests', () => {
    const dying: SymbaroumData = { ...dyingCharacter, deathTests: [12, 5] }
    const { data, entry } = buyCombat('symbaroum', dying, heal(2))
    expect(data).toMatchObject({ damage: 8, deathTests: [] })
    expect(entry.purchase).toBe('Healing 2: Toughness 0 → 2; stabilised')
  })

  it('refuses to heal the dead', () => {
    const dead: SymbaroumData = { ...dyingCharacter, deathTests: [20] }
    expect(() => buyCombat('symbaroum', dead, heal(2))).toThrow(
      'A dead character cannot be healed.',
    )
  })
})

describe('Symbaroum: the combat purchase', () => {
  it('is never offered on the sheet', () => {
    const options = symbaroumAdvancement.options(shieldedWarrior, { xp: 1000 }, {})
    expect(options.length).toBeGreaterThan(0)
    expect(options.some((o) => o.purchase.kind === 'combat')).toBe(false)
  })

  it('apply then undo is the identity (fast-check)', () => {
    const characters = fc
      .record({
        strong: fc.integer({ min: 5, max: 15 }),
        damage: fc.integer({ min: 0, max: 20 }),
        deathTests: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 3 }),
      })
      .map(({ strong, damage, deathTests }): SymbaroumData => ({
        ...evenCharacter,
        attributes: { ...evenCharacter.attributes, strong },
        damage,
        deathTests,
      }))
    expectUndoIsIdentity('symbaroum', characters)
  })
})
