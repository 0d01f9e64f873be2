// A returning user's first frame: the copy of the library the last session kept
// (src/renderer/src/first-frame.ts, painted by public/first-frame.js) shows before the app's
// scripts run, inert, and the live library replaces it with nothing doubled and nothing lost.
import { test, expect, gotoApp, type Page } from './fixtures'

const copyKey = 'quillkeep.first-frame.v1'

async function create(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Creation steps' })).toBeVisible()
  await page.getByRole('link', { name: 'Characters' }).click()
}

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', copyKey)

/** Records, on every load of the page, what #app held when the copy went up and at ready. */
async function watchStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { copy: string[] | null; copyInert: boolean; readyTitles: number } = {
      copy: null,
      copyInert: false,
      readyTitles: 0,
    }
    Object.defineProperty(window, '__start', { value: seen })
    new MutationObserver(() => {
      const root = document.documentElement
      const app = document.getElementById('app')
      if (!app) return
      if (root.dataset.firstFrame === 'shown' && seen.copy === null) {
        seen.copy = [...app.querySelectorAll('.name')].map((n) => n.textContent?.trim() ?? '')
        seen.copyInert = app.hasAttribute('inert')
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-first-frame'] })
  })
}

const started = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __start: { copy: string[] | null; copyInert: boolean } }).__start,
  )

test('the library paints from the kept copy, then the live list takes over', async ({ page }) => {
  await gotoApp(page)
  await create(page, 'Ærin')
  await create(page, 'Bodil')
  await expect(
    page.getByRole('list', { name: 'Character list' }).getByRole('listitem'),
  ).toHaveCount(2)
  await expect.poll(() => kept(page)).toContain('Bodil')

  await watchStart(page)
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  const start = await started(page)
  expect(start.copy?.sort()).toEqual(['Bodil', 'Ærin'])
  expect(start.copyInert).toBe(true)

  // Live: one library, usable, nothing inert or busy.
  await expect(page.locator('html')).toHaveAttribute('data-first-frame', 'released')
  await expect(page.locator('#app')).not.toHaveAttribute('inert', /.*/)
  await expect(page.locator('#app')).not.toHaveAttribute('aria-busy', /.*/)
  await expect(page.locator('#library-title')).toHaveCount(1)
  const list = page.getByRole('list', { name: 'Character list' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Duplicate Bodil' }).click()
  await expect(list.getByRole('link', { name: 'Bodil (copy)' })).toBeVisible()
  await expect.poll(() => kept(page)).toContain('Bodil (copy)')
})

test('a rename elsewhere drops the copy, so the old name never shows', async ({ page }) => {
  await gotoApp(page)
  await create(page, 'Ærin')
  await expect.poll(() => kept(page)).toContain('Ærin')
  await page.getByRole('link', { name: 'Ærin' }).click()
  const name = page.getByLabel('Character name', { exact: true })
  await name.fill('Ærin the Bold')
  await name.press('Tab')
  await expect.poll(() => kept(page)).toBe('')

  // Closed on the sheet: the next launch starts without a copy, on the right name.
  await page.getByRole('link', { name: 'Characters' }).click()
  await expect(page.getByRole('link', { name: 'Ærin the Bold' })).toBeVisible()
  await expect.poll(() => kept(page)).toContain('Ærin the Bold')
})

test('a copy from another build or a damaged one is not painted, and the app starts', async ({
  page,
}) => {
  await gotoApp(page)
  await create(page, 'Ærin')
  await expect.poll(() => kept(page)).toContain('Ærin')
  await watchStart(page)
  // The page keeps its copy again as it unloads, so the change is made on the next load,
  // before public/first-frame.js reads it.
  await page.addInitScript((key) => {
    const how = sessionStorage.getItem('tamper')
    if (!how) return
    sessionStorage.removeItem('tamper')
    const text = localStorage.getItem(key)!
    const frame = JSON.parse(text) as { build: string }
    localStorage.setItem(
      key,
      how === 'damaged' ? text.slice(0, 40) : JSON.stringify({ ...frame, build: 'x.js' }),
    )
  }, copyKey)
  for (const change of ['other-build', 'damaged']) {
    await page.evaluate((how) => sessionStorage.setItem('tamper', how), change)
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
    expect((await started(page)).copy).toBeNull()
    await expect(page.getByRole('link', { name: 'Ærin' })).toBeVisible()
    // Kept again from the live list for the next launch.
    await expect.poll(() => kept(page)).toContain('"build":"http')
  }
})
