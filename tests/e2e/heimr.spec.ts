import {
  test,
  expect,
  expectNoA11yViolations,
  type Page,
  createCharacter,
  goToSheet,
  derived,
  gotoApp,
  createCharacterIn,
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
    // A sheet in Swedish and German (issue #21): the sheet's texts and the rules'. A new
    // character's standard attributes and abilities are named in the language it is made in.
    const route = new URL(page.url()).hash
    for (const locale of ['sv', 'de']) {
      await createCharacterIn(page, locale, 'Sigrun', 'heimr')
      await page.mouse.move(1, 1)
      await page.screenshot({ path: `docs/screenshots/heimr-sheet-${locale}.png` })
    }
    await gotoApp(page, route)
    await expect(page.locator('[data-sheet]')).toBeVisible()
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

test('combat: an attack with the armoury’s bonus and exact odds, then a defence that takes damage (undone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await createCharacter(page, 'Astrid', 'heimr')
  // Abilities are written down during creation: Dueling, on Dexterity (2 on the sheet).
  await page.getByRole('button', { name: '3. Abilities' }).click()
  const addAbility = page.getByRole('form', { name: 'Add an ability' })
  await addAbility.getByPlaceholder('New ability, e.g. Swordmanship').fill('Dueling')
  await addAbility.getByLabel('Dexterity').check()
  await addAbility.getByRole('button', { name: 'Add ability' }).click()
  await goToSheet(page)
  await page.getByLabel('Dexterity', { exact: true }).fill('2')
  await page.getByLabel('Dexterity', { exact: true }).press('Tab')
  await page.locator('select[name="armoury"]').selectOption('medium-weapon')
  await page.getByRole('button', { name: 'Add', exact: true }).click()

  await page.getByRole('button', { name: 'Attack…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Attack with Medium weapon')
  // Dueling: consistency 0, potential Dexterity 2 + the medium weapon's P+3.
  await expect(dialog.getByTestId('modifiers')).toContainText('Medieval armoury module: Weapons')
  await expect(dialog.getByTestId('challenge-odds')).toContainText('Consistency 0, potential 5')
  await dialog.getByLabel("Target's defence").fill('7')
  await dialog.getByLabel("Target's defence").press('Tab')
  // C 0 rolls the d6 alone: 5 + d6 beats 7 on 3 to 6, and a physical roll needs fatigue 4 on
  // the d6 first: 4, 5 or 6, so 3 in 6.
  await expect(dialog.getByTestId('success-chance')).toHaveText('50%')
  await dialog.locator('select[name="aim"]').selectOption('torso')
  await expect(dialog.getByTestId('modifiers').first()).toContainText('Targeting a body part')
  await expect(dialog.getByTestId('challenge-odds')).toContainText('Consistency -2, potential 5')
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(dialog.getByTestId('challenge-outcome')).toContainText('Result')
  await expect(dialog.getByTestId('attack-outcome')).toHaveText(
    /^(miss|hit on the torso: 2 damage|the attack fails on fatigue: no defence needed)$/,
  )
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await dialog.screenshot({ path: 'docs/screenshots/heimr-attack.png' })
  }
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // A dodge, then an attack of 99 for 2 damage: hit points 3 → 1, and back with Undo damage.
  await page.getByRole('button', { name: 'Defend…' }).click()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Dodge')
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  await dialog.getByLabel("Attack's result").fill('99')
  await dialog.getByLabel("Attack's result").press('Tab')
  await dialog.getByLabel('Damage', { exact: true }).fill('2')
  await dialog.getByLabel('Damage', { exact: true }).press('Tab')
  await dialog.getByRole('button', { name: 'Resolve the attack' }).click()
  await expect(dialog.getByTestId('defence-resolution')).toContainText('2 damage (HP 3 → 1)')
  await expect(page.getByLabel('Hit points', { exact: true })).toHaveValue('1')
  await dialog.getByRole('button', { name: 'Undo damage' }).click()
  await expect(page.getByLabel('Hit points', { exact: true })).toHaveValue('3')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expectNoA11yViolations(page)

  // Short rest: hit points back to the maximum from 1 or more; refused at 0 (Health: Short Rest).
  await page.getByLabel('Hit points', { exact: true }).fill('1')
  await page.getByLabel('Hit points', { exact: true }).press('Tab')
  await page.getByRole('button', { name: 'Short rest' }).click()
  await expect(page.getByLabel('Hit points', { exact: true })).toHaveValue('3')
  await expect(page.getByRole('status').filter({ hasText: 'Short rest' })).toHaveText(
    'Short rest: hit points back to their maximum.',
  )
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page
      .locator('section', { has: page.getByRole('button', { name: 'Short rest' }) })
      .first()
      .screenshot({ path: 'docs/screenshots/heimr-short-rest.png' })
  }
  await page.getByLabel('Hit points', { exact: true }).fill('0')
  await page.getByLabel('Hit points', { exact: true }).press('Tab')
  await page.getByRole('button', { name: 'Short rest' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'needs 1 or more hit points' }),
  ).toBeVisible()
  await expect(page.getByLabel('Hit points', { exact: true })).toHaveValue('0')
})
