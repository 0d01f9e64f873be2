import { test, expect, expectNoA11yViolations, createCharacter, goToSheet } from './fixtures'

// History (#24): the sheet as of an earlier version, and restoring one as one undoable change.
// The web build keeps no history until its sync runs, so this test stores two earlier versions in
// the history table itself, as the sync store would have kept them, and drives the real dialog.
test('shows an earlier version read-only with what differs, restores it, and Undo takes it back', async ({
  page,
}) => {
  await createCharacter(page, 'Ysolde', 'heimr')
  await goToSheet(page)
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  const id = decodeURIComponent(/#\/characters\/([^/?]+)/.exec(page.url())![1]!)

  await page.evaluate(async (id) => {
    const open = indexedDB.open('quillkeep')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error ?? new Error('quillkeep did not open'))
    })
    const read = db.transaction('characters').objectStore('characters').get(id)
    const now = await new Promise<Record<string, unknown>>((resolve) => {
      read.onsuccess = () => resolve(read.result as Record<string, unknown>)
    })
    const data = now.data as { concept: string; hitPoints: { current: number; max: number } }
    const version = (
      daysAgo: number,
      device: string,
      name: string,
      concept: string,
      hp: number,
    ) => {
      const wall = Date.now() - daysAgo * 86_400_000
      return {
        key: `characters/${id}`,
        revision: `${String(wall).padStart(15, '0')}-000000-${device}`,
        wall,
        device,
        deleted: false,
        body: {
          ...now,
          name,
          data: { ...data, concept, hitPoints: { ...data.hitPoints, current: hp } },
        },
      }
    }
    const tx = db.transaction('recordHistory', 'readwrite')
    tx.objectStore('recordHistory').put(
      version(9, 'k3v9q0x1m2n4b5c6d7e8', 'Ysolde the Younger', 'A novice of the order', 4),
    )
    tx.objectStore('recordHistory').put(
      version(2, 'p7w2z8r4t6y1u3i5o9a0', 'Ysolde', 'Knight of the order', data.hitPoints.max),
    )
    await new Promise((resolve) => (tx.oncomplete = resolve))
    db.close()
  }, id)

  await page.getByRole('button', { name: 'History…' }).click()
  const dialog = page.getByRole('dialog', { name: 'History of Ysolde' })
  const versions = dialog.getByTestId('history-versions').getByRole('button')
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('another device')
  await expect(dialog).toContainText('This character is in no campaign')
  await versions.nth(1).click()
  const asOf = dialog.getByTestId('history-as-of')
  await expect(asOf).toContainText('Read-only')
  const differences = asOf.getByRole('table', { name: 'Differs from now' })
  await expect(
    differences.getByRole('row', { name: /Name Ysolde the Younger Ysolde/ }),
  ).toBeVisible()
  await expect(
    differences.getByRole('row', { name: /Concept A novice of the order/ }),
  ).toBeVisible()
  await expect(differences.getByRole('row', { name: /Hit points › Current 4/ })).toBeVisible()
  await expectNoA11yViolations(page)
  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await dialog.screenshot({ path: 'docs/screenshots/sheet-history.png' })
  }

  await asOf.getByRole('button', { name: 'Restore this version' }).click()
  await expect(dialog.getByRole('status')).toContainText('Undo (Ctrl+Z) brings back')
  await expect(asOf).toContainText('This version is the same as the sheet now.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const name = page.getByLabel('Character name')
  await expect(name).toHaveValue('Ysolde the Younger')
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)

  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(name).toHaveValue('Ysolde')
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await page.reload()
  await expect(page.getByLabel('Character name')).toHaveValue('Ysolde')
})
