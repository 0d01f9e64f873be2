// Every visible text of the translated screens comes from the locale files: in the pseudo-locale
// (en-XA, see src/renderer/src/i18n-pseudo.ts) each message shows accented and in brackets, so a
// text node without them was left hard-coded. The failure names every such text.
import { test, expect, gotoApp, createCharacter, goToSheet, type Page } from './fixtures'
import { pseudoMessage } from '../../src/renderer/src/i18n-pseudo'

/**
 * Names that are not translated: the product's, the game systems', each language's own name in
 * the language picker, and the user's own data.
 */
const names = [
  'Quillkeep',
  'Symbaroum',
  'Cairn',
  'Murdham',
  'Heimr',
  'Gods & Monsters',
  'English',
  'Svenska',
  'Deutsch',
  'Ærin',
  'Ravenfall',
  'Acrobatics',
  'Longsword',
  'Chain mail',
  'Pack',
  'Spear',
  // Cairn's starting item, named when the character was made (in English here): data.
  'Grimoire',
]

/**
 * Visible text nodes under `selector` that are neither bracketed nor a name, leaving out what is
 * under an `except` selector (the user's own records).
 */
async function untranslated(
  page: Page,
  selectors: string[],
  except: string[] = [],
): Promise<string[]> {
  return page.evaluate(
    ({ selectors, names, except }) => {
      const kept = (element: Element) => !except.some((skip) => element.closest(skip))
      const found: string[] = []
      // No letters, bracketed, or a die expression from the character's data ("1d8", "2d6+1").
      const pseudo = (text: string) =>
        !/\p{L}/u.test(text) || /^\[[\s\S]*\]$/.test(text) || /^\d*d\d+([+-]\d+)?$/.test(text)
      const isName = (text: string) =>
        names.some((name) => text === name || text.startsWith(`${name} `))
      // Shown to the eye (closed <details> and display: none are not), or read out: a
      // visually-hidden live region counts as visible text too.
      const visible = (element: Element) => {
        if (!element.checkVisibility({ checkVisibilityCSS: true })) return false
        if (element.closest('details:not([open]) > :not(summary)')) return false
        return true
      }
      for (const selector of selectors) {
        for (const root of document.querySelectorAll(selector)) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
            const parent = node.parentElement
            if (!text || !parent || parent.closest('option') || !visible(parent)) continue
            if (!kept(parent)) continue
            // A message with markup around a value (components/message-parts.ts, or an <i18n-t>
            // slot) is one message: the whole text of its element, or of the one around it, is
            // bracketed.
            const whole = (element: Element | null) =>
              element !== null && pseudo((element.textContent ?? '').replace(/\s+/g, ' ').trim())
            const inMessage = whole(parent) || whole(parent.parentElement)
            if (!pseudo(text) && !inMessage && !isName(text)) found.push(text)
          }
          // What a screen reader or a tooltip shows counts too.
          for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
            if (!visible(element) || !kept(element)) continue
            for (const attribute of ['aria-label', 'title', 'placeholder']) {
              const value = element.getAttribute(attribute)?.trim()
              if (value && !pseudo(value) && !isName(value)) found.push(`${attribute}="${value}"`)
            }
          }
        }
      }
      return found
    },
    { selectors, names, except },
  )
}

test('the shell, the library and the settings show only translated text in the pseudo-locale', async ({
  page,
}) => {
  // A character to list, created in English first.
  await gotoApp(page)
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Ærin')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Creation steps' })).toBeVisible()

  await page.goto('./?locale=en-XA#/characters')
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoMessage('Characters'))
  // The create form open too.
  await page.getByRole('button', { name: pseudoMessage('New character') }).click()
  expect(await untranslated(page, ['nav.sidebar', 'main#main'])).toEqual([])

  // The trash view and its empty state.
  await page
    .getByRole('button', { name: pseudoMessage('Trash ({count})').replace('{count}', '0') })
    .click()
  expect(await untranslated(page, ['main#main'])).toEqual([])

  await gotoApp(page, '?locale=en-XA#/settings')
  const translatedSections = [
    'main#main h1',
    'main#main > section > fieldset',
    'main#main section[aria-labelledby="house-title"] > h2',
    'main#main section[aria-labelledby="house-title"] > p',
    'main#main section[aria-labelledby="house-title"] > details > summary',
    'main#main section[aria-labelledby="data-title"]',
  ]
  expect(await untranslated(page, translatedSections)).toEqual([])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoMessage('Settings'))
})

test('the campaigns, a campaign’s party and its settings show only translated text in the pseudo-locale', async ({
  page,
}) => {
  // A campaign with one member, made in English first.
  await createCharacter(page, 'Ærin', 'symbaroum')
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Ravenfall')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page.getByRole('link', { name: 'Party of Ravenfall' }).click()
  await page.getByLabel('Character').selectOption({ label: 'Ærin (Symbaroum)' })
  await page.getByRole('button', { name: 'Add to party' }).click()
  await expect(page.getByTestId('party-size')).toHaveText('1 member')

  const named = (message: string, name = 'Ravenfall') =>
    pseudoMessage(message).replace('{name}', name)

  // The campaign list.
  await gotoApp(page, '?locale=en-XA#/campaigns')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoMessage('Campaigns'))
  expect(await untranslated(page, ['main#main'])).toEqual([])

  // The party: the frame, the counts, the add form and the members' cards (the values on a card
  // and the turn order's explanation are the rules texts', in English for now).
  await page.getByRole('link', { name: named('Party of {name}') }).click()
  await expect(page.getByTestId('party-size')).toHaveText(pseudoMessage('1 member'))
  const party = [
    'main#main .campaign-head',
    'main#main section.party > .head',
    'main#main form.add',
    'main#main .filter',
    'main#main .turn-order h3',
    'main#main .turn-order button',
    'main#main [data-member] .member-head',
    'main#main [data-member] button.remove',
  ]
  expect(await untranslated(page, party)).toEqual([])

  // The combat screen: a new encounter's form, and a fight's turn order and actions (the keys'
  // letters are the same in every language).
  await page.getByRole('link', { name: pseudoMessage('Combat') }).click()
  await expect(page.locator('form.new')).toBeVisible()
  expect(await untranslated(page, ['main#main section.combat'])).toEqual([])
  await page.getByLabel(pseudoMessage('Foe’s name')).fill('Pack')
  await page.getByRole('button', { name: pseudoMessage('Add foe') }).click()
  await page.locator('form.new button[type="submit"]').click()
  await expect(page.locator('.fight')).toBeVisible()
  expect(await untranslated(page, ['main#main section.combat'], ['kbd', '.order .name'])).toEqual(
    [],
  )

  // The campaign's settings.
  await page
    .getByRole('link', { name: pseudoMessage('Settings') })
    .last()
    .click()
  await expect(page.getByTestId('campaign-save')).toBeVisible()
  const settings = [
    'main#main section[aria-labelledby="about-title"]',
    'main#main section[aria-labelledby="campaign-rules-title"] > h2',
    'main#main section[aria-labelledby="campaign-rules-title"] > p',
    'main#main section[aria-labelledby="campaign-rules-title"] > details > summary',
    'main#main section[aria-labelledby="archive-title"]',
  ]
  expect(await untranslated(page, settings)).toEqual([])
  // Archived: the archive section changes, and the list shows it under Archived.
  await page.getByTestId('archive-campaign').click()
  await expect(page.getByTestId('restore-campaign')).toBeVisible()
  expect(await untranslated(page, settings)).toEqual([])
  await page.getByRole('link', { name: pseudoMessage('← Campaigns') }).click()
  await expect(page.locator('[data-campaign="Ravenfall"]')).toHaveCount(1)
  await page.locator('details.archived > summary').click()
  expect(await untranslated(page, ['main#main'])).toEqual([])
})

test('the journal shows only translated text in the pseudo-locale', async ({ page }) => {
  // A campaign with one entry, made in English first. The entry's title and text are the
  // user's (names above); its link names no character or entry, so the preview shows it missing.
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Ærin')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page.locator('[data-campaign="Ærin"]').getByRole('link', { name: 'Party of Ærin' }).click()
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Journal' })
    .click()
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('Ærin')
  await page.getByLabel('Entry text (Markdown)').fill('[[Cairn]]')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  const route = new URL(page.url()).hash

  await gotoApp(page, `?locale=en-XA${route}`)
  // The journal's own parts: not the roll log inside the entry (components/, translated apart).
  const journal = [
    'main#main .journal-list',
    'main#main .journal-entry > :not(article)',
    'main#main .journal-entry > article > :not(:has([data-testid="roll-log"]))',
  ]
  await expect(page.getByLabel(pseudoMessage('Title'))).toHaveValue('Ærin')
  // The timeline and the entry, written.
  expect(await untranslated(page, journal)).toEqual([])

  // The preview, with its missing link's tooltip.
  await page.getByRole('tab', { name: pseudoMessage('Preview') }).click()
  await expect(page.getByTestId('entry-preview').locator('.wikilink.missing')).toHaveText('Cairn')
  expect(await untranslated(page, journal)).toEqual([])

  // A search and its summary.
  await page.getByRole('searchbox', { name: pseudoMessage('Search the journal') }).fill('Ærin')
  await expect(page.getByTestId('search-summary')).toBeVisible()
  expect(await untranslated(page, journal)).toEqual([])

  // The entry moved to the trash: the empty pane, then the trash.
  await page.getByRole('button', { name: pseudoMessage('Move to trash') }).click()
  await expect(
    page.getByText(pseudoMessage('Choose an entry on the left, or start a new one.')),
  ).toBeVisible()
  expect(await untranslated(page, journal)).toEqual([])
  await page.getByRole('button', { name: pseudoMessage('Trash'), exact: true }).click()
  await expect(page.getByRole('button', { name: pseudoMessage('Delete forever') })).toBeVisible()
  expect(await untranslated(page, journal)).toEqual([])
})

test('the import preview and the backups panel show only translated text in the pseudo-locale', async ({
  page,
}) => {
  const importFile = async (
    button: string,
    files: string | { name: string; mimeType: string; buffer: Buffer },
  ) => {
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: button }).click()
    await (await chooser).setFiles(files)
  }
  // A character of an older file format, imported once in English (a backup is written first),
  // so that the panel lists a backup and importing the file again asks how.
  const fixture = 'tests/fixtures/format-v1/character-symbaroum.json'
  await gotoApp(page, '#/characters')
  await importFile('Import…', fixture)
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeHidden()

  // The backups panel (a backup's name and time are data, not text).
  await gotoApp(page, '?locale=en-XA#/settings')
  const panel = 'main#main section[aria-labelledby="backups-title"]'
  const backups = [`${panel} > :not(table)`, `${panel} thead`, `${panel} tbody td:nth-child(n+3)`]
  await expect(
    page.getByRole('table', { name: pseudoMessage('Backups') }).getByRole('row'),
  ).not.toHaveCount(0)
  await expect(page.getByLabel(pseudoMessage('Keep this many'))).toHaveValue('10')
  expect(await untranslated(page, backups)).toEqual([])

  // The import preview, with the choice between copies and replacing: what the file holds, the
  // outcome and the note on its migration included (the file's name is data).
  await importFile(pseudoMessage('Import a file…'), fixture)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('import-preview')).toBeVisible()
  await expect(dialog.locator('fieldset.mode')).toBeVisible()
  await expect(dialog.getByTestId('import-outcome')).toContainText('[')
  expect(await untranslated(page, ['dialog.import-dialog'])).toEqual([])
  await dialog.getByRole('button', { name: pseudoMessage('Cancel') }).click()
  await expect(dialog).toBeHidden()

  await importFile(pseudoMessage('Import a file…'), {
    name: 'broken.quillkeep.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "quillkeep-char'),
  })
  // A file refused: the file check's problems too, worded in the file-check worker.
  await expect(dialog.getByTestId('import-problems')).toBeVisible()
  const refused = [
    'dialog.import-dialog > h2',
    'dialog.import-dialog > p.field-error',
    '[data-testid="import-problems"]',
    'dialog.import-dialog > .actions',
  ]
  expect(await untranslated(page, refused)).toEqual([])
  await dialog.getByRole('button', { name: pseudoMessage('Close') }).click()
  await expect(dialog).toBeHidden()
})

test('the character editor’s frame, its side panels and dialogs show only translated text in the pseudo-locale', async ({
  page,
}) => {
  // A character made in English first; its name is the user's (names above). The sheets' own
  // parts, the rules' texts (step names, findings, spans) and the balances are left out.
  await createCharacter(page, 'Ærin', 'heimr')
  const route = new URL(page.url()).hash
  await gotoApp(page, `?locale=en-XA${route}`)

  // The creation steps: the wizard's buttons and the concept step.
  await expect(page.getByRole('list', { name: pseudoMessage('Creation steps') })).toBeVisible()
  const frame = ['main#main .editor > header', 'main#main .editor > .body > aside h2']
  const creation = [
    ...frame,
    'main#main .creation > .nav',
    'main#main section[aria-labelledby="concept-step-title"] > h2',
    'main#main section[aria-labelledby="concept-step-title"] > p',
    'main#main section[aria-labelledby="concept-step-title"] label',
  ]
  expect(await untranslated(page, creation)).toEqual([])

  // The sheet: the frame, the notes card, the rule check and the ledger's form.
  await page.getByRole('link', { name: pseudoMessage('Go to the sheet') }).click()
  await expect(page.locator('[data-sheet]')).toBeVisible()
  const sheet = [
    ...frame,
    'main#main section[aria-labelledby="notes-title"]',
    'main#main section.findings strong',
    'main#main section.findings p.ok',
    'main#main section.ledger form',
    'main#main section.ledger > p',
  ]
  expect(await untranslated(page, sheet)).toEqual([])

  // Pass time: the dialog's own texts (the spans are the rules').
  await page.getByRole('button', { name: pseudoMessage('Pass time…') }).click()
  const passTime = page.getByRole('dialog', { name: pseudoMessage('Pass time') })
  await expect(passTime.getByRole('radio')).not.toHaveCount(0)
  const passTimeParts = [
    'dialog.pass-time > h2',
    'dialog.pass-time > fieldset > legend',
    'dialog.pass-time > .row',
  ]
  expect(await untranslated(page, passTimeParts)).toEqual([])
  await passTime.getByRole('button', { name: pseudoMessage('Close') }).click()
  await expect(passTime).toBeHidden()

  // Print: the whole dialog, its preview rendered.
  await page.getByRole('button', { name: pseudoMessage('Print…') }).click()
  const print = page.getByRole('dialog')
  await expect(print.getByTestId('print-preview')).toBeVisible()
  expect(await untranslated(page, ['dialog.print-dialog'])).toEqual([])
  await print.getByRole('button', { name: pseudoMessage('Close') }).click()
  await expect(print).toBeHidden()
})

test('a journal entry’s roll log shows only translated text in the pseudo-locale', async ({
  page,
}) => {
  // A campaign with one entry, made in English first (the names are the user's, see above).
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Ærin')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page.locator('[data-campaign="Ærin"]').getByRole('link', { name: 'Party of Ærin' }).click()
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Journal' })
    .click()
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('Ærin')
  await expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)
  const route = new URL(page.url()).hash

  await gotoApp(page, `?locale=en-XA${route}`)
  const log = page.getByTestId('roll-log')
  await expect(log.getByRole('heading', { name: pseudoMessage('Rolls') })).toBeVisible()
  await expect(log.getByText(pseudoMessage('Loading…'))).toHaveCount(0)
  expect(await untranslated(page, ['[data-testid="roll-log"]'])).toEqual([])
  // Another window of time: its sentence too.
  await log.getByLabel(pseudoMessage('Show rolls')).selectOption('day')
  await expect(
    log.getByText(pseudoMessage('Party rolls not yet attached, in the last 24 hours.')),
  ).toBeVisible()
  expect(await untranslated(page, ['[data-testid="roll-log"]'])).toEqual([])
})

/** Opens the character at `route` in the pseudo-locale and checks each creation step in turn. */
async function expectCreationStepsTranslated(page: Page, route: string, except: string[]) {
  await gotoApp(page, `?locale=en-XA${route}`)
  const steps = page.getByRole('list', { name: pseudoMessage('Creation steps') })
  await expect(steps).toBeVisible()
  for (const step of await steps.getByRole('button').all()) {
    await step.click()
    expect(await untranslated(page, ['main#main'], except)).toEqual([])
  }
}

test('a Symbaroum sheet, its creation steps and its dialogs show only translated text in the pseudo-locale, rules text included', async ({
  page,
}) => {
  // Every text of the editor, the sheet's own and the rules' (derived values, explanations,
  // findings, purchases, steps), must come from the locale files. Left out: the ledger's
  // recorded lines (written in the language of their day) and the user's data (names above).
  await createCharacter(page, 'Ærin', 'symbaroum')
  const route = new URL(page.url()).hash
  const records = ['section.ledger .entries .what']

  await expectCreationStepsTranslated(page, route, records)

  // A sheet with an ability, armor and a weapon, filled in English.
  await gotoApp(page, route)
  await goToSheet(page)
  await page.getByPlaceholder('New ability, e.g. Acrobatics').fill('Acrobatics')
  await page.getByRole('button', { name: 'Learn at novice (10 XP)' }).click()
  await page.getByRole('button', { name: 'Wear armor' }).click()
  await page.getByLabel('Armor', { exact: true }).fill('Chain mail')
  await page.getByLabel('Impeding', { exact: true }).fill('2')
  await page.getByLabel('Impeding', { exact: true }).press('Tab')
  await page.getByPlaceholder('Weapon').fill('Longsword')
  await page.getByRole('button', { name: 'Add weapon' }).click()
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)

  await gotoApp(page, `?locale=en-XA${new URL(page.url()).hash}`)
  await expect(page.locator('[data-sheet]')).toBeVisible()
  expect(await untranslated(page, ['main#main'], records)).toEqual([])

  // The success test, attack and Defense dialogs.
  const openers = [
    page.locator('[data-sheet] button.roll').first(),
    page.locator('[data-sheet] td.actions button').first(),
    page.getByRole('button', { name: pseudoMessage('Defense test…') }).first(),
  ]
  for (const opener of openers) {
    await opener.click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog).toBeVisible()
    expect(await untranslated(page, ['dialog[open]'])).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
})

test('a Murdham sheet and its creation steps show only translated text in the pseudo-locale, rules text included', async ({
  page,
}) => {
  // Made in English with two items and a disease; every text of the creation steps and the sheet,
  // the sheet's own and the rules', must then come from the locale files.
  await createCharacter(page, 'Ærin', 'murdham')
  const route = new URL(page.url()).hash
  const records = ['section.ledger .entries .what']
  await page.getByRole('button', { name: '4. Items' }).click()
  for (const [name, bulk] of [
    ['Pack', '3'],
    ['Spear', '2'],
  ] as const) {
    const form = page.getByRole('form', { name: 'Add an item' })
    await form.getByLabel('Item').fill(name)
    await form.getByLabel('Bulk').fill(bulk)
    await form.getByRole('button', { name: 'Add item' }).click()
  }

  await expectCreationStepsTranslated(page, route, records)

  await gotoApp(page, route)
  await goToSheet(page)
  await page.getByRole('combobox', { name: /^Disease/ }).selectOption('plague')
  await page.getByRole('button', { name: 'Add disease' }).click()
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await gotoApp(page, `?locale=en-XA${new URL(page.url()).hash}`)
  await expect(page.locator('[data-sheet]')).toBeVisible()
  expect(await untranslated(page, ['main#main'], records)).toEqual([])
})

test('a Cairn sheet and its creation steps show only translated text in the pseudo-locale, rules text included', async ({
  page,
}) => {
  // Made in English with an item and a spell (their names are data, listed above).
  await createCharacter(page, 'Ærin', 'cairn-ap')
  const route = new URL(page.url()).hash
  // The sheet's log is recorded, like the ledger's lines: in the language of its day.
  const records = ['section.ledger .entries .what', '[data-testid="cairn-log"]']
  await expectCreationStepsTranslated(page, route, records)

  await gotoApp(page, route)
  await goToSheet(page)
  const items = page.getByRole('form', { name: 'Add an item' })
  await items.getByLabel('Item name').fill('Spear')
  await items.getByRole('button', { name: 'Add item' }).click()
  await page.getByRole('button', { name: 'Add Fatigue' }).click()
  await expect(page.getByTestId('save-status')).toHaveText(/All changes saved/)
  await gotoApp(page, `?locale=en-XA${new URL(page.url()).hash}`)
  await expect(page.locator('[data-sheet]')).toBeVisible()
  expect(await untranslated(page, ['main#main'], records)).toEqual([])
})

/**
 * Makes a character of `system` in the pseudo-locale, as a player makes one in their language
 * (what a new character is given is named in it), and expects its creation steps and then its
 * sheet to show only translated text, leaving out what is under `records`.
 */
async function expectMadeInPseudoLocaleTranslated(page: Page, system: string, records: string[]) {
  await gotoApp(page, '?locale=en-XA#/characters')
  await page.getByRole('button', { name: pseudoMessage('New character') }).click()
  await page.getByLabel(pseudoMessage('Name'), { exact: true }).fill('Ærin')
  await page.getByLabel(pseudoMessage('System'), { exact: true }).selectOption(system)
  await page.getByRole('button', { name: pseudoMessage('Create'), exact: true }).click()
  const steps = page.getByRole('list', { name: pseudoMessage('Creation steps') })
  await expect(steps).toBeVisible()
  for (const step of await steps.getByRole('button').all()) {
    await step.click()
    expect(await untranslated(page, ['main#main'], records)).toEqual([])
  }
  await page.getByRole('link', { name: pseudoMessage('Go to the sheet') }).click()
  await expect(page.locator('[data-sheet]')).toBeVisible()
  expect(await untranslated(page, ['main#main'], records)).toEqual([])
}

test('a Heimr sheet and its creation steps show only translated text in the pseudo-locale, rules text included', async ({
  page,
}) => {
  // A new character's standard attributes and abilities are named in the language it is made in,
  // so they are bracketed too; an attribute's short name is its own (editable) data, as its id.
  await expectMadeInPseudoLocaleTranslated(page, 'heimr', [
    'section.ledger .entries .what',
    'span.short',
  ])
})

test('a Gods & Monsters sheet and its creation steps show only translated text in the pseudo-locale, rules text included', async ({
  page,
}) => {
  await expectMadeInPseudoLocaleTranslated(page, 'gods-monsters', ['section.ledger .entries .what'])
})
