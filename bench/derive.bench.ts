// Times system.derive() for every registered system against an empty-call floor measured the
// same way in the same run, each after a second of warm-up calls. Goal: under 50 µs per derive (a
// sheet re-derives on every edit).
//   npx tsx bench/derive.bench.ts        (or as part of `npm run bench`)
import { writeFileSync } from 'node:fs'
import { systems } from '../src/systems/index'
import { resolveHouseRules, type GameSystem } from '../src/systems/types'
import { useRulesLocale } from '../src/shared/translator'

// The rules text in English, as in the tests (Node has no app to install a translator).
useRulesLocale()

const goalMicroseconds = 50
const samples = 7
const sampleMilliseconds = 60
const warmupMilliseconds = 1000

let sink = 0 // results are folded in here so the JIT cannot drop the calls

/** Median nanoseconds per call of `call`, over several timed samples of `iterations` calls each. */
function timePerCall(call: () => unknown, iterations: number): number {
  const perCall: number[] = []
  for (let sample = 0; sample < samples; sample++) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < iterations; i++) if (call() !== undefined) sink++
    perCall.push(Number(process.hrtime.bigint() - start) / iterations)
  }
  perCall.sort((a, b) => a - b)
  return perCall[Math.floor(perCall.length / 2)]!
}

/**
 * Calls `call` for warmupMilliseconds first. A sheet derives on every edit all session long, so
 * the figure is the optimised code's: without this, a large derive (Heimr, Gods & Monsters) was
 * timed after a few hundred calls, still partly unoptimised, and its figure swung between runs
 * (Gods & Monsters: 30–61 µs; 15 µs once optimised).
 */
function warmUp(call: () => unknown): void {
  const until = process.hrtime.bigint() + BigInt(warmupMilliseconds * 1e6)
  while (process.hrtime.bigint() < until)
    for (let i = 0; i < 100; i++) if (call() !== undefined) sink++
}

/** Warms `call` up, then picks an iteration count that makes one sample last about sampleMilliseconds. */
function calibrate(call: () => unknown): number {
  warmUp(call)
  let iterations = 1
  for (;;) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < iterations; i++) if (call() !== undefined) sink++
    const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6
    if (elapsedMs >= sampleMilliseconds / 4)
      return Math.max(1, Math.round((iterations * sampleMilliseconds) / elapsedMs))
    iterations *= 2
  }
}

export interface DeriveRow {
  system: string
  microsecondsPerDerive: number
  ratioToFloor: number
  pass: boolean
  error?: string
}

function emptyCall(data: unknown, rules: unknown): unknown {
  return rules === data ? null : data
}

const rows: DeriveRow[] = []
const entries = Object.entries(systems as Record<string, GameSystem>)
if (entries.length === 0) console.log('No systems registered in src/systems/index.ts.')

for (const [id, system] of entries) {
  try {
    const rules = resolveHouseRules(system.houseRules)
    const data = system.create({ name: 'Bench' }, rules)
    const derive = () => system.derive(data, rules)
    const floor = () => emptyCall(data, rules)
    // Same harness for both, measured back to back so machine noise hits both alike.
    const deriveIterations = calibrate(derive)
    const floorIterations = calibrate(floor)
    const deriveNs = timePerCall(derive, deriveIterations)
    const floorNs = Math.max(timePerCall(floor, floorIterations), 0.01)
    rows.push({
      system: id,
      microsecondsPerDerive: deriveNs / 1000,
      ratioToFloor: deriveNs / floorNs,
      pass: deriveNs / 1000 < goalMicroseconds,
    })
  } catch (error) {
    rows.push({
      system: id,
      microsecondsPerDerive: NaN,
      ratioToFloor: NaN,
      pass: false,
      error: String(error),
    })
  }
}

console.log(
  `derive(): median of ${samples} samples per system after ${warmupMilliseconds} ms of calls to warm up; floor = an empty function call timed the same way`,
)
console.log(
  `${'system'.padEnd(16)}${'µs/derive'.padStart(12)}${'× floor'.padStart(12)}  goal < ${goalMicroseconds} µs`,
)
for (const row of rows) {
  if (row.error) {
    console.log(`${row.system.padEnd(16)}${'ERROR'.padStart(12)}${''.padStart(12)}  ${row.error}`)
    continue
  }
  console.log(
    `${row.system.padEnd(16)}${row.microsecondsPerDerive.toFixed(2).padStart(12)}${Math.round(row.ratioToFloor).toString().padStart(12)}  ${row.pass ? 'PASS' : 'FAIL'}`,
  )
}
if (sink === -1) console.log('') // keeps `sink` observable

if (process.env.BENCH_RESULT_FILE)
  writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ name: 'derive', rows }))
// Missing a goal is reported, not fatal; a derive that throws is a bug.
if (rows.some((row) => row.error)) process.exitCode = 1
