import { describe, expect, it } from 'vitest'
import { systems, type SystemId } from '../systems/index'
import { balance, recordPurchase, undoEntry } from '../systems/common/ledger'
import { resolveHouseRules, type CharacterRecord, type GameSystem } from '../systems/types'
import { planAward, planUndoAward, rewardKindsFor } from './awards'
import { campaign, journalEntry } from './journal'

const at = '2026-11-01T10:00:00.000Z'

function member(id: string, system: SystemId, name = id): CharacterRecord {
  const s = systems[system] as unknown as GameSystem<unknown>
  return {
    id,
    system,
    dataVersion: s.dataVersion,
    name,
    campaignId: 'camp',
    data: s.create({ name }, resolveHouseRules(s.houseRules)),
    ledger: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }
}

const camp = campaign({ id: 'camp', name: 'Mixed', createdAt: at, updatedAt: at })
const entry = journalEntry({
  id: 'e1',
  campaignId: 'camp',
  title: 'The bridge',
  session: 3,
  createdAt: at,
  updatedAt: at,
})
const party = [member('h1', 'heimr'), member('h2', 'heimr'), member('s1', 'symbaroum', 'Tova')]

describe('planAward', () => {
  it("lets each system's rule decide its characters' shares, linked to the entry", () => {
    const result = planAward(entry, camp, party, {
      kind: 'xp',
      amount: 101,
      note: 'for the bridge',
      characterIds: ['h1', 'h2', 's1'],
    })
    // Heimr: 101 ÷ 2 present = 50 each, 1 carried; Symbaroum: as given.
    expect(result.award.shares.map((s) => [s.characterId, s.amount])).toEqual([
      ['h1', 50],
      ['h2', 50],
      ['s1', 101],
    ])
    expect(result.campaign.rewardCarry).toEqual({ 'heimr:xp': 1 })
    expect(result.award.carried).toEqual({ 'heimr:xp': { before: 0, after: 1 } })
    for (const character of result.characters) {
      const ledgerEntry = character.ledger.at(-1)!
      expect(ledgerEntry).toMatchObject({
        kind: 'award',
        currency: 'xp',
        journalEntryId: 'e1',
        note: 'The bridge: for the bridge',
      })
      expect(result.award.shares.find((s) => s.characterId === character.id)?.ledgerEntryId).toBe(
        ledgerEntry.id,
      )
    }
    expect(result.entry.awards).toEqual([result.award])
  })

  it('carries the Heimr remainder into the next award', () => {
    const first = planAward(entry, camp, party, {
      kind: 'xp',
      amount: 5,
      note: '',
      characterIds: ['h1', 'h2'],
    })
    const second = planAward(first.entry, first.campaign, first.characters, {
      kind: 'xp',
      amount: 5,
      note: '',
      characterIds: ['h1', 'h2'],
    })
    // 5 ÷ 2 = 2 each, 1 carried; then 5 + 1 = 6 ÷ 2 = 3 each, 0 carried.
    expect(second.award.shares.map((s) => s.amount)).toEqual([3, 3])
    expect(second.campaign.rewardCarry['heimr:xp']).toBe(0)
    expect(second.characters.map((c) => balance(c.ledger, 'xp'))).toEqual([5, 5])
  })

  it('refuses, changing nothing, a reward a recipient system does not have', () => {
    const mixed = [...party, member('m1', 'murdham', 'Odo')]
    expect(() =>
      planAward(entry, camp, mixed, {
        kind: 'xp',
        amount: 10,
        note: '',
        characterIds: ['s1', 'm1'],
      }),
    ).toThrow(/Murdham characters cannot receive this award \(Odo\); Murdham offers: Coins/)
    expect(mixed[0]!.ledger).toEqual([])
  })

  it('refuses bad amounts, nobody chosen and characters outside the party', () => {
    const award = (amount: number, ids: string[]) =>
      planAward(entry, camp, party, { kind: 'xp', amount, note: '', characterIds: ids })
    expect(() => award(0, ['s1'])).toThrow(/whole number above 0/)
    expect(() => award(2.5, ['s1'])).toThrow(/whole number above 0/)
    expect(() => award(5, [])).toThrow(/at least one/)
    expect(() => award(5, ['stranger'])).toThrow(/no longer in the party/)
  })

  it("leaves a newer Quillkeep's character untouched: it cannot be given an award here", () => {
    const newer = { ...member('n1', 'symbaroum', 'Tomorrow'), dataVersion: 999 }
    expect(() =>
      planAward(entry, camp, [...party, newer], {
        kind: 'xp',
        amount: 5,
        note: '',
        characterIds: ['s1', 'n1'],
      }),
    ).toThrow(
      'Tomorrow was made by a newer Quillkeep and is read-only here; leave them out of this award.',
    )
  })

  it('lists the reward kinds of the systems in a party', () => {
    expect(rewardKindsFor(['heimr', 'murdham', 'symbaroum'])).toEqual([
      { id: 'xp', label: 'Experience', systems: ['heimr', 'symbaroum'] },
      { id: 'coins', label: 'Coins', systems: ['murdham'] },
    ])
  })
})

describe('planUndoAward', () => {
  const posted = planAward(entry, camp, party, {
    kind: 'xp',
    amount: 101,
    note: '',
    characterIds: ['h1', 'h2', 's1'],
  })

  it('undoes the award on every character and gives back the carry', () => {
    const undone = planUndoAward(posted.entry, posted.campaign, posted.characters, posted.award.id)
    expect(undone.characters.map((c) => balance(c.ledger, 'xp'))).toEqual([0, 0, 0])
    expect(undone.characters.every((c) => c.ledger.at(-1)!.undoneAt)).toBe(true)
    expect(undone.campaign.rewardCarry['heimr:xp']).toBe(0)
    expect(undone.entry.awards[0]!.undoneAt).toBeDefined()
    expect(() =>
      planUndoAward(undone.entry, undone.campaign, undone.characters, posted.award.id),
    ).toThrow(/already undone/)
  })

  it('changes nothing when a character already spent the share, and says who', () => {
    const tova = posted.characters.find((c) => c.id === 's1')!
    const plan = { label: 'Acrobatics (novice)', currency: 'xp', cost: 60, changes: [] }
    const bought = recordPurchase(tova.data, tova.ledger, plan)
    const spent = posted.characters.map((c) =>
      c.id === 's1' ? { ...c, data: bought.data, ledger: bought.ledger } : c,
    )
    expect(() => planUndoAward(posted.entry, posted.campaign, spent, posted.award.id)).toThrow(
      /Tova already spent this share: undo those purchases first\. Nothing was undone\./,
    )
  })

  it('skips a share the character already undid on their own sheet', () => {
    const h1 = posted.characters.find((c) => c.id === 'h1')!
    const share = posted.award.shares.find((s) => s.characterId === 'h1')!
    const own = undoEntry(h1.data, h1.ledger, share.ledgerEntryId)
    const characters = posted.characters.map((c) =>
      c.id === 'h1' ? { ...c, ledger: own.ledger } : c,
    )
    const undone = planUndoAward(posted.entry, posted.campaign, characters, posted.award.id)
    expect(undone.characters.map((c) => c.id)).toEqual(['h2', 's1'])
  })
})
