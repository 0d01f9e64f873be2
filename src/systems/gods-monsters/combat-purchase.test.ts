// Damage, healing and conditions through the ledger, by the Survival chapter of Gods & Monsters.
// The worked example: Toromeen at 2nd level (7 survival, 17 verve) against the Orc, hit for 5, 6,
// 7 and 4 archetypal points, ends with no verve and 2 survival.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCombat } from '../common/combat'
import { buyCombat, combatPurchase, expectUndoIsIdentity } from '../common/combat.test-support'
import { createRng } from '../common/dice'
import { recordPurchase, undoEntry, type LedgerEntry } from '../common/ledger'
import { RulesError } from '../types'
import { godsMonstersAdvancement } from './advance'
import { godsMonstersCombat, type GodsMonstersCombatPurchase } from './combat-purchase'
import { toromeen } from './fixtures'
import { levelUp } from './levels'
import type { GodsMonstersData } from './model'

const second: GodsMonstersData = levelUp(toromeen, 'warrior', 8).data

const damage = (amount: number, fields: { archetypal?: boolean; injuries?: number } = {}) =>
  combatPurchase('gods-monsters', {
    change: 'damage',
    amount,
    ...fields,
  }) as GodsMonstersCombatPurchase

describe('Gods & Monsters: damage through the ledger', () => {
  it('follows the Orc fight, one ledger entry per hit, and undoes back to the start', () => {
    let data = second
    let ledger: LedgerEntry[] = []
    const steps: number[][] = []
    for (const hit of [5, 6, 7, 4]) {
      const plan = godsMonstersAdvancement.plan(data, damage(hit, { archetypal: true }), {})
      const recorded = recordPurchase(data, ledger, plan, { note: 'The Orc' })
      data = recorded.data
      ledger = recorded.ledger
      steps.push([data.verve.current, data.survival.current])
    }
    expect(steps).toEqual([
      [12, 7],
      [6, 7],
      [0, 6],
      [0, 2],
    ])
    expect(data.injuries).toBe(0)
    // Undoing the first hit takes back every later one that built on it.
    const first = ledger[0] as LedgerEntry
    expect(undoEntry(data, ledger, first.id).data).toEqual(second)
  })

  it('takes plain damage (the default) from survival only', () => {
    const { data, entry } = buyCombat('gods-monsters', second, damage(3))
    expect(data.verve.current).toBe(17)
    expect(data.survival.current).toBe(4)
    expect(entry.option).toMatchObject({ archetypal: false, injuries: 0 })
  })

  it('turns damage past zero survival into injuries, with the death contest to follow', () => {
    const hurt = { ...second, survival: { current: 4, max: 7 }, verve: { current: 0, max: 17 } }
    const { data, entry } = buyCombat('gods-monsters', hurt, damage(6, { archetypal: true }))
    expect(data.survival.current).toBe(0)
    expect(data.injuries).toBe(2)
    expect(entry.purchase).toContain('the death contest follows')
  })

  it('refuses the dead and bad amounts', () => {
    const dead = { ...second, dead: true }
    expect(() => applyCombat(godsMonstersCombat, dead, damage(1), createRng(1))).toThrow(RulesError)
    expect(() => applyCombat(godsMonstersCombat, second, damage(-1), createRng(1))).toThrow(
      RulesError,
    )
  })
})

describe('Gods & Monsters: healing and consciousness through the ledger', () => {
  it('heals survival up to its maximum, never above, and injury points when given', () => {
    const hurt = { ...second, survival: { current: 2, max: 7 }, injuries: 3, dying: true }
    const heal = combatPurchase('gods-monsters', { change: 'heal', amount: 9, injuries: 3 })
    const { data, entry } = buyCombat('gods-monsters', hurt, heal)
    expect(data.survival.current).toBe(7)
    expect(data).toMatchObject({ injuries: 0, dying: false })
    expect(entry.purchase).toBe('Healing 9: survival 7 of 7, injuries 0')
  })

  it('sets and clears unconsciousness', () => {
    const out = combatPurchase('gods-monsters', {
      change: 'condition',
      condition: 'unconscious',
      on: true,
    })
    const { data } = buyCombat('gods-monsters', second, out)
    expect(data.consciousness).toBe('unconscious')
    const back = combatPurchase('gods-monsters', {
      change: 'condition',
      condition: 'unconscious',
      on: false,
    })
    expect(buyCombat('gods-monsters', data, back).data.consciousness).toBe('conscious')
  })

  it('is never offered on the sheet', () => {
    const options = godsMonstersAdvancement.options(second, { xp: 100_000, mojo: 1000 }, {})
    expect(options.length).toBeGreaterThan(0)
    expect(options.some((o) => o.purchase.kind === 'combat')).toBe(false)
  })

  it('apply then undo is the identity (fast-check)', () => {
    const characters = fc
      .record({
        survival: fc.integer({ min: 0, max: 7 }),
        verve: fc.integer({ min: 0, max: 17 }),
        pool: fc.integer({ min: 0, max: 4 }),
        injuries: fc.integer({ min: 0, max: 5 }),
        consciousness: fc.constantFrom(
          'conscious' as const,
          'semiConscious' as const,
          'unconscious' as const,
        ),
        dead: fc.boolean(),
      })
      .map((r): GodsMonstersData => ({
        ...second,
        survival: { current: r.survival, max: 7 },
        verve: { current: r.verve, max: 17 },
        temporaryPool: r.pool,
        injuries: r.injuries,
        consciousness: r.consciousness,
        dead: r.dead,
      }))
    const extra = fc.record({ archetypal: fc.boolean(), injuries: fc.integer({ min: 0, max: 4 }) })
    expectUndoIsIdentity('gods-monsters', characters, extra)
  })
})
