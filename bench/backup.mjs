// Full backups at 10,000 journal entries, in Chromium, against the real (on-disk) IndexedDB of a
// fresh profile. A page built from bench/backup (same origin as the web build, so the same
// database) seeds the app's database with entries of about 300 words and some characters, then
// runs, paired and alternating (new first, then old first, …):
//   new — the transfer store's backup('scheduled'), the app's own path: a worker reads the
//         records, serialises, checks and gzips them with CompressionStream; the page stores bytes;
//   old — the path it replaced, reproduced: records read and JSON written on the page, the check in
//         the file-check worker, the text stored.
// For each run: the page's long tasks (PerformanceObserver 'longtask') that started during the
// backup (count over 50 ms, and the longest), the total time, and the bytes stored against the
// bytes of the text; and it counts the backup workers started. Goal: no long task over 50 ms
// on the page, every backup in a worker. It also scans the web build's backup scripts for a
// deflate written in JavaScript (the goal: the browser's CompressionStream only), and, as
// information, reads the newest backup of each kind back on the page (a restore starts so).
// Run after `npm run build:web` (QUILLKEEP_WEB_DIR picks another build folder).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../tests/e2e/chromium.mjs'
import { startServer } from '../tests/e2e/serve.mjs'
import { buildBenchPage, median, webDir } from './pages.mjs'

const goals = { longTaskMs: 50 }
const entries = Number(process.env.BENCH_BACKUP_ENTRIES ?? 10_000)
const averageWords = Number(process.env.BENCH_BACKUP_WORDS ?? 300)
const characters = Number(process.env.BENCH_BACKUP_CHARACTERS ?? 100)
const pairs = Number(process.env.BENCH_BACKUP_PAIRS ?? 3)

const ms = (value) => `${value.toFixed(0)} ms`
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`
/** The longest long task; Chromium reports none under 50 ms. */
const longest = (value) => (value > 0 ? ms(value) : 'none')

const jsDeflateSignatures = [
  'invalid distance too far back',
  'invalid stored block lengths',
  'fflate',
]

/**
 * The web build's scripts that back up: the backup worker and the chunks that start it. For each,
 * whether it carries a deflate written in JavaScript (pako, fflate and zlib ports carry zlib's
 * error messages; the browser's CompressionStream needs none) and whether it calls
 * CompressionStream. pdf-lib's own deflate, in the PDF chunk, is not on this path.
 */
function backupScripts(dir) {
  const assets = join(dir, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }))
    .filter(
      ({ file, text }) => file.startsWith('backup.worker-') || text.includes('backup.worker-'),
    )
    .map(({ file, text }) => ({
      file,
      worker: file.startsWith('backup.worker-'),
      jsDeflate: jsDeflateSignatures.some((signature) => text.includes(signature)),
      compressionStream: text.includes('CompressionStream'),
    }))
}

await buildBenchPage('backup')

const executablePath = requireChromium()
const server = await startServer(webDir)
const profile = mkdtempSync(join(tmpdir(), 'quillkeep-backup-bench-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  // A forced GC before each run (see measure() in bench/backup/main.ts).
  args: [...chromiumArgs, '--js-flags=--expose-gc'],
  headless: true,
})
const result = { name: 'backup', goals, entries, averageWords, characters, pairs }
// Other work on the machine stretches every task's wall time: printed beside the figures.
const load = () => loadavg()[0].toFixed(1)
result.loadAverage = { start: load() }
try {
  context.setDefaultTimeout(600_000)
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`  [page ${message.type()}] ${message.text()}`)
  })
  page.on('pageerror', (error) => console.log(`  [page error] ${error.message}`))
  // Each new-path backup starts one backup worker (none means it ran in the page).
  let backupWorkers = 0
  page.on('worker', (worker) => {
    if (worker.url().includes('backup.worker')) backupWorkers++
  })
  await page.goto(`${server.url}bench-backup/index.html`)
  await page.waitForFunction(() => 'backupBench' in window)

  const seeded = await page.evaluate(
    ([count, words, party]) => window.backupBench.seed(count, words, party),
    [entries, averageWords, characters],
  )
  result.seeded = seeded
  console.log(
    `seeded ${seeded.entries} journal entries (${seeded.bodyMegabytes.toFixed(1)} MB of body text) and ${seeded.characters} characters in ${ms(seeded.seedMs)}`,
  )

  // One unmeasured run of each (worker chunks, JIT), then the pairs, alternating which goes first.
  await page.evaluate(() => window.backupBench.newPath())
  await page.evaluate(() => window.backupBench.oldPath())
  const runs = { new: [], old: [] }
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? ['new', 'old'] : ['old', 'new']
    for (const path of order) {
      const run = await page.evaluate(
        (which) => (which === 'new' ? window.backupBench.newPath() : window.backupBench.oldPath()),
        path,
      )
      runs[path].push(run)
      const over = run.longTasks.filter((d) => d > goals.longTaskMs)
      console.log(
        `  pair ${pair + 1} ${path}: ${ms(run.ms)}, ${over.length} long tasks over ${goals.longTaskMs} ms (longest ${longest(Math.max(0, ...run.longTasks))}), stored ${mb(run.storedBytes)} of ${mb(run.textBytes)} text`,
      )
    }
  }

  // Reading the newest backup of each kind back (restoring from Settings starts so), alternating.
  const reads = { new: [], old: [] }
  for (let pair = 0; pair < pairs; pair++) {
    for (const path of pair % 2 === 0 ? ['new', 'old'] : ['old', 'new']) {
      const run = await page.evaluate((which) => window.backupBench.readBack(which), path)
      reads[path].push(run)
      console.log(
        `  read back ${path}: ${ms(run.ms)}, longest page task ${longest(Math.max(0, ...run.longTasks))}`,
      )
    }
  }

  const summarise = (list) => {
    const all = list.flatMap((run) => run.longTasks)
    return {
      runs: list.length,
      medianMs: median(list.map((run) => run.ms)),
      overGoal: all.filter((d) => d > goals.longTaskMs).length,
      longest: Math.max(0, ...all),
      textBytes: median(list.map((run) => run.textBytes)),
      storedBytes: median(list.map((run) => run.storedBytes)),
      raw: list,
    }
  }
  result.new = summarise(runs.new)
  result.old = summarise(runs.old)
  result.backupWorkers = backupWorkers
  result.readNew = summarise(reads.new)
  result.readOld = summarise(reads.old)
  result.backupScripts = backupScripts(webDir)
  const withJsDeflate = result.backupScripts.filter((script) => script.jsDeflate)
  const compressionOk =
    withJsDeflate.length === 0 &&
    result.backupScripts.some((script) => script.worker && script.compressionStream) &&
    result.new.storedBytes < result.new.textBytes
  // No long task, and the work really ran in workers (one per backup, the warm-up included).
  result.pass = {
    longTasks: result.new.overGoal === 0 && backupWorkers === result.new.runs + 1,
    compression: compressionOk,
  }

  console.log(
    `\nnew path: median ${ms(result.new.medianMs)}; ${result.new.overGoal} long tasks over ${goals.longTaskMs} ms in ${result.new.runs} runs, longest ${longest(result.new.longest)}; backup workers started: ${backupWorkers} for ${result.new.runs + 1} backups`,
  )
  console.log(
    `old path: median ${ms(result.old.medianMs)}; ${result.old.overGoal} long tasks over ${goals.longTaskMs} ms in ${result.old.runs} runs, longest ${longest(result.old.longest)}`,
  )
  console.log(
    `stored: ${mb(result.new.storedBytes)} gzip for ${mb(result.new.textBytes)} of text (${(result.new.textBytes / result.new.storedBytes).toFixed(1)}× smaller)`,
  )
  console.log(
    `backup scripts in the web build: ${result.backupScripts.map((s) => `${s.file} (${s.compressionStream ? 'calls CompressionStream' : 'no CompressionStream'}, ${s.jsDeflate ? 'HAS a JS deflate' : 'no JS deflate'})`).join('; ')}`,
  )

  result.loadAverage.end = load()
  console.log(
    `load average (1 min) at start ${result.loadAverage.start}, at end ${result.loadAverage.end} on ${cpus().length} cores`,
  )
  const method = `longtask observer, ${pairs} paired alternating runs each, GC forced before each; load ${result.loadAverage.start}→${result.loadAverage.end}`
  result.summary = [
    [
      `full backup, ${seeded.entries} entries: page long tasks`,
      `${result.new.overGoal} over ${goals.longTaskMs} ms, longest ${longest(result.new.longest)}, ${backupWorkers}/${result.new.runs + 1} in a worker (old path: ${result.old.overGoal}, longest ${longest(result.old.longest)}; ${method})`,
      `0 over ${goals.longTaskMs} ms`,
      result.pass.longTasks ? 'PASS' : 'FAIL',
    ],
    [
      'full backup: compression (web)',
      `CompressionStream gzip in the worker: ${mb(result.new.storedBytes)} stored for ${mb(result.new.textBytes)} text (${(result.new.textBytes / result.new.storedBytes).toFixed(1)}×); JS deflate in the ${result.backupScripts.length} backup scripts: ${withJsDeflate.length ? withJsDeflate.map((s) => s.file).join(', ') : 'none'} (zlib message scan)`,
      'CompressionStream, no JS deflate',
      compressionOk ? 'PASS' : 'FAIL',
    ],
    [
      'full backup: read back on the page (web restore)',
      `longest task ${longest(result.readNew.longest)}, ${ms(result.readNew.medianMs)} (gunzip in 128 kB tasks; old text row: longest ${longest(result.readOld.longest)}, ${ms(result.readOld.medianMs)}; medians, ${pairs} alternating)`,
      'information',
      '—',
    ],
    [
      'full backup: total time',
      `${ms(result.new.medianMs)} vs ${ms(result.old.medianMs)} old path (${(result.new.medianMs / result.old.medianMs).toFixed(2)}×; medians, ${method})`,
      'information',
      '—',
    ],
  ]
  if (process.env.BENCH_RESULT_FILE)
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result))
} finally {
  await context.close()
  await server.close()
  rmSync(profile, { recursive: true, force: true })
}
