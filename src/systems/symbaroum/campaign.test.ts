import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { symbaroumCampaign } from './campaign'
import { createSymbaroumCharacter } from './create'

const turnOrder = symbaroumCampaign.turnOrder!

describe('Symbaroum turn order with foes (Turn Order)', () => {
  it('reads Quick and Vigilant from a character', () => {
    const data = createSymbaroumCharacter({ name: 'A' }, {})
    data.attributes.quick = 13
    data.attributes.vigilant = 9
    expect(turnOrder.initiativeValues!(data)).toEqual({ quick: 13, vigilant: 9 })
  })

  it('ranks foes beside party members by Quick, then Vigilant, then a d20 roll-off', () => {
    const order = turnOrder.orderCombatants!(
      [
        { id: 'hero', side: 'party', values: { quick: 13, vigilant: 10 } },
        { id: 'goblin', side: 'foes', values: { quick: 15, vigilant: 5 } },
        { id: 'troll', side: 'foes', values: { quick: 13, vigilant: 12 } },
        { id: 'rogue', side: 'party', values: { quick: 13, vigilant: 10 } },
      ],
      // The tie of hero and rogue (Quick 13, Vigilant 10) rolls off: 4 for hero, 17 for rogue.
      faces([4, 20], [17, 20]),
      {},
    )
    expect(order.map((s) => s.id)).toEqual(['goblin', 'troll', 'rogue', 'hero'])
    expect(order[2]?.detail).toBe('Quick 13, Vigilant 10, roll-off 17')
  })

  it('describes a foe by Toughness (health, 0 is out), Defense, Quick and Vigilant', () => {
    const foe = symbaroumCampaign.foe!
    expect(foe.fields.map((f) => f.id)).toEqual(['toughness', 'defense', 'quick', 'vigilant'])
    expect(foe.health).toBe('toughness')
    expect(foe.defence).toBe('defense')
    expect(foe.defeatedAt).toBe(0)
    expect(foe.fields.find((f) => f.id === 'toughness')?.min).toBe(0)
  })
})
