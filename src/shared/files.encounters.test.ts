// Encounters in files (#23 §4, format 5): what the encounter model produces always passes the
// schema import applies, through the file format and back; what it would never produce is refused
// by field; copies keep an encounter's links.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRng } from '../systems/common/dice'
import { getSystem } from '../systems/index'
import {
  damage,
  foeRules,
  nextTurn,
  removeCombatant,
  setOut,
  startEncounter,
  type Encounter,
} from './encounter'
import { encounterRecord } from './encounter-record'
import { apply, fightArb, opArb } from './encounter-test-helpers'
import {
  buildEnvelope,
  checkStoredRecord,
  parseFile,
  serializeEnvelope,
  withFreshIds,
  type Bundle,
  type FileKind,
} from './files'
import { campaign } from './journal'
import type { EncounterRecord } from './records'

const at = '2026-11-27T12:00:00.000Z'
const theCampaign = campaign({ id: 'camp', name: 'Saltmarsh', createdAt: at, updatedAt: at })

function campaignFile(encounters: EncounterRecord[], kind: FileKind = 'campaign'): string {
  const bundle: Bundle = {
    characters: [],
    campaigns: [theCampaign],
    journal: [],
    settings: [],
    rolls: [],
    encounters,
  }
  return serializeEnvelope(buildEnvelope(kind, bundle, { app: 'Quillkeep test', exportedAt: at }))
}

const stored = (encounter: Encounter, endedAt: string | null = null) =>
  encounterRecord(encounter, { createdAt: at, updatedAt: at, endedAt })

describe('encounters in files', () => {
  it('every encounter the model produces is stored and read back exactly, through the file format', () => {
    fc.assert(
      fc.property(
        fightArb,
        fc.array(opArb, { maxLength: 30 }),
        fc.boolean(),
        (start, ops, ended) => {
          let state = start
          for (const op of ops) {
            state = apply(state, op)
            // Every state on the way is one the database would store.
            expect(checkStoredRecord('encounters', stored(state)).problems).toEqual([])
          }
          const record = stored(state, ended ? at : null)
          for (const kind of ['campaign', 'backup'] as const) {
            const read = parseFile(campaignFile([record], kind))
            if (!read.ok) expect.fail(JSON.stringify(read.problems))
            expect(read.bundle.encounters).toEqual([record])
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  it('keeps the turn a place in the order when the last living combatant leaves', () => {
    let fight = startEncounter(
      {
        id: 'e1',
        campaignId: 'camp',
        name: 'Rout',
        party: [],
        foes: [
          { id: 'a', name: 'A', system: 'cairn-ap', values: {} },
          { id: 'b', name: 'B', system: 'cairn-ap', values: {} },
        ],
      },
      createRng(1),
    )
    const first = fight.order[fight.turn]!.combatantId
    fight = setOut(fight, first === 'a' ? 'b' : 'a', true)
    fight = removeCombatant(fight, first)
    // It had been -1, which no file may hold.
    expect(fight.turn).toBe(0)
    const record = stored(fight)
    expect(record.turn).toBe(0)
    expect(checkStoredRecord('encounters', record).problems).toEqual([])
    // Read the same way by the model: nobody living, so no turn moves.
    expect(nextTurn(record)).toEqual(record)
  })

  const sample = (): EncounterRecord =>
    stored(
      damage(
        startEncounter(
          {
            id: 'e1',
            campaignId: 'camp',
            name: 'Ambush',
            party: [
              {
                characterId: 'hero',
                name: 'Tova',
                system: 'cairn-ap',
                data: getSystem('cairn-ap').create({ name: 'Tova' }, {}),
              },
            ],
            foes: [{ id: 'wolf', name: 'Wolf', system: 'cairn-ap', values: {} }],
          },
          createRng(7),
        ),
        'wolf',
        2,
        'hero',
      ).encounter,
    )

  /** The first problem of a campaign file holding `edit(sample())`. */
  function firstProblem(edit: (e: Record<string, unknown>) => void, kind: FileKind = 'campaign') {
    const record = sample() as unknown as Record<string, unknown>
    edit(record)
    const read = parseFile(campaignFile([record as unknown as EncounterRecord], kind))
    expect(read.ok).toBe(false)
    return read.ok ? undefined : read.problems[0]
  }

  it('refuses what the model never writes, naming the field', () => {
    const log = (e: Record<string, unknown>) => e.log as Record<string, unknown>[]
    const order = (e: Record<string, unknown>) => e.order as Record<string, unknown>[]
    const combatants = (e: Record<string, unknown>) => e.combatants as Record<string, unknown>[]
    expect(firstProblem((e) => (order(e)[0]!.combatantId = 'ghost'))).toMatchObject({
      path: 'data.encounters[0].order[0].combatantId',
      message: expect.stringContaining('ghost'),
    })
    expect(firstProblem((e) => (log(e)[0]!.source = 'ghost'))?.path).toBe(
      'data.encounters[0].log[0].source',
    )
    expect(firstProblem((e) => (log(e)[0]!.amount = 1.5))?.path).toBe(
      'data.encounters[0].log[0].amount',
    )
    expect(firstProblem((e) => (log(e)[0]!.kind = 'explode'))?.path).toMatch(
      /^data\.encounters\[0\]\.log\[0\]/,
    )
    expect(firstProblem((e) => (e.turn = 2))?.path).toBe('data.encounters[0].turn')
    expect(firstProblem((e) => (e.round = 0))?.path).toBe('data.encounters[0].round')
    expect(firstProblem((e) => (combatants(e)[1]!.id = 'hero'))?.path).toBe(
      'data.encounters[0].combatants[1].id',
    )
    expect(
      firstProblem((e) => ((combatants(e)[1]!.values as Record<string, unknown>).hp = '3')),
    ).toBeDefined()
    expect(firstProblem((e) => (e.endedAt = 'yesterday'))?.path).toBe('data.encounters[0].endedAt')
    expect(firstProblem((e) => (e.campaignId = 'other'))).toMatchObject({
      path: 'data.encounters[0].campaignId',
    })
  })

  it('refuses what a combatant’s system refuses: an unknown system, a foe’s value off its field', () => {
    const combatants = (e: Record<string, unknown>) => e.combatants as Record<string, unknown>[]
    const health = foeRules('cairn-ap').health
    const max = foeRules('cairn-ap').fields.find((f) => f.id === health)!.max
    expect(
      firstProblem((e) => ((combatants(e)[1]!.values as Record<string, number>)[health] = max + 1)),
    ).toMatchObject({
      path: `data.encounters[0].combatants[1].values.${health}`,
      message: expect.stringContaining(String(max)),
    })
    expect(
      firstProblem((e) => ((combatants(e)[1]!.values as Record<string, number>).charm = 3))?.path,
    ).toBe('data.encounters[0].combatants[1].values.charm')
    expect(firstProblem((e) => (combatants(e)[0]!.system = 'dnd'))?.path).toBe(
      'data.encounters[0].combatants[0].system',
    )
    // The database refuses the same, record by record.
    const record = sample()
    const foe = record.combatants[1]!
    if (foe.kind !== 'foe') expect.fail('the second combatant is the wolf')
    else foe.values[health] = max + 1
    expect(checkStoredRecord('encounters', record).problems[0]?.path).toBe(
      `combatants[1].values.${health}`,
    )
  })

  it('refuses two encounters with one id, and encounters in a character file', () => {
    const twice = parseFile(campaignFile([sample(), sample()]))
    expect(twice.ok).toBe(false)
    if (!twice.ok) expect(twice.problems[0]?.path).toBe('data.encounters[1].id')
    const character = JSON.parse(campaignFile([sample()])) as Record<string, unknown>
    character.format = 'quillkeep-character'
    const read = parseFile(JSON.stringify(character))
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems.map((p) => p.path)).toContain('data.encounters')
  })

  it('a copy gives the encounter a new id and follows its campaign and party members', () => {
    const hero = {
      id: 'hero',
      system: 'cairn-ap',
      dataVersion: getSystem('cairn-ap').dataVersion,
      name: 'Tova',
      campaignId: 'camp',
      data: getSystem('cairn-ap').create({ name: 'Tova' }, {}),
      ledger: [],
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    }
    const bundle: Bundle = {
      characters: [hero],
      campaigns: [theCampaign],
      journal: [],
      settings: [],
      rolls: [],
      encounters: [sample()],
    }
    let next = 0
    const copy = withFreshIds(bundle, () => `new-${++next}`)
    const [encounter] = copy.encounters!
    const newHero = copy.characters[0]!.id
    expect(encounter!.id).not.toBe('e1')
    expect(encounter!.campaignId).toBe(copy.campaigns[0]!.id)
    expect(encounter!.combatants.map((c) => c.id)).toEqual([newHero, 'wolf'])
    expect(encounter!.order.map((s) => s.combatantId).sort()).toEqual([newHero, 'wolf'].sort())
    expect(encounter!.log).toEqual([
      { kind: 'damage', round: 1, target: 'wolf', source: newHero, amount: 2 },
    ])
    // The original is untouched, and the copy is a valid campaign file.
    expect(bundle.encounters![0]!.combatants[0]!.id).toBe('hero')
    const text = serializeEnvelope(
      buildEnvelope('campaign', copy, { app: 'Quillkeep test', exportedAt: at }),
    )
    expect(parseFile(text).ok).toBe(true)
  })
})
