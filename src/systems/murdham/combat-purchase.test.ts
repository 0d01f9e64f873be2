// Damage, healing and conditions through the ledger. Murdham's adventuring text does not define
// health; it says damage lowers it and that soporific sleep ends when the sleeper takes damage
// (Poison: Soporific), and it names the conditions the sheet keeps.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCombat } from '../common/combat'
import { buyCombat, combatPurchase, expectUndoIsIdentity } from '../common/combat.test-support'
import { createRng } from '../common/dice'
import { PurchaseError } from '../common/errors'
import { undoEntry } from '../common/ledger'
import { RulesError } from '../types'
import { murdhamAdvancement } from './advance'
import { murdhamCombat } from './combat-purchase'
import { newCharacter } from './fixtures'
import { manualConditionIds, type MurdhamData } from './model'

const damage = (amount: number) => combatPurchase('murdham', { change: 'damage', amount })
const heal = (amount: number) => combatPurchase('murdham', { change: 'heal', amount })
const condition = (id: string, on: boolean) =>
  combatPurchase('murdham', { change: 'condition', condition: id, on })

describe('Murdham: damage and healing through the ledger', () => {
  it('lowers health, below 0 as the sheet allows', () => {
    const { data, entry } = buyCombat('murdham', newCharacter, damage(8))
    expect(data.health.current).toBe(-2)
    expect(entry.purchase).toBe('Damage 8: Health 6 → −2; Health 0')
  })

  it('wakes a soporific sleeper, who is no longer incapacitated', () => {
    const asleep: MurdhamData = {
      ...newCharacter,
      poisons: [
        { id: 'p1', name: 'Sleepweed', delivery: 'ingestion', effect: 'soporific', drug: false },
      ],
      conditions: [{ id: 'incapacitated', until: 'watch' }],
    }
    const { data, ledger, entry } = buyCombat('murdham', asleep, damage(1))
    expect(data.poisons).toEqual([])
    expect(data.conditions).toEqual([])
    expect(undoEntry(data, ledger, entry.id).data).toEqual(asleep)
  })

  it('heals up to the maximum, never above', () => {
    const hurt: MurdhamData = { ...newCharacter, health: { current: 2, max: 6 } }
    expect(buyCombat('murdham', hurt, heal(9)).data.health.current).toBe(6)
    expect(() => buyCombat('murdham', newCharacter, heal(1))).toThrow(PurchaseError)
  })

  it('refuses the deceased and bad amounts', () => {
    const deceased: MurdhamData = { ...newCharacter, deceased: true }
    expect(() => applyCombat(murdhamCombat, deceased, damage(1), createRng(1))).toThrow(RulesError)
    expect(() => applyCombat(murdhamCombat, deceased, heal(1), createRng(1))).toThrow(RulesError)
    expect(() => applyCombat(murdhamCombat, newCharacter, damage(-3), createRng(1))).toThrow(
      RulesError,
    )
  })
})

describe('Murdham: conditions through the ledger', () => {
  it('sets and clears the conditions set by hand; sick and addicted follow from the sheet', () => {
    const stunned = buyCombat('murdham', newCharacter, condition('stunned', true))
    expect(stunned.data.conditions).toEqual([{ id: 'stunned', until: null }])
    expect(stunned.entry.purchase).toBe('Condition on: Stunned')
    const cleared = buyCombat('murdham', stunned.data, condition('stunned', false))
    expect(cleared.data.conditions).toEqual([])
    expect(() => buyCombat('murdham', newCharacter, condition('sick', true))).toThrow(RulesError)
  })

  it('is never offered on the sheet', () => {
    expect(murdhamAdvancement.options(newCharacter, { coins: 100 }, {})).toEqual([])
  })

  it('apply then undo is the identity (fast-check)', () => {
    const characters = fc
      .record({
        current: fc.integer({ min: -5, max: 8 }),
        deceased: fc.boolean(),
        conditions: fc.subarray([...manualConditionIds]),
      })
      .map((r): MurdhamData => ({
        ...newCharacter,
        health: { current: r.current, max: 8 },
        deceased: r.deceased,
        conditions: r.conditions.map((id) => ({ id, until: null })),
      }))
    expectUndoIsIdentity('murdham', characters)
  })
})
