// Two app instances on one sync folder (#24): each its own user data folder and store, one real
// folder on disk between them, read through the real watcher. The test plays the sync engine:
// files arrive late, out of order, twice, half-written, or as the engine's conflict copies.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readRecordFile, serializeRecordFile } from '@shared/sync/record-file'
import type { CharacterRecord } from '@shared/records'
import {
  arrive,
  commit,
  device,
  hero,
  heroId,
  heroPath,
  listFiles,
  nameOn,
  readText,
  removeTempFolders,
  tempFolder,
  until,
  type TestDevice,
} from './sync-test-helpers'

const running: TestDevice[] = []
async function started(name: string, folder: string, quietMs?: number) {
  const d = await device(name, folder, { quietMs })
  running.push(d)
  return d
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((d) => d.engine.stop()))
  await removeTempFolders()
})

const revisionOf = (text: string) => {
  const read = readRecordFile(text)
  if (!read.ok) throw new Error('unreadable')
  return read.file.header.revision
}

describe('two devices on one sync folder', () => {
  it('an edit on A is picked up by B through the real watcher (time printed)', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const b = await started('b', folder)
    const times: number[] = []
    for (let i = 1; i <= 5; i++) {
      await commit(a, hero(`Tova ${i}`))
      const written = a.events.findLast((e) => e.kind === 'written')
      await until(() => nameOn(b) === `Tova ${i}`, `B to show edit ${i}`)
      const applied = b.events.findLast((e) => e.kind === 'applied')
      if (written && applied) times.push(applied.at - written.at)
    }
    times.sort((x, y) => x - y)
    console.log(
      `sync pickup A→B through the watcher (settle 20 ms): median ${times[2]?.toFixed(1)} ms, ` +
        `all ${times.map((t) => t.toFixed(1)).join(', ')} ms`,
    )
    expect(times).toHaveLength(5)
    expect(await b.engine.conflicts()).toEqual([])
  })

  it('delayed, reordered and duplicated arrivals: the newest stays, nothing conflicts', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const versions: string[] = []
    for (const name of ['one', 'two', 'three']) {
      await commit(a, hero(name))
      versions.push(await readText(folder, heroPath))
    }
    // B comes online late; then older versions arrive after the newest, one of them twice.
    const b = await started('b', folder)
    expect(nameOn(b)).toBe('three')
    for (const text of [versions[0], versions[1], versions[1], versions[0]] as string[])
      await arrive(folder, heroPath, text)
    await until(
      async () =>
        revisionOf(await readText(folder, heroPath)) === revisionOf(versions[2] as string),
      'the newest version written back over the old ones',
    )
    await a.engine.idle()
    await b.engine.idle()
    expect(nameOn(a)).toBe('three')
    expect(nameOn(b)).toBe('three')
    expect(await a.engine.conflicts()).toEqual([])
    expect(await b.engine.conflicts()).toEqual([])
  })

  it('a half-written file changes nothing, and is read again when the rest arrives', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const b = await started('b', folder)
    await commit(a, hero('before'))
    await until(() => nameOn(b) === 'before', 'B to have the record')
    // A third device's edit, written by an engine that does not write atomically.
    const state = a.store.states.get(`characters/${hero('').id}`)
    const current = state?.current
    if (!current) throw new Error('no state')
    const text = serializeRecordFile(
      {
        header: {
          table: 'characters',
          id: hero('').id,
          revision: '009999999999999-000000-devicec1',
          base: current.revision,
          history: [current.revision, ...current.history],
          deleted: false,
        },
        record: hero('after'),
      },
      { app: 'Quillkeep 0.1.0', exportedAt: '2026-11-27T10:00:00.000Z' },
    )
    await writeFile(join(folder, heroPath), text.slice(0, text.length / 2))
    await until(() => b.engine.problems().has(heroPath), 'B to note the half-written file')
    expect(nameOn(b)).toBe('before')
    expect(nameOn(a)).toBe('before')
    await writeFile(join(folder, heroPath), text)
    await until(() => nameOn(a) === 'after' && nameOn(b) === 'after', 'both to read it whole')
    expect(b.engine.problems().has(heroPath)).toBe(false)
  })

  it("a sync engine's conflict copies are offered for review, never applied; resolving settles both", async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const b = await started('b', folder)
    await commit(a, hero('shared'))
    await until(() => nameOn(b) === 'shared', 'B to have the record')
    const shared = await readText(folder, heroPath)
    const base = revisionOf(shared)
    const rival = (name: string, revision: string) =>
      serializeRecordFile(
        {
          header: {
            table: 'characters',
            id: hero('').id,
            revision,
            base,
            history: [base],
            deleted: false,
          },
          record: hero(name),
        },
        { app: 'Quillkeep 0.1.0', exportedAt: '2026-11-27T10:00:00.000Z' },
      )
    const stem = heroPath.slice(0, -'.quillkeep'.length)
    await arrive(
      folder,
      `${stem}.sync-conflict-20261127-101010-ABCDEFG.quillkeep`,
      rival('Syncthing rival', '009999999999999-000000-devicec1'),
    )
    await arrive(
      folder,
      `${stem} (Someone's conflicted copy 2026-11-27).quillkeep`,
      rival('Dropbox rival', '009999999999999-000001-deviced1'),
    )
    for (const d of [a, b])
      await until(
        async () => (await d.engine.conflicts())[0]?.conflicts.length === 2,
        `${d.name} to list both copies`,
      )
    expect(nameOn(a)).toBe('shared')
    expect(nameOn(b)).toBe('shared')
    const pending = (await a.engine.conflicts())[0]?.conflicts ?? []
    expect(pending.map((c) => (c.body as CharacterRecord).name).sort()).toEqual([
      'Dropbox rival',
      'Syncthing rival',
    ])
    // A keeps the Syncthing rival; B takes the resolution and the other copy stays pending.
    const syncthing = pending.find((c) => (c.body as CharacterRecord).name === 'Syncthing rival')
    await a.engine.resolve('characters', hero('').id, syncthing?.revision ?? '', 'theirs')
    await until(() => nameOn(b) === 'Syncthing rival', 'B to apply the resolution')
    await b.engine.idle()
    for (const d of [a, b]) {
      const left = (await d.engine.conflicts())[0]?.conflicts ?? []
      expect(left.map((c) => (c.body as CharacterRecord).name)).toEqual(['Dropbox rival'])
    }
  })

  it('a hostile file in the folder changes nothing, and a good one in its place is read', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const b = await started('b', folder)
    await commit(a, hero('safe'))
    await until(() => nameOn(b) === 'safe', 'B to have the record')
    const good = await readText(folder, heroPath)
    const hostile = good.replace('"sync": {', '"sync": {\n    "__proto__": { "deleted": true },')
    await arrive(folder, heroPath, hostile)
    await until(() => b.engine.problems().has(heroPath), 'B to refuse the file')
    expect(nameOn(b)).toBe('safe')
    expect(({} as Record<string, unknown>).deleted).toBeUndefined()
    expect(b.engine.problems().get(heroPath)?.[0]?.message).toMatch(/__proto__/)
    await commit(a, hero('safe again'))
    await until(() => nameOn(b) === 'safe again', 'B to read the next good file')
    expect(b.engine.problems().has(heroPath)).toBe(false)
  })
})

describe('the ways folder sync loses notes in other apps', () => {
  /** A and B each with their own replica of the folder; the test carries files between them. */
  async function apart() {
    const folderA = await tempFolder('replica-a')
    const folderB = await tempFolder('replica-b')
    const a = await started('a', folderA)
    const b = await started('b', folderB)
    return { a, b, folderA, folderB }
  }

  it('a stale copy edited before the newer version arrives: a conflict, both versions kept', async () => {
    const { a, b, folderA, folderB } = await apart()
    await commit(a, hero('v1'))
    await arrive(folderB, heroPath, await readText(folderA, heroPath))
    await until(() => nameOn(b) === 'v1', 'B to have v1')
    await commit(a, hero('v2 by A'))
    await commit(b, hero('v2 by B, from a stale v1'))
    const fromA = await readText(folderA, heroPath)
    const fromB = await readText(folderB, heroPath)
    // The engine delivers each to the other side (it might also overwrite: either way).
    await arrive(folderB, heroPath, fromA)
    await arrive(folderA, heroPath, fromB)
    for (const d of [a, b])
      await until(async () => (await d.engine.conflicts()).length === 1, `${d.name}'s conflict`)
    await a.engine.idle()
    await b.engine.idle()
    const onA = (await a.engine.conflicts())[0]
    const onB = (await b.engine.conflicts())[0]
    expect(onA?.current?.revision).toBe(onB?.current?.revision)
    expect(onA?.conflicts.map((c) => c.revision)).toEqual(onB?.conflicts.map((c) => c.revision))
    const kept = [onA?.current, ...(onA?.conflicts ?? [])].map(
      (v) => (v?.body as CharacterRecord).name,
    )
    expect(kept.sort()).toEqual(['v2 by A', 'v2 by B, from a stale v1'])
  })

  it('a delete racing an edit: a conflict, the edit kept for review', async () => {
    const { a, b, folderA, folderB } = await apart()
    await commit(a, hero('v1'))
    await arrive(folderB, heroPath, await readText(folderA, heroPath))
    await until(() => nameOn(b) === 'v1', 'B to have v1')
    await commit(a, null)
    await commit(b, hero('edited on B'))
    await arrive(folderB, heroPath, await readText(folderA, heroPath))
    await until(async () => (await b.engine.conflicts()).length === 1, "B's conflict")
    const onB = (await b.engine.conflicts())[0]
    const versions = [onB?.current, ...(onB?.conflicts ?? [])]
    expect(versions.map((v) => v?.deleted).sort()).toEqual([false, true])
    expect(versions.find((v) => !v?.deleted)?.body).toMatchObject({ name: 'edited on B' })
  })

  it('device-private state stays out of the folder: only record files are written', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const b = await started('b', folder)
    await commit(a, hero('Tova'))
    await commit(
      b,
      hero('Ulf', 'b0c1d2e3-0000-4000-8000-000000000001'),
      'b0c1d2e3-0000-4000-8000-000000000001',
    )
    await until(() => nameOn(a, 'b0c1d2e3-0000-4000-8000-000000000001') === 'Ulf', 'A to see Ulf')
    const files = await listFiles(folder)
    expect(files).toEqual([heroPath, 'characters/b0c1d2e3-0000-4000-8000-000000000001.quillkeep'])
    for (const path of files) {
      const text = await readText(folder, path)
      expect(readRecordFile(text, path).ok).toBe(true)
      expect(JSON.parse(text).data.settings).toEqual([])
    }
    // The device id lives in each device's own data folder, and appears in no file name.
    expect(await listFiles(a.userData)).toEqual(['sync-device.json'])
    expect(await listFiles(b.userData)).toEqual(['sync-device.json'])
  })

  it('an old copy restored into the folder from an OS backup never wins', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const b = await started('b', folder)
    await commit(a, hero('old'))
    const old = await readText(folder, heroPath)
    for (const name of ['newer', 'newest']) await commit(a, hero(name))
    await until(() => nameOn(b) === 'newest', 'B to have the newest')
    await arrive(folder, heroPath, old)
    await until(
      async () => (await readText(folder, heroPath)).includes('"name": "newest"'),
      'the newest written back',
    )
    await a.engine.idle()
    await b.engine.idle()
    expect(nameOn(a)).toBe('newest')
    expect(nameOn(b)).toBe('newest')
    expect(await a.engine.conflicts()).toEqual([])
  })

  it('autosave writes only committed changes, debounced: a burst of commits is one write', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder, 1000)
    const written = () => a.events.filter((e) => e.kind === 'written').length
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      // Twenty committed changes 200 ms apart (each field's Enter or blur), then quiet.
      for (let i = 1; i <= 20; i++) {
        a.store.records.set(`characters/${heroId}`, hero(`T${'o'.repeat(i)}va`))
        a.engine.recordChanged('characters', heroId)
        await vi.advanceTimersByTimeAsync(200)
      }
      expect(written()).toBe(0)
      await vi.advanceTimersByTimeAsync(1000)
    } finally {
      vi.useRealTimers()
    }
    await a.engine.idle()
    expect(written()).toBe(1)
    const file = readRecordFile(await readText(folder, heroPath))
    expect(file.ok && file.file.header.base).toBe(null)
    expect(file.ok && (file.file.record as CharacterRecord).name).toBe(`T${'o'.repeat(20)}va`)
  })

  it('per-record files: one edit touches one file', async () => {
    const folder = await tempFolder('folder')
    const a = await started('a', folder)
    const ids = [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ]
    for (const id of ids) await commit(a, hero(`hero ${id.slice(-1)}`, id), id)
    const before = await Promise.all(
      ids.map((id) => readText(folder, `characters/${id}.quillkeep`)),
    )
    await commit(a, hero('hero 2, renamed', ids[1]), ids[1])
    const after = await Promise.all(ids.map((id) => readText(folder, `characters/${id}.quillkeep`)))
    expect(after.map((text, i) => text === before[i])).toEqual([true, false, true])
  })
})
