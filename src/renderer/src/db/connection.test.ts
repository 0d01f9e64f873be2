import { describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import type { Bundle } from '@shared/files'
import { backupBeforeUpgrade } from './connection'
import { schemaVersions } from './versions'

describe('backup before a schema upgrade', () => {
  it('hands the old records to the backup writer when the stored schema is older', async () => {
    const old = new Dexie('upgrade-test')
    old.version(1).stores(schemaVersions[0]!.stores)
    await old.open()
    await old.table('characters').put({ id: 'c1', name: 'Old Tova', system: 'symbaroum' })
    await old.table('settings').put({ key: 'theme', value: 'dark' })
    old.close()

    const write = vi.fn((_bundle: Bundle) => Promise.resolve())
    // Pretend this release ships schema version 2.
    expect(await backupBeforeUpgrade('upgrade-test', 2, write)).toBe(true)
    expect(write).toHaveBeenCalledTimes(1)
    const bundle = write.mock.calls[0]![0]
    expect(bundle.characters).toEqual([{ id: 'c1', name: 'Old Tova', system: 'symbaroum' }])
    expect(bundle.settings).toEqual([{ key: 'theme', value: 'dark' }])
    expect(bundle.journal).toEqual([])
  })

  it('does nothing for a database already at the current schema, or none at all', async () => {
    const current = new Dexie('current-test')
    current.version(1).stores(schemaVersions[0]!.stores)
    await current.open()
    current.close()
    const write = vi.fn(() => Promise.resolve())
    expect(await backupBeforeUpgrade('current-test', 1, write)).toBe(false)
    expect(await backupBeforeUpgrade('never-created', 2, write)).toBe(false)
    expect(write).not.toHaveBeenCalled()
  })
})
