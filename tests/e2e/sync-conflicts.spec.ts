// The conflict review screen (#24) in the web build: reachable at its route, one main landmark,
// and no serious axe violations in either theme. The web build has no sync folder, so it shows
// its empty state; the screen with conflicts is covered by SyncConflictsView.test.ts.
import { test, expect, expectNoA11yViolations, gotoApp } from './fixtures'

test('the conflict review screen: empty state, both themes', async ({ page }) => {
  await gotoApp(page, '#/sync/conflicts')
  await expect(page.getByRole('heading', { level: 1, name: 'Sync conflicts' })).toBeVisible()
  await expect(page.getByText('No conflicts waiting.')).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(1)
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expectNoA11yViolations(page)
  }
})
