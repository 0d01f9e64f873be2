// Shared set-up for component tests: a fresh IndexedDB (fake-indexeddb), the web platform,
// a fresh Pinia, and a sample character of any system opened in the editor store.
import { beforeEach } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { CharacterRecord } from '@shared/records'
import { sampleCharacter } from '@shared/file-fixtures'
import type { systems } from '@systems/index'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'

let counter = 0

/**
 * Registers a beforeEach that gives every test its own database, platform and Pinia.
 * Returns a getter for the current test's database.
 */
export function useTestDatabase(prefix = 'component-test'): () => QuillkeepDatabase {
  let db: QuillkeepDatabase | undefined
  beforeEach(() => {
    db = new QuillkeepDatabase(`${prefix}-${++counter}-${Math.random().toString(36).slice(2)}`)
    useDatabase(db)
    setPlatform(createWebPlatform())
    setActivePinia(createPinia())
  })
  return () => {
    if (!db) throw new Error('useTestDatabase: no database yet (call it at describe level)')
    return db
  }
}

/**
 * Stores a sample character of `systemId` (optionally changed by `edit`) and opens it in the
 * editor store, as the character route does. Returns the stored record.
 */
export async function openSampleCharacter<D>(
  db: QuillkeepDatabase,
  systemId: keyof typeof systems,
  edit: (data: D, record: CharacterRecord) => void = () => {},
  id = `${systemId}-${++counter}`,
): Promise<CharacterRecord> {
  const record = sampleCharacter(systemId, id)
  edit(record.data as D, record)
  await db.characters.put(record)
  await useEditorStore().open(record.id)
  return record
}

/** The open character's data, typed. */
export function editedData<D>(): D {
  return useEditorStore().record?.data as D
}
