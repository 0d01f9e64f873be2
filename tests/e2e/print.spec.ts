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

test('Ctrl+P prints the open sheet through the print dialog; Save as PDF stays (#22)', async ({
  page,
}) => {
  // Headless Chromium has no print dialog (printing a PDF frame crashes its page), so the frame's
  // print() is counted instead; everything up to that call is the app's own code.
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      get(this: HTMLIFrameElement) {
        const inner = real.get!.call(this) as Window | null
        if (!this.classList.contains('print-frame') || !inner) return inner
        const counted = window as unknown as { printed: string[] }
        return {
          focus: () => {},
          print: () => (counted.printed = [...(counted.printed ?? []), this.src]),
        }
      },
    })
  })
  await createCharacter(page, 'Tova', 'symbaroum')
  await goToSheet(page)
  await page.locator('[data-sheet]').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Control+p')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: /Tova/ })).toBeVisible()
  // The preview is rendered, then handed to the browser's print dialog in an invisible frame.
  await expect(dialog.getByText('Sent to the printer.')).toBeAttached()
  await expect(page.locator('iframe.print-frame')).toHaveAttribute('src', /^blob:/)
  const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed)
  expect(printed).toEqual([expect.stringMatching(/^blob:/)])
  await expect(dialog.getByRole('button', { name: 'Print…' })).toBeEnabled()
  await expect(dialog.getByRole('button', { name: 'Save PDF…' })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  // On a screen with nothing of its own to print, Ctrl+P opens no preview.
  await page.getByRole('link', { name: 'Characters' }).click()
  await page.keyboard.press('Control+p')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
