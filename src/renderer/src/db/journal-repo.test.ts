import { beforeEach, describe, expect, it } from 'vitest'
import { campaign, journalEntry } from '@shared/journal'
import type { CharacterRecord } from '@shared/records'
import { systems } from '@systems/index'
import { balance } from '@systems/common/ledger'
import { resolveHouseRules } from '@systems/types'
import { QuillkeepDatabase } from './database'
import { useDatabase } from './connection'
import { journalRepo, journalRolls, onJournalChange } from './journal-repo'

let counter = 0
let db: QuillkeepDatabase
const at = '2026-11-01T00:00:00.000Z'

function heimr(id: string, name: string): CharacterRecord {
  return {
    id,
    system: 'heimr',
    dataVersion: systems.heimr.dataVersion,
    name,
    campaignId: 'camp',
    data: systems.heimr.create({ name }, resolveHouseRules(systems.heimr.houseRules)),
    ledger: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }
}

const entry = (
  id: string,
  session: number,
  extra: Partial<Parameters<typeof journalEntry>[0]> = {},
) =>
  journalEntry({
    id,
    campaignId: 'camp',
    title: `Session ${session}`,
    session,
    createdAt: at,
    updatedAt: at,
    ...extra,
  })

beforeEach(async () => {
  db = new QuillkeepDatabase(`journal-repo-${++counter}`)
  useDatabase(db)
  await db.campaigns.put(campaign({ id: 'camp', name: 'Camp', createdAt: at, updatedAt: at }))
})

describe('journalRepo', () => {
  it('lists the timeline newest session first, without the trash, and restores', async () => {
    await journalRepo.putMany([entry('a', 1), entry('b', 3), entry('c', 2)])
    await db.journal.put(entry('other', 9, { campaignId: 'elsewhere' }))
    expect(await journalRepo.timeline('camp')).toEqual(['b', 'c', 'a'])
    await journalRepo.trash('c')
    expect(await journalRepo.timeline('camp')).toEqual(['b', 'a'])
    expect((await journalRepo.trashed('camp')).map((e) => e.id)).toEqual(['c'])
    await journalRepo.restore('c')
    expect(await journalRepo.timeline('camp')).toEqual(['b', 'c', 'a'])
    expect(await journalRepo.nextSession('camp')).toBe(4)
  })

  it('starts an entry numbered after the last session, the trash included, and announces it', async () => {
    await db.journal.bulkPut([entry('a', 2), entry('b', 5, { deletedAt: at })])
    const heard: string[][] = []
    const stop = onJournalChange((_, ids) => heard.push(ids))
    const made = await journalRepo.create('camp', '2026-11-20T09:30:00.000Z')
    stop()
    expect(made).toMatchObject({ title: 'Session 6', session: 6, date: '2026-11-20', body: '' })
    expect(await journalRepo.get(made.id)).toEqual(made)
    expect(heard).toEqual([[made.id]])
  })

  it('reads a first page of the newest entries, skipping the trash', async () => {
    await journalRepo.putMany([entry('a', 1), entry('b', 2), entry('c', 3), entry('d', 4)])
    await journalRepo.trash('c')
    expect((await journalRepo.firstPage('camp', 2)).map((e) => e.id)).toEqual(['d', 'b'])
  })

  it('deletes forever only from the trash, and tells listeners about every write', async () => {
    const seen: string[][] = []
    const stop = onJournalChange((_c, ids) => seen.push(ids))
    await journalRepo.put(entry('a', 1))
    await expect(journalRepo.deleteForever('a')).rejects.toThrow(/trash first/)
    await journalRepo.trash('a')
    await journalRepo.deleteForever('a')
    stop()
    expect(await journalRepo.get('a')).toBeUndefined()
    expect(seen).toEqual([['a'], ['a'], ['a']])
  })

  it('finds backlinks and the entries about a character', async () => {
    await journalRepo.putMany([
      entry('a', 1, { characterIds: ['h1'] }),
      entry('b', 2, { entryIds: ['a'], characterIds: ['h1', 'h2'] }),
    ])
    expect((await journalRepo.backlinks('a')).map((e) => e.id)).toEqual(['b'])
    expect((await journalRepo.forCharacter('h1')).map((e) => e.id)).toEqual(['b', 'a'])
  })

  it('posts an award to every ledger in one go and undoes it on all of them', async () => {
    await db.characters.bulkPut([heimr('h1', 'Ada'), heimr('h2', 'Bo')])
    await journalRepo.put(entry('a', 1))
    const posted = await journalRepo.award('a', {
      kind: 'xp',
      amount: 9,
      note: '',
      characterIds: ['h1', 'h2'],
    })
    const [ada, bo] = await db.characters.bulkGet(['h1', 'h2'])
    expect([balance(ada!.ledger, 'xp'), balance(bo!.ledger, 'xp')]).toEqual([4, 4])
    expect(ada!.ledger[0]!.journalEntryId).toBe('a')
    expect((await db.campaigns.get('camp'))!.rewardCarry).toEqual({ 'heimr:xp': 1 })

    await journalRepo.undoAward('a', posted.awards[0]!.id)
    const [ada2, bo2] = await db.characters.bulkGet(['h1', 'h2'])
    expect([balance(ada2!.ledger, 'xp'), balance(bo2!.ledger, 'xp')]).toEqual([0, 0])
    expect((await db.campaigns.get('camp'))!.rewardCarry).toEqual({ 'heimr:xp': 0 })
    expect((await journalRepo.get('a'))!.awards[0]!.undoneAt).toBeDefined()
  })

  it('writes nothing when an award is refused', async () => {
    await db.characters.bulkPut([heimr('h1', 'Ada')])
    await journalRepo.put(entry('a', 1))
    await expect(
      journalRepo.award('a', { kind: 'coins', amount: 5, note: '', characterIds: ['h1'] }),
    ).rejects.toThrow(/cannot receive this award/)
    expect((await db.characters.get('h1'))!.ledger).toEqual([])
    expect((await journalRepo.get('a'))!.awards).toEqual([])
  })

  it('attaches rolls to an entry once each, and detaches one', async () => {
    await journalRepo.put(entry('a', 1))
    const roll = (id: string) => ({
      id,
      at,
      characterId: 'h1',
      characterName: 'Ada',
      label: 'Brawl challenge',
      result: 'success',
    })
    await journalRolls.attach('a', [roll('r1'), roll('r2')])
    const twice = await journalRolls.attach('a', [roll('r2')])
    expect(twice.rolls.map((r) => [r.id, r.journalEntryId])).toEqual([
      ['r1', 'a'],
      ['r2', 'a'],
    ])
    const after = await journalRolls.detach('a', 'r1')
    expect(after.rolls.map((r) => r.id)).toEqual(['r2'])
    expect((await journalRepo.get('a'))!.rolls.map((r) => r.id)).toEqual(['r2'])
  })
})
