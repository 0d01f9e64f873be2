import type { Bundle } from '@shared/files'
import type { ImageRecord } from './database'
import { picturesAsFiles } from './picture-files'
import type { QuillkeepDatabase } from './database'
import { schemaVersions } from './versions'
import { afterFirstScreen } from '@renderer/ready'

// Dexie loads in its own chunk, in parallel with the first screen, so it never delays the first
// paint. Only modules in db/ may call this.
let instance: Promise<QuillkeepDatabase> | null = null

type UpgradeBackup = (bundle: Bundle) => Promise<void>
let upgradeBackup: UpgradeBackup | null = null

/** Registers what writes the backup taken before a schema upgrade (see main.ts). */
export function onBeforeUpgrade(write: UpgradeBackup | null): void {
  upgradeBackup = write
}

/** Dexie stores version n as IndexedDB version n × 10. */
const idbVersion = (dexieVersion: number) => dexieVersion * 10

/**
 * Before Dexie upgrades an existing database to a newer schema, reads its records as they are
 * and hands them to the backup writer. Returns true when a backup was written.
 */
export async function backupBeforeUpgrade(
  name: string,
  currentVersion = schemaVersions[schemaVersions.length - 1]?.version ?? 1,
  write: UpgradeBackup | null = upgradeBackup,
): Promise<boolean> {
  if (!write || typeof indexedDB === 'undefined' || !indexedDB.databases) return false
  const found = (await indexedDB.databases()).find((d) => d.name === name)
  if (!found?.version || found.version >= idbVersion(currentVersion)) return false
  const { default: Dexie } = await import('dexie')
  const old = new Dexie(name)
  await old.open() // no versions declared: opens the stored schema as it is
  const read = async (table: string) =>
    old.tables.some((t) => t.name === table) ? await old.table(table).toArray() : []
  const bundle: Bundle = {
    characters: await read('characters'),
    campaigns: await read('campaigns'),
    journal: await read('journal'),
    settings: await read('settings'),
    rolls: await read('rolls'),
    encounters: await read('encounters'),
  }
  const images = (await read('images')) as ImageRecord[]
  old.close()
  if (images.length > 0) bundle.pictures = await picturesAsFiles(images)
  await write(bundle)
  return true
}

/** The app's database, opened on first use (after a backup when its schema is about to change). */
export function database(): Promise<QuillkeepDatabase> {
  if (!instance) {
    const backedUp = backupBeforeUpgrade('quillkeep').catch((error: unknown) => {
      // A failed backup must not lock users out of their data; the upgrade itself keeps data.
      console.warn('Backup before the database upgrade failed', error)
      return false
    })
    // Dexie's chunk loads while the check runs; the database opens only after it. The record
    // checks (every system's rules, 400 kB) load in the first idle time after the first screen is
    // up, not while it is being drawn; a write before then waits for them.
    const loadChecks = () =>
      void import('./storable').then((m) => m.loadRecordChecks().catch(() => undefined))
    afterFirstScreen(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(loadChecks, { timeout: 2000 })
      else setTimeout(loadChecks, 0)
    })
    // A screen that never says it is ready (an error page) still gets them, a little later.
    setTimeout(loadChecks, 5000)
    instance = Promise.all([import('./database'), backedUp]).then(
      ([{ QuillkeepDatabase }]) => new QuillkeepDatabase(),
    )
  }
  return instance
}

/** For tests: use a fresh, separately named database. */
export function useDatabase(db: QuillkeepDatabase | null): void {
  instance = db ? Promise.resolve(db) : null
}
