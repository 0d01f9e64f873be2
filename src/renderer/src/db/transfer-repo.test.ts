import { sampleCharacter } from '@shared/file-fixtures'
import { journalEntry } from '@shared/journal'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bundle } from '@shared/files'
import type { CampaignRecord, CharacterRecord, JournalRecord } from '@shared/records'
import { QuillkeepDatabase } from './database'
import { useDatabase } from './connection'
import { transferRepo } from './transfer-repo'
import { onJournalImport } from './journal-repo'

let counter = 0
let db: QuillkeepDatabase

function character(id: string, name: string, campaignId: string | null = null): CharacterRecord {
  const sample = sampleCharacter('symbaroum', id, campaignId)
  return { ...sample, name, data: { ...(sample.data as object), name }, ledger: [] }
}

const campaign: CampaignRecord = {
  id: 'camp',
  name: 'The Davokar run',
  description: '',
  systems: ['symbaroum'],
  houseRules: {},
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  archivedAt: null,
  rewardCarry: {},
}

const entry: JournalRecord = journalEntry({
  id: 'j1',
  campaignId: 'camp',
  title: 'Session 1',
  session: 1,
  date: '2026-11-01',
  body: 'We met.',
  tags: ['start'],
  characterIds: ['a'],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
})

function bundle(part: Partial<Bundle>): Bundle {
  return { characters: [], campaigns: [], journal: [], settings: [], rolls: [], ...part }
}

beforeEach(() => {
  db = new QuillkeepDatabase(`transfer-test-${++counter}`)
  useDatabase(db)
})

describe('transfer repository', () => {
  it('adds new records and reads them back by character, campaign and everything', async () => {
    const outcome = await transferRepo.write(
      bundle({
        characters: [character('a', 'Tova', 'camp'), character('b', 'Edda')],
        campaigns: [campaign],
        journal: [entry],
        settings: [{ key: 'theme', value: 'dark' }],
      }),
    )
    expect(outcome).toEqual({ added: 4, replaced: 0, unchanged: 0, trashed: [] })
    expect((await transferRepo.character('b'))?.characters.map((c) => c.name)).toEqual(['Edda'])
    const party = await transferRepo.campaign('camp')
    expect(party?.characters.map((c) => c.id)).toEqual(['a'])
    expect(party?.journal).toEqual([entry])
    const all = await transferRepo.everything()
    expect(all.characters).toHaveLength(2)
    expect(all.settings).toEqual([{ key: 'theme', value: 'dark' }])
    expect(await transferRepo.character('missing')).toBeNull()
  })

  it('carries the roll log in backups only, and restores it without dropping newer rolls', async () => {
    const roll = (id: string, result: string) => ({
      id,
      at: '2026-11-01T00:00:00.000Z',
      characterId: 'a',
      characterName: 'Tova',
      label: 'Accurate test',
      result,
    })
    await transferRepo.write(
      bundle({ characters: [character('a', 'Tova', 'camp')], campaigns: [campaign] }),
    )
    await db.rolls.bulkAdd([roll('r1', '7: success'), roll('r2', '15: failure')])
    const backup = await transferRepo.everything()
    expect(backup.rolls.map((r) => r.id).sort()).toEqual(['r1', 'r2'])
    expect((await transferRepo.character('a'))?.rolls).toEqual([])
    expect((await transferRepo.campaign('camp'))?.rolls).toEqual([])

    // Later: r1 is changed, r3 is new. Restoring the backup brings r1 back and keeps r3.
    await db.rolls.put(roll('r1', 'changed'))
    await db.rolls.add(roll('r3', '2: success'))
    await transferRepo.write(backup)
    expect(await db.rolls.get('r1')).toEqual(roll('r1', '7: success'))
    expect((await db.rolls.toArray()).map((r) => r.id).sort()).toEqual(['r1', 'r2', 'r3'])
  })

  it('replacing a character keeps the old one in the trash under a new id', async () => {
    await transferRepo.write(bundle({ characters: [character('a', 'Tova')] }))
    const changed = {
      ...character('a', 'Tova'),
      data: { ...(character('a', 'Tova').data as object), notes: 'from the file' },
    }
    const outcome = await transferRepo.write(
      bundle({ characters: [changed] }),
      '2026-11-22T10:00:00.000Z',
    )
    expect(outcome.replaced).toBe(1)
    expect(outcome.trashed).toHaveLength(1)
    expect((await db.characters.get('a'))?.data).toMatchObject({ notes: 'from the file' })
    const kept = await db.characters.get(outcome.trashed[0]!)
    expect(kept).toMatchObject({
      name: 'Tova (replaced 2026-11-22)',
      deletedAt: '2026-11-22T10:00:00.000Z',
    })
    expect(kept?.data).toEqual(character('a', 'Tova').data)
  })

  it('writes nothing at all when any record fails', async () => {
    await transferRepo.write(bundle({ characters: [character('a', 'Tova')] }))
    const bad = { ...entry, id: undefined } as unknown as JournalRecord // no primary key: the put fails
    await expect(
      transferRepo.write(bundle({ characters: [character('b', 'Edda')], journal: [bad] })),
    ).rejects.toThrow()
    expect(await db.characters.count()).toBe(1)
    expect(await db.characters.get('b')).toBeUndefined()
  })
})

describe('the search index hears about an import', () => {
  it('gets the entries as they are written, then whether the import committed', async () => {
    const heard: string[] = []
    const stop = onJournalImport({
      importing: (campaignId, entries) =>
        heard.push(`${campaignId}: ${entries.map((e) => e.id).join(',')}`),
      imported: (campaignId, committed) =>
        heard.push(`${campaignId} ${committed ? 'committed' : 'failed'}`),
    })
    await transferRepo.write(bundle({ campaigns: [campaign], journal: [entry] }))
    expect(heard).toEqual(['camp: j1', 'camp committed'])

    // A write the database refuses (a setting that is not one) rolls back: the index is told.
    heard.length = 0
    const second = { ...entry, id: 'j2', updatedAt: '2026-11-02T00:00:00.000Z' }
    await expect(
      transferRepo.write(
        bundle({ journal: [second], settings: [{ key: 42 } as unknown as Bundle['settings'][0]] }),
      ),
    ).rejects.toThrow()
    expect(heard).toEqual(['camp: j2', 'camp failed'])
    expect(await db.journal.get('j2')).toBeUndefined()
    stop()
  })
})
