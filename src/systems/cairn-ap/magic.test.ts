import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { barry, character, fullPack, item, newCaster } from './fixtures'
import {
  applyMishapEffects,
  castSpell,
  arcaneBolt,
  castingBlocked,
  copyingHours,
  copyingTime,
  investmentProblem,
  magicDice,
  mishapFollowUpDice,
  resolveCast,
} from './magic'
import { mishapTable } from './tables'
import { NeedsDropError, slotCapacity } from './slots'

const mirror = { kind: 'grimoire', spellId: 'mirror' } as const

describe('Magic Dice', () => {
  it('are free slots plus Mana Dust: Barry has 4', () => {
    const dice = magicDice(barry, {})
    expect(dice.available).toBe(4)
    expect(dice.explanation).toContain('2 free slots + 2 Mana Dust')
  })

  it('can be invested up to 4 only', () => {
    const rich = character((d) => (d.manaDust = 9))
    expect(magicDice(rich, {}).available).toBe(17)
    expect(magicDice(rich, {}).investable).toBe(4)
    expect(investmentProblem(rich, {}, { slotDice: 2, dustDice: 3, freeDie: false })).toMatch(
      /At most 4/,
    )
  })

  it('refuses more slots or dust than the character has, and none at all', () => {
    expect(investmentProblem(barry, {}, { slotDice: 3, dustDice: 0, freeDie: false })).toMatch(
      /Only 2 inventory slots/,
    )
    expect(investmentProblem(barry, {}, { slotDice: 0, dustDice: 3, freeDie: false })).toMatch(
      /Only 2 Mana Dust/,
    )
    expect(investmentProblem(barry, {}, { slotDice: 0, dustDice: 0, freeDie: false })).toMatch(
      /at least one/,
    )
    expect(investmentProblem(barry, {}, { slotDice: 0, dustDice: 1, freeDie: true })).toMatch(
      /arcane burns/,
    )
    expect(investmentProblem(barry, {}, { slotDice: 1, dustDice: 2, freeDie: false })).toBeNull()
  })
})

describe('casting', () => {
  it('gives the Barry example’s result: 1 Fatigue and a Mishap on [sum] 9', () => {
    // 2 Mana Dust and 1 slot; the double 2s are on the dust, the 5 on the slot die.
    const inv = { slotDice: 1, dustDice: 2, freeDie: false }
    const result = resolveCast(barry, inv, [5, 2, 2])
    expect(result.fatigue).toBe(1)
    expect(result.sum).toBe(9)
    expect(result.mishap?.sum).toBe(9)
    expect(result.failed).toBe(false)
    const cast = castSpell(barry, {}, { source: mirror, investment: inv, rolls: [5, 2, 2] })
    expect(cast.data.fatigue).toBe(1)
    expect(cast.data.manaDust).toBe(0)
    expect(cast.data.mishaps.map((m) => m.sum)).toEqual([9])
  })

  it('gives Fatigue only for slot dice on 4–6, never for Mana Dust', () => {
    const inv = { slotDice: 2, dustDice: 2, freeDie: false }
    expect(resolveCast(barry, inv, [3, 4, 6, 5]).fatigue).toBe(1)
    expect(resolveCast(barry, inv, [6, 5, 1, 2]).fatigue).toBe(2)
    expect(resolveCast(barry, inv, [1, 3, 6, 6]).fatigue).toBe(0)
  })

  it('gives Fatigue on 3–6 while Mishap 3 lasts', () => {
    const volatile = character((d) => (d.mishaps = [{ id: 'm', sum: 3, note: '' }]))
    expect(
      resolveCast(volatile, { slotDice: 2, dustDice: 0, freeDie: false }, [3, 2]).fatigue,
    ).toBe(1)
  })

  it('has no Mishap without matches, a Mishap for 2, a failed spell for 3 or more', () => {
    const two = { slotDice: 2, dustDice: 0, freeDie: false }
    expect(resolveCast(newCaster, two, [1, 2]).mishap).toBeNull()
    expect(resolveCast(newCaster, two, [3, 3]).mishap?.sum).toBe(6)
    const three = { slotDice: 3, dustDice: 0, freeDie: false }
    const triple = resolveCast(newCaster, three, [5, 5, 5])
    expect(triple.mishap?.sum).toBe(15)
    expect(triple.failed).toBe(true)
    const four = resolveCast(newCaster, { slotDice: 4, dustDice: 0, freeDie: false }, [6, 6, 6, 6])
    expect(four.mishap?.sum).toBe(24)
    expect(four.failed).toBe(true)
    // Two pairs are "2 matches": a Mishap, and the spell works.
    const pairs = resolveCast(newCaster, { slotDice: 4, dustDice: 0, freeDie: false }, [1, 1, 2, 2])
    expect(pairs.mishap?.sum).toBe(6)
    expect(pairs.failed).toBe(false)
  })

  it('refuses bad dice and bad investments, changing nothing', () => {
    const inv = { slotDice: 1, dustDice: 0, freeDie: false }
    expect(() => resolveCast(barry, inv, [7])).toThrow(/not 1 to 6/)
    expect(() => resolveCast(barry, inv, [1, 2])).toThrow(/Enter 1 dice/)
    expect(() =>
      castSpell(
        barry,
        {},
        {
          source: mirror,
          investment: { slotDice: 3, dustDice: 2, freeDie: false },
          rolls: [1, 2, 3, 4, 5],
        },
      ),
    ).toThrow(/At most 4/)
    expect(barry.manaDust).toBe(2)
  })

  it('uses up a scroll and blocks casting while Mishap 2 or 13 lasts', () => {
    const withScroll = character((d) =>
      d.items.push(item('scroll', 'Scroll', 1, { kind: 'scroll', spell: 'Light' })),
    )
    const cast = castSpell(
      withScroll,
      {},
      {
        source: { kind: 'scroll', itemId: 'scroll' },
        investment: { slotDice: 1, dustDice: 0, freeDie: false },
        rolls: [2],
      },
    )
    expect(cast.data.items.some((i) => i.id === 'scroll')).toBe(false)
    const off = character((d) => (d.mishaps = [{ id: 'm', sum: 2, note: '' }]))
    expect(() =>
      castSpell(
        off,
        {},
        {
          source: { kind: 'scroll', itemId: 'x' },
          investment: { slotDice: 1, dustDice: 0, freeDie: false },
          rolls: [1],
        },
      ),
    ).toThrow(/Mishap 2/)
    const ruined = character((d) => {
      d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
      d.mishaps = [{ id: 'm', sum: 13, note: '' }]
    })
    expect(() =>
      castSpell(
        ruined,
        {},
        { source: mirror, investment: { slotDice: 1, dustDice: 0, freeDie: false }, rolls: [1] },
      ),
    ).toThrow(/damaged/)
  })

  it('asks which item to drop when a Mishap’s extra Fatigue has no room', () => {
    // 1 free slot: one slot die showing 4 takes it; Mishap 4 (two 2s on dust) adds one more.
    const tight = character((d) => {
      d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
      d.items.push(
        item('tent', 'Tent', 2),
        item('a', 'A'),
        item('b', 'B'),
        item('c', 'C'),
        item('d', 'D'),
      )
      d.fatigue = 1
      d.manaDust = 2
    })
    const request = {
      source: mirror,
      investment: { slotDice: 1, dustDice: 2, freeDie: false },
      rolls: [5, 2, 2],
    }
    // [sum] 9 has no extra Fatigue: it fits.
    expect(castSpell(tight, {}, request).data.fatigue).toBe(2)
    const pair = { ...request, rolls: [2, 1, 1] } // [sum] 4: chain reaction, +1 Fatigue
    expect(castSpell(tight, {}, pair).data.fatigue).toBe(2)
    const full = castSpell(tight, {}, { ...request, rolls: [5, 2, 2] }).data
    expect(() =>
      castSpell(
        { ...full, manaDust: 2 },
        {},
        { ...request, investment: { slotDice: 0, dustDice: 2, freeDie: false }, rolls: [2, 2] },
      ),
    ).toThrow(NeedsDropError)
    const dropped = castSpell(
      { ...full, manaDust: 2 },
      {},
      {
        ...request,
        investment: { slotDice: 0, dustDice: 2, freeDie: false },
        rolls: [2, 2],
        dropIds: ['a'],
      },
    ).data
    expect(dropped.fatigue).toBe(3)
    expect(dropped.log.some((l) => l.text.startsWith('Dropped A'))).toBe(true)
  })
})

describe('Mishaps', () => {
  it('covers every [sum] from 2 to 24 in our own short words', () => {
    expect(mishapTable.map((m) => m.sum)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2))
  })

  it('applies the mechanical ones', () => {
    const base = character((d) => (d.armor = 1))
    expect(applyMishapEffects(base, 5, null).fatigue).toBe(1)
    expect(applyMishapEffects(base, 7, null).deprived).toBe(true)
    const burnt = applyMishapEffects(base, 11, 3)
    expect(burnt.attributes.wil.current).toBe(11)
    expect(burnt.arcaneBurns).toBe(true)
    expect(magicDice(burnt, {}).freeDie).toBe(1)
    const backfire = applyMishapEffects(base, 12, null)
    expect(backfire.lostSlots).toBe(1)
    expect(backfire.armor).toBe(2)
    expect(slotCapacity(backfire, {}).total).toBe(9)
    const soul = applyMishapEffects(base, 15, null)
    expect(soul.attributes.wil.current).toBe(7)
    expect(soul.items.find((i) => i.kind === 'grimoire')?.slots).toBe(0)
    const plant = applyMishapEffects(base, 16, 2)
    expect(plant.attributes.str).toEqual({ current: 10, max: 10 })
    expect(plant.armor).toBe(2)
    expect(applyMishapEffects(base, 18, null).items.find((i) => i.kind === 'grimoire')?.slots).toBe(
      1,
    )
    const winged = applyMishapEffects(base, 19, 4)
    expect(winged.wings).toBe(true)
    expect(winged.attributes.dex).toEqual({ current: 13, max: 13 })
    expect(slotCapacity(winged, {}).total).toBe(5)
  })

  it('keeps Armor at 3 and says so', () => {
    const armored = character((d) => (d.armor = 3))
    const next = applyMishapEffects(armored, 12, null)
    expect(next.armor).toBe(3)
    expect(next.log.some((l) => l.text.includes('already 3'))).toBe(true)
  })

  it('makes Mishap 14 Deprive only when the spell gave no Fatigue', () => {
    expect(applyMishapEffects(newCaster, 14, null, 0).deprived).toBe(true)
    expect(applyMishapEffects(newCaster, 14, null, 1).deprived).toBe(false)
  })

  it('needs the follow-up die where the table asks for one', () => {
    expect(mishapFollowUpDice(11)).toBe('1d4')
    expect(mishapFollowUpDice(9)).toBeNull()
    expect(() => applyMishapEffects(newCaster, 19, null)).toThrow(/1d4/)
    expect(() => applyMishapEffects(newCaster, 25, null)).toThrow(RulesError)
  })

  it('overflows never: Mishap 19 on a full pack asks for drops', () => {
    const winged = applyMishapEffects(fullPack, 19, 1)
    expect(slotCapacity(winged, {}).total).toBe(5)
  })
})

describe('Mishap 22: a vessel of magic', () => {
  const vessel = character((d) => {
    const grimoire = d.items[0]
    if (grimoire) grimoire.id = 'grimoire'
    d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
    d.manaDust = 2
    d.mishaps = [{ id: 'm22', sum: 22, note: '' }]
  })
  const slots = (n: number, dust = 0) => ({ slotDice: n, dustDice: dust, freeDie: false })

  it('is kept as a lasting Mishap when it happens', () => {
    const next = applyMishapEffects(newCaster, 22, null)
    expect(next.mishaps.map((m) => m.sum)).toEqual([22])
    expect(next.log.at(-1)?.text).toContain('1d4 STR')
  })

  it('gives no Fatigue; each slot die on 5–6 costs 1d4 STR, Mana Dust dice never do', () => {
    const r = resolveCast(vessel, slots(3, 1), [4, 5, 6, 6])
    expect(r.fatigue).toBe(0)
    expect(r.strLossDice).toBe(2)
    expect(r.dice.map((d) => d.strLoss)).toEqual([false, true, true, false])
    // Two 6s match, but Mishaps do not affect the vessel.
    expect(r.mishap).toBeNull()
    expect(r.explanation).toContain('Mishaps do not affect a magic vessel')
  })

  it('still fails the spell on 3 matches, without a Mishap', () => {
    const r = resolveCast(vessel, slots(3), [2, 2, 2])
    expect(r).toMatchObject({ failed: true, mishap: null, fatigue: 0, strLossDice: 0 })
  })

  it('takes the 1d4 rolls off STR when cast, and asks for them', () => {
    const request = { source: mirror, investment: slots(2), rolls: [5, 3] }
    expect(() => castSpell(vessel, {}, request)).toThrow(/enter 1 1d4 roll/)
    expect(() => castSpell(vessel, {}, { ...request, strLossRolls: [5] })).toThrow(/1 to 4/)
    const cast = castSpell(vessel, {}, { ...request, strLossRolls: [3] })
    expect(cast.data.attributes.str.current).toBe(9)
    expect(cast.data.fatigue).toBe(0)
    expect(cast.data.log.at(-1)?.text).toContain('−3 STR (Mishap 22)')
  })

  it('turns the caster into a spell at STR 0', () => {
    const weak = { ...vessel, attributes: { ...vessel.attributes, str: { current: 2, max: 12 } } }
    const cast = castSpell(
      weak,
      {},
      {
        source: mirror,
        investment: slots(1),
        rolls: [6],
        strLossRolls: [4],
      },
    )
    expect(cast.data.attributes.str.current).toBe(0)
    expect(cast.data.log.at(-1)?.text).toContain('becomes a spell')
  })

  it('does not change casting without the Mishap', () => {
    const r = resolveCast(barry, slots(2), [5, 5])
    expect(r).toMatchObject({ fatigue: 2, strLossDice: 0 })
    expect(r.mishap?.sum).toBe(10)
  })
})

describe('Copying Spells', () => {
  it('takes 6 hours less [sum], never below 0', () => {
    expect(copyingHours(4)).toBe(2)
    expect(copyingHours(9)).toBe(0)
  })

  it('takes the [sum] of 1 to 4 Magic Dice and refuses a [sum] the dice cannot make', () => {
    expect(copyingTime(2, 5)).toEqual({ hours: 1, explanation: '6 hours − [sum] 5 = 1 hour' })
    expect(copyingTime(3, 9)).toEqual({
      hours: 0,
      explanation: '6 hours − [sum] 9 = 0 hours (never below 0)',
    })
    expect(() => copyingTime(2, 13)).toThrow('2d6 make a [sum] from 2 to 12 (got 13).')
    expect(() => copyingTime(5, 10)).toThrow('Roll 1 to 4 Magic Dice')
    expect(() => copyingTime(1, Number.NaN)).toThrow(RulesError)
  })
})

describe('Mishap 18: the fused hand', () => {
  const fused = character((d) => {
    d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
    d.mishaps = [{ id: 'm18', sum: 18, note: '' }]
  })

  it('fires a 1d6 arcane bolt while the hand is there', () => {
    expect(arcaneBolt(fused)).toEqual({ label: 'Arcane bolt (Mishap 18)', die: 'd6' })
    expect(arcaneBolt(character())).toBeNull()
    expect(castingBlocked(fused, mirror)).toBeNull()
  })

  it('blocks every spell, scrolls too, once the hand is cut off, and the bolt with it', () => {
    const lost = { ...fused, fusedHandLost: true }
    expect(arcaneBolt(lost)).toBeNull()
    expect(castingBlocked(lost, mirror)).toMatch(/hand fused to the Grimoire is lost/)
    expect(castingBlocked(lost, { kind: 'scroll', itemId: 'x' })).toMatch(/Mishap 18/)
    // Without Mishap 18 the flag means nothing.
    expect(castingBlocked({ ...lost, mishaps: [] }, mirror)).toBeNull()
  })
})
