// The page's database as the sync engine's store (#24): RecordState in and out of syncStates,
// current's body never stored twice, and incoming versions written as the app writes records.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { sampleCharacter, sampleJournal } from '@shared/file-fixtures'
import { sameRecord } from '@shared/files'
import { imageHash } from '@shared/images'
import { pictureFile } from '@shared/pictures'
import { formatRevision } from '@shared/sync/hlc'
import type { RecordState, Version } from '@shared/sync/merge'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import '../testing/cloneable-blob'
import { onJournalChange } from './journal-repo'
import { DexieSyncStore } from './sync-store'

const db = useTestDatabase('sync-store')

const rev = (wall: number, device = 'devicea1') =>
  formatRevision({ wall: 1_800_000_000_000 + wall, counter: 0, device })

function version<B>(revision: string, base: string | null, body: B | null): Version<B> {
  return { revision, base, history: base ? [base] : [], deleted: body === null, body }
}

describe('DexieSyncStore: the state', () => {
  it('round trips a state without conflicts, keeping only the header of current', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    await db().characters.put(tova)
    const state: RecordState<unknown> = {
      current: version(rev(2), rev(1), tova),
      synced: rev(2),
      seen: [rev(1)],
      conflicts: [],
    }
    await store.putState(`characters/${tova.id}`, state)
    expect(await store.getState(`characters/${tova.id}`)).toEqual(state)
    expect(await store.keys()).toEqual([`characters/${tova.id}`])
    // Stored: the header and a fingerprint, never the body (the record is in its own table).
    const row = (await db().syncStates.get(`characters/${tova.id}`))!
    expect(row).toMatchObject({ table: 'characters', id: tova.id, conflicted: 0, conflicts: [] })
    expect(Object.keys(row.current!).sort()).toEqual(
      ['base', 'deleted', 'fingerprint', 'history', 'revision'].sort(),
    )
    expect(JSON.stringify(row)).not.toContain(tova.name)
    expect(await store.conflictedKeys()).toEqual([])
  })

  it('round trips pending conflicts with their bodies, found through the conflicted index', async () => {
    const store = new DexieSyncStore(db())
    const mine = sampleCharacter('heimr', 'tova-character')
    const theirs = { ...mine, name: 'Tova of the other device' }
    await db().characters.put(mine)
    const state: RecordState<unknown> = {
      current: version(rev(3), rev(1), mine),
      synced: rev(3),
      seen: [rev(1)],
      conflicts: [version(rev(2, 'deviceb2'), rev(1), theirs)],
    }
    const key = `characters/${mine.id}`
    await store.putState(key, state)
    await store.putState('characters/calm-character', { ...state, conflicts: [] })
    expect(await store.getState(key)).toEqual(state)
    const row = (await db().syncStates.get(key))!
    expect(row.conflicted).toBe(1)
    expect(row.conflicts[0]!.body).toEqual(theirs)
    // The current body once (in its table), the conflict's once (here): the name of current is
    // nowhere in the state.
    expect(JSON.stringify(row)).not.toContain(`"${mine.name}"`)
    expect(await store.conflictedKeys()).toEqual([key])
    // Settled: no longer listed.
    await store.putState(key, { ...state, conflicts: [] })
    expect(await store.conflictedKeys()).toEqual([])
  })

  it('round trips a tombstone, and a state before the record exists', async () => {
    const store = new DexieSyncStore(db())
    const tombstone: RecordState<unknown> = {
      current: version(rev(4), rev(3), null),
      synced: rev(4),
      seen: [rev(3)],
      conflicts: [],
    }
    await store.putState('journal/gone-entry', tombstone)
    expect(await store.getState('journal/gone-entry')).toEqual(tombstone)
    const empty: RecordState<unknown> = { current: null, synced: null, seen: [], conflicts: [] }
    await store.putState('campaigns/none-yet', empty)
    expect(await store.getState('campaigns/none-yet')).toEqual(empty)
    expect(await store.getState('campaigns/never-seen')).toBeUndefined()
  })

  it('gives no body for a current whose record was edited since, so the edit is committed', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    await db().characters.put(tova)
    const key = `characters/${tova.id}`
    const state: RecordState<unknown> = {
      current: version(rev(2), rev(1), tova),
      synced: rev(2),
      seen: [],
      conflicts: [],
    }
    await store.putState(key, state)
    const edited = { ...tova, name: 'Tova the Bold' }
    await db().characters.put(edited)
    const read = (await store.getState(key))!
    expect(read.current!.revision).toBe(rev(2))
    // Not the edited record: the engine sees a change to commit.
    expect(sameRecord(read.current!.body, edited)).toBe(false)
    // Stored again as it is (a synced mark moves), the version keeps its fingerprint.
    await store.putState(key, { ...read, synced: rev(2) })
    await db().characters.put(tova)
    expect((await store.getState(key))!.current!.body).toEqual(tova)
    // Deleted from its table: likewise.
    await db().characters.delete(tova.id)
    expect(sameRecord((await store.getState(key))!.current!.body, null)).toBe(false)
  })

  it('keeps an uncommitted edit for review when its version becomes a conflict', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    await db().characters.put(tova)
    const key = `characters/${tova.id}`
    await store.putState(key, {
      current: version(rev(2), rev(1), tova),
      synced: rev(2),
      seen: [],
      conflicts: [],
    })
    const edited = { ...tova, name: 'Tova the Bold' }
    await db().characters.put(edited)
    const read = (await store.getState(key))!
    const theirs = version(rev(5, 'deviceb2'), rev(1), { ...tova, name: 'Other Tova' })
    await store.putState(key, { ...read, current: theirs, conflicts: [read.current!] })
    expect((await db().syncStates.get(key))!.conflicts[0]!.body).toEqual(edited)
  })
})

describe('DexieSyncStore: what the engine has not committed', () => {
  it('lists records with no version, edited since theirs, or gone without a tombstone', async () => {
    const store = new DexieSyncStore(db())
    const version1 = (body: unknown): RecordState<unknown> => ({
      current: version(rev(1), null, body),
      synced: rev(1),
      seen: [],
      conflicts: [],
    })
    const synced = sampleCharacter('heimr', 'synced-character')
    const edited = sampleCharacter('heimr', 'edited-character')
    const fresh = sampleCharacter('heimr', 'fresh-character')
    const gone = sampleCharacter('heimr', 'gone-character')
    await db().characters.bulkPut([synced, edited, fresh, gone])
    await store.putState(`characters/${synced.id}`, version1(synced))
    await store.putState(`characters/${edited.id}`, version1(edited))
    await store.putState(`characters/${gone.id}`, version1(gone))
    await store.putState('journal/deleted-entry', version1(null))
    await db().characters.put({ ...edited, name: 'Edited while closed' })
    await db().characters.delete(gone.id)
    const found = await store.uncommitted()
    expect(found.map((c) => `${c.table}/${c.id}`).sort()).toEqual(
      [edited, fresh, gone].map((c) => `characters/${c.id}`).sort(),
    )
  })
})

describe('DexieSyncStore: the records', () => {
  it('reads and writes characters, campaigns and encounters, and deletes for a tombstone', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    expect(await store.readRecord('characters', tova.id)).toBeNull()
    await store.writeRecord('characters', tova.id, tova)
    expect(await db().characters.get(tova.id)).toEqual(tova)
    expect(await store.readRecord('characters', tova.id)).toEqual(tova)
    await store.writeRecord('characters', tova.id, null)
    expect(await db().characters.count()).toBe(0)
  })

  it('tells the search index of journal entries written and deleted', async () => {
    const store = new DexieSyncStore(db())
    const heard = vi.fn()
    const stop = onJournalChange(heard)
    const entry = sampleJournal('entry-synced', 'campaign-1', [])
    await store.writeRecord('journal', entry.id, entry)
    expect(heard).toHaveBeenLastCalledWith('campaign-1', [entry.id])
    heard.mockClear()
    await store.writeRecord('journal', entry.id, null)
    expect(heard).toHaveBeenCalledWith('campaign-1', [entry.id])
    expect(await db().journal.count()).toBe(0)
    stop()
  })

  it('stores a picture as import does, reads it back as a file carries it, ignores its delete', async () => {
    const store = new DexieSyncStore(db(), () => '2026-11-27T12:00:00.000Z')
    const bytes = new Uint8Array(
      readFileSync(resolve(__dirname, '../../../../tests/fixtures/images/portrait.png')),
    )
    const hash = await imageHash(bytes)
    const file = pictureFile({ hash, type: 'image/png', width: 40, height: 30 }, bytes)
    await store.writeRecord('pictures', hash, file)
    await store.writeRecord('pictures', hash, file)
    expect(await db().images.count()).toBe(1)
    expect(await db().images.get(hash)).toMatchObject({ hash, bytes: bytes.length })
    expect(await store.readRecord('pictures', hash)).toEqual(file)
    await store.writeRecord('pictures', hash, null)
    expect(await db().images.count()).toBe(1)
    // A picture's state: its body is the stored picture.
    const state: RecordState<unknown> = {
      current: version(rev(1), null, file),
      synced: rev(1),
      seen: [],
      conflicts: [],
    }
    await store.putState(`pictures/${hash}`, state)
    expect(await store.getState(`pictures/${hash}`)).toEqual(state)
  })
})
