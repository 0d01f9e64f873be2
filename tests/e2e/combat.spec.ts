// The combat tracker (#23 §4), as a game master runs a fight in the browser: a Symbaroum party
// member and two goblins typed in, the order by Quick, turns, damage and healing from the keys,
// the party member's damage on her sheet's ledger, and the end's summary in the session's entry.
import {
  test,
  expect,
  expectNoA11yViolations,
  gotoApp,
  createCharacter,
  goToSheet,
  type Page,
} from './fixtures'

const order = (page: Page) => page.getByRole('group', { name: 'Turn order' })
const current = (page: Page) => order(page).locator('li[aria-current="true"] .name')
const row = (page: Page, name: string) =>
  order(page)
    .locator('li')
    .filter({ has: page.locator('.name', { hasText: new RegExp(`^${name}$`) }) })

test('a game master runs a fight from the keyboard, and its summary lands in the journal', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await createCharacter(page, 'Tova', 'Symbaroum')
  await goToSheet(page)

  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Davokar')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page
    .locator('[data-campaign="Davokar"]')
    .getByRole('link', { name: 'Party of Davokar' })
    .click()
  await page.getByLabel('Character').selectOption({ label: 'Tova (Symbaroum)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  await expect(page.getByText('Tova joined the party.')).toBeVisible()

  // A session entry for the summary.
  const sections = page.getByRole('navigation', { name: 'Campaign sections' })
  await sections.getByRole('link', { name: 'Journal' }).click()
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('The ford')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)

  await sections.getByRole('link', { name: 'Combat' }).click()
  await expect(page.getByRole('heading', { name: 'New encounter' })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('Ambush at the ford')
  await expect(page.getByLabel('Tova')).toBeChecked()

  // Two goblins at once; a foe without a name is refused with a message.
  await page.getByRole('button', { name: 'Add foe' }).click()
  await expect(page.getByRole('alert')).toHaveText('Give the foe a name.')
  await page.getByLabel('Foe’s name').fill('Goblin')
  await page.getByRole('spinbutton', { name: 'Toughness' }).fill('6')
  await page.getByRole('spinbutton', { name: 'Quick', exact: true }).fill('7')
  await page.getByRole('spinbutton', { name: 'How many' }).fill('2')
  await page.getByRole('button', { name: 'Add foe' }).click()
  await expect(page.getByRole('status').last()).toHaveText('2 × Goblin added.')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Start the encounter' }).click()

  // Order by Quick (Symbaroum, Turn Order): Tova's Quick is above the goblins' 7; the two
  // goblins tie on Quick and Vigilant, so a roll decides between them.
  await expect(page.locator('.round')).toHaveText('Round 1')
  await expect(order(page).locator('.name')).toHaveText(['Tova', /^Goblin [12]$/, /^Goblin [12]$/])
  const [, first, second] = await order(page).locator('.name').allTextContents()
  expect(new Set([first, second])).toEqual(new Set(['Goblin 1', 'Goblin 2']))
  await expect(current(page)).toHaveText('Tova')

  // Tova hits the first goblin for 4: choose it with the arrow keys, type the amount, press D.
  await row(page, 'Tova').getByRole('radio').focus()
  await page.keyboard.press('ArrowDown')
  await expect(row(page, first!).getByRole('radio')).toBeChecked()
  // D in the amount field deals what is typed there.
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('4')
  await page.getByRole('spinbutton', { name: 'Amount' }).press('d')
  await expect(page.getByRole('status').last()).toHaveText(`${first} takes 4 damage.`)
  await expect(page.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('4')
  await expect(row(page, first!).locator('.health')).toHaveText('Toughness 2 / 6')

  // The goblins' turns: the first hits Tova for 3 (on her sheet, through her ledger).
  await page.keyboard.press('n')
  await expect(current(page)).toHaveText(first!)
  await row(page, first!).getByRole('radio').focus()
  await page.keyboard.press('ArrowUp')
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('3')
  await page.getByRole('spinbutton', { name: 'Amount' }).press('Enter')
  await row(page, 'Tova').getByRole('radio').focus()
  await page.keyboard.press('d')
  await expect(page.getByRole('status').last()).toContainText('Tova takes 3 damage.')
  await expect(page.getByRole('status').last()).toContainText('Toughness')
  await page.keyboard.press('n')
  await expect(current(page)).toHaveText(second!)
  await row(page, second!).getByRole('radio').focus()
  await page.keyboard.press('ArrowUp')
  await page.getByLabel('Condition').fill('Prone')
  await page.getByRole('button', { name: 'Put on' }).click()
  await expect(row(page, first!).locator('.condition')).toContainText('Prone')

  await page.keyboard.press('n')
  await expect(page.locator('.round')).toHaveText('Round 2')
  await expect(current(page)).toHaveText('Tova')
  await expectNoA11yViolations(page)

  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: 'docs/screenshots/combat-round.png', fullPage: false })
    await page.setViewportSize({ width: 1280, height: 720 })
  }

  // The fight survives a reload, and ends with a summary in the session's entry.
  await page.reload()
  await page.getByRole('button', { name: /Resume Ambush at the ford \(round 2\)/ }).click()
  await expect(current(page)).toHaveText('Tova')
  await page.getByRole('button', { name: 'End the encounter…' }).click()
  await expect(page.getByLabel('Write the summary into')).toHaveValue(/.+/)
  await page.getByRole('button', { name: 'End the encounter', exact: true }).click()
  await expect(page.getByRole('status').last()).toHaveText(
    'Ambush at the ford ended; the summary is in The ford.',
  )
  await expect(page.getByRole('heading', { name: 'Ambush at the ford: summary' })).toBeVisible()

  await sections.getByRole('link', { name: 'Journal' }).click()
  await page
    .getByRole('link', { name: /The ford/ })
    .first()
    .click()
  await expect(page.getByLabel('Entry text (Markdown)')).toHaveValue(/### Ambush at the ford/)
  await expect(page.getByLabel('Entry text (Markdown)')).toHaveValue(
    /\*\*Tova\*\*: dealt 4, took 3/,
  )

  // Tova's ledger has the damage, with where it came from.
  await page.goto(page.url().replace(/#.*/, '#/characters'))
  await page.getByRole('link', { name: /Tova/ }).first().click()
  await expect(page.getByText('Ambush at the ford, round 1: 3 damage')).toBeVisible()
})
