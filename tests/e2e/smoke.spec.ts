import { test, expect, expectNoA11yViolations } from './fixtures'

test('the app loads: title, mounted content, no errors', async ({ page }) => {
  await page.goto('./')
  await expect(page).toHaveTitle('Quillkeep')
  await expect(page.locator('#app')).not.toBeEmpty()
  // Console errors and uncaught exceptions fail the test through the fixture.
})

test('the first screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('./')
  await expect(page.locator('#app')).not.toBeEmpty()
  await expectNoA11yViolations(page)
})
