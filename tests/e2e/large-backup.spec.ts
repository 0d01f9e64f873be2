// What Quillkeep exports, it can import: a campaign of 10,000 journal entries (about 23 MB) is
// imported through Library › Import…, exported with Export everything, and the exported file
// imports again (as a restore that finds everything already the same).
import { readFileSync, statSync } from 'node:fs'
import { largeBackupText } from '../large-backup'
import { test, expect, gotoApp } from './fixtures'

test.setTimeout(240_000)

test('a 10,000-entry backup imports, exports and imports again', async ({ page }) => {
  const text = largeBackupText(10_000)
  expect(text.length).toBeGreaterThan(20 * 1024 * 1024) // over the old 20 MiB cap
  await gotoApp(page, '#/characters')

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import…' }).click()
  await (
    await chooser
  ).setFiles({
    name: 'long-campaign.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  })
  const dialog = page.getByRole('dialog')
  // Reading and checking show progress; the window keeps answering meanwhile.
  await expect(dialog.getByTestId('import-preview')).toContainText('10000 journal entries', {
    timeout: 60_000,
  })
  await expect(dialog.getByTestId('import-outcome')).toHaveText(
    /^Adds 10006 records; nothing here changes/,
  )
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: 120_000 })
  await expect(
    page.getByRole('list', { name: 'Character list' }).getByRole('listitem'),
  ).toHaveCount(5)

  await page.getByRole('link', { name: 'Settings' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export everything…' }).click()
  const exported = test.info().outputPath('everything.json')
  await (await download).saveAs(exported)
  expect(statSync(exported).size).toBeGreaterThan(20 * 1024 * 1024)
  const written = JSON.parse(readFileSync(exported, 'utf8')) as {
    data: { journal: unknown[]; characters: unknown[] }
  }
  expect(written.data.journal).toHaveLength(10_000)

  const again = page.waitForEvent('filechooser')
  await page
    .getByRole('button', { name: /^Import/ })
    .first()
    .click()
  await (await again).setFiles(exported)
  await expect(dialog.getByTestId('import-preview')).toContainText(
    '10000 journal entries (10000 already here)',
    { timeout: 60_000 },
  )
  await expect(dialog.getByLabel(/Restore the backup/)).toBeChecked()
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: 120_000 })
  await expect(page.getByRole('status').filter({ hasText: /Restored/ })).toContainText(
    '0 added, 10006 already the same',
  )
})
