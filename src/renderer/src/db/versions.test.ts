import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { QuillkeepDatabase } from './database'
import { schemaVersions } from './versions'
import v1Character from './fixtures/v1-symbaroum-character.json'

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
})
