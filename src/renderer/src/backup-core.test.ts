// The backup worker's work, run here as the page's fallback runs it: what it builds from the
// database is exactly the text the page used to write, import accepts it, and the browser's gzip
// form round-trips through the platform's CompressionStream.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { buildEnvelope, parseFile, serializeEnvelope, type Bundle } from '@shared/files'
import { fixedMeta, sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import { journalEntry } from '@shared/journal'
import { QuillkeepDatabase } from './db/database'
import { useDatabase } from './db/connection'
import { transferRepo } from './db/transfer-repo'
import { answerBackup, type BuiltBackup } from './backup-core'
import { gunzipText, gzipText } from './backup-gzip'
import { buildFullBackup } from './backup'
import { imagesRepo } from './db/images-repo'
import { imageHashSync } from '@shared/images'
import { pictureFile, pictureMarkdown } from '@shared/pictures'
import './testing/cloneable-blob'

const empty: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }

let counter = 0
let name = ''
beforeEach(() => {
  name = `backup-core-test-${++counter}`
  useDatabase(new QuillkeepDatabase(name))
})

const entry = (id: string, body: string) =>
  journalEntry({
    id,
    campaignId: 'c1',
    title: `Session ${id}`,
    session: 1,
    date: '2026-11-20',
    body,
    tags: ['travel'],
    characterIds: ['tova'],
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
  })

/** A campaign with a party, a journal in several scripts, and a setting. */
async function fill(): Promise<Bundle> {
  const bundle: Bundle = {
    ...empty,
    characters: [
      { ...sampleCharacter('symbaroum', 'tova', 'c1'), name: 'Tova' },
      { ...sampleCharacter('gods-monsters', 'orm', 'c1'), name: 'Orm' },
    ],
    campaigns: [sampleCampaign('c1')],
    journal: [
      entry('e1', 'The party crossed the river at dawn.'),
      entry('e2', 'Ærøskøbing, Σπάρτη, 東京 and 🐉: every script survives.'),
    ],
    settings: [{ key: 'theme', value: 'dark' }],
  }
  await transferRepo.write(bundle)
  return bundle
}

async function textOf(built: BuiltBackup): Promise<string> {
  if (!built.ok) throw new Error(built.message)
  return built.form === 'text' ? built.text : gunzipText(built.gzip)
}

describe('a full backup built off the page', () => {
  it('reads the database through its own connection and writes the text the page wrote', async () => {
    await fill()
    const built = await answerBackup({
      source: { kind: 'database', name },
      meta: fixedMeta,
      form: 'gzip',
    })
    const text = await textOf(built)
    // What the store wrote before the worker: the envelope of transferRepo.everything().
    expect(text).toBe(
      serializeEnvelope(buildEnvelope('backup', await transferRepo.everything(), fixedMeta)),
    )
    expect(built).toMatchObject({ ok: true, form: 'gzip', empty: false, problems: [] })
    if (built.ok && built.form === 'gzip') {
      expect(built.textBytes).toBe(new TextEncoder().encode(text).byteLength)
    }
    // Import accepts it, and it holds exactly what the database holds.
    const parsed = parseFile(text)
    if (!parsed.ok) throw new Error(parsed.problems[0]?.message)
    expect(parsed.kind).toBe('backup')
    expect(parsed.bundle).toEqual(await transferRepo.everything())
  })

  it('gives the desktop app the same text, uncompressed', async () => {
    await fill()
    const gzip = await answerBackup({
      source: { kind: 'database', name },
      meta: fixedMeta,
      form: 'gzip',
    })
    const text = await answerBackup({
      source: { kind: 'database', name },
      meta: fixedMeta,
      form: 'text',
    })
    expect(text).toMatchObject({ ok: true, form: 'text' })
    expect(await textOf(text)).toBe(await textOf(gzip))
  })

  it('writes a bundle it is given (the backup before an upgrade) without opening a database', async () => {
    const bundle = await fill()
    const built = await answerBackup({
      source: { kind: 'bundle', bundle },
      meta: fixedMeta,
      form: 'gzip',
    })
    expect(await textOf(built)).toBe(serializeEnvelope(buildEnvelope('backup', bundle, fixedMeta)))
  })

  it('marks an empty database as empty', async () => {
    await transferRepo.write({ ...empty, settings: [{ key: 'theme', value: 'light' }] })
    const built = await answerBackup({
      source: { kind: 'database', name },
      meta: fixedMeta,
      form: 'gzip',
    })
    expect(built).toMatchObject({ ok: true, empty: true, problems: [] })
  })

  it('saves records import would refuse, and lists them with their fields', async () => {
    await fill()
    // A record stored before the checks existed: written past the app's connection.
    const raw = new Dexie(name)
    await raw.open() // no versions declared: the stored schema as it is
    await raw.table('characters').update('orm', { name: '' })
    raw.close()
    const built = await answerBackup({
      source: { kind: 'database', name },
      meta: fixedMeta,
      form: 'gzip',
    })
    if (!built.ok || built.form !== 'gzip') throw new Error('not built')
    expect(built.problems.map((p) => p.path)).toEqual([
      expect.stringMatching(/^data\.characters\[\d\]\.name$/),
    ])
    const text = await gunzipText(built.gzip)
    expect(text).toContain('"name": ""')
  })

  it('never writes a text it could not read back', async () => {
    const notABundle = { characters: 'none' } as unknown as Bundle
    const built = await answerBackup({
      source: { kind: 'bundle', bundle: notABundle },
      meta: fixedMeta,
      form: 'gzip',
    })
    expect(built).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a Quillkeep backup/),
    })
  })

  it('runs in the page where there are no workers, one backup after another', async () => {
    const bundle = await fill()
    expect(typeof Worker).toBe('undefined')
    const [database, given] = await Promise.all([
      buildFullBackup({ kind: 'database' }, fixedMeta, 'gzip'),
      buildFullBackup({ kind: 'bundle', bundle: { ...bundle, journal: [] } }, fixedMeta, 'text'),
    ])
    expect(await textOf(database)).toBe(
      serializeEnvelope(buildEnvelope('backup', await transferRepo.everything(), fixedMeta)),
    )
    expect(JSON.parse(await textOf(given))).toMatchObject({ data: { journal: [] } })
  })
})

describe('a full backup with pictures', () => {
  const fixture = (file: string) =>
    new Uint8Array(readFileSync(resolve(__dirname, '../../../tests/fixtures/images', file)))
  const png = fixture('portrait.png')
  const jpg = fixture('portrait.jpg')
  const facts = (bytes: Uint8Array, type: 'image/png' | 'image/jpeg') => ({
    hash: imageHashSync(bytes),
    type,
    width: 40,
    height: 30,
  })

  it('writes each picture one at a time into the same text, which import reads back whole', async () => {
    await fill()
    await imagesRepo.store({ ...facts(png, 'image/png'), bytes: png })
    await imagesRepo.store({ ...facts(jpg, 'image/jpeg'), bytes: jpg })
    await transferRepo.write({
      ...empty,
      journal: [entry('e3', `The mill: ${pictureMarkdown(facts(jpg, 'image/jpeg').hash, 'mill')}`)],
    })
    const everything = await transferRepo.everything()
    expect(everything.pictures).toHaveLength(2)
    const whole = serializeEnvelope(buildEnvelope('backup', everything, fixedMeta))
    for (const form of ['gzip', 'text'] as const) {
      const built = await answerBackup({
        source: { kind: 'database', name },
        meta: fixedMeta,
        form,
      })
      expect(built).toMatchObject({ ok: true, form })
      expect(await textOf(built)).toBe(whole)
      if (built.ok && built.form === 'gzip') {
        expect(built.problems).toEqual([])
        expect(built.textBytes).toBe(new TextEncoder().encode(whole).byteLength)
      }
    }
    const parsed = parseFile(whole)
    if (!parsed.ok) throw new Error(parsed.problems[0]?.message)
    expect(parsed.bundle).toEqual(everything)
  })

  it('lists a picture import would refuse, as it lists records, and still saves it', async () => {
    const bundle = await fill()
    const bad = { ...pictureFile(facts(png, 'image/png'), png), width: 41 }
    const good = pictureFile(facts(jpg, 'image/jpeg'), jpg)
    const built = await answerBackup({
      source: { kind: 'bundle', bundle: { ...bundle, pictures: [good, bad] } },
      meta: fixedMeta,
      form: 'gzip',
    })
    if (!built.ok || built.form !== 'gzip') throw new Error('not built')
    expect(built.problems).toEqual([
      { path: 'data.pictures[1].data', message: expect.stringMatching(/width or height/) },
    ])
    expect(await gunzipText(built.gzip)).toContain('"width": 41')
  })
})

describe('gzip through CompressionStream', () => {
  it('round-trips text of every size and script, slice boundaries included', async () => {
    for (const text of [
      '',
      'a',
      'Σπάρτη 東京 🐉\n'.repeat(50_000), // over a megabyte of UTF-8, in many slices
      'x'.repeat(256 * 1024),
    ]) {
      const { gzip, textBytes } = await gzipText(text)
      expect(textBytes).toBe(new TextEncoder().encode(text).byteLength)
      expect(await gunzipText(gzip)).toBe(text)
      expect(await gunzipText(new Uint8Array(gzip))).toBe(text)
    }
  })

  it('refuses bytes that are not gzip', async () => {
    await expect(gunzipText(new TextEncoder().encode('plain text'))).rejects.toThrow()
  })
})
