import { describe, expect, it } from 'vitest'
import { murdhamCampaign } from './campaign'
import { createMurdhamCharacter } from './create'
import { murdhamHouseRules } from './house-rules'

const turnOrder = murdhamCampaign.turnOrder!
const noDice = () => {
  throw new Error('the Murdham order rolls no dice')
}
const combatants = [
  { id: 'rat', side: 'foes', values: { agi: 14 } },
  { id: 'ada', side: 'party', values: { agi: 9 } },
  { id: 'bo', side: 'party', values: { agi: 14 } },
] as const

describe('Murdham turn order (a house rule: the chapter gives none)', () => {
  it('by default lets the party act, then the foes, each in the order given', () => {
    const order = turnOrder.orderCombatants!(combatants, noDice, {})
    expect(order.map((s) => s.id)).toEqual(['ada', 'bo', 'rat'])
    expect(order[2]?.detail).toBe('Foes: act after the party')
  })

  it('orders by AGI, highest first and the party first on a tie, under the house rule', () => {
    const order = turnOrder.orderCombatants!(combatants, noDice, { turnOrderByAgility: true })
    expect(order.map((s) => s.id)).toEqual(['bo', 'rat', 'ada'])
    expect(order[0]?.detail).toBe('AGI 14')
  })

  it('documents the house rule with its default', () => {
    const spec = murdhamHouseRules.specs.find((s) => s.id === 'turnOrderByAgility')
    expect(spec?.default).toBe(false)
    expect(spec?.source.length).toBeGreaterThan(20)
  })

  it('reads AGI from a character and orders party members alone', () => {
    const data = createMurdhamCharacter({ name: 'A' }, {})
    data.abilities.agi.current = 7
    expect(turnOrder.initiativeValues!(data)).toEqual({ agi: 7 })
    const order = turnOrder.order([{ id: 'a', data }], noDice, { turnOrderByAgility: true })
    expect(order).toEqual([{ id: 'a', detail: 'AGI 7' }])
  })

  it('describes a foe by health and AGI', () => {
    expect(murdhamCampaign.foe!.fields.map((f) => f.id)).toEqual(['health', 'agi'])
    expect(murdhamCampaign.foe!.health).toBe('health')
  })
})
