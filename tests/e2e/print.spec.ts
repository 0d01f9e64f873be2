import { readFileSync } from 'node:fs'
import { PDFDocument, PDFTextField } from 'pdf-lib'
import { test, expect, createCharacter, goToSheet, type Page } from './fixtures'

async function savePdf(page: Page): Promise<PDFDocument> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('print-preview')).toBeVisible()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Save PDF…' }).click()
  const file = await download
  const path = test.info().outputPath(file.suggestedFilename())
  await file.saveAs(path)
  const bytes = readFileSync(path)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  return PDFDocument.load(bytes)
}

function fieldValues(doc: PDFDocument): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) out[field.getName()] = field.getText() ?? ''
  }
  return out
}

test('print a character: preview, then a fillable PDF with its values', async ({ page }) => {
  await createCharacter(page, 'Zoë Dvořák', 'symbaroum')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Strong', { exact: true }).fill('7')
  await page.getByLabel('Quick', { exact: true }).fill('13')
  await goToSheet(page)
  await page.getByRole('button', { name: 'Print…' }).click()
  await expect(page.getByRole('heading', { name: 'Print Zoë Dvořák' })).toBeVisible()
  const doc = await savePdf(page)
  const values = fieldValues(doc)
  expect(values['attr.strong']).toBe('7')
  expect(values['attr.quick']).toBe('13')
  expect(values['toughness.max']).toBe('10')
  expect(values['pain']).toBe('4')
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
})

test('print a blank sheet on US Letter, flat', async ({ page }) => {
  await createCharacter(page, 'Nobody', 'heimr')
  await goToSheet(page)
  await page.getByRole('button', { name: 'Print…' }).click()
  const dialog = page.getByRole('dialog')
  const settled = () => expect(dialog.getByText('Preparing the sheet…')).toHaveCount(0)
  await settled()
  await dialog.getByLabel('Paper').selectOption('letter')
  await settled()
  await dialog.getByLabel('Blank sheet').check()
  await settled()
  await dialog.getByLabel('Fillable fields').uncheck()
  await settled()
  await expect(
    page.getByRole('heading', { name: 'Print a blank Heimr Tabletop Core sheet' }),
  ).toBeVisible()
  const doc = await savePdf(page)
  expect(doc.getForm().getFields()).toHaveLength(0)
  const { width, height } = doc.getPage(0).getSize()
  expect([Math.round(width), Math.round(height)]).toEqual([612, 792])
})
