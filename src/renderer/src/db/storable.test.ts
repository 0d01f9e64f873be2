import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import { checkBackupText, parseFile } from '@shared/files'
import { QuillkeepDatabase } from './database'
import { useDatabase } from './connection'
import { RefusedRecordError } from './storable'
import { transferRepo } from './transfer-repo'

let counter = 0
let db: QuillkeepDatabase

beforeEach(() => {
  db = new QuillkeepDatabase(`storable-test-${++counter}`)
  useDatabase(db)
})

/** A character as a newer Quillkeep would save it: a data version and shape this one lacks. */
export function newerCharacter(id = 'from-the-future') {
  return {
    ...sampleCharacter('symbaroum', id),
    name: 'Tova from tomorrow',
    dataVersion: 999,
    data: { shapeOfTomorrow: { attributes: [1, 2, 3] } },
  }
}

describe('the database stores only what import accepts', () => {
  it('refuses a name longer than import allows, naming the field, and stores nothing', async () => {
    const tooLong = { ...sampleCharacter('symbaroum', 'a'), name: 'x'.repeat(201) }
    const refused = await db.characters.put(tooLong).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RefusedRecordError)
    expect((refused as RefusedRecordError).problems[0]).toMatchObject({ path: 'name' })
    expect(await db.characters.count()).toBe(0)
  })

  it('refuses character data its system would refuse', async () => {
    const bad = sampleCharacter('heimr', 'h')
    const refused = await db.characters
      .put({ ...bad, data: { ...(bad.data as object), fatigue: -5 } })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RefusedRecordError)
    expect((refused as Error).message).toMatch(/data\.fatigue/)
  })

  it('refuses a whole bulk write and a modify() when one record is bad', async () => {
    const good = sampleCharacter('symbaroum', 'good')
    const bad = { ...sampleCharacter('symbaroum', 'bad'), createdAt: 'yesterday' }
    await expect(db.characters.bulkPut([good, bad])).rejects.toThrow()
    expect(await db.characters.get('good')).toBeUndefined()

    await db.campaigns.put(sampleCampaign('c1'))
    await expect(
      db.campaigns.toCollection().modify((c: { name: string }) => {
        c.name = 'y'.repeat(300)
      }),
    ).rejects.toThrow()
    expect((await db.campaigns.get('c1'))?.name).toBe(sampleCampaign('c1').name)
  })

  it("keeps a newer Quillkeep's character exactly as it is, and backs it up untouched", async () => {
    const newer = newerCharacter()
    await db.characters.put(newer)
    expect(await db.characters.get(newer.id)).toEqual(newer)

    const { buildEnvelope, serializeEnvelope } = await import('@shared/files')
    const text = serializeEnvelope(
      buildEnvelope('backup', await transferRepo.everything(), {
        app: 'Quillkeep test',
        exportedAt: '2026-11-25T10:00:00.000Z',
      }),
    )
    const check = checkBackupText(text)
    expect(check.ok && check.problems).toEqual([])
    const parsed = parseFile(text)
    expect(parsed.ok && parsed.newer).toEqual([
      'data.characters[0] "Tova from tomorrow": Symbaroum data version 999',
    ])
    expect(parsed.ok && parsed.bundle.characters[0]).toEqual(newer)
  })

  it('holds a write that comes before the checks have loaded, keeping its transaction open', async () => {
    vi.resetModules() // a fresh storable.ts: nothing loaded yet
    const fresh = await import('./database')
    const early = new fresh.QuillkeepDatabase(`storable-early-${++counter}`)
    const a = sampleCharacter('symbaroum', 'a')
    const b = sampleCharacter('heimr', 'b')
    // Two writes in one transaction, the first of them waiting for the checks.
    await early.transaction('rw', early.characters, async () => {
      await early.characters.put(a)
      await early.characters.put(b)
    })
    expect(await early.characters.count()).toBe(2)
    const late = new fresh.QuillkeepDatabase(`storable-early-${++counter}`)
    await expect(
      late.characters.put({ ...sampleCharacter('symbaroum', 'c'), name: '' }),
    ).rejects.toThrow(/name: a name cannot be empty/)
    early.close()
    late.close()
  })
})
