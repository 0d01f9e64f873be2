// The app's long lists at campaign scale, in Chromium, against the built web app and the real
// (on-disk) IndexedDB of a fresh profile: the library (characters), a campaign's party screen and
// its journal list.
//
// METHOD. The same web build is served on two loopback ports, i.e. two origins with two
// databases. A page built from bench/lists seeds each: "small" holds 10 characters and 10 journal
// entries, "large" 1,000 characters and 10,000 entries (about 300 words each); every character is
// in the one campaign's party. Then, in one run:
//   (a) ready: each screen is loaded in a fresh tab (HTTP cache off, database on disk: a
//       returning user) and timed from navigation start to <html data-ready="true">; loads are
//       paired, small and large alternating which goes first, after one unmeasured load of each.
//       Goal: median(large) ≤ 2 × median(small), per screen.
//   (b) long tasks: on the large database, once the screen is ready and quiet (and, for the
//       journal, its search index warm), a PerformanceObserver('longtask') records while the
//       filter is typed letter by letter (one key every 150 ms) and then cleared (Ctrl+A,
//       Backspace), several rounds; for the journal also the tag filter set and reset.
//       Goal: no long task over 50 ms (the API reports only tasks over 50 ms).
// Also printed: how many list rows are in the DOM when ready (a virtualised list renders a window).
// The scheduled backup is marked as just done, so that it does not run during the measurement
// (backups have their own bench). Run after `npm run build:web` (QUILLKEEP_WEB_DIR picks another
// build folder).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../tests/e2e/chromium.mjs'
import { startServer } from '../tests/e2e/serve.mjs'
import { buildBenchPage, median, webDir } from './pages.mjs'

const goals = { readyRatio: 2, longTaskMs: 50 }
const sizes = {
  small: { characters: 10, entries: 10 },
  large: {
    characters: Number(process.env.BENCH_LISTS_CHARACTERS ?? 1000),
    entries: Number(process.env.BENCH_LISTS_ENTRIES ?? 10_000),
  },
}
const averageWords = Number(process.env.BENCH_LISTS_WORDS ?? 300)
const pairs = Number(process.env.BENCH_LISTS_LOADS ?? 7)
const rounds = Number(process.env.BENCH_LISTS_ROUNDS ?? 3)
const keyDelayMs = 150
const campaignId = 'bench-campaign'

const screens = [
  { name: 'library', hash: '#/characters', rows: '[aria-label="Character list"] > li' },
  {
    name: 'party',
    hash: `#/campaigns/${campaignId}/party`,
    rows: '[aria-label="Party members"] [role="listitem"]',
  },
  {
    name: 'journal',
    hash: `#/campaigns/${campaignId}/journal`,
    rows: '[data-testid="journal-timeline"] li',
  },
]

const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`
const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time))

// Installed in the app's pages before their scripts: when <html data-ready="true"> is set, and
// every long task from then on.
function installProbe() {
  const probe = { ready: null, longTasks: [] }
  Object.defineProperty(window, '__listsProbe', { value: probe })
  const check = () => {
    if (probe.ready === null && document.documentElement?.dataset.ready === 'true')
      probe.ready = performance.now()
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  })
  check()
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask' })
}

async function openScreen(origin, screen) {
  const page = await context.newPage()
  page.on('pageerror', (error) => console.log(`  [page error] ${error.message}`))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.goto(`${origin.url}${screen.hash}`, { waitUntil: 'load' })
  await page.waitForFunction(() => window.__listsProbe.ready !== null, null, { timeout: 20_000 })
  return page
}

/** One load of `screen` on `origin`: ms to data-ready, and the list rows then in the DOM. */
async function loadOnce(origin, screen) {
  const page = await openScreen(origin, screen)
  try {
    return await page.evaluate(
      (rows) => ({
        ready: window.__listsProbe.ready,
        rows: document.querySelectorAll(rows).length,
      }),
      screen.rows,
    )
  } finally {
    await page.close()
  }
}

/** Long tasks while the filter is typed and cleared on the large database. */
async function typingLongTasks(screen) {
  const page = await openScreen(servers.large, screen)
  try {
    const search = page.locator('main input[type="search"]').first()
    if ((await search.count()) === 0) return { error: 'no filter box on this screen' }
    const text = screen.name === 'journal' ? seeded.large.searchWord : seeded.large.nameFilter
    if (screen.name === 'journal') {
      // The first search waits for the index; warm it so that the rounds measure the list.
      await search.fill(text)
      await page
        .getByTestId('search-summary')
        .waitFor({ timeout: 120_000 })
        .catch(() => undefined)
      await search.fill('')
    }
    await sleep(1500)
    const now = () => page.evaluate(() => performance.now())
    const from = await now()
    // What the user was doing when each long task started: [label, performance.now()].
    const phases = []
    const shown = []
    for (let round = 0; round < rounds; round++) {
      await search.click()
      for (const [i, letter] of [...text].entries()) {
        phases.push([`typing “${text.slice(0, i + 1)}”`, await now()])
        await page.keyboard.type(letter)
        await sleep(keyDelayMs)
      }
      await sleep(600)
      shown.push(await page.locator(screen.rows).count())
      phases.push(['clearing', await now()])
      await page.keyboard.press('Control+A')
      await page.keyboard.press('Backspace')
      await sleep(800)
    }
    if (screen.name === 'journal') {
      const tags = page.getByLabel('Filter by tag')
      for (let round = 0; round < rounds; round++) {
        phases.push([`tag #${seeded.large.tag}`, await now()])
        await tags.selectOption(seeded.large.tag)
        await sleep(800)
        phases.push(['all tags', await now()])
        await tags.selectOption('')
        await sleep(800)
      }
    }
    const all = await page.evaluate(() => window.__listsProbe.longTasks)
    // For information: the long tasks of opening the screen (and warming the journal's index).
    const onOpening = all.filter((t) => t.start < from).map((t) => t.duration)
    const tasks = all
      .filter((t) => t.start >= from)
      .map((t) => ({
        ...t,
        during: phases.filter(([, at]) => at <= t.start).at(-1)?.[0] ?? 'before typing',
      }))
    const durations = tasks.map((t) => t.duration)
    return {
      typed: text,
      rowsWhileFiltered: shown,
      count: durations.filter((d) => d > goals.longTaskMs).length,
      max: durations.length ? Math.max(...durations) : 0,
      durations,
      tasks,
      onOpening,
    }
  } finally {
    await page.close()
  }
}

await buildBenchPage('lists')

const executablePath = requireChromium()
const servers = { small: await startServer(webDir), large: await startServer(webDir) }
const profile = mkdtempSync(join(tmpdir(), 'quillkeep-lists-bench-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  args: chromiumArgs,
  headless: true,
})
const seeded = {}
const result = { name: 'lists', goals, sizes, pairs, rounds }
try {
  context.setDefaultTimeout(600_000)
  for (const which of ['small', 'large']) {
    const page = await context.newPage()
    page.on('pageerror', (error) => console.log(`  [page error] ${error.message}`))
    await page.goto(`${servers[which].url}bench-lists/index.html`)
    await page.waitForFunction(() => 'listsBench' in window)
    const { characters, entries } = sizes[which]
    seeded[which] = await page.evaluate(
      ([c, e, w]) => window.listsBench.seed(c, e, w),
      [characters, entries, averageWords],
    )
    // A backup done just now: the scheduled one is not due during the measurements.
    await page.evaluate(() =>
      localStorage.setItem('quillkeep.lastBackupAt', new Date().toISOString()),
    )
    await page.close()
    console.log(
      `${which}: ${seeded[which].characters} characters, ${seeded[which].entries} journal entries seeded in ${ms(seeded[which].ms)}`,
    )
  }
  result.seeded = seeded
  await context.addInitScript(installProbe)

  // (a)
  result.ready = {}
  for (const screen of screens) {
    const times = { small: [], large: [] }
    const rows = {}
    for (const which of ['small', 'large']) await loadOnce(servers[which], screen) // warm-up
    for (let i = 0; i < pairs; i++) {
      const order = i % 2 === 0 ? ['small', 'large'] : ['large', 'small']
      for (const which of order) {
        const load = await loadOnce(servers[which], screen)
        times[which].push(load.ready)
        rows[which] = load.rows
      }
    }
    const row = {
      small: times.small,
      large: times.large,
      smallMedian: median(times.small),
      largeMedian: median(times.large),
      ratio: median(times.large) / median(times.small),
      rows,
    }
    result.ready[screen.name] = row
    console.log(
      `(a) ${screen.name.padEnd(8)} ready: large ${ms(row.largeMedian)} / small ${ms(row.smallMedian)} = ${row.ratio.toFixed(2)}× (${pairs} paired loads; rows in the DOM: ${rows.large} of ${screen.name === 'journal' ? seeded.large.entries : seeded.large.characters} / ${rows.small})`,
    )
  }

  // (b)
  result.longTasks = {}
  for (const screen of screens) {
    const row = await typingLongTasks(screen)
    result.longTasks[screen.name] = row
    if (row.error) console.log(`(b) ${screen.name.padEnd(8)} ${row.error}`)
    else
      console.log(
        `(b) ${screen.name.padEnd(8)} typing “${row.typed}” and clearing, ${rounds} rounds${screen.name === 'journal' ? ' (+ tag filter)' : ''}: ${row.count} long tasks over ${goals.longTaskMs} ms, max ${ms(row.max)}${row.tasks.length ? ` [${row.tasks.map((t) => `${t.duration.toFixed(0)} ms ${t.during}`).join('; ')}]` : ''}; rows shown while filtered ${row.rowsWhileFiltered.join(', ')}; for information, long tasks while opening the screen: ${row.onOpening.length ? row.onOpening.map((d) => d.toFixed(0)).join(', ') + ' ms' : 'none'}`,
      )
  }

  const verdict = (pass) => (pass === null ? '—' : pass ? 'PASS' : 'FAIL')
  const large = sizes.large
  const sizeOf = (name) =>
    name === 'journal' ? `${large.entries} entries` : `${large.characters} characters`
  result.summary = []
  for (const screen of screens) {
    const ready = result.ready[screen.name]
    result.summary.push([
      `${screen.name} ready, ${sizeOf(screen.name)} vs 10`,
      `${ready.ratio.toFixed(2)}× (${ms(ready.largeMedian)} / ${ms(ready.smallMedian)}, medians of ${pairs} paired loads to data-ready)`,
      `≤ ${goals.readyRatio}×`,
      verdict(ready.ratio <= goals.readyRatio),
    ])
  }
  for (const screen of screens) {
    const tasks = result.longTasks[screen.name]
    result.summary.push([
      `${screen.name} filter typing + clearing (${sizeOf(screen.name)})`,
      tasks.error
        ? tasks.error
        : `${tasks.count} long tasks > ${goals.longTaskMs} ms, max ${ms(tasks.max)} (PerformanceObserver longtask, ${rounds} rounds)`,
      `none > ${goals.longTaskMs} ms`,
      tasks.error ? 'FAIL' : verdict(tasks.count === 0),
    ])
  }
  const widths = [0, 1, 2, 3].map((i) => Math.max(...result.summary.map((r) => r[i].length)))
  console.log('')
  for (const row of result.summary)
    console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  if (process.env.BENCH_RESULT_FILE)
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result))
} finally {
  await context.close()
  await servers.small.close()
  await servers.large.close()
  rmSync(profile, { recursive: true, force: true })
}
