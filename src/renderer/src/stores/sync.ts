// TEMPORARY stub (#24): the lead's real sync store replaces this file when the branches merge.
// Only its interface is here, so the conflict review screen compiles and its tests can stub it.
import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { PendingConflict } from '@shared/sync/engine'
import type { Resolution } from '@shared/sync/merge'
import type { SyncTable } from '@shared/sync/record-file'

export const useSyncStore = defineStore('sync', () => {
  /** Records with versions waiting for review; current.body is the record as the user sees it now (null if deleted here). */
  const conflicts = shallowRef<PendingConflict[]>([])
  function refreshConflicts(): Promise<void> {
    return Promise.resolve()
  }
  /** Settles one pending version; for 'both' the other version is stored as a copy with a fresh id. Throws with a message on failure. */
  function resolve(
    table: SyncTable,
    id: string,
    revision: string,
    choice: Resolution,
  ): Promise<void> {
    void [table, id, revision, choice]
    return Promise.reject(new Error('Sync is not running.'))
  }
  return { conflicts, refreshConflicts, resolve }
})
