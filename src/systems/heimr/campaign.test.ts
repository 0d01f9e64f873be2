import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { heimrCampaign } from './campaign'
import { createHeimrCharacter } from './create'

const turnOrder = heimrCampaign.turnOrder!

describe('Heimr turn order (Initiative)', () => {
  it('reads dexterity and current willpower from a character', () => {
    const data = createHeimrCharacter({ name: 'A' }, {})
    data.attributes.dex!.value = 2
    data.willpower.current = 4
    expect(turnOrder.initiativeValues!(data)).toEqual({ dex: 2, willpower: 4 })
  })

  it('rolls dexterity as consistency and willpower as potential, highest first', () => {
    const order = turnOrder.orderCombatants!(
      [
        // Consistency 1: a d6 and one d10, the highest kept, + willpower.
        { id: 'hero', side: 'party', values: { dex: 1, willpower: 2 } },
        { id: 'wolf', side: 'foes', values: { dex: 1, willpower: 0 } },
      ],
      faces([3, 6], [9, 10], [6, 6], [4, 10]),
      {},
    )
    expect(order.map((s) => s.id)).toEqual(['hero', 'wolf'])
    expect(order[0]?.detail).toContain('willpower 2')
  })

  it('gives equal results to the higher willpower (the text’s tie-break)', () => {
    const order = turnOrder.orderCombatants!(
      [
        // Consistency 0 uses the d6 alone: 6 + 2 = 8 and 5 + 3 = 8.
        { id: 'low', side: 'party', values: { dex: 0, willpower: 2 } },
        { id: 'high', side: 'foes', values: { dex: 0, willpower: 3 } },
      ],
      faces([6, 6], [5, 6]),
      {},
    )
    expect(order.map((s) => s.id)).toEqual(['high', 'low'])
  })

  it('describes a foe by hit points (may go below zero), dexterity and willpower', () => {
    const foe = heimrCampaign.foe!
    expect(foe.fields.map((f) => f.id)).toEqual(['hitPoints', 'dex', 'willpower'])
    expect(foe.health).toBe('hitPoints')
    expect(foe.fields[0]?.min).toBe(-99)
    expect(foe.defence).toBeUndefined()
  })
})
