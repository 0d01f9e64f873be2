// Pictures (#23 §3) in real Chromium, with its real decoder: a character's portrait chosen from a
// file, pictures inserted, pasted and dropped into a journal entry and shown in its preview, and
// an SVG and a truncated PNG refused, each with its reason, leaving the records and the pictures
// table as they were.
import { readFileSync, writeFileSync } from 'node:fs'
import {
  test,
  expect,
  expectNoA11yViolations,
  createCharacter,
  goToSheet,
  gotoApp,
  type Locator,
  type Page,
} from './fixtures'

const fixture = (name: string) => `tests/fixtures/images/${name}`

/** What the app's database holds: the pictures' hashes, and one record of a table. */
async function stored(
  page: Page,
  table: 'characters' | 'journal',
  id: string,
): Promise<{ pictures: string[]; record: Record<string, unknown> | undefined }> {
  return page.evaluate(
    async ({ table, id }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('quillkeep')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
      })
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'))
        })
      const tx = db.transaction(['images', table], 'readonly')
      const pictures = (await read(tx.objectStore('images').getAllKeys())).map(String)
      const record = (await read(tx.objectStore(table).get(id))) as
        Record<string, unknown> | undefined
      db.close()
      return { pictures, record }
    },
    { table, id },
  )
}

/** Chooses a file through the button's file chooser. */
async function choose(page: Page, button: Locator, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await button.click()
  await (await chooser).setFiles(path)
}

/** The picture is shown from a blob: URL and Chromium decoded it. */
async function expectShown(image: Locator): Promise<void> {
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('src', /^blob:/)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

/** Sends a file to `target` as the browser would for a paste or a drop. */
async function sendFile(
  target: Locator,
  kind: 'paste' | 'drop',
  file: { name: string; type: string; bytes: Buffer },
): Promise<void> {
  await target.evaluate(
    (element, { kind, name, type, data }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([Uint8Array.from(data)], name, { type }))
      if (kind === 'paste') {
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        )
      } else {
        element.dispatchEvent(
          new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        )
        element.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        )
      }
    },
    { kind, name: file.name, type: file.type, data: [...file.bytes] },
  )
}

/** A small SVG and the first half of a real PNG, as files on disk. */
function badFiles(dir: (name: string) => string): { svg: string; truncated: string } {
  const svg = dir('drawing.svg')
  writeFileSync(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  )
  const png = readFileSync(fixture('portrait.png'))
  const truncated = dir('half.png')
  writeFileSync(truncated, png.subarray(0, Math.floor(png.length / 2)))
  return { svg, truncated }
}

test('a character’s portrait: chosen from a file, shown, undone and redone, kept after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  await createCharacter(page, 'Tova', 'symbaroum')
  const id = /#\/characters\/([^/]+)\/create/.exec(page.url())![1]!
  await goToSheet(page)
  const portrait = page.getByRole('group', { name: 'Picture of Tova' })
  await expect(portrait.getByText('No picture')).toBeVisible()

  // Refused: an SVG and a truncated PNG, each with its reason; nothing is stored or changed.
  const before = await stored(page, 'characters', id)
  const { svg, truncated } = badFiles((name) => testInfo.outputPath(name))
  const chooseButton = portrait.getByRole('button', { name: 'Choose picture…' })
  await choose(page, chooseButton, svg)
  await expect(portrait.getByRole('alert')).toHaveText(/SVG pictures are not taken/)
  await choose(page, chooseButton, truncated)
  await expect(portrait.getByRole('alert')).toHaveText(/incomplete \(it ends too early\)/)
  await expect(portrait.getByRole('img', { name: 'No picture' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled()
  expect(await stored(page, 'characters', id)).toEqual(before)
  expect(before.pictures).toEqual([])

  // A real PNG: decoded, stored, shown, and saved on the character.
  await choose(page, chooseButton, fixture('portrait.png'))
  await expect(portrait.getByRole('alert')).toHaveCount(0)
  const image = portrait.getByTestId('portrait-image')
  await expectShown(image)
  await expect(page.getByText('All changes saved')).toBeVisible()
  const after = await stored(page, 'characters', id)
  expect(after.pictures).toHaveLength(1)
  expect(after.record?.portrait).toBe(after.pictures[0])
  await expectNoA11yViolations(page, { include: '[data-testid="portrait"]' })

  // Setting it was one edit: Undo takes it away, Redo brings it back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(portrait.getByText('No picture')).toBeVisible()
  await page.getByRole('button', { name: 'Redo', exact: true }).click()
  await expectShown(image)
  await expect(page.getByText('All changes saved')).toBeVisible()

  // After a reload it is still there; Remove picture takes it off the character.
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expectShown(page.getByTestId('portrait-image'))
  await portrait.getByRole('button', { name: 'Remove picture' }).click()
  await expect(portrait.getByText('No picture')).toBeVisible()
  await expect(page.getByText('All changes saved')).toBeVisible()
  expect((await stored(page, 'characters', id)).record?.portrait).toBeUndefined()
})

test('a portrait whose picture is not stored shows “picture missing”, never a broken image', async ({
  page,
}) => {
  await createCharacter(page, 'Ghost', 'cairn-ap')
  const id = /#\/characters\/([^/]+)\/create/.exec(page.url())![1]!
  await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('quillkeep')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    })
    const store = db.transaction('characters', 'readwrite').objectStore('characters')
    await new Promise<void>((resolve, reject) => {
      const read = store.get(id)
      read.onsuccess = () => {
        const write = store.put({ ...read.result, portrait: 'a'.repeat(64) })
        write.onsuccess = () => resolve()
        write.onerror = () => reject(write.error ?? new Error('put failed'))
      }
    })
    db.close()
  }, id)
  await page.goto('about:blank')
  await gotoApp(page, `#/characters/${id}`)
  const portrait = page.getByRole('group', { name: 'Picture of Ghost' })
  await expect(portrait.getByTestId('portrait-missing')).toHaveText('Picture missing')
  await expect(page.locator('img[src=""], img:not([src])')).toHaveCount(0)
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expectNoA11yViolations(page, { include: '[data-testid="portrait"]' })
  }
})

test('pictures in a journal entry: inserted, pasted and dropped at the caret, shown in the preview; refusals change nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Fenmoor')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page
    .locator('[data-campaign="Fenmoor"]')
    .getByRole('link', { name: 'Party of Fenmoor' })
    .click()
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Journal' })
    .click()
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('The drowned chapel')
  const body = page.getByLabel('Entry text (Markdown)')
  await body.fill('Before. After.')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  const entryId = /journal\/([^/?]+)$/.exec(page.url())![1]!

  // Insert picture… puts the reference where the caret is.
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(7, 7))
  await choose(page, page.getByRole('button', { name: 'Insert picture…' }), fixture('portrait.png'))
  await expect(body).toHaveValue(/^Before\.!\[portrait\]\(picture:[0-9a-f]{64}\) After\.$/)
  await expect(body).toBeFocused()

  // A pasted picture goes in at the caret too, and a dropped one.
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0))
  await sendFile(body, 'paste', {
    name: 'chapel door.jpg',
    type: 'image/jpeg',
    bytes: readFileSync(fixture('portrait.jpg')),
  })
  await expect(body).toHaveValue(/^!\[chapel door\]\(picture:[0-9a-f]{64}\)Before\./)
  await body.evaluate((area: HTMLTextAreaElement) =>
    area.setSelectionRange(area.value.length, area.value.length),
  )
  await sendFile(body, 'drop', {
    name: 'bell.webp',
    type: 'image/webp',
    bytes: readFileSync(fixture('portrait.webp')),
  })
  await expect(body).toHaveValue(/After\.!\[bell\]\(picture:[0-9a-f]{64}\)$/)

  // Each insertion is one step of Undo.
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(body).toHaveValue(/After\.$/)
  await page.getByRole('button', { name: 'Redo', exact: true }).click()
  await expect(body).toHaveValue(/\(picture:[0-9a-f]{64}\)$/)
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  const saved = await stored(page, 'journal', entryId)
  // The WebP and the PNG are opaque: both stored as JPEG, so three pictures, three hashes.
  expect(saved.pictures).toHaveLength(3)

  // Refused: an SVG and a truncated PNG say why; the text and the pictures stay as they were.
  const { svg, truncated } = badFiles((name) => testInfo.outputPath(name))
  const text = await body.inputValue()
  await choose(page, page.getByRole('button', { name: 'Insert picture…' }), svg)
  await expect(page.getByTestId('body-picture-problem')).toHaveText(/SVG pictures are not taken/)
  await sendFile(body, 'paste', {
    name: 'half.png',
    type: 'image/png',
    bytes: readFileSync(truncated),
  })
  await expect(page.getByTestId('body-picture-problem')).toHaveText(/incomplete/)
  await expect(body).toHaveValue(text)
  expect(await stored(page, 'journal', entryId)).toEqual(saved)

  // The preview shows the three pictures from the database, and nothing from outside.
  await body.fill(
    `${text}\n\n![remote](https://example.com/x.png) and ![gone](picture:${'b'.repeat(64)}) [out](picture:${'b'.repeat(64)})`,
  )
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  await page.getByRole('tab', { name: 'Preview' }).click()
  const preview = page.getByTestId('entry-preview')
  const shown = preview.locator('img[data-picture]')
  await expect(shown).toHaveCount(3)
  for (const image of await shown.all()) await expectShown(image)
  await expect(preview.getByRole('img', { name: 'bell' })).toBeVisible()
  await expect(preview).toContainText('remote')
  // A link to a picture's scheme keeps its text and goes nowhere.
  await expect(preview.getByText('out', { exact: true })).toBeVisible()
  await expect(preview.locator('a[href^="picture:"], [src^="http"]')).toHaveCount(0)
  await expect(preview.getByRole('img', { name: 'Picture missing: gone' })).toBeVisible()
  await expectNoA11yViolations(page, { include: '[data-testid="entry-preview"]' })

  if (process.env.QUILLKEEP_SCREENSHOTS) {
    // For the README: a map drawn in the page, pasted into the entry, in the preview.
    await page.getByRole('tab', { name: 'Write' }).click()
    await body.fill('The drowned chapel stands where the old road meets the fen.\n\n')
    await body.evaluate(async (area: HTMLTextAreaElement) => {
      const canvas = new OffscreenCanvas(560, 320)
      const g = canvas.getContext('2d')!
      g.fillStyle = '#e8dcc0'
      g.fillRect(0, 0, 560, 320)
      g.fillStyle = '#8fae9a'
      for (const [x, y, r] of [
        [140, 210, 90],
        [220, 250, 70],
        [420, 90, 60],
      ] as const) {
        g.beginPath()
        g.ellipse(x, y, r * 1.4, r * 0.8, 0.2, 0, Math.PI * 2)
        g.fill()
      }
      g.strokeStyle = '#6b4a2b'
      g.lineWidth = 6
      g.setLineDash([14, 10])
      g.beginPath()
      g.moveTo(20, 40)
      g.bezierCurveTo(200, 60, 260, 180, 540, 280)
      g.stroke()
      g.setLineDash([])
      g.fillStyle = '#5a3e2b'
      g.fillRect(300, 150, 26, 30)
      g.beginPath()
      g.moveTo(294, 150)
      g.lineTo(313, 126)
      g.lineTo(332, 150)
      g.fill()
      g.font = 'bold 26px serif'
      g.fillText('Fenmoor', 24, 300)
      g.font = 'italic 18px serif'
      g.fillText('the drowned chapel', 340, 176)
      const blob = await canvas.convertToBlob({ type: 'image/png' })
      area.focus()
      area.setSelectionRange(area.value.length, area.value.length)
      const transfer = new DataTransfer()
      transfer.items.add(new File([blob], 'Map of the fen.png', { type: 'image/png' }))
      area.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      )
    })
    await expect(body).toHaveValue(/\(picture:[0-9a-f]{64}\)$/)
    await body.fill(`${await body.inputValue()}\n\nThe bell still rings at dusk.`)
    await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
    await page.getByRole('tab', { name: 'Preview' }).click()
    await expectShown(preview.getByRole('img', { name: 'Map of the fen' }))
    await page.setViewportSize({ width: 1400, height: 900 })
    await page.screenshot({ path: 'docs/screenshots/journal-picture.png' })
  }
})

test('a world page’s portrait, pasted from the clipboard while it has focus', async ({
  page,
  context,
}) => {
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Saltmarsh')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page
    .locator('[data-campaign="Saltmarsh"]')
    .getByRole('link', { name: 'Party of Saltmarsh' })
    .click()
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Journal' })
    .click()
  await page.getByRole('button', { name: 'New page' }).click()
  await page
    .getByRole('list', { name: 'Kinds of page' })
    .getByRole('button', { name: 'NPC' })
    .click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Velena')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  const id = /journal\/([^/?]+)$/.exec(page.url())![1]!

  // A picture on the clipboard, pasted with Ctrl+V while the portrait has focus.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const png = [...readFileSync(fixture('portrait.png'))]
  await page.evaluate(async (data) => {
    const blob = new Blob([Uint8Array.from(data)], { type: 'image/png' })
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })])
  }, png)
  const portrait = page.getByRole('group', { name: 'Picture of Velena' })
  await portrait.getByTestId('portrait-frame').focus()
  await page.keyboard.press('Control+V')
  await expectShown(portrait.getByTestId('portrait-image'))
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  const saved = await stored(page, 'journal', id)
  expect(saved.record?.portrait).toBe(saved.pictures[0])
  await expectNoA11yViolations(page)

  // Undo takes the portrait away as one step.
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(portrait.getByText('No picture')).toBeVisible()
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  expect((await stored(page, 'journal', id)).record?.portrait).toBeUndefined()
})
