// Sync between devices (#24) in the browser, end to end: two app instances, each a browser
// context with its own IndexedDB and its own folder (the browser's private file system standing
// in for the folder the user picks; the folder picker is stubbed to return it). The test carries
// files between the two folders the way Syncthing or Dropbox would, including a conflict copy and
// a hostile file. Where the browser has no folder access, Settings says sync is desktop-only.
import type { Browser, BrowserContext } from '@playwright/test'
import { test, expect, gotoApp, createCharacter, type Page } from './fixtures'

/** The folder picker answers with a folder in the browser's private file system. */
function stubFolderPicker(): void {
  const picker = async () => {
    const root = await navigator.storage.getDirectory()
    return root.getDirectoryHandle('sync-folder', { create: true })
  }
  Object.defineProperty(window, 'showDirectoryPicker', { value: picker, configurable: true })
}

/** A second app instance: a context of its own, whose page errors are collected. */
async function device(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext()
  await context.addInitScript(stubFolderPicker)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return { context, page, errors }
}

/** Every file in the device's sync folder: `table/name` → text. */
function folderFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('sync-folder', {
      create: true,
    })
    const files: Record<string, string> = {}
    const entries = (dir: FileSystemDirectoryHandle) =>
      (dir as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()
    for await (const table of entries(root)) {
      if (table.kind !== 'directory') continue
      for await (const file of entries(table as FileSystemDirectoryHandle)) {
        if (file.kind !== 'file') continue
        const text = await (await (file as FileSystemFileHandle).getFile()).text()
        files[`${table.name}/${file.name}`] = text
      }
    }
    return files
  })
}

/** Writes files into the device's sync folder, as another device's sync engine would. */
async function writeFiles(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(async (files) => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('sync-folder', {
      create: true,
    })
    for (const [path, text] of Object.entries(files)) {
      const [table, name] = path.split('/') as [string, string]
      const dir = await root.getDirectoryHandle(table, { create: true })
      const writable = await (await dir.getFileHandle(name, { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, files)
}

/** Settings › Sync between devices: choose the folder and turn sync on. */
async function turnSyncOn(page: Page): Promise<void> {
  await gotoApp(page, '#/settings')
  const panel = page.getByRole('region', { name: 'Sync between devices' })
  await panel.getByRole('button', { name: 'Choose folder…' }).click()
  await expect(panel.getByTestId('sync-folder')).toHaveText('sync-folder')
  await panel.getByLabel('Sync with this folder').check()
  await expect(panel.getByTestId('sync-status')).toHaveText(/^Last synced /)
}

/** Renames the open character on its sheet. */
async function rename(page: Page, name: string): Promise<void> {
  const field = page.getByLabel('Character name')
  await field.fill(name)
  await field.press('Tab')
}

const characterFiles = (files: Record<string, string>) =>
  Object.keys(files).filter((path) => path.startsWith('characters/'))

test('two instances on one folder: a change is picked up, a conflict copy is reviewed, a hostile file changes nothing', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(90_000)
  // A is the test's own page (its errors fail the test); B a second instance.
  await context.addInitScript(stubFolderPicker)
  const a = { context, page }
  const b = await device(browser)
  await turnSyncOn(a.page)
  await turnSyncOn(b.page)

  // A makes a character; its file appears in A's folder after the quiet time.
  await createCharacter(a.page, 'Tova', 'symbaroum')
  await expect
    .poll(async () => characterFiles(await folderFiles(a.page)), { timeout: 10_000 })
    .toHaveLength(1)
  const [path] = characterFiles(await folderFiles(a.page))

  // The sync engine carries it to B: B's library shows it.
  await gotoApp(b.page, '#/characters')
  const started = Date.now()
  await writeFiles(b.page, { [path!]: (await folderFiles(a.page))[path!]! })
  const bList = b.page.getByRole('list', { name: 'Character list' })
  await expect(bList.getByRole('link', { name: 'Tova' })).toBeVisible({ timeout: 10_000 })
  const pickupMs = Date.now() - started
  console.log(`sync e2e: B showed A's new character ${pickupMs} ms after its file arrived`)

  // Both rename it before either hears of the other: A's file reaches B as Syncthing's
  // conflict copy, beside B's own.
  await a.page.goto(`./#/characters`)
  await a.page.getByRole('link', { name: 'Tova' }).click()
  await rename(a.page, 'Tova of the laptop')
  await bList.getByRole('link', { name: 'Tova' }).click()
  await rename(b.page, 'Tova of the desktop')
  await expect
    .poll(async () => (await folderFiles(a.page))[path!], { timeout: 10_000 })
    .toContain('Tova of the laptop')
  await expect
    .poll(async () => (await folderFiles(b.page))[path!], { timeout: 10_000 })
    .toContain('Tova of the desktop')
  const copy = path!.replace('.quillkeep', '.sync-conflict-20261127-101010-ABCDEFG.quillkeep')
  await writeFiles(b.page, { [copy]: (await folderFiles(a.page))[path!]! })

  // B offers it for review; nothing was dropped.
  await gotoApp(b.page, '#/settings')
  const panel = b.page.getByRole('region', { name: 'Sync between devices' })
  await expect(panel.getByTestId('sync-conflicts')).toContainText(
    'One record has two versions waiting for your review.',
    { timeout: 10_000 },
  )
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await panel.screenshot({ path: 'docs/screenshots/sync-settings.png' })
  }
  await panel.getByRole('link', { name: 'Review conflicts' }).click()
  const review = b.page.getByRole('main')
  await expect(review.getByText('Tova of the laptop').first()).toBeVisible()
  await expect(review.getByText('Tova of the desktop').first()).toBeVisible()
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await b.page.screenshot({ path: 'docs/screenshots/sync-conflict.png' })
  }
  await review
    .getByRole('button', { name: /Keep theirs/ })
    .first()
    .click()
  await expect(review.getByText('No conflicts waiting.')).toBeVisible()
  await gotoApp(b.page, '#/characters')
  await expect(bList.getByRole('link', { name: 'Tova of the laptop' })).toBeVisible()

  // B's sheet keeps its history while sync is on: the versions it made and took in, each one
  // that can be restored as one undoable change.
  await bList.getByRole('link', { name: 'Tova of the laptop' }).click()
  await b.page.getByRole('button', { name: 'History…' }).click()
  const history = b.page.getByRole('dialog', { name: 'History of Tova of the laptop' })
  const versions = history.getByTestId('history-versions').getByRole('button')
  await expect(versions).toHaveCount(3) // A's first, B's rename, the resolution
  await expect(versions.first()).toContainText('this device')
  await versions.last().click()
  await history.getByRole('button', { name: 'Restore this version' }).click()
  // Restored: the dialog is now the history of "Tova".
  await b.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(b.page.getByLabel('Character name')).toHaveValue('Tova')
  await b.page.keyboard.press('Control+z')
  await expect(b.page.getByLabel('Character name')).toHaveValue('Tova of the laptop')
  await gotoApp(b.page, '#/characters')

  // B's resolution reaches A through the record's file: A keeps the same name, with nothing to
  // review.
  await expect
    .poll(async () => (await folderFiles(b.page))[path!], { timeout: 10_000 })
    .toContain('Tova of the laptop')
  await writeFiles(a.page, { [path!]: (await folderFiles(b.page))[path!]! })
  await gotoApp(a.page, '#/settings')
  await expect(
    a.page.getByRole('region', { name: 'Sync between devices' }).getByTestId('sync-status'),
  ).toHaveText(/^Last synced /)
  await gotoApp(a.page, '#/characters')
  await expect(
    a.page
      .getByRole('list', { name: 'Character list' })
      .getByRole('link', { name: 'Tova of the laptop' }),
  ).toBeVisible()

  // A hostile file in B's folder changes nothing, and is named in Settings.
  await writeFiles(b.page, {
    'characters/evil-character.quillkeep':
      '{"__proto__": {"polluted": true}, "format": "quillkeep"}',
  })
  await gotoApp(b.page, '#/settings')
  await expect(panel.getByTestId('sync-problems')).toContainText(
    'characters/evil-character.quillkeep',
    { timeout: 10_000 },
  )
  expect(await b.page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined()
  await gotoApp(b.page, '#/characters')
  await expect(bList.getByRole('listitem')).toHaveCount(1)

  // A second tab of A shares its database and device id: only one tab syncs.
  const secondTab = await context.newPage()
  await gotoApp(secondTab, '#/settings')
  await expect(
    secondTab.getByRole('region', { name: 'Sync between devices' }).getByRole('alert'),
  ).toContainText('Sync is running in another Quillkeep tab of this browser.')
  await secondTab.close()

  expect(b.errors).toEqual([])
  await b.context.close()
})

test('where the browser cannot use a folder, Settings says sync is desktop-only', async ({
  context,
  page,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'showDirectoryPicker', { value: undefined, configurable: true })
  })
  await gotoApp(page, '#/settings')
  const panel = page.getByRole('region', { name: 'Sync between devices' })
  await expect(panel.getByTestId('sync-unavailable')).toContainText('needs the desktop app')
  await expect(panel).toContainText('Export and import work everywhere')
})
