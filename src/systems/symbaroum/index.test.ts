import { describe, expect, it } from 'vitest'
import { symbaroum } from './index'

describe('symbaroum GameSystem', () => {
  it('creates, validates, derives, checks and plans through the interface', () => {
    const data = symbaroum.create({ name: 'Nima' }, {})
    expect(symbaroum.schema.parse(data)).toEqual(data)
    expect(symbaroum.migrate(data, symbaroum.dataVersion)).toEqual(data)
    expect(symbaroum.derive(data, {}).toughness?.value).toBe(10)
    expect(symbaroum.check(data, {})).toEqual([])
    expect(symbaroum.advancement.currencies).toEqual([
      { id: 'xp', label: 'Experience', short: 'XP' },
    ])
    expect(
      symbaroum.advancement.plan(data, { kind: 'new-ability', name: 'Acrobatics' }, {}).cost,
    ).toBe(10)
    expect(symbaroum.inventory.summary(data, {}).capacity).toBeNull()
  })

  it('starts new characters with the house-rule Experience', () => {
    expect(symbaroum.startingAwards?.({})).toEqual([
      { currency: 'xp', amount: 50, note: 'Starting Experience' },
    ])
    expect(symbaroum.startingAwards?.({ startingExperience: 0 })).toEqual([])
  })
})
