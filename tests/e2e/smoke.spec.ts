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

// The library paints before vue-router loads (src/renderer/src/navigation.ts); everything else
// must still work as if the router had always been there.
test('navigation: the sidebar marks its section, a reload reopens the screen, Ctrl+Alt+N and Back work', async ({
  page,
}) => {
  await page.goto('./')
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  await expect(sidebar.getByRole('link', { name: 'Characters' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page).toHaveURL(/#\/characters$/)

  await sidebar.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page).toHaveURL(/#\/settings$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveClass(/active/)

  // Ctrl+Alt+N (the browser's New character) from another screen opens the library's new-character form, and the query goes.
  await page.keyboard.press('Control+Alt+n')
  await expect(page.getByRole('form', { name: 'New character' })).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(page).toHaveURL(/#\/characters$/)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
})
