// Backups that carry pictures (#23 §3): memory while the browser's backup (the gzip form) is built.
// A database holds 100 pictures of about 200 kB (JPEGs whose comment segments are random bytes,
// so they compress as little as photos do) and a small campaign. Two ways are measured, each in a
// fresh Node process (fake-indexeddb), paired and alternated:
//   streamed — backup-core's answerBackup, as the backup worker runs it: the records' text, then
//              each picture read, checked, written and compressed one at a time;
//   whole    — what it would be without that: every picture in the bundle as base64, the whole
//              text, the whole text parsed for the check, then compressed.
// Memory is the growth over the process's memory before the backup (heap + ArrayBuffers +
// external), live: sampled every 50 ms after a forced GC; reported as a ratio to the backup's text
// size. Information, no goal: the compressed bytes themselves (about three quarters of the text
// for pictures that do not compress, held twice at the end as their chunks are joined into one
// buffer) are part of both ways; the whole way is counted low (the parse inside its check builds
// and drops the records and pictures between two samples). Node's CompressionStream may also
// queue input ahead of zlib, which a browser's does not.
// Run: node --import tsx bench/backup-pictures.bench.ts (bench/run.mjs does).
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'

const pictures = Number(process.env.BENCH_PICTURES ?? 100)
const pictureBytes = Number(process.env.BENCH_PICTURE_BYTES ?? 200_000)
const pairs = Number(process.env.BENCH_PICTURE_PAIRS ?? 1)

interface Measured {
  way: 'streamed' | 'whole'
  textBytes: number
  gzipBytes: number
  peakBytes: number
  ms: number
}

/** A JPEG of about `size` bytes: the fixture with random comment segments after its start. */
function bigJpeg(base: Uint8Array, size: number): Uint8Array {
  const segments: Uint8Array[] = []
  let total = base.length
  while (total < size) {
    const length = Math.min(65_000, size - total)
    const segment = new Uint8Array(length + 4)
    segment.set([0xff, 0xfe, ((length + 2) >> 8) & 0xff, (length + 2) & 0xff])
    segment.set(randomBytes(length), 4)
    segments.push(segment)
    total += segment.length
  }
  return new Uint8Array([
    ...base.subarray(0, 2),
    ...segments.flatMap((s) => [...s]),
    ...base.subarray(2),
  ])
}

async function child(way: Measured['way']): Promise<void> {
  const fake = await import('fake-indexeddb')
  Object.assign(globalThis, { indexedDB: fake.indexedDB, IDBKeyRange: fake.IDBKeyRange })
  await import('../tests/setup/rules-text')
  const { Blob: NodeBlob } = await import('node:buffer')
  globalThis.Blob = NodeBlob as unknown as typeof Blob
  const { QuillkeepDatabase } = await import('../src/renderer/src/db/database')
  const { useDatabase } = await import('../src/renderer/src/db/connection')
  const { imagesRepo } = await import('../src/renderer/src/db/images-repo')
  const { transferRepo } = await import('../src/renderer/src/db/transfer-repo')
  const { answerBackup } = await import('../src/renderer/src/backup-core')
  const { readFullBundle } = await import('../src/renderer/src/db/backup-source')
  const { backupVerdict } = await import('../src/renderer/src/file-check-core')
  const { gzipText } = await import('../src/renderer/src/backup-gzip')
  const { buildEnvelope, serializeEnvelope } = await import('../src/shared/files')
  const { imageHashSync } = await import('../src/shared/images')
  const { pictureMarkdown } = await import('../src/shared/pictures')
  const { campaignBundle, fixedMeta } = await import('../src/shared/file-fixtures')

  const name = `bench-${way}`
  useDatabase(new QuillkeepDatabase(name))
  const base = new Uint8Array(
    readFileSync(join(import.meta.dirname, '../tests/fixtures/images/portrait.jpg')),
  )
  const hashes: string[] = []
  for (let i = 0; i < pictures; i++) {
    const bytes = bigJpeg(base, pictureBytes)
    const hash = imageHashSync(bytes)
    hashes.push(hash)
    const stored = await imagesRepo.store({
      bytes,
      hash,
      type: 'image/jpeg',
      width: 40,
      height: 30,
    })
    if (!stored.ok) throw new Error(`picture ${i} refused: ${stored.problem}`)
  }
  const bundle = campaignBundle()
  bundle.journal = bundle.journal.map((entry, i) => ({
    ...entry,
    body: `${entry.body}\n\n${hashes.map((hash) => pictureMarkdown(hash, `picture ${i}`)).join('\n')}`,
  }))
  await transferRepo.write(bundle)

  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run with --expose-gc')
  const used = () => {
    const m = process.memoryUsage()
    return m.heapUsed + m.external + m.arrayBuffers
  }
  gc()
  gc()
  const before = used()
  let peak = before
  // Live memory: a forced GC before each sample, so garbage not yet collected is not counted.
  const sample = () => {
    gc()
    peak = Math.max(peak, used())
  }
  const sampler = setInterval(sample, Number(process.env.BENCH_SAMPLE_MS ?? 50))
  const start = performance.now()
  let textBytes: number
  let gzipBytes: number
  if (way === 'streamed') {
    const built = await answerBackup({
      source: { kind: 'database', name },
      meta: fixedMeta,
      form: 'gzip',
    })
    if (!built.ok || built.form !== 'gzip') throw new Error('not built')
    textBytes = built.textBytes
    gzipBytes = built.gzip.byteLength
  } else {
    const text = serializeEnvelope(
      buildEnvelope('backup', await readFullBundle(new QuillkeepDatabase(name)), fixedMeta),
    )
    sample()
    // (What the check's parse builds is garbage once it returns, so this way's peak is counted
    // low: the records and pictures it parses are not seen.)
    const verdict = backupVerdict(text)
    if (!verdict.ok) throw new Error(verdict.message)
    const gzipped = await gzipText(text)
    textBytes = gzipped.textBytes
    gzipBytes = gzipped.gzip.byteLength
  }
  sample()
  const ms = performance.now() - start
  clearInterval(sampler)
  const measured: Measured = { way, textBytes, gzipBytes, peakBytes: peak - before, ms }
  process.stdout.write(`RESULT ${JSON.stringify(measured)}\n`)
}

function run(way: Measured['way']): Measured {
  const out = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', import.meta.filename, way],
    { encoding: 'utf8', maxBuffer: 1e7 },
  )
  const line = out.stdout.split('\n').find((l) => l.startsWith('RESULT '))
  if (!line) throw new Error(`the ${way} run failed:\n${out.stderr}`)
  return JSON.parse(line.slice(7)) as Measured
}

const way = process.argv[2]
if (way === 'streamed' || way === 'whole') {
  await child(way)
} else {
  const runs: Measured[] = []
  for (let pair = 0; pair < pairs; pair++) {
    const order: Measured['way'][] = pair % 2 === 0 ? ['streamed', 'whole'] : ['whole', 'streamed']
    for (const w of order) runs.push(run(w))
  }
  const worst = (w: Measured['way']) =>
    runs.filter((r) => r.way === w).reduce((a, b) => (b.peakBytes > a.peakBytes ? b : a))
  const streamed = worst('streamed')
  const whole = worst('whole')
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
  const ratio = (r: Measured) => r.peakBytes / r.textBytes
  for (const r of runs)
    console.log(
      `${r.way.padEnd(8)} text ${mb(r.textBytes)}, gzip ${mb(r.gzipBytes)}, peak +${mb(r.peakBytes)} (${ratio(r).toFixed(2)}× the text), ${r.ms.toFixed(0)} ms`,
    )
  const share = streamed.peakBytes / whole.peakBytes
  const row = [
    `backup with ${pictures} pictures (gzip form), peak memory`,
    `${share.toFixed(2)}× the whole-text way (+${mb(streamed.peakBytes)} = ${ratio(streamed).toFixed(2)}× its ${mb(streamed.textBytes)} text; whole ${ratio(whole).toFixed(2)}×)`,
    'information',
    '—',
  ]
  console.log(row.join(' | '))
  if (process.env.BENCH_RESULT_FILE)
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ summary: [row], runs }))
}
