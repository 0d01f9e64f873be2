import { describe, expect, it } from 'vitest'
import { makeAward } from '../common/ledger'
import { toromeen } from './fixtures'
import { godsMonsters } from './index'

const reward = (id: string) => {
  const found = godsMonsters.campaign.rewards.find((r) => r.id === id)
  if (!found) throw new Error(`no reward ${id}`)
  return found
}

describe('rewards', () => {
  it('offers experience, mojo, coins and loot', () => {
    expect(godsMonsters.campaign.rewards.map((r) => [r.id, r.currency])).toEqual([
      ['xp', 'xp'],
      ['mojo', 'mojo'],
      ['coins', 'coins'],
      ['loot', 'xp'],
    ])
    expect(reward('loot').label).toBe('Loot donated or lost (silver)')
  })

  it('gives experience and mojo as given, and coins in hundredths of silver', () => {
    expect(reward('xp').share(250, 4, 0)).toMatchObject({ each: 250, carry: 0 })
    expect(reward('mojo').share(3, 4, 0).each).toBe(3)
    expect(reward('coins').share(12, 3, 0).each).toBe(1200)
  })

  it('shares loot at 2 XP per silver coin, carrying what does not divide', () => {
    expect(reward('loot').share(100, 4, 0)).toMatchObject({ each: 50, carry: 0 })
    const odd = reward('loot').share(50, 3, 0)
    expect(odd).toMatchObject({ each: 33, carry: 1 })
    expect(odd.explanation).toBe('50 silver × 2 = 100 XP, ÷ 3 = 33 each, 1 carried')
    expect(reward('loot').share(1, 3, 1)).toMatchObject({ each: 1, carry: 0 })
    expect(() => reward('loot').share(10, 0, 0)).toThrow(/at least one/)
    expect(() => reward('coins').share(0, 2, 0)).toThrow(/whole number/)
  })
})

describe('party', () => {
  it('shows survival, verve, injuries, level, mojo and coins', () => {
    const ledger = [makeAward('mojo', 15), makeAward('coins', 2100)]
    expect(godsMonsters.campaign.party(toromeen, {}, ledger)).toEqual([
      { label: 'Survival', value: '7 / 7' },
      { label: 'Verve', value: '7 / 7' },
      { label: 'Injuries', value: '0' },
      { label: 'Level', value: '1 (0 XP)' },
      { label: 'Mojo', value: '15' },
      { label: 'Coins', value: '21 silver' },
    ])
  })

  it('warns of a pending level-up, injuries, unconsciousness and death', () => {
    const party = (d = toromeen, xp = 0) =>
      godsMonsters.campaign.party(d, {}, xp > 0 ? [makeAward('xp', xp)] : [])
    expect(party(toromeen, 1000).find((v) => v.label === 'Level')?.warning).toMatch(
      /Level-up pending/,
    )
    const hurt = { ...toromeen, survival: { current: 0, max: 7 }, injuries: 2 }
    expect(party(hurt).find((v) => v.label === 'Injuries')?.warning).toBe(
      '−2 on rolls; stay conscious on 8 or less',
    )
    expect(party(hurt).find((v) => v.label === 'Survival')?.warning).toBe('No survival left')
    expect(
      party({ ...hurt, consciousness: 'unconscious' }).find((v) => v.label === 'Injuries')?.warning,
    ).toBe('Unconscious')
    expect(party({ ...hurt, dying: true }).find((v) => v.label === 'Injuries')?.warning).toMatch(
      /Dying/,
    )
    expect(party({ ...hurt, dead: true }).find((v) => v.label === 'Injuries')?.warning).toBe('Dead')
  })
})

describe('turn order (Conflicts: Order of events)', () => {
  const turnOrder = godsMonsters.campaign.turnOrder!

  it('has the players act, then the Guide’s side, as in the combat example with the Yeti', () => {
    // Combat example, round 1: Sam Stevens, Toromeen and Charlotte act, then the Yeti.
    const order = turnOrder.orderCombatants!(
      [
        { id: 'yeti', side: 'foes', values: {} },
        { id: 'sam', side: 'party', values: {} },
        { id: 'toromeen', side: 'party', values: {} },
        { id: 'charlotte', side: 'party', values: {} },
      ],
      () => {
        throw new Error('no dice')
      },
      {},
    )
    expect(order.map((s) => [s.id, s.side])).toEqual([
      ['sam', 'party'],
      ['toromeen', 'party'],
      ['charlotte', 'party'],
      ['yeti', 'foes'],
    ])
    expect(order[3]?.detail).toBe('Guide’s phase')
  })

  it('describes a foe by survival and defense, as the example lists the Yeti (20, +3)', () => {
    const foe = godsMonsters.campaign.foe!
    expect(foe.fields.map((f) => f.id)).toEqual(['survival', 'defense'])
    expect([foe.health, foe.defence]).toEqual(['survival', 'defense'])
    const survival = foe.fields[0]!
    expect(survival.min).toBe(0)
    expect(20).toBeLessThanOrEqual(survival.max)
    expect(turnOrder.order([{ id: 't', data: toromeen }], Math.random)).toEqual([
      { id: 't', detail: 'Players’ phase', side: 'party' },
    ])
  })
})
