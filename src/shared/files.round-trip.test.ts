// Export → import → export gives identical text, for random characters of every system (built
// with each system's create(), purchases, awards, undos and random edits kept within the schema)
// and random campaigns with journals.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { journalEntry } from './journal'
import { systems, type SystemId } from '../systems/index'
import {
  makeAward,
  recordPurchase,
  undoEntry,
  balances,
  type LedgerEntry,
} from '../systems/common/ledger'
import { resolveHouseRules, type CharacterRecord, type GameSystem } from '../systems/types'
import { buildEnvelope, parseFile, serializeEnvelope, type Bundle, type FileKind } from './files'
import type { CampaignRecord, JournalRecord } from './records'

const seed = 8
const meta = { app: 'Quillkeep 0.1.0', exportedAt: '2026-11-21T10:00:00.000Z' }
const systemIds = Object.keys(systems) as SystemId[]
const counts: Record<string, number> = {}
const activity = { purchases: 0, undos: 0, edits: 0, awards: 0 }

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = (string | number)[]

const isoTimestamp = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString())
const two = (n: number) => String(n).padStart(2, '0')
/** A real calendar date, leap days included (1900 and 2100 have none, 2000 has one). */
const calendarDate = fc
  .record({
    year: fc.constantFrom(1900, 1999, 2000, 2023, 2024, 2025, 2026, 2100),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
    return `${year}-${two(month)}-${two(Math.min(day, days))}`
  })
/** Every form a file may hold: a date alone, minutes, seconds, fractions, Z or an offset. */
const otherTimestamp = fc
  .tuple(
    calendarDate,
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }),
    fc.constantFrom('', 'Z', '+01:00', '-23:59', '+0530', '+00:00'),
    fc.boolean(),
  )
  .map(([date, hour, minute, second, zone, dateOnly]) =>
    dateOnly
      ? date
      : `${date}T${two(hour)}:${two(minute)}${second === undefined ? '' : `:${two(second)}.5`}${zone}`,
  )
const timestamp = fc.oneof(
  { weight: 4, arbitrary: isoTimestamp },
  { weight: 1, arbitrary: otherTimestamp },
)
const id = fc.uuid()
/** Text with any characters: emoji, accents, quotes, control characters, lone surrogates. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
  )
/** A name as import accepts it: any text, but not empty or only spaces. */
const anyName = (maxLength: number) => anyText(maxLength).filter((name) => name.trim() !== '')

function leafPaths(value: Json, path: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((item, i) => leafPaths(item, [...path, i], out))
  else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) leafPaths(value[key] as Json, [...path, key], out)
  } else out.push(path)
  return out
}

function setAt(root: Json, path: Path, value: Json): Json {
  const copy = structuredClone(root)
  let node = copy as Record<string | number, Json>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>
  node[path[path.length - 1] as string | number] = value
  return copy
}

interface Story {
  name: string
  awards: number[]
  purchases: number[]
  undos: number[]
  edits: { pick: number; value: Json }[]
  createdAt: string
  deleted: boolean
}

const story: fc.Arbitrary<Story> = fc.record({
  name: anyName(60),
  awards: fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 5 }),
  purchases: fc.array(fc.nat(), { maxLength: 8 }),
  undos: fc.array(fc.nat(), { maxLength: 2 }),
  edits: fc.array(
    fc.record({
      pick: fc.nat(),
      value: fc.oneof(
        fc.integer({ min: -20, max: 120 }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        anyText(30),
        fc.boolean(),
      ),
    }),
    { maxLength: 12 },
  ),
  createdAt: timestamp,
  deleted: fc.boolean(),
})

/** A character built the way the app builds one, then edited at random within its schema. */
function characterFrom(
  systemId: SystemId,
  s: Story,
  recordId: string,
  campaignId: string | null,
): CharacterRecord {
  const system = systems[systemId] as GameSystem<unknown>
  const rules = resolveHouseRules(system.houseRules)
  let data = system.create({ name: s.name }, rules)
  let ledger: LedgerEntry[] = (system.startingAwards?.(rules) ?? []).map((a) =>
    makeAward(a.currency, a.amount, { at: s.createdAt, note: a.note }),
  )
  const currencies = system.advancement.currencies.map((c) => c.id)
  for (const amount of s.awards) {
    const currency = currencies[amount % currencies.length] as string
    ledger.push(makeAward(currency, amount, { at: s.createdAt, note: 'Session reward' }))
    activity.awards++
  }
  for (const pick of s.purchases) {
    const options = system.advancement
      .options(data, balances(ledger, currencies), rules)
      .filter((o) => o.available)
    const option = options[pick % Math.max(options.length, 1)]
    if (!option) break
    try {
      const plan = system.advancement.plan(data, option.purchase, rules)
      ;({ data, ledger } = recordPurchase(data, ledger, plan, { at: s.createdAt }))
      activity.purchases++
    } catch {
      // Some options cannot be bought in every state; the app shows the reason instead.
    }
  }
  for (const pick of s.undos) {
    const entry = ledger[pick % Math.max(ledger.length, 1)]
    if (!entry) break
    try {
      ;({ data, ledger } = undoEntry(data, ledger, entry.id, s.createdAt))
      activity.undos++
    } catch {
      // Awards already spent cannot be undone.
    }
  }
  for (const edit of s.edits) {
    const paths = leafPaths(data as Json)
    const path = paths[edit.pick % Math.max(paths.length, 1)]
    if (!path) break
    const next = setAt(data as Json, path, edit.value)
    if (system.schema.safeParse(next).success) {
      data = next
      activity.edits++
    }
  }
  counts[systemId] = (counts[systemId] ?? 0) + 1
  return {
    id: recordId,
    system: systemId,
    dataVersion: system.dataVersion,
    name: s.name,
    campaignId,
    data,
    ledger,
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
    deletedAt: s.deleted ? s.createdAt : null,
  }
}

/** A roll log (format 3, backups only): unique ids, some rolls attached to an entry. */
const rollLog = fc.uniqueArray(
  fc.record(
    {
      id,
      at: timestamp,
      characterId: id,
      characterName: anyText(40),
      label: anyText(60),
      result: anyText(80),
      journalEntryId: id,
    },
    { requiredKeys: ['id', 'at', 'characterId', 'characterName', 'label', 'result'] },
  ),
  { selector: (roll) => roll.id, maxLength: 6 },
)

function roundTrip(kind: FileKind, bundle: Bundle): void {
  const first = serializeEnvelope(buildEnvelope(kind, bundle, meta))
  const read = parseFile(first)
  if (!read.ok) expect.fail(JSON.stringify(read.problems.slice(0, 5)))
  if (!read.ok) return
  const second = serializeEnvelope(buildEnvelope(kind, read.bundle, meta))
  expect(second).toBe(first)
  // Nothing lost on the way in either: the records read equal the records written.
  expect(read.bundle).toEqual(JSON.parse(JSON.stringify(bundle)))
}

const campaign: fc.Arbitrary<Bundle> = fc
  .record({
    campaignId: id,
    name: anyName(80),
    description: anyText(300),
    houseRules: fc.dictionary(
      fc.constantFrom(...systemIds),
      fc.dictionary(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.oneof(fc.integer({ min: -100, max: 100 }), fc.boolean()),
      ),
      { maxKeys: 3 },
    ),
    archived: fc.option(timestamp, { nil: null }),
    createdAt: timestamp,
    party: fc.array(fc.tuple(fc.constantFrom(...systemIds), story, id), { maxLength: 4 }),
    journal: fc.array(
      fc.record({
        id,
        title: anyText(80),
        session: fc.integer({ min: 0, max: 500 }),
        date: fc.oneof(fc.constant(''), calendarDate),
        body: anyText(500),
        tags: fc.array(anyText(20), { maxLength: 4 }),
        xp: fc.integer({ min: 1, max: 50 }),
      }),
      { maxLength: 6 },
    ),
  })
  .map((c) => {
    const seen = new Set<string>()
    const party = c.party
      .filter(([, , characterId]) => !seen.has(characterId) && seen.add(characterId))
      .map(([systemId, s, characterId]) => characterFrom(systemId, s, characterId, c.campaignId))
    const sessions = c.journal.filter((j) => !seen.has(j.id) && seen.add(j.id))
    const journal: JournalRecord[] = sessions.map((j) =>
      journalEntry({
        id: j.id,
        campaignId: c.campaignId,
        title: j.title,
        session: j.session,
        date: j.date,
        body: j.body,
        tags: j.tags,
        characterIds: party.map((p) => p.id),
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      }),
    )
    // The game master's awards for each session, linked to its journal entry.
    journal.forEach((entry, index) => {
      const amount = sessions[index]?.xp ?? 5
      for (const member of party) {
        const currency = systems[member.system as SystemId].advancement.currencies[0]?.id ?? 'xp'
        member.ledger.push(
          makeAward(currency, amount, {
            at: c.createdAt,
            note: entry.title,
            journalEntryId: entry.id,
          }),
        )
      }
    })
    const record: CampaignRecord = {
      id: c.campaignId,
      name: c.name,
      description: c.description,
      systems: [...new Set(party.map((p) => p.system))],
      houseRules: c.houseRules,
      createdAt: c.createdAt,
      updatedAt: c.createdAt,
      archivedAt: c.archived,
      rewardCarry: {},
    }
    return { characters: party, campaigns: [record], journal, settings: [], rolls: [] }
  })

describe('export → import → export', () => {
  afterAll(() => {
    console.log(
      `Round trip: characters per system ${JSON.stringify(counts)}; ${JSON.stringify(activity)}`,
    )
  })

  for (const systemId of systemIds) {
    it(`gives identical text for 260 random ${systemId} characters`, () => {
      fc.assert(
        fc.property(story, id, fc.option(id, { nil: null }), (s, characterId, campaignId) => {
          const character = characterFrom(systemId, s, characterId, campaignId)
          roundTrip('character', {
            characters: [character],
            campaigns: [],
            journal: [],
            settings: [],
            rolls: [],
          })
        }),
        { seed, numRuns: 260 },
      )
    })
  }

  it('gives identical text for 100 random campaigns, as campaign files and as backups with a roll log', () => {
    fc.assert(
      fc.property(campaign, fc.jsonValue({ maxDepth: 3 }), rollLog, (bundle, setting, rolls) => {
        roundTrip('campaign', bundle)
        roundTrip('backup', {
          ...bundle,
          settings: [{ key: 'houseRules', value: setting }],
          rolls,
        })
      }),
      { seed, numRuns: 100 },
    )
  })
})
