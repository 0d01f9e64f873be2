import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fixedMeta, sampleCampaign, sampleCharacter, sampleJournal } from '../file-fixtures'
import { parseFile } from '../files'
import { imageHashSync } from '../images'
import { pictureFile } from '../pictures'
import {
  fileHistoryLimit,
  readRecordFile,
  recordFilePath,
  serializeRecordFile,
  type RecordFile,
  type SyncHeader,
} from './record-file'

const r1 = '001795000000000-000000-devicea1'
const r2 = '001795000000001-000000-deviceb1'
const r3 = '001795000000002-000003-devicea1'

function header(over: Partial<SyncHeader> = {}): SyncHeader {
  return {
    table: 'characters',
    id: 'character-symbaroum',
    revision: r3,
    base: r2,
    history: [r2, r1],
    deleted: false,
    ...over,
  }
}

const character = sampleCharacter('symbaroum')
const file: RecordFile = { header: header(), record: character }
const text = serializeRecordFile(file, fixedMeta)

function problemsOf(textOrValue: string | object, path?: string): string {
  const read = readRecordFile(
    typeof textOrValue === 'string' ? textOrValue : JSON.stringify(textOrValue),
    path,
  )
  expect(read.ok).toBe(false)
  return read.ok ? '' : read.problems.map((p) => `${p.path}: ${p.message}`).join('\n')
}

describe("a record's sync file", () => {
  it('round-trips a character, a campaign, a journal entry and a tombstone', () => {
    const records: RecordFile[] = [
      file,
      { header: header({ table: 'campaigns', id: 'campaign-1' }), record: sampleCampaign() },
      {
        header: header({ table: 'journal', id: 'journal-1', base: null, history: [] }),
        record: sampleJournal('journal-1', 'campaign-1', []),
      },
      { header: header({ deleted: true }), record: null },
    ]
    for (const each of records) {
      const read = readRecordFile(serializeRecordFile(each, fixedMeta))
      expect(read.ok && read.file).toEqual(each)
    }
  })

  it('round-trips a picture, named by its hash', () => {
    const png = new Uint8Array(
      readFileSync(resolve(__dirname, '../../../tests/fixtures/images/portrait.png')),
    )
    const hash = imageHashSync(png)
    const picture = pictureFile({ hash, type: 'image/png', width: 40, height: 30 }, png)
    const each = { header: header({ table: 'pictures', id: hash }), record: picture }
    const read = readRecordFile(serializeRecordFile(each, fixedMeta), `pictures/${hash}.quillkeep`)
    expect(read.ok && read.file).toEqual(each)
  })

  it('refuses a picture whose bytes are not what its hash says', () => {
    const png = new Uint8Array(
      readFileSync(resolve(__dirname, '../../../tests/fixtures/images/portrait.png')),
    )
    const wrong = 'f'.repeat(64)
    const picture = pictureFile({ hash: wrong, type: 'image/png', width: 40, height: 30 }, png)
    const each = { header: header({ table: 'pictures', id: wrong }), record: picture }
    expect(problemsOf(serializeRecordFile(each, fixedMeta))).toMatch(/data\.pictures\[0\]/)
  })

  it('is a normal envelope that import reads (the envelope schema strips the extra `sync` key)', () => {
    const parsed = parseFile(text)
    expect(parsed.ok && parsed.bundle.characters).toEqual([character])
    const json = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(json).at(-1)).toBe('sync')
  })

  it('writing never produces a file the reader refuses (any header, any bounded history)', () => {
    const revision = fc
      .tuple(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 0xffffff }))
      .map(
        ([wall, counter]) =>
          `${String(wall).padStart(15, '0')}-${counter.toString(16).padStart(6, '0')}-devicea1`,
      )
    fc.assert(
      fc.property(
        fc.uniqueArray(revision, { minLength: 1, maxLength: 80 }),
        fc.boolean(),
        fc.boolean(),
        ([own, ...history], fresh, deleted) => {
          const each: RecordFile = {
            header: header({
              revision: own,
              base: fresh ? null : (history[0] ?? null),
              history: fresh ? [] : history,
              deleted,
            }),
            record: deleted ? null : character,
          }
          const read = readRecordFile(serializeRecordFile(each, fixedMeta))
          expect(read.ok).toBe(true)
          if (read.ok) expect(read.file.header.history.length).toBeLessThanOrEqual(fileHistoryLimit)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('names plain ids as they are, and anything else by its hash, inside its table', () => {
    expect(recordFilePath('characters', '3f0c2a1e-8d4b-4f7a-9c55-1b2d3e4f5a6b')).toBe(
      'characters/3f0c2a1e-8d4b-4f7a-9c55-1b2d3e4f5a6b.quillkeep',
    )
    for (const id of ['../../etc/passwd', 'con', 'Character-One', 'a/b', 'x'.repeat(100)]) {
      const path = recordFilePath('journal', id)
      expect(path).toMatch(/^journal\/~[0-9a-f]{64}\.quillkeep$|^journal\/x{100}\.quillkeep$/)
    }
    expect(recordFilePath('journal', 'Abcdefgh')).not.toBe(recordFilePath('journal', 'abcdefgh'))
  })

  it('refuses a file under another name than its record’s', () => {
    expect(problemsOf(text, 'characters/someone-else.quillkeep')).toContain(
      'characters/character-symbaroum.quillkeep',
    )
    expect(readRecordFile(text, 'characters/character-symbaroum.quillkeep').ok).toBe(true)
  })

  it('refuses a half-written (truncated) file', () => {
    for (const cut of [0, 1, 100, Math.floor(text.length / 2), text.length - 2])
      expect(problemsOf(text.slice(0, cut))).not.toBe('')
  })

  it('refuses hostile keys (__proto__) anywhere', () => {
    const hostile = text.replace('"sync": {', '"sync": {\n    "__proto__": { "deleted": true },')
    expect(problemsOf(hostile)).toMatch(/__proto__/)
    const inRecord = text.replace('"name":', '"__proto__": {}, "name":')
    expect(problemsOf(inRecord)).toMatch(/__proto__/)
  })

  it('refuses a damaged sync part: missing, bad revisions, unknown keys, history too long', () => {
    const json = JSON.parse(text) as Record<string, unknown> & { sync: Record<string, unknown> }
    const without = { ...json, sync: undefined }
    expect(problemsOf(without)).toMatch(/sync/)
    expect(problemsOf({ ...json, sync: { ...json.sync, revision: '1795' } })).toMatch(
      /sync\.revision/,
    )
    expect(problemsOf({ ...json, sync: { ...json.sync, extra: 1 } })).toMatch(/sync/)
    expect(problemsOf({ ...json, sync: { ...json.sync, table: 'settings' } })).toMatch(
      /sync\.table/,
    )
    const long = Array.from(
      { length: fileHistoryLimit + 1 },
      (_, i) => `${String(i).padStart(15, '0')}-000000-devicea1`,
    )
    expect(problemsOf({ ...json, sync: { ...json.sync, history: long, base: long[0] } })).toMatch(
      /sync\.history/,
    )
    expect(problemsOf({ ...json, sync: { ...json.sync, history: [r3, r1] } })).toMatch(
      /sync\.history/,
    )
    expect(problemsOf({ ...json, sync: { ...json.sync, base: r1 } })).toMatch(/sync\.base/)
  })

  it('refuses a record that import would refuse, and a file holding more or other than its record', () => {
    const json = JSON.parse(text) as { data: { characters: { name: unknown }[] } }
    const broken = structuredClone(json)
    ;(broken.data.characters[0] as { name: unknown }).name = 42
    expect(problemsOf(broken)).toMatch(/data\.characters\[0\]\.name/)
    const two = structuredClone(json)
    two.data.characters.push({ ...json.data.characters[0], id: 'another-one' } as never)
    expect(problemsOf(two)).toMatch(/exactly one record/)
    const other = serializeRecordFile(
      { header: header({ id: 'someone-else' }), record: character },
      fixedMeta,
    )
    expect(problemsOf(other)).toMatch(/data\.characters\[0\]\.id/)
    const tombstoneWithRecord = serializeRecordFile(
      { header: header({ deleted: false }), record: character },
      fixedMeta,
    ).replace('"deleted": false', '"deleted": true')
    expect(problemsOf(tombstoneWithRecord)).toMatch(/deleted record/)
    const wrongTable = serializeRecordFile(
      { header: header({ table: 'campaigns', id: 'campaign-1' }), record: sampleCampaign() },
      fixedMeta,
    ).replace('"table": "campaigns"', '"table": "journal"')
    expect(problemsOf(wrongTable)).toMatch(/data\.campaigns/)
  })

  it('refuses sizes past the import limits, and deep nesting', () => {
    const entry = { ...sampleJournal('journal-1', 'campaign-1', []), body: 'x'.repeat(1_000_001) }
    const huge = serializeRecordFile(
      { header: header({ table: 'journal', id: 'journal-1' }), record: entry },
      fixedMeta,
    )
    expect(problemsOf(huge)).toMatch(/data\.journal\[0\]\.body/)
    expect(problemsOf(`${'['.repeat(100)}${']'.repeat(100)}`)).toMatch(/nest|deep/i)
  })
})
