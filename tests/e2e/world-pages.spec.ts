// World pages in the journal (#23): a game master makes a faction and an NPC with a portrait,
// relates the NPC to the faction, sees the relation from both sides, filters the list by kind and finds the NPC by a
// word of its summary.
import { test, expect, expectNoA11yViolations, gotoApp, type Page } from './fixtures'

const saved = (page: Page) =>
  expect(page.getByTestId('entry-save-status')).toHaveText(/All changes saved/)

/** Starts a page of a kind from the New page list, names it and gives it a summary. */
async function newPage(
  page: Page,
  kind: 'NPC' | 'Place' | 'Faction' | 'Item',
  fields: { name: string; summary: string; notes?: string },
): Promise<string> {
  await page.getByRole('button', { name: 'New page' }).click()
  await page
    .getByRole('list', { name: 'Kinds of page' })
    .getByRole('button', { name: kind })
    .click()
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toBeFocused()
  await name.fill(fields.name)
  await page.getByRole('textbox', { name: 'Summary' }).fill(fields.summary)
  if (fields.notes) await page.getByLabel('Notes (Markdown)').fill(fields.notes)
  await saved(page)
  const id = /journal\/([^/?]+)$/.exec(page.url())?.[1]
  expect(id).toBeTruthy()
  return id!
}

test('a game master builds a world: a faction, an NPC in it, the list by kind, and search', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await gotoApp(page, '#/campaigns')
  await page.getByLabel('Name').fill('Blackwater')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page
    .locator('[data-campaign="Blackwater"]')
    .getByRole('link', { name: 'Party of Blackwater' })
    .click()
  await page
    .getByRole('navigation', { name: 'Campaign sections' })
    .getByRole('link', { name: 'Journal' })
    .click()
  await expect(page.getByText('No entries yet.')).toBeVisible()

  // A session's entry that links to the faction by name, before the faction exists.
  await page.getByRole('button', { name: 'New entry' }).click()
  await page.getByLabel('Title').fill('Night at the docks')
  await page.getByLabel('Entry text (Markdown)').fill('We were watched by the [[Marsh Guild]].')
  await saved(page)

  const guild = await newPage(page, 'Faction', {
    name: 'Marsh Guild',
    summary: 'Smugglers who run the fen canals',
  })
  const velena = await newPage(page, 'NPC', {
    name: 'Velena',
    summary: 'Harbour queen with a silver hook',
    notes: 'Owes the [[Marsh Guild]] a favour. {{gm}}She plans to betray them.{{/gm}}',
  })
  await expect(page.getByTestId('page-kind-badge')).toHaveText('NPC')
  // Her portrait, chosen from a file (#23 §3).
  const chooser = page.waitForEvent('filechooser')
  await page
    .getByRole('group', { name: 'Picture of Velena' })
    .getByRole('button', { name: 'Choose picture…' })
    .click()
  await (await chooser).setFiles('tests/fixtures/images/portrait.png')
  await expect(page.getByTestId('portrait-image')).toHaveAttribute('src', /^blob:/)
  await saved(page)

  // Velena is a member of the guild: chosen by kind and found by name.
  const relations = page.getByRole('region', { name: 'Relations' })
  await relations
    .getByRole('combobox', { name: 'Relation', exact: true })
    .selectOption({ label: 'Member of' })
  await relations.getByRole('searchbox', { name: 'Find a page' }).fill('guild')
  await expect(relations.getByRole('combobox', { name: 'Page', exact: true })).toHaveValue(guild)
  await relations.getByRole('button', { name: 'Add relation' }).click()
  await saved(page)
  const memberOf = relations.locator('.relation-group[data-kind="member-of"]')
  await expect(memberOf.getByRole('heading')).toHaveText('Member of')
  await expect(memberOf.getByRole('link', { name: 'Marsh Guild' })).toHaveAttribute(
    'href',
    new RegExp(`journal/${guild}$`),
  )
  await page.getByLabel('Only for the game master').check()
  await expect(page.getByTestId('gm-only-badge')).toHaveText('GM only')
  await expect(page.getByText("A GM-only page is left out of the players' copy.")).toBeVisible()
  await saved(page)
  await expectNoA11yViolations(page)

  // On the faction: the incoming relation, in its own words, and the [[links]] to it.
  await memberOf.getByRole('link', { name: 'Marsh Guild' }).click()
  await expect(page).toHaveURL(new RegExp(`journal/${guild}$`))
  const references = page.getByRole('region', { name: 'Referenced by' })
  const members = references.locator('.reference-group[data-kind="member-of"]')
  await expect(members.getByRole('heading')).toHaveText('Members')
  await expect(members.getByRole('link', { name: 'Velena' })).toHaveAttribute(
    'href',
    new RegExp(`journal/${velena}$`),
  )
  const links = references.locator('.reference-group[data-kind="link"]')
  await expect(links.getByRole('link')).toHaveText(['Night at the docks', 'Velena'])
  await expectNoA11yViolations(page)

  // The list by kind: pages carry their kind, not a session number.
  const timeline = page.getByRole('list', { name: 'Timeline, newest first' })
  await expect(timeline.getByRole('listitem')).toHaveCount(3)
  const filter = page.getByRole('combobox', { name: 'Show' })
  await filter.selectOption({ label: 'NPCs' })
  await expect(timeline.locator('.row-title')).toHaveText(['Velena'])
  await expect(timeline.locator('.row-meta')).toHaveText('NPC · GM only')
  await filter.selectOption({ label: 'Factions' })
  await expect(timeline.locator('.row-title')).toHaveText(['Marsh Guild'])
  await filter.selectOption({ label: 'Sessions' })
  await expect(timeline.locator('.row-title')).toHaveText(['Night at the docks'])
  await filter.selectOption({ label: 'All' })
  await expect(timeline.getByRole('listitem')).toHaveCount(3)

  // Search finds the NPC by a word of her summary, and marks it.
  await page.getByRole('searchbox', { name: 'Search the journal' }).fill('harbour')
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.locator('.row-title')).toHaveText(['Velena'])
  await expect(results.locator('mark')).toHaveText(['Harbour'])

  if (process.env.QUILLKEEP_SCREENSHOTS) {
    await page.getByRole('button', { name: 'Clear' }).click()
    await results.waitFor({ state: 'detached' })
    await timeline.getByRole('link', { name: /Velena/ }).click()
    await expect(page).toHaveURL(new RegExp(`journal/${velena}$`))
    await saved(page)
    // The notes as the game master reads them: the link, and the secret marked.
    await page.getByRole('tab', { name: 'Preview' }).click()
    await expect(
      page.getByTestId('entry-preview').getByRole('link', { name: 'Marsh Guild' }),
    ).toBeVisible()
    await page.setViewportSize({ width: 1400, height: 1100 })
    await page.screenshot({ path: 'docs/screenshots/world-page.png', fullPage: false })
    await page.setViewportSize({ width: 1280, height: 720 })
  }

  // After a reload the pages, their relations and the list's kinds are as they were.
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'NPCs' })
  await timeline.getByRole('link', { name: /Velena/ }).click()
  await expect(
    page.getByRole('region', { name: 'Relations' }).getByRole('link', { name: 'Marsh Guild' }),
  ).toBeVisible()
  await expect(page.getByTestId('portrait-image')).toHaveAttribute('src', /^blob:/)

  // In the smallest window the page's fields and its relations fit without sideways scrolling.
  await page.setViewportSize({ width: 640, height: 480 })
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const main = document.getElementById('main')!
    return [root.scrollWidth - root.clientWidth, main.scrollWidth - main.clientWidth]
  })
  expect(widths, 'the page or the screen scrolls sideways at 640×480').toEqual([0, 0])
  const add = page.getByRole('button', { name: 'Add relation' })
  await add.scrollIntoViewIfNeeded()
  await expect(add).toBeInViewport()
})
