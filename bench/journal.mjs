// The campaign journal at 10,000 entries, in Chromium, against the real (on-disk) IndexedDB of a
// fresh profile. A page built from bench/journal (same origin as the web build, so the same
// database) generates the entries with a seeded generator and measures, in one run:
//   (a) a bare Dexie bulkAdd of the rows into a fresh database, and
//   (b) the same rows through journalRepo.putMany into the app's database  → goal (b) ≤ 3 × (a);
//   (c) the search index warm-up in its worker right after the import (a full build), its save,
//       and a restart from the saved index (information);
//   (d) search round trips (page → worker → page) over mixed queries once warm → goal p95 < 20 ms;
//   (e) a naive scan (Dexie .filter() over the campaign's rows, case-insensitive substring test)
//       against the index on the same queries → goal: median scan ≥ 20 × median search;
// and then (f) the journal route's first screen with those entries: navigation to
// <html data-ready="true"> → goal < 300 ms (and whether the app's search worker starts). Run after `npm run build:web` (QUILLKEEP_WEB_DIR
// picks another build folder).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { chromiumArgs, requireChromium } from '../tests/e2e/chromium.mjs'
import { startServer } from '../tests/e2e/serve.mjs'

const goals = { importRatio: 3, searchP95Ms: 20, naiveRatio: 20, firstScreenMs: 300 }
const entries = Number(process.env.BENCH_JOURNAL_ENTRIES ?? 10_000)
const averageWords = Number(process.env.BENCH_JOURNAL_WORDS ?? 300)
const vocabularySize = 20_000
const queryCount = Number(process.env.BENCH_JOURNAL_QUERIES ?? 240)
// Each naive scan reads every row: run it on every 5th query (5 and the 6 query kinds are coprime,
// so every kind is sampled).
const naiveEvery = Number(process.env.BENCH_JOURNAL_NAIVE_EVERY ?? 5)
const importRuns = Number(process.env.BENCH_JOURNAL_IMPORT_RUNS ?? 3)
const screenLoads = Number(process.env.BENCH_JOURNAL_LOADS ?? 7)
const campaignId = 'bench-campaign'

const webDir = resolve(process.env.QUILLKEEP_WEB_DIR ?? 'out/web')
const pageDir = join(webDir, 'bench-journal')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`

// Installed in the app's pages before their scripts: when <html data-ready="true"> is set, and the
// frame after it.
function installReadyProbe() {
  const probe = { ready: null, frame: null }
  Object.defineProperty(window, '__readyProbe', { value: probe })
  const check = () => {
    if (probe.ready !== null || document.documentElement?.dataset.ready !== 'true') return
    probe.ready = performance.now()
    requestAnimationFrame(() => (probe.frame = performance.now()))
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  })
  check()
}

/**
 * Loads `hash` in fresh pages of the profile (one unmeasured load first) and times
 * <html data-ready="true">. Also reports the first Web Worker the page starts.
 */
async function measureRoute(hash, expect) {
  const loads = []
  let worker = null
  for (let i = 0; i < screenLoads + 1; i++) {
    const view = await context.newPage()
    try {
      const workerStarted = new Promise((resolve) => view.once('worker', resolve))
      const fellBack = new Promise((resolve) =>
        view.on('console', (m) => m.text().includes('runs in the page') && resolve(true)),
      )
      const cdp = await context.newCDPSession(view)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await view.goto(`${server.url}${hash}`, { waitUntil: 'load' })
      await view
        .waitForFunction(() => window.__readyProbe.frame !== null, null, { timeout: 10_000 })
        .catch(() => undefined)
      const probe = await view.evaluate(
        (newest) => ({
          ...window.__readyProbe,
          hash: location.hash,
          newest: document.body.innerText.includes(`Session ${newest}`),
        }),
        Math.ceil(entries / 2),
      )
      if (probe.ready === null)
        return { error: `${hash} never set <html data-ready="true"> within 10 s` }
      if (!probe.hash.includes(expect)) return { error: `${hash} redirected to ${probe.hash}` }
      if (i > 0) loads.push(probe) // the first load warms the OS file cache
      if (i === screenLoads) {
        const started = await Promise.race([
          workerStarted,
          new Promise((resolve) => setTimeout(() => resolve(null), 5_000)),
        ])
        if (started) {
          // Started, ran its module (it names itself) and did not hand over to the page.
          const name = await started.evaluate(() => self.name).catch(() => null)
          const inPage = await Promise.race([
            fellBack,
            new Promise((resolve) => setTimeout(() => resolve(false), 1_000)),
          ])
          worker = `${new URL(started.url()).pathname} (${inPage ? 'failed: search runs in the page' : `running as "${name}"`})`
        }
      }
    } finally {
      await view.close()
    }
  }
  return { loads, worker }
}

if (!existsSync(join(webDir, 'index.html'))) {
  console.error(`journal: ${webDir}/index.html not found. Build first: npm run build:web`)
  process.exit(1)
}
await build({
  configFile: resolve('vite.web.config.ts'),
  root: resolve('bench/journal'),
  base: './',
  logLevel: 'error',
  build: { outDir: pageDir, emptyOutDir: true },
})

const executablePath = requireChromium()
const server = await startServer(webDir)
const profile = mkdtempSync(join(tmpdir(), 'quillkeep-journal-bench-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  args: chromiumArgs,
  headless: true,
})
const result = { name: 'journal', goals, entries }
try {
  context.setDefaultTimeout(600_000)
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`  [page ${message.type()}] ${message.text()}`)
  })
  page.on('pageerror', (error) => console.log(`  [page error] ${error.message}`))
  await page.goto(`${server.url}bench-journal/index.html`)
  await page.waitForFunction(() => 'journalBench' in window)

  const corpus = await page.evaluate(
    ([count, words, vocabulary]) => window.journalBench.generate(count, words, vocabulary),
    [entries, averageWords, vocabularySize],
  )
  result.corpus = corpus
  console.log(
    `${corpus.entries} entries, ${corpus.averageWords.toFixed(0)} words on average (${corpus.megabytes.toFixed(1)} MB of text), Zipf vocabulary of ${corpus.vocabulary} words; generated in ${ms(corpus.ms)}`,
  )

  // (a) and (b), alternating which goes first; the last import stays for the rest.
  const bare = []
  const repo = []
  for (let run = 0; run < importRuns; run++) {
    const order = run % 2 === 0 || run === importRuns - 1 ? ['bare', 'repo'] : ['repo', 'bare']
    for (const which of order) {
      if (which === 'bare')
        bare.push(await page.evaluate((r) => window.journalBench.bareBulkAdd(r), run))
      else repo.push(await page.evaluate(() => window.journalBench.repoImport()))
    }
  }
  result.import = {
    bareMs: bare,
    repoMs: repo,
    bareMedian: median(bare),
    repoMedian: median(repo),
    ratio: median(repo) / median(bare),
  }
  console.log(
    `\n(a) bare Dexie bulkAdd        ${bare.map(ms).join(', ')}  median ${ms(median(bare))}`,
  )
  console.log(
    `(b) journalRepo.putMany       ${repo.map(ms).join(', ')}  median ${ms(median(repo))}`,
  )

  // (c)
  const warm = await page.evaluate(() => window.journalBench.warm())
  result.warm = warm
  console.log(
    `(c) index warm-up in the worker after the import: ${ms(warm.buildMs)} (rebuilt ${warm.build.rebuilt}, ${warm.build.reindexed} entries indexed); save ${ms(warm.saveMs)} (${warm.savedMegabytes.toFixed(1)} MB)`,
  )
  console.log(
    `    restart from the saved index: ${ms(warm.restartMs)} (rebuilt ${warm.restart.rebuilt}, ${warm.restart.reindexed} re-indexed)`,
  )

  // (d)
  const search = await page.evaluate((count) => window.journalBench.search(count), queryCount)
  result.search = search
  console.log(
    `(d) ${search.queries} searches (${search.withHits} with hits), round trip p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, max ${ms(search.max)}; in the worker p50 ${ms(search.workerP50)}, p95 ${ms(search.workerP95)}`,
  )
  for (const [kind, row] of Object.entries(search.byKind))
    console.log(
      `      ${kind.padEnd(17)} ${String(row.count).padStart(3)} queries  p50 ${ms(row.p50).padStart(8)}  p95 ${ms(row.p95).padStart(8)}  median hits ${row.hits}`,
    )

  // (e)
  const naive = await page.evaluate(
    ([count, every]) => window.journalBench.naive(count, every),
    [queryCount, naiveEvery],
  )
  naive.ratioOfMedians = naive.naiveMedian / naive.indexMedian
  naive.ratioOfTotals = naive.naiveTotal / naive.indexTotal
  result.naive = naive
  console.log(
    `(e) naive scan on ${naive.queries} of those queries: median ${ms(naive.naiveMedian)} vs index ${ms(naive.indexMedian)} (totals ${ms(naive.naiveTotal)} vs ${ms(naive.indexTotal)})` +
      (naive.disagreements ? `; ${naive.disagreements} queries where the scan found fewer` : ''),
  )
  await page.evaluate(() => window.journalBench.close())
  await page.close()

  // (f) the journal's first screen, a returning user (database on disk, HTTP cache off); the
  // campaigns list in the same profile as a baseline for what any first screen costs.
  await context.addInitScript(installReadyProbe)
  const journal = await measureRoute(`#/campaigns/${campaignId}/journal`, '/journal')
  const baseline = await measureRoute('#/campaigns', '/campaigns')
  if (journal.error) {
    console.log(`(f) journal view not built yet: ${journal.error}; first screen not measured.`)
    result.firstScreen = null
    result.firstScreenNote = `journal view not built yet: ${journal.error}`
  } else {
    result.firstScreen = {
      loads: journal.loads.length,
      readyMs: journal.loads.map((l) => l.ready),
      median: median(journal.loads.map((l) => l.ready)),
      frameMedian: median(journal.loads.map((l) => l.frame)),
      showsNewest: journal.loads.every((l) => l.newest),
      baselineMedian: baseline.error ? null : median(baseline.loads.map((l) => l.ready)),
      searchWorker: journal.worker,
    }
    const { firstScreen } = result
    console.log(
      `(f) journal first screen (${firstScreen.loads} loads): data-ready median ${ms(firstScreen.median)} (next frame ${ms(firstScreen.frameMedian)})` +
        (firstScreen.baselineMedian === null
          ? ''
          : `; the campaigns list, for comparison: ${ms(firstScreen.baselineMedian)}`) +
        (firstScreen.showsNewest ? '' : '; note: the newest session was not on screen'),
    )
    console.log(
      `    the app's search worker: ${firstScreen.searchWorker ?? 'not started within 5 s of the first screen'}`,
    )
  }

  result.pass = {
    import: result.import.ratio <= goals.importRatio,
    searchP95: search.p95 < goals.searchP95Ms,
    naive: naive.ratioOfMedians >= goals.naiveRatio,
    firstScreen: result.firstScreen ? result.firstScreen.median < goals.firstScreenMs : null,
  }
  const verdict = (pass) => (pass === null ? '—' : pass ? 'PASS' : 'FAIL')
  const rows = [
    [
      'import: putMany / bare bulkAdd',
      `${result.import.ratio.toFixed(2)}×`,
      `≤ ${goals.importRatio}×`,
      verdict(result.pass.import),
    ],
    [
      'search p95 (round trip)',
      `${ms(search.p95)} (${(search.p95 / goals.searchP95Ms).toFixed(2)}× goal)`,
      `< ${goals.searchP95Ms} ms`,
      verdict(result.pass.searchP95),
    ],
    [
      'naive scan / index (medians)',
      `${naive.ratioOfMedians.toFixed(0)}× (totals ${naive.ratioOfTotals.toFixed(0)}×)`,
      `≥ ${goals.naiveRatio}×`,
      verdict(result.pass.naive),
    ],
    [
      'index warm-up after import',
      `${ms(warm.buildMs)} (restart ${ms(warm.restartMs)})`,
      'information',
      '—',
    ],
    [
      'journal first screen',
      result.firstScreen
        ? `${ms(result.firstScreen.median)} (${(result.firstScreen.median / goals.firstScreenMs).toFixed(2)}× goal)`
        : 'not built yet',
      `< ${goals.firstScreenMs} ms`,
      verdict(result.pass.firstScreen),
    ],
  ]
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)))
  console.log('')
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  if (process.env.BENCH_RESULT_FILE)
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result))
} finally {
  await context.close()
  await server.close()
  rmSync(profile, { recursive: true, force: true })
}
