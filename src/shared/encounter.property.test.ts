// Property tests of the encounter model: random fights of every system, mixed, put through random
// turns, damage, healing, conditions, marks and comings and goings.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRng } from '../systems/common/dice'
import { getSystem } from '../systems/index'
import {
  addCombatant,
  damage,
  delayTurn,
  endEncounter,
  foeHealth,
  foeRules,
  heal,
  livingOrder,
  nextTurn,
  previousTurn,
  removeCombatant,
  setCondition,
  setOut,
  startEncounter,
  type Encounter,
  type FoeInput,
  type PartyMemberInput,
} from './encounter'

const systemIds = ['symbaroum', 'cairn-ap', 'murdham', 'heimr', 'gods-monsters'] as const
const system = fc.constantFrom(...systemIds)

/** A foe of a system with every value drawn within its field's limits. */
function foeOf(id: string, name: string, sys: string): fc.Arbitrary<FoeInput> {
  const fields = foeRules(sys).fields
  return fc.tuple(...fields.map((f) => fc.integer({ min: f.min, max: f.max }))).map((values) => ({
    id,
    name,
    system: sys,
    values: Object.fromEntries(fields.map((f, i) => [f.id, values[i]!])),
  }))
}

const foeArb = (id: string) => system.chain((sys) => foeOf(id, `Foe ${id}`, sys))

const partyArb = (id: string): fc.Arbitrary<PartyMemberInput> =>
  system.map((sys) => ({
    characterId: id,
    name: `Hero ${id}`,
    system: sys,
    data: getSystem(sys).create({ name: id }, {}),
  }))

const fightArb = fc
  .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 5 }), fc.integer())
  .chain(([partySize, foeCount, seed]) =>
    fc.record({
      party: fc.tuple(...Array.from({ length: partySize }, (_, i) => partyArb(`p${i}`))),
      foes: fc.tuple(...Array.from({ length: foeCount }, (_, i) => foeArb(`f${i}`))),
      seed: fc.constant(seed),
    }),
  )
  .map(({ party, foes, seed }) =>
    startEncounter({ id: 'e', campaignId: 'c', name: 'Fight', party, foes }, createRng(seed)),
  )

type Op =
  | { op: 'next' }
  | { op: 'previous' }
  | { op: 'damage'; target: number; amount: number; source: number | null }
  | { op: 'heal'; target: number; amount: number }
  | { op: 'out'; target: number; out: boolean }
  | { op: 'condition'; target: number; on: boolean }
  | { op: 'remove'; target: number }
  | { op: 'add'; foe: FoeInput }
  | { op: 'delay'; target: number }

const index = fc.nat({ max: 20 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant({ op: 'next' as const }), weight: 4 },
  { arbitrary: fc.constant({ op: 'previous' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('damage' as const),
      target: index,
      amount: fc.integer({ min: 1, max: 40 }),
      source: fc.option(index, { nil: null }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('heal' as const),
      target: index,
      amount: fc.integer({ min: 1, max: 40 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ op: fc.constant('out' as const), target: index, out: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('condition' as const),
      target: index,
      on: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ op: fc.constant('remove' as const), target: index }), weight: 1 },
  { arbitrary: foeArb('late').map((foe) => ({ op: 'add' as const, foe })), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('delay' as const), target: index }), weight: 1 },
)

/** The id of the n-th combatant still in the order (wrapping), or null in an empty fight. */
function present(encounter: Encounter, n: number): string | null {
  const ids = encounter.order.map((s) => s.combatantId)
  return ids.length ? ids[n % ids.length]! : null
}

function apply(encounter: Encounter, op: Op): Encounter {
  switch (op.op) {
    case 'next':
      return nextTurn(encounter)
    case 'previous':
      return previousTurn(encounter)
    case 'add': {
      // Combatants are never dropped from the list, so its length makes a new id.
      const n = encounter.combatants.length
      return addCombatant(encounter, { foe: { ...op.foe, id: `late${n}` } }, createRng(n))
    }
  }
  const target = present(encounter, op.target)
  if (target === null) return encounter
  switch (op.op) {
    case 'damage': {
      const source = op.source === null ? null : present(encounter, op.source)
      return damage(encounter, target, op.amount, source).encounter
    }
    case 'heal':
      return heal(encounter, target, op.amount).encounter
    case 'out':
      return setOut(encounter, target, op.out)
    case 'condition':
      return setCondition(encounter, target, 'Stunned', op.on).encounter
    case 'remove':
      return removeCombatant(encounter, target)
    case 'delay': {
      const later = encounter.order.findIndex((s) => s.combatantId === target)
      return later > encounter.turn ? delayTurn(encounter, target) : encounter
    }
  }
}

/** Every state a fight passes through under the operations. */
function states(start: Encounter, ops: readonly Op[]): Encounter[] {
  const out = [start]
  for (const op of ops) out.push(apply(out[out.length - 1]!, op))
  return out
}

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
