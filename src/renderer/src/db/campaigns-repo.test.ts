import { sampleCharacter } from '@shared/file-fixtures'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CharacterRecord } from '@shared/records'
import { QuillkeepDatabase } from './database'
import { useDatabase } from './connection'
import { CampaignError, campaignsRepo } from './campaigns-repo'
import { searchIndexRepo } from './search-index-repo'
import { journalEntry } from '@shared/journal'

let counter = 0
let db: QuillkeepDatabase
const at = '2026-11-01T00:00:00.000Z'

function character(
  id: string,
  system: 'symbaroum' | 'heimr' | 'murdham',
  campaignId: string | null,
): CharacterRecord {
  return {
    ...sampleCharacter(system, id, campaignId),
    name: id,
    ledger: [],
    createdAt: at,
    updatedAt: at,
  }
}

beforeEach(() => {
  db = new QuillkeepDatabase(`campaigns-repo-test-${++counter}`)
  useDatabase(db)
})

describe('campaigns repository', () => {
  it('creates a campaign with a trimmed name and every field at its default', async () => {
    const created = await campaignsRepo.create({ name: '  Davokar  ', description: 'Woods' }, at)
    expect(created).toMatchObject({
      name: 'Davokar',
      description: 'Woods',
      systems: [],
      houseRules: {},
      archivedAt: null,
      rewardCarry: {},
      createdAt: at,
    })
    expect(await campaignsRepo.get(created.id)).toEqual(created)
  })

  it('refuses an empty or overlong name and writes nothing', async () => {
    await expect(campaignsRepo.create({ name: '   ' })).rejects.toThrow('Give the campaign a name.')
    await expect(campaignsRepo.create({ name: 'x'.repeat(121) })).rejects.toBeInstanceOf(
      CampaignError,
    )
    const made = await campaignsRepo.create({ name: 'Kept' })
    await expect(campaignsRepo.update(made.id, { name: '' })).rejects.toThrow(/name/)
    expect((await campaignsRepo.list()).map((c) => c.name)).toEqual(['Kept'])
  })

  it('renames, archives and restores', async () => {
    const made = await campaignsRepo.create({ name: 'Old' }, at)
    await campaignsRepo.update(made.id, { name: 'New', description: 'Text' })
    const archived = await campaignsRepo.setArchived(made.id, true, '2026-11-02T00:00:00.000Z')
    expect(archived).toMatchObject({ name: 'New', description: 'Text' })
    expect(archived.archivedAt).toBe('2026-11-02T00:00:00.000Z')
    expect((await campaignsRepo.setArchived(made.id, false)).archivedAt).toBeNull()
    await expect(campaignsRepo.setArchived('missing', true)).rejects.toThrow(/no longer exists/)
  })

  it('sets and clears campaign house rules per system, refusing values that are not numbers', async () => {
    const made = await campaignsRepo.create({ name: 'Rules' })
    await campaignsRepo.setHouseRule(made.id, 'symbaroum', 'attributePointTotal', 70)
    await campaignsRepo.setHouseRule(made.id, 'heimr', 'startingWillpower', 4)
    expect((await campaignsRepo.get(made.id))?.houseRules).toEqual({
      symbaroum: { attributePointTotal: 70 },
      heimr: { startingWillpower: 4 },
    })
    await campaignsRepo.setHouseRule(made.id, 'heimr', 'startingWillpower', null)
    expect((await campaignsRepo.get(made.id))?.houseRules).toEqual({
      symbaroum: { attributePointTotal: 70 },
    })
    await expect(
      campaignsRepo.setHouseRule(made.id, 'symbaroum', 'attributePointTotal', Number.NaN),
    ).rejects.toThrow(/number/)
  })

  it('moves characters between parties, keeps them when removed, and lists party systems', async () => {
    const one = await campaignsRepo.create({ name: 'A one' })
    const two = await campaignsRepo.create({ name: 'B two' })
    await db.characters.bulkPut([
      character('tova', 'symbaroum', null),
      character('sigrun', 'heimr', null),
      character('gone', 'murdham', null),
    ])
    await campaignsRepo.setCampaign('tova', one.id)
    await campaignsRepo.setCampaign('sigrun', one.id)
    await campaignsRepo.setCampaign('gone', one.id)
    await db.characters.update('gone', { deletedAt: at })
    let summaries = await campaignsRepo.summaries()
    expect(summaries.map((s) => [s.campaign.name, s.members, s.systems])).toEqual([
      ['A one', 2, ['heimr', 'symbaroum']],
      ['B two', 0, []],
    ])
    await campaignsRepo.setCampaign('sigrun', two.id)
    expect((await campaignsRepo.get(two.id))?.systems).toEqual(['heimr'])
    await campaignsRepo.setCampaign('tova', null)
    expect(await db.characters.get('tova')).toMatchObject({ campaignId: null })
    summaries = await campaignsRepo.summaries()
    expect(summaries.map((s) => s.members)).toEqual([0, 1])
    expect((await campaignsRepo.party(one.id)).map((c) => c.id)).toEqual(['gone'])
    await expect(campaignsRepo.setCampaign('nobody', one.id)).rejects.toThrow(/no longer exists/)
    await expect(campaignsRepo.setCampaign('tova', 'missing')).rejects.toThrow(/no longer exists/)
    expect(await db.characters.get('tova')).toMatchObject({ campaignId: null })
  })

  it('deletes an archived campaign for good: journal and index go, characters and their awards stay', async () => {
    const doomed = await campaignsRepo.create({ name: 'Doomed' }, at)
    const kept = await campaignsRepo.create({ name: 'Kept' }, at)
    const hero = {
      ...character('hero', 'symbaroum', doomed.id),
      ledger: [
        {
          id: 'award-1',
          kind: 'award' as const,
          currency: 'xp',
          amount: 5,
          at,
          note: 'Session 1',
          journalEntryId: 'd1',
          changes: [],
        },
      ],
    } as CharacterRecord
    await db.characters.bulkAdd([hero, character('other', 'heimr', kept.id)])
    await db.journal.bulkAdd([
      journalEntry({ id: 'd1', campaignId: doomed.id, createdAt: at, updatedAt: at }),
      journalEntry({
        id: 'd2',
        campaignId: doomed.id,
        createdAt: at,
        updatedAt: at,
        deletedAt: at,
      }),
      journalEntry({ id: 'k1', campaignId: kept.id, createdAt: at, updatedAt: at }),
    ])
    await db.searchIndexes.bulkAdd([
      { campaignId: doomed.id, format: 1, savedAt: at, entries: {}, index: '' },
      { campaignId: kept.id, format: 1, savedAt: at, entries: {}, index: '' },
    ] as never)
    await db.rolls.bulkAdd([
      {
        id: 'r1',
        at,
        characterId: 'hero',
        characterName: 'hero',
        label: 'Test',
        result: '12',
        journalEntryId: 'd1',
      },
      { id: 'r2', at, characterId: 'hero', characterName: 'hero', label: 'Test', result: '3' },
    ])

    // Encounters (#23): the doomed campaign's, one in the trash, go with it, exactly as its journal.
    const encounter = (id: string, campaignId: string, deletedAt: string | null = null) => ({
      id,
      campaignId,
      name: `Fight ${id}`,
      round: 1,
      turn: 0,
      combatants: [],
      order: [],
      log: [],
      createdAt: at,
      updatedAt: at,
      endedAt: null,
      deletedAt,
    })
    await db.encounters.bulkAdd([
      encounter('fight-1', doomed.id),
      encounter('fight-2', doomed.id, at),
      encounter('fight-3', kept.id),
    ])

    // Not archived: refused, nothing changes.
    await expect(campaignsRepo.deleteForever(doomed.id)).rejects.toThrow(
      'Archive the campaign before deleting it.',
    )
    expect(await db.journal.count()).toBe(3)
    expect(await db.encounters.count()).toBe(3)

    expect(await campaignsRepo.deletionPreview(doomed.id)).toEqual({
      entries: 2,
      characters: 1,
      encounters: 2,
    })
    await campaignsRepo.setArchived(doomed.id, true)
    const later = '2026-11-05T00:00:00.000Z'
    expect(await campaignsRepo.deleteForever(doomed.id, later)).toEqual({
      entries: 2,
      characters: 1,
      encounters: 2,
    })

    expect(await campaignsRepo.get(doomed.id)).toBeUndefined()
    expect((await db.journal.toArray()).map((e) => e.id)).toEqual(['k1'])
    expect(await db.encounters.toCollection().primaryKeys()).toEqual(['fight-3'])
    expect((await db.searchIndexes.toArray()).map((r) => r.campaignId)).toEqual([kept.id])
    const after = await db.characters.get('hero')
    expect(after).toMatchObject({ campaignId: null, updatedAt: later })
    expect(after?.ledger).toEqual(hero.ledger)
    expect(await db.characters.get('other')).toMatchObject({ campaignId: kept.id })
    expect((await db.rolls.get('r1'))?.journalEntryId).toBeUndefined()
    expect(await db.rolls.get('r2')).toMatchObject({ result: '3' })
    // The search worker's late save of the deleted campaign's index is dropped.
    await searchIndexRepo.save(
      db,
      {
        campaignId: doomed.id,
        format: 1,
        savedAt: later,
        entries: {},
        index: '',
      } as never,
      later,
    )
    expect(await db.searchIndexes.count()).toBe(1)
  })

  it('refuses to delete a campaign that no longer exists', async () => {
    await expect(campaignsRepo.deleteForever('gone')).rejects.toThrow(
      'That campaign no longer exists.',
    )
  })
})
