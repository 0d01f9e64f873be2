// The combat tracker's ledger intents become the systems' `combat` purchases, which buy and undo
// through the ledger like any other purchase (the editor store's path: schema, plan, record).
import { describe, expect, it } from 'vitest'
import { createRng } from '../systems/common/dice'
import { recordPurchase, undoEntry } from '../systems/common/ledger'
import { faces } from '../systems/common/scripted-dice'
import { RulesError } from '../systems/common/errors'
import { getSystem, registerSystem } from '../systems/index'
import { symbaroum } from '../systems/symbaroum'
import { createSymbaroumCharacter } from '../systems/symbaroum/create'
import { character as cairnCharacter } from '../systems/cairn-ap/fixtures'
import { newCharacter as murdhamCharacter } from '../systems/murdham/fixtures'
import { applyLedgerIntent, combatPurchaseFor, undoAppliedIntent } from './combat-intent'
import { ylvaData, ylvaRecord } from './encounter-test-helpers'
import { PurchaseError } from '../systems/types'
import { damage, setCondition, startEncounter, type LedgerIntent } from './encounter'

/** Buys the purchase the way the editor store does: check, plan, record with the note. */
function post<D>(system: string, data: D, intent: LedgerIntent, rng = createRng(1)) {
  const sys = getSystem(system)
  const made = combatPurchaseFor(intent, data, rng)
  const checked = sys.advancement.purchaseSchema.parse(made.purchase)
  const plan = sys.advancement.plan(data, checked, {})
  return { made, ...recordPurchase(data, [], plan, { note: made.note }) }
}

describe('combatPurchaseFor', () => {
  it('turns an encounter’s damage to a party member into a ledger entry that undo reverses', () => {
    const hero = createSymbaroumCharacter({ name: 'Ylva' }, {})
    const fight = startEncounter(
      {
        id: 'e1',
        campaignId: 'c1',
        name: 'Ambush at the ford',
        party: [{ characterId: 'hero', name: 'Ylva', system: 'symbaroum', data: hero }],
        foes: [],
      },
      createRng(1),
    )
    const { intent } = damage(fight, 'hero', 4)
    if (!intent) throw new Error('expected an intent')
    const { made, data, ledger, entry } = post('symbaroum', hero, intent)
    expect(made.purchase).toEqual({
      kind: 'combat',
      change: 'damage',
      amount: 4,
      condition: '',
      on: false,
      note: 'Ambush at the ford, round 1: 4 damage',
      draws: [],
    })
    expect(made.events).toEqual(['Toughness 10 → 6'])
    expect(data.damage).toBe(4)
    expect(entry).toMatchObject({ amount: 0, note: 'Ambush at the ford, round 1: 4 damage' })
    expect(undoEntry(data, ledger, entry.id).data).toEqual(hero)
  })

  it('keeps the dice a change rolls (Cairn’s STR save) so the ledger plans it the same way', () => {
    const hurt = cairnCharacter((d) => (d.hp.current = 3))
    const intent: LedgerIntent = {
      characterId: 'c',
      system: 'cairn-ap',
      change: 'damage',
      amount: 7,
      note: 'Wolves, round 2: 7 damage',
    }
    const { made, data } = post('cairn-ap', hurt, intent, faces([7, 20]))
    expect((made.purchase as unknown as { draws: number[] }).draws).toHaveLength(1)
    expect(data.criticalDamage).toBe(true)
  })

  it('gives the system’s choices their documented defaults', () => {
    const intent: LedgerIntent = {
      characterId: 'g',
      system: 'gods-monsters',
      change: 'heal',
      amount: 1,
      note: 'n',
    }
    const data = getSystem('gods-monsters').create({ name: 'G' }, {})
    const hurt = {
      ...(data as { survival: { current: number; max: number } }),
      survival: { current: 0, max: 5 },
    }
    expect(combatPurchaseFor(intent, hurt, createRng(1)).purchase).toMatchObject({
      archetypal: false,
      injuries: 0,
    })
  })

  it('finds a condition typed in the tracker by its id or its name; refuses others', () => {
    const fight = startEncounter(
      {
        id: 'e2',
        campaignId: 'c1',
        name: 'Bog',
        party: [{ characterId: 'm', name: 'Mab', system: 'murdham', data: murdhamCharacter }],
        foes: [],
      },
      createRng(1),
    )
    const stunned = setCondition(fight, 'm', ' stunned ', true).intent
    if (!stunned) throw new Error('expected an intent')
    const { data, made } = post('murdham', murdhamCharacter, stunned)
    expect(made.purchase).toMatchObject({ change: 'condition', condition: 'stunned', on: true })
    expect(data.conditions).toEqual([{ id: 'stunned', until: null }])
    const byName = setCondition(fight, 'm', 'Frightened', true).intent
    if (!byName) throw new Error('expected an intent')
    expect(combatPurchaseFor(byName, murdhamCharacter, createRng(1)).purchase).toMatchObject({
      condition: 'frightened',
    })
    const dazed = setCondition(fight, 'm', 'Dazed', true).intent
    if (!dazed) throw new Error('expected an intent')
    expect(() => combatPurchaseFor(dazed, murdhamCharacter, createRng(1))).toThrow(RulesError)
  })

  it('cuts a long note to what the ledger keeps', () => {
    const intent: LedgerIntent = {
      characterId: 'h',
      system: 'symbaroum',
      change: 'damage',
      amount: 1,
      note: 'x'.repeat(300),
    }
    const made = combatPurchaseFor(
      intent,
      createSymbaroumCharacter({ name: 'H' }, {}),
      createRng(1),
    )
    expect(made.note).toHaveLength(200)
    expect(made.note.endsWith('…')).toBe(true)
  })

  it('refuses a system without a combat purchase', () => {
    const remove = registerSystem({ ...symbaroum, id: 'toy-no-combat', combat: undefined })
    try {
      const intent: LedgerIntent = {
        characterId: 't',
        system: 'toy-no-combat',
        change: 'heal',
        amount: 1,
        note: '',
      }
      expect(() => combatPurchaseFor(intent, {}, createRng(1))).toThrow(
        'has no damage, healing or conditions on the sheet',
      )
    } finally {
      remove()
    }
  })
})

describe('applyLedgerIntent', () => {
  const hero = ylvaData
  const record = ylvaRecord
  const intent: LedgerIntent = {
    characterId: 'ylva',
    system: 'symbaroum',
    change: 'damage',
    amount: 3,
    note: 'Ambush, round 2: 3 damage',
  }
  const at = '2026-11-27T18:00:00.000Z'

  it('records the change in the stored character’s ledger, and undo takes it back', () => {
    const applied = applyLedgerIntent(record(), intent, {}, createRng(1), at)
    expect(applied.events).toEqual(['Toughness 10 → 7'])
    expect((applied.character.data as typeof hero).damage).toBe(3)
    expect(applied.character.updatedAt).toBe(at)
    expect(applied.character.ledger).toHaveLength(1)
    expect(applied.character.ledger[0]).toMatchObject({
      id: applied.entryId,
      note: 'Ambush, round 2: 3 damage',
      at,
    })
    const undone = undoAppliedIntent(applied.character, applied.entryId, at)
    expect(undone.data).toEqual(hero)
    expect(undone.ledger[0]!.undoneAt).toBe(at)
  })

  it('refuses a character saved by a newer Quillkeep, changing nothing', () => {
    const newer = record({ dataVersion: getSystem('symbaroum').dataVersion + 1 })
    expect(() => applyLedgerIntent(newer, intent, {}, createRng(1), at)).toThrow(PurchaseError)
    expect(newer.ledger).toEqual([])
  })
})
