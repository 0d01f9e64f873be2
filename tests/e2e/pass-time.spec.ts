import { test, expect, expectNoA11yViolations, createCharacter, goToSheet } from './fixtures'

// Pass time (issue #20): one step of game time applies what the rules say, as one ledger entry
// that survives a reload and that Undo takes back.
test('a short rest passes as one ledger entry, survives a reload, and is undone', async ({
  page,
}) => {
  await createCharacter(page, 'Ysolde', 'heimr')
  await goToSheet(page)
  const hitPoints = page.getByLabel('Hit points', { exact: true })
  await hitPoints.fill('1')
  await hitPoints.press('Tab')

  await page.getByRole('button', { name: 'Pass time…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pass time' })
  await expect(dialog.getByRole('radio')).toHaveCount(3)
  await dialog.getByRole('radio', { name: /A short rest/ }).check()
  await dialog.getByRole('button', { name: 'Pass a short rest' }).click()
  await expect(dialog.getByTestId('pass-time-result')).toContainText('A short rest: hit points 3')
  await expectNoA11yViolations(page)
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await dialog.screenshot({ path: 'docs/screenshots/pass-time.png' })
  }
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(hitPoints).toHaveValue('3')
  const ledger = page.getByRole('list', { name: 'Ledger entries' })
  await expect(ledger).toContainText('A short rest: hit points 3')

  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await page.reload()
  await expect(page.getByLabel('Hit points', { exact: true })).toHaveValue('3')
  await page.getByRole('button', { name: 'Undo A short rest: hit points 3' }).click()
  await expect(page.getByLabel('Hit points', { exact: true })).toHaveValue('1')

  // At 0 hit points the rest is refused with the reason, and nothing is written.
  await hitPoints.fill('0')
  await hitPoints.press('Tab')
  await page.getByRole('button', { name: 'Pass time…' }).click()
  await dialog.getByRole('radio', { name: /A short rest/ }).check()
  await dialog.getByRole('button', { name: 'Pass a short rest' }).click()
  await expect(dialog.getByRole('alert')).toContainText('needs 1 or more hit points')
  await expect(dialog.getByTestId('pass-time-result')).toHaveCount(0)
})
