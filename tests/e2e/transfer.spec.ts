import { readFileSync } from 'node:fs'
import {
  test,
  expect,
  gotoApp,
  createCharacter,
  goToSheet,
  derived,
  expectNoA11yViolations,
  type Page,
} from './fixtures'

async function makeTova(page: Page): Promise<void> {
  await createCharacter(page, 'Tova', 'symbaroum')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Strong', { exact: true }).fill('14')
  await page.getByLabel('Vigilant', { exact: true }).fill('6')
  await goToSheet(page)
  await page.getByPlaceholder('New ability, e.g. Acrobatics').fill('Acrobatics')
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await page.getByRole('link', { name: 'Characters' }).click()
}

async function exportFromLibrary(page: Page, name: string): Promise<string> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: `Export ${name}` }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${name}.quillkeep`)
  const path = test.info().outputPath(`${name}-${Date.now()}.quillkeep`)
  await file.saveAs(path)
  return path
}

async function importFile(
  page: Page,
  files: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import…' }).click()
  await (await chooser).setFiles(files)
}

function withoutExportTime(text: string): unknown {
  const parsed = JSON.parse(text) as { exportedAt?: string }
  delete parsed.exportedAt
  return parsed
}

test('export a character, delete it, import it back, and find it identical', async ({ page }) => {
  await makeTova(page)
  const first = await exportFromLibrary(page, 'Tova')

  page.on('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Delete Tova' }).click()
  await page.getByRole('button', { name: 'Trash (1)' }).click()
  await page.getByRole('button', { name: 'Delete forever: Tova' }).click()
  await page.getByRole('button', { name: 'Back to characters' }).click()
  await expect(page.getByText('No characters yet.')).toBeVisible()

  await importFile(page, first)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('import-preview')).toHaveText('1 character')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: 'Tova' })).toBeVisible()

  // Identical: exporting again gives the same file but for the export time.
  const second = await exportFromLibrary(page, 'Tova')
  expect(withoutExportTime(readFileSync(second, 'utf8'))).toEqual(
    withoutExportTime(readFileSync(first, 'utf8')),
  )

  await page.getByRole('link', { name: 'Tova' }).click()
  await expect(page.getByLabel('Strong', { exact: true })).toHaveValue('14')
  await expect(derived(page, 'toughness')).toHaveText('14')
  await expect(page.locator('[data-ability="Acrobatics"] .level')).toHaveText('novice')
  await expect(page.getByTestId('xp-unspent')).toHaveText('40')
})

test('a malformed file shows what is wrong and changes nothing', async ({ page }) => {
  await makeTova(page)
  const before = await exportFromLibrary(page, 'Tova')
  const broken = JSON.parse(readFileSync(before, 'utf8')) as {
    data: { characters: { data: { attributes: { strong: unknown } } }[] }
  }
  broken.data.characters[0]!.data.attributes.strong = 99
  await importFile(page, {
    name: 'broken.quillkeep.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  })
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('alert')).toContainText('cannot be imported')
  await expect(dialog.getByTestId('import-problems')).toContainText('attributes.strong')
  await dialog.getByRole('button', { name: 'Close' }).click()

  await importFile(page, {
    name: 'not-json.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "quillkeep-char'),
  })
  await expect(dialog.getByTestId('import-problems')).not.toBeEmpty()
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Still exactly one Tova, unchanged.
  await expect(
    page.getByRole('list', { name: 'Character list' }).getByRole('listitem'),
  ).toHaveCount(1)
  const after = await exportFromLibrary(page, 'Tova')
  expect(withoutExportTime(readFileSync(after, 'utf8'))).toEqual(
    withoutExportTime(readFileSync(before, 'utf8')),
  )
})

test('back up, change a character, restore the backup: the change is undone and kept in the trash', async ({
  page,
}) => {
  await makeTova(page)
  // One roll on the sheet, so the roll log has something to back up.
  await page.getByRole('link', { name: 'Tova' }).click()
  await page.getByRole('button', { name: 'Roll Strong' }).click()
  const roller = page.getByRole('dialog')
  await roller.getByRole('button', { name: 'Roll d20' }).click()
  await expect(roller.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(1)
  await roller.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Backup written' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Backups' }).getByRole('row')).toHaveCount(2)

  await gotoApp(page, '#/characters')
  await page.getByRole('link', { name: 'Tova' }).click()
  await page.getByLabel('Strong', { exact: true }).fill('5')
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)

  await page.getByRole('link', { name: 'Settings' }).click()
  await page
    .getByRole('button', { name: /^Restore quillkeep-backup-.*-manual\.quillkeep$/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('import-preview')).toContainText(
    '1 character (1 already here: Tova)',
  )
  await expect(dialog.getByTestId('import-preview')).toContainText('1 logged roll')
  // A full backup restores by default; copies are the explicit second choice.
  await expect(dialog.getByLabel(/Restore the backup/)).toBeChecked()
  await expect(dialog.getByTestId('import-outcome')).toHaveText(
    "Replaces 1 record with the file's version (a changed character's current version goes to the trash), adds nothing.",
  )
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.setViewportSize({ width: 1100, height: 700 })
    await dialog.screenshot({ path: 'docs/screenshots/restore-backup.png' })
  }
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('link', { name: 'Characters' }).click()
  await page.getByRole('link', { name: 'Tova', exact: true }).click()
  await expect(page.getByLabel('Strong', { exact: true })).toHaveValue('14')
  await page.getByRole('link', { name: 'Characters' }).click()
  await page.getByRole('button', { name: 'Trash (1)' }).click()
  await expect(page.getByText(/Tova \(replaced/)).toBeVisible()
})

test('dropping a file on the window opens the same import preview', async ({ page }) => {
  await makeTova(page)
  const path = await exportFromLibrary(page, 'Tova')
  const text = readFileSync(path, 'utf8')
  await page.evaluate((content) => {
    const data = new DataTransfer()
    data.items.add(new File([content], 'Tova.quillkeep', { type: '' }))
    window.dispatchEvent(
      new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
    )
  }, text)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('import-preview')).toHaveText(
    '1 character (1 already here: Tova)',
  )
  // Importing a copy leaves the original alone and adds a second Tova with a new id.
  await expect(dialog.getByLabel(/Import as copies/)).toBeChecked()
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(
    page.getByRole('list', { name: 'Character list' }).getByRole('link', { name: 'Tova' }),
  ).toHaveCount(2)
})

test('every way in says why a file is refused: Import… at once, a drop, and a damaged backup', async ({
  page,
}) => {
  // Import… right after the app opens (the dialog used to mount only later, and showed nothing).
  await gotoApp(page, '#/characters')
  await importFile(page, {
    name: 'repeated.quillkeep.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"quillkeep-character","format":"quillkeep-backup"}'),
  })
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('alert')).toContainText('cannot be imported')
  await expect(dialog.getByTestId('import-problems')).toContainText('"format"')
  await dialog.getByRole('button', { name: 'Close' }).click()

  // A dropped file that is not JSON at all.
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.items.add(new File(['just some notes'], 'notes.json', { type: 'application/json' }))
    window.dispatchEvent(
      new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
    )
  })
  await expect(dialog.getByTestId('import-problems')).toContainText('not valid JSON')
  await dialog.getByRole('button', { name: 'Close' }).click()

  // A backup damaged outside the app (an impossible date), restored from Settings.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Backup written' })).toBeVisible()
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('quillkeep-backups')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    })
    const all = await new Promise<{ name: string; gzip: ArrayBuffer }[]>((resolve) => {
      const request = db.transaction('backups').objectStore('backups').getAll()
      request.onsuccess = () => resolve(request.result as { name: string; gzip: ArrayBuffer }[])
    })
    // Backups are stored gzip-compressed: damage the text inside, then store it compressed again.
    const through = (bytes: BlobPart, stream: CompressionStream | DecompressionStream) =>
      new Response(new Blob([bytes]).stream().pipeThrough(stream))
    const damaged = []
    for (const backup of all) {
      const text = await through(backup.gzip, new DecompressionStream('gzip')).text()
      const content = text.replace(
        /"exportedAt": "[^"]+"/,
        '"exportedAt": "2025-02-30T10:00:00.000Z"',
      )
      const gzip = await through(content, new CompressionStream('gzip')).arrayBuffer()
      damaged.push({ ...backup, gzip })
    }
    const store = db.transaction('backups', 'readwrite').objectStore('backups')
    for (const backup of damaged) store.put(backup)
  })
  await page
    .getByRole('button', { name: /^Restore quillkeep-backup-.*\.quillkeep$/ })
    .first()
    .click()
  await expect(dialog.getByTestId('import-problems')).toContainText('exportedAt')
  await dialog.getByRole('button', { name: 'Close' }).click()
})
