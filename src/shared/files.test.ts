import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { systems } from '../systems/index'
import type { GameSystem } from '../systems/types'
import {
  buildEnvelope,
  createFileParser,
  diffIds,
  formatPath,
  internalErrorPrefix,
  parseFile,
  serializeEnvelope,
  suggestedFileName,
  withFreshIds,
  type Bundle,
  type FileKind,
  type ParsedFile,
} from './files'
import { campaignBundle, characterBundle, fixedMeta, sampleCharacter } from './file-fixtures'
import { planAward } from './awards'
import { dateKeys } from '../../tests/date-fields'

function fileText(kind: FileKind, bundle: Bundle): string {
  return serializeEnvelope(buildEnvelope(kind, bundle, fixedMeta))
}

// Tests reach into the parsed file freely to break it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>

function edited(kind: FileKind, bundle: Bundle, edit: (json: EditableJson) => void): string {
  const json = JSON.parse(fileText(kind, bundle)) as EditableJson
  edit(json)
  return JSON.stringify(json)
}

function problemsOf(result: ParsedFile): { path: string; message: string }[] {
  if (result.ok) throw new Error('expected the file to be refused')
  return result.problems
}

/** Every path to a date field (set or null) in a parsed file, character data included. */
function datePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => datePaths(item, [...path, i]))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    dateKeys.has(key) && (typeof item === 'string' || item === null)
      ? [[...path, key]]
      : datePaths(item, [...path, key]),
  )
}

/** "characters.ledger.at" for data.characters[0].ledger[2].at. */
function kindOfDatePath(path: (string | number)[]): string {
  return path
    .filter((key): key is string => typeof key === 'string' && key !== 'data')
    .join('.')
    .replace(/^characters\.(?=log)/, 'characters.data.')
}

/** A backup with a value in every date field: trash, archive, undone entries and awards, rolls. */
function datedBackup(): Bundle {
  const bundle = campaignBundle()
  const at = '2026-11-20T09:30:00.000Z'
  const campaign = { ...bundle.campaigns[0]!, archivedAt: at }
  const posted = planAward(bundle.journal[0]!, campaign, bundle.characters, {
    kind: 'xp',
    amount: 5,
    note: '',
    characterIds: [bundle.characters[0]!.id],
  })
  const entry = posted.entry
  entry.awards = [{ ...entry.awards[0]!, at, undoneAt: at }]
  const roll = {
    id: 'roll-1',
    at,
    characterId: 'hero',
    characterName: 'Hero',
    label: 'Test',
    result: '7',
    journalEntryId: entry.id,
  }
  entry.rolls = [roll]
  const trashed = { ...entry, id: 'journal-2', awards: [], rolls: [], deletedAt: at }
  const cairn = sampleCharacter('cairn-ap', 'cairn', null)
  ;(cairn.data as { log: unknown[] }).log.push({ id: 'log-1', at, text: 'Rested.' })
  cairn.deletedAt = at
  const hero = posted.characters[0]!
  hero.ledger = hero.ledger.map((e, i) => (i === 0 ? { ...e, undoneAt: at } : e))
  return {
    characters: [hero, cairn],
    campaigns: [campaign],
    journal: [entry, trashed],
    settings: [],
    rolls: [roll],
  }
}

describe('parseFile', () => {
  it('reads a character of every system without loss', () => {
    for (const id of Object.keys(systems) as (keyof typeof systems)[]) {
      const bundle = characterBundle(id)
      const result = parseFile(fileText('character', bundle))
      expect(result.ok, id).toBe(true)
      if (!result.ok) continue
      expect(result.kind).toBe('character')
      expect(result.bundle).toEqual(bundle)
      expect(result.migrated).toEqual([])
    }
  })

  it('reads a campaign bundle and a backup', () => {
    const bundle = campaignBundle()
    const campaign = parseFile(fileText('campaign', bundle))
    expect(campaign.ok && campaign.bundle).toEqual(bundle)
    const backup = parseFile(
      fileText('backup', { ...bundle, settings: [{ key: 'theme', value: 'dark' }] }),
    )
    expect(backup.ok && backup.kind).toBe('backup')
  })

  it('names the field and the allowed range', () => {
    const text = edited('character', characterBundle('symbaroum'), (json) => {
      json.data.characters[0].data.attributes.strong = 20
    })
    expect(problemsOf(parseFile(text))).toEqual([
      {
        path: 'data.characters[0].data.attributes.strong',
        message: 'expected a number from 5 to 15, got 20',
      },
    ])
  })

  it('says what is missing and what has the wrong type', () => {
    const text = edited('backup', campaignBundle(), (json) => {
      delete json.data.campaigns[0].name
      json.data.journal[0].session = 'one'
    })
    expect(problemsOf(parseFile(text))).toEqual([
      {
        path: 'data.campaigns[0].name',
        message: 'expected text of at most 200 characters, but it is missing',
      },
      {
        path: 'data.journal[0].session',
        message: 'expected a number from 0 to 1000000, got text "one"',
      },
    ])
  })

  it('refuses a newer major format version with a clear message', () => {
    const text = edited('character', characterBundle('heimr'), (json) => {
      json.formatVersion = 7
      json.data = 'anything'
    })
    expect(problemsOf(parseFile(text))).toEqual([
      {
        path: 'formatVersion',
        message:
          'This file was written by a newer Quillkeep (format 7); this version reads format 6.',
      },
    ])
  })

  it('refuses an unknown system, naming it', () => {
    const text = edited('character', characterBundle('heimr'), (json) => {
      json.system = 'dnd5e'
      json.data.characters[0].system = 'dnd5e'
    })
    const [problem] = problemsOf(parseFile(text))
    expect(problem?.path).toBe('data.characters[0].system')
    expect(problem?.message).toMatch(/unknown game system "dnd5e"/)
  })

  it('refuses character data saved by a newer version', () => {
    const text = edited('character', characterBundle('murdham'), (json) => {
      json.dataVersion = 9
      json.data.characters[0].dataVersion = 9
    })
    const [problem] = problemsOf(parseFile(text))
    expect(problem?.path).toBe('data.characters[0].dataVersion')
    // (The wording is files.ts's; it is being reworded elsewhere.)
    expect(problem?.message).toMatch(/(saved|made) by a newer (version of )?Quillkeep/)
  })

  it('holds exactly one character in a character file', () => {
    const two = characterBundle('symbaroum')
    two.characters.push(sampleCharacter('heimr'))
    expect(problemsOf(parseFile(fileText('character', two)))[0]?.message).toMatch(
      /exactly one character, got 2/,
    )
    const extra = { ...characterBundle('symbaroum'), settings: [{ key: 'theme', value: 'dark' }] }
    expect(problemsOf(parseFile(fileText('character', extra)))[0]?.path).toBe('data.settings')
  })

  it('refuses duplicate ids', () => {
    const bundle = campaignBundle()
    bundle.characters.push({ ...sampleCharacter('heimr'), id: 'hero', campaignId: null })
    expect(problemsOf(parseFile(fileText('campaign', bundle)))).toEqual([
      {
        path: 'data.characters[1].id',
        message: 'the id "hero" is already used by data.characters[0]',
      },
    ])
  })

  it('refuses prototype keys and leaves Object.prototype alone', () => {
    const text = fileText('character', characterBundle('symbaroum')).replace(
      '"concept"',
      '"__proto__": { "polluted": true }, "constructor": { "prototype": { "polluted": true } }, "concept"',
    )
    const problems = problemsOf(parseFile(text))
    expect(problems.map((p) => p.path)).toEqual([
      'data.characters[0].data.__proto__',
      'data.characters[0].data.constructor',
      'data.characters[0].data.constructor.prototype',
    ])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('refuses a key written twice in one object, naming it and where it is', () => {
    const text = fileText('campaign', campaignBundle()).replace(
      '"name": "Sample Symbaroum",',
      '"name": "Sample Symbaroum",\n        "name": "Someone else",',
    )
    expect(problemsOf(parseFile(text))).toEqual([
      {
        path: 'data.characters[0].name',
        message:
          'the key "name" appears twice in the same object; a Quillkeep file never repeats a key',
      },
    ])
  })

  it('refuses an impossible date in every date field, naming the field', () => {
    const json = JSON.parse(fileText('backup', datedBackup())) as EditableJson
    const paths = datePaths(json)
    // Every kind of date field a file has, as found in a file that has them all.
    expect([...new Set(paths.map(kindOfDatePath))].sort()).toEqual([
      'campaigns.archivedAt',
      'campaigns.createdAt',
      'campaigns.updatedAt',
      'characters.createdAt',
      'characters.data.log.at',
      'characters.deletedAt',
      'characters.ledger.at',
      'characters.ledger.undoneAt',
      'characters.updatedAt',
      'exportedAt',
      'journal.awards.at',
      'journal.awards.undoneAt',
      'journal.createdAt',
      'journal.date',
      'journal.deletedAt',
      'journal.rolls.at',
      'journal.updatedAt',
      'rolls.at',
    ])
    for (const path of paths) {
      for (const [impossible, reason] of [
        ['2025-02-30T10:00:00.000Z', 'February 2025 has 28 days'],
        ['2026-13-01T10:00:00.000Z', 'there is no month 13'],
        ['2026-11-21T25:00:00.000Z', 'there is no hour 25'],
      ] as const) {
        const broken = structuredClone(json)
        const parent = path.slice(0, -1).reduce<EditableJson>((node, key) => node[key], broken)
        const isSessionDate = path.at(-1) === 'date'
        const value = isSessionDate ? impossible.slice(0, 10) : impossible
        if (isSessionDate && reason.startsWith('there is no hour')) continue
        parent[path.at(-1) as string] = value
        const problems = problemsOf(parseFile(JSON.stringify(broken)))
        expect(problems, `${path.join('.')} = ${value}`).toEqual([
          { path: formatPath(path), message: expect.stringContaining(reason) as string },
        ])
      }
    }
  })

  it("reads '' or a real date as a journal entry's date, and nothing else", () => {
    const read = (date: string) =>
      parseFile(
        edited('campaign', campaignBundle(), (json) => {
          json.data.journal[0].date = date
        }),
      )
    expect(read('').ok).toBe(true)
    expect(read('2024-02-29').ok).toBe(true)
    for (const date of ['2025-02-29', '2026-11-21T10:00:00Z', 'Tuesday', ' ']) {
      expect(problemsOf(read(date)).map((p) => p.path)).toEqual(['data.journal[0].date'])
    }
  })

  it('refuses an empty or blank name of a character or a campaign', () => {
    for (const name of ['', ' ', '\t\n', '\u00a0\u3000']) {
      const text = edited('campaign', campaignBundle(), (json) => {
        json.data.characters[0].name = name
        json.data.campaigns[0].name = name
      })
      expect(problemsOf(parseFile(text)), JSON.stringify(name)).toEqual([
        { path: 'data.characters[0].name', message: 'a name cannot be empty' },
        { path: 'data.campaigns[0].name', message: 'a name cannot be empty' },
      ])
    }
    const longest = edited('campaign', campaignBundle(), (json) => {
      json.data.characters[0].name = ` ${'x'.repeat(198)} `
    })
    expect(parseFile(longest).ok).toBe(true)
    const tooLong = edited('campaign', campaignBundle(), (json) => {
      json.data.characters[0].name = 'x'.repeat(201)
    })
    expect(problemsOf(parseFile(tooLong))).toEqual([
      {
        path: 'data.characters[0].name',
        message: 'expected text of at most 200 characters, got 201 characters',
      },
    ])
  })

  it('refuses truncated, empty, deep and huge text without throwing', () => {
    const text = fileText('campaign', campaignBundle())
    expect(problemsOf(parseFile(text.slice(0, 200)))[0]?.message).toMatch(/ends too early/)
    expect(problemsOf(parseFile(''))[0]?.message).toMatch(/empty/)
    expect(problemsOf(parseFile('['.repeat(100_000)))[0]?.message).toMatch(/deeper than 64/)
    expect(problemsOf(parseFile('not json'))[0]?.message).toMatch(/not valid JSON/)
    expect(problemsOf(parseFile(undefined as unknown as string))[0]?.message).toMatch(/text/)
  })

  it('migrates older data through the system and reports it', () => {
    // Every registered system is still at dataVersion 1, so no real older fixture exists yet;
    // a stub system at version 2 shows the migration path.
    const stubSchema = z.object({ strength: z.number().int().min(1).max(10) })
    const stub: GameSystem<z.infer<typeof stubSchema>> = {
      ...(systems.heimr as unknown as GameSystem<z.infer<typeof stubSchema>>),
      id: 'stub',
      name: 'Stub',
      dataVersion: 2,
      schema: stubSchema,
      migrate(data, fromVersion) {
        if (fromVersion !== 1) throw new Error(`no path from version ${fromVersion}`)
        return { strength: (data as { str: number }).str }
      },
    }
    const parse = createFileParser({ systems: { stub } })
    const record = { ...sampleCharacter('heimr'), system: 'stub', dataVersion: 1, data: { str: 7 } }
    const bundle = { characters: [record], campaigns: [], journal: [], settings: [], rolls: [] }
    const result = parse(fileText('character', bundle))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.bundle.characters[0]).toEqual({
      ...record,
      dataVersion: 2,
      data: { strength: 7 },
    })
    expect(result.migrated).toEqual([
      'data.characters[0] "Sample Heimr Tabletop Core": Stub data version 1 upgraded to 2',
    ])

    const bad = { ...record, dataVersion: 0 }
    const failed = parse(fileText('character', { ...bundle, characters: [bad] }))
    expect(problemsOf(failed)[0]?.message).toMatch(
      /could not upgrade Stub data from version 0 to 2: no path/,
    )
    const out = { ...record, data: { str: 70 } }
    expect(problemsOf(parse(fileText('character', { ...bundle, characters: [out] })))).toEqual([
      {
        path: 'data.characters[0].data.strength',
        message: 'expected a number from 1 to 10, got 70',
      },
    ])
  })

  it('never reports an internal error for the samples', () => {
    const result = parseFile('{"format":"quillkeep-backup"}')
    expect(problemsOf(result).every((p) => !p.message.startsWith(internalErrorPrefix))).toBe(true)
  })
})

describe('serializeEnvelope', () => {
  it('writes the same text whatever order the keys were built in', () => {
    const bundle = characterBundle('symbaroum')
    const character = bundle.characters[0]!
    const reversed = Object.fromEntries(Object.entries(character).reverse()) as typeof character
    expect(fileText('character', { ...bundle, characters: [reversed] })).toBe(
      fileText('character', bundle),
    )
    expect(fileText('character', bundle).startsWith('{\n  "format": "quillkeep-character",')).toBe(
      true,
    )
  })
})

describe('suggestedFileName', () => {
  it('names files by kind', () => {
    expect(suggestedFileName('character', 'Tova/Ravenhill')).toBe('Tova_Ravenhill.quillkeep')
    expect(suggestedFileName('backup', '')).toBe('Quillkeep.backup.quillkeep')
  })
})

describe('diffIds and withFreshIds', () => {
  it('splits ids into added and existing', () => {
    const bundle = campaignBundle()
    expect(
      diffIds(bundle, {
        characters: new Set(['hero']),
        campaigns: new Set(),
        journal: new Set(['other']),
        encounters: new Set(),
      }),
    ).toEqual({
      characters: { added: [], existing: ['hero'] },
      campaigns: { added: ['campaign-1'], existing: [] },
      journal: { added: ['journal-1'], existing: [] },
      encounters: { added: [], existing: [] },
    })
  })

  it('gives every record a new id and keeps the links between them', () => {
    const bundle = campaignBundle()
    let next = 0
    const copy = withFreshIds(bundle, () => `new-${++next}`)
    const [hero] = copy.characters
    const [campaign] = copy.campaigns
    const [entry] = copy.journal
    expect([hero?.id, campaign?.id, entry?.id]).toEqual(['new-1', 'new-2', 'new-3'])
    expect(hero?.campaignId).toBe(campaign?.id)
    expect(entry?.campaignId).toBe(campaign?.id)
    expect(entry?.characterIds).toEqual([hero?.id])
    expect(hero?.ledger.at(-1)?.journalEntryId).toBe(entry?.id)
    expect(new Set(hero?.ledger.map((e) => e.id)).has('hero-session-1')).toBe(false)
    // The original is untouched, and the copy is still a valid file.
    expect(bundle.characters[0]?.id).toBe('hero')
    expect(parseFile(fileText('campaign', copy)).ok).toBe(true)
  })

  it('keeps award shares, rolls and entry links pointing inside the copy', () => {
    const bundle = campaignBundle()
    const first = bundle.journal[0]!
    const campaign = bundle.campaigns[0]!
    const posted = planAward(first, campaign, bundle.characters, {
      kind: 'xp',
      amount: 5,
      note: '',
      characterIds: [bundle.characters[0]!.id],
    })
    const second = {
      ...first,
      id: 'journal-2',
      entryIds: [first.id],
      kind: 'npc' as const,
      relations: [{ kind: 'located-in' as const, targetId: first.id }],
      rolls: [
        {
          id: 'roll-1',
          at: first.createdAt,
          characterId: bundle.characters[0]!.id,
          characterName: 'Hero',
          label: 'Test',
          result: '7: success',
          journalEntryId: 'journal-2',
        },
      ],
    }
    const withAward: typeof bundle = {
      ...bundle,
      characters: posted.characters,
      journal: [posted.entry, second],
    }
    const copy = withFreshIds(withAward)
    const [hero] = copy.characters
    const [entry, linking] = copy.journal
    const share = entry!.awards[0]!.shares[0]!
    expect(share.characterId).toBe(hero!.id)
    expect(
      hero!.ledger.some((e) => e.id === share.ledgerEntryId && e.journalEntryId === entry!.id),
    ).toBe(true)
    expect(linking!.entryIds).toEqual([entry!.id])
    // A page's relations follow its targets' new ids (#23).
    expect(linking!.relations).toEqual([{ kind: 'located-in', targetId: entry!.id }])
    expect(linking!.rolls[0]).toMatchObject({ characterId: hero!.id, journalEntryId: linking!.id })
    expect(linking!.rolls[0]!.id).not.toBe('roll-1')
    expect(parseFile(fileText('campaign', copy)).ok).toBe(true)
  })

  it('gives the roll log new ids, following its characters and entries, as a backup', () => {
    const bundle = campaignBundle()
    const hero = bundle.characters[0]!
    const entry = bundle.journal[0]!
    const attached = {
      id: 'roll-1',
      at: entry.createdAt,
      characterId: hero.id,
      characterName: hero.name,
      label: 'Test',
      result: '7: success',
      journalEntryId: entry.id,
    }
    entry.rolls = [attached]
    const backup = {
      ...bundle,
      rolls: [attached, { ...attached, id: 'roll-2', journalEntryId: undefined }],
    }
    delete backup.rolls[1]!.journalEntryId
    const copy = withFreshIds(backup)
    const [logged, free] = copy.rolls
    // The logged roll and its copy in the entry keep one id between them, a new one.
    expect(logged!.id).not.toBe('roll-1')
    expect(logged!.id).toBe(copy.journal[0]!.rolls[0]!.id)
    expect(logged).toMatchObject({
      characterId: copy.characters[0]!.id,
      journalEntryId: copy.journal[0]!.id,
    })
    expect(free!.id).not.toBe('roll-2')
    expect(free!.journalEntryId).toBeUndefined()
    expect(parseFile(fileText('backup', copy)).ok).toBe(true)
    // A campaign file carries no roll log.
    expect(problemsOf(parseFile(fileText('campaign', backup)))).toEqual([
      { path: 'data.rolls', message: 'a campaign file holds no roll log, got 2' },
    ])
  })

  it('keeps links to records outside the bundle', () => {
    const bundle = characterBundle('heimr')
    bundle.characters[0]!.campaignId = 'campaign-at-home'
    expect(withFreshIds(bundle).characters[0]?.campaignId).toBe('campaign-at-home')
  })
})
