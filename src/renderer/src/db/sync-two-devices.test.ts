// Two devices, end to end (#24): each its own database (fake-indexeddb), DexieSyncStore and real
// SyncEngine, over one sync folder in memory. Changes made through the app's own repositories and
// editor on device A reach device B's database; B's search index hears of journal entries; a
// delete becomes a delete; a concurrent edit becomes a pending conflict found by the index; and
// nothing loops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { sampleCharacter, sampleJournal } from '@shared/file-fixtures'
import { SyncEngine } from '@shared/sync/engine'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'
import { useLibraryStore } from '@renderer/stores/library'
import { charactersRepo } from './characters-repo'
import { useDatabase } from './connection'
import { journalRepo, onJournalChange } from './journal-repo'
import { followRecordChanges } from './sync-store'
import { MemorySyncFolders, startTestDevice, type TestDevice } from './sync-test-helpers'

type Device = TestDevice

let run = 0
let folders: MemorySyncFolders
let a: Device
let b: Device

/** A device whose clock runs `aheadMs` ahead of real time (so whose revisions are higher). */
const device = (name: string, aheadMs: number): Promise<Device> =>
  startTestDevice(folders, name, aheadMs, `sync-${name}-${++run}`)

/** Lets every timer, change report and queued read or write on both devices finish. */
async function settle(): Promise<void> {
  for (let round = 0; round < 4; round++) {
    await new Promise((done) => setTimeout(done, 40))
    await Promise.all([a.engine.idle(), b.engine.idle()])
  }
}

/** Runs `work` as the app on `on` (its repositories reach its database). */
async function asApp<T>(on: Device, work: () => Promise<T>): Promise<T> {
  useDatabase(on.db)
  return work()
}

beforeEach(async () => {
  folders = new MemorySyncFolders()
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
  a = await device('devicea1', 0)
  b = await device('deviceb2', 60_000)
})

afterEach(async () => {
  for (const d of [a, b]) {
    d.stop()
    await d.engine.stop()
  }
  useDatabase(null)
})

describe('sync between two devices, through the page database', () => {
  it("carries a character edited in A's editor to B's database, and nothing loops", async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await asApp(a, () => charactersRepo.put(tova))
    await settle()
    expect(await b.db.characters.get(tova.id)).toEqual(tova)

    // B's own write of what it received is reported to B's engine too, which finds it unchanged.
    const reportedOnB = vi.spyOn(b.engine, 'recordChanged')
    // The editor's save path: open, commit an edit, flush (autosave).
    await asApp(a, async () => {
      const editor = useEditorStore()
      expect(await editor.open(tova.id)).toBe(true)
      expect(editor.commit({ ...editor.record!, name: 'Tova the Bold' })).toBeNull()
      await editor.flush()
    })
    await settle()
    const onB = await b.db.characters.get(tova.id)
    expect(onB?.name).toBe('Tova the Bold')
    expect(onB).toEqual(await a.db.characters.get(tova.id))
    expect(reportedOnB).toHaveBeenCalledWith('characters', tova.id)
    // B's state holds the version's header, its body is B's record.
    expect((await b.store.getState(`characters/${tova.id}`))?.current?.body).toEqual(onB)

    // Two revisions, two files written, both by A: B's own writes of what it received made none.
    expect(folders.writes).toEqual([
      { device: 'devicea1', path: `characters/${tova.id}.quillkeep` },
      { device: 'devicea1', path: `characters/${tova.id}.quillkeep` },
    ])
    await settle()
    expect(folders.writes).toHaveLength(2)
  })

  it("carries a journal entry to B and tells B's search index", async () => {
    const heard = vi.fn()
    const stop = onJournalChange(heard)
    const entry = sampleJournal('entry-synced', 'campaign-1', [])
    await asApp(a, () => journalRepo.put(entry))
    heard.mockClear() // A's own announcement
    await settle()
    expect(await b.db.journal.get(entry.id)).toEqual(entry)
    expect(heard).toHaveBeenCalledWith('campaign-1', [entry.id])

    // Trashed on A, then deleted for good: the same on B.
    await asApp(a, () => journalRepo.trash(entry.id))
    await settle()
    expect((await b.db.journal.get(entry.id))?.deletedAt).not.toBeNull()
    heard.mockClear()
    await asApp(a, () => journalRepo.deleteForever(entry.id))
    await settle()
    expect(await b.db.journal.get(entry.id)).toBeUndefined()
    expect(heard).toHaveBeenCalledWith('campaign-1', [entry.id])
    stop()
  })

  it("makes a delete on A a delete on B (the library's delete forever)", async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await asApp(a, () => charactersRepo.put(tova))
    await settle()
    expect(await b.db.characters.count()).toBe(1)
    await asApp(a, async () => {
      const library = useLibraryStore()
      await library.load()
      await library.moveToTrash(tova.id)
      await library.deleteForever(tova.id)
    })
    await settle()
    expect(await b.db.characters.count()).toBe(0)
    const state = await b.store.getState(`characters/${tova.id}`)
    expect(state?.current).toMatchObject({ deleted: true, body: null })
    const writes = folders.writes.length
    await settle()
    expect(folders.writes).toHaveLength(writes)
  })

  it('commits at start what was changed while the engine was not running', async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await asApp(a, () => charactersRepo.put(tova))
    await settle()
    // A's engine is stopped (the app closed within the quiet time, or sync was off)…
    a.stop()
    await a.engine.stop()
    await asApp(a, () => charactersRepo.put({ ...tova, name: 'Tova, edited offline' }))
    const made = sampleCharacter('heimr', 'made-offline')
    await asApp(a, () => charactersRepo.put(made))
    // …and a new one starts: what its store finds uncommitted is committed before the scan.
    const engine = new SyncEngine({
      folder: folders.folder('devicea1'),
      device: 'devicea1',
      store: a.store,
      app: 'Quillkeep 0.1.0',
      quietMs: 10,
      settleMs: 5,
    })
    a = { ...a, engine, stop: followRecordChanges(a.db, engine) }
    for (const { table, id } of await a.store.uncommitted()) engine.recordChanged(table, id)
    await engine.start()
    await settle()
    expect((await b.db.characters.get(tova.id))?.name).toBe('Tova, edited offline')
    expect(await b.db.characters.get(made.id)).toEqual(made)
    expect(await a.store.uncommitted()).toEqual([])
    expect(await b.store.uncommitted()).toEqual([])
  })

  it('keeps a concurrent edit as a pending conflict, found through the conflicted index', async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await asApp(a, () => charactersRepo.put(tova))
    await settle()
    expect(await b.db.characters.get(tova.id)).toEqual(tova)

    // Both edit before either hears of the other's edit.
    folders.hold()
    await asApp(a, () => charactersRepo.put({ ...tova, name: 'Tova of A' }))
    await asApp(b, () => charactersRepo.put({ ...tova, name: 'Tova of B' }))
    await settle()
    folders.release()
    await settle()

    // B's clock runs ahead: its edit wins everywhere, and A keeps its own for review.
    expect((await a.db.characters.get(tova.id))?.name).toBe('Tova of B')
    expect((await b.db.characters.get(tova.id))?.name).toBe('Tova of B')
    const key = `characters/${tova.id}`
    expect(await a.store.conflictedKeys()).toEqual([key])
    // The engine finds them through the index, without reading every record's state.
    const everyKey = vi.spyOn(a.store, 'keys')
    const pending = await a.engine.conflicts()
    expect(everyKey).not.toHaveBeenCalled()
    expect(pending).toHaveLength(1)
    expect(pending[0]?.conflicts.map((c) => (c.body as { name: string }).name)).toEqual([
      'Tova of A',
    ])
    expect(pending[0]?.current?.body).toEqual(await a.db.characters.get(tova.id))

    // Nothing loops: after it settles, no more files are written.
    const writes = folders.writes.length
    await settle()
    expect(folders.writes).toHaveLength(writes)

    // An edit still in its quiet time when the user resolves is committed first: "keep mine"
    // keeps it, nothing is refused, and B gets it.
    const conflict = pending[0]!.conflicts[0]!.revision
    await asApp(a, () => charactersRepo.put({ ...tova, name: 'Tova, settled' }))
    await a.engine.resolve('characters', tova.id, conflict, 'mine')
    await settle()
    expect(a.engine.problems().size).toBe(0)
    expect(await a.store.conflictedKeys()).toEqual([])
    expect((await a.db.characters.get(tova.id))?.name).toBe('Tova, settled')
    expect((await b.db.characters.get(tova.id))?.name).toBe('Tova, settled')
  })
})
