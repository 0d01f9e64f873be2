// Every released file format stays readable: the fixtures in tests/fixtures/ are files as earlier
// versions wrote them, and each must import without loss.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { systems } from '../systems/index'
import { buildEnvelope, parseFile, serializeEnvelope, type FileKind } from './files'

const folder = join(import.meta.dirname, '../../tests/fixtures/format-v1')
const files = readdirSync(folder).filter((name) => name.endsWith('.json'))

function kindFromName(name: string): FileKind {
  return name.split('-')[0] as FileKind
}

describe('format 1 fixtures', () => {
  it('has a character file for every registered system, a campaign and a backup', () => {
    for (const id of Object.keys(systems)) expect(files).toContain(`character-${id}.json`)
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
      // The records read are exactly the records in the file...
      const written = JSON.parse(text) as { data: unknown; app: string; exportedAt: string }
      expect(result.bundle).toEqual(written.data)
      // ...and exporting them again writes the same file.
      const meta = { app: written.app, exportedAt: written.exportedAt }
      expect(serializeEnvelope(buildEnvelope(result.kind, result.bundle, meta))).toBe(text)
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
