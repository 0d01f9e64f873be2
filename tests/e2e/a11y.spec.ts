// An axe scan of every screen in both themes: the library, creation and each system's sheet,
// the campaigns list, a campaign's journal, party and settings, app settings with every fold
// open, and the import and print dialogs. Serious and critical violations fail the test.
import {
  test,
  expect,
  expectNoA11yViolations,
  gotoApp,
  createCharacter,
  goToSheet,
  type Page,
} from './fixtures'

const themes = ['light', 'dark'] as const

/** Scans the current screen in the light and the dark theme; it has exactly one main landmark. */
async function scanBothThemes(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('main'), `${screen}: one main landmark`).toHaveCount(1)
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html'), screen).toHaveAttribute('data-theme', theme)
    await test.step(`${screen} (${theme})`, () => expectNoA11yViolations(page))
  }
}

const systemIds = ['symbaroum', 'cairn-ap', 'murdham', 'heimr', 'gods-monsters']

test('every system: creation and sheet, both themes', async ({ page }) => {
  test.setTimeout(120_000)
  for (const system of systemIds) {
    await createCharacter(page, `Axe ${system}`, system)
    await scanBothThemes(page, `${system} creation`)
    await goToSheet(page)
    await scanBothThemes(page, `${system} sheet`)
  }
  await gotoApp(page, '#/characters')
  await expect(
    page.getByRole('list', { name: 'Character list' }).getByRole('listitem'),
  ).toHaveCount(systemIds.length)
  await scanBothThemes(page, 'library')
})

test('campaign screens and app settings, both themes', async ({ page }) => {
  test.setTimeout(90_000)
  await createCharacter(page, 'Tova', 'symbaroum')
  await gotoApp(page, '#/campaigns')
  await scanBothThemes(page, 'campaigns, none yet')
  await page.getByLabel('Name').fill('Ravenfall')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await scanBothThemes(page, 'campaigns')

  const campaign = page.locator('[data-campaign="Ravenfall"]')
  await campaign.getByRole('link', { name: 'Party of Ravenfall' }).click()
  await page.getByLabel('Character').selectOption({ label: 'Tova (Symbaroum)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  await expect(page.getByTestId('party-size')).toHaveText('1 member')
  await scanBothThemes(page, 'party')

  const sections = page.getByRole('navigation', { name: 'Campaign sections' })
  await sections.getByRole('link', { name: 'Journal' }).click()
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('The bridge')
  await page.getByLabel('Entry text (Markdown)').fill('We crossed **the bridge** with [[Tova]].')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  await scanBothThemes(page, 'journal')

  await sections.getByRole('link', { name: 'Combat' }).click()
  await page.getByLabel('Foe’s name').fill('Wolf')
  await page.getByRole('button', { name: 'Add foe' }).click()
  await scanBothThemes(page, 'a new encounter')
  await page.getByRole('button', { name: 'Start the encounter' }).click()
  await expect(page.locator('.round')).toHaveText('Round 1')
  await scanBothThemes(page, 'a fight')

  await sections.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'House rules for this campaign' })).toBeVisible()
  for (const summary of await page.locator('summary').all()) await summary.click()
  await scanBothThemes(page, 'campaign settings')

  await gotoApp(page, '#/settings')
  for (const summary of await page.locator('summary').all()) await summary.click()
  await scanBothThemes(page, 'settings, every fold open')
})

test('dialogs: print and import, both themes', async ({ page }) => {
  await createCharacter(page, 'Tova', 'symbaroum')
  await goToSheet(page)
  await page.getByRole('button', { name: 'Print…' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await scanBothThemes(page, 'print dialog')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await gotoApp(page, '#/characters')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import…' }).click()
  await (
    await chooser
  ).setFiles({
    name: 'tova.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"not": "a quillkeep file"}'),
  })
  await expect(page.getByRole('dialog')).toBeVisible()
  await scanBothThemes(page, 'import dialog with an error')
})
