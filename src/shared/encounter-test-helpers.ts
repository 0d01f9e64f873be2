// Random fights and random operations on them, for the encounter model's property tests and the
// file-format tests that store what the model produces.
import fc from 'fast-check'
import { createRng } from '../systems/common/dice'
import { getSystem } from '../systems/index'
import { createSymbaroumCharacter } from '../systems/symbaroum/create'
import type { CharacterRecord } from '../systems/types'
import {
  addCombatant,
  damage,
  delayTurn,
  foeRules,
  heal,
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

/** A fight of up to 4 party members and 5 foes of any systems, started with a drawn seed. */
export const fightArb = fc
  .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 5 }), fc.integer())
  .chain(([partySize, foeCount, seed]) =>
    fc.record({
      party: fc.tuple(...Array.from({ length: partySize }, (_, i) => partyArb(`p${i}`))),
      foes: fc.tuple(...Array.from({ length: foeCount }, (_, i) => foeArb(`f${i}`))),
      seed: fc.constant(seed),
    }),
  )
  .map(({ party, foes, seed }) =>
    startEncounter(
      { id: 'e1', campaignId: 'camp', name: 'Ambush at the ford', party, foes },
      createRng(seed),
    ),
  )

export type Op =
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
/** An operation on a fight; its targets are positions in the order, taken modulo its length. */
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant({ op: 'next' as const }), weight: 4 },
  { arbitrary: fc.constant({ op: 'previous' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('damage' as const),
      target: index,
      // Party members' damage is not bounded by the model: large amounts too.
      amount: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 2 ** 40 })),
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

/** The fight after one operation. */
export function apply(encounter: Encounter, op: Op): Encounter {
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
export function states(start: Encounter, ops: readonly Op[]): Encounter[] {
  const out = [start]
  for (const op of ops) out.push(apply(out[out.length - 1]!, op))
  return out
}

/** Ylva, a new Symbaroum character, as the library stores her: a party member to hurt and heal. */
export const ylvaData = createSymbaroumCharacter({ name: 'Ylva' }, {})

export function ylvaRecord(fields: Partial<CharacterRecord> = {}): CharacterRecord {
  return {
    id: 'ylva',
    system: 'symbaroum',
    dataVersion: getSystem('symbaroum').dataVersion,
    name: 'Ylva',
    campaignId: 'c1',
    data: ylvaData,
    ledger: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    deletedAt: null,
    ...fields,
  }
}
