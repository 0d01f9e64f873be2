// Sync folder benchmark (issue 24): a folder holding 10,000 record files (characters of every
// system, as another device wrote them). Measured: the first full scan (every file read as an
// import reads it and decided by merge, then the watcher started: SyncEngine.start, the app's
// real path), and one changed file picked up (another device's new version of one record written
// atomically, until the engine has applied it through the watcher), as a ratio to the scan. The
// pickup includes the engine's settle wait (50 ms: a file is read once its change events stop),
// which is a fixed delay, not work. Goal: the work of picking up one change (pickup less the
// settle wait) is at most 1% of the scan: costs follow changes, not the folder's size.
// Floor for the scan: reading every file's text without checking it. Pickup: median of 9.
// Run: node --import tsx bench/sync-folder.bench.ts
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeFileAtomic } from '../src/node/atomic-write'
import { sampleCharacter } from '../src/shared/file-fixtures'
import { useRulesLocale } from '../src/shared/translator'
import { serializeRecordFile } from '../src/shared/sync/record-file'
import { SyncEngine } from '../src/shared/sync/engine'
import { MemorySyncStore } from '../src/shared/sync/memory-store'
import { nodeSyncFolder } from '../src/main/sync/node-folder'
import { deviceId } from '../src/main/sync/device'

useRulesLocale('en')

const records = Number(process.env.BENCH_SYNC_RECORDS ?? 10_000)
const pickups = 9
const goalRatio = 0.01
const settleMs = 50
const systems = ['symbaroum', 'cairn-ap', 'murdham', 'heimr', 'gods-monsters']
const meta = { app: 'Quillkeep 0.1.0', exportedAt: '2026-11-27T10:00:00.000Z' }
const source = 'benchsource1'

const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const revisionOf = (wall: number) => `${String(wall).padStart(15, '0')}-000000-${source}`

function fileText(i: number, wall: number, base: string | null, name?: string): string {
  const character = sampleCharacter(systems[i % systems.length] as string, idOf(i))
  return serializeRecordFile(
    {
      header: {
        table: 'characters',
        id: idOf(i),
        revision: revisionOf(wall),
        base,
        history: base ? [base] : [],
        deleted: false,
      },
      record: name ? { ...character, name } : character,
    },
    meta,
  )
}

const root = await mkdtemp(join(tmpdir(), 'quillkeep-sync-bench-'))
const folder = join(root, 'folder')
await mkdir(join(folder, 'characters'), { recursive: true })
try {
  for (let i = 0; i < records; i++)
    await writeFile(join(folder, 'characters', `${idOf(i)}.quillkeep`), fileText(i, 1_000, null))

  // Floor: every file's text read, nothing checked.
  const floorStart = performance.now()
  let bytes = 0
  for (const name of await readdir(join(folder, 'characters')))
    bytes += (await readFile(join(folder, 'characters', name), 'utf8')).length
  const floorMs = performance.now() - floorStart

  let applied: (() => void) | undefined
  const store = new MemorySyncStore()
  await mkdir(join(root, 'user-data'))
  const engine = new SyncEngine({
    folder: nodeSyncFolder(folder),
    device: await deviceId(join(root, 'user-data')),
    store,
    app: meta.app,
    settleMs,
    onEvent: (event) => {
      if (event.kind === 'applied') applied?.()
    },
  })
  const scanStart = performance.now()
  await engine.start()
  const scanMs = performance.now() - scanStart
  if (store.records.size !== records) throw new Error(`scan read ${store.records.size} records`)

  const times: number[] = []
  for (let k = 0; k < pickups; k++) {
    const i = (k * 997) % records
    const text = fileText(i, 2_000 + k, revisionOf(1_000), `Changed ${k}`)
    const done = new Promise<void>((resolve) => (applied = resolve))
    const start = performance.now()
    await writeFileAtomic(join(folder, 'characters', `${idOf(i)}.quillkeep`), text)
    await done
    times.push(performance.now() - start)
  }
  await engine.stop()
  times.sort((a, b) => a - b)
  const pickupMs = times[Math.floor(times.length / 2)] as number
  const ratio = pickupMs / scanMs
  const workRatio = (pickupMs - settleMs) / scanMs
  const pass = workRatio <= goalRatio

  const method = `start = scan + watcher ready; pickup = atomic write until applied, median of ${pickups}, settle ${settleMs} ms`
  console.log(`sync folder, ${records} character files, ${(bytes / 1e6).toFixed(1)} MB (${method})`)
  console.log(
    `first full scan ${scanMs.toFixed(0)} ms (floor, text only: ${floorMs.toFixed(0)} ms, ${(scanMs / floorMs).toFixed(1)}×)`,
  )
  console.log(
    `one change picked up ${pickupMs.toFixed(1)} ms (${times.map((t) => t.toFixed(0)).join(', ')}) = ${(ratio * 100).toFixed(2)}% of the scan; less the settle wait ${(workRatio * 100).toFixed(2)}%  goal ≤ ${goalRatio * 100}%  ${pass ? 'PASS' : 'FAIL'}`,
  )
  const summary = [
    [
      `sync folder, ${records} records: first full scan`,
      `${scanMs.toFixed(0)} ms (${(scanMs / floorMs).toFixed(1)}× reading the text only)`,
      'information',
      '—',
    ],
    [
      `sync folder, ${records} records: one change picked up`,
      `${pickupMs.toFixed(1)} ms = ${(ratio * 100).toFixed(2)}% of the scan, ${(workRatio * 100).toFixed(2)}% less the ${settleMs} ms settle wait (${method})`,
      `work ≤ ${goalRatio * 100}% of the scan`,
      pass ? 'PASS' : 'FAIL',
    ],
  ]
  if (process.env.BENCH_RESULT_FILE)
    writeFileSync(
      process.env.BENCH_RESULT_FILE,
      JSON.stringify({ summary, scanMs, floorMs, times }),
    )
} finally {
  await rm(root, { recursive: true, force: true })
}
