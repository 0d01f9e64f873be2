// Time to first meaningful paint of the web build (out/web) against a blank Vue + Pinia page
// built with the same Vite settings (bench/blank → out/bench-blank). Both are served on loopback
// and loaded alternately in Chromium with the HTTP cache off, so every load fetches and compiles
// every script. "Meaningful": the first animation frame that shows the user's list. That is the
// first frame after <html data-first-frame="shown"> (public/first-frame.js painted the copy of
// the library that the last session kept; see src/renderer/src/first-frame.ts) or after
// <html data-ready="true"> (a screen shows its real content, live), whichever comes first.
// The frame after data-ready alone (the live, usable screen) is printed beside it, with its own
// ratio, as information. If the app sets neither, both fall back to first-contentful-paint.
// Scenarios: a first launch (new profile; information), a returning user with an empty library,
// and a returning user with BENCH_CHARACTERS (1,000) characters. Goal: each returning user's
// median ≤ 1.5 × the blank page's median over the same alternating rounds.
// Information: the app against a second baseline, the blank page plus vue-i18n set up as the app
// sets it up (bench/blank-i18n), which the translations issue made part of every first frame.
// Run after `npm run build:web` (QUILLKEEP_WEB_DIR=out/web-x measures another build).
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { chromiumArgs, requireChromium } from '../tests/e2e/chromium.mjs'
import { startServer } from '../tests/e2e/serve.mjs'
import { median } from './pages.mjs'

const goalRatio = 1.5
const loadsEach = Number(process.env.BENCH_LOADS ?? 15)
const libraryCharacters = Number(process.env.BENCH_CHARACTERS ?? 1000)
const warmupsEach = 2
const readyWaitMs = 5_000
// Each load stays open this long after it is measured, as a session would, before the page closes
// (the app keeps its copy of the library for the next launch once the list has settled).
const dwellMs = 700

// QUILLKEEP_WEB_DIR measures another build (e.g. a parallel one); its blank page goes beside it.
const webDir = process.env.QUILLKEEP_WEB_DIR ?? 'out/web'
const appDir = resolve(webDir)
const blankDir = resolve(webDir === 'out/web' ? 'out/bench-blank' : `${webDir}-blank`)
const i18nBlankDir = resolve(webDir === 'out/web' ? 'out/bench-blank-i18n' : `${webDir}-blank-i18n`)

// Installed in every page before its own scripts run.
function installPaintProbe() {
  const probe = { ready: null, shown: null, fcp: null, copy: false }
  Object.defineProperty(window, '__paintProbe', { value: probe })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  let seen = false
  let shown = false
  const check = () => {
    const data = document.documentElement?.dataset
    if (!data) return
    if (!shown && (data.ready === 'true' || data.firstFrame === 'shown')) {
      shown = true
      probe.copy = data.ready !== 'true'
      requestAnimationFrame(() => (probe.shown = performance.now()))
    }
    if (seen || data.ready !== 'true') return
    seen = true
    requestAnimationFrame(() => (probe.ready = performance.now()))
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ready', 'data-first-frame'],
  })
  check()
}

async function buildBlank(root, outDir) {
  await build({
    configFile: resolve('vite.web.config.ts'),
    root: resolve(root),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
}

/** Measures one page load in `context`, with the HTTP cache off so scripts load every time. */
async function measure(context, url, waitForReady) {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await page.goto(url, { waitUntil: 'load' })
    const metric = waitForReady ? 'ready' : 'fcp'
    await page
      .waitForFunction((key) => window.__paintProbe[key] !== null, metric, { timeout: readyWaitMs })
      .catch(() => undefined)
    const probe = await page.evaluate(() => ({ ...window.__paintProbe }))
    await page.waitForTimeout(dwellMs)
    return probe
  } finally {
    await page.close()
  }
}

/**
 * Writes `count` characters straight into the app's database (it exists after one load), as an
 * import or years of use leave them. Only the fields the library lists matter to its first
 * screen; the rest is the smallest record the store reads.
 */
async function storeCharacters(context, url, count) {
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.evaluate(async (total) => {
      // The app creates its database just after its first frame; opening it before that would
      // create an empty one instead. Dexie stores its schema version n as IndexedDB version 10 n.
      const created = async () =>
        (await indexedDB.databases()).some((d) => d.name === 'quillkeep' && d.version >= 10)
      for (let tries = 0; !(await created()); tries++) {
        if (tries > 500) throw new Error('the app never created its database')
        await new Promise((wait) => setTimeout(wait, 10))
      }
      const db = await new Promise((ok, fail) => {
        const request = indexedDB.open('quillkeep')
        request.onsuccess = () => ok(request.result)
        request.onerror = () => fail(request.error)
      })
      const systems = ['symbaroum', 'cairn-ap', 'murdham', 'heimr', 'gods-monsters']
      const tx = db.transaction('characters', 'readwrite')
      for (let i = 0; i < total; i++) {
        const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
        tx.objectStore('characters').put({
          id: `bench-${String(i).padStart(5, '0')}`,
          system: systems[i % systems.length],
          dataVersion: 1,
          name: `Character ${i + 1} of the long campaign`,
          campaignId: null,
          data: {},
          ledger: [],
          createdAt: at,
          updatedAt: at,
          deletedAt: i % 10 === 9 ? at : null,
        })
      }
      await new Promise((ok, fail) => {
        tx.oncomplete = ok
        tx.onerror = () => fail(tx.error)
      })
      db.close()
    }, count)
  } finally {
    await page.close()
  }
}

async function probedContext(browser) {
  const context = await browser.newContext()
  await context.addInitScript(installPaintProbe)
  return context
}

/**
 * First launch: a brand-new profile, so the browser engine also creates the app's IndexedDB
 * storage from nothing (tens of ms that a blank page never spends). Resolves to { ready, fcp }
 * in ms since navigation start (ready null if never set).
 */
async function load(browser, url, waitForReady) {
  const context = await probedContext(browser)
  try {
    return await measure(context, url, waitForReady)
  } finally {
    await context.close()
  }
}

if (!existsSync(resolve(appDir, 'index.html'))) {
  console.error(`first-paint: ${appDir}/index.html not found. Build first: npm run build:web`)
  process.exit(1)
}
await buildBlank('bench/blank', blankDir)
await buildBlank('bench/blank-i18n', i18nBlankDir)

const executablePath = requireChromium()
const app = await startServer(appDir)
const blank = await startServer(blankDir)
const i18nBlank = await startServer(i18nBlankDir)
const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true })
try {
  // Warm-up loads also tell whether the app marks itself ready.
  let appReady = true
  for (let i = 0; i < warmupsEach; i++) {
    const appProbe = await load(browser, app.url, true)
    if (appProbe.ready === null) appReady = false
    await load(browser, blank.url, true)
  }
  const metric = appReady ? 'ready' : 'fcp'
  const waitForReady = metric === 'ready'
  if (!appReady) {
    console.log(
      'note: the app never set <html data-ready="true">; comparing first-contentful-paint instead.',
    )
  }
  // The goal's figure: the first frame with the user's list (the kept copy, or the live screen).
  const shownMetric = metric === 'ready' ? 'shown' : 'fcp'
  const valueOf = (which, probe, key = shownMetric) => {
    const value = probe[key]
    if (value === null) throw new Error(`${which}: no ${key} time within ${readyWaitMs} ms`)
    return value
  }

  const times = { app: [], blank: [] }
  // The live screen, usable (data-ready), from the same loads: information.
  const usable = { app: [], library: [], blank: [], i18nBlank: [] }
  const copies = { app: 0, library: 0, blank: 0, i18nBlank: 0 }
  for (let i = 0; i < loadsEach; i++) {
    // Alternate which goes first so drift hits both alike.
    const order = i % 2 === 0 ? ['app', 'blank'] : ['blank', 'app']
    for (const which of order) {
      const probe = await load(browser, which === 'app' ? app.url : blank.url, waitForReady)
      times[which].push(valueOf(which, probe))
    }
  }

  // Returning users: each profile keeps its database and localStorage from load to load (as on
  // every launch after the first); the HTTP cache stays off so every load still fetches and
  // compiles all scripts. One profile has an empty library, one a library of libraryCharacters.
  const contexts = {
    app: await probedContext(browser),
    library: await probedContext(browser),
    blank: await probedContext(browser),
    i18nBlank: await probedContext(browser),
  }
  const urls = { app: app.url, library: app.url, blank: blank.url, i18nBlank: i18nBlank.url }
  await storeCharacters(contexts.library, app.url, libraryCharacters)
  // Two loads each: the first after the characters were written reconciles the app's cache.
  for (const which of Object.keys(contexts))
    for (let i = 0; i < 2; i++) await measure(contexts[which], urls[which], waitForReady)
  const returning = { app: [], library: [], blank: [], i18nBlank: [] }
  const rotations = [
    ['app', 'blank', 'library', 'i18nBlank'],
    ['blank', 'library', 'i18nBlank', 'app'],
    ['library', 'i18nBlank', 'app', 'blank'],
    ['i18nBlank', 'app', 'blank', 'library'],
  ]
  for (let i = 0; i < loadsEach; i++) {
    for (const which of rotations[i % rotations.length]) {
      const probe = await measure(contexts[which], urls[which], waitForReady)
      returning[which].push(valueOf(which, probe))
      usable[which].push(valueOf(which, probe, metric))
      if (probe.copy) copies[which]++
    }
  }
  for (const context of Object.values(contexts)) await context.close()

  const firstLaunchRatio = median(times.app) / median(times.blank)
  const appMedian = median(returning.app)
  const libraryMedian = median(returning.library)
  const blankMedian = median(returning.blank)
  const ratio = appMedian / blankMedian
  const libraryRatio = libraryMedian / blankMedian
  const i18nBlankMedian = median(returning.i18nBlank)
  const i18nRatio = appMedian / i18nBlankMedian
  const i18nBlankRatio = i18nBlankMedian / blankMedian
  const pass = ratio <= goalRatio
  const libraryPass = libraryRatio <= goalRatio
  const label =
    metric === 'ready'
      ? 'first frame showing the list (kept copy or live screen)'
      : 'first-contentful-paint'
  const usableRatio = median(usable.app) / median(usable.blank)
  const usableLibraryRatio = median(usable.library) / median(usable.blank)
  const range = (values) =>
    `(min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`
  const method = `${label}, median of ${loadsEach} alternating loads, HTTP cache off`
  console.log(`METHOD: ${method}; ratios are medians of app over blank from the same rounds.`)
  console.log(`First launch (new profile each load), ${loadsEach} loads each, alternating`)
  console.log(
    `  app   median ${median(times.app).toFixed(1).padStart(7)} ms   blank median ${median(times.blank).toFixed(1).padStart(7)} ms   app / blank = ${firstLaunchRatio.toFixed(2)}× (information: includes creating IndexedDB storage)`,
  )
  console.log(`Returning user (database and cache kept), ${loadsEach} loads each, rotating`)
  console.log(
    `  app, empty library          median ${appMedian.toFixed(1).padStart(7)} ms  ${range(returning.app)}`,
  )
  console.log(
    `  app, ${String(libraryCharacters).padEnd(5)} characters      median ${libraryMedian.toFixed(1).padStart(7)} ms  ${range(returning.library)}`,
  )
  console.log(
    `  blank                       median ${blankMedian.toFixed(1).padStart(7)} ms  ${range(returning.blank)}`,
  )
  console.log(
    `  blank + vue-i18n            median ${i18nBlankMedian.toFixed(1).padStart(7)} ms  ${range(returning.i18nBlank)}`,
  )
  console.log(
    `  empty library / blank = ${ratio.toFixed(2)}×  goal ≤ ${goalRatio}×  ${pass ? 'PASS' : 'FAIL'}`,
  )
  console.log(
    `  ${libraryCharacters} characters / blank = ${libraryRatio.toFixed(2)}×  goal ≤ ${goalRatio}×  ${libraryPass ? 'PASS' : 'FAIL'}`,
  )
  console.log(
    `  information: the copy was painted in ${copies.app} of ${loadsEach} empty-library loads and ${copies.library} of ${loadsEach} ${libraryCharacters}-character loads`,
  )
  console.log(
    `  information: usable (first frame after data-ready, live Vue screen): empty library ${median(usable.app).toFixed(1)} ms = ${usableRatio.toFixed(2)}× blank; ${libraryCharacters} characters ${median(usable.library).toFixed(1)} ms = ${usableLibraryRatio.toFixed(2)}× blank`,
  )
  console.log(
    `  information: blank + vue-i18n / blank = ${i18nBlankRatio.toFixed(2)}×; empty library / (blank + vue-i18n) = ${i18nRatio.toFixed(2)}×`,
  )
  if (process.env.BENCH_RESULT_FILE) {
    const verdict = (ok) => (ok ? 'PASS' : 'FAIL')
    writeFileSync(
      process.env.BENCH_RESULT_FILE,
      JSON.stringify({
        name: 'first-paint',
        metric,
        method,
        appMedian,
        blankMedian,
        ratio,
        libraryCharacters,
        libraryMedian,
        libraryRatio,
        goalRatio,
        pass: pass && libraryPass,
        firstLaunchRatio,
        i18nBlankMedian,
        i18nRatio,
        i18nBlankRatio,
        times: returning,
        firstLaunchTimes: times,
        summary: [
          [
            'first paint, returning user, empty library',
            `${ratio.toFixed(2)}× blank (${appMedian.toFixed(0)} / ${blankMedian.toFixed(0)} ms; ${method})`,
            `≤ ${goalRatio}×`,
            verdict(pass),
          ],
          [
            `first paint, returning user, ${libraryCharacters} characters`,
            `${libraryRatio.toFixed(2)}× blank (${libraryMedian.toFixed(0)} / ${blankMedian.toFixed(0)} ms; same rounds)`,
            `≤ ${goalRatio}×`,
            verdict(libraryPass),
          ],
          [
            'usable screen (live, data-ready), returning user',
            `empty library ${usableRatio.toFixed(2)}×, ${libraryCharacters} characters ${usableLibraryRatio.toFixed(2)}× blank (the frame after data-ready, same loads)`,
            'information',
            '—',
          ],
          [
            'first paint, empty library, against blank + vue-i18n',
            `${i18nRatio.toFixed(2)}× (${appMedian.toFixed(0)} / ${i18nBlankMedian.toFixed(0)} ms; vue-i18n alone is ${i18nBlankRatio.toFixed(2)}× blank)`,
            'information',
            '—',
          ],
          [
            'first paint, first launch (new profile)',
            `${firstLaunchRatio.toFixed(2)}× blank (${median(times.app).toFixed(0)} / ${median(times.blank).toFixed(0)} ms; creates IndexedDB storage)`,
            'information',
            '—',
          ],
        ],
      }),
    )
  }
} finally {
  await browser.close()
  await app.close()
  await blank.close()
  await i18nBlank.close()
}
