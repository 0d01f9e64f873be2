// The party packet in the browser: rendered in the page (fonts fetched, pdf-lib), previewed and
// downloaded as one PDF, then checked with qpdf and read back with poppler.
import { readFileSync } from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { pdfText, qpdfCheck, squeeze } from '../pdf-tools'
import { test, expect, createCharacter, goToSheet, gotoApp } from './fixtures'

test('a game master prints the party packet: the roster, then each member’s sheet, in one PDF', async ({
  page,
}) => {
  test.setTimeout(90_000)
  for (const [name, system] of [
    ['Tova', 'symbaroum'],
    ['Barry', 'cairn-ap'],
  ] as const) {
    await createCharacter(page, name, system)
    await goToSheet(page)
  }
  await page.goto('about:blank')
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Ravenfall')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page
    .locator('[data-campaign="Ravenfall"]')
    .getByRole('link', { name: 'Party of Ravenfall' })
    .click()
  for (const [label, name] of [
    ['Tova (Symbaroum)', 'Tova'],
    ['Barry (Cairn (AP & Grimoire))', 'Barry'],
  ] as const) {
    await page.getByLabel('Character').selectOption({ label })
    await page.getByRole('button', { name: 'Add to party' }).click()
    await expect(page.getByText(`${name} joined the party.`)).toBeVisible()
  }

  await page.getByRole('button', { name: 'Party packet (PDF)…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Party packet of Ravenfall' })
  await expect(dialog.getByTestId('print-preview')).toBeVisible()
  await expect(dialog.getByText(/^Preparing/)).toHaveCount(0)
  // A packet is for paper: no fillable option.
  await expect(dialog.getByLabel('Fillable fields')).toHaveCount(0)
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Ravenfall party packet.pdf')
  const path = test.info().outputPath('packet.pdf')
  await file.saveAs(path)
  const pdf = new Uint8Array(readFileSync(path))

  expect(qpdfCheck(pdf)).toMatch(/No syntax or stream encoding errors found/)
  const doc = await PDFDocument.load(pdf)
  expect(doc.getTitle()).toBe('Ravenfall — party packet')
  const pages = pdfText(pdf)
    .split('\f')
    .map((text) => squeeze(text).trim())
    .filter((text) => text !== '')
  expect(pages[0]).toMatch(/^Ravenfall Party roster · 2 characters/)
  // The members in the party screen's order (by name), each sheet from the top of a page.
  const barry = pages.findIndex((text) => text.startsWith('Barry Cairn'))
  const tova = pages.findIndex((text) => text.startsWith('Tova Symbaroum'))
  expect(barry).toBeGreaterThan(0)
  expect(tova).toBeGreaterThan(barry)
})
