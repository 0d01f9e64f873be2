// The campaign journal at 10,000 entries, in Chromium, against the real (on-disk) IndexedDB of a
// fresh profile. A page built from bench/journal (same origin as the web build, so the same
// database) generates the entries with a seeded generator and measures, in one run:
//   (a) import: a bare Dexie bulkAdd of the rows (the floor) against the app's real path,
//       transferRepo.write of a bundle with the app's search client listening, in paired,
//       alternating runs → goal ≤ 3×; and the first search right after each import → ≤ 600 ms;
//   (b) the index written out after the import (its size: the base of the persistence figure);
//   (c) cold first search: a new search worker (an app restart) answering its first query from
//       the saved index → goal ≤ 300 ms (median of runs);
//   (d) warm search round trips (page → worker → page) over mixed queries → p95 < 20 ms;
//   (e) the index against an in-memory scan of the same entries (the honest floor), paired;
//   (f) prefix match counts of 2-, 3- and 4-letter prefixes against a brute-force count → all equal;
//   (g) an edit burst: one edit a second through journalRepo.put and a query every 100 ms →
//       p95 < 20 ms, none over 100 ms; the index bytes written per edit → ≤ 1% of the index;
//   (h) the search worker's heap at 10k entries (CDP Runtime.getHeapUsage after a forced GC)
//       → ≤ 150 MB;
// and then with the app itself: (i) the journal route's first screen (information), and (j) the
// page heap after 20 visits to the journal and back, after forced GCs → < 0.5 MB per visit.
// BENCH_JOURNAL_MIXED=1 makes every fourth item a world page (NPC, place, faction, item: name,
// summary, notes, relations, some GM-only) instead of a session entry, for the same goals at 10k
// mixed items (issue #23); its rows are labelled "mixed".
// Run after `npm run build:web` (QUILLKEEP_WEB_DIR picks another build folder).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../tests/e2e/chromium.mjs'
import { startServer } from '../tests/e2e/serve.mjs'
import { buildBenchPage, median, webDir } from './pages.mjs'

const goals = {
  importRatio: 3,
  afterImportMs: 600,
  coldMs: 300,
  searchP95Ms: 20,
  burstP95Ms: 20,
  burstMaxMs: 100,
  persistedShare: 0.01,
  workerMb: 150,
  visitMb: 0.5,
  firstScreenMs: 300,
}
const entries = Number(process.env.BENCH_JOURNAL_ENTRIES ?? 10_000)
const mixed = process.env.BENCH_JOURNAL_MIXED === '1'
const averageWords = Number(process.env.BENCH_JOURNAL_WORDS ?? 300)
const vocabularySize = 20_000
const queryCount = Number(process.env.BENCH_JOURNAL_QUERIES ?? 240)
// Each naive scan reads every row: run it on every 5th query (5 and the 6 query kinds are coprime,
// so every kind is sampled).
const naiveEvery = Number(process.env.BENCH_JOURNAL_NAIVE_EVERY ?? 5)
const importRuns = Number(process.env.BENCH_JOURNAL_IMPORT_RUNS ?? 3)
const screenLoads = Number(process.env.BENCH_JOURNAL_LOADS ?? 7)
const coldRuns = Number(process.env.BENCH_JOURNAL_COLD_RUNS ?? 5)
const burstSeconds = Number(process.env.BENCH_JOURNAL_BURST_SECONDS ?? 30)
const visits = Number(process.env.BENCH_JOURNAL_VISITS ?? 20)
const campaignId = 'bench-campaign'

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

await buildBenchPage('journal')

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
    ([count, words, vocabulary, withPages]) =>
      window.journalBench.generate(count, words, vocabulary, withPages),
    [entries, averageWords, vocabularySize, mixed],
  )
  result.corpus = corpus
  console.log(
    `${corpus.entries} entries (${corpus.pages} of them world pages), ${corpus.averageWords.toFixed(0)} words on average (${corpus.megabytes.toFixed(1)} MB of text), Zipf vocabulary of ${corpus.vocabulary} words; generated in ${ms(corpus.ms)}`,
  )

  // CDP: heaps of the page and of its workers (auto-attached, so the search worker is seen).
  const cdp = await context.newCDPSession(page)
  const workerSessions = new Map()
  let messageId = 0
  const replies = new Map()
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message)
    replies.get(message.id)?.(message.result)
    replies.delete(message.id)
  })
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker')
      workerSessions.set(event.sessionId, event.targetInfo.url)
  })
  cdp.on('Target.detachedFromTarget', (event) => workerSessions.delete(event.sessionId))
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  })
  const inWorker = (sessionId, method, params = {}) =>
    new Promise((resolve) => {
      const id = ++messageId
      replies.set(id, resolve)
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      })
    })
  const megabytes = (usage) =>
    (usage.usedSize + (usage.embedderHeapUsedSize ?? 0) + (usage.backingStorageSize ?? 0)) / 1e6

  // (a) bare bulkAdd and the real import, alternating which goes first; the last import stays.
  const bare = []
  const real = []
  const afterImport = []
  const firstQuery = 'session'
  for (let run = 0; run < importRuns; run++) {
    const order = run % 2 === 0 || run === importRuns - 1 ? ['bare', 'real'] : ['real', 'bare']
    for (const which of order) {
      if (which === 'bare')
        bare.push(await page.evaluate((r) => window.journalBench.bareBulkAdd(r), run))
      else {
        const outcome = await page.evaluate((q) => window.journalBench.realImport(q), firstQuery)
        real.push(outcome.importMs)
        afterImport.push(outcome.firstSearchMs)
        console.log(`    after import ${run + 1}: ${JSON.stringify(outcome.report)}`)
        if (outcome.total === 0) throw new Error(`"${firstQuery}" found nothing after the import`)
      }
    }
  }
  result.import = {
    bareMs: bare,
    realMs: real,
    bareMedian: median(bare),
    realMedian: median(real),
    // Paired: each real import against the bare run next to it.
    pairedRatios: real.map((r, i) => r / bare[i]),
    ratio: median(real.map((r, i) => r / bare[i])),
    afterImportMs: afterImport,
    afterImportMedian: median(afterImport),
  }
  console.log(
    `\n(a) bare Dexie bulkAdd               ${bare.map(ms).join(', ')}  median ${ms(median(bare))}`,
  )
  console.log(
    `    transferRepo.write (real path)    ${real.map(ms).join(', ')}  median ${ms(median(real))}`,
  )
  console.log(
    `    paired ratios ${result.import.pairedRatios.map((r) => `${r.toFixed(2)}×`).join(', ')}; first search right after: ${afterImport.map(ms).join(', ')}`,
  )

  // The search worker's heap after a forced GC (the page runs one, as the app does; the largest
  // if ever more).
  const workerHeap = async () => {
    let largest = null
    for (const [sessionId, url] of workerSessions) {
      if (!url.includes('search')) continue
      await inWorker(sessionId, 'HeapProfiler.collectGarbage')
      const mb = megabytes(await inWorker(sessionId, 'Runtime.getHeapUsage'))
      largest = Math.max(largest ?? 0, mb)
    }
    return largest
  }
  // (h), first: right after the import, the worker holds the entries as it indexed them
  const workerMbAfterImport = await workerHeap()

  // (b)
  const writeOut = await page.evaluate(() => window.journalBench.writeOut())
  result.writeOut = writeOut
  console.log(
    `(b) index written out after the import: ${ms(writeOut.ms)} waiting, ${(writeOut.bytes / 1e6).toFixed(1)} MB stored (${writeOut.stats.saves} write-outs so far)`,
  )

  // (c)
  const cold = await page.evaluate(
    ([runs, texts]) => window.journalBench.coldSearch(runs, texts),
    [coldRuns, ['session', 'day', 'thaw', 'harvest', 'frost']],
  )
  result.cold = cold
  console.log(
    `(c) cold first search (new worker, saved index), ${cold.times.length} runs: ${cold.times.map(ms).join(', ')}; median ${ms(cold.median)} (rebuilt ${cold.rebuilt}, at most ${cold.reindexed} re-indexed)`,
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
    `(e) in-memory scan on ${naive.queries} of those queries (paired, alternating): median ${ms(naive.naiveMedian)} vs index round trip ${ms(naive.indexMedian)} (totals ${ms(naive.naiveTotal)} vs ${ms(naive.indexTotal)})` +
      (naive.disagreements ? `; ${naive.disagreements} queries where the scan found fewer` : ''),
  )

  // (f)
  const prefixes = await page.evaluate(() => window.journalBench.prefixCounts(20))
  result.prefixes = prefixes
  console.log(
    `(f) prefix counts: ${prefixes.checked - prefixes.wrong} of ${prefixes.checked} (2-, 3- and 4-letter) equal a brute-force count` +
      (prefixes.wrong ? `; e.g. ${JSON.stringify(prefixes.examples)}` : ''),
  )

  // (h) before the burst, while the worker holds the loaded index
  const workerMbAfterSearches = await workerHeap()

  // (g) BENCH_JOURNAL_PROFILE=<folder> keeps CPU profiles of the page and of the bench's search
  // worker (the last one started) during the burst, for DevTools' Performance panel.
  const profileDir = process.env.BENCH_JOURNAL_PROFILE
  const searchSession = [...workerSessions].findLast(([, url]) => url.includes('search'))?.[0]
  if (profileDir && searchSession) {
    await inWorker(searchSession, 'Profiler.enable')
    await inWorker(searchSession, 'Profiler.setSamplingInterval', { interval: 200 })
    await inWorker(searchSession, 'Profiler.start')
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  const burst = await page.evaluate(
    ([before, seconds]) => window.journalBench.editBurst(before, seconds),
    [195, burstSeconds],
  )
  if (profileDir && searchSession) {
    const worker = await inWorker(searchSession, 'Profiler.stop')
    const main = await cdp.send('Profiler.stop')
    writeFileSync(join(profileDir, 'search-worker.cpuprofile'), JSON.stringify(worker.profile))
    writeFileSync(join(profileDir, 'page.cpuprofile'), JSON.stringify(main.profile))
  }
  burst.perEditBytes = burst.bytesWritten / burst.edits
  burst.perEditShare = burst.perEditBytes / writeOut.bytes
  result.burst = burst
  console.log(
    `(g) edit burst: ${burst.edits} edits (195 at once, then one a second for ${burstSeconds} s), ${burst.searches} searches every 100 ms: p95 ${ms(burst.p95)}, max ${ms(burst.max)}, ${burst.over100} over 100 ms; the index written out ${burst.writeOutsDuringBurst}× during the timed part`,
  )
  if (burst.slow.length)
    console.log(
      `    searches over 50 ms (at ms into the burst: ms): ${burst.slow.map((s) => `${s.at}: ${s.ms}`).join(', ')}`,
    )
  console.log(
    `    persisted: no index bytes at an edit (the entry only); ${(burst.bytesWritten / 1e6).toFixed(1)} MB in ${burst.writeOuts} write-out(s) over ${burst.edits} edits = ${(burst.perEditBytes / 1e3).toFixed(1)} kB per edit = ${(100 * burst.perEditShare).toFixed(2)}% of the index`,
  )
  const workerMbAfterBurst = await workerHeap()
  result.worker = {
    afterImport: workerMbAfterImport,
    afterSearches: workerMbAfterSearches,
    afterBurst: workerMbAfterBurst,
  }
  const workerMb = Math.max(
    workerMbAfterImport ?? NaN,
    workerMbAfterSearches ?? NaN,
    workerMbAfterBurst ?? NaN,
  )
  console.log(
    `(h) search worker heap at ${entries} entries after a forced GC: ${workerMbAfterImport?.toFixed(1) ?? '?'} MB right after the import, ${workerMbAfterSearches?.toFixed(1) ?? '?'} MB after the searches, ${workerMbAfterBurst?.toFixed(1) ?? '?'} MB after the burst`,
  )
  await page.evaluate(() => window.journalBench.close())
  await page.close()

  // (i) the journal's first screen, a returning user (database on disk, HTTP cache off); the
  // campaigns list in the same profile as a baseline for what any first screen costs.
  await context.addInitScript(installReadyProbe)
  const journal = await measureRoute(`#/campaigns/${campaignId}/journal`, '/journal')
  const baseline = await measureRoute('#/campaigns', '/campaigns')
  if (journal.error) {
    console.log(`(i) journal first screen not measured: ${journal.error}`)
    result.firstScreen = null
  } else {
    result.firstScreen = {
      loads: journal.loads.length,
      median: median(journal.loads.map((l) => l.ready)),
      frameMedian: median(journal.loads.map((l) => l.frame)),
      showsNewest: journal.loads.every((l) => l.newest),
      baselineMedian: baseline.error ? null : median(baseline.loads.map((l) => l.ready)),
      searchWorker: journal.worker,
    }
    const { firstScreen } = result
    console.log(
      `(i) journal first screen (${firstScreen.loads} loads): data-ready median ${ms(firstScreen.median)} (next frame ${ms(firstScreen.frameMedian)})` +
        (firstScreen.baselineMedian === null
          ? ''
          : `; the campaigns list, for comparison: ${ms(firstScreen.baselineMedian)}`) +
        (firstScreen.showsNewest ? '' : '; note: the newest session was not on screen'),
    )
  }

  // (j) visits to the journal and back to the library, in one page
  const app = await context.newPage()
  const appCdp = await context.newCDPSession(app)
  const pageHeap = async () => {
    await appCdp.send('HeapProfiler.collectGarbage')
    await appCdp.send('HeapProfiler.collectGarbage')
    return megabytes(await appCdp.send('Runtime.getHeapUsage'))
  }
  const newest = `Session ${Math.ceil(entries / 2)}`
  const visit = async () => {
    await app.evaluate((hash) => (location.hash = hash), `#/campaigns/${campaignId}/journal`)
    await app.waitForFunction((text) => document.body.innerText.includes(text), newest)
    await app.evaluate(() => (location.hash = '#/'))
    await app.waitForFunction(
      (text) => !document.body.innerText.includes(text) && !!document.querySelector('h1'),
      newest,
    )
  }
  await app.goto(`${server.url}#/`)
  await app.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  for (let i = 0; i < 3; i++) await visit()
  const heapBefore = await pageHeap()
  for (let i = 0; i < visits; i++) await visit()
  const heapAfter = await pageHeap()
  result.visits = {
    visits,
    heapBefore,
    heapAfter,
    perVisit: (heapAfter - heapBefore) / visits,
  }
  console.log(
    `(j) page heap after forced GC: ${heapBefore.toFixed(2)} MB after 3 visits to the journal, ${heapAfter.toFixed(2)} MB after ${visits} more = ${(result.visits.perVisit * 1000).toFixed(0)} kB per visit`,
  )
  await app.close()

  const verdict = (pass) => (pass === null || Number.isNaN(pass) ? '—' : pass ? 'PASS' : 'FAIL')
  result.pass = {
    import: result.import.ratio <= goals.importRatio,
    afterImport: result.import.afterImportMedian <= goals.afterImportMs,
    cold: cold.median <= goals.coldMs,
    searchP95: search.p95 < goals.searchP95Ms,
    prefixes: prefixes.wrong === 0,
    burst: burst.p95 < goals.burstP95Ms && burst.max <= goals.burstMaxMs,
    persisted: burst.perEditShare <= goals.persistedShare,
    worker: Number.isNaN(workerMb) ? null : workerMb <= goals.workerMb,
    visits: result.visits.perVisit < goals.visitMb,
  }
  const n = entries.toLocaleString('en')
  result.summary = [
    [
      `journal import, ${n} entries`,
      `${result.import.ratio.toFixed(2)}× bare bulkAdd (transferRepo.write ${result.import.realMedian.toFixed(0)} / bulkAdd ${result.import.bareMedian.toFixed(0)} ms; median of ${importRuns} paired, alternating runs)`,
      `≤ ${goals.importRatio}×`,
      verdict(result.pass.import),
    ],
    [
      'journal first search right after the import',
      `${result.import.afterImportMedian.toFixed(0)} ms (median of ${importRuns}; entries indexed in the worker while written)`,
      `≤ ${goals.afterImportMs} ms`,
      verdict(result.pass.afterImport),
    ],
    [
      'journal cold first search',
      `${cold.median.toFixed(0)} ms (median of ${cold.times.length} new workers, saved index; max ${cold.max.toFixed(0)} ms)`,
      `≤ ${goals.coldMs} ms`,
      verdict(result.pass.cold),
    ],
    [
      'journal search p95 (warm)',
      `${search.p95.toFixed(1)} ms (round trip, ${search.queries} mixed queries; p50 ${search.p50.toFixed(1)} ms)`,
      `< ${goals.searchP95Ms} ms`,
      verdict(result.pass.searchP95),
    ],
    [
      'journal index vs in-memory scan',
      `${naive.ratioOfMedians.toFixed(1)}× faster (medians, ${naive.queries} paired queries; scan ${naive.naiveMedian.toFixed(1)} ms)`,
      'information',
      '—',
    ],
    [
      'journal prefix counts (2-4 letters)',
      `${prefixes.checked - prefixes.wrong} of ${prefixes.checked} equal a brute-force count`,
      'all equal',
      verdict(result.pass.prefixes),
    ],
    [
      'journal search during an edit burst',
      `p95 ${burst.p95.toFixed(1)} ms, max ${burst.max.toFixed(0)} ms (${burst.searches} queries every 100 ms, 1 edit/s, ${burst.writeOutsDuringBurst} write-out during it)`,
      `p95 < ${goals.burstP95Ms} ms, max ≤ ${goals.burstMaxMs} ms`,
      verdict(result.pass.burst),
    ],
    [
      'journal index persisted per edit',
      `${(100 * burst.perEditShare).toFixed(2)}% of the index (${(burst.bytesWritten / 1e6).toFixed(1)} MB over ${burst.edits} edits, all in write-outs; 0 B at the edit)`,
      `≤ ${100 * goals.persistedShare}%`,
      verdict(result.pass.persisted),
    ],
    [
      'journal search worker heap',
      Number.isNaN(workerMb)
        ? 'not measured (worker not found)'
        : `${workerMb.toFixed(1)} MB (CDP heap after GC, ${n} entries; the largest of right after the import, after the searches, after the burst)`,
      `≤ ${goals.workerMb} MB`,
      verdict(result.pass.worker),
    ],
    [
      'journal visits, heap growth',
      `${(result.visits.perVisit * 1000).toFixed(0)} kB per visit (${visits} visits, heap after forced GC)`,
      `< ${goals.visitMb * 1000} kB`,
      verdict(result.pass.visits),
    ],
    [
      'journal first screen',
      result.firstScreen
        ? `${result.firstScreen.median.toFixed(0)} ms to data-ready`
        : 'not measured',
      `< ${goals.firstScreenMs} ms`,
      verdict(result.firstScreen ? result.firstScreen.median < goals.firstScreenMs : null),
    ],
  ]
  if (mixed)
    for (const row of result.summary)
      row[0] = row[0].replace(/^journal/, 'journal, mixed (¼ world pages),')
  const widths = [0, 1, 2, 3].map((i) => Math.max(...result.summary.map((r) => r[i].length)))
  console.log('')
  for (const row of result.summary)
    console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  if (process.env.BENCH_RESULT_FILE)
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result))
} finally {
  await context.close()
  await server.close()
  rmSync(profile, { recursive: true, force: true })
}
