// Long lists render only what is in view: a library of 400 characters and a party of 120
// members scroll, filter, keep working with the keyboard, and pass axe in both themes.
import { test, expect, expectNoA11yViolations, gotoApp, type Page } from './fixtures'

async function scanBothThemes(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expectNoA11yViolations(page)
  }
}

/**
 * Creates one character through the app, then stores `count` copies of it straight into the
 * app's database (as an import would leave them): "Wanderer 000" edited first … the highest
 * number edited last; in the party of a campaign "Long road" when `inParty`.
 */
async function manyCharacters(page: Page, count: number, inParty = false): Promise<void> {
  await gotoApp(page, '#/characters')
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Model')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Creation steps' })).toBeVisible()
  await page.evaluate(
    async ([count, inParty]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('quillkeep')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
      })
      const read = db.transaction('characters').objectStore('characters').getAll()
      const [model] = await new Promise<Record<string, unknown>[]>((resolve) => {
        read.onsuccess = () => resolve(read.result as Record<string, unknown>[])
      })
      const tx = db.transaction(['characters', 'campaigns'], 'readwrite')
      const at = '2026-11-01T10:00:00.000Z'
      if (inParty)
        tx.objectStore('campaigns').put({
          id: 'long-road',
          name: 'Long road',
          description: '',
          systems: [model!.system],
          houseRules: {},
          createdAt: at,
          updatedAt: at,
          archivedAt: null,
          rewardCarry: {},
        })
      tx.objectStore('characters').delete(model!.id as string)
      for (let i = 0; i < count; i++) {
        tx.objectStore('characters').put({
          ...model,
          id: `wanderer-${i}`,
          name: `Wanderer ${String(i).padStart(3, '0')}`,
          campaignId: inParty ? 'long-road' : null,
          updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })
      }
      await new Promise((resolve) => (tx.oncomplete = resolve))
      db.close()
    },
    [count, inParty] as const,
  )
  await page.goto('about:blank')
}

test('a library of 400 characters: few cards in the page, scrolling reaches and opens the last', async ({
  page,
}) => {
  await manyCharacters(page, 400)
  await gotoApp(page, '#/characters')
  const list = page.getByRole('list', { name: 'Character list' })
  const cards = list.getByRole('listitem')
  await expect(cards.first()).toContainText('Wanderer 399')
  await expect(cards.first()).toHaveAttribute('aria-setsize', '400')
  expect(await cards.count()).toBeLessThan(60)

  await page.getByTestId('character-scroller').evaluate((el) => (el.scrollTop = el.scrollHeight))
  const last = list.getByRole('link', { name: 'Wanderer 000', exact: true })
  await expect(last).toBeVisible()
  await expect(cards.last()).toHaveAttribute('aria-posinset', '400')
  expect(await cards.count()).toBeLessThan(60)
  await scanBothThemes(page)
  await last.click()
  await expect(page).toHaveURL(/#\/characters\/wanderer-0$/)
  await expect(page.getByLabel('Character name')).toHaveValue('Wanderer 000')
})

test('the keyboard goes through a long library card by card, beyond the cards first shown', async ({
  page,
}) => {
  await manyCharacters(page, 400)
  await gotoApp(page, '#/characters')
  const list = page.getByRole('list', { name: 'Character list' })
  await list.getByRole('link', { name: 'Wanderer 399', exact: true }).focus()
  // Each card: its name, then Export, Duplicate and Delete.
  for (let i = 0; i < 4 * 40; i++) await page.keyboard.press('Tab')
  const focused = page.locator(':focus')
  await expect(focused).toHaveText('Wanderer 359')
  await expect(focused).toBeInViewport()
  await expect(page.locator('li:has(:focus)')).toHaveAttribute('aria-posinset', '41')
  for (let i = 0; i < 4 * 2; i++) await page.keyboard.press('Shift+Tab')
  await expect(page.locator(':focus')).toHaveText('Wanderer 361')
  await expect(page.locator(':focus')).toBeInViewport()

  // The filter narrows the list; clearing it keeps the keyboard in the search box.
  const search = page.getByPlaceholder('Search by name or system')
  await search.fill('wanderer 12')
  await expect(list.getByRole('listitem')).toHaveCount(10)
  await search.fill('')
  await expect(search).toBeFocused()
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '400')
})

test('a party of 120 members: rows of cards in view, filtered by name', async ({ page }) => {
  await manyCharacters(page, 120, true)
  await gotoApp(page, '#/campaigns/long-road/party')
  await expect(page.getByTestId('party-size')).toHaveText('120 members')
  const members = page.getByRole('list', { name: 'Party members' }).getByRole('listitem')
  await expect(members.first()).toHaveAttribute('aria-setsize', '120')
  await expect(members.first()).toContainText('Wanderer 000')
  expect(await members.count()).toBeLessThan(60)

  await page.getByLabel('Filter party members').fill('wanderer 11')
  await expect(members).toHaveCount(10)
  await expect(members.first()).toHaveAttribute('aria-setsize', '10')
  await page.getByLabel('Filter party members').fill('')
  await page
    .getByRole('list', { name: 'Party members' })
    .evaluate((el) => (el.parentElement!.scrollTop = el.parentElement!.scrollHeight))
  await expect(page.getByRole('link', { name: 'Wanderer 119', exact: true })).toBeVisible()
  await scanBothThemes(page)
})
