import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { PendingConflict, SyncEvent } from '@shared/sync/engine'
import type { Resolution } from '@shared/sync/merge'
import type { SyncTable } from '@shared/sync/record-file'
import type { FileProblem } from '@shared/files'
import type { SyncSettings } from '@shared/ipc'
import { messageOf } from '@shared/errors'
import { platform } from '@renderer/platform'
import { i18n } from '@renderer/i18n'
import type { RunningSync, SyncServiceOptions } from '@renderer/db/sync-service'
import { saveDraftOf } from '@renderer/unsaved-drafts'
import { useEditorStore } from './editor'
import { useLibraryStore } from './library'

const t = i18n.global.t

/**
 * What sync is doing: `unavailable` (this browser cannot use a folder), `off`, `permission` (the
 * browser needs the user's click to use the folder again), `starting` (the first read of the
 * folder), `on`, or `error` (it could not start; `error` says why).
 */
export type SyncStatus = 'unavailable' | 'off' | 'permission' | 'starting' | 'on' | 'error'

/** The engine's quiet times (engine.ts): 1 s after a record's last change, 50 ms after a file's. */
export const syncTimings = { quietMs: 1000, settleMs: 50 }

/**
 * One engine per database: two tabs of the web app share its database and device id, so only the
 * tab holding this lock syncs (the desktop app has one window). Resolves with the release, or
 * null when another tab holds it. Where the browser has no Web Locks, there is nothing to share.
 */
function holdSyncLock(): Promise<(() => void) | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return Promise.resolve(() => undefined)
  return new Promise((resolve) => {
    void locks.request('quillkeep-sync', { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null)
        return undefined
      }
      return new Promise<void>((release) => resolve(() => release()))
    })
  })
}

/** How long status updates wait, so a scan of thousands of files redraws a few times, not each. */
const refreshMs = 150

/**
 * Sync between devices through a folder (#24): the settings (kept by the platform, on this device
 * only), the running sync (db/sync-service.ts), its last sync, the conflicts waiting for review and
 * the files it could not read. Records another device changed reach the library and an open sheet.
 */
export const useSyncStore = defineStore('sync', () => {
  const settings = ref<SyncSettings | null>(null)
  const status = ref<SyncStatus>('off')
  const error = ref('')
  /** When the folder was last read or written. */
  const lastSync = ref<Date | null>(null)
  /** Records with versions waiting for review; current.body is the record as it is now. */
  const conflicts = shallowRef<PendingConflict[]>([])
  /** The first read of the folder while it runs: files read of the files found. */
  const scan = shallowRef<{ done: number; total: number } | null>(null)
  const problems = shallowRef<{ path: string; problems: FileProblem[] }[]>([])
  const available = computed(() => status.value !== 'unavailable')

  let running: RunningSync | null = null
  let releaseLock: (() => void) | null = null
  /** Starts and stops run one after another. */
  let queue: Promise<unknown> = Promise.resolve()
  let refreshTimer: ReturnType<typeof setTimeout> | null = null
  let conflictsChanged = false
  /**
   * The records another device changed (or a resolution), by table, in the last batch shown;
   * `serial` counts the batches. Screens that read records themselves (the party, the combat
   * screen) watch it and read again what they show.
   */
  const changed = shallowRef<{ serial: number; ids: Partial<Record<SyncTable, string[]>> }>({
    serial: 0,
    ids: {},
  })
  const pendingChanges = new Map<SyncTable, Set<string>>()

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task, task)
    queue = result.catch(() => undefined)
    return result
  }

  /** Reads the settings and starts sync when it is on. */
  function load(): Promise<void> {
    return serial(async () => {
      const sync = platform().sync
      if (!sync) {
        status.value = 'unavailable'
        return
      }
      try {
        settings.value = await sync.settings()
        await startIfOn()
      } catch (failure) {
        fail(failure)
      }
    })
  }

  async function startIfOn(): Promise<void> {
    await stopRunning()
    const sync = platform().sync
    const chosen = settings.value
    if (!sync || !chosen?.folder || !chosen.enabled) {
      status.value = sync ? 'off' : 'unavailable'
      return
    }
    if (sync.permission && (await sync.permission()) !== 'granted') {
      status.value = 'permission'
      return
    }
    status.value = 'starting'
    error.value = ''
    releaseLock = await holdSyncLock()
    if (!releaseLock) {
      status.value = 'error'
      error.value = t('stores.sync.otherTab')
      return
    }
    const [{ startSync }, { database }, device, version] = await Promise.all([
      import('@renderer/db/sync-service'),
      import('@renderer/db/connection'),
      sync.device(),
      platform().appVersion(),
    ])
    const options: SyncServiceOptions = {
      db: await database(),
      folder: sync.folder(),
      device,
      app: `Quillkeep ${version}`,
      onEvent: heard,
      saveEdit: (table, id) =>
        table === 'characters' ? useEditorStore().saveUnsaved(id) : saveDraftOf(table, id),
      copySuffix: t('stores.sync.copySuffix'),
      onScan: scanned,
      ...syncTimings,
    }
    scan.value = { done: 0, total: 0 }
    try {
      running = await startSync(options)
    } catch (failure) {
      unlock()
      throw failure
    } finally {
      scan.value = null
    }
    lastSync.value = new Date()
    status.value = 'on'
    conflictsChanged = true
    await refreshNow()
  }

  async function stopRunning(): Promise<void> {
    const was = running
    running = null
    try {
      if (was) await was.stop()
    } finally {
      unlock()
    }
  }

  function unlock(): void {
    releaseLock?.()
    releaseLock = null
  }

  function fail(failure: unknown): void {
    status.value = 'error'
    error.value = t('stores.sync.failed', { error: messageOf(failure) })
  }

  /** The first scan's progress, shown a few times a second at most (and at its start and end). */
  let scanShownAt = 0
  function scanned(done: number, total: number): void {
    const now = Date.now()
    if (done !== 0 && done !== total && now - scanShownAt < refreshMs) return
    scanShownAt = now
    scan.value = { done, total }
  }

  /** One of the engine's events: what changed is shown, a few times a second at most. */
  function heard(event: SyncEvent): void {
    lastSync.value = new Date()
    // A conflict arrives with 'conflict'; one is settled by a version that descends from it
    // ('applied'). This device's own writes change neither, so they read nothing and flush nothing.
    if (event.kind === 'conflict' || (event.kind === 'applied' && conflicts.value.length > 0))
      conflictsChanged = true
    if (event.kind !== 'ignored' && event.kind !== 'written' && event.kind !== 'problem') {
      const ids = pendingChanges.get(event.table) ?? new Set<string>()
      ids.add(event.id)
      pendingChanges.set(event.table, ids)
    }
    if (refreshTimer) return
    refreshTimer = setTimeout(() => void refreshNow(), refreshMs)
  }

  async function refreshNow(): Promise<void> {
    if (refreshTimer) clearTimeout(refreshTimer)
    refreshTimer = null
    const current = running
    if (!current) return
    problems.value = current.problems()
    const batch = Object.fromEntries(
      [...pendingChanges].map(([table, ids]) => [table, [...ids]]),
    ) as Partial<Record<SyncTable, string[]>>
    pendingChanges.clear()
    if (Object.keys(batch).length > 0) await showChanges(batch)
    if (conflictsChanged) {
      conflictsChanged = false
      await refreshConflicts()
    }
  }

  /** Hands a batch of changed records to the stores and screens that show them. */
  async function showChanges(batch: Partial<Record<SyncTable, string[]>>): Promise<void> {
    if (batch.characters) await showChangedCharacters(batch.characters)
    if (batch.campaigns) await showChangedCampaigns(batch.campaigns)
    changed.value = { serial: changed.value.serial + 1, ids: batch }
  }

  async function showChangedCharacters(ids: string[]): Promise<void> {
    await useLibraryStore().storedChanged(ids)
    const editor = useEditorStore()
    const open = editor.record?.id
    if (open && ids.includes(open)) await editor.storedChanged(open)
  }

  async function showChangedCampaigns(ids: string[]): Promise<void> {
    // Loaded only here: the library's first screen never loads the campaigns store.
    const { useCampaignsStore } = await import('./campaigns')
    await useCampaignsStore().storedChanged(ids)
  }

  async function refreshConflicts(): Promise<void> {
    const current = running
    conflicts.value = current ? await current.conflicts() : []
  }

  /** The system's folder dialog; sync starts again on the new folder when it is on. */
  function chooseFolder(): Promise<void> {
    return serial(async () => {
      const sync = platform().sync
      if (!sync) return
      try {
        const chosen = await sync.chooseFolder()
        if (!chosen) return
        settings.value = chosen
        error.value = ''
        await startIfOn()
      } catch (failure) {
        error.value = messageOf(failure)
        if (status.value === 'starting') status.value = 'error'
      }
    })
  }

  /** Turns sync on (a full read of the folder, then watching it) or off. */
  function setEnabled(enabled: boolean): Promise<void> {
    return serial(async () => {
      const sync = platform().sync
      if (!sync) return
      try {
        settings.value = await sync.setEnabled(enabled)
        error.value = ''
        await startIfOn()
      } catch (failure) {
        fail(failure)
      }
    })
  }

  /** After a reload the browser asks once more before the page may use the folder (a click). */
  function allowAccess(): Promise<void> {
    return serial(async () => {
      const sync = platform().sync
      try {
        if (!sync?.requestPermission || !(await sync.requestPermission())) {
          error.value = t('stores.sync.notAllowed')
          return
        }
        error.value = ''
        await startIfOn()
      } catch (failure) {
        fail(failure)
      }
    })
  }

  /** Forgets the folder and stops sync; the folder's files stay where they are. */
  function forget(): Promise<void> {
    return serial(async () => {
      const sync = platform().sync
      if (!sync) return
      try {
        await stopRunning()
        settings.value = await sync.forget()
        status.value = 'off'
        error.value = ''
        conflicts.value = []
        problems.value = []
      } catch (failure) {
        fail(failure)
      }
    })
  }

  /** Settles one pending version; for 'both' the other is stored as a copy with a fresh id. */
  async function resolve(
    table: SyncTable,
    id: string,
    revision: string,
    choice: Resolution,
  ): Promise<void> {
    const current = running
    if (!current) throw new Error(t('stores.sync.notRunning'))
    const copy = await current.resolve(table, id, revision, choice)
    await showChanges({ [table]: copy ? [id, copy] : [id] })
    lastSync.value = new Date()
    await refreshConflicts()
  }

  /** Stops sync, writing what is pending (the app is closing, or a test ends). */
  function stop(): Promise<void> {
    return serial(async () => {
      await stopRunning()
      if (status.value !== 'unavailable') status.value = 'off'
    })
  }

  return {
    settings,
    status,
    error,
    lastSync,
    changed,
    scan,
    conflicts,
    problems,
    available,
    load,
    chooseFolder,
    setEnabled,
    allowAccess,
    forget,
    resolve,
    refreshConflicts,
    stop,
  }
})
