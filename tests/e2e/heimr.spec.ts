import {
  test,
  expect,
  expectNoA11yViolations,
  type Page,
  createCharacter,
  goToSheet,
  derived,
} from './fixtures'

async function award(page: Page, amount: string): Promise<void> {
  await page.getByPlaceholder('Amount').fill(amount)
  await page.getByRole('button', { name: 'Award' }).click()
}

async function train(
  page: Page,
  ability: string,
  track: 'consistency' | 'potential',
  to: number,
  cost: number,
) {
  const letter = track === 'consistency' ? 'C' : 'P'
  await page
    .getByRole('button', { name: `${ability} ${track}: ${letter} ${to - 1}→${to} (${cost} XP)` })
    .click()
}

test('train an ability until its attribute rises, undo the rise, reload', async ({ page }) => {
  await createCharacter(page, 'Sigrun', 'heimr')
  await goToSheet(page)
  await award(page, '60')
  await expect(page.getByTestId('xp-unspent')).toHaveText('60')
  const strength = page.getByLabel('Strength', { exact: true })
  await expect(strength).toHaveValue('0')

  // Costs per track: 5, 10, 15. Strength 0 → 1 needs 6 progress, one per training point.
  await train(page, 'Brawl', 'consistency', 1, 5)
  await train(page, 'Brawl', 'potential', 1, 5)
  await train(page, 'Brawl', 'consistency', 2, 10)
  await train(page, 'Brawl', 'potential', 2, 10)
  await train(page, 'Brawl', 'consistency', 3, 15)
  await expect(strength).toHaveValue('0')
  await expect(page.locator('[data-progress="str"]')).toHaveText('5 / 6')
  await train(page, 'Brawl', 'potential', 3, 15)
  await expect(strength).toHaveValue('1')
  await expect(page.locator('[data-progress="str"]')).toHaveText('0 / 8')
  await expect(page.getByTestId('xp-unspent')).toHaveText('0')
  // Base potential follows the attribute: 1 + trained 3.
  await expect(derived(page, 'ability.brawl.potential')).toHaveText('4')
  await expect(derived(page, 'ability.brawl.consistency')).toHaveText('3')

  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.setViewportSize({ width: 1400, height: 1000 })
    await page.locator('main').evaluate((el) => el.scrollTo(0, 0))
    await page.mouse.move(1, 1)
    await page.getByLabel('Character name').focus()
    await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
    await page.screenshot({ path: 'docs/screenshots/heimr-sheet.png' })
  }

  // Out of XP: refused with the reason.
  await train(page, 'Brawl', 'consistency', 4, 25)
  await expect(page.getByTestId('purchase-error')).toContainText('25')
  await expect(derived(page, 'ability.brawl.consistency')).toHaveText('3')

  // Undo the last training from the ledger: the rise goes with it.
  await page.getByRole('button', { name: /^Undo Brawl: trained potential 2 → 3/ }).click()
  await expect(strength).toHaveValue('0')
  await expect(page.locator('[data-progress="str"]')).toHaveText('5 / 6')
  await expect(page.getByTestId('xp-unspent')).toHaveText('15')
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)

  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(page.getByLabel('Strength', { exact: true })).toHaveValue('0')
  await expect(page.locator('[data-progress="str"]')).toHaveText('5 / 6')
  await expect(page.getByTestId('xp-unspent')).toHaveText('15')
  await expect(derived(page, 'ability.brawl.potential')).toHaveText('2')
})

test('dice challenge: exact odds first, entered dice give the book result, fatigue rises', async ({
  page,
}) => {
  await createCharacter(page, 'Bjorn', 'heimr')
  await goToSheet(page)
  await page.getByLabel('Strength', { exact: true }).fill('3')
  await page.getByLabel('Strength', { exact: true }).press('Tab')
  await expect(derived(page, 'fatigue')).toHaveText('4')

  await page.getByRole('button', { name: 'Roll Strength' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Consistency (set by the game master)').fill('3')
  await dialog.getByLabel('Consistency (set by the game master)').press('Tab')
  await dialog.getByLabel('Against a challenge requirement').check()
  await dialog.getByLabel('Challenge requirement', { exact: true }).fill('10')
  await dialog.getByLabel('Challenge requirement', { exact: true }).press('Tab')
  // Consistency 3 with potential 3: the odds show before any roll.
  await expect(dialog.getByTestId('challenge-odds')).toContainText('Consistency 3, potential 3')
  await expect(dialog.getByTestId('success-chance')).toHaveText(/%$/)
  // The book's first example: C 3, P 3, rolls 1, 4, 9, 10 → 13.
  await dialog.getByLabel('d6').fill('1')
  await dialog.getByLabel('d6').press('Tab')
  await dialog.getByLabel('3×d10').fill('4, 9, 10')
  await dialog.getByRole('button', { name: 'Evaluate' }).click()
  await expect(dialog.getByTestId('challenge-outcome')).toContainText('Result 13: success')
  // A physical roll whose d6 is below fatigue raises it by one.
  await expect(dialog.getByTestId('challenge-outcome')).toContainText('fatigue rises to 5')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(derived(page, 'fatigue')).toHaveText('5')
  await page.getByRole('button', { name: 'Take a breather (−2)' }).click()
  await expect(derived(page, 'fatigue')).toHaveText('4')

  // Initiative: consistency from Dexterity, potential from willpower (3 by default).
  await page.getByLabel('Dexterity', { exact: true }).fill('2')
  await page.getByLabel('Dexterity', { exact: true }).press('Tab')
  await page.getByRole('button', { name: 'Roll initiative' }).click()
  await expect(page.getByRole('dialog').getByTestId('challenge-odds')).toContainText(
    'Consistency 2, potential 3',
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  // Each dodge since the last turn costs 2 consistency on the next.
  await page.getByRole('button', { name: /^Dodge used/ }).click()
  await page.getByRole('button', { name: 'Roll dodge' }).click()
  await expect(page.getByRole('dialog').getByTestId('challenge-odds')).toContainText(
    'Consistency -2',
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expectNoA11yViolations(page)
})
