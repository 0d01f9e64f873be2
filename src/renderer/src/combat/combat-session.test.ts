// The combat screen's state without Vue: a change counts only once it is stored, a party member's
// change is written to the character and put back if the encounter cannot be saved, and undo
// takes back the last step of either kind.
import { describe, expect, it } from 'vitest'
import { applyLedgerIntent, undoAppliedIntent } from '@shared/combat-intent'
import { damage, nextTurn, startEncounter, type Encounter } from '@shared/encounter'
import { createRng } from '@systems/common/dice'
import { ylvaData, ylvaRecord } from '@shared/encounter-test-helpers'
import { CombatSession, type CombatStore } from './combat-session'

const hero = ylvaData
const ylva = ylvaRecord()

function fight(): Encounter {
  return startEncounter(
    {
      id: 'f1',
      campaignId: 'c1',
      name: 'Ford',
      party: [{ characterId: 'ylva', name: 'Ylva', system: 'symbaroum', data: hero }],
      foes: [{ id: 'g', name: 'Goblin', system: 'symbaroum', values: { toughness: 6, quick: 5 } }],
    },
    createRng(1),
  )
}

/** An in-memory store; `failSaves` makes the next saves of the encounter fail. */
function memory() {
  const state = {
    saved: [] as Encounter[],
    characters: new Map([[ylva.id, ylva]]),
    failSaves: 0,
  }
  const store: CombatStore = {
    saveEncounter: (encounter) => {
      if (state.failSaves > 0) {
        state.failSaves--
        return Promise.reject(new Error('disk full'))
      }
      state.saved.push(encounter)
      return Promise.resolve()
    },
    getCharacter: (id) => Promise.resolve(state.characters.get(id)),
    putCharacter: (record) => {
      state.characters.set(record.id, record)
      return Promise.resolve()
    },
    rulesFor: () => ({}),
    apply: applyLedgerIntent,
    undoApplied: undoAppliedIntent,
    now: () => '2026-11-27T18:00:00.000Z',
    missing: (id) => `gone: ${id}`,
  }
  return { state, store }
}

describe('CombatSession', () => {
  it('counts a change once it is stored; a failed save leaves the fight as it was', async () => {
    const { state, store } = memory()
    const start = fight()
    const session = new CombatSession(start, store, createRng(2))
    state.failSaves = 1
    await expect(session.change(nextTurn(start))).rejects.toThrow('disk full')
    expect(session.encounter).toBe(start)
    expect(session.canUndo).toBe(false)
    await session.change(nextTurn(start))
    expect(session.encounter.turn).toBe(1)
    expect(state.saved.at(-1)).toBe(session.encounter)
  })

  it('writes a party member’s damage to the character, and puts it back when the fight cannot be saved', async () => {
    const { state, store } = memory()
    const session = new CombatSession(fight(), store, createRng(2))
    state.failSaves = 1
    await expect(session.changeWithIntent(damage(session.encounter, 'ylva', 3))).rejects.toThrow(
      'disk full',
    )
    expect(state.characters.get('ylva')).toBe(ylva)

    const events = await session.changeWithIntent(damage(session.encounter, 'ylva', 3))
    expect(events).toEqual(['Toughness 10 → 7'])
    expect(state.characters.get('ylva')!.ledger).toHaveLength(1)
    expect(session.encounter.log.at(-1)).toMatchObject({ kind: 'damage', target: 'ylva' })
  })

  it('undoes the last step of either kind, the ledger entry with it', async () => {
    const { state, store } = memory()
    const start = fight()
    const session = new CombatSession(start, store, createRng(2))
    await session.changeWithIntent(damage(start, 'ylva', 3))
    const hurt = session.encounter
    await session.change(nextTurn(hurt))
    expect(await session.undo()).toBe(true)
    expect(session.encounter).toBe(hurt)
    expect(await session.undo()).toBe(true)
    expect(session.encounter).toBe(start)
    const back = state.characters.get('ylva')!
    expect(back.data).toEqual(hero)
    expect(back.ledger[0]!.undoneAt).toBe('2026-11-27T18:00:00.000Z')
    expect(await session.undo()).toBe(false)
    expect(state.saved.at(-1)).toBe(start)
  })

  it('refuses a party member no longer in the library, changing nothing', async () => {
    const { state, store } = memory()
    state.characters.clear()
    const start = fight()
    const session = new CombatSession(start, store, createRng(2))
    await expect(session.changeWithIntent(damage(start, 'ylva', 3))).rejects.toThrow('gone: ylva')
    expect(session.encounter).toBe(start)
    expect(state.saved).toEqual([])
  })
})
