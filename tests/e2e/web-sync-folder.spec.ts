// The web build's sync folder (#24) in the real Chromium, on the Origin Private File System
// (navigator.storage.getDirectory(): real File System Access handles, no dialog).
// - First the browser's side of what fs-access-folder.ts relies on: a write shows only on close,
//   abort keeps the old file, lastModified and size move on with a write, a file made with
//   { create } is there (empty) at once, the errors' names, and a handle kept in IndexedDB comes
//   back usable.
// - Then the web build's own code (fsAccessSyncFolder, createWebSync) on that API, through a test
//   page built from tests/e2e/pages/web-sync/ with the app's Vite settings. The Settings panel is
//   not driven here.
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { test, expect, gotoApp, type Page } from './fixtures'
import type { fsAccessSyncFolder } from '@renderer/platform/fs-access-folder'
import type { createWebSync } from '@renderer/platform/web-sync'

test('the browser offers the folder picker, so the web build has Platform.sync', async ({
  page,
}) => {
  await gotoApp(page)
  expect(
    await page.evaluate(
      () => typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker,
    ),
  ).toBe('function')
})

test('createWritable replaces the file only on close; abort keeps the old file', async ({
  page,
}) => {
  await gotoApp(page)
  const seen = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    const folder = await root.getDirectoryHandle('sync-writes', { create: true })
    const handle = await folder.getFileHandle('a1b2c3d4.quillkeep', { create: true })
    const createdEmpty = (await handle.getFile()).size
    const first = await handle.createWritable()
    await first.write('old text')
    await first.close()
    const before = await handle.getFile()

    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await handle.createWritable()
    await second.write('new, longer text')
    const whileOpen = await (await handle.getFile()).text()
    await second.close()
    const after = await handle.getFile()

    const third = await handle.createWritable()
    await third.write('never shown')
    await third.abort()
    const afterAbort = await (await handle.getFile()).text()
    const names: string[] = []
    for await (const name of folder.keys()) names.push(name)
    return {
      createdEmpty,
      whileOpen,
      afterClose: await after.text(),
      afterAbort,
      sizes: [before.size, after.size],
      later: after.lastModified > before.lastModified,
      names,
    }
  })
  expect(seen.createdEmpty).toBe(0)
  expect(seen.whileOpen).toBe('old text')
  expect(seen.afterClose).toBe('new, longer text')
  expect(seen.afterAbort).toBe('new, longer text')
  expect(seen.sizes).toEqual([8, 16])
  expect(seen.later).toBe(true)
  // No swap file is left behind.
  expect(seen.names).toEqual(['a1b2c3d4.quillkeep'])
})

test('missing entries and wrong kinds fail with the names the folder checks', async ({ page }) => {
  await gotoApp(page)
  const names = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    const folder = await root.getDirectoryHandle('sync-errors', { create: true })
    await folder.getFileHandle('campaigns', { create: true })
    const nameOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'no error',
        (error: unknown) => (error instanceof DOMException ? error.name : String(error)),
      )
    return {
      missingFolder: await nameOf(folder.getDirectoryHandle('characters')),
      missingFile: await nameOf(folder.getFileHandle('a1b2c3d4.quillkeep')),
      fileAsFolder: await nameOf(folder.getDirectoryHandle('campaigns')),
      permission: await (
        folder as unknown as { queryPermission(d: { mode: string }): Promise<string> }
      ).queryPermission({ mode: 'readwrite' }),
    }
  })
  expect(names).toEqual({
    missingFolder: 'NotFoundError',
    missingFile: 'NotFoundError',
    fileAsFolder: 'TypeMismatchError',
    permission: 'granted',
  })
})

test('a folder handle kept in IndexedDB comes back as the same, usable folder', async ({
  page,
}) => {
  await gotoApp(page)
  const kept = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    const folder = await root.getDirectoryHandle('sync-kept', { create: true })
    const file = await folder.getFileHandle('a1b2c3d4.quillkeep', { create: true })
    const writable = await file.createWritable()
    await writable.write('kept')
    await writable.close()

    const open = () =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('web-sync-folder-spec', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('values')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('open failed'))
      })
    const done = (request: IDBRequest | IDBTransaction) =>
      new Promise<unknown>((resolve, reject) => {
        if (request instanceof IDBTransaction) {
          request.oncomplete = () => resolve(undefined)
          request.onerror = () => reject(request.error ?? new Error('failed'))
        } else {
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error ?? new Error('failed'))
        }
      })
    const write = await open()
    const put = write.transaction('values', 'readwrite')
    put.objectStore('values').put({ handle: folder, enabled: true }, 'syncFolder')
    await done(put)
    write.close()

    const read = await open()
    const stored = (await done(
      read.transaction('values').objectStore('values').get('syncFolder'),
    )) as { handle: FileSystemDirectoryHandle; enabled: boolean }
    read.close()
    const again = await stored.handle.getFileHandle('a1b2c3d4.quillkeep')
    return {
      isHandle: stored.handle instanceof FileSystemDirectoryHandle,
      same: await stored.handle.isSameEntry(folder),
      name: stored.handle.name,
      text: await (await again.getFile()).text(),
    }
  })
  expect(kept).toEqual({ isHandle: true, same: true, name: 'sync-kept', text: 'kept' })
})

/** What the test page puts on window. */
interface WebSyncTest {
  fsAccessSyncFolder: typeof fsAccessSyncFolder
  createWebSync: typeof createWebSync
}
declare global {
  interface Window {
    webSyncTest: WebSyncTest
  }
}

const webDir = resolve(process.env.QUILLKEEP_WEB_DIR ?? 'out/web')

async function openTestPage(page: Page): Promise<void> {
  await page.goto('./e2e-web-sync/index.html')
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
}

test.describe("the web build's sync code on the real API", () => {
  // One worker builds the page once and runs these in turn.
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await build({
      configFile: resolve('vite.web.config.ts'),
      root: resolve('tests/e2e/pages/web-sync'),
      base: './',
      logLevel: 'error',
      build: { outDir: join(webDir, 'e2e-web-sync'), emptyOutDir: true },
    })
  })

  test('the folder writes, lists, reads another writer and polls for changes', async ({ page }) => {
    await openTestPage(page)
    const seen = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory()
      const handle = await root.getDirectoryHandle('sync-folder', { create: true })
      const folder = window.webSyncTest.fsAccessSyncFolder(handle, { pollMs: 50 })
      const path = 'characters/a1b2c3d4.quillkeep'
      const changed: string[] = []
      const stop = await folder.watch((changedPath) => changed.push(changedPath))

      await folder.write(path, 'mine')
      const ownRead = await folder.read(path)
      const listed = await folder.list(['characters', 'journal'])
      const refused = await folder.write('../outside.quillkeep', 'x').then(
        () => 'written',
        (error: Error) => error.message,
      )
      // Polls pass: this page's own write is not reported.
      await new Promise((done) => setTimeout(done, 300))
      const afterOwnWrite = [...changed]

      // Another writer (a sync engine bringing another device's file) through its own handle.
      await new Promise((done) => setTimeout(done, 20))
      const theirs = await (
        await (await root.getDirectoryHandle('sync-folder')).getDirectoryHandle('characters')
      ).getFileHandle('a1b2c3d4.quillkeep')
      const writable = await theirs.createWritable()
      await writable.write('theirs, longer')
      await writable.close()
      const deadline = Date.now() + 5000
      while (changed.length === 0 && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 20))
      await stop()
      return {
        ownRead,
        listed,
        refused,
        afterOwnWrite,
        changed,
        otherRead: await folder.read(path),
      }
    })
    expect(seen.ownRead).toEqual({ kind: 'none' })
    expect(seen.listed).toEqual(['characters/a1b2c3d4.quillkeep'])
    expect(seen.refused).toBe('"../outside.quillkeep" is not a file in the sync folder.')
    expect(seen.afterOwnWrite).toEqual([])
    expect(seen.changed).toEqual(['characters/a1b2c3d4.quillkeep'])
    expect(seen.otherRead).toEqual({ kind: 'text', text: 'theirs, longer' })
  })

  test('Platform.sync keeps the chosen folder, the switch and the device id across a reload', async ({
    page,
  }) => {
    await openTestPage(page)
    const before = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory()
      const chosen = await root.getDirectoryHandle('sync-chosen', { create: true })
      const sync = window.webSyncTest.createWebSync({
        host: { showDirectoryPicker: () => Promise.resolve(chosen) },
      })
      if (!sync) throw new Error('no Platform.sync')
      const picked = await sync.chooseFolder()
      const enabled = await sync.setEnabled(true)
      await sync.folder().write('journal/e1f2a3b4.quillkeep', 'an entry')
      return { picked, enabled, device: await sync.device() }
    })
    expect(before.picked).toEqual({ folder: 'sync-chosen', enabled: false })
    expect(before.enabled).toEqual({ folder: 'sync-chosen', enabled: true })

    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
    const after = await page.evaluate(async () => {
      const sync = window.webSyncTest.createWebSync({
        host: { showDirectoryPicker: () => Promise.reject(new Error('not asked')) },
      })
      if (!sync) throw new Error('no Platform.sync')
      const folder = sync.folder()
      return {
        settings: await sync.settings(),
        device: await sync.device(),
        permission: await sync.permission?.(),
        listed: await folder.list(['journal']),
        // Another page's write (before the reload) reads as text here.
        read: await folder.read('journal/e1f2a3b4.quillkeep'),
      }
    })
    expect(after).toEqual({
      settings: { folder: 'sync-chosen', enabled: true },
      device: before.device,
      permission: 'granted',
      listed: ['journal/e1f2a3b4.quillkeep'],
      read: { kind: 'text', text: 'an entry' },
    })
  })
})
