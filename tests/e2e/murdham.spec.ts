import {
  test,
  expect,
  expectNoA11yViolations,
  type Page,
  createCharacter,
  goToSheet,
  derived,
  gotoApp,
} from './fixtures'

async function addItem(page: Page, name: string, bulk: string, quantity = '1'): Promise<void> {
  const form = page.getByRole('form', { name: 'Add an item' })
  await form.getByLabel('Item').fill(name)
  await form.getByLabel('Bulk').fill(bulk)
  await form.getByLabel('Qty').fill(quantity)
  await form.getByRole('button', { name: 'Add item' }).click()
}

test('overload a character, catch a disease, recover with saves, reload', async ({ page }) => {
  await createCharacter(page, 'Odo', 'murdham')
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

  await goToSheet(page)
  await expect(derived(page, 'bulk')).toHaveText('8½ / 8')
  await expect(derived(page, 'movement')).toHaveText('No sprint or swim')
  await expect(page.getByRole('region', { name: 'Rule check' })).toContainText('over the 8')

  // The save shows its exact chance before rolling: STR 12 on a d20 → 60%.
  await page.getByRole('button', { name: 'STR save', exact: true }).click()
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

  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.setViewportSize({ width: 1400, height: 1000 })
    await page.locator('main').evaluate((el) => el.scrollTo(0, 0))
    await page.mouse.move(1, 1)
    await page.getByLabel('Character name').focus()
    await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
    await page.screenshot({ path: 'docs/screenshots/murdham-sheet.png' })
    await page
      .getByRole('region', { name: 'Diseases' })
      .screenshot({ path: 'docs/screenshots/murdham-diseases.png' })
    // The same sheet in Swedish and German (issue #21): the sheet's texts and the rules'.
    const route = new URL(page.url()).hash
    for (const locale of ['sv', 'de']) {
      await gotoApp(page, `?locale=${locale}${route}`)
      await expect(page.locator('[data-sheet]')).toBeVisible()
      await page.mouse.move(1, 1)
      await page.screenshot({ path: `docs/screenshots/murdham-sheet-${locale}.png` })
    }
    await gotoApp(page, route)
    await expect(page.locator('[data-sheet]')).toBeVisible()
  }
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
  await page.getByRole('combobox', { name: /^Disease/ }).selectOption('plague')
  await page.getByRole('button', { name: 'Add disease' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'immune' })).toBeVisible()

  await expectNoA11yViolations(page)
  // Contrast holds in the dark theme too.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoA11yViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(derived(page, 'bulk')).toHaveText('8½ / 8')
  await expect(page.getByTestId('not-sick')).toBeVisible()
  await expect(page.getByTestId('immunities')).toContainText('Immune to Plague')
  await expect(derived(page, 'ability.str')).toHaveText('12')
})

test('trading prices, buying on the coin ledger, and at most two trainings per animal', async ({
  page,
}) => {
  await createCharacter(page, 'Wenna', 'murdham')
  await goToSheet(page)
  const trade = page.getByRole('region', { name: 'Trading' })
  // At the market the merchant has bargain too, so the full value is paid.
  await trade.getByLabel('Value').fill('10')
  await expect(trade.getByTestId('trade-price')).toContainText('Price: 10')
  // Selling to a merchant without bargain: ¼.
  await trade.getByRole('combobox', { name: /^The character/ }).selectOption('sell')
  await expect(trade.getByTestId('trade-price')).toContainText('Price: 2½')
  // With the bargain skill: ½.
  const skillForm = page.getByRole('form', { name: 'Add a skill' })
  await skillForm.getByLabel('Skill').fill('Bargain')
  await skillForm.getByRole('button', { name: 'Add skill' }).click()
  await expect(trade.getByTestId('trade-price')).toContainText('Price: 5')
  await trade.getByLabel('Illegal goods', { exact: true }).check()
  await expect(trade.getByTestId('trade-price')).toContainText('Price: 5')
  await trade.getByRole('combobox', { name: /^The character/ }).selectOption('buy')
  await expect(trade.getByTestId('trade-price')).toContainText('Price: 20')
  await trade.getByLabel('Illegal goods', { exact: true }).uncheck()

  // Buy rope for 10 coins on the ledger; undo gives the coins back and removes it.
  await page.getByPlaceholder('Amount').fill('15')
  await page.getByRole('button', { name: 'Award' }).click()
  await trade.getByLabel('Goods', { exact: true }).fill('Rope')
  await trade.getByLabel('Bulk', { exact: true }).fill('½')
  await trade.getByRole('button', { name: 'Buy and record' }).click()
  await expect(page.locator('[data-balance="coins"]')).toContainText('5')
  await expect(page.locator('[data-item="Rope"]')).toBeVisible()
  await page.getByRole('button', { name: /^Undo Bought Rope/ }).click()
  await expect(page.locator('[data-balance="coins"]')).toContainText('15')
  await expect(page.locator('[data-item="Rope"]')).toHaveCount(0)

  // Animals: a third training is refused.
  const animals = page.getByRole('region', { name: 'Animals' })
  await animals.getByLabel('Animal name').fill('Brindle')
  await animals.getByRole('button', { name: 'Add animal' }).click()
  const training = animals.getByRole('combobox', { name: 'Training for Brindle' })
  await training.selectOption('hunt')
  await animals.getByRole('button', { name: 'Training passed for Brindle' }).click()
  await training.selectOption('track')
  await animals.getByRole('button', { name: 'Training passed for Brindle' }).click()
  await expect(animals).toContainText('2 of 2 trainings: Hunt, Track')
  await training.selectOption('fight')
  await animals.getByRole('button', { name: 'Training passed for Brindle' }).click()
  await expect(animals.getByRole('alert')).toContainText('the most an animal can receive')
  await expect(animals).toContainText('2 of 2 trainings: Hunt, Track')
  await expectNoA11yViolations(page)
})

test('hazard damage: a fall’s dice after the AGI save come off health, and Undo gives them back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await createCharacter(page, 'Brannoc', 'murdham')
  await goToSheet(page)
  await page.getByRole('spinbutton', { name: 'Max health', exact: true }).fill('20')
  await page.getByRole('spinbutton', { name: 'Max health', exact: true }).press('Tab')
  await page.getByRole('spinbutton', { name: 'Health', exact: true }).fill('20')
  await page.getByRole('spinbutton', { name: 'Health', exact: true }).press('Tab')
  await page.getByRole('button', { name: 'Hazard damage…' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('spinbutton', { name: 'Height of the fall (metres)' }).fill('10')
  await dialog.getByRole('spinbutton', { name: 'Height of the fall (metres)' }).press('Tab')
  await expect(dialog.getByTestId('modifiers')).toContainText('+5d4')
  await expect(dialog.getByTestId('cushioned-dice')).toHaveText('With the save passed: 4d4.')
  await dialog.getByLabel(/Roll an AGI save/).uncheck()
  await expectNoA11yViolations(page)
  // 5d4 against 20 health: only 20 takes it to 0 (1 in 1024).
  await expect(dialog.getByTestId('hazard-odds')).toHaveText(
    'Health 20: 12.5 damage on average, 0.1% to drop to 0 or below.',
  )
  await dialog.getByRole('button', { name: 'Roll damage' }).click()
  const result = dialog.getByRole('list', { name: 'Results' }).getByRole('listitem').first()
  await expect(result).toContainText(/5d4 [\d+]+: \d+ direct damage \(health 20 → \d+\)/)
  const taken = Number((await result.textContent())?.match(/: (\d+) direct damage/)?.[1])
  await expect(page.getByRole('spinbutton', { name: 'Health', exact: true })).toHaveValue(
    String(20 - taken),
  )
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await dialog.screenshot({ path: 'docs/screenshots/murdham-hazard.png' })
  }
  await dialog.getByRole('button', { name: 'Undo damage' }).click()
  await expect(page.getByRole('spinbutton', { name: 'Health', exact: true })).toHaveValue('20')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('without air: four free rounds, then a failed STR save knocks the character out until the stretch ends; an attitude roll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await createCharacter(page, 'Wulfric', 'murdham')
  await goToSheet(page)
  // STR 0: every save fails.
  await page.getByRole('spinbutton', { name: 'STR current', exact: true }).fill('0')
  await page.getByRole('spinbutton', { name: 'STR current', exact: true }).press('Tab')
  await page.getByRole('button', { name: 'Without air…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('suffocation-odds')).toContainText('0% to pass out, 0% to die')
  for (let round = 0; round < 4; round++) {
    await dialog.getByRole('button', { name: 'Next round' }).click()
  }
  await expect(dialog.getByTestId('suffocation-odds')).toContainText(
    'This round: STR save, 0% to pass',
  )
  await dialog.getByRole('button', { name: 'Next round' }).click()
  const rounds = dialog.getByRole('list', { name: 'Rounds' }).getByRole('listitem')
  await expect(rounds.first()).toContainText('passes out until the stretch ends')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  const incapacitated = page.getByRole('checkbox', { name: /Incapacitated/ })
  await expect(incapacitated).toBeChecked()
  await page.getByRole('button', { name: 'End stretch' }).click()
  await expect(incapacitated).not.toBeChecked()

  const road = page.getByRole('region', { name: 'Road and encounters' })
  await road.getByRole('combobox', { name: /The company is/ }).selectOption('peaceful')
  await expect(road.getByTestId('attitude-odds')).toContainText('Friendly30.6%')
  await road.getByRole('button', { name: 'Roll attitude' }).click()
  await expect(
    road.getByRole('list', { name: 'Attitude rolls' }).getByRole('listitem'),
  ).toHaveCount(1)
  await expectNoA11yViolations(page)
})
