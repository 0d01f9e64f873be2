import {
  test,
  expect,
  expectNoA11yViolations,
  gotoApp,
  createCharacter,
  goToSheet,
  derived,
  type Page,
} from './fixtures'

/** Creates a character and returns its id (from the creation route). */
async function newCharacter(page: Page, name: string, system: string): Promise<string> {
  await createCharacter(page, name, system)
  const id = /#\/characters\/([^/]+)\/create/.exec(page.url())?.[1]
  expect(id, 'the creation route carries the character id').toBeTruthy()
  await goToSheet(page)
  return id!
}

/** The rolls the sheets logged, read straight from the app's database. */
async function loggedRolls(
  page: Page,
): Promise<{ characterName: string; label: string; result: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('quillkeep')
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'))
        open.onsuccess = () => {
          const request = open.result.transaction('rolls').objectStore('rolls').getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
        }
      }),
  )
}

const card = (page: Page, name: string) => page.locator(`[data-member="${name}"]`)
const line = (page: Page, name: string, label: string) =>
  card(page, name).locator(`[data-line="${label}"]`)

test('a campaign with a mixed party: party values and warnings, house rules, archive, reload', async ({
  page,
}) => {
  const tovaId = await newCharacter(page, 'Tova', 'symbaroum')
  await newCharacter(page, 'Sigrun', 'heimr')

  // Create: a name is required, and a bad submit changes nothing.
  await gotoApp(page, '#/campaigns')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await expect(page.getByRole('alert')).toHaveText('Give the campaign a name.')
  await expect(page.getByLabel('Name')).toBeFocused()
  await page.getByLabel('Name').fill('Davokar')
  await page.getByLabel('Description (optional)').fill('Into the forest')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await expect(page.getByRole('status').first()).toContainText('Created Davokar')
  const listed = page.locator('[data-campaign="Davokar"]')
  await expect(listed.getByTestId('campaign-party')).toHaveText('No party yet')
  await expectNoA11yViolations(page)

  // Party: add one character of each system.
  await listed.getByRole('link', { name: 'Party of Davokar' }).click()
  await expect(page.getByRole('heading', { name: 'Party' })).toBeVisible()
  await expect(page.getByText('No one in the party yet')).toBeVisible()
  await page.getByLabel('Character').selectOption({ label: 'Tova (Symbaroum)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  await expect(page.getByText('Tova joined the party.')).toBeVisible()
  await page.getByLabel('Character').selectOption({ label: 'Sigrun (Heimr Tabletop Core)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  await expect(page.getByTestId('party-size')).toHaveText('2 members')
  await expect(card(page, 'Tova').getByText('Symbaroum')).toBeVisible()
  await expect(line(page, 'Tova', 'Current Toughness')).toContainText('10')
  await expect(line(page, 'Sigrun', 'Fatigue')).toBeVisible()
  await expect(page.getByTestId('party-warning')).toHaveCount(0)
  await expect(page.getByTestId('warning-count')).toHaveCount(0)
  await expectNoA11yViolations(page)

  // Tova takes heavy damage and makes a test; Sigrun's physical roll raises her fatigue.
  await card(page, 'Tova').getByRole('link', { name: 'Tova' }).click()
  await expect(page.locator('[data-sheet]')).toBeVisible()
  await page.getByRole('button', { name: 'Roll Accurate' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Roll d20' }).click()
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Results' })).toContainText(
    'Rolled',
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await page.getByLabel('Damage after armor').fill('30')
  await page.getByLabel('Damage after armor').press('Tab')
  await page.getByRole('button', { name: 'Take damage' }).click()
  await expect(derived(page, 'currentToughness')).toHaveText('0')
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)

  await page.goBack()
  await expect(page.getByTestId('party-size')).toHaveText('2 members')
  await card(page, 'Sigrun').getByRole('link', { name: 'Sigrun' }).click()
  await page.getByLabel('Strength', { exact: true }).fill('3')
  await page.getByLabel('Strength', { exact: true }).press('Tab')
  await expect(derived(page, 'fatigue')).toHaveText('4')
  await page.getByRole('button', { name: 'Roll Strength' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Against a challenge requirement').check()
  await dialog.getByLabel('Challenge requirement', { exact: true }).fill('10')
  await dialog.getByLabel('Challenge requirement', { exact: true }).press('Tab')
  await dialog.getByLabel('d6').fill('1')
  await dialog.getByLabel('d6').press('Tab')
  await dialog.getByLabel(/×d10/).fill('4, 9')
  await dialog.getByRole('button', { name: 'Evaluate' }).click()
  await expect(dialog.getByTestId('challenge-outcome')).toContainText('fatigue rises to 5')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)

  // Both rolls are in the roll log, with the character and an outcome line.
  const rolls = await loggedRolls(page)
  expect(rolls.map((r) => [r.characterName, r.label])).toEqual(
    expect.arrayContaining([
      ['Tova', 'Accurate test'],
      ['Sigrun', 'Strength challenge'],
    ]),
  )
  expect(rolls.find((r) => r.characterName === 'Tova')?.result).toMatch(
    /^rolled \d+ vs \d+: (success|failure)$/,
  )

  await page.goBack()
  await expect(page.getByTestId('warning-count')).toHaveText(/2 warnings/)
  await expect(line(page, 'Tova', 'Current Toughness').getByTestId('party-warning')).toHaveText(
    /Warning:\s*Toughness 0: dying/,
  )
  await expect(line(page, 'Sigrun', 'Fatigue').getByTestId('party-warning')).toContainText(
    'above base',
  )
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.setViewportSize({ width: 1400, height: 800 })
    await page.screenshot({ path: 'docs/screenshots/party.png' })
  }

  // A house rule for this campaign: Symbaroum's attribute total.
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Settings' })
    .click()
  const rule = page.getByRole('group', { name: 'Attribute points at creation' })
  await expect(rule).toContainText('Use the app-wide setting (80)')
  await expect(rule.getByTestId('rule-in-effect')).toHaveText(/In effect: 80\s*\(app-wide\)/)
  await rule.getByLabel('Set for this campaign').check()
  const value = rule.getByLabel('Campaign value')
  await value.fill('500')
  await value.blur()
  await expect(rule.getByRole('alert')).toContainText('must be a whole number from 40 to 120')
  await expect(rule.getByTestId('rule-in-effect')).toHaveText(/In effect: 80\s*\(this campaign\)/)
  await value.fill('70')
  await value.blur()
  await expect(rule.getByTestId('rule-in-effect')).toHaveText(/In effect: 70\s*\(this campaign\)/)
  await expect(rule.getByRole('alert')).toHaveCount(0)
  // Rename, saved on Enter; an empty name is refused inline and the saved one stays.
  const name = page.getByLabel('Name', { exact: true })
  await name.fill('')
  await name.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Give the campaign a name.')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await name.fill('Davokar Deep')
  await name.press('Enter')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByTestId('campaign-save')).toHaveText(/All changes saved/)
  await expect(page.locator('#campaign-title')).toContainText('Davokar Deep')
  await expectNoA11yViolations(page)

  // Tova's creation check uses the campaign's total; the app-wide one stays 80.
  await gotoApp(page, `#/characters/${tovaId}/create`)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('attribute-points')).toContainText('of 70 points')
  await gotoApp(page, '#/settings')
  await expect(page.getByLabel('Attribute points at creation')).toHaveValue('80')

  // Archive from the list, find it under Archived, restore it.
  await gotoApp(page, '#/campaigns')
  await page.getByRole('button', { name: 'Archive Davokar Deep' }).click()
  await expect(page.getByText('No active campaigns.')).toBeVisible()
  await page.getByText('Archived (1)').click()
  await expect(page.getByRole('list', { name: 'Archived campaigns' })).toContainText('Davokar Deep')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Restore Davokar Deep' }).click()
  await expect(page.getByText('Restored Davokar Deep.')).toBeVisible()
  await expect(
    page.locator('[data-campaign="Davokar Deep"]').getByTestId('campaign-party'),
  ).toHaveText('2 characters: Heimr Tabletop Core, Symbaroum')

  // Archive from the campaign's settings: the badge shows; restore there too.
  await page.getByRole('link', { name: 'Party of Davokar Deep' }).click()
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await page.getByRole('button', { name: 'Archive this campaign' }).click()
  await expect(page.locator('#campaign-title')).toContainText('Archived')
  await page.getByRole('button', { name: 'Restore this campaign' }).click()
  await expect(page.locator('#campaign-title')).not.toContainText('Archived')

  // Everything survives a reload.
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(
    page.getByRole('group', { name: 'Attribute points at creation' }).getByTestId('rule-in-effect'),
  ).toHaveText(/In effect: 70\s*\(this campaign\)/)
  await expect(page.getByLabel('Description')).toHaveValue('Into the forest')
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Party' })
    .click()
  await expect(page.getByTestId('party-size')).toHaveText('2 members')
  await expect(page.getByTestId('warning-count')).toHaveText(/2 warnings/)

  // Remove from the party keeps the character in the library.
  await page.getByRole('button', { name: 'Remove Sigrun from the party' }).click()
  await expect(
    page.getByText('Sigrun left the party. The character is kept in the library.'),
  ).toBeVisible()
  await expect(page.getByTestId('party-size')).toHaveText('1 member')
  await gotoApp(page, '#/characters')
  await expect(page.getByText('Sigrun')).toBeVisible()
})

test('adding a character from another campaign asks first, then moves it', async ({ page }) => {
  await newCharacter(page, 'Ulf', 'murdham')
  await gotoApp(page, '#/campaigns')
  for (const name of ['First', 'Second']) {
    await page.getByLabel('Name').fill(name)
    await page.getByRole('button', { name: 'Create campaign' }).click()
    await expect(page.locator(`[data-campaign="${name}"]`)).toBeVisible()
  }
  await page.getByRole('link', { name: 'Party of First' }).click()
  await page.getByLabel('Character').selectOption({ label: 'Ulf (Murdham)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  await expect(page.getByTestId('party-size')).toHaveText('1 member')

  await gotoApp(page, '#/campaigns')
  await page.getByRole('link', { name: 'Party of Second' }).click()
  await page.getByLabel('Character').selectOption({ label: 'Ulf (Murdham, in First)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Ulf is in the party of First')
  await expect(confirm.getByRole('button', { name: 'Move Ulf here' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('party-size')).toHaveText('0 members')
  await page.getByRole('button', { name: 'Add to party' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move Ulf here' }).click()
  await expect(page.getByText('Ulf moved here from First.')).toBeVisible()
  await expect(page.getByTestId('party-size')).toHaveText('1 member')

  await gotoApp(page, '#/campaigns')
  await expect(page.locator('[data-campaign="First"]').getByTestId('campaign-party')).toHaveText(
    'No party yet',
  )
  await expect(page.locator('[data-campaign="Second"]').getByTestId('campaign-party')).toHaveText(
    '1 character: Murdham',
  )
})

test('an archived campaign is deleted for good after asking: journal gone, characters kept, backup taken', async ({
  page,
}) => {
  await newCharacter(page, 'Brenna', 'symbaroum')
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Short Lived')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page.getByRole('link', { name: 'Party of Short Lived' }).click()
  await page.getByLabel('Character').selectOption({ label: 'Brenna (Symbaroum)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  await expect(page.getByTestId('party-size')).toHaveText('1 member')
  const sections = page.getByRole('navigation', { name: 'Campaign sections' })
  await sections.getByRole('link', { name: 'Journal' }).click()
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('The only session')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)

  // Only an archived campaign offers deletion.
  await sections.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByTestId('delete-campaign')).toHaveCount(0)
  await page.getByRole('button', { name: 'Archive this campaign' }).click()

  // Saying no deletes nothing.
  const questions: string[] = []
  let answer = false
  page.on('dialog', (dialog) => {
    questions.push(dialog.message())
    void (answer ? dialog.accept() : dialog.dismiss())
  })
  await page.getByTestId('delete-campaign').click()
  await expect.poll(() => questions.length).toBe(1)
  expect(questions[0]).toContain('Delete “Short Lived” forever?')
  expect(questions[0]).toContain('1 entry, the trash included')
  expect(questions[0]).toContain('1 character stays in the library')
  await expect(page.locator('#campaign-title')).toContainText('Archived')

  answer = true
  await page.getByTestId('delete-campaign').click()
  await expect(page).toHaveURL(/#\/campaigns$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Deleted “Short Lived” and 1 journal entry.' }),
  ).toBeVisible()
  await expect(page.locator('[data-campaign="Short Lived"]')).toHaveCount(0)
  await expect(page.getByText(/^Archived \(/)).toHaveCount(0)

  // The character stays, in no campaign; the backup taken first is listed.
  await gotoApp(page, '#/characters')
  await expect(page.getByRole('link', { name: 'Brenna' })).toBeVisible()
  await gotoApp(page, '#/settings')
  await expect(
    page.getByRole('table', { name: 'Backups' }).getByRole('row', { name: /before-delete/ }),
  ).toHaveCount(1)
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await gotoApp(page, '#/campaigns')
  await expect(page.locator('[data-campaign="Short Lived"]')).toHaveCount(0)
})
