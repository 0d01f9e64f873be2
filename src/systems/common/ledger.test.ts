import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PurchaseError } from '../types'
import {
  newAbilityPurchase,
  planPurchase,
  raisePurchase,
  type SymbaroumPurchase,
} from '../symbaroum/advance'
import { evenCharacter, shieldedWarrior } from '../symbaroum/fixtures'
import type { SymbaroumData } from '../symbaroum/model'
import {
  balance,
  earned,
  isActive,
  makeAward,
  recordPurchase,
  undoEntry,
  undoPlan,
  type LedgerEntry,
} from './ledger'

const at = '2026-01-01T00:00:00.000Z'
const undoneAt = '2026-02-01T00:00:00.000Z'

type Op =
  | { kind: 'award'; amount: number }
  | { kind: 'new'; name: string; override: boolean }
  | { kind: 'raise'; pick: number; override: boolean }

const overrideArb = fc.constantFrom(false, false, false, true)
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('award' as const), amount: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('new' as const),
    // Includes a case-only duplicate and a name whose slug is an object key.
    name: fc.constantFrom(
      'Acrobatics',
      'acrobatics',
      'Witchsight',
      'Iron Fist',
      'Recovery',
      'Constructor',
      'Man-at-arms',
    ),
    override: overrideArb,
  }),
  fc.record({ kind: fc.constant('raise' as const), pick: fc.nat(), override: overrideArb }),
)
const startArb = fc.constantFrom<SymbaroumData>(evenCharacter, shieldedWarrior)

/** Balance computed independently: active awards minus active spends. */
function activeTotal(ledger: readonly LedgerEntry[]): number {
  return ledger
    .filter((e) => e.undoneAt === undefined && e.currency === 'xp')
    .reduce((sum, e) => sum + (e.kind === 'award' ? e.amount : -e.amount), 0)
}

/** The ability a Symbaroum spend edits (each edits exactly one). */
function abilityOf(entry: LedgerEntry): string | undefined {
  return entry.changes[0]?.path[1]
}

/** Records the ops in order, skipping refused purchases and checking the balance at each step. */
function build(
  start: SymbaroumData,
  ops: readonly Op[],
): { data: SymbaroumData; ledger: LedgerEntry[] } {
  let data = start
  let ledger: LedgerEntry[] = []
  let expected = 0
  ops.forEach((op, i) => {
    const id = `e${i}`
    if (op.kind === 'award') {
      ledger = [...ledger, makeAward('xp', op.amount, { id, at })]
      expected += op.amount
    } else {
      const abilityIds = Object.keys(data.abilities).sort()
      const optionId =
        op.kind === 'new'
          ? newAbilityPurchase(op.name)
          : raisePurchase(abilityIds[op.pick % Math.max(1, abilityIds.length)] ?? '')
      let plan
      try {
        plan = planPurchase(data, optionId)
      } catch (error) {
        expect(error).toBeInstanceOf(PurchaseError) // duplicate name, master, or nothing to raise
        return
      }
      const affordable = plan.cost <= balance(ledger, 'xp')
      if (!affordable && !op.override) {
        expect(() => recordPurchase(data, ledger, plan, { id, at })).toThrow(
          /costs \d+ XP but only -?\d+ is unspent/,
        )
        return
      }
      const result = recordPurchase(data, ledger, plan, { id, at, override: op.override })
      expect(result.entry.override === true).toBe(!affordable)
      ;({ data, ledger } = result)
      expected -= plan.cost
    }
    // (b) the balance is always awards − spends of active entries.
    expect(balance(ledger, 'xp')).toBe(expected)
    expect(balance(ledger, 'xp')).toBe(activeTotal(ledger))
  })
  return { data, ledger }
}

/** Expected cascade of undoing `entry`: it plus later active spends on the same ability. */
function expectedCascade(ledger: readonly LedgerEntry[], entry: LedgerEntry): string[] {
  if (entry.kind === 'award') return [entry.id]
  const index = ledger.indexOf(entry)
  const later = ledger
    .slice(index + 1)
    .filter((e) => isActive(e) && e.kind === 'spend' && abilityOf(e) === abilityOf(entry))
  return [entry.id, ...later.map((e) => e.id)]
}

/**
 * Undoes every entry in `order`. An award whose undo is refused (its points are spent) is
 * retried after the others. Checks each undo's cascade and the balance as it goes.
 */
function undoAll(
  start: { data: SymbaroumData; ledger: LedgerEntry[] },
  order: readonly string[],
): { data: SymbaroumData; ledger: LedgerEntry[] } {
  let { data, ledger } = start
  let pending = [...order]
  while (pending.length > 0) {
    const deferred: string[] = []
    for (const id of pending) {
      const entry = ledger.find((e) => e.id === id)
      if (!entry || !isActive(entry)) continue // already undone by a cascade
      const before = balance(ledger, 'xp')
      try {
        const result = undoEntry(data, ledger, id, undoneAt)
        // (c) the cascade is exactly the later entries touching the same ability.
        expect([...result.undone].sort()).toEqual(expectedCascade(ledger, entry).sort())
        ;({ data, ledger } = result)
      } catch (error) {
        expect(error).toBeInstanceOf(PurchaseError)
        expect(entry.kind).toBe('award')
        expect(before - entry.amount).toBeLessThan(0)
        deferred.push(id)
        continue
      }
      expect(balance(ledger, 'xp')).toBe(activeTotal(ledger))
    }
    if (deferred.length === pending.length)
      throw new Error(`No progress undoing ${deferred.join(', ')}`)
    pending = deferred
  }
  return { data, ledger }
}

function expectBackToStart(
  start: SymbaroumData,
  result: { data: SymbaroumData; ledger: LedgerEntry[] },
): void {
  expect(result.data).toEqual(start)
  expect(balance(result.ledger, 'xp')).toBe(0)
  expect(earned(result.ledger, 'xp')).toBe(0)
  expect(result.ledger.every((e) => e.undoneAt === undoneAt)).toBe(true)
}

describe('ledger with Symbaroum purchases (properties)', () => {
  const opsArb = fc.array(opArb, { maxLength: 30 })

  it('(a) undoing every entry newest first returns to the start and a zero balance', () => {
    fc.assert(
      fc.property(startArb, opsArb, (start, ops) => {
        const built = build(start, ops)
        const order = built.ledger.map((e) => e.id).reverse()
        expectBackToStart(start, undoAll(built, order))
      }),
    )
  })

  it('(a) undoing every entry in a random order (refused awards retried last) returns to the start', () => {
    fc.assert(
      fc.property(startArb, opsArb, fc.gen(), (start, ops, g) => {
        const built = build(start, ops)
        const ids = built.ledger.map((e) => e.id)
        const order = g(fc.shuffledSubarray, ids, { minLength: ids.length, maxLength: ids.length })
        expectBackToStart(start, undoAll(built, order))
      }),
    )
  })

  it('(b) the balance equals awards − spends of active entries after any undo', () => {
    fc.assert(
      fc.property(startArb, opsArb, fc.gen(), (start, ops, g) => {
        const built = build(start, ops)
        if (built.ledger.length === 0) return
        const index = g(fc.nat, { max: built.ledger.length - 1 })
        const target = built.ledger[index]!
        try {
          const result = undoEntry(built.data, built.ledger, target.id, undoneAt)
          expect(balance(result.ledger, 'xp')).toBe(activeTotal(result.ledger))
          const returned = built.ledger
            .filter((e) => result.undone.includes(e.id))
            .reduce((sum, e) => sum + (e.kind === 'award' ? -e.amount : e.amount), 0)
          expect(balance(result.ledger, 'xp')).toBe(balance(built.ledger, 'xp') + returned)
        } catch (error) {
          expect(error).toBeInstanceOf(PurchaseError)
          expect(target.kind).toBe('award')
        }
      }),
    )
  })

  it('(c) undoing one spend cascades exactly to later entries on the same ability, and nothing else', () => {
    fc.assert(
      fc.property(startArb, opsArb, fc.gen(), (start, ops, g) => {
        const built = build(start, ops)
        const spends = built.ledger.filter((e) => e.kind === 'spend')
        if (spends.length === 0) return
        const target = spends[g(fc.nat, { max: spends.length - 1 })]!
        const ability = abilityOf(target)!
        const expected = expectedCascade(built.ledger, target)
        expect(undoPlan(built.ledger, target.id).map((e) => e.id)).toEqual([...expected].reverse())
        const result = undoEntry(built.data, built.ledger, target.id, undoneAt)
        expect([...result.undone].sort()).toEqual([...expected].sort())
        // The ability returns to what it was before the entry; other abilities are untouched.
        const { [ability]: after, ...othersAfter } = result.data.abilities
        const { [ability]: _was, ...othersBefore } = built.data.abilities
        expect(othersAfter).toEqual(othersBefore)
        expect(after).toEqual(target.changes[0]?.before)
      }),
    )
  })
})

describe('ledger examples', () => {
  it('undoing the first purchase of an ability takes its later raises with it, not other abilities', () => {
    let data = evenCharacter
    let ledger: LedgerEntry[] = [makeAward('xp', 100, { id: 'award', at })]
    const buy = (purchase: SymbaroumPurchase, id: string) => {
      ;({ data, ledger } = recordPurchase(data, ledger, planPurchase(data, purchase), { id, at }))
    }
    buy(newAbilityPurchase('Acrobatics'), 'acro-novice')
    buy(newAbilityPurchase('Witchsight'), 'witch-novice')
    buy(raisePurchase('acrobatics'), 'acro-adept')
    buy(raisePurchase('acrobatics'), 'acro-master')
    expect(balance(ledger, 'xp')).toBe(30)
    const result = undoEntry(data, ledger, 'acro-novice', undoneAt)
    expect(result.undone).toEqual(['acro-master', 'acro-adept', 'acro-novice'])
    expect(result.data.abilities).toEqual({ witchsight: { name: 'Witchsight', level: 'novice' } })
    expect(balance(result.ledger, 'xp')).toBe(90)
  })

  it('refuses to undo an award whose points are spent, with the reason', () => {
    const ledger = [makeAward('xp', 10, { id: 'award', at })]
    const { data, ledger: after } = recordPurchase(
      evenCharacter,
      ledger,
      planPurchase(evenCharacter, newAbilityPurchase('Recovery')),
      {
        id: 'spend',
        at,
      },
    )
    expect(() => undoEntry(data, after, 'award')).toThrow(/undo the purchases that spent it first/)
  })
})
