import {
  test,
  expect,
  expectNoA11yViolations,
  type Page,
  createCharacter,
  derived,
  goToSheet,
  gotoApp,
} from './fixtures'

async function addItem(page: Page, name: string, size = '1'): Promise<void> {
  const form = page.getByRole('form', { name: 'Add an item' })
  await form.getByLabel('Item name').fill(name)
  await form.getByLabel('Size').selectOption(size)
  await form.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible()
}

const grid = (page: Page) => page.getByTestId('slot-grid')

test('fill the slots, drop an item for Fatigue, cast with entered dice, reload', async ({
  page,
}) => {
  await createCharacter(page, 'Barry', 'cairn-ap')
  await page.getByRole('button', { name: '3. Inventory' }).click()
  // The Grimoire is bulky: 2 of the 10 default slots.
  await expect(grid(page).locator('[data-slot="free"]')).toHaveCount(8)
  await goToSheet(page)

  await addItem(page, 'Tent', '2')
  await addItem(page, 'Sword')
  await addItem(page, 'Rope')
  await addItem(page, 'Rations')
  await addItem(page, 'Lantern')
  await expect(grid(page).locator('[data-slot="free"]')).toHaveCount(2)

  // Barry: 2 free slots + 2 Mana Dust = 4 Magic Dice.
  await page.getByLabel('Mana Dust', { exact: true }).fill('2')
  await page.getByLabel('Mana Dust', { exact: true }).press('Tab')
  await expect(page.locator('[data-derived="magicDice"] [data-testid="derived-value"]')).toHaveText(
    '4',
  )
  const spellForm = page.getByRole('form', { name: 'Add a spell' })
  await spellForm.getByLabel('Spell', { exact: true }).fill('Mirror Image')
  await spellForm.getByRole('button', { name: 'Add spell' }).click()

  // Cast: 2 Mana Dust + 1 slot, more than 4 dice refused first.
  await page.getByRole('button', { name: 'Cast Mirror Image' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Slot dice').fill('3')
  await dialog.getByLabel('Slot dice').press('Tab')
  await dialog.getByLabel('Mana Dust dice').fill('2')
  await dialog.getByLabel('Mana Dust dice').press('Tab')
  await expect(dialog.getByTestId('cast-problem')).toContainText('At most 4')
  await dialog.getByLabel('Slot dice').fill('1')
  await dialog.getByLabel('Slot dice').press('Tab')
  await expect(dialog.getByTestId('cast-problem')).toHaveCount(0)
  // The slot die shows 5, the dust dice the double 2s.
  await dialog.getByRole('textbox', { name: /Dice \(slot/ }).fill('5, 2, 2')
  await dialog.getByRole('button', { name: 'Evaluate' }).click()
  const outcome = dialog.getByTestId('cast-outcome')
  await expect(outcome).toContainText('+1 Fatigue')
  await expect(outcome).toContainText('Mishap 9')
  await expect(outcome).toContainText('Applied to the sheet')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('fatigue-count')).toHaveText('Fatigue: 1')
  await expect(page.getByTestId('mishaps')).toContainText('Moon-touched')

  // One slot left: Fatigue fills it; the next asks what to drop.
  await page.getByRole('button', { name: 'Add Fatigue' }).click()
  await expect(grid(page).locator('[data-slot="free"]')).toHaveCount(0)
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.setViewportSize({ width: 1400, height: 1000 })
    await page.mouse.move(1, 1)
    await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
    await page.getByRole('heading', { name: 'Inventory' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'docs/screenshots/cairn-ap-slots.png' })
    // The sheet in Swedish and German (issue #21): the sheet's texts and the rules'.
    const route = new URL(page.url()).hash
    for (const locale of ['sv', 'de']) {
      await gotoApp(page, `?locale=${locale}${route}`)
      await expect(page.locator('[data-sheet]')).toBeVisible()
      await page.mouse.move(1, 1)
      await page.screenshot({ path: `docs/screenshots/cairn-ap-sheet-${locale}.png` })
    }
    await gotoApp(page, route)
    await expect(page.locator('[data-sheet]')).toBeVisible()
  }
  await page.getByRole('button', { name: 'Add Fatigue' }).click()
  const drop = page.getByRole('dialog')
  await expect(drop.getByRole('heading', { name: /drop something/ })).toBeVisible()
  const dropButton = drop.getByRole('button', { name: 'Drop and continue' })
  await expect(dropButton).toBeDisabled()
  await drop.getByRole('checkbox', { name: /Rope/ }).check()
  await dropButton.click()
  await expect(page.getByTestId('fatigue-count')).toHaveText('Fatigue: 3')
  await expect(page.getByRole('button', { name: 'Remove Rope' })).toHaveCount(0)
  await expect(page.getByTestId('cairn-log')).toContainText('Dropped Rope to make room (Fatigue)')

  // Armor above 3 is capped and the app says so.
  await page.getByLabel('Armor (max 3)').fill('5')
  await page.getByLabel('Armor (max 3)').press('Tab')
  await page.getByLabel('Armor (max 3)').press('Tab')
  await expect(page.getByTestId('armor-note')).toHaveText('Armor 5 is capped at 3.')
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await expectNoA11yViolations(page)

  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(page.getByTestId('fatigue-count')).toHaveText('Fatigue: 3')
  await expect(page.getByRole('button', { name: 'Remove Rope' })).toHaveCount(0)
  await expect(grid(page).locator('[data-slot="fatigue"]')).toHaveCount(3)
  await expect(page.getByTestId('mishaps')).toContainText('Moon-touched')
  await expect(page.getByLabel('Armor (max 3)')).toHaveValue('3')
  await expect(page.getByLabel('Mana Dust', { exact: true })).toHaveValue('0')
})

test('combat: an attack with the Axe’s Object Die, then a hit taken through Armor into HP (undone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await createCharacter(page, 'Ael’Onor', 'cairn-ap')
  await goToSheet(page)
  const form = page.getByRole('form', { name: 'Add an item' })
  await form.getByLabel('Item name').fill('Axe')
  await form.getByLabel('Size').selectOption('2')
  await form.getByLabel('Object Die').selectOption('d8')
  await form.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByLabel('Object Die of Axe')).toHaveValue('d8')

  await page.getByRole('button', { name: 'Attack…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toHaveText('Attack')
  await dialog.locator('select[name="weapon"]').selectOption({ label: 'Axe (d8)' })
  // Actions, example 1: +1 Advantage on the Base Die and on the sharp Axe's die.
  await dialog.getByRole('spinbutton', { name: 'Advantage', exact: true }).fill('1')
  await dialog.getByRole('spinbutton', { name: 'Advantage', exact: true }).press('Tab')
  await dialog.getByRole('spinbutton', { name: 'Weapon Advantage' }).fill('1')
  await dialog.getByRole('spinbutton', { name: 'Weapon Advantage' }).press('Tab')
  await expect(dialog.getByTestId('modifiers')).toContainText('Axe (1 Advantage)')
  // A target result of 0 is always reached (at least 1 + STR + 1); a d8 always gets past Armor 0,
  // 4.5 on average plus the Advantage: the higher of two d8 averages 5.8.
  await dialog.getByRole('spinbutton', { name: "Target's result or DC" }).fill('0')
  await dialog.getByRole('spinbutton', { name: "Target's result or DC" }).press('Tab')
  await expect(dialog.getByTestId('attack-odds')).toHaveText(
    'A result of 0 or more hits: 100% to hit, 100% to hit and deal damage past Armor 0; 5.8 damage on average on a hit.',
  )
  await dialog.getByRole('button', { name: 'Roll attack' }).click()
  await expectNoA11yViolations(page)
  await expect(
    dialog.getByRole('list', { name: 'Results' }).getByRole('listitem').first(),
  ).toHaveText(
    /^Base Die d20 \[\d+, \d+\] → \d+, Axe d8 \[\d, \d\] → \d; STR \+\d+; result \d+ vs 0(, natural (1|20))?: hit: weapon die \d − Armor 0 = \d damage\./,
  )
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await dialog.screenshot({ path: 'docs/screenshots/cairn-ap-attack.png' })
  }
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // A hit taken: the attacker's d6, less this character's Armor (0), off HP; Undo gives it back.
  const hpBefore = (await derived(page, 'hp').textContent()) ?? ''
  await page.getByRole('button', { name: 'Take a hit…' }).click()
  await dialog.locator('select[name="incoming-die"]').selectOption('d6')
  await expect(dialog.getByTestId('harm-odds')).toContainText('100% that damage gets past Armor 0')
  await dialog.getByRole('button', { name: 'Roll damage' }).click()
  await expectNoA11yViolations(page)
  const result = dialog.getByRole('list', { name: 'Results' }).getByRole('listitem').first()
  await expect(result).toContainText(/^d6 \d: \d damage − 0 Armor = \d\. HP \d+ → \d+\./)
  const [, after] = /HP \d+ → (\d+)/.exec((await result.textContent()) ?? '') ?? []
  await expect(derived(page, 'hp')).toHaveText(`${after} / ${hpBefore.split(' / ')[1]}`)
  await dialog.getByRole('button', { name: 'Undo damage' }).click()
  await expect(derived(page, 'hp')).toHaveText(hpBefore)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
})
