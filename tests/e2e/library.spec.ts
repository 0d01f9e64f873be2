import { test, expect, gotoApp, type Page } from './fixtures'

async function create(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('System', { exact: true }).selectOption('symbaroum')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Creation steps' })).toBeVisible()
  await page.getByRole('link', { name: 'Characters' }).click()
}

test('library: search, duplicate, delete to trash and restore', async ({ page }) => {
  await gotoApp(page)
  await expect(page.getByText('No characters yet.')).toBeVisible()
  await create(page, 'Ærin')
  await create(page, 'Bodil')
  const list = page.getByRole('list', { name: 'Character list' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.locator('.badge').first()).toHaveText('Symbaroum')

  await page.getByPlaceholder('Search by name or system').fill('ærin')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await page.getByPlaceholder('Search by name or system').fill('')

  await page.getByRole('button', { name: 'Duplicate Bodil' }).click()
  await expect(list.getByRole('link', { name: 'Bodil (copy)' })).toBeVisible()

  await page.getByRole('button', { name: 'Delete Ærin' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Trash (1)' }).click()
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible()
  await page.getByRole('button', { name: 'Restore Ærin' }).click()
  await expect(page.getByText('The trash is empty.')).toBeVisible()
  await page.getByRole('button', { name: 'Back to characters' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(3)

  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(
    page.getByRole('list', { name: 'Character list' }).getByRole('listitem'),
  ).toHaveCount(3)
})

test('an empty name is refused with a message', async ({ page }) => {
  await gotoApp(page)
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Give the character a name.')
  await expect(page.getByText('No characters yet.')).toBeVisible()
})

test('theme follows the system and can be overridden in Settings', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await gotoApp(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByLabel('Light').check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.getByLabel('Follow the system', { exact: true }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test('the language switches at once in Settings, and the next start opens in it', async ({
  page,
}) => {
  await gotoApp(page, '#/settings')
  // The browser's language (English here) is the default, named in the picker.
  await expect(page.getByLabel('Follow the system (English)')).toBeChecked()
  await page.getByLabel('Svenska').check()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inställningar')
  await expect(page.getByRole('link', { name: 'Rollpersoner' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  // A new start: the first frame is already in Swedish.
  await gotoApp(page, '#/characters')
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rollpersoner')
  await page.getByRole('button', { name: 'Ny rollperson' }).click()
  await page.getByLabel('Namn', { exact: true }).fill('Ærin')
  await page.getByRole('button', { name: 'Skapa', exact: true }).click()
  await page.getByRole('link', { name: 'Rollpersoner' }).click()
  await expect(page.getByText(/^Ändrad /)).toBeVisible()
  if (process.env.QUILLKEEP_SCREENSHOTS)
    await page.screenshot({ path: 'docs/screenshots/library-sv.png' })
  await page.getByRole('link', { name: 'Inställningar' }).click()
  await page.getByLabel('Deutsch').check()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen')
  if (process.env.QUILLKEEP_SCREENSHOTS)
    await page.screenshot({ path: 'docs/screenshots/settings-de.png' })
  await page.getByLabel('Wie das System (English)').check()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
})

test('house rules: the Symbaroum point total changes the creation check', async ({ page }) => {
  await gotoApp(page, '#/settings')
  // Each system's rules fold; open Symbaroum's.
  await page.locator('summary', { hasText: 'Symbaroum' }).click()
  const total = page.getByLabel('Attribute points at creation')
  await expect(total).toHaveValue('80')
  await total.fill('200')
  await total.blur()
  await expect(page.getByRole('alert')).toContainText('must be a whole number from')
  await total.fill('75')
  await total.blur()
  await page.getByRole('link', { name: 'Characters' }).click()
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Siv')
  await page.getByLabel('System', { exact: true }).selectOption('symbaroum')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('attribute-points')).toContainText('of 75 points')
})

test('Settings folds each system’s rules, and the contributor table is one compact grid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoApp(page, '#/settings')
  // Folded, the whole screen is under two window heights (it was about 6,000 px with 36
  // contributor fields listed one below the other).
  const folded = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(folded).toBeLessThan(2 * 800)
  await page.locator('summary', { hasText: 'Gods & Monsters' }).click()
  const grid = page.locator('[data-rule-table="gods-monsters.contributors"]')
  // Ten settable scores (3–20 less the eight the worked examples fix), a Major and a Minor each.
  await expect(grid.getByRole('spinbutton')).toHaveCount(20)
  // The grid is compact: 10 score rows of two cells, each row one line high.
  const box = await grid.locator('table').boundingBox()
  expect(box?.height ?? Infinity).toBeLessThan(20 * 40)
  const cell = grid.getByRole('spinbutton', { name: 'Major contributor at 17' })
  await cell.fill('4')
  await cell.press('Enter')
  await expect(page.locator('summary', { hasText: 'Gods & Monsters' })).toContainText('1 changed')
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await grid.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'docs/screenshots/settings-house-rules.png' })
  }
  await grid.getByRole('button', { name: 'Reset Major contributor at 17' }).click()
  await expect(page.locator('summary', { hasText: 'Gods & Monsters' })).toContainText(
    'all defaults',
  )
})

test('a long name stays inside its card, copies of it too, and a backup still works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 700 })
  await gotoApp(page)
  const long = 'Tovaoftheravenhillclanwhowalkedthroughdavokar'.repeat(3).slice(0, 120)
  await create(page, long)
  const list = page.getByRole('list', { name: 'Character list' })
  await page.getByRole('button', { name: `Duplicate ${long}` }).click()
  await page.getByRole('button', { name: `Duplicate ${long} (copy)` }).click()
  await expect(list.getByRole('listitem')).toHaveCount(3)
  for (const card of await list.getByRole('listitem').all()) {
    // Nothing sticks out of the card, and its buttons stay on screen.
    expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    const box = await card.getByRole('button', { name: /^Delete/ }).boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(900)
  }
  // The duplicates' names fit what import accepts, so the next backup is written.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Backup written' })).toBeVisible()
})
