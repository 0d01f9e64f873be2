import { describe, expect, it } from 'vitest'
import { barry, character, item, newCaster } from './fixtures'
import {
  applyMishapEffects,
  castingBlocked,
  castSpell,
  hasActiveMishap,
  resolveCast,
} from './magic'
import {
  applyMishapFollowUp,
  followUpBlocked,
  followUpOdds,
  followUpRolls,
  healTumours,
  passHours,
} from './lasting-mishaps'
import { freeSlots, recoverFatigue, slotGrid, usedSlots } from './slots'
import { weekOfRest } from './damage'
import { findMishap } from './tables'
import type { CairnData } from './model'

const mirror = { kind: 'grimoire', spellId: 'mirror' } as const
const slots = (n: number, dust = 0) => ({ slotDice: n, dustDice: dust, freeDie: false })
const withMishap = (base: CairnData, sum: number, extra: { hoursLeft?: number } = {}) => ({
  ...base,
  mishaps: [{ id: `m${sum}`, sum, note: '', ...extra }],
})

describe('Mishap 8: casting costs 1d4 WIL for 24 hours', () => {
  it('starts with 24 hours on the clock', () => {
    const next = applyMishapEffects(newCaster, 8, null)
    expect(next.mishaps).toMatchObject([{ sum: 8, hoursLeft: 24 }])
    expect(findMishap(3)?.hours).toBe(24)
  })

  it('takes the 1d4 off WIL on each later cast, and asks for it', () => {
    const strained = withMishap(newCaster, 8, { hoursLeft: 24 })
    const request = { source: mirror, investment: slots(1), rolls: [2] }
    expect(resolveCast(strained, slots(1), [2]).mindStrain).toBe(true)
    expect(() => castSpell(strained, {}, request)).toThrow(/Mishap 8 is in force/)
    expect(() => castSpell(strained, {}, { ...request, mindStrainRoll: 5 })).toThrow(/1 to 4/)
    const cast = castSpell(strained, {}, { ...request, mindStrainRoll: 3 })
    expect(cast.data.attributes.wil.current).toBe(11)
    expect(cast.data.log.at(-1)?.text).toContain('−3 WIL (Mishap 8)')
  })

  it('does not cost WIL before it happens, once its time is up, or for a magic vessel', () => {
    expect(resolveCast(newCaster, slots(1), [2]).mindStrain).toBe(false)
    const over = withMishap(newCaster, 8, { hoursLeft: 0 })
    expect(resolveCast(over, slots(1), [2]).mindStrain).toBe(false)
    const vessel = {
      ...newCaster,
      mishaps: [
        { id: 'a', sum: 8, note: '', hoursLeft: 5 },
        { id: 'b', sum: 22, note: '' },
      ],
    }
    expect(resolveCast(vessel, slots(1), [2]).mindStrain).toBe(false)
  })

  it('leaves the caster delirious at WIL 0', () => {
    const frail = withMishap(
      character((d) => {
        d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
        d.attributes.wil = { current: 2, max: 14 }
      }),
      8,
      { hoursLeft: 3 },
    )
    const cast = castSpell(
      frail,
      {},
      {
        source: mirror,
        investment: slots(1),
        rolls: [1],
        mindStrainRoll: 4,
      },
    )
    expect(cast.data.attributes.wil.current).toBe(0)
    expect(cast.data.log.at(-1)?.text).toContain('delirious')
  })
})

describe('hours passing', () => {
  it('counts timed Mishaps down: Mishap 3 ends, Mishap 8 waits for its 3d6', () => {
    const both = {
      ...newCaster,
      mishaps: [
        { id: 'a', sum: 3, note: '', hoursLeft: 24 },
        { id: 'b', sum: 8, note: '', hoursLeft: 24 },
        { id: 'c', sum: 9, note: '' },
      ],
    }
    const later = passHours(both, 10)
    expect(later.mishaps.map((m) => [m.sum, m.hoursLeft])).toEqual([
      [3, 14],
      [8, 14],
      [9, undefined],
    ])
    expect(hasActiveMishap(later, 3)).toBe(true)
    const done = passHours(later, 14)
    expect(done.mishaps.map((m) => [m.sum, m.hoursLeft])).toEqual([
      [8, 0],
      [9, undefined],
    ])
    expect(hasActiveMishap(done, 8)).toBe(false)
    expect(done.log.map((l) => l.text)).toContain('Mishap 3 (Volatile) is over.')
  })

  it('refuses nonsense and a clock with nothing on it, changing nothing', () => {
    const timed = withMishap(newCaster, 3, { hoursLeft: 2 })
    expect(() => passHours(timed, 0)).toThrow(/whole number/)
    expect(() => passHours(timed, 1.5)).toThrow(/whole number/)
    expect(() => passHours(newCaster, 4)).toThrow(/No Mishap/)
  })
})

describe('Mishap 2: no casting for 1d6 hours', () => {
  it('takes the 1d6 when it happens and lifts the ban once those hours pass', () => {
    expect(() => applyMishapEffects(newCaster, 2, null)).toThrow(/1d6 roll from 1 to 6/)
    expect(() => applyMishapEffects(newCaster, 2, 7)).toThrow(/1 to 6/)
    const off = applyMishapEffects(newCaster, 2, 5)
    expect(off.mishaps).toMatchObject([{ sum: 2, hoursLeft: 5 }])
    expect(castingBlocked(off, mirror)).toMatch(/Mishap 2/)
    expect(castingBlocked(passHours(off, 4), mirror)).toMatch(/Mishap 2/)
    const back = passHours(off, 5)
    expect(back.mishaps).toEqual([])
    expect(castingBlocked(back, mirror)).toBeNull()
  })

  it('is cast through: a pair of 1s asks for the hours', () => {
    const request = { source: mirror, investment: slots(2), rolls: [1, 1] }
    expect(() => castSpell(newCaster, {}, request)).toThrow(/Mishap 2 needs a 1d6/)
    expect(castSpell(newCaster, {}, { ...request, mishapRoll: 3 }).data.mishaps).toMatchObject([
      { sum: 2, hoursLeft: 3 },
    ])
  })
})

describe('follow-up rolls', () => {
  it('Mishap 7: after recovery 1d6 becomes max HP if higher', () => {
    const drained = applyMishapEffects(newCaster, 7, null)
    expect(drained.deprived).toBe(true)
    const id = drained.mishaps[0]?.id ?? ''
    expect(followUpBlocked(drained, id)).toMatch(/still Deprived/)
    expect(() => applyMishapFollowUp(drained, id, [6])).toThrow(/still Deprived/)
    const recovered = { ...drained, deprived: false }
    // Fixture max HP is 5: a 4 keeps it, a 6 raises it.
    expect(applyMishapFollowUp(recovered, id, [4]).hp.max).toBe(5)
    const raised = applyMishapFollowUp(recovered, id, [6])
    expect(raised.hp.max).toBe(6)
    expect(raised.mishaps).toEqual([])
    expect(() => applyMishapFollowUp(recovered, id, [7])).toThrow(/1 to 6/)
  })

  it('Mishap 8: after 24 hours 3d6 becomes max WIL if higher', () => {
    const strained = withMishap(newCaster, 8, { hoursLeft: 4 })
    expect(() => applyMishapFollowUp(strained, 'm8', [17])).toThrow(/4 hours left/)
    const over = passHours(strained, 4)
    expect(followUpBlocked(over, 'm8')).toBeNull()
    expect(applyMishapFollowUp(over, 'm8', [12]).attributes.wil.max).toBe(14)
    const raised = applyMishapFollowUp(over, 'm8', [17])
    expect(raised.attributes.wil).toEqual({ current: 14, max: 17 })
    expect(raised.mishaps).toEqual([])
    expect(() => applyMishapFollowUp(over, 'm8', [2])).toThrow(/3 to 18/)
  })

  it('Mishap 23: after magical aid each attribute gains its own 1d6, to at most 30', () => {
    const twin = withMishap(newCaster, 23)
    expect(followUpRolls({ kind: 'addToEachAttribute', dice: '1d6' }).map((r) => r.label)).toEqual([
      'STR',
      'DEX',
      'WIL',
    ])
    expect(() => applyMishapFollowUp(twin, 'm23', [3])).toThrow(/Enter 3 1d6 totals/)
    const restored = applyMishapFollowUp(twin, 'm23', [3, 1, 6])
    expect(restored.attributes).toEqual({
      str: { current: 15, max: 15 },
      dex: { current: 10, max: 10 },
      wil: { current: 20, max: 20 },
    })
    expect(restored.mishaps).toEqual([])
    const strong = { ...twin, attributes: { ...twin.attributes, str: { current: 28, max: 28 } } }
    expect(applyMishapFollowUp(strong, 'm23', [6, 1, 1]).attributes.str.max).toBe(30)
  })

  it('gives the exact odds first', () => {
    // 1d6 above max HP 5: only a 6, 1 in 6. 3d6 above max WIL 14: 20 of 216 rolls.
    expect(followUpOdds(newCaster, { kind: 'maxHpIfHigher', dice: '1d6' }).chance).toBeCloseTo(
      1 / 6,
    )
    const wil = followUpOdds(newCaster, { kind: 'maxWilIfHigher', dice: '3d6' })
    expect(wil.chance).toBeCloseTo(20 / 216)
    expect(wil.explanation).toMatch(/^9(\.3)?% that 3d6 beats max WIL 14$/)
    expect(followUpOdds(newCaster, { kind: 'addToEachAttribute', dice: '1d6' })).toEqual({
      chance: null,
      explanation: 'each attribute gains 1d6 (3.5 on average)',
    })
  })

  it('refuses Mishaps without a roll', () => {
    expect(followUpBlocked(withMishap(newCaster, 9), 'm9')).toMatch(/no roll/)
    expect(followUpBlocked(newCaster, 'gone')).toMatch(/no longer/)
  })
})

describe('Mishap 14: tumours', () => {
  const caster = character((d) => {
    const grimoire = d.items[0]
    if (grimoire) grimoire.id = 'grimoire'
    d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
    d.manaDust = 2
  })

  it('turns the spell’s Fatigue into tumours that fill the same slots', () => {
    // Slot dice 6 and 4 (2 Fatigue), Mana Dust 2 and 2: a pair, [sum] 14.
    const cast = castSpell(
      caster,
      {},
      {
        source: mirror,
        investment: slots(2, 2),
        rolls: [6, 4, 2, 2],
      },
    )
    expect(cast.result.mishap?.sum).toBe(14)
    expect(cast.data.fatigue).toBe(0)
    expect(cast.data.tumours).toBe(2)
    expect(usedSlots(cast.data)).toBe(4)
    expect(freeSlots(cast.data, {})).toBe(6)
    expect(slotGrid(cast.data, {}).filter((s) => s === 'tumour')).toHaveLength(2)
    expect(cast.data.mishaps.map((m) => m.sum)).toEqual([14])
  })

  it('are not cleared by rest, nor by a week of rest; a healer removes them', () => {
    const ill = { ...withMishap(caster, 14), tumours: 2, fatigue: 1 }
    const rested = recoverFatigue(ill)
    expect(rested).toMatchObject({ fatigue: 0, tumours: 2 })
    expect(weekOfRest(ill)).toMatchObject({ fatigue: 0, tumours: 2 })
    const healed = healTumours(rested)
    expect(healed).toMatchObject({ tumours: 0, tumourWard: true, mishaps: [] })
    expect(() => healTumours(healed)).toThrow(/no tumours/)
  })

  it('once healed, lets one spellcasting Fatigue be ignored, once', () => {
    const healed = { ...caster, tumourWard: true }
    const request = { source: mirror, investment: slots(2), rolls: [5, 6], useTumourWard: true }
    const cast = castSpell(healed, {}, request)
    expect(cast.data.fatigue).toBe(1)
    expect(cast.data.tumourWard).toBe(false)
    expect(() => castSpell(cast.data, {}, request)).toThrow(/healed tumours/)
    // A cast with no Fatigue keeps the ward.
    const none = castSpell(healed, {}, { ...request, rolls: [1, 2] })
    expect(none.data.tumourWard).toBe(true)
  })

  it('Deprives, and leaves nothing lasting, when the spell gave no Fatigue', () => {
    const next = applyMishapEffects(caster, 14, null, 0)
    expect(next.deprived).toBe(true)
    expect(next.mishaps).toEqual([])
  })
})

describe('Mishap 6: non-metal items burn', () => {
  const packed = character((d) => {
    const grimoire = d.items[0]
    if (grimoire) grimoire.id = 'grimoire'
    d.items.push(
      item('sword', 'Sword', 1, { material: 'metal' }),
      item('rope', 'Rope'),
      item('cloak', 'Cloak', 1, { material: 'other' }),
    )
  })

  it('burns every item not marked metal, the Grimoire too', () => {
    const next = applyMishapEffects(packed, 6, null)
    expect(next.items.map((i) => i.name)).toEqual(['Sword'])
    expect(next.log.at(-1)?.text).toBe('Mishap 6 (Combustion): burnt: Grimoire, Rope, Cloak.')
  })

  it('spares a soul-bound Grimoire (Mishap 15), which cannot be destroyed', () => {
    const bound = withMishap(packed, 15)
    expect(applyMishapEffects(bound, 6, null).items.map((i) => i.name)).toEqual([
      'Grimoire',
      'Sword',
    ])
  })

  it('burns the rest of the pack when it comes from a cast, and says so', () => {
    // Barry: a slot die and a Mana Dust die both on 3, a pair with [sum] 6.
    const cast = castSpell(barry, {}, { source: mirror, investment: slots(1, 1), rolls: [3, 3] })
    expect(cast.result.mishap?.sum).toBe(6)
    expect(cast.data.items).toEqual([])
  })
})
