// Passing game time: one ledger entry per step, planned again from its recorded dice, undone as
// one. Each system's spans are tested on the rules they apply.
import { describe, expect, it } from 'vitest'
import { getSystem } from '../index'
import type { GameSystem } from '../types'
import { PurchaseError } from './errors'
import { faces } from './scripted-dice'
import { recordPurchase, undoEntry, type LedgerEntry } from './ledger'
import { diffChanges } from './changes'
import { rollPassTime } from './pass-time'
import { dyingCharacter, evenCharacter } from '../symbaroum/fixtures'
import { embattled, newCharacter as heimrCharacter } from '../heimr/fixtures'
import { newCharacter as murdhamCharacter } from '../murdham/fixtures'
import { character as cairnCharacter } from '../cairn-ap/fixtures'
import { toromeen } from '../gods-monsters/fixtures'
import type { SymbaroumData } from '../symbaroum/model'
import type { HeimrData } from '../heimr/model'
import type { MurdhamData } from '../murdham/model'
import type { CairnData } from '../cairn-ap/model'
import type { GodsMonstersData } from '../gods-monsters/model'

function system<D>(id: string): GameSystem<D> {
  const found = getSystem(id) as unknown as GameSystem<D> | undefined
  if (!found?.time) throw new Error(`${id} passes no time`)
  return found
}

/** Passes `span` the way the sheet does: roll, then buy the purchase through the ledger. */
function pass<D>(id: string, data: D, span: string, rng = faces()) {
  const sys = system<D>(id)
  const rolled = rollPassTime(sys.time!, data, span, {}, rng)
  const checked = sys.advancement.purchaseSchema.parse(rolled.purchase)
  const plan = sys.advancement.plan(data, checked, {})
  const ledger: LedgerEntry[] = []
  const recorded = recordPurchase(data, ledger, plan)
  return { ...recorded, plan, events: rolled.events }
}

describe('diffChanges', () => {
  it('lists leaf edits only, arrays whole, absent keys as absent', () => {
    expect(
      diffChanges(
        { hp: { current: 2, max: 5 }, log: ['a'], gone: 1 },
        { hp: { current: 5, max: 5 }, log: ['a', 'b'], added: true },
      ),
    ).toEqual([
      { path: ['hp', 'current'], before: 2, after: 5 },
      { path: ['log'], before: ['a'], after: ['a', 'b'] },
      { path: ['gone'], before: 1 },
      { path: ['added'], after: true },
    ])
  })
})

describe('pass time: a ledger entry costing nothing, undone as one', () => {
  it('Symbaroum: a day of rest heals one Toughness (natural healing), and undo takes it back', () => {
    const hurt: SymbaroumData = { ...evenCharacter, damage: 3 }
    const { data, entry, ledger } = pass('symbaroum', hurt, 'day')
    expect(data.damage).toBe(2)
    expect(entry).toMatchObject({ kind: 'spend', amount: 0, option: { kind: 'pass-time' } })
    expect(entry.purchase).toBe('A day of rest: 1 Toughness healed')
    expect(undoEntry(data, ledger, entry.id).data.damage).toBe(3)
  })

  it('Symbaroum: a dying character is refused with the reason, nothing planned', () => {
    expect(() => pass('symbaroum', dyingCharacter, 'day')).toThrow(PurchaseError)
    expect(() =>
      system<SymbaroumData>('symbaroum').advancement.plan(
        dyingCharacter,
        { kind: 'pass-time', span: 'day', draws: [] },
        {},
      ),
    ).toThrow(PurchaseError)
    expect(() => pass('symbaroum', dyingCharacter, 'day')).toThrow(/must first be stabilised/)
  })

  it('says so when nothing changes', () => {
    expect(() => pass('symbaroum', evenCharacter, 'day')).toThrow(/nothing changes/)
  })

  it('Heimr: a short rest needs 1 hit point; a turn counts effects down; a stop rests fatigue', () => {
    const hurt: HeimrData = { ...heimrCharacter, hitPoints: { current: 1, max: 3 } }
    expect(pass('heimr', hurt, 'short-rest').data.hitPoints.current).toBe(3)
    const down: HeimrData = { ...heimrCharacter, hitPoints: { current: 0, max: 3 } }
    expect(() => pass('heimr', down, 'short-rest')).toThrow(/needs 1 or more hit points/)
    const dazed: HeimrData = {
      ...heimrCharacter,
      effects: [{ id: 'e1', effect: 'daze', seconds: 2, turnsLeft: 0, current: true }],
    }
    const turn = pass('heimr', dazed, 'turn')
    expect(turn.data.effects).toEqual([])
    expect(turn.entry.purchase).toBe('A turn: 1 effect(s) ended')
    expect(pass('heimr', embattled, 'rest').data.fatigue).toBeLessThan(embattled.fatigue)
  })

  it('Murdham: a stretch ends stretch-long conditions and counts the stretch', () => {
    const scared: MurdhamData = {
      ...murdhamCharacter,
      conditions: [
        { id: 'frightened', until: 'stretch' },
        { id: 'stunned', until: 'day' },
      ],
    }
    const stretch = pass('murdham', scared, 'stretch')
    expect(stretch.data.conditions).toEqual([{ id: 'stunned', until: 'day' }])
    expect(stretch.data.time.stretch).toBe(scared.time.stretch + 1)
    const day = pass('murdham', stretch.data, 'day')
    expect(day.data.conditions).toEqual([])
  })

  it('Cairn: a night clears Fatigue; a Deprived day adds it after the first; Deprived cannot rest', () => {
    const tired: CairnData = cairnCharacter((d) => {
      d.fatigue = 2
    })
    expect(pass('cairn-ap', tired, 'night').data.fatigue).toBe(0)
    const deprived = cairnCharacter((d) => {
      d.deprived = true
      d.deprivedDays = 1
    })
    const day = pass('cairn-ap', deprived, 'day')
    expect(day.data).toMatchObject({ deprivedDays: 2, fatigue: deprived.fatigue + 1 })
    expect(() => pass('cairn-ap', deprived, 'night')).toThrow(/Deprived/)
    expect(() => pass('cairn-ap', cairnCharacter(), 'day')).toThrow(/nothing changes/)
  })

  it('Gods & Monsters: Toromeen rests tonight at 2 survival; a successful health roll gives +2 (to 4) and verve returns to 17', () => {
    // Regaining survival and healing injuries: Toromeen's worked example.
    const spent: GodsMonstersData = {
      ...toromeen,
      archetypes: [{ archetype: 'warrior', level: 2 }],
      survival: { ...toromeen.survival, current: 2 },
      verve: { current: 0, max: 17 },
    }
    const success = pass('gods-monsters', spent, 'night', faces([1, 20]))
    expect(success.data.survival.current).toBe(4)
    expect(success.data.verve.current).toBe(17)
    expect(success.entry.purchase).toMatch(/^A night’s rest: health roll 1 vs \d+: success/)
    const failure = pass('gods-monsters', spent, 'night', faces([20, 20]))
    expect(failure.data.survival.current).toBe(3)
    // The dice are kept: planning the recorded purchase again gives the same entry.
    const sys = system<GodsMonstersData>('gods-monsters')
    const again = sys.advancement.plan(spent, failure.entry.option!, {})
    expect(again.changes).toEqual(failure.plan.changes)
  })

  it('Gods & Monsters: healing an injury is offered only to the injured', () => {
    const time = system<GodsMonstersData>('gods-monsters').time!
    expect(time.spans(toromeen, {}).map((s) => s.id)).toEqual(['night', 'day'])
    const hurt = { ...toromeen, injuries: 2 }
    expect(time.spans(hurt, {}).map((s) => s.id)).toContain('day-injury')
    expect(pass('gods-monsters', hurt, 'day-injury').data.injuries).toBe(1)
  })

  it('refuses a span the system lacks, and dice that run out', () => {
    const sys = system<SymbaroumData>('symbaroum')
    expect(
      sys.advancement.purchaseSchema.safeParse({ kind: 'pass-time', span: 'year', draws: [] })
        .success,
    ).toBe(false)
    const gm = system<GodsMonstersData>('gods-monsters')
    const night = { kind: 'pass-time', span: 'night', draws: [] } as never
    expect(() => gm.advancement.plan(toromeen, night, {})).toThrow(/dice of this step ran out/)
  })
})
