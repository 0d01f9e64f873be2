// The sync engine as the app runs it (#24): in the page, over the page's IPC SyncFolder
// (renderer/platform/sync-folder.ts), through main's real registration and handlers, on a real temp
// folder. Another device is a second engine straight on the folder on disk.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createIpcSyncFolder } from '@renderer/platform/sync-folder'
import { SyncEngine } from '@shared/sync/engine'
import { MemorySyncStore } from '@shared/sync/memory-store'
import { readRecordFile } from '@shared/sync/record-file'
import { mainWithSync } from './sync-ipc-test-helpers'
import {
  commit,
  device,
  hero,
  heroId,
  heroPath,
  nameOn,
  removeTempFolders,
  until,
  type TestDevice,
} from './sync-test-helpers'

vi.mock('electron')

afterEach(removeTempFolders)

/** This device: the engine in the page, its folder over IPC to main. */
async function pageDevice(main: Awaited<ReturnType<typeof mainWithSync>>): Promise<TestDevice> {
  const api = main.api()
  const store = new MemorySyncStore()
  const events: TestDevice['events'] = []
  const engine = new SyncEngine({
    folder: createIpcSyncFolder(api),
    device: await api.syncDevice(),
    store,
    app: 'Quillkeep 0.1.0',
    quietMs: 20,
    settleMs: 20,
    onEvent: (event) => events.push({ ...event, at: performance.now() }),
  })
  await engine.start()
  return { name: 'page', engine, store, userData: main.userData, events }
}

describe('the sync engine in the page, over IPC', () => {
  it("writes a record's change as its file, and picks up another device's file", async () => {
    const main = await mainWithSync()
    await main.useFolder()
    const page = await pageDevice(main)
    const other = await device('other', main.root)

    await commit(page, hero('Tova'))
    const written = readRecordFile(await readFile(join(main.root, heroPath), 'utf8'), heroPath)
    expect(written.ok && written.file.record).toMatchObject({ id: heroId, name: 'Tova' })
    expect(page.events.map((event) => event.kind)).toContain('written')

    await until(() => nameOn(other) === 'Tova', 'the other device to read the page’s file')
    await commit(other, hero('Tova the Bold'))
    await until(() => nameOn(page) === 'Tova the Bold', 'the page to pick up the other’s file')
    expect(page.events.at(-1)).toMatchObject({ kind: 'applied', path: heroPath })
    // Main sent the change to the page's window, on the sync channel only.
    expect(main.window.contents.send).toHaveBeenCalledWith('sync:changed', [heroPath])

    await page.engine.stop()
    await other.engine.stop()
  })

  it('reads what is already in the folder on start', async () => {
    const main = await mainWithSync()
    const other = await device('other', main.root)
    await commit(other, hero('Ylva'))
    await main.useFolder()
    const page = await pageDevice(main)
    expect(nameOn(page)).toBe('Ylva')
    await page.engine.stop()
    await other.engine.stop()
  })
})
