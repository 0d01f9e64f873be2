import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { QuillkeepDatabase } from './database'
import { schemaVersions } from './versions'
import v1Character from './fixtures/v1-symbaroum-character.json'
import overlong from './fixtures/v2-overlong-names.json'
import { checkStoredRecord } from '@shared/files'
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
    expect(read).toEqual(v1Character)
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

  it('repairs blank names and leaves good ones alone', () => {
    expect(repairedName('  ')).toBe('Unnamed')
    expect(repairedName('', '')).toBe('')
    expect(repairedName('Tova')).toBe('Tova')
    expect(repairedName(42)).toBe(42)
    expect(repairedName('x'.repeat(250))).toHaveLength(200)
  })
})
