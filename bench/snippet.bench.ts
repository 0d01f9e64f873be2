// Journal snippet benchmark (issue 15): building a search hit's snippet must be linear in the
// body's length whatever the body holds. For each hostile pattern (runs of Markdown markers that
// never close, mixed with words; "lone stars" froze the page for seconds before), a body of
// 1,000,000 characters against one of 10,000 made the same way, the term at the very end so that
// all of it must be searched. Goal: at most 150× the time for 100× the body. Ratios only, measured
// in one run: the fastest of several timings of each size, the sizes alternated so that machine
// noise hits both alike; a small body is timed over a batch of calls (timer resolution).
// Run: node --import tsx bench/snippet.bench.ts (bench/run.mjs does).
import { writeFileSync } from 'node:fs'
import { bodySnippet } from '../src/renderer/src/journal/snippet'
import { hostilePatterns } from '../tests/hostile-markdown'

const goalRatio = 150
const small = 10_000
const large = 1_000_000
const runs = 7
const smallBatch = 20

const patterns = hostilePatterns

let sink = 0 // results are folded in here so the JIT cannot drop the calls

/** Milliseconds per snippet of `body`, over `batch` calls. */
function time(body: string, batch: number): number {
  const start = process.hrtime.bigint()
  for (let i = 0; i < batch; i++) sink += bodySnippet(body, '', ['dragon']).length
  return Number(process.hrtime.bigint() - start) / 1e6 / batch
}

export interface SnippetRow {
  pattern: string
  smallMs: number
  largeMs: number
  ratio: number
  pass: boolean
}

const rows: SnippetRow[] = []
for (const [pattern, unit] of Object.entries(patterns)) {
  const bodyOf = (length: number) => `${unit.repeat(Math.ceil(length / unit.length))} dragon`
  const smallBody = bodyOf(small)
  const largeBody = bodyOf(large)
  time(smallBody, smallBatch)
  time(largeBody, 1)
  const smallTimes: number[] = []
  const largeTimes: number[] = []
  for (let run = 0; run < runs; run++) {
    smallTimes.push(time(smallBody, smallBatch))
    largeTimes.push(time(largeBody, 1))
  }
  const smallMs = Math.min(...smallTimes)
  const largeMs = Math.min(...largeTimes)
  rows.push({
    pattern,
    smallMs,
    largeMs,
    ratio: largeMs / smallMs,
    pass: largeMs / smallMs <= goalRatio,
  })
}

const method = `fastest of ${runs} alternated timings per size, 10k over ${smallBatch} calls; term at the end`
console.log(`journal snippet, 1,000,000 vs 10,000 characters (${method})`)
console.log(
  `${'pattern'.padEnd(16)}${'10k ms'.padStart(10)}${'1M ms'.padStart(10)}${'ratio'.padStart(9)}  goal ≤ ${goalRatio}×`,
)
for (const row of rows)
  console.log(
    `${row.pattern.padEnd(16)}${row.smallMs.toFixed(3).padStart(10)}${row.largeMs.toFixed(2).padStart(10)}${`${row.ratio.toFixed(1)}×`.padStart(9)}  ${row.pass ? 'PASS' : 'FAIL'}`,
  )
if (sink === -1) console.log('') // keeps `sink` observable

if (process.env.BENCH_RESULT_FILE)
  writeFileSync(
    process.env.BENCH_RESULT_FILE,
    JSON.stringify({ name: 'snippet', goalRatio, method, rows }),
  )
