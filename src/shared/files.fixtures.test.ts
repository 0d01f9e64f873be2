// Every released file format stays readable: the fixtures in tests/fixtures/ are files as earlier
// versions wrote them, and each must import without loss.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { systems } from '../systems/index'
import {
  buildEnvelope,
  currentFormatVersion,
  parseFile,
  serializeEnvelope,
  type Bundle,
  type FileKind,
} from './files'
import { journalDefaults } from './journal'

const folder = join(import.meta.dirname, '../../tests/fixtures/format-v1')
const files = readdirSync(folder).filter((name) => name.endsWith('.json'))

function kindFromName(name: string): FileKind {
  return name.split('-')[0] as FileKind
}

/** What format 4 added (world pages), at the defaults an older file reads with: sessions. */
function withFormat4Defaults(data: Bundle): Bundle {
  return {
    ...data,
    journal: data.journal.map((j) => ({
      ...j,
      kind: 'session' as const,
      summary: '',
      relations: [],
      gmOnly: false,
    })),
  }
}

/** What formats 3 and 4 added (the roll log, world pages), at the defaults an older file reads with. */
function withFormat3Defaults(data: Bundle): Bundle {
  return withFormat4Defaults({ ...data, rolls: [] })
}

/** The characters as read: data version 1 upgraded to 2 (which only added optional fields). */
function withCurrentDataVersions(data: Bundle): Bundle {
  return {
    ...data,
    characters: data.characters.map((c) => ({
      ...c,
      dataVersion: systems[c.system as keyof typeof systems].dataVersion,
    })),
  }
}

/** What formats 2 and 3 added, at the defaults a format 1 file reads with. */
function withFormat2Defaults(data: Bundle): Bundle {
  return withFormat3Defaults({
    ...data,
    campaigns: data.campaigns.map((c) => ({ ...c, rewardCarry: {} })),
    journal: data.journal.map((j) => ({ ...j, ...journalDefaults() })),
  })
}

/** Exporting what was read writes the current format, which reads back to the same records. */
function expectCurrentFormatRoundTrip(
  kind: FileKind,
  bundle: Bundle,
  meta: { app: string; exportedAt: string },
): void {
  const again = serializeEnvelope(buildEnvelope(kind, bundle, meta))
  expect(JSON.parse(again)).toMatchObject({ formatVersion: currentFormatVersion })
  const reread = parseFile(again)
  expect(reread.ok && reread.bundle).toEqual(bundle)
}

describe('format 1 fixtures', () => {
  it('has a character file for every system format 1 knew, a campaign and a backup', () => {
    for (const id of ['symbaroum', 'heimr', 'cairn-ap', 'murdham'])
      expect(files).toContain(`character-${id}.json`)
    expect(files.some((f) => f.startsWith('campaign-'))).toBe(true)
    expect(files.some((f) => f.startsWith('backup-'))).toBe(true)
  })

  for (const name of files) {
    it(`imports ${name} without loss`, () => {
      const text = readFileSync(join(folder, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      expect(result.kind).toBe(kindFromName(name))
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      // Every character was at data version 1, and is upgraded, by name.
      expect(result.migrated).toEqual(
        written.data.characters.map((c) => expect.stringContaining(`"${c.name}"`)),
      )
      expect(result.migrated.every((line) => line.includes('version 1 upgraded to 2'))).toBe(true)
      // The records read are exactly the records in the file, at the current data version, with
      // the later formats' new fields at their defaults...
      expect(result.bundle).toEqual(withCurrentDataVersions(withFormat2Defaults(written.data)))
      // ...and exporting them again writes the current format, read back to the same records.
      expectCurrentFormatRoundTrip(result.kind, result.bundle, written)
    })
  }

  // Version 2 of every system only added optional fields (see addsOptionalFields): version 1
  // data reads unchanged, and only its version number goes up.
  it('every system is at data version 2, and version 1 is one of the versions it upgrades', () => {
    for (const system of Object.values(systems)) expect(system.dataVersion).toBe(2)
  })
})

describe('format 2 fixtures', () => {
  const folder2 = join(import.meta.dirname, '../../tests/fixtures/format-v2')
  const files2 = readdirSync(folder2).filter((name) => name.endsWith('.json'))

  it('has a campaign with awards, rolls, links and a trashed entry', () => {
    expect(files2.some((f) => f.startsWith('campaign-'))).toBe(true)
  })

  for (const name of files2) {
    it(`imports ${name} without loss`, () => {
      const text = readFileSync(join(folder2, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(withCurrentDataVersions(withFormat3Defaults(written.data)))
      expectCurrentFormatRoundTrip(result.kind, result.bundle, written)
      // The parts format 2 added are all there.
      expect(result.bundle.journal.some((j) => j.awards.length > 0)).toBe(true)
      expect(result.bundle.journal.some((j) => j.rolls.length > 0)).toBe(true)
      expect(result.bundle.journal.some((j) => j.deletedAt !== null)).toBe(true)
      expect(result.bundle.campaigns.some((c) => Object.keys(c.rewardCarry).length > 0)).toBe(true)
    })
  }
})

describe('format 3 fixtures', () => {
  const folder3 = join(import.meta.dirname, '../../tests/fixtures/format-v3')
  const files3 = readdirSync(folder3).filter((name) => name.endsWith('.json'))

  it('has a backup with a roll log', () => {
    expect(files3.some((f) => f.startsWith('backup-'))).toBe(true)
  })

  const backups3 = files3.filter((name) => name.startsWith('backup-'))
  for (const name of backups3) {
    it(`imports ${name} without loss, its entries as sessions, and writes it again as the current format`, () => {
      const text = readFileSync(join(folder3, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(withCurrentDataVersions(withFormat4Defaults(written.data)))
      expectCurrentFormatRoundTrip(result.kind, result.bundle, written)
      // The roll log: rolls attached to an entry and rolls that are not.
      expect(result.bundle.rolls.some((r) => r.journalEntryId !== undefined)).toBe(true)
      expect(result.bundle.rolls.some((r) => r.journalEntryId === undefined)).toBe(true)
    })
  }
})

describe('data version 2 fixtures (format 3)', () => {
  const folder3 = join(import.meta.dirname, '../../tests/fixtures/format-v3')
  const named = (id: string) => `character-${id}-data-v2.json`

  it('has a character of every system at data version 2', () => {
    const files3 = readdirSync(folder3)
    for (const id of Object.keys(systems)) expect(files3).toContain(named(id))
  })

  // Each holds a field (or value) that version 2 added, which an older Quillkeep would drop or
  // refuse: it must come back as written, and the file is written again byte for byte.
  const added: Record<string, (data: Record<string, unknown>) => unknown> = {
    symbaroum: (data) => (data.weapons as { qualities: string[] }[]).at(-1)?.qualities,
    heimr: (data) => data.dyingClock,
    'cairn-ap': (data) => [data.fusedHandLost, data.criticalMinutes],
    murdham: (data) => data.time,
    'gods-monsters': (data) => [data.agingPoints, data.unhealableInjuries],
  }
  const expected: Record<string, unknown> = {
    symbaroum: ['ranged'],
    heimr: { seconds: 40, stable: false },
    'cairn-ap': [true, 12],
    murdham: expect.objectContaining({ shelterDay: 3, restDay: 2 }),
    'gods-monsters': [2, 1],
  }

  for (const id of Object.keys(systems)) {
    it(`imports ${named(id)} unchanged, with what version 2 added`, () => {
      const text = readFileSync(join(folder3, named(id)), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      expect(result.migrated).toEqual([])
      const [character] = result.bundle.characters
      expect(character?.dataVersion).toBe(2)
      expect(added[id]!(character!.data as Record<string, unknown>)).toEqual(expected[id])
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      const meta = { app: written.app, exportedAt: written.exportedAt }
      // A character file holds no journal: written again, only the format number changes.
      expect(serializeEnvelope(buildEnvelope(result.kind, result.bundle, meta))).toBe(
        text.replace('"formatVersion": 3,', `"formatVersion": ${currentFormatVersion},`),
      )
    })
  }
})

describe('format 4 fixtures', () => {
  const folder4 = join(import.meta.dirname, '../../tests/fixtures/format-v4')
  const files4 = readdirSync(folder4).filter((name) => name.endsWith('.json'))

  it('has a campaign with a page of every kind, relations and a GM-only page', () => {
    expect(files4).toContain('campaign-world-pages.json')
  })

  for (const name of files4) {
    it(`imports ${name} without loss (no encounters), and writes it again but its format number`, () => {
      const text = readFileSync(join(folder4, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(written.data)
      expect(result.bundle.encounters).toBeUndefined()
      const meta = { app: written.app, exportedAt: written.exportedAt }
      expect(serializeEnvelope(buildEnvelope(result.kind, result.bundle, meta))).toBe(
        text.replace('"formatVersion": 4,', `"formatVersion": ${currentFormatVersion},`),
      )
      // The parts format 4 added are all there.
      const kinds = new Set(result.bundle.journal.map((j) => j.kind))
      expect([...kinds].sort()).toEqual(['faction', 'item', 'npc', 'place', 'session'])
      expect(result.bundle.journal.flatMap((j) => j.relations.map((r) => r.kind)).sort()).toEqual([
        'enemy-of',
        'located-in',
        'member-of',
        'related-to',
      ])
      expect(result.bundle.journal.some((j) => j.gmOnly)).toBe(true)
      expect(result.bundle.journal.some((j) => j.summary !== '')).toBe(true)
    })
  }

  it('refuses a relation of an unknown kind, naming the field', () => {
    const text = readFileSync(join(folder4, 'campaign-world-pages.json'), 'utf8')
    const result = parseFile(text.replace('"kind": "member-of"', '"kind": "married-to"'))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems[0]?.path).toMatch(/^data\.journal\[1\]\.relations\[0\]\.kind$/)
  })
})

describe('format 5 fixtures', () => {
  const folder5 = join(import.meta.dirname, '../../tests/fixtures/format-v5')
  const files5 = readdirSync(folder5).filter((name) => name.endsWith('.json'))

  it('has a campaign with an ongoing and an ended encounter', () => {
    expect(files5).toContain('campaign-encounters.json')
  })

  for (const name of files5) {
    it(`imports ${name} without loss, and writes it again byte for byte`, () => {
      const text = readFileSync(join(folder5, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(written.data)
      const meta = { app: written.app, exportedAt: written.exportedAt }
      // Written again, only the format number changes.
      expect(serializeEnvelope(buildEnvelope(result.kind, result.bundle, meta))).toBe(
        text.replace('"formatVersion": 5,', `"formatVersion": ${currentFormatVersion},`),
      )
      // What format 5 added: encounters, one ongoing and one ended, with party members and foes
      // of two systems, a foe out of the fight, one that left the order, and a log.
      const encounters = result.bundle.encounters ?? []
      expect(encounters.map((e) => e.endedAt === null)).toEqual([true, false])
      const kinds = encounters.flatMap((e) => e.combatants.map((c) => c.kind))
      expect(new Set(kinds)).toEqual(new Set(['party', 'foe']))
      expect(new Set(encounters.flatMap((e) => e.combatants.map((c) => c.system)))).toEqual(
        new Set(['symbaroum', 'cairn-ap']),
      )
      expect(encounters.some((e) => e.combatants.some((c) => c.out))).toBe(true)
      expect(encounters.some((e) => e.combatants.length > e.order.length)).toBe(true)
      const events = new Set(encounters.flatMap((e) => e.log.map((event) => event.kind)))
      expect([...events].sort()).toEqual(['condition', 'damage', 'heal', 'join', 'leave', 'out'])
    })
  }

  it('refuses an encounter whose order names someone not in it, naming the field', () => {
    const text = readFileSync(join(folder5, 'campaign-encounters.json'), 'utf8')
    const result = parseFile(
      text.replace('"combatantId": "foe-late"', '"combatantId": "foe-ghost"'),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems[0]?.path).toBe('data.encounters[1].order[3].combatantId')
  })
})

describe('format 6 fixtures', () => {
  const folder6 = join(import.meta.dirname, '../../tests/fixtures/format-v6')
  const files6 = readdirSync(folder6).filter((name) => name.endsWith('.json'))

  it('has a campaign with portraits and a picture in an entry', () => {
    expect(files6).toContain('campaign-pictures.json')
  })

  for (const name of files6) {
    it(`imports ${name} without loss, and writes it again byte for byte`, () => {
      const text = readFileSync(join(folder6, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(written.data)
      const meta = { app: written.app, exportedAt: written.exportedAt }
      expect(serializeEnvelope(buildEnvelope(result.kind, result.bundle, meta))).toBe(text)
      // What format 6 added: portraits and pictures in entries, each carried once.
      const { characters, journal, pictures = [] } = result.bundle
      expect(characters.some((c) => c.portrait)).toBe(true)
      expect(journal.some((j) => j.kind !== 'session' && j.portrait)).toBe(true)
      expect(journal.some((j) => j.body.includes('](picture:'))).toBe(true)
      expect(pictures.map((p) => p.type).sort()).toEqual(['image/jpeg', 'image/png'])
      expect(result.missingPictures).toEqual([])
    })
  }

  it('refuses a picture whose bytes are not the hash it claims, naming the field', () => {
    const text = readFileSync(join(folder6, 'campaign-pictures.json'), 'utf8')
    const json = JSON.parse(text) as { data: { pictures: { hash: string }[] } }
    const [first, second] = json.data.pictures
    ;[first!.hash, second!.hash] = [second!.hash, first!.hash]
    const result = parseFile(JSON.stringify(json))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems[0]).toEqual({
      path: 'data.pictures[0].data',
      message: 'the picture’s bytes do not match its hash (damaged or edited)',
    })
  })

  it('a format-5 file reads with no pictures and writes back without a pictures section', () => {
    const text = readFileSync(
      join(import.meta.dirname, '../../tests/fixtures/format-v5/campaign-encounters.json'),
      'utf8',
    )
    const result = parseFile(text)
    if (!result.ok) expect.fail(JSON.stringify(result.problems))
    if (!result.ok) return
    expect(result.bundle.pictures).toBeUndefined()
    expect(result.bundle.characters.every((c) => c.portrait === undefined)).toBe(true)
    expect(
      serializeEnvelope(buildEnvelope(result.kind, result.bundle, fixedMetaOf(text))),
    ).not.toContain('"pictures"')
  })
})

function fixedMetaOf(text: string): { app: string; exportedAt: string } {
  const { app, exportedAt } = JSON.parse(text) as { app: string; exportedAt: string }
  return { app, exportedAt }
}
