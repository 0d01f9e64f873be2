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

async function saved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
}

test('create a Symbaroum character, set attributes and see the derived values', async ({
  page,
}) => {
  await createCharacter(page, 'Tova', 'symbaroum')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('attribute-points')).toHaveText('80 of 80 points')

  await page.getByLabel('Strong', { exact: true }).fill('7')
  await page.getByLabel('Strong', { exact: true }).press('Tab')
  await page.getByLabel('Quick', { exact: true }).fill('13')
  await page.getByLabel('Quick', { exact: true }).press('Tab')
  await page.getByLabel('Resolute', { exact: true }).fill('11')
  await page.getByLabel('Resolute', { exact: true }).press('Tab')
  await page.getByLabel('Vigilant', { exact: true }).fill('9')
  await page.getByLabel('Vigilant', { exact: true }).press('Tab')

  // Toughness never below 10; Pain Threshold from the real Strong, rounded up.
  await expect(derived(page, 'toughness')).toHaveText('10')
  await expect(derived(page, 'painThreshold')).toHaveText('4')
  await expect(derived(page, 'defense')).toHaveText('13')
  await expect(derived(page, 'corruptionThreshold')).toHaveText('6')
  await expect(page.getByTestId('attribute-points')).toHaveText('80 of 80 points')

  // The explanation appears when the value gets keyboard focus.
  await page.locator('[data-derived="toughness"]').first().focus()
  await expect(page.locator('[data-derived="toughness"] [role="tooltip"]').first()).toBeVisible()
  await expect(page.locator('[data-derived="toughness"] [role="tooltip"]').first()).toContainText(
    '7',
  )

  // A shield adds 1 to Defense.
  await page.getByRole('button', { name: '4. Gear' }).click()
  await page.getByLabel('Shield').selectOption('buckler')
  await page.getByRole('button', { name: '2. Attributes' }).click()
  await expect(derived(page, 'defense')).toHaveText('14')
})

test('bad attribute input shows an inline error and is not saved', async ({ page }) => {
  await createCharacter(page, 'Edda', 'symbaroum')
  await page.getByRole('button', { name: 'Next' }).click()
  const strong = page.getByLabel('Strong', { exact: true })
  await strong.fill('13')
  await strong.press('Enter')
  await expect(derived(page, 'toughness')).toHaveText('13')
  // Typing saves nothing: half of "15" is never committed.
  await strong.fill('1')
  await expect(derived(page, 'toughness')).toHaveText('13')
  await strong.fill('16')
  await strong.press('Tab')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Strong must be from 5 to 15.' }),
  ).toBeVisible()
  await expect(strong).toHaveAttribute('aria-invalid', 'true')
  await strong.fill('abc')
  await strong.press('Enter')
  await expect(
    page.getByRole('alert').filter({ hasText: '“abc” is not a whole number.' }),
  ).toBeVisible()
  await expect(derived(page, 'toughness')).toHaveText('13')
  await strong.press('Escape')
  await expect(strong).toHaveValue('13')
  await expect(strong).toHaveAttribute('aria-invalid', 'false')
  await saved(page)
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await page.getByRole('button', { name: '2. Attributes' }).click()
  await expect(page.getByLabel('Strong', { exact: true })).toHaveValue('13')
})

test('buy an ability with Experience, undo it from the ledger and with Ctrl+Z', async ({
  page,
}) => {
  await createCharacter(page, 'Ravn', 'symbaroum')
  await goToSheet(page)
  await expect(page.getByTestId('xp-unspent')).toHaveText('50')

  await page.getByPlaceholder('New ability, e.g. Acrobatics').fill('Acrobatics')
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await expect(page.getByTestId('xp-unspent')).toHaveText('40')
  await expect(page.locator('[data-ability="Acrobatics"] .level')).toHaveText('novice')

  // Raise to adept for 20.
  await page.getByRole('button', { name: 'Acrobatics: raise to adept (20 XP)' }).click()
  await expect(page.getByTestId('xp-unspent')).toHaveText('20')
  await expect(page.locator('[data-ability="Acrobatics"] .level')).toHaveText('adept')

  // Undo the novice purchase from the ledger: the adept step built on it goes too.
  await page.getByRole('button', { name: /Undo Acrobatics.*novice$/ }).click()
  await expect(page.getByTestId('xp-unspent')).toHaveText('50')
  await expect(page.locator('[data-ability="Acrobatics"]')).toHaveCount(0)

  // Buy again, then undo with the keyboard.
  await page.getByPlaceholder('New ability, e.g. Acrobatics').fill('Recovery')
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await expect(page.locator('[data-ability="Recovery"]')).toHaveCount(1)
  await page.locator('body').click({ position: { x: 5, y: 400 } })
  await page.keyboard.press('Control+z')
  await expect(page.locator('[data-ability="Recovery"]')).toHaveCount(0)
  await expect(page.getByTestId('xp-unspent')).toHaveText('50')
  await page.keyboard.press('Control+Shift+z')
  await expect(page.locator('[data-ability="Recovery"]')).toHaveCount(1)
  await expect(page.getByTestId('xp-unspent')).toHaveText('40')
})

test('a purchase the character cannot afford is refused with the reason', async ({ page }) => {
  await createCharacter(page, 'Arvid', 'symbaroum')
  await goToSheet(page)
  const name = page.getByPlaceholder('New ability, e.g. Acrobatics')
  for (const ability of ['Acrobatics', 'Recovery', 'Medicus', 'Iron Fist', 'Quick Draw']) {
    await name.fill(ability)
    await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  }
  await expect(page.getByTestId('xp-unspent')).toHaveText('0')
  await name.fill('Witchsight')
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await expect(page.getByTestId('purchase-error')).toContainText(
    'costs 10 XP but only 0 is unspent',
  )
  await expect(page.locator('[data-ability="Witchsight"]')).toHaveCount(0)

  // The game master may override; the ledger marks the entry.
  await page.getByLabel('Game master override').check()
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await expect(page.locator('[data-ability="Witchsight"]')).toHaveCount(1)
  await expect(page.getByTestId('xp-unspent')).toHaveText('-10')
  await expect(
    page.getByRole('list', { name: 'Ledger entries' }).getByText('override'),
  ).toBeVisible()
})

test('everything persists across a reload', async ({ page }) => {
  await createCharacter(page, 'Zoë Dvořák', 'symbaroum')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Accurate', { exact: true }).fill('15')
  await page.getByLabel('Accurate', { exact: true }).press('Tab')
  await page.getByLabel('Vigilant', { exact: true }).fill('5')
  await page.getByLabel('Vigilant', { exact: true }).press('Tab')
  await goToSheet(page)
  await page.getByPlaceholder('New ability, e.g. Acrobatics').fill('Marksman')
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await page.getByLabel('Damage after armor').fill('4')
  await page.getByLabel('Damage after armor').press('Tab')
  await page.getByRole('button', { name: 'Take damage' }).click()
  await saved(page)
  const url = page.url()

  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  expect(page.url()).toBe(url)
  await expect(page.getByLabel('Character name')).toHaveValue('Zoë Dvořák')
  await expect(page.getByLabel('Accurate', { exact: true })).toHaveValue('15')
  await expect(page.locator('[data-ability="Marksman"] .level')).toHaveText('novice')
  await expect(page.getByTestId('xp-unspent')).toHaveText('40')
  await expect(derived(page, 'currentToughness')).toHaveText('6')

  await page.getByRole('link', { name: 'Characters' }).click()
  await expect(page.getByRole('link', { name: 'Zoë Dvořák' })).toBeVisible()
})

test('library and sheet have no serious or critical accessibility violations', async ({ page }) => {
  await createCharacter(page, 'Ilva', 'symbaroum')
  await goToSheet(page)
  await page.getByPlaceholder('New ability, e.g. Acrobatics').fill('Acrobatics')
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await expect(page.locator('[data-ability="Acrobatics"]')).toHaveCount(1)
  await expectNoA11yViolations(page)
  // Contrast holds in the dark theme too.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoA11yViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.getByRole('link', { name: 'Characters' }).click()
  await expect(page.getByRole('link', { name: 'Ilva' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a full sheet: armor, shield and weapons feed Defense; damage past the Pain Threshold is called out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 })
  await createCharacter(page, 'Tova Ravenhill', 'symbaroum')
  await goToSheet(page)
  await page.getByLabel('Concept').fill('Ambrian treasure hunter')
  const attributes: [string, string][] = [
    ['Accurate', '13'],
    ['Cunning', '10'],
    ['Discreet', '9'],
    ['Persuasive', '7'],
    ['Quick', '11'],
    ['Resolute', '10'],
    ['Strong', '15'],
    ['Vigilant', '5'],
  ]
  for (const [label, value] of attributes) await page.getByLabel(label, { exact: true }).fill(value)
  for (const ability of ['Man-at-arms', 'Iron Fist']) {
    await page.getByPlaceholder('New ability, e.g. Acrobatics').fill(ability)
    await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  }
  await page.getByRole('button', { name: 'Man-at-arms: raise to adept (20 XP)' }).click()
  await page.getByRole('button', { name: 'Wear armor' }).click()
  await page.getByLabel('Armor', { exact: true }).fill('Chain mail')
  await page.getByLabel('Armor', { exact: true }).blur()
  await page.getByLabel('Impeding', { exact: true }).fill('2')
  await page.getByLabel('Impeding', { exact: true }).press('Tab')
  await page.getByLabel('Protection die').fill('1d6')
  await page.getByLabel('Protection die').blur()
  await page.getByLabel('Shield').selectOption('shield')
  await page.getByPlaceholder('Weapon').fill('Longsword')
  await page.getByRole('button', { name: 'Add weapon' }).click()
  // Defense: Quick 11 − Impeding 2 + 1 for the shield.
  await expect(derived(page, 'defense')).toHaveText('10')
  await expect(derived(page, 'toughness')).toHaveText('15')
  await expect(derived(page, 'painThreshold')).toHaveText('8')
  await page.getByLabel('Damage after armor').fill('9')
  await page.getByLabel('Damage after armor').press('Tab')
  await page.getByRole('button', { name: 'Take damage' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'more than the Pain Threshold of 8' }),
  ).toBeVisible()
  await expect(derived(page, 'currentToughness')).toHaveText('6')
  // 50 starting Experience − 10 − 10 (two novices) − 20 (adept).
  await expect(page.getByTestId('xp-unspent')).toHaveText('10')
  await expect(page.locator('[data-finding]')).toHaveCount(0)
  await saved(page)
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.locator('main').evaluate((el) => el.scrollTo(0, 0))
    await page.locator('h1, input[name="character-name"]').first().focus()
    await page.screenshot({ path: 'docs/screenshots/symbaroum-sheet.png' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: 'docs/screenshots/symbaroum-sheet-dark.png' })
    await page.emulateMedia({ colorScheme: 'light' })
    // The same sheet in Swedish and German (issue #21): the sheet's texts and the rules'.
    for (const locale of ['sv', 'de']) {
      await gotoApp(page, `?locale=${locale}${new URL(page.url()).hash}`)
      await expect(page.locator('[data-sheet]')).toBeVisible()
      await page.screenshot({ path: `docs/screenshots/symbaroum-sheet-${locale}.png` })
    }
  }
})

test('dying: death tests entered by hand, the third 11–19 is death; healing stops at the maximum', async ({
  page,
}) => {
  await createCharacter(page, 'Hild', 'symbaroum')
  await goToSheet(page)
  const damage = page.getByLabel('Damage after armor')
  await damage.fill('3')
  await page.getByRole('button', { name: 'Take damage' }).click()
  await page.getByRole('button', { name: 'Herbal cure (+1)' }).click()
  await expect(derived(page, 'currentToughness')).toHaveText('8')
  await damage.fill('12')
  await page.getByRole('button', { name: 'Take damage' }).click()
  await expect(derived(page, 'currentToughness')).toHaveText('0')
  const tracker = page.getByTestId('death-tracker')
  await expect(tracker.getByRole('heading')).toHaveText('Dying')
  const roll = page.getByLabel('or enter your d20')
  for (const value of ['12', '5', '15']) {
    await roll.fill(value)
    await page.getByRole('button', { name: 'Record' }).click()
  }
  await expect(tracker).toContainText('Steps closer so far: 2 of 3')
  await roll.fill('21')
  await page.getByRole('button', { name: 'Record' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'A death test is a d20 roll from 1 to 20.' }),
  ).toBeVisible()
  await roll.fill('19')
  await page.getByRole('button', { name: 'Record' }).click()
  await expect(tracker.getByRole('heading')).toHaveText('Dead')
  await expect(tracker).toContainText('Rolled: 12, 5, 15, 19')
})

test('success test: the exact chance shows before rolling, with difficulty, opponent and Advantage', async ({
  page,
}) => {
  await createCharacter(page, 'Vidar', 'symbaroum')
  await goToSheet(page)
  await page.getByLabel('Quick', { exact: true }).fill('13')
  await page.getByLabel('Quick', { exact: true }).press('Tab')
  await page.getByRole('button', { name: 'Roll Quick' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('test-odds')).toContainText(
    'Roll 13 or lower on a d20: 65% chance',
  )
  await dialog.getByRole('spinbutton', { name: /Modifier/ }).fill('-5')
  await dialog.getByRole('spinbutton', { name: /Modifier/ }).press('Tab')
  await expect(dialog.getByTestId('test-odds')).toContainText(
    'Roll 8 or lower on a d20: 40% chance',
  )
  // Against an opponent's Accurate 15: 10 − 15 = −5; Advantage adds 2.
  await dialog.getByLabel("Against an opponent's attribute").check()
  await dialog.getByRole('spinbutton', { name: "Opponent's value" }).fill('15')
  await dialog.getByRole('spinbutton', { name: "Opponent's value" }).press('Tab')
  await dialog.getByLabel('Advantage (+2)').check()
  await expect(dialog.getByTestId('test-odds')).toContainText(
    'Roll 10 or lower on a d20: 50% chance',
  )
  await dialog.getByRole('button', { name: 'Roll d20' }).click()
  await expect(dialog.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(1)
  await expect(dialog.getByRole('list', { name: 'Results' })).toContainText(
    /Rolled \d+ against 10: (success|failure)/,
  )
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('combat: an attack with the weapon’s damage over the target’s armor, and a Defense test that takes Toughness (undone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await createCharacter(page, 'Ragnhild', 'symbaroum')
  await goToSheet(page)
  await page.getByLabel('Accurate', { exact: true }).fill('13')
  await page.getByLabel('Accurate', { exact: true }).press('Tab')
  await page.getByPlaceholder('Weapon').fill('Longsword')
  await page.getByRole('button', { name: 'Add weapon' }).click()
  await page.getByRole('button', { name: 'Attack with Longsword' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText('Attack with Longsword')
  // Defense 12: 13 + (10 − 12) = 11 → 55%. 1d8 against a 1d4 armor: 22 of 32 pairs hurt.
  await dialog.getByRole('spinbutton', { name: "Target's Defense" }).fill('12')
  await dialog.getByRole('spinbutton', { name: "Target's Defense" }).press('Tab')
  await dialog.getByLabel("Target's armor die").fill('1d4')
  await dialog.getByRole('spinbutton', { name: "Target's Pain Threshold" }).fill('4')
  await dialog.getByRole('spinbutton', { name: "Target's Pain Threshold" }).press('Tab')
  await expect(dialog.getByTestId('attack-odds')).toHaveText(
    'Roll 11 or lower on a d20: 55% to hit.',
  )
  await expect(dialog.getByTestId('damage-odds')).toContainText(
    'On a hit, 1d8 against armor 1d4: 68.8% deals damage',
  )
  await dialog.getByLabel(/Advantage/).check()
  await expect(dialog.getByTestId('attack-odds')).toHaveText(
    'Roll 13 or lower on a d20: 65% to hit.',
  )
  await expect(dialog.getByTestId('modifiers')).toContainText('+1d4')
  await expectNoA11yViolations(page)
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await dialog.getByRole('button', { name: 'Roll attack' }).click()
    await dialog.screenshot({ path: 'docs/screenshots/symbaroum-attack.png' })
  }
  // Defense 1 is always hit (13 + 9 + 2 = 24), so the damage is rolled.
  await dialog.getByRole('spinbutton', { name: "Target's Defense" }).fill('1')
  await dialog.getByRole('spinbutton', { name: "Target's Defense" }).press('Tab')
  await dialog.getByRole('button', { name: 'Roll attack' }).click()
  await expect(
    dialog.getByRole('list', { name: 'Results' }).getByRole('listitem').first(),
  ).toHaveText(/^rolled \d+ vs 24: hit; damage 1d8 \d \+ 1d4 \d, armor 1d4 \d: \d+ damage/)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // Defense: Quick 10, no armor; Accurate 30 always hits; 12 damage from Toughness 10 → 0.
  await page.getByRole('button', { name: 'Defense test…' }).click()
  await dialog.getByRole('spinbutton', { name: "Attacker's Accurate" }).fill('30')
  await dialog.getByRole('spinbutton', { name: "Attacker's Accurate" }).press('Tab')
  await dialog.getByRole('spinbutton', { name: 'Damage of the attack' }).fill('7')
  await dialog.getByRole('spinbutton', { name: 'Damage of the attack' }).press('Tab')
  await dialog.getByRole('button', { name: 'Roll Defense' }).click()
  await expect(dialog.getByRole('list', { name: 'Results' })).toContainText(
    '7 of 7 damage taken (Toughness 10 → 3), over the Pain Threshold of 5',
  )
  await expect(derived(page, 'currentToughness')).toHaveText('3')
  await dialog.getByRole('button', { name: 'Undo damage' }).click()
  await expect(derived(page, 'currentToughness')).toHaveText('10')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await saved(page)
})
