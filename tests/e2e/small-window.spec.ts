// Issue #22: every screen stays usable in a 640×480 window, the smallest the app allows. Usable
// means: the page never scrolls sideways, the main controls can be scrolled to and are not
// covered by anything, dialogs fit the window with their buttons reachable inside them, and the
// keyboard's focus ring is not cut off. And with prefers-reduced-motion, nothing animates.
import { test, expect, gotoApp, createCharacterIn, type Locator, type Page } from './fixtures'

const small = { width: 640, height: 480 }
test.use({ viewport: small })

/** Saves docs/screenshots/small-window-<screen>.png when QUILLKEEP_SCREENSHOTS is set. */
async function screenshot(page: Page, screen: string): Promise<void> {
  if (process.env.QUILLKEEP_SCREENSHOTS)
    await page.screenshot({ path: `docs/screenshots/small-window-${screen}.png` })
}

/** Neither the page nor the screen's own scroll box (main) is wider than the window. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const main = document.getElementById('main')
    return {
      page: { scroll: root.scrollWidth, client: root.clientWidth },
      main: { scroll: main?.scrollWidth ?? 0, client: main?.clientWidth ?? 0 },
    }
  })
  expect(widths.page.scroll, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(
    widths.page.client,
  )
  expect(widths.main.scroll, `${screen}: the screen scrolls sideways`).toBeLessThanOrEqual(
    widths.main.client,
  )
}

/**
 * The control can be scrolled into view, lies wholly inside the window, and nothing covers it:
 * the element at its centre is the control or inside it.
 */
/** The window's size for a control's page. */
const windowOf = (control: Locator) => control.page().viewportSize() ?? small

async function expectUsable(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  // Wholly inside the window (to a pixel: scrolled to the window's edge, a box may end at 480.4).
  const box = await control.boundingBox()
  expect(box, 'the control has a box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(-1)
  expect(box!.y).toBeGreaterThanOrEqual(-1)
  expect(box!.x + box!.width, 'the control ends right of the window').toBeLessThanOrEqual(
    windowOf(control).width + 1,
  )
  expect(box!.y + box!.height, 'the control ends below the window').toBeLessThanOrEqual(
    windowOf(control).height + 1,
  )
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return {
      uncovered: top !== null && (top === element || element.contains(top)),
      found: top
        ? `${top.tagName.toLowerCase()}.${top.className}: ${top.textContent?.trim().slice(0, 40)}`
        : 'nothing',
    }
  })
  expect(hit.uncovered, `covered by ${hit.found}`).toBe(true)
}

/** The focused control draws its focus ring, and no scroll box around it cuts the ring off. */
async function expectFocusRingShown(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null
    if (!focused || focused === document.body) return { shown: false, cut: 'nothing focused' }
    const style = getComputedStyle(focused)
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
    const box = focused.getBoundingClientRect()
    const ringBox = {
      left: box.left - reach,
      top: box.top - reach,
      right: box.right + reach,
      bottom: box.bottom + reach,
    }
    let cut = ''
    const clips = [document.documentElement.getBoundingClientRect()]
    for (let up = focused.parentElement; up; up = up.parentElement) {
      const overflow = getComputedStyle(up)
      if (overflow.overflowX !== 'visible' || overflow.overflowY !== 'visible') {
        // The visible part of a scroll box: inside its borders.
        const outer = up.getBoundingClientRect()
        clips.push(
          new DOMRect(
            outer.left + up.clientLeft,
            outer.top + up.clientTop,
            up.clientWidth,
            up.clientHeight,
          ),
        )
      }
    }
    clips.push(new DOMRect(0, 0, window.innerWidth, window.innerHeight))
    for (const clip of clips) {
      if (
        ringBox.left < clip.left - 0.5 ||
        ringBox.top < clip.top - 0.5 ||
        ringBox.right > clip.right + 0.5 ||
        ringBox.bottom > clip.bottom + 0.5
      )
        cut = `ring ${JSON.stringify(ringBox)} outside ${JSON.stringify(clip)}`
    }
    return { shown: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, cut }
  })
  expect(ring.shown, 'the focused control draws a focus ring').toBe(true)
  expect(ring.cut, 'the focus ring is cut off').toBe('')
}

/**
 * A dialog opened by `opener`: it lies inside the window and does not scroll sideways, and its
 * primary button (scrolled to inside the dialog where the dialog is taller than the window) and
 * its Close button are usable. Closes it.
 */
async function checkDialog(
  page: Page,
  opener: Locator,
  primary: string,
  close = 'Close',
): Promise<Locator> {
  await expectUsable(opener)
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box, 'the dialog has a box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(small.width)
  expect(box!.y + box!.height).toBeLessThanOrEqual(small.height)
  const sideways = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(sideways, 'the dialog scrolls sideways').toBeLessThanOrEqual(0)
  await expectUsable(dialog.getByRole('button', { name: primary, exact: true }).first())
  await expectUsable(dialog.getByRole('button', { name: close, exact: true }))
  return dialog
}

async function closeDialog(dialog: Locator, close = 'Close'): Promise<void> {
  await dialog.getByRole('button', { name: close, exact: true }).click()
  await expect(dialog).toBeHidden()
}

// Each system's sheet, its creation steps, and two of its roll dialogs: the button on the sheet
// that opens each and the dialog's button that rolls.
const systems = [
  {
    id: 'symbaroum',
    dialogs: [
      ['Roll Quick', 'Roll d20'],
      ['Defense test…', 'Roll Defense'],
    ],
  },
  {
    id: 'cairn-ap',
    dialogs: [
      ['Attack…', 'Roll attack'],
      ['Take a hit…', 'Roll damage'],
    ],
  },
  {
    id: 'murdham',
    dialogs: [
      ['STR save', 'Roll'],
      ['Hazard damage…', 'Roll damage'],
    ],
  },
  {
    id: 'heimr',
    dialogs: [
      ['Attack…', 'Roll'],
      ['Defend…', 'Roll'],
    ],
  },
  {
    id: 'gods-monsters',
    dialogs: [
      ['Attack roll…', 'Roll d20'],
      ['Fall…', 'Roll the fall'],
    ],
  },
] as const

for (const system of systems) {
  test(`640×480: the ${system.id} sheet, its creation steps and its dialogs`, async ({ page }) => {
    await createCharacterIn(page, 'en', `Small ${system.id}`, system.id)
    const sheet = page.locator('[data-sheet]')
    await expectNoSidewaysScroll(page, 'sheet')

    // The editor's own controls, and the side panels now under the sheet.
    await expectUsable(page.getByRole('textbox', { name: 'Character name' }))
    for (const name of ['Print…', 'Export…']) await expectUsable(page.getByRole('button', { name }))
    await expectUsable(page.getByRole('link', { name: 'Creation steps' }))
    await expectUsable(page.getByRole('button', { name: 'Award', exact: true }))
    await expectUsable(page.getByRole('region', { name: 'Rule check' }).getByRole('heading'))
    // Each card's heading on the sheet is reachable and inside the window.
    const headings = sheet.locator('section.card > h2')
    const count = await headings.count()
    expect(count).toBeGreaterThan(2)
    for (let i = 0; i < count; i++) await expectUsable(headings.nth(i))
    await expectNoSidewaysScroll(page, 'sheet, scrolled')

    // A derived value's explanation, shown on focus, never sticks out past the window's edge.
    // (The pointer waits on the bar, where no value under it takes the explanation's place.)
    await page.mouse.move(1, 1)
    const tips = await page.evaluate(async () => {
      const main = document.getElementById('main')!
      const out: string[] = []
      for (const stat of Array.from(document.querySelectorAll<HTMLElement>('[data-derived]'))) {
        stat.focus()
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
        const tip = stat.querySelector('[role="tooltip"]')?.getBoundingClientRect()
        if (!tip || tip.width === 0) out.push(`${stat.dataset.derived}: no explanation shown`)
        else if (
          tip.left < 0 ||
          tip.right > window.innerWidth ||
          main.scrollWidth > main.clientWidth
        )
          out.push(`${stat.dataset.derived}: ${Math.round(tip.left)}–${Math.round(tip.right)}`)
      }
      return out
    })
    expect(tips, 'explanations outside the window').toEqual([])

    // The keyboard's focus ring shows in full on the sheet's first field.
    await page.getByRole('textbox', { name: 'Character name' }).focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expectFocusRingShown(page)

    // Roll dialogs, the print preview and passing time fit the window.
    for (const [opener, rolls] of system.dialogs) {
      const opens = page.getByRole('button', { name: opener, exact: true })
      const roll = await checkDialog(page, opens, rolls)
      if (opener === 'Defense test…') await screenshot(page, 'roll-dialog')
      await closeDialog(roll)
    }
    const print = await checkDialog(page, page.getByRole('button', { name: 'Print…' }), 'Save PDF…')
    await expect(print.getByTestId('print-preview')).toBeVisible()
    await expectUsable(print.getByTestId('print-preview'))
    await closeDialog(print)
    const time = page.getByRole('button', { name: 'Pass time…' })
    if (await time.count()) await closeDialog(await checkDialog(page, time, 'Close'))

    if (system.id === 'symbaroum') {
      await page.locator('#main').evaluate((main) => main.scrollTo(0, 0))
      await screenshot(page, 'sheet')
    }

    // The creation steps.
    await page.getByRole('link', { name: 'Creation steps' }).click()
    await expect(page.getByRole('list', { name: 'Creation steps' })).toBeVisible()
    await expectNoSidewaysScroll(page, 'creation steps')
    await expectUsable(page.getByRole('link', { name: 'Go to the sheet' }))
    const next = page.getByRole('button', { name: 'Next' })
    if (await next.count()) await expectUsable(next)
    await expectNoSidewaysScroll(page, 'creation steps, scrolled')
  })
}

// Swedish and German words are longer than English ones: every sheet still fits the width, at
// 640 px and at 901 px, the narrowest window with the sidebar beside the screen.
const longerWords = [
  { locale: 'sv', width: 640 },
  { locale: 'de', width: 640 },
  { locale: 'de', width: 901 },
]
for (const { locale, width } of longerWords) {
  test(`${width}×480 in ${locale}: no sheet scrolls sideways`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 480 })
    for (const system of systems) {
      await createCharacterIn(page, locale, `Liten ${system.id}`, system.id)
      await expectNoSidewaysScroll(page, `${system.id} in ${locale}`)
      const cards = page.locator('[data-sheet] section.card')
      await expectUsable(cards.last())
      await expectNoSidewaysScroll(page, `${system.id} in ${locale}, scrolled`)
    }
  })
}

test('640×480: the library, the shell’s bar and the import preview', async ({ page }) => {
  await createCharacterIn(page, 'en', 'Ylva', 'symbaroum')
  await createCharacterIn(page, 'en', 'Brandr', 'heimr')
  await gotoApp(page, '#/characters')
  await expect(page.getByRole('link', { name: 'Ylva' })).toBeVisible()
  await expectNoSidewaysScroll(page, 'library')

  // The sidebar is a bar above the screen: its links in one row, the screen below it.
  const nav = page.getByRole('navigation', { name: 'Main' })
  const navBox = await nav.boundingBox()
  const mainBox = await page.locator('#main').boundingBox()
  expect(navBox!.width).toBe(small.width)
  expect(navBox!.height).toBeLessThan(60)
  expect(mainBox!.y).toBeGreaterThanOrEqual(navBox!.y + navBox!.height - 1)
  expect(mainBox!.width).toBe(small.width)
  for (const name of ['Characters', 'Campaigns', 'Settings'])
    await expectUsable(nav.getByRole('link', { name }))

  for (const name of ['New character', 'Import…', 'Export Ylva', 'Delete Brandr'])
    await expectUsable(page.getByRole('button', { name }))
  await expectUsable(page.getByRole('link', { name: 'Brandr' }))
  await screenshot(page, 'library')

  // The new-character form.
  await page.getByRole('button', { name: 'New character' }).click()
  await expectUsable(page.getByRole('button', { name: 'Create', exact: true }))
  await expectNoSidewaysScroll(page, 'new character')

  // The import preview of an exported character.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Ylva' }).click()
  const path = test.info().outputPath('Ylva.quillkeep.json')
  await (await download).saveAs(path)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import…' }).click()
  await (await chooser).setFiles(path)
  const dialog = page.getByRole('dialog')
  // Ylva is here already: the preview asks whether to copy or replace.
  await expect(dialog.getByTestId('import-preview')).toHaveText(
    '1 character (1 already here: Ylva)',
  )
  await expectUsable(dialog.getByRole('radio').last())
  const box = await dialog.boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(small.height)
  await expectUsable(dialog.getByRole('button', { name: 'Import', exact: true }))
  await expectUsable(dialog.getByRole('button', { name: 'Cancel' }))
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})

test('640×480: campaigns, the party, the journal and both settings screens', async ({ page }) => {
  await createCharacterIn(page, 'en', 'Tova', 'symbaroum')
  await createCharacterIn(page, 'en', 'Sigrun', 'heimr')
  await createCharacterIn(page, 'en', 'Orm', 'gods-monsters')

  await gotoApp(page, '#/campaigns')
  await expectNoSidewaysScroll(page, 'campaigns')
  await page.getByLabel('Name').fill('Davokar')
  await expectUsable(page.getByRole('button', { name: 'Create campaign' }))
  await page.getByRole('button', { name: 'Create campaign' }).click()
  const listed = page.locator('[data-campaign="Davokar"]')
  await expectUsable(listed.getByRole('link', { name: 'Party of Davokar' }))
  await expectNoSidewaysScroll(page, 'campaigns with one')

  // The party: three members of three systems.
  await listed.getByRole('link', { name: 'Party of Davokar' }).click()
  await expect(page.getByRole('heading', { name: 'Party' })).toBeVisible()
  for (const label of [
    'Tova (Symbaroum)',
    'Sigrun (Heimr Tabletop Core)',
    'Orm (Gods & Monsters)',
  ]) {
    await page.getByLabel('Character').selectOption({ label })
    await expectUsable(page.getByRole('button', { name: 'Add to party' }))
    await page.getByRole('button', { name: 'Add to party' }).click()
    await expect(page.locator(`[data-member="${label.split(' ')[0]}"]`)).toBeVisible()
  }
  await expect(page.getByTestId('party-size')).toHaveText('3 members')
  await expectNoSidewaysScroll(page, 'party')
  const sections = page.getByRole('navigation', { name: 'Campaign sections' })
  for (const name of ['Journal', 'Party', 'Settings'])
    await expectUsable(sections.getByRole('link', { name }))
  await expectUsable(page.getByRole('button', { name: 'Print roster…' }))
  for (const name of ['Tova', 'Sigrun', 'Orm']) {
    const card = page.locator(`[data-member="${name}"]`)
    await expectUsable(card.getByRole('link', { name }))
    await expectUsable(card.getByRole('button', { name: /Remove/ }))
  }
  await expectNoSidewaysScroll(page, 'party, scrolled')
  // The screen scrolled down to the members' cards.
  await page.locator('#main').evaluate((main) => main.scrollTo(0, main.scrollHeight))
  await screenshot(page, 'party')
  const roster = await checkDialog(
    page,
    page.getByRole('button', { name: 'Print roster…' }),
    'Save PDF…',
  )
  await closeDialog(roster)

  // The journal: its list above the entry, neither over the other.
  await sections.getByRole('link', { name: 'Journal' }).click()
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('The first night')
  await page.getByLabel('Entry text (Markdown)').fill('We met [[Tova]] at the edge of the forest.')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  await expectNoSidewaysScroll(page, 'journal')
  await expectUsable(page.getByRole('button', { name: 'New entry' }))
  await expectUsable(page.getByRole('link', { name: /The first night/ }))
  await expectUsable(page.getByLabel('Title'))
  await expectUsable(page.getByLabel('Entry text (Markdown)'))
  await expectUsable(page.getByRole('button', { name: 'Move to trash' }))
  const list = await page.getByTestId('journal-timeline').boundingBox()
  const title = await page.getByLabel('Title').boundingBox()
  expect(title!.y, 'the entry starts below the list').toBeGreaterThanOrEqual(list!.y + list!.height)
  await expectNoSidewaysScroll(page, 'journal, scrolled')

  // The campaign's settings, and the app's.
  await sections.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('button', { name: 'Archive this campaign' })).toBeVisible()
  await expectNoSidewaysScroll(page, 'campaign settings')
  await expectUsable(page.getByRole('button', { name: 'Archive this campaign' }))
  await gotoApp(page, '#/settings')
  await expectNoSidewaysScroll(page, 'settings')
  await page.locator('summary', { hasText: 'Gods & Monsters' }).click()
  await expectUsable(page.getByRole('spinbutton', { name: 'Major contributor at 17' }))
  await expectNoSidewaysScroll(page, 'settings, a system’s rules open')
  await expectUsable(page.getByRole('button', { name: 'Back up now' }))
})

test('reduced motion: a button’s hover fade stops, and nothing animates', async ({ page }) => {
  await gotoApp(page, '#/characters')
  const button = page.getByRole('button', { name: 'New character' })
  const motion = () =>
    button.evaluate((element) => {
      const seconds = (value: string) => Math.max(...value.split(',').map((s) => parseFloat(s)))
      const style = getComputedStyle(element)
      return {
        transition: seconds(style.transitionDuration),
        animation: seconds(style.animationDuration),
        reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
      }
    })
  // By default the button's border fades in on hover.
  const moving = await motion()
  expect(moving.reduce).toBe(false)
  expect(moving.transition).toBeGreaterThan(0.05)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  const still = await motion()
  expect(still.reduce).toBe(true)
  expect(still.transition).toBeLessThan(0.001)
  expect(still.animation).toBeLessThan(0.001)
  // And everywhere else: no element of the page has a transition, an animation or smooth scrolling.
  const moves = await page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('body *'))]
      .map((element) => ({ element, style: getComputedStyle(element) }))
      .filter(
        ({ style }) =>
          Math.max(...style.transitionDuration.split(',').map((s) => parseFloat(s))) >= 0.001 ||
          Math.max(...style.animationDuration.split(',').map((s) => parseFloat(s))) >= 0.001 ||
          style.scrollBehavior === 'smooth',
      )
      .map(({ element }) => element.tagName.toLowerCase()),
  )
  expect(moves).toEqual([])
})

test('1280×860: the sidebar stays a column beside the screen, the sheet’s panels beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 })
  await createCharacterIn(page, 'en', 'Wide', 'symbaroum')
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
  const main = await page.locator('#main').boundingBox()
  expect(nav!.height).toBe(860)
  expect(main!.x).toBeGreaterThanOrEqual(nav!.x + nav!.width - 1)
  const sheet = await page.locator('[data-sheet]').boundingBox()
  const side = await page.getByRole('complementary', { name: 'Checks and ledger' }).boundingBox()
  expect(side!.x, 'the side panels sit right of the sheet').toBeGreaterThan(sheet!.x + sheet!.width)
  await expectNoSidewaysScroll(page, 'wide sheet')
})
