// The page bench/backup.mjs drives in Chromium. Built with the web renderer's Vite settings into
// <web build>/bench-backup/, so it shares the app's origin and with it the app's IndexedDB.
// It seeds the app's database, then times full backups two ways while a PerformanceObserver
// records the page's long tasks:
//   new — the store's backup('scheduled'), as the app's schedule calls it (a worker reads,
//         serialises, checks and gzips; the page stores the compressed bytes);
//   old — the path before it, reproduced from the code it replaced: transferRepo.everything() and
//         the envelope's JSON on the page, the check in the file-check worker, the text stored in a
//         version-1 backup row.
// The rules code's words go through the app's vue-i18n, installed as the app installs it.
import '@renderer/i18n'
import { createPinia, setActivePinia } from 'pinia'
import Dexie from 'dexie'
import { systems } from '@systems/index'
import { resolveHouseRules } from '@systems/types'
import { campaign as campaignRecord, journalEntry } from '@shared/journal'
import { buildEnvelope, serializeEnvelope } from '@shared/files'
import type { CharacterRecord, JournalRecord } from '@shared/records'
import { database } from '@renderer/db/connection'
import { transferRepo } from '@renderer/db/transfer-repo'
import { checkBackupInWorker } from '@renderer/file-check'
import { platform } from '@renderer/platform'
import { useTransferStore } from '@renderer/stores/transfer'

import { createRng, makeVocabulary, tagPool, zipfWords } from '../corpus'

const campaignId = 'bench-campaign'

/** Journal entries of about `averageWords` Zipf-distributed words (as bench/journal makes them). */
function journalRows(count: number, averageWords: number, characterIds: string[]): JournalRecord[] {
  const random = createRng(20261121)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const vocabulary = makeVocabulary(random, 20_000)
  const zipfWord = zipfWords(random, vocabulary)
  const now = Date.UTC(2026, 10, 21)
  return Array.from({ length: count }, (_, i) => {
    const length = Math.round(averageWords * (0.5 + random()))
    const sentences: string[] = []
    let sentence: string[] = []
    for (let w = 0; w < length; w++) {
      sentence.push(zipfWord())
      if (sentence.length >= 8 + random() * 12 || w === length - 1) {
        sentences.push(`${sentence.join(' ')}.`)
        sentence = []
      }
    }
    const session = Math.floor(i / 2) + 1
    const at = new Date(now - (count - i) * 3_600_000).toISOString()
    return journalEntry({
      id: `entry-${i}`,
      campaignId,
      title: `Session ${session}: ${pick(vocabulary.slice(50, 3000))}`,
      session,
      date: at.slice(0, 10),
      body: sentences.join(' '),
      tags: [pick(tagPool.slice(0, 12))],
      characterIds: characterIds.filter(() => random() < 0.5),
      inGame: `Day ${session}`,
      createdAt: at,
      updatedAt: at,
    })
  })
}

function characterRows(count: number): CharacterRecord[] {
  const ids = Object.keys(systems) as (keyof typeof systems)[]
  const at = new Date(Date.UTC(2026, 10, 1)).toISOString()
  return Array.from({ length: count }, (_, i) => {
    const systemId = ids[i % ids.length]!
    const system = systems[systemId]
    const name = `Hero ${i + 1}`
    return {
      id: `bench-char-${i}`,
      system: systemId,
      dataVersion: system.dataVersion,
      name,
      campaignId: i < 6 ? campaignId : null,
      data: system.create({ name }, resolveHouseRules(system.houseRules)),
      ledger: [],
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    }
  })
}

// Every long task of the page, from the start (Chromium reports tasks over 50 ms).
const longTasks: { start: number; duration: number }[] = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ start: entry.startTime, duration: entry.duration })
}).observe({ type: 'longtask', buffered: true })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Run {
  path: 'new' | 'old' | 'read new' | 'read old'
  ms: number
  /** Durations of the page's long tasks that started during the backup. */
  longTasks: number[]
  /** Bytes of the backup's text, and bytes stored. */
  textBytes: number
  storedBytes: number
}

/**
 * Times `backup` and collects the page's long tasks that started while it ran. Before it, a forced
 * GC (Chromium runs with --expose-gc) and a pause, so that no run pays for the garbage of the one
 * before; after it, `sizes` (read outside the window) says what was stored.
 */
async function measure(
  path: Run['path'],
  backup: () => Promise<() => Promise<{ textBytes: number; storedBytes: number }>>,
): Promise<Run> {
  ;(globalThis as { gc?: () => void }).gc?.()
  await pause(500) // IndexedDB and the previous run's workers settle
  const started = performance.now()
  const sizes = await backup()
  const ended = performance.now()
  await pause(300) // long-task entries arrive after their task
  const during = longTasks.filter((t) => t.start >= started - 1 && t.start < ended)
  return { path, ms: ended - started, longTasks: during.map((t) => t.duration), ...(await sizes()) }
}

/** The browser's backup rows, read as stored (no decompression). */
async function storedRow(
  name: string,
): Promise<{ gzip?: ArrayBuffer; content?: string; size: number }> {
  const raw = new Dexie('quillkeep-backups')
  await raw.open()
  const row = (await raw.table('backups').get(name)) as {
    gzip?: ArrayBuffer
    content?: string
    size: number
  }
  raw.close()
  return row
}

// The old path's storage: a version-1 backup row (the text itself), in a database of its own.
const oldBackups = new Dexie('bench-old-backups')
oldBackups.version(1).stores({ backups: 'name, modifiedAt', settings: 'key' })
let oldCount = 0
const newest = { new: '', old: '' }

const bench = {
  async seed(entries: number, averageWords: number, characters: number) {
    setActivePinia(createPinia())
    const db = await database()
    await db.open()
    const party = characterRows(characters)
    const rows = journalRows(
      entries,
      averageWords,
      party.filter((c) => c.campaignId).map((c) => c.id),
    )
    const started = performance.now()
    await db.campaigns.put(
      campaignRecord({
        id: campaignId,
        name: 'Benchmark campaign',
        systems: ['cairn-ap', 'symbaroum'],
        createdAt: '2016-01-01T00:00:00.000Z',
        updatedAt: '2016-01-01T00:00:00.000Z',
      }),
    )
    await db.characters.bulkPut(party)
    for (let i = 0; i < rows.length; i += 1000) await db.journal.bulkPut(rows.slice(i, i + 1000))
    await db.settings.put({ key: 'theme', value: 'dark' })
    return {
      entries: await db.journal.count(),
      characters: await db.characters.count(),
      bodyMegabytes: rows.reduce((n, r) => n + r.body.length, 0) / 1e6,
      seedMs: performance.now() - started,
    }
  },

  /** The app's path: the transfer store's scheduled backup. */
  newPath(): Promise<Run> {
    return measure('new', async () => {
      const name = await useTransferStore().backup('scheduled')
      newest.new = name
      return async () => {
        const row = await storedRow(name)
        if (!row.gzip) throw new Error(`backup ${name} is not stored compressed`)
        const magic = new Uint8Array(row.gzip, 0, 2)
        if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw new Error('stored bytes are not gzip')
        return { textBytes: row.size, storedBytes: row.gzip.byteLength }
      }
    })
  },

  /** The path it replaced, step by step as the old code ran it. */
  oldPath(): Promise<Run> {
    return measure('old', async () => {
      const bundle = await transferRepo.everything()
      const text = serializeEnvelope(
        buildEnvelope('backup', bundle, {
          app: 'Quillkeep web',
          exportedAt: new Date().toISOString(),
        }),
      )
      const verdict = await checkBackupInWorker(text)
      if (!verdict.ok) throw new Error(verdict.message)
      const size = new Blob([text]).size
      const name = `old-${++oldCount}`
      newest.old = name
      await oldBackups.transaction('rw', oldBackups.table('backups'), async () => {
        await oldBackups.table('backups').put({
          name,
          content: text,
          size,
          modifiedAt: new Date().toISOString(),
          empty: verdict.empty,
        })
        // Rotation (keep 2), from the keys alone as the old code did.
        const names = (await oldBackups.table('backups').orderBy('modifiedAt').primaryKeys()).map(
          String,
        )
        await oldBackups.table('backups').bulkDelete(names.slice(0, Math.max(0, names.length - 2)))
      })
      return () => Promise.resolve({ textBytes: size, storedBytes: size })
    })
  },
}

/** Reading the newest backup back, as restoring it from Settings does before the check. */
function readBack(path: 'new' | 'old'): Promise<Run> {
  return measure(`read ${path}`, async () => {
    const text =
      path === 'new'
        ? await platform().readBackup(newest.new)
        : ((await oldBackups.table('backups').get(newest.old)) as { content: string }).content
    if (!text.startsWith('{')) throw new Error('not a backup text')
    return () => Promise.resolve({ textBytes: text.length, storedBytes: 0 })
  })
}

declare global {
  interface Window {
    backupBench: typeof bench & { readBack: typeof readBack }
  }
}
window.backupBench = { ...bench, readBack }
document.documentElement.dataset.ready = 'true'
