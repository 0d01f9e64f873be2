import { test, expect, expectNoA11yViolations, gotoApp } from './fixtures'

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

test.describe('the content security policy', () => {
  // The data: picture below is refused on purpose, and Chromium logs the refusal.
  test.use({
    allowedErrors: [
      /Loading the image 'data:image\/png.* violates the following Content Security Policy/,
    ],
  })

  test('the page policy loads pictures only from the app itself and blob: URLs', async ({
    page,
  }) => {
    await gotoApp(page)
    const loaded = await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 2
      const png = await new Promise<Blob>((ok) => canvas.toBlob((b) => ok(b!), 'image/png'))
      const dataUrl = canvas.toDataURL('image/png')
      const tryLoad = (src: string) =>
        new Promise<boolean>((ok) => {
          const img = new Image()
          img.onload = () => ok(true)
          img.onerror = () => ok(false)
          img.src = src
        })
      const blobUrl = URL.createObjectURL(png)
      try {
        return {
          blob: await tryLoad(blobUrl),
          data: await tryLoad(dataUrl),
          self: await tryLoad('./favicon.svg'),
        }
      } finally {
        URL.revokeObjectURL(blobUrl)
      }
    })
    expect(loaded).toEqual({ blob: true, data: false, self: true })
  })
})
