// Every released file format stays readable: the fixtures in tests/fixtures/ are files as earlier
// versions wrote them, and each must import without loss.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { systems } from '../systems/index'
import {
  buildEnvelope,
  currentFormatVersion,
  parseFile,
  serializeEnvelope,
  type Bundle,
  type FileKind,
} from './files'
import { journalDefaults } from './journal'

const folder = join(import.meta.dirname, '../../tests/fixtures/format-v1')
const files = readdirSync(folder).filter((name) => name.endsWith('.json'))

function kindFromName(name: string): FileKind {
  return name.split('-')[0] as FileKind
}

/** What format 3 added (the roll log), at the default an older file reads with. */
function withFormat3Defaults(data: Bundle): Bundle {
  return { ...data, rolls: [] }
}

/** What formats 2 and 3 added, at the defaults a format 1 file reads with. */
function withFormat2Defaults(data: Bundle): Bundle {
  return withFormat3Defaults({
    ...data,
    campaigns: data.campaigns.map((c) => ({ ...c, rewardCarry: {} })),
    journal: data.journal.map((j) => ({ ...j, ...journalDefaults() })),
  })
}

/** Exporting what was read writes the current format, which reads back to the same records. */
function expectCurrentFormatRoundTrip(
  kind: FileKind,
  bundle: Bundle,
  meta: { app: string; exportedAt: string },
): void {
  const again = serializeEnvelope(buildEnvelope(kind, bundle, meta))
  expect(JSON.parse(again)).toMatchObject({ formatVersion: currentFormatVersion })
  const reread = parseFile(again)
  expect(reread.ok && reread.bundle).toEqual(bundle)
}

describe('format 1 fixtures', () => {
  it('has a character file for every system format 1 knew, a campaign and a backup', () => {
    for (const id of ['symbaroum', 'heimr', 'cairn-ap', 'murdham'])
      expect(files).toContain(`character-${id}.json`)
    expect(files.some((f) => f.startsWith('campaign-'))).toBe(true)
    expect(files.some((f) => f.startsWith('backup-'))).toBe(true)
  })

  for (const name of files) {
    it(`imports ${name} without loss`, () => {
      const text = readFileSync(join(folder, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      expect(result.kind).toBe(kindFromName(name))
      expect(result.migrated).toEqual([])
      // The records read are exactly the records in the file, with the later formats' new
      // fields at their defaults...
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(withFormat2Defaults(written.data))
      // ...and exporting them again writes the current format, read back to the same records.
      expectCurrentFormatRoundTrip(result.kind, result.bundle, written)
    })
  }

  // Every system is still at data version 1, so no fixture of an older data version exists yet.
  // The migration path is tested with a stub system in files.test.ts ("migrates older data");
  // when a system moves to version 2, keep its version 1 fixtures here: they must then import
  // with result.migrated naming the upgrade.
  it('has only data version 1 today', () => {
    for (const system of Object.values(systems)) expect(system.dataVersion).toBe(1)
  })
})

describe('format 2 fixtures', () => {
  const folder2 = join(import.meta.dirname, '../../tests/fixtures/format-v2')
  const files2 = readdirSync(folder2).filter((name) => name.endsWith('.json'))

  it('has a campaign with awards, rolls, links and a trashed entry', () => {
    expect(files2.some((f) => f.startsWith('campaign-'))).toBe(true)
  })

  for (const name of files2) {
    it(`imports ${name} without loss`, () => {
      const text = readFileSync(join(folder2, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(withFormat3Defaults(written.data))
      expectCurrentFormatRoundTrip(result.kind, result.bundle, written)
      // The parts format 2 added are all there.
      expect(result.bundle.journal.some((j) => j.awards.length > 0)).toBe(true)
      expect(result.bundle.journal.some((j) => j.rolls.length > 0)).toBe(true)
      expect(result.bundle.journal.some((j) => j.deletedAt !== null)).toBe(true)
      expect(result.bundle.campaigns.some((c) => Object.keys(c.rewardCarry).length > 0)).toBe(true)
    })
  }
})

describe('format 3 fixtures', () => {
  const folder3 = join(import.meta.dirname, '../../tests/fixtures/format-v3')
  const files3 = readdirSync(folder3).filter((name) => name.endsWith('.json'))

  it('has a backup with a roll log', () => {
    expect(files3.some((f) => f.startsWith('backup-'))).toBe(true)
  })

  for (const name of files3) {
    it(`imports ${name} without loss, and writes it again byte for byte`, () => {
      const text = readFileSync(join(folder3, name), 'utf8')
      const result = parseFile(text)
      if (!result.ok) expect.fail(JSON.stringify(result.problems))
      if (!result.ok) return
      const written = JSON.parse(text) as { data: Bundle; app: string; exportedAt: string }
      expect(result.bundle).toEqual(written.data)
      const meta = { app: written.app, exportedAt: written.exportedAt }
      expect(serializeEnvelope(buildEnvelope(result.kind, result.bundle, meta))).toBe(text)
      // The roll log: rolls attached to an entry and rolls that are not.
      expect(result.bundle.rolls.some((r) => r.journalEntryId !== undefined)).toBe(true)
      expect(result.bundle.rolls.some((r) => r.journalEntryId === undefined)).toBe(true)
    })
  }
})
