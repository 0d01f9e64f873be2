// Shared fixtures and helpers for browser specs. Import `test` and `expect` from here,
// not from '@playwright/test', so every spec fails on uncaught page errors and console errors.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export { expect }
export type { Page, Locator } from '@playwright/test'

export interface ErrorWatchOptions {
  /** Console errors or page errors that a test provokes on purpose, e.g. test.use({ allowedErrors: [/malformed file/] }). */
  allowedErrors: RegExp[]
}

// Chromium asks every origin for /favicon.ico on its own; a 404 there is not the app's error.
const browserNoise = [/Failed to load resource: .*\(http:\/\/127\.0\.0\.1:\d+\/favicon\.ico:\d+\)$/]

export const test = base.extend<ErrorWatchOptions & { pageErrors: string[] }>({
  allowedErrors: [[], { option: true }],

  // Collects uncaught exceptions and console.error from every page of the test's context
  // (popups included) and fails the test at its end if any were not allowed.
  pageErrors: [
    async ({ context, allowedErrors }, use) => {
      const errors: string[] = []
      const allowed = (text: string) =>
        [...browserNoise, ...allowedErrors].some((pattern) => pattern.test(text))
      context.on('weberror', (webError) => {
        const error = webError.error()
        const text = `uncaught ${error.stack ?? String(error)}`
        if (!allowed(text)) errors.push(text)
      })
      // The app is offline: a request anywhere but the page's own server (or the browser's own
      // PDF viewer) fails the test. Update checks are off by default (#22); the web has none.
      context.on('request', (request) => {
        const url = request.url()
        if (
          !/^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|blob:|data:|about:|chrome:|chrome-extension:)/.test(
            url,
          )
        ) {
          errors.push(`network request: ${request.method()} ${url}`)
        }
      })
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url, lineNumber } = message.location()
        const text = `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`
        if (!allowed(text)) errors.push(text)
      })
      await use(errors)
      expect(errors, 'the page logged errors or threw').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Opens the app at a route (relative to the served build, e.g. '' or '#/characters')
 * and waits until the renderer has mounted and set <html data-ready="true">.
 */
export async function gotoApp(page: Page, route = ''): Promise<void> {
  // Moving between routes of the open app only changes the URL's hash: the old screen's
  // data-ready would still be there, so clear it and wait for the new screen to set it.
  const inApp = page.url().startsWith('http')
  if (inApp) await page.evaluate(() => delete document.documentElement.dataset.ready)
  await page.goto(`./${route}`)
  try {
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
      timeout: 10_000,
    })
  } catch (error) {
    const shown = await page
      .locator('#app')
      .innerText({ timeout: 1_000 })
      .catch(() => '(unreadable)')
    throw new Error(
      `The app did not set <html data-ready="true"> within 10 s of opening ./${route} ` +
        `(the renderer sets it once mounted). #app shows: ${JSON.stringify(shown.slice(0, 200))}`,
      { cause: error },
    )
  }
}

interface AxeViolation {
  id: string
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null
  description: string
  help: string
  helpUrl: string
  nodes: { target: unknown[]; html: string; failureSummary?: string }[]
}

export interface AxeOptions {
  /** CSS selector to limit the check to (default: the whole document). */
  include?: string
  /** CSS selectors to leave out. */
  exclude?: string[]
  /** axe rule ids to switch off, each with a reason in the spec. */
  disableRules?: string[]
}

const requireFromHere = createRequire(import.meta.url)
let axeSource: string | undefined

/**
 * Runs axe-core on the page and returns the serious and critical violations.
 * The app's CSP (script-src 'self') refuses inline <script> tags, so axe is evaluated through
 * the DevTools protocol instead of page.addScriptTag({ content }), which the CSP would block.
 */
async function axe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8')
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  const violations = await page.evaluate(async ({ include, exclude, disableRules }) => {
    const axeApi = (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const context = {
      include: include ? [include] : [document],
      exclude: (exclude ?? []).map((selector) => [selector]),
    }
    const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]))
    const result = await axeApi.run(context, { resultTypes: ['violations'], rules })
    return result.violations.map(({ id, impact, description, help, helpUrl, nodes }) => ({
      id,
      impact,
      description,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }))
  }, options)
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
}

/** One line per violation and node, for readable assertion messages. */
function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (node) => `[${v.impact}] ${v.id}: ${v.help} — ${JSON.stringify(node.target)} ${node.html}`,
      ),
    )
    .join('\n')
}

/** Fails with a readable list if axe finds serious or critical violations. */
export async function expectNoA11yViolations(page: Page, options?: AxeOptions): Promise<void> {
  const violations = await axe(page, options)
  expect(violations, describeViolations(violations)).toEqual([])
}

/** Creates a character of `system` from the library and waits for its creation steps. */
export async function createCharacter(page: Page, name: string, system: string): Promise<void> {
  await gotoApp(page)
  await page.getByRole('button', { name: 'New character' }).click()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('System', { exact: true }).selectOption(system)
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Creation steps' })).toBeVisible()
}

/**
 * Makes a character with the app in `locale` (sv, de), so that what a new character is given
 * (names of standard attributes, starting items) is in that language, and opens its sheet.
 */
export async function createCharacterIn(
  page: Page,
  locale: string,
  name: string,
  system: string,
): Promise<void> {
  const read = (file: string) =>
    JSON.parse(readFileSync(`src/renderer/src/${file}/${locale}.json`, 'utf8')) as {
      library: Record<string, string>
      components: { editor: Record<string, string> }
    }
  const { library } = read('locales')
  const { editor } = read('components/locales').components
  await gotoApp(page, `?locale=${locale}#/characters`)
  await page.getByRole('button', { name: library.newCharacter }).click()
  await page.getByLabel(library.name!, { exact: true }).fill(name)
  await page.getByLabel(library.system!, { exact: true }).selectOption(system)
  await page.getByRole('button', { name: library.create, exact: true }).click()
  await page.getByRole('link', { name: editor.toSheet }).click()
  await expect(page.locator('[data-sheet]')).toBeVisible()
}

/** Leaves the creation steps for the live sheet and waits until the sheet has replaced them. */
export async function goToSheet(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Go to the sheet' }).click()
  await expect(page.locator('[data-sheet]')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Creation steps' })).toHaveCount(0)
}

/** The shown value of a derived value (see DerivedStat.vue). */
export function derived(page: Page, id: string): Locator {
  return page.locator(`[data-derived="${id}"] [data-testid="derived-value"]`).first()
}
