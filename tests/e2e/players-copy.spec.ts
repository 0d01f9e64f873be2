// The players' copy of a journal (#23 §2): a game master's secrets never reach the players, in the
// exported file, in the journal it imports as, in that journal's search, or in the printed PDF.
import { readFileSync } from 'node:fs'
import { pdfText, squeeze } from '../pdf-tools'
import { test, expect, gotoApp, type Page } from './fixtures'

const secretWord = /vortexcult/i

/** Opens a route with a fresh page load, so <html data-ready> comes from the new screen. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto('about:blank')
  await gotoApp(page, route)
}

async function openJournal(page: Page, campaign: string): Promise<void> {
  await open(page, '#/campaigns')
  await page
    .locator(`[data-campaign="${campaign}"]`)
    .getByRole('link', { name: campaign, exact: true })
    .click()
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Journal' })
    .click()
}

async function savedPdfText(page: Page, fileName: string): Promise<string> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('print-preview')).toBeVisible()
  await expect(dialog.getByText(/^Preparing/)).toHaveCount(0)
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(fileName)
  const path = test.info().outputPath(`${Date.now()}-${fileName}`)
  await file.saveAs(path)
  return squeeze(pdfText(new Uint8Array(readFileSync(path))))
}

test('the players’ copy holds no GM secret: file, imported journal, search and PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // The game master's journal: an inline secret, a secret paragraph and a secret tag.
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Saga')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  // Stored once the list shows it: only then may the page be left (a reload in openJournal).
  await expect(page.locator('[data-campaign="Saga"]')).toBeVisible()
  await openJournal(page, 'Saga')
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('The mill')
  await page.getByLabel('Tags').fill('mill, {{gm}}vortexcult{{/gm}}')
  await page
    .getByLabel('Entry text (Markdown)')
    .fill(
      'The miller smiles. {{gm}}He serves the vortexcult.{{/gm}}\n\n' +
        '{{gm}}\nThe vortexcult meets below the millstones.\n{{/gm}}\n\nWe left at dawn.',
    )
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)

  // The journal PDF: the GM's own keeps the secret, the players' copy has none of it.
  await page.getByRole('button', { name: 'Print the journal' }).click()
  expect(await savedPdfText(page, 'Saga journal.pdf')).toMatch(secretWord)
  await page.getByRole('dialog').getByLabel('Players’ copy (no GM secrets)').check()
  const players = await savedPdfText(page, 'Saga (players) journal.pdf')
  expect(players).not.toMatch(secretWord)
  expect(players).toContain('The miller smiles.')
  expect(players).toContain('We left at dawn.')
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

  // The players' copy as a campaign file.
  await open(page, '#/campaigns')
  const download = page.waitForEvent('download')
  await page
    .getByRole('button', { name: 'Export players’ copy of Saga, without GM secrets' })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Saga (players).campaign.quillkeep')
  const path = test.info().outputPath('players.campaign.quillkeep')
  await file.saveAs(path)
  const text = readFileSync(path, 'utf8')
  expect(text).not.toMatch(secretWord)
  expect(text).toContain('We left at dawn.')

  // A player imports it into a browser of their own.
  const context = await browser.newContext({ baseURL })
  try {
    const player = await context.newPage()
    await gotoApp(player)
    const chooser = player.waitForEvent('filechooser')
    await player.getByRole('button', { name: 'Import…' }).click()
    await (await chooser).setFiles(path)
    const dialog = player.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(dialog).toBeHidden()
    await openJournal(player, 'Saga')
    await player
      .getByRole('link', { name: /The mill/ })
      .first()
      .click()
    await expect(player.getByLabel('Entry text (Markdown)')).toHaveValue(
      'The miller smiles. \n\nWe left at dawn.',
    )
    await expect(player.getByLabel('Tags')).toHaveValue('mill')
    await expect(player.locator('body')).not.toContainText(secretWord)

    const search = player.getByRole('searchbox', { name: 'Search the journal' })
    const results = player.getByRole('list', { name: 'Search results' }).getByRole('listitem')
    await search.fill('dawn')
    await expect(results).toHaveCount(1)
    await search.fill('vortexcult')
    await expect(results).toHaveCount(0)
    await search.fill('millstones')
    await expect(results).toHaveCount(0)
    await expect(player.locator('body')).not.toContainText(secretWord)
  } finally {
    await context.close()
  }
})
