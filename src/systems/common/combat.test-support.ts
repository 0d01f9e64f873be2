// For tests: combat purchases bought the way the sheet buys them (roll, check against the
// system's purchase schema, plan, record), and the apply-then-undo property every system meets.
import fc from 'fast-check'
import { expect } from 'vitest'
import { getSystem } from '../index'
import type { GameSystem } from '../types'
import { rollCombat, type CombatChange, type CombatPurchase } from './combat'
import { createRng, type Rng } from './dice'
import { PurchaseError, RulesError } from './errors'
import { recordPurchase, undoEntry } from './ledger'

function combatSystem<D>(
  id: string,
): GameSystem<D> & { combat: NonNullable<GameSystem<D>['combat']> } {
  const system = getSystem(id) as unknown as GameSystem<D>
  if (!system.combat) throw new Error(`${id} has no combat purchase`)
  return system as GameSystem<D> & { combat: NonNullable<GameSystem<D>['combat']> }
}

/** A combat purchase with the system's defaults, then `fields`. */
export function combatPurchase(
  id: string,
  fields: Partial<CombatPurchase> & Record<string, unknown> & { change: CombatChange },
): CombatPurchase {
  return {
    kind: 'combat',
    amount: 0,
    condition: '',
    on: false,
    note: 'Test fight, round 1',
    draws: [],
    ...(combatSystem(id).combat.defaults as object),
    ...fields,
  }
}

/** Buys the purchase through the ledger, as the editor store's `purchase` does. */
export function buyCombat<D>(
  id: string,
  data: D,
  purchase: CombatPurchase,
  rng: Rng = createRng(1),
) {
  const system = combatSystem<D>(id)
  const rolled = rollCombat(system.combat, data, purchase, rng)
  const checked = system.advancement.purchaseSchema.parse(rolled.purchase)
  const plan = system.advancement.plan(data, checked, {})
  const recorded = recordPurchase(data, [], plan, { note: purchase.note })
  return { ...recorded, plan, events: rolled.events }
}

/**
 * Apply then undo is the identity: for random characters and changes, the change is either
 * refused by the rules (RulesError, or PurchaseError when nothing changes) or recorded, valid
 * data staying valid, and undoing its entry restores exactly the data before.
 */
export function expectUndoIsIdentity<D>(
  id: string,
  characters: fc.Arbitrary<D>,
  extra: fc.Arbitrary<Record<string, unknown>> = fc.constant({}),
): void {
  const system = combatSystem<D>(id)
  const change = fc.oneof(
    fc.record({
      change: fc.constantFrom('damage' as const, 'heal' as const),
      amount: fc.integer({ min: 0, max: 40 }),
    }),
    fc.record({
      change: fc.constant('condition' as const),
      condition: fc.constantFrom(...system.combat.conditions, 'no-such-condition'),
      on: fc.boolean(),
    }),
  )
  let recorded = 0
  let checkedValid = 0
  fc.assert(
    fc.property(characters, change, extra, fc.integer(), (data, picked, fields, seed) => {
      const purchase = combatPurchase(id, { ...fields, ...picked })
      let bought
      try {
        bought = buyCombat(id, data, purchase, createRng(seed))
      } catch (error) {
        if (error instanceof RulesError || error instanceof PurchaseError) return
        throw error
      }
      recorded++
      // Never write what would be refused: valid data stays valid.
      if (system.schema.safeParse(data).success) {
        checkedValid++
        expect(system.schema.safeParse(bought.data).success).toBe(true)
      }
      expect(bought.entry).toMatchObject({ kind: 'spend', amount: 0, note: purchase.note })
      const undone = undoEntry(bought.data, bought.ledger, bought.entry.id)
      expect(undone.data).toEqual(data)
    }),
    { numRuns: 150 },
  )
  expect(recorded).toBeGreaterThan(15)
  expect(checkedValid).toBeGreaterThan(0)
}
