// For the transfer store's tests: a fresh database and the web platform per test, with exports
// caught (the files' texts, in order) and backups accepted without writing anything.
import { beforeEach } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'

let counter = 0

/** The texts exported in the running test, in order. */
export function useExportingPlatform(prefix: string): { exported: () => string[] } {
  let exported: string[] = []
  beforeEach(() => {
    useDatabase(new QuillkeepDatabase(`${prefix}-${++counter}`))
    exported = []
    setPlatform({
      ...createWebPlatform(),
      exportFile(_name, content) {
        exported.push(content)
        return Promise.resolve(true)
      },
      writeBackup: () => Promise.resolve({ name: 'b', path: '', removed: [], unreadable: [] }),
    })
    setActivePinia(createPinia())
  })
  return { exported: () => exported }
}
