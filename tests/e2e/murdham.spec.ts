import { test, expect, gotoApp, expectNoA11yViolations, type Page } from './fixtures'

function derived(page: Page, id: string) {
  return page.locator(`[data-derived="${id}"] [data-testid="derived-value"]`).first()
}

async function createMurdhamCharacter(page: Page, name: string): Promise<void> {
  await gotoApp(page)
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('System', { exact: true }).selectOption('murdham')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Creation steps' })).toBeVisible()
}

async function addItem(page: Page, name: string, bulk: string, quantity = '1'): Promise<void> {
  const form = page.getByRole('form', { name: 'Add an item' })
  await form.getByLabel('Item').fill(name)
  await form.getByLabel('Bulk').fill(bulk)
  await form.getByLabel('Qty').fill(quantity)
  await form.getByRole('button', { name: 'Add item' }).click()
}

test('overload a character, catch a disease, recover with saves, reload', async ({ page }) => {
  await createMurdhamCharacter(page, 'Odo')
  // Creation: STR 12, then the items step.
  await page.getByRole('button', { name: '2. Abilities' }).click()
  await page.getByLabel('STR', { exact: true }).fill('12')
  await page.getByRole('button', { name: '4. Items' }).click()
  await addItem(page, 'Pack', '3')
  await addItem(page, 'Spear', '2')
  await addItem(page, 'Lantern', '1')
  await addItem(page, 'Rations', '½', '3')
  // 7½ of 8: within the limit.
  await expect(page.getByTestId('bulk-status')).toHaveText('7½ of 8')
  // Bad bulk is refused with a message and changes nothing.
  await addItem(page, 'Ghost', '-1')
  await expect(page.getByTestId('items-error')).toContainText('cannot be negative')
  await addItem(page, 'Ghost', 'heavy')
  await expect(page.getByTestId('items-error')).toContainText('is not a bulk')
  await expect(page.getByTestId('bulk-status')).toHaveText('7½ of 8')
  await addItem(page, 'Shield', '1')
  await expect(page.getByTestId('bulk-status')).toHaveText('Overloaded: 8½ of 8')

  await page.getByRole('link', { name: 'Go to the sheet' }).click()
  await expect(derived(page, 'bulk')).toHaveText('8½ / 8')
  await expect(derived(page, 'movement')).toHaveText('No sprint or swim')
  await expect(page.getByRole('region', { name: 'Rule check' })).toContainText('over the 8')

  // The save shows its exact chance before rolling: STR 12 on a d20 → 60%.
  await page.getByRole('button', { name: 'STR save' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('save-chance')).toHaveText('60%')
  await dialog.getByRole('button', { name: 'Roll' }).click()
  await expect(dialog.getByTestId('save-result')).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Disease: plague needs 4 successes; one failure lowers the abilities for a while.
  await page.getByRole('combobox', { name: /^Disease/ }).selectOption('plague')
  await page.getByRole('button', { name: 'Add disease' }).click()
  await expect(derived(page, 'conditions')).toContainText('Sick')
  await page.getByRole('button', { name: 'Record failure for Plague' }).click()
  await expect(page.getByTestId('disease-message')).toContainText('Recovery save failed')
  await expect(page.getByTestId('reduction')).toHaveCount(3)
  const str = Number(await derived(page, 'ability.str').innerText())
  expect(str).toBeLessThan(12)
  const progress = page.locator('[data-disease="Plague"] [data-testid="derived-value"]')
  await expect(progress).toHaveText('0 / 4')
  for (let n = 1; n <= 3; n++) {
    await page.getByRole('button', { name: 'Record pass for Plague' }).click()
    await expect(progress).toHaveText(`${n} / 4`)
  }
  await page.getByRole('button', { name: 'Record pass for Plague' }).click()
  await expect(page.getByTestId('disease-message')).toContainText('Plague is cured')
  await expect(page.getByTestId('not-sick')).toBeVisible()
  await expect(page.getByTestId('immunities')).toContainText('Immune to Plague')
  // The temporary loss ends on recovery.
  await expect(page.getByTestId('reduction')).toHaveCount(0)
  await expect(derived(page, 'ability.str')).toHaveText('12')
  // Immune: catching it again is refused.
  await page.getByRole('button', { name: 'Add disease' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'immune' })).toBeVisible()

  await expectNoA11yViolations(page)
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(derived(page, 'bulk')).toHaveText('8½ / 8')
  await expect(page.getByTestId('not-sick')).toBeVisible()
  await expect(page.getByTestId('immunities')).toContainText('Immune to Plague')
  await expect(derived(page, 'ability.str')).toHaveText('12')
})
