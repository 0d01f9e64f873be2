// Time to first meaningful paint of the web build (out/web) against a blank Vue + Pinia page
// built with the same Vite settings (bench/blank → out/bench-blank). Both are served on loopback
// and loaded alternately in Chromium, each load in a fresh browser context (cold cache).
// "Meaningful": the first animation frame after <html data-ready="true">, which the renderer sets
// once it has mounted. If the app does not set it, both pages fall back to first-contentful-paint.
// Goal: app median ≤ 1.5 × blank median. Run after `npm run build:web`.
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { chromiumArgs, requireChromium } from '../tests/e2e/chromium.mjs'
import { startServer } from '../tests/e2e/serve.mjs'

const goalRatio = 1.5
const loadsEach = Number(process.env.BENCH_LOADS ?? 15)
const warmupsEach = 2
const readyWaitMs = 5_000

const appDir = resolve('out/web')
const blankDir = resolve('out/bench-blank')

// Installed in every page before its own scripts run.
function installPaintProbe() {
  const probe = { ready: null, fcp: null }
  Object.defineProperty(window, '__paintProbe', { value: probe })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  let seen = false
  const check = () => {
    if (seen || document.documentElement?.dataset.ready !== 'true') return
    seen = true
    requestAnimationFrame(() => (probe.ready = performance.now()))
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  })
  check()
}

async function buildBlank() {
  await build({
    configFile: resolve('vite.web.config.ts'),
    root: resolve('bench/blank'),
    logLevel: 'warn',
    build: { outDir: blankDir, emptyOutDir: true },
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
    return await page.evaluate(() => ({ ...window.__paintProbe }))
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

if (!existsSync(resolve(appDir, 'index.html'))) {
  console.error(`first-paint: ${appDir}/index.html not found. Build first: npm run build:web`)
  process.exit(1)
}
await buildBlank()

const executablePath = requireChromium()
const app = await startServer(appDir)
const blank = await startServer(blankDir)
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
  if (!appReady) {
    console.log(
      'note: the app never set <html data-ready="true">; comparing first-contentful-paint instead.',
    )
  }

  const times = { app: [], blank: [] }
  for (let i = 0; i < loadsEach; i++) {
    // Alternate which goes first so drift hits both alike.
    const order = i % 2 === 0 ? ['app', 'blank'] : ['blank', 'app']
    for (const which of order) {
      const probe = await load(browser, which === 'app' ? app.url : blank.url, metric === 'ready')
      const value = probe[metric]
      if (value === null) throw new Error(`${which}: no ${metric} time within ${readyWaitMs} ms`)
      times[which].push(value)
    }
  }

  // Returning user: the profile already holds the app's database (as on every launch after the
  // first); the HTTP cache stays off so every load still fetches and compiles all scripts.
  const returning = { app: [], blank: [] }
  const contexts = { app: await probedContext(browser), blank: await probedContext(browser) }
  const urls = { app: app.url, blank: blank.url }
  for (const which of ['app', 'blank'])
    await measure(contexts[which], urls[which], metric === 'ready')
  for (let i = 0; i < loadsEach; i++) {
    const order = i % 2 === 0 ? ['app', 'blank'] : ['blank', 'app']
    for (const which of order) {
      const probe = await measure(contexts[which], urls[which], metric === 'ready')
      const value = probe[metric]
      if (value === null) throw new Error(`${which}: no ${metric} time within ${readyWaitMs} ms`)
      returning[which].push(value)
    }
  }
  await contexts.app.close()
  await contexts.blank.close()

  const firstLaunchRatio = median(times.app) / median(times.blank)
  const appMedian = median(returning.app)
  const blankMedian = median(returning.blank)
  const ratio = appMedian / blankMedian
  const pass = ratio <= goalRatio
  const label = metric === 'ready' ? 'first frame after data-ready' : 'first-contentful-paint'
  console.log(`First launch (new profile, ${label}), ${loadsEach} loads each, alternating`)
  console.log(
    `  app   median ${median(times.app).toFixed(1).padStart(7)} ms   blank median ${median(times.blank).toFixed(1).padStart(7)} ms   app / blank = ${firstLaunchRatio.toFixed(2)}× (information: includes creating IndexedDB storage)`,
  )
  console.log(
    `Returning user (database exists, HTTP cache off, ${label}), ${loadsEach} loads each, alternating`,
  )
  console.log(
    `  app   median ${appMedian.toFixed(1).padStart(7)} ms  (min ${Math.min(...returning.app).toFixed(1)}, max ${Math.max(...returning.app).toFixed(1)})`,
  )
  console.log(
    `  blank median ${blankMedian.toFixed(1).padStart(7)} ms  (min ${Math.min(...returning.blank).toFixed(1)}, max ${Math.max(...returning.blank).toFixed(1)})`,
  )
  console.log(
    `  app / blank = ${ratio.toFixed(2)}×  goal ≤ ${goalRatio}×  ${pass ? 'PASS' : 'FAIL'}`,
  )
  if (process.env.BENCH_RESULT_FILE) {
    writeFileSync(
      process.env.BENCH_RESULT_FILE,
      JSON.stringify({
        name: 'first-paint',
        metric,
        appMedian,
        blankMedian,
        ratio,
        goalRatio,
        pass,
        firstLaunchRatio,
        times: returning,
        firstLaunchTimes: times,
      }),
    )
  }
} finally {
  await browser.close()
  await app.close()
  await blank.close()
}
