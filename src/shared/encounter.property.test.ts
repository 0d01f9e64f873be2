// Property tests of the encounter model: random fights of every system, mixed, put through random
// turns, damage, healing, conditions, marks and comings and goings.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  endEncounter,
  foeHealth,
  foeRules,
  livingOrder,
  nextTurn,
  previousTurn,
  type Encounter,
} from './encounter'
import { fightArb, opArb, states } from './encounter-test-helpers'

const runs = fc.tuple(fightArb, fc.array(opArb, { maxLength: 30 }))

function isLivingTurn(encounter: Encounter): boolean {
  const slot = encounter.order[encounter.turn]
  return !!slot && !encounter.combatants.find((c) => c.id === slot.combatantId)?.out
}

describe('encounter properties', () => {
  it('the turn order is a permutation of the living combatants', () => {
    fc.assert(
      fc.property(runs, ([start, ops]) => {
        for (const state of states(start, ops)) {
          const ordered = livingOrder(state).map((s) => s.combatantId)
          const present = new Set(state.order.map((s) => s.combatantId))
          const living = state.combatants.filter((c) => present.has(c.id) && !c.out)
          expect([...ordered].sort()).toEqual(living.map((c) => c.id).sort())
          expect(new Set(state.order.map((s) => s.combatantId)).size).toBe(state.order.length)
          // Whose turn it is is always a place in the order (0 when it is empty).
          expect(state.turn).toBeGreaterThanOrEqual(0)
          expect(state.turn).toBeLessThanOrEqual(Math.max(0, state.order.length - 1))
        }
      }),
    )
  })

  it('next turn then previous turn is the identity', () => {
    fc.assert(
      fc.property(runs, ([start, ops]) => {
        for (const state of states(start, ops)) {
          if (isLivingTurn(state)) expect(previousTurn(nextTurn(state))).toEqual(state)
        }
      }),
    )
  })

  it('the round goes up by one exactly when the turn wraps', () => {
    fc.assert(
      fc.property(runs, ([start, ops]) => {
        for (const state of states(start, ops)) {
          const next = nextTurn(state)
          if (livingOrder(state).length === 0) {
            expect(next).toEqual(state)
            continue
          }
          const wrapped = next.turn <= state.turn
          expect(next.round).toBe(state.round + (wrapped ? 1 : 0))
        }
      }),
    )
  })

  it('damage never drives a foe’s health below its system’s floor, nor healing above its start', () => {
    fc.assert(
      fc.property(runs, ([start, ops]) => {
        for (const state of states(start, ops)) {
          for (const c of state.combatants) {
            if (c.kind !== 'foe') continue
            const rules = foeRules(c.system)
            const floor = rules.fields.find((f) => f.id === rules.health)!.min
            expect(foeHealth(c)).toBeGreaterThanOrEqual(floor)
            expect(foeHealth(c)).toBeLessThanOrEqual(c.maxHealth)
          }
        }
      }),
    )
  })

  it('the summary’s totals equal the sums of the log', () => {
    fc.assert(
      fc.property(runs, ([start, ops]) => {
        const end = states(start, ops).at(-1)!
        const summary = endEncounter(end)
        const hits = end.log.flatMap((e) => (e.kind === 'damage' ? [e] : []))
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
        expect(sum(summary.totals.map((t) => t.taken))).toBe(sum(hits.map((h) => h.amount)))
        expect(sum(summary.totals.map((t) => t.dealt))).toBe(
          sum(hits.filter((h) => h.source !== null).map((h) => h.amount)),
        )
        for (const t of summary.totals) {
          expect(t.taken).toBe(sum(hits.filter((h) => h.target === t.id).map((h) => h.amount)))
          expect(t.dealt).toBe(sum(hits.filter((h) => h.source === t.id).map((h) => h.amount)))
        }
        expect(summary.rounds).toBe(end.round)
      }),
    )
  })
})
