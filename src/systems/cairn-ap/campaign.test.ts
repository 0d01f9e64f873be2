import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { cairnCampaign } from './campaign'
import { createCairnCharacter } from './create'
import type { CairnData } from './model'

function withWil(wil: number): CairnData {
  const d = createCairnCharacter({ name: 'X' }, {})
  d.attributes.wil = { current: wil, max: wil }
  return d
}

describe('Cairn turn order (Combat: Initiative roll)', () => {
  it('rolls 1d20 + WIL for each member, largest first', () => {
    const order = cairnCampaign.turnOrder!.order(
      [
        { id: 'a', data: withWil(10) },
        { id: 'b', data: withWil(14) },
        { id: 'c', data: withWil(8) },
      ],
      faces([5, 20], [3, 20], [12, 20]),
    )
    expect(order).toEqual([
      { id: 'c', detail: 'd20 12 + WIL 8 = 20' },
      { id: 'b', detail: 'd20 3 + WIL 14 = 17' },
      { id: 'a', detail: 'd20 5 + WIL 10 = 15' },
    ])
  })

  it('keeps equal totals in the order rolled (the text gives no tie-break)', () => {
    const order = cairnCampaign.turnOrder!.order(
      [
        { id: 'a', data: withWil(10) },
        { id: 'b', data: withWil(9) },
      ],
      faces([5, 20], [6, 20]),
    )
    expect(order.map((o) => o.id)).toEqual(['a', 'b'])
  })
})

describe('Cairn turn order with foes (Combat: Initiative roll)', () => {
  const combatants = [
    { id: 'a', side: 'party', values: { wil: 10 } },
    { id: 'b', side: 'party', values: { wil: 12 } },
    { id: 'x', side: 'foes', values: { wil: 8 } },
    { id: 'y', side: 'foes', values: { wil: 5 } },
    { id: 'z', side: 'foes', values: { wil: 3 } },
  ] as const
  // Rolled in the order given: a 5 (15), b 2 (14), x 12 (20), y 1 (6), z 15 (18).
  const dice = () => faces([5, 20], [2, 20], [12, 20], [1, 20], [15, 20])

  it('sorts each group and alternates them, the highest roll’s group first by default', () => {
    const order = cairnCampaign.turnOrder!.orderCombatants!(combatants, dice(), {})
    expect(order.map((s) => s.id)).toEqual(['x', 'a', 'z', 'b', 'y'])
    expect(order[0]?.detail).toBe('d20 12 + WIL 8 = 20')
  })

  it('lets the party start when the house rule is off', () => {
    const order = cairnCampaign.turnOrder!.orderCombatants!(combatants, dice(), {
      highestGroupStarts: false,
    })
    expect(order.map((s) => s.id)).toEqual(['a', 'x', 'b', 'z', 'y'])
  })

  it('reads WIL from a character and describes a foe by HP, Armor, STR and WIL', () => {
    expect(cairnCampaign.turnOrder!.initiativeValues!(withWil(7))).toEqual({ wil: 7 })
    const foe = cairnCampaign.foe!
    expect(foe.fields.map((f) => [f.id, f.min, f.max])).toEqual([
      ['hp', 0, 99],
      ['armor', 0, 3],
      ['str', 0, 30],
      ['wil', 0, 30],
    ])
    expect([foe.health, foe.defence]).toEqual(['hp', 'armor'])
  })
})
