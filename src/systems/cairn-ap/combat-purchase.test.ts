// Damage, healing and conditions through the ledger, by Cairn's Attacking & Damage, Critical
// Damage, Scars and Healing & Recovery; the Scar examples are the text's own (3 HP to 0: Walloped).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCombat } from '../common/combat'
import { buyCombat, combatPurchase, expectUndoIsIdentity } from '../common/combat.test-support'
import { createRng } from '../common/dice'
import { PurchaseError } from '../common/errors'
import { undoEntry } from '../common/ledger'
import { faces } from '../common/scripted-dice'
import { RulesError } from '../types'
import { cairnAdvancement } from './advance'
import { cairnCombat } from './combat-purchase'
import { barry, character } from './fixtures'

const damage = (amount: number) => combatPurchase('cairn-ap', { change: 'damage', amount })
const heal = (amount: number) => combatPurchase('cairn-ap', { change: 'heal', amount })
const condition = (id: string, on: boolean) =>
  combatPurchase('cairn-ap', { change: 'condition', condition: id, on })

describe('Cairn: damage through the ledger', () => {
  it('takes damage less Armor off HP', () => {
    const armored = character((d) => ((d.armor = 2), (d.hp.current = 5)))
    const { data, entry } = buyCombat('cairn-ap', armored, damage(4))
    expect(data.hp.current).toBe(3)
    expect(entry.purchase).toContain('Damage 4: 4 damage − 2 Armor = 2.')
    expect(entry.option).toMatchObject({ kind: 'combat', draws: [] })
  })

  it('marks the Scar the text gives: 3 HP to 0 is entry 3 (Walloped), no save', () => {
    const { data, entry } = buyCombat(
      'cairn-ap',
      character((d) => (d.hp.current = 3)),
      damage(3),
    )
    expect(data.scars.map((s) => s.entry)).toEqual([3])
    expect(data.attributes.str.current).toBe(12)
    expect(entry.option).toMatchObject({ draws: [] })
  })

  it('takes damage past 0 off STR and rolls the STR save (DC 15, new STR) from the purchase’s dice', () => {
    // 3 HP, 7 damage: 4 past 0 leaves STR 8; a d20 of 7 makes 15, which fails (a tie fails).
    const hurt = character((d) => (d.hp.current = 3))
    const failed = buyCombat('cairn-ap', hurt, damage(7), faces([7, 20]))
    expect(failed.data.attributes.str.current).toBe(8)
    expect(failed.data.criticalDamage).toBe(true)
    const draws = (failed.entry.option as unknown as { draws: number[] }).draws
    expect(draws).toHaveLength(1)
    // Planned again from the recorded dice, the purchase makes the same changes.
    const again = cairnAdvancement.plan(hurt, failed.entry.option as never, {})
    expect(again.changes.filter((c) => c.path[0] !== 'log' && c.path[0] !== 'scars')).toEqual(
      failed.plan.changes.filter((c) => c.path[0] !== 'log' && c.path[0] !== 'scars'),
    )
    const saved = buyCombat('cairn-ap', hurt, damage(7), faces([8, 20]))
    expect(saved.data.criticalDamage).toBe(false)
    expect(saved.entry.purchase).toContain('saved')
    // Undone, everything comes back: HP, STR, the Scar, the log.
    expect(undoEntry(failed.data, failed.ledger, failed.entry.id).data).toEqual(hurt)
  })

  it('keeps the hour of a PC already crawling with critical damage when another save fails', () => {
    const crawling = character((d) => {
      d.hp.current = 0
      d.criticalDamage = true
      d.criticalMinutes = 40
    })
    const { data } = buyCombat('cairn-ap', crawling, damage(2), faces([1, 20]))
    expect(data).toMatchObject({ criticalDamage: true, criticalMinutes: 40 })
    expect(data.attributes.str.current).toBe(10)
  })

  it('kills at STR 0, with no save, and refuses damage to the dead', () => {
    const { data } = buyCombat(
      'cairn-ap',
      character((d) => ((d.hp.current = 0), (d.attributes.str.current = 2))),
      damage(5),
    )
    expect(data.dead).toBe(true)
    expect(() => applyCombat(cairnCombat, data, damage(1), createRng(1))).toThrow(RulesError)
    expect(() => cairnAdvancement.plan(data, damage(1), {})).toThrow('The character is dead.')
  })

  it('refuses negative and fractional damage', () => {
    expect(() => applyCombat(cairnCombat, character(), damage(-2), createRng(1))).toThrow(
      RulesError,
    )
    expect(() => applyCombat(cairnCombat, character(), damage(0.5), createRng(1))).toThrow(
      RulesError,
    )
  })
})

describe('Cairn: healing and conditions through the ledger', () => {
  it('heals HP up to the maximum, never above, and not while Deprived', () => {
    const hurt = character((d) => (d.hp.current = 1))
    const { data, entry } = buyCombat('cairn-ap', hurt, heal(10))
    expect(data.hp.current).toBe(5)
    expect(entry.purchase).toBe('Healing 10: HP 1 → 5.')
    const deprived = character((d) => ((d.hp.current = 1), (d.deprived = true)))
    expect(() => buyCombat('cairn-ap', deprived, heal(2))).toThrow(RulesError)
    expect(() => cairnAdvancement.plan(deprived, heal(2), {})).toThrow(PurchaseError)
  })

  it('sets and clears the sheet’s conditions; aid stabilises critical damage', () => {
    const on = buyCombat('cairn-ap', character(), condition('deprived', true))
    expect(on.data.deprived).toBe(true)
    expect(on.entry.purchase).toBe('Condition on: Deprived')
    const critical = character((d) => ((d.criticalDamage = true), (d.criticalMinutes = 20)))
    const aided = buyCombat('cairn-ap', critical, condition('criticalDamage', false))
    expect(aided.data).toMatchObject({ criticalDamage: false, criticalMinutes: 0 })
    expect(() => buyCombat('cairn-ap', character(), condition('stunned', true))).toThrow(
      '“stunned” is not a condition this sheet tracks.',
    )
  })

  it('is never offered on the sheet', () => {
    const options = cairnAdvancement.options(barry, { gp: 1000 }, {})
    expect(options.some((o) => o.purchase.kind === 'combat')).toBe(false)
  })

  it('apply then undo is the identity (fast-check)', () => {
    const characters = fc
      .record({
        hp: fc.integer({ min: 0, max: 8 }),
        str: fc.integer({ min: 0, max: 12 }),
        armor: fc.integer({ min: 0, max: 3 }),
        deprived: fc.boolean(),
        criticalDamage: fc.boolean(),
        doomed: fc.boolean(),
        dead: fc.boolean(),
      })
      .map((r) =>
        character((d) => {
          d.hp = { current: Math.min(r.hp, 6), max: 6 }
          d.attributes.str.current = r.str
          d.armor = r.armor
          d.deprived = r.deprived
          d.criticalDamage = r.criticalDamage
          d.doomed = r.doomed
          d.dead = r.dead
        }),
      )
    expectUndoIsIdentity('cairn-ap', characters)
  })
})
