// Runs every benchmark in sequence and prints a summary. `npm run bench` builds the web renderer first.
// A goal that is missed prints FAIL but does not fail the run (timings are noisy); a benchmark that
// crashes does (exit 1).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const benches = [
  { name: 'derive', args: ['--import', 'tsx', 'bench/derive.bench.ts'] },
  { name: 'pdf', args: ['--import', 'tsx', 'bench/pdf.bench.ts'] },
  { name: 'bundle-size', args: ['bench/bundle-size.mjs'] },
  { name: 'first-paint', args: ['bench/first-paint.mjs'] },
  { name: 'journal', args: ['bench/journal.mjs'] },
  // The same goals with a quarter of the items world pages (issue #23).
  { name: 'journal-mixed', args: ['bench/journal.mjs'], env: { BENCH_JOURNAL_MIXED: '1' } },
  { name: 'backup', args: ['bench/backup.mjs'] },
  // Memory of a backup that carries pictures (issue #23 §3).
  { name: 'backup-pictures', args: ['--import', 'tsx', 'bench/backup-pictures.bench.ts'] },
  { name: 'lists', args: ['bench/lists.mjs'] },
  // The sync folder at 10,000 records: a first full scan, and one change picked up (issue #24).
  { name: 'sync-folder', args: ['--import', 'tsx', 'bench/sync-folder.bench.ts'] },
  { name: 'snippet', args: ['--import', 'tsx', 'bench/snippet.bench.ts'] },
]

const resultsDir = mkdtempSync(join(tmpdir(), 'quillkeep-bench-'))
const summary = []
let crashed = false

for (const bench of benches) {
  console.log(`\n=== ${bench.name} ===`)
  const resultFile = join(resultsDir, `${bench.name}.json`)
  const run = spawnSync(process.execPath, bench.args, {
    stdio: 'inherit',
    env: { ...process.env, ...bench.env, BENCH_RESULT_FILE: resultFile },
  })
  const result = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : null
  if (run.status !== 0) crashed = true

  if (!result) {
    summary.push([bench.name, '—', '—', `ERROR (exit ${run.status ?? run.signal})`])
  } else if (Array.isArray(result.summary)) {
    // A bench that prints its own rows: [benchmark, measured (with its method), goal, PASS/FAIL/—].
    for (const row of result.summary) summary.push(row.map(String))
  } else if (bench.name === 'derive') {
    for (const row of result.rows) {
      summary.push(
        row.error
          ? [`derive ${row.system}`, '—', '< 50 µs', 'ERROR']
          : [
              `derive ${row.system}`,
              `${row.microsecondsPerDerive.toFixed(2)} µs (${Math.round(row.ratioToFloor)}× empty call)`,
              '< 50 µs',
              row.pass ? 'PASS' : 'FAIL',
            ],
      )
    }
    if (result.rows.length === 0) summary.push(['derive', 'no systems', '< 50 µs', '—'])
  } else if (bench.name === 'pdf') {
    summary.push(
      [
        `PDF sheet (${result.system}, fillable)`,
        `${result.sheetRatio.toFixed(2)}× warm floor (${result.sheetMs.toFixed(2)} / ${result.floorMs.toFixed(2)} ms; flat ${result.flatRatio.toFixed(2)}×)`,
        `≤ ${result.goals.sheetRatio}×`,
        result.pass.sheet ? 'PASS' : 'FAIL',
      ],
      [
        'PDF 100 sheets, one process',
        `${result.hundredRatio.toFixed(1)}× cold floor (${result.hundredMs.toFixed(0)} / ${result.coldFloorMs.toFixed(1)} ms; ${result.hundredWarmRatio.toFixed(0)}× warm)`,
        `≤ ${result.goals.hundredRatio}×`,
        result.pass.hundred ? 'PASS' : 'FAIL',
      ],
      [
        'PDF size, one sheet',
        `${result.kilobytes.toFixed(1)} KB`,
        `< ${result.goals.kilobytes} KB`,
        result.pass.size ? 'PASS' : 'FAIL',
      ],
    )
  } else if (bench.name === 'bundle-size') {
    summary.push([
      'initial JS (gzip)',
      `${result.kilobytes.toFixed(1)} kB (${(result.kilobytes / result.goalKilobytes).toFixed(2)}× goal)`,
      `≤ ${result.goalKilobytes} kB`,
      result.pass ? 'PASS' : 'FAIL',
    ])
  } else if (bench.name === 'snippet') {
    const worst = result.rows.reduce((a, b) => (b.ratio > a.ratio ? b : a))
    summary.push([
      `journal snippet, 1M vs 10k chars (${result.rows.length} hostile patterns)`,
      `${worst.ratio.toFixed(1)}× at worst (${worst.pattern}: ${worst.largeMs.toFixed(2)} / ${worst.smallMs.toFixed(3)} ms)`,
      `≤ ${result.goalRatio}×`,
      result.rows.every((row) => row.pass) ? 'PASS' : 'FAIL',
    ])
  }
}
rmSync(resultsDir, { recursive: true, force: true })

const header = ['benchmark', 'measured', 'goal', 'result']
const widths = header.map((h, i) => Math.max(h.length, ...summary.map((row) => row[i].length)))
const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ')
console.log('\n=== summary ===')
console.log(line(header))
console.log(line(widths.map((w) => '-'.repeat(w))))
for (const row of summary) console.log(line(row))
if (crashed) {
  console.log('\nA benchmark crashed (see above).')
  process.exitCode = 1
}
