import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { QuillkeepDatabase } from './database'
import { schemaVersions } from './versions'
import v1Character from './fixtures/v1-symbaroum-character.json'
import overlong from './fixtures/v2-overlong-names.json'
import ledgers from './fixtures/v3-ledgers.json'
import type { CharacterRecord } from '@systems/types'
import { checkStoredRecord } from '@shared/files'
import { sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import { repairedName } from './versions'

describe('Dexie schema versions', () => {
  it('are numbered 1, 2, 3… without gaps', () => {
    expect(schemaVersions.map((v) => v.version)).toEqual(schemaVersions.map((_, i) => i + 1))
  })

  it('opens a database written by version 1 and reads its records unchanged', async () => {
    const name = 'fixture-v1'
    // Write the fixture exactly as a version-1 app would have.
    const old = new Dexie(name)
    old.version(1).stores(schemaVersions[0]!.stores)
    await old.open()
    await old.table('characters').put(v1Character)
    await old.table('settings').put({ key: 'theme', value: 'dark' })
    old.close()

    const db = new QuillkeepDatabase(name)
    await db.open()
    expect(db.verno).toBe(schemaVersions.length)
    const read = await db.characters.get(v1Character.id)
    // Unchanged but for version 4: the spend gets the purchase it made (read from its changes).
    const [award, spend] = v1Character.ledger
    expect(read).toEqual({
      ...v1Character,
      ledger: [award, { ...spend, option: { kind: 'new-ability', name: 'Acrobatics' } }],
    })
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' })
    expect(await db.characters.where('system').equals('symbaroum').count()).toBe(1)
    db.close()
  })

  it('upgrades version-1 journal entries and campaigns to version 2 with empty new fields', async () => {
    const name = 'fixture-v1-journal'
    const old = new Dexie(name)
    old.version(1).stores(schemaVersions[0]!.stores)
    await old.open()
    const v1Campaign = {
      id: 'c1',
      name: 'Old campaign',
      description: '',
      systems: ['heimr'],
      houseRules: {},
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      archivedAt: null,
    }
    const v1Entry = {
      id: 'j1',
      campaignId: 'c1',
      title: 'Session one',
      session: 1,
      date: '2026-11-01',
      body: 'We met [[Tova]].',
      tags: ['start'],
      characterIds: ['a'],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    }
    await old.table('campaigns').put(v1Campaign)
    await old.table('journal').put(v1Entry)
    old.close()

    const db = new QuillkeepDatabase(name)
    await db.open()
    expect(await db.journal.get('j1')).toEqual({
      ...v1Entry,
      inGame: '',
      timeCounts: {},
      entryIds: [],
      awards: [],
      rolls: [],
      deletedAt: null,
      // Version 5: an entry from before world pages is a session.
      kind: 'session',
      summary: '',
      relations: [],
      gmOnly: false,
    })
    expect(await db.campaigns.get('c1')).toEqual({ ...v1Campaign, rewardCarry: {} })
    // The new compound index answers queries on the upgraded rows.
    expect(
      await db.journal
        .where('[campaignId+updatedAt]')
        .between(['c1', ''], ['c1', '\uffff'])
        .primaryKeys(),
    ).toEqual(['j1'])
    db.close()
  })

  it('repairs the over-long names that version 2 made, keeping their suffix (fixture made by that code)', async () => {
    // Written by the duplicate and replace of the version-2 app: 195, 202, 209 and 224 characters.
    const name = 'fixture-v2-overlong'
    const old = new Dexie(name)
    old.version(2).stores(schemaVersions[1]!.stores)
    await old.open()
    await old.table('characters').bulkPut(overlong.characters)
    old.close()
    expect(overlong.characters.map((c) => c.name.length).sort()).toEqual([195, 202, 209, 224])
    expect(
      overlong.characters.filter((c) => checkStoredRecord('characters', c).problems.length > 0),
    ).toHaveLength(3)

    const db = new QuillkeepDatabase(name)
    await db.open()
    const repaired = await db.characters.toArray()
    expect(repaired.map((c) => c.name.length).sort()).toEqual([195, 200, 200, 200])
    const names = repaired.map((c) => c.name)
    expect(names.filter((n) => n.endsWith('clan, (copy)'))).toHaveLength(0)
    const suffixes = names.map(
      (n) => /(?:, | )((?:\((?:copy|replaced [\d-]+)\) ?)*)$/.exec(n)?.[1] ?? '',
    )
    expect(suffixes.sort()).toEqual(['', '(copy)', '(copy) (copy)', '(copy) (replaced 2026-11-24)'])
    // Everything else is as it was, and every record now passes import.
    for (const record of repaired) {
      const before = overlong.characters.find((c) => c.id === record.id)
      expect({ ...record, name: '' }).toEqual({ ...before, name: '' })
      expect(checkStoredRecord('characters', record).problems).toEqual([])
    }
    db.close()
  })

  it('gives the spends of version 3 their typed purchase, read from their changes (fixture made by that code)', async () => {
    // Written on 2026-11-26 by the version-3 app's own rules code (option ids as strings, the
    // ledger keeping only each spend's label and changes): one character of each system.
    const before = ledgers as unknown as CharacterRecord[]
    const name = 'fixture-v3-ledgers'
    const old = new Dexie(name)
    for (const v of schemaVersions.slice(0, 3)) old.version(v.version).stores(v.stores)
    await old.open()
    await old.table('characters').bulkPut(before)
    old.close()
    expect(before.flatMap((c) => c.ledger).some((e) => 'option' in e)).toBe(false)

    const db = new QuillkeepDatabase(name)
    await db.open()
    expect(db.verno).toBe(schemaVersions.length)
    const after = await db.characters.toArray()
    const bought = (system: string) =>
      after.find((c) => c.system === system)!.ledger.map((e) => e.option ?? null)
    expect(bought('symbaroum')).toEqual([
      null, // the starting award
      { kind: 'new-ability', name: 'Acrobatics' },
      { kind: 'raise', abilityId: 'acrobatics' },
      { kind: 'raise', abilityId: 'acrobatics' },
      { kind: 'new-ability', name: 'Witchsight' }, // undone, and still what it bought
    ])
    expect(bought('heimr')).toEqual([
      null,
      { kind: 'train', abilityId: 'fencing', track: 'potential', attributeId: 'dex' },
      { kind: 'train', abilityId: 'fencing', track: 'consistency', attributeId: 'int' },
      { kind: 'train', abilityId: 'fencing', track: 'potential', attributeId: 'dex' },
    ])
    expect(bought('cairn-ap')).toEqual([
      null,
      { kind: 'copy-spell', scrollId: 'scroll-a' },
      { kind: 'create-grimoire', scrollId: 'scroll-b' },
      { kind: 'new-day', dropIds: [] },
    ])
    expect(bought('murdham')).toEqual([
      null,
      { kind: 'buy', name: 'Rope', bulk: 1, quantity: 2, illegal: false, price: 4 },
      { kind: 'buy', name: 'Lockpicks', bulk: 0.5, quantity: 1, illegal: true, price: 12 },
    ])
    const toromeen = after.find((c) => c.system === 'gods-monsters')!
    const engineering = (toromeen.data as { fields: { id: string }[] }).fields[1]!.id
    expect(bought('gods-monsters')).toEqual([
      null,
      null,
      { kind: 'ability', ability: 'wisdom' },
      { kind: 'field-bonus', fieldId: engineering },
      { kind: 'skill', fieldId: engineering, name: 'Old Dwarvish' },
      { kind: 'weapon-skill', name: 'Crossbow' },
      { kind: 'field-new', name: 'History', skill: 'Dwarven kings', preferredArchetype: null },
      {
        kind: 'buy',
        gearId: null,
        name: 'Lantern',
        quantity: 1,
        size: 'medium',
        worn: false,
        cost: 150,
        cultureSize: null,
        bulk: 1,
      },
      null, // mojo on a roll: no purchase priced it
      null, // its experience
      null, // a coin trade
      null, // its silver
      null, // experience
      null, // a level
    ])
    // Nothing else changed, and every record still passes import.
    for (const record of after) {
      const old = before.find((c) => c.id === record.id)!
      const strip = (c: CharacterRecord) => ({
        ...c,
        ledger: c.ledger.map(({ option: _added, ...entry }) => entry),
      })
      expect(strip(record)).toEqual(old)
      expect(checkStoredRecord('characters', record).problems).toEqual([])
    }
    db.close()
  })

  it('makes every version-4 journal entry a session page-ready record that import accepts (#23)', async () => {
    const name = 'fixture-v4-journal'
    const old = new Dexie(name)
    old.version(4).stores(schemaVersions[1]!.stores)
    await old.open()
    const v4Entry = {
      id: 'j1',
      campaignId: 'c1',
      title: 'Session one',
      session: 1,
      date: '2026-11-01',
      body: 'We met [[Tova]].',
      tags: ['start'],
      characterIds: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      inGame: '',
      timeCounts: {},
      entryIds: [],
      awards: [],
      rolls: [],
      deletedAt: null,
    }
    await old.table('journal').put(v4Entry)
    old.close()

    const db = new QuillkeepDatabase(name)
    await db.open()
    const read = await db.journal.get('j1')
    expect(read).toEqual({ ...v4Entry, kind: 'session', summary: '', relations: [], gmOnly: false })
    expect(checkStoredRecord('journal', read).problems).toEqual([])
    // The new index lists a campaign's records of one kind.
    expect(
      await db.journal.where('[campaignId+kind]').equals(['c1', 'session']).primaryKeys(),
    ).toEqual(['j1'])
    expect(await db.journal.where('[campaignId+kind]').equals(['c1', 'npc']).count()).toBe(0)
    db.close()
  })

  it('adds the encounters table at version 6, keeping every version-5 record (#23)', async () => {
    const name = 'fixture-v5-encounters'
    const old = new Dexie(name)
    old.version(5).stores({ ...schemaVersions[1]!.stores, ...schemaVersions[4]!.stores })
    await old.open()
    const v5Entry = {
      id: 'j1',
      campaignId: 'c1',
      title: 'The ford',
      session: 1,
      date: '2026-11-01',
      body: '',
      tags: [],
      characterIds: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      inGame: '',
      timeCounts: {},
      entryIds: [],
      awards: [],
      rolls: [],
      deletedAt: null,
      kind: 'place',
      summary: 'A shallow crossing.',
      relations: [],
      gmOnly: true,
    }
    const v5Campaign = {
      id: 'c1',
      name: 'Saltmarsh',
      description: '',
      systems: ['cairn-ap'],
      houseRules: {},
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      archivedAt: null,
      rewardCarry: {},
    }
    await old.table('journal').put(v5Entry)
    await old.table('campaigns').put(v5Campaign)
    await old.table('rolls').put({
      id: 'r1',
      at: '2026-11-01T00:00:00.000Z',
      characterId: 'x',
      characterName: 'Tova',
      label: 'STR save',
      result: '4 vs 12: success',
    })
    old.close()

    const db = new QuillkeepDatabase(name)
    await db.open()
    expect(db.verno).toBe(schemaVersions.at(-1)!.version)
    expect(await db.journal.get('j1')).toEqual(v5Entry)
    expect(await db.campaigns.get('c1')).toEqual(v5Campaign)
    expect(await db.rolls.count()).toBe(1)
    expect(await db.encounters.count()).toBe(0)
    // The new table lists a campaign's encounters, newest first, and its trash.
    const encounter = (id: string, updatedAt: string, deletedAt: string | null = null) => ({
      id,
      campaignId: 'c1',
      name: `Fight ${id}`,
      round: 1,
      turn: 0,
      combatants: [],
      order: [],
      log: [],
      createdAt: '2026-11-02T00:00:00.000Z',
      updatedAt,
      endedAt: null,
      deletedAt,
    })
    await db.encounters.bulkPut([
      encounter('e1', '2026-11-02T00:00:00.000Z'),
      encounter('e2', '2026-11-03T00:00:00.000Z'),
      encounter('e3', '2026-11-04T00:00:00.000Z', '2026-11-04T00:00:00.000Z'),
    ])
    expect(
      await db.encounters
        .where('[campaignId+updatedAt]')
        .between(['c1', ''], ['c1', '\uffff'])
        .reverse()
        .primaryKeys(),
    ).toEqual(['e3', 'e2', 'e1'])
    expect(await db.encounters.where('deletedAt').above('').primaryKeys()).toEqual(['e3'])
    // The table is checked as import checks a file.
    await expect(db.encounters.put({ ...encounter('bad', 'yesterday') })).rejects.toThrow(
      /updatedAt/,
    )
    db.close()
  })

  it('adds the images table at version 7, keeping every version-6 record (#23)', async () => {
    const name = 'fixture-v6-images'
    const old = new Dexie(name)
    old.version(6).stores({
      ...schemaVersions[1]!.stores,
      ...schemaVersions[4]!.stores,
      ...schemaVersions[5]!.stores,
    })
    await old.open()
    const v6Encounter = {
      id: 'e1',
      campaignId: 'c1',
      name: 'Ambush',
      round: 2,
      turn: 0,
      combatants: [],
      order: [],
      log: [],
      createdAt: '2026-11-02T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
      endedAt: null,
      deletedAt: null,
    }
    const v6Setting = { key: 'theme', value: 'dark' }
    await old.table('encounters').put(v6Encounter)
    await old.table('settings').put(v6Setting)
    old.close()

    const db = new QuillkeepDatabase(name)
    await db.open()
    expect(db.verno).toBe(schemaVersions.at(-1)!.version)
    expect(await db.encounters.get('e1')).toEqual(v6Encounter)
    expect(await db.settings.get('theme')).toEqual(v6Setting)
    expect(await db.images.count()).toBe(0)
    // Pictures are keyed by their hash and listed by when they were first stored.
    const image = (hash: string, createdAt: string) => ({
      hash,
      type: 'image/png' as const,
      width: 1,
      height: 1,
      bytes: 1,
      blob: new Blob([new Uint8Array([0])]),
      createdAt,
    })
    await db.images.bulkPut([
      image('b'.repeat(64), '2026-11-03T00:00:00.000Z'),
      image('a'.repeat(64), '2026-11-04T00:00:00.000Z'),
    ])
    expect(await db.images.orderBy('createdAt').primaryKeys()).toEqual([
      'b'.repeat(64),
      'a'.repeat(64),
    ])
    db.close()
  })

  it('adds the syncStates table at version 8, keeping every version-7 record (#24)', async () => {
    const name = 'fixture-v7-sync'
    const old = new Dexie(name)
    old.version(7).stores({
      ...schemaVersions[1]!.stores,
      ...schemaVersions[4]!.stores,
      ...schemaVersions[5]!.stores,
      ...schemaVersions[6]!.stores,
    })
    await old.open()
    const v7Character = sampleCharacter('heimr', 'v7-character')
    const v7Campaign = sampleCampaign('v7-campaign')
    const v7Image = {
      hash: 'c'.repeat(64),
      type: 'image/png',
      width: 1,
      height: 1,
      bytes: 1,
      blob: new Blob([new Uint8Array([0])]),
      createdAt: '2026-11-27T00:00:00.000Z',
    }
    await old.table('characters').put(v7Character)
    await old.table('campaigns').put(v7Campaign)
    await old.table('images').put(v7Image)
    await old.table('settings').put({ key: 'theme', value: 'dark' })
    old.close()

    const db = new QuillkeepDatabase(name)
    await db.open()
    expect(db.verno).toBe(schemaVersions.at(-1)!.version)
    expect(await db.characters.get(v7Character.id)).toEqual(v7Character)
    expect(await db.campaigns.get(v7Campaign.id)).toEqual(v7Campaign)
    expect(await db.images.get(v7Image.hash)).toMatchObject({ hash: v7Image.hash, bytes: 1 })
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' })
    expect(await db.syncStates.count()).toBe(0)
    // Keyed by table/id; the records with conflicts waiting are found through `conflicted`.
    const state = (key: string, conflicted: 0 | 1) => ({
      key,
      table: 'characters' as const,
      id: key.slice('characters/'.length),
      current: null,
      synced: null,
      seen: [],
      conflicts: [],
      conflicted,
    })
    await db.syncStates.bulkPut([state('characters/a', 0), state('characters/b', 1)])
    expect(await db.syncStates.where('conflicted').equals(1).primaryKeys()).toEqual([
      'characters/b',
    ])
    db.close()
  })

  it('adds the recordHistory table at version 9, keeping every version-8 record and sync state (#24)', async () => {
    const name = 'fixture-v8-history'
    const old = new Dexie(name)
    old.version(8).stores({
      ...schemaVersions[1]!.stores,
      ...schemaVersions[4]!.stores,
      ...schemaVersions[5]!.stores,
      ...schemaVersions[6]!.stores,
      ...schemaVersions[7]!.stores,
    })
    await old.open()
    const v8Character = sampleCharacter('heimr', 'v8-character')
    const v8Campaign = sampleCampaign('v8-campaign')
    const v8State = {
      key: `characters/${v8Character.id}`,
      table: 'characters',
      id: v8Character.id,
      current: {
        revision: '001800000000000-000000-devicea1',
        base: null,
        history: [],
        deleted: false,
        fingerprint: 'abc',
      },
      synced: '001800000000000-000000-devicea1',
      seen: [],
      conflicts: [],
      conflicted: 0,
    }
    await old.table('characters').put(v8Character)
    await old.table('campaigns').put(v8Campaign)
    await old.table('syncStates').put(v8State)
    await old.table('settings').put({ key: 'theme', value: 'dark' })
    old.close()

    const db = new QuillkeepDatabase(name)
    await db.open()
    expect(db.verno).toBe(9)
    expect(await db.characters.get(v8Character.id)).toEqual(v8Character)
    expect(await db.campaigns.get(v8Campaign.id)).toEqual(v8Campaign)
    expect(await db.syncStates.get(v8State.key)).toEqual(v8State)
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' })
    expect(await db.recordHistory.count()).toBe(0)
    // Keyed by [key+revision], found per record by `key`.
    const row = (key: string, revision: string) => ({
      key,
      revision,
      wall: 1,
      device: 'devicea1',
      deleted: false,
      body: { name: revision },
    })
    await db.recordHistory.bulkPut([
      row('characters/a', 'r2'),
      row('characters/a', 'r1'),
      row('characters/b', 'r1'),
    ])
    expect(await db.recordHistory.where('key').equals('characters/a').primaryKeys()).toEqual([
      ['characters/a', 'r1'],
      ['characters/a', 'r2'],
    ])
    db.close()
  })

  it('repairs blank names and leaves good ones alone', () => {
    expect(repairedName('  ')).toBe('Unnamed')
    expect(repairedName('', '')).toBe('')
    expect(repairedName('Tova')).toBe('Tova')
    expect(repairedName(42)).toBe(42)
    expect(repairedName('x'.repeat(250))).toHaveLength(200)
  })
})
