import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { journalEntry } from '@shared/journal'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { rollsRepo } from '@renderer/db/rolls-repo'
import { useRollsStore } from './rolls'

let counter = 0
let db: QuillkeepDatabase

beforeEach(() => {
  db = new QuillkeepDatabase(`rolls-test-${++counter}`)
  useDatabase(db)
  setActivePinia(createPinia())
})

const roll = (characterId: string, label: string, at: string) => ({
  input: { characterId, characterName: characterId, label, result: 'rolled 7 vs 12: success' },
  at,
})

describe('rolls store and repository', () => {
  it('records rolls with an id and time, and lists a party’s unattached rolls since a time', async () => {
    const rolls = useRollsStore()
    const before = rolls.revision
    const a = roll('tova', 'Accurate test', '2026-11-01T10:00:00.000Z')
    const first = await rolls.record(a.input, a.at)
    expect(first).toMatchObject({ characterId: 'tova', label: 'Accurate test', at: a.at })
    expect(first?.id).toMatch(/\w/)
    expect(rolls.revision).toBe(before + 1)
    await rolls.record(
      roll('sigrun', 'Strength challenge', '2026-11-02T10:00:00.000Z').input,
      '2026-11-02T10:00:00.000Z',
    )
    await rolls.record(
      roll('other', 'Not in the party', '2026-11-02T11:00:00.000Z').input,
      '2026-11-02T11:00:00.000Z',
    )
    await rolls.record(
      roll('tova', 'Quick test', '2026-11-03T10:00:00.000Z').input,
      '2026-11-03T10:00:00.000Z',
    )

    const all = await rolls.unattached(['tova', 'sigrun'])
    expect(all.map((r) => r.label)).toEqual(['Accurate test', 'Strength challenge', 'Quick test'])
    const recent = await rolls.unattached(['tova', 'sigrun'], '2026-11-02T00:00:00.000Z')
    expect(recent.map((r) => r.label)).toEqual(['Strength challenge', 'Quick test'])
    expect(await rolls.unattached([])).toEqual([])
  })

  it('attaches rolls to an entry, hides them from the unattached list, and detaches them', async () => {
    const rolls = useRollsStore()
    const one = (await rolls.record(roll('tova', 'One', '').input, '2026-11-01T10:00:00.000Z'))!
    const two = (await rolls.record(roll('tova', 'Two', '').input, '2026-11-01T11:00:00.000Z'))!
    const copies = await rolls.attach([one], 'entry-1')
    expect(copies).toEqual([{ ...one, journalEntryId: 'entry-1' }])
    expect((await rollsRepo.get(one.id))?.journalEntryId).toBe('entry-1')
    expect((await rolls.unattached(['tova'])).map((r) => r.id)).toEqual([two.id])
    // The entry's own marked rolls are offered to that entry (it filters the ones it holds).
    expect((await rolls.unattached(['tova'], '', 'entry-1')).map((r) => r.id)).toEqual([
      one.id,
      two.id,
    ])
    await rolls.detach(one.id)
    expect(await rollsRepo.get(one.id)).not.toHaveProperty('journalEntryId')
    expect((await rolls.unattached(['tova'])).map((r) => r.id)).toEqual([one.id, two.id])
  })

  it('never throws when a roll cannot be logged, and says so', async () => {
    const rolls = useRollsStore()
    db.close()
    await db.delete()
    const broken = new QuillkeepDatabase(`rolls-test-broken-${counter}`)
    broken.close()
    useDatabase(broken)
    await expect(rolls.record(roll('tova', 'Lost', '').input)).resolves.toBeNull()
    expect(rolls.error).toMatch(/not logged/)
  })

  it('records for the open character only when there is one, and trims long text', async () => {
    const rolls = useRollsStore()
    expect(await rolls.recordFor(null, 'Test', 'x')).toBeNull()
    const made = await rolls.recordFor({ id: 'c', name: 'Cai' }, '  ', 'y'.repeat(900))
    expect(made).toMatchObject({ characterName: 'Cai', label: 'Roll' })
    expect(made?.result).toHaveLength(500)
  })

  it('finds the entry before one in its campaign, skipping the trash and the entry itself', async () => {
    const at = (d: number) => `2026-11-0${d}T00:00:00.000Z`
    const e = (id: string, session: number, created: number, extra = {}) =>
      journalEntry({
        id,
        campaignId: 'camp',
        session,
        createdAt: at(created),
        updatedAt: at(created),
        ...extra,
      })
    await db.journal.bulkPut([
      e('s1', 1, 1),
      e('s2', 2, 2),
      e('s2b', 2, 3),
      e('s3-trashed', 3, 4, { deletedAt: at(5) }),
      e('s4', 4, 6),
      e('other', 3, 5, { campaignId: 'elsewhere' }),
    ])
    const get = async (id: string) => (await db.journal.get(id))!
    expect((await rollsRepo.previousEntry(await get('s4')))?.id).toBe('s2b')
    expect((await rollsRepo.previousEntry(await get('s2b')))?.id).toBe('s2')
    expect((await rollsRepo.previousEntry(await get('s2')))?.id).toBe('s1')
    expect(await rollsRepo.previousEntry(await get('s1'))).toBeUndefined()
  })
})
