// Journal rewards and party-screen lines, for every registered system.
import { describe, expect, it } from 'vitest'
import { systems } from './index'
import { resolveHouseRules, type GameSystem } from './types'
import * as cairn from './cairn-ap/fixtures'
import * as heimr from './heimr/fixtures'
import * as murdham from './murdham/fixtures'
import * as symbaroum from './symbaroum/fixtures'

describe('every system', () => {
  for (const system of Object.values(systems) as unknown as GameSystem<unknown>[]) {
    it(`${system.id}: rewards post to one of its ledger currencies`, () => {
      const currencies = system.advancement.currencies.map((c) => c.id)
      expect(system.campaign.rewards.length).toBeGreaterThan(0)
      for (const reward of system.campaign.rewards) expect(currencies).toContain(reward.currency)
      expect(new Set(system.campaign.rewards.map((r) => r.id)).size).toBe(
        system.campaign.rewards.length,
      )
    })
    it(`${system.id}: a new character has party lines without warnings`, () => {
      const rules = resolveHouseRules(system.houseRules)
      const data = system.create({ name: 'New' }, rules)
      const lines = system.campaign.party(data, rules, [])
      expect(lines.length).toBeGreaterThanOrEqual(2)
      for (const line of lines) {
        expect(line.label).not.toBe('')
        expect(line.value).not.toBe('')
      }
      expect(lines.filter((l) => l.warning)).toEqual([])
    })
    it(`${system.id}: refuses an award that is not a whole number above 0`, () => {
      const reward = system.campaign.rewards[0]!
      expect(() => reward.share(0, 2, 0)).toThrow(/whole number/)
      expect(() => reward.share(1.5, 2, 0)).toThrow(/whole number/)
      expect(() => reward.share(10, 0, 0)).toThrow(/at least one/)
    })
  }
})

describe('reward splits', () => {
  it('Heimr divides experience among those present, rounded down, and carries the rest', () => {
    const xp = systems.heimr.campaign.rewards.find((r) => r.id === 'xp')!
    const first = xp.share(10, 4, 0)
    expect(first).toMatchObject({ each: 2, carry: 2 })
    const second = xp.share(7, 3, first.carry)
    expect(second).toMatchObject({ each: 3, carry: 0 })
    expect(second.explanation).toContain('7 + 2 carried = 9')
  })
  it('Symbaroum experience is given to each character as entered', () => {
    const xp = systems.symbaroum.campaign.rewards.find((r) => r.id === 'xp')!
    expect(xp.share(5, 3, 0)).toMatchObject({ each: 5, carry: 0 })
  })
  it('Cairn gold and Murdham coins are given as entered', () => {
    expect(systems['cairn-ap'].campaign.rewards[0]!.share(12, 2, 0).each).toBe(12)
    expect(systems.murdham.campaign.rewards[0]!.share(3, 5, 0).each).toBe(3)
  })
})

describe('party warnings', () => {
  const rules = (id: keyof typeof systems) => resolveHouseRules(systems[id].houseRules)
  it('Symbaroum warns at Toughness 0', () => {
    const lines = systems.symbaroum.campaign.party(symbaroum.dyingCharacter, rules('symbaroum'), [])
    expect(lines.find((l) => l.label === 'Current Toughness')?.warning).toMatch(/dying/)
  })
  it('Heimr warns about fatigue above base and injuries', () => {
    const lines = systems.heimr.campaign.party(heimr.embattled, rules('heimr'), [])
    expect(lines.some((l) => l.warning)).toBe(true)
  })
  it('Cairn warns when Fatigue fills slots or none are free', () => {
    const lines = systems['cairn-ap'].campaign.party(cairn.fullPack, rules('cairn-ap'), [])
    expect(lines.find((l) => l.label === 'Free slots')?.warning).toBeTruthy()
  })
  it('Murdham warns when over the carry limit', () => {
    const lines = systems.murdham.campaign.party(murdham.overloaded, rules('murdham'), [])
    expect(lines.find((l) => l.label === 'Bulk')?.warning).toMatch(/carry limit/)
  })
})
