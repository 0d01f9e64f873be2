// History of records (#24): the bodies of past revisions, captured as DexieSyncStore.putState
// stores a new current (a local edit, an applied incoming version, a tombstone), bounded per
// record, never for conflicts alone, never in a backup.
import { describe, expect, it } from 'vitest'
import { sampleCharacter } from '@shared/file-fixtures'
import { formatRevision } from '@shared/sync/hlc'
import type { RecordState, Version } from '@shared/sync/merge'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { readFullBundle } from './backup-source'
import { QuillkeepDatabase } from './database'
import { recordHistoryLimit, recordHistoryRepo } from './record-history'
import { DexieSyncStore } from './sync-store'
import { MemorySyncFolders, startTestDevice } from './sync-test-helpers'

const db = useTestDatabase('record-history')

const rev = (wall: number, device = 'devicea1') =>
  formatRevision({ wall: 1_800_000_000_000 + wall, counter: 0, device })

function version<B>(revision: string, base: string | null, body: B | null): Version<B> {
  return { revision, base, history: base ? [base] : [], deleted: body === null, body }
}

const state = (current: Version<unknown>, conflicts: Version<unknown>[] = []) =>
  ({
    current,
    synced: current.revision,
    seen: [],
    conflicts,
  }) satisfies RecordState<unknown>

describe('record history: what putState keeps', () => {
  it('keeps each new current revision with its body, wall time and device, newest first', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    const key = `characters/${tova.id}`
    await db().characters.put(tova)
    await store.putState(key, state(version(rev(1), null, tova)))
    const renamed = { ...tova, name: 'Tova the Bold' }
    await db().characters.put(renamed)
    await store.putState(key, state(version(rev(2, 'deviceb2'), rev(1), renamed)))
    // The same revision stored again (synced moved on): kept once.
    await store.putState(key, { ...state(version(rev(2, 'deviceb2'), rev(1), renamed)) })

    const rows = await recordHistoryRepo.revisions('characters', tova.id)
    expect(rows.map((r) => [r.revision, r.device, r.wall, r.deleted])).toEqual([
      [rev(2, 'deviceb2'), 'deviceb2', 1_800_000_000_002, false],
      [rev(1), 'devicea1', 1_800_000_000_001, false],
    ])
    expect((await recordHistoryRepo.at('characters', tova.id, rev(1)))?.body).toEqual(tova)
    expect((await recordHistoryRepo.at('characters', tova.id, rev(2, 'deviceb2')))?.body).toEqual(
      renamed,
    )
  })

  it('keeps only the newest 50 revisions of a record, others untouched', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    const other = sampleCharacter('heimr', 'other-character')
    await db().characters.bulkPut([tova, other])
    await store.putState(`characters/${other.id}`, state(version(rev(0), null, other)))
    expect(recordHistoryLimit).toBe(50)
    for (let i = 1; i <= 55; i++) {
      const body = { ...tova, name: `Tova ${i}` }
      await db().characters.put(body)
      await store.putState(
        `characters/${tova.id}`,
        state(version(rev(i), i > 1 ? rev(i - 1) : null, body)),
      )
    }
    const rows = await recordHistoryRepo.revisions('characters', tova.id)
    expect(rows).toHaveLength(50)
    expect(rows[0]!.revision).toBe(rev(55))
    expect(rows.at(-1)!.revision).toBe(rev(6))
    expect((rows.at(-1)!.body as { name: string }).name).toBe('Tova 6')
    expect(await recordHistoryRepo.revisions('characters', other.id)).toHaveLength(1)
  })

  it('keeps a tombstone as deleted, without a body', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    await db().characters.put(tova)
    const key = `characters/${tova.id}`
    await store.putState(key, state(version(rev(1), null, tova)))
    await db().characters.delete(tova.id)
    await store.putState(key, state(version(rev(2), rev(1), null)))
    const [gone, before] = await recordHistoryRepo.revisions('characters', tova.id)
    expect(gone).toMatchObject({ revision: rev(2), deleted: true, body: null })
    expect(before).toMatchObject({ revision: rev(1), deleted: false, body: tova })
  })

  it('keeps nothing for a change of conflicts alone, nor for a body edited since', async () => {
    const store = new DexieSyncStore(db())
    const mine = sampleCharacter('heimr', 'tova-character')
    const key = `characters/${mine.id}`
    await db().characters.put(mine)
    await store.putState(key, state(version(rev(3), null, mine)))
    // A rival version arrives and waits for review; current stays.
    const theirs = { ...mine, name: 'Tova of the other device' }
    await store.putState(
      key,
      state(version(rev(3), null, mine), [version(rev(2, 'deviceb2'), null, theirs)]),
    )
    expect(
      (await recordHistoryRepo.revisions('characters', mine.id)).map((r) => r.revision),
    ).toEqual([rev(3)])
    // Edited here since: current's body is the marker, which is not this revision's body.
    await db().characters.put({ ...mine, name: 'Edited since' })
    const marked = (await store.getState(key))!
    await store.putState(key, { ...marked, conflicts: [] })
    const rows = await recordHistoryRepo.revisions('characters', mine.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.body).toEqual(mine)
  })

  it('keeps no pictures (they never change under their hash)', async () => {
    const store = new DexieSyncStore(db())
    const hash = 'a'.repeat(64)
    await store.putState(`pictures/${hash}`, state(version(rev(1), null, { hash })))
    expect(await db().recordHistory.count()).toBe(0)
  })

  it('stays out of backups and exports: older bodies are nowhere in the full bundle', async () => {
    const store = new DexieSyncStore(db())
    const tova = sampleCharacter('heimr', 'tova-character')
    const key = `characters/${tova.id}`
    const old = { ...tova, name: 'An older name kept in history' }
    await db().characters.put(old)
    await store.putState(key, state(version(rev(1), null, old)))
    await db().characters.put(tova)
    await store.putState(key, state(version(rev(2), rev(1), tova)))
    expect(await db().recordHistory.count()).toBe(2)
    const bundle = await readFullBundle(db())
    expect(Object.keys(bundle)).not.toContain('recordHistory')
    expect(JSON.stringify(bundle)).not.toContain(old.name)
    expect(bundle.characters).toEqual([tova])
  })
})

describe('record history: through two devices and real engines', () => {
  const device = (folders: MemorySyncFolders, name: string, aheadMs: number) =>
    startTestDevice(
      folders,
      name,
      aheadMs,
      `history-${name}-${Math.random().toString(36).slice(2)}`,
    )

  it("keeps A's local edits on A, and the versions B applies on B", async () => {
    const folders = new MemorySyncFolders()
    const a = await device(folders, 'devicea1', 0)
    const b = await device(folders, 'deviceb2', 60_000)
    const settle = async () => {
      for (let round = 0; round < 4; round++) {
        await new Promise((done) => setTimeout(done, 40))
        await Promise.all([a.engine.idle(), b.engine.idle()])
      }
    }
    try {
      const tova = sampleCharacter('heimr', 'tova-character')
      await a.db.characters.put(tova)
      await settle()
      await a.db.characters.put({ ...tova, name: 'Tova the Bold' })
      await settle()
      const kept = async (on: QuillkeepDatabase) =>
        (await on.recordHistory.where('key').equals(`characters/${tova.id}`).toArray())
          .reverse()
          .map((r) => ({ device: r.device, name: (r.body as { name: string }).name }))
      const expected = [
        { device: 'devicea1', name: 'Tova the Bold' },
        { device: 'devicea1', name: tova.name },
      ]
      expect(await kept(a.db)).toEqual(expected)
      expect(await kept(b.db)).toEqual(expected)
    } finally {
      for (const d of [a, b]) {
        d.stop()
        await d.engine.stop()
      }
    }
  })
})
