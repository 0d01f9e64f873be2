import { beforeEach, describe, expect, it } from 'vitest'
import { damage, nextTurn, startEncounter, type Encounter } from '@shared/encounter'
import { withFreshIds } from '@shared/files'
import { campaign } from '@shared/journal'
import { sampleCharacter } from '@shared/file-fixtures'
import { createRng } from '@systems/common/dice'
import { getSystem } from '@systems/index'
import { QuillkeepDatabase } from './database'
import { useDatabase } from './connection'
import { encountersRepo } from './encounters-repo'
import { transferRepo } from './transfer-repo'
import { RefusedRecordError } from './storable'

let counter = 0
let db: QuillkeepDatabase
const at = '2026-11-01T00:00:00.000Z'
const later = '2026-11-02T00:00:00.000Z'

function fight(id: string, campaignId = 'camp', heroId = 'hero'): Encounter {
  return startEncounter(
    {
      id,
      campaignId,
      name: `Fight ${id}`,
      party: [
        {
          characterId: heroId,
          name: 'Tova',
          system: 'cairn-ap',
          data: getSystem('cairn-ap').create({ name: 'Tova' }, {}),
        },
      ],
      foes: [{ id: 'wolf', name: 'Wolf', system: 'cairn-ap', values: {} }],
    },
    createRng(3),
  )
}

beforeEach(async () => {
  db = new QuillkeepDatabase(`encounters-repo-${++counter}`)
  useDatabase(db)
  await db.campaigns.bulkPut([
    campaign({ id: 'camp', name: 'Saltmarsh', createdAt: at, updatedAt: at }),
    campaign({ id: 'other', name: 'Elsewhere', createdAt: at, updatedAt: at }),
  ])
})

describe('encounters repository', () => {
  it('saves the model’s encounter, keeping when it began, and ends it', async () => {
    const started = fight('e1')
    const first = await encountersRepo.save(started, { now: at })
    expect(first).toMatchObject({ createdAt: at, updatedAt: at, endedAt: null, deletedAt: null })
    const hit = damage(nextTurn(started), 'wolf', 2, 'hero').encounter
    await encountersRepo.save(hit, { now: later, ended: true })
    const read = await encountersRepo.get('e1')
    expect(read).toMatchObject({ createdAt: at, updatedAt: later, endedAt: later })
    expect(read?.log).toEqual(hit.log)
    expect(read?.combatants).toEqual(hit.combatants)
    // Ended stays ended.
    await encountersRepo.save(hit, { now: '2026-11-03T00:00:00.000Z' })
    expect((await encountersRepo.get('e1'))?.endedAt).toBe(later)
  })

  it('lists a campaign’s encounters, newest first, with a trash', async () => {
    await encountersRepo.save(fight('e1'), { now: at })
    await encountersRepo.save(fight('e2'), { now: later })
    await encountersRepo.save(fight('e3', 'other'), { now: later })
    expect((await encountersRepo.list('camp')).map((e) => e.id)).toEqual(['e2', 'e1'])

    await expect(encountersRepo.deleteForever('e1')).rejects.toThrow(/trash first/)
    await encountersRepo.trash('e1', '2026-11-03T00:00:00.000Z')
    expect((await encountersRepo.list('camp')).map((e) => e.id)).toEqual(['e2'])
    expect((await encountersRepo.trashed('camp')).map((e) => e.id)).toEqual(['e1'])
    expect(await encountersRepo.trashed('other')).toEqual([])

    await encountersRepo.restore('e1', '2026-11-04T00:00:00.000Z')
    expect((await encountersRepo.list('camp')).map((e) => e.id)).toEqual(['e1', 'e2'])
    await encountersRepo.trash('e1')
    await encountersRepo.deleteForever('e1')
    expect(await encountersRepo.get('e1')).toBeUndefined()
    await encountersRepo.deleteForever('e1') // gone already: nothing to do
  })

  it('refuses a record import would refuse, and stores nothing', async () => {
    const record = await encountersRepo.save(fight('e1'), { now: at })
    const broken = { ...record, order: [{ combatantId: 'ghost', detail: '' }] }
    await expect(encountersRepo.put(broken)).rejects.toBeInstanceOf(RefusedRecordError)
    expect(await encountersRepo.get('e1')).toEqual(record)
  })
})

describe('encounters move with their campaign', () => {
  it('a campaign’s export carries its encounters, the trash included, and no other campaign’s', async () => {
    await db.characters.put({ ...sampleCharacter('symbaroum', 'hero', 'camp'), ledger: [] })
    await encountersRepo.save(fight('e1'), { now: at })
    await encountersRepo.save(fight('e2'), { now: at })
    await encountersRepo.trash('e2', later)
    await encountersRepo.save(fight('e3', 'other'), { now: at })
    const bundle = await transferRepo.campaign('camp')
    expect(bundle?.encounters?.map((e) => e.id).sort()).toEqual(['e1', 'e2'])
    const everything = await transferRepo.everything()
    expect(everything.encounters?.map((e) => e.id).sort()).toEqual(['e1', 'e2', 'e3'])
    expect((await transferRepo.existingIds()).encounters).toEqual(new Set(['e1', 'e2', 'e3']))
  })

  it('an import writes encounters (unchanged ones left alone), and a copy follows its ids', async () => {
    const hero = { ...sampleCharacter('symbaroum', 'hero', 'camp'), ledger: [] }
    await db.characters.put(hero)
    const record = await encountersRepo.save(fight('e1'), { now: at })
    const bundle = (await transferRepo.campaign('camp'))!

    // Again as it is: nothing to write.
    const same = await transferRepo.write(bundle)
    expect(same).toMatchObject({ added: 0, replaced: 0, unchanged: 3 })

    // A changed encounter replaces the stored one.
    const changed = { ...record, round: 4, updatedAt: later }
    const replaced = await transferRepo.write({ ...bundle, encounters: [changed] })
    expect(replaced).toMatchObject({ replaced: 1 })
    expect((await encountersRepo.get('e1'))?.round).toBe(4)

    // As copies: a new campaign, character and encounter, linked to each other.
    const copy = withFreshIds(bundle)
    const outcome = await transferRepo.write(copy)
    expect(outcome).toMatchObject({ added: 3, replaced: 0 })
    const newCampaign = copy.campaigns[0]!.id
    const newHero = copy.characters[0]!.id
    const [copied] = await encountersRepo.list(newCampaign)
    expect(copied?.id).not.toBe('e1')
    expect(copied?.combatants.map((c) => c.id)).toEqual([newHero, 'wolf'])
    expect((await encountersRepo.list('camp')).map((e) => e.id)).toEqual(['e1'])
  })

  it('an import with an encounter the database refuses writes nothing at all', async () => {
    const record = await encountersRepo.save(fight('e1'), { now: at })
    const bundle = (await transferRepo.campaign('camp'))!
    const newCampaign = campaign({ id: 'fresh', name: 'Fresh', createdAt: at, updatedAt: at })
    const broken = { ...record, id: 'e2', turn: 9 }
    await expect(
      transferRepo.write({ ...bundle, campaigns: [newCampaign], encounters: [broken] }),
    ).rejects.toBeInstanceOf(RefusedRecordError)
    expect(await db.campaigns.get('fresh')).toBeUndefined()
    expect(await encountersRepo.get('e2')).toBeUndefined()
  })
})
