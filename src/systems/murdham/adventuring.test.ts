// Attitude, suffocation, travel speed, crafting, befriending animals and zone occupancy, each
// from the adventuring chapter's numbers and worked examples.
import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { RulesError } from '../types'
import { befriendAnimal, releaseBefriended } from './animals'
import { attitudeFor, attitudeOdds, rollAttitude } from './attitude'
import { addCraftedItems, craftPlan, craftingSkills } from './crafting'
import { newCharacter } from './fixtures'
import { murdhamDataSchema } from './model'
import { leapCheck, zonesPerRound } from './movement'
import {
  applySuffocation,
  freshBreath,
  saveDueNextRound,
  suffocationOdds,
  suffocationRound,
} from './suffocation'
import { endStretch, endWatch } from './time'
import { boatSpeed, travelSpeed } from './travel'
import { zoneOccupancy } from './zones'
import { createRng } from '../common/dice'

describe('Attitude: d6, or 2d6 keeping the lower (aggressive) or the higher (peaceful)', () => {
  it('reads the table: 1 hostile, 2–3 unfriendly, 4–5 neutral, 6 friendly', () => {
    expect([1, 2, 3, 4, 5, 6].map(attitudeFor)).toEqual([
      'hostile',
      'unfriendly',
      'unfriendly',
      'neutral',
      'neutral',
      'friendly',
    ])
    expect(() => attitudeFor(7)).toThrow(RangeError)
  })

  it('gives the exact odds of each level', () => {
    expect(attitudeOdds('usual')).toEqual({
      hostile: 1 / 6,
      unfriendly: 2 / 6,
      neutral: 2 / 6,
      friendly: 1 / 6,
    })
    // Lower of 2d6: 1 in 11 of 36, 2–3 in 9 + 7, 4–5 in 5 + 3, 6 in 1.
    const low = attitudeOdds('aggressive')
    expect(low.hostile).toBeCloseTo(11 / 36, 12)
    expect(low.unfriendly).toBeCloseTo(16 / 36, 12)
    expect(low.neutral).toBeCloseTo(8 / 36, 12)
    expect(low.friendly).toBeCloseTo(1 / 36, 12)
    const high = attitudeOdds('peaceful')
    expect(high.hostile).toBeCloseTo(1 / 36, 12)
    expect(high.unfriendly).toBeCloseTo(8 / 36, 12)
    expect(high.neutral).toBeCloseTo(16 / 36, 12)
    expect(high.friendly).toBeCloseTo(11 / 36, 12)
    for (const a of ['usual', 'aggressive', 'peaceful'] as const) {
      const sum = Object.values(attitudeOdds(a)).reduce((s, p) => s + p, 0)
      expect(sum).toBeCloseTo(1, 12)
    }
  })

  it('keeps the lower die for an aggressive company and the higher for a peaceful one', () => {
    expect(rollAttitude(faces([2, 6], [6, 6]), 'aggressive')).toEqual({
      dice: [2, 6],
      kept: 2,
      attitude: 'unfriendly',
    })
    expect(rollAttitude(faces([2, 6], [6, 6]), 'peaceful')).toMatchObject({
      kept: 6,
      attitude: 'friendly',
    })
    expect(rollAttitude(faces([1, 6]), 'usual')).toEqual({
      dice: [1],
      kept: 1,
      attitude: 'hostile',
    })
  })
})

describe('Suffocating: 4 rounds of breath, then a STR save each round; out, then dead', () => {
  it('needs no save for 4 rounds, then one each round', () => {
    let state = freshBreath
    for (let round = 1; round <= 4; round++) {
      expect(saveDueNextRound(state)).toBe(false)
      state = suffocationRound(state, null)
    }
    expect(state).toEqual({ rounds: 4, passedOut: false, dead: false })
    expect(saveDueNextRound(state)).toBe(true)
    expect(() => suffocationRound(state, null)).toThrow(RulesError)
    expect(() => suffocationRound(freshBreath, true)).toThrow(RulesError)
  })

  it('passes out on the first failure and dies on the next one', () => {
    const held = { rounds: 4, passedOut: false, dead: false }
    const kept = suffocationRound(held, true)
    expect(kept).toEqual({ rounds: 5, passedOut: false, dead: false })
    const out = suffocationRound(kept, false)
    expect(out).toEqual({ rounds: 6, passedOut: true, dead: false })
    const stillOut = suffocationRound(out, true)
    expect(stillOut).toEqual({ rounds: 7, passedOut: true, dead: false })
    const dead = suffocationRound(stillOut, false)
    expect(dead.dead).toBe(true)
    expect(() => suffocationRound(dead, true)).toThrow(RulesError)
  })

  it('marks the character incapacitated until the stretch ends, then dead', () => {
    const out = applySuffocation(newCharacter, freshBreath, {
      rounds: 5,
      passedOut: true,
      dead: false,
    })
    expect(out.conditions).toEqual([{ id: 'incapacitated', until: 'stretch' }])
    expect(out.deceased).toBe(false)
    expect(endStretch(createRng(1), out).data.conditions).toEqual([])
    const dead = applySuffocation(
      out,
      { rounds: 5, passedOut: true, dead: false },
      {
        rounds: 6,
        passedOut: true,
        dead: true,
      },
    )
    expect(dead.deceased).toBe(true)
    expect(applySuffocation(newCharacter, freshBreath, { ...freshBreath, rounds: 1 })).toBe(
      newCharacter,
    )
  })

  it('gives the exact odds of passing out and dying over the next rounds', () => {
    // Rounds 1–4 are free: nothing can happen yet.
    expect(suffocationOdds(freshBreath, 4, 0.5)).toEqual({ passedOut: 0, dead: 0 })
    // From round 4, 3 saves at ½: out unless all pass (7/8); dead with 2+ failures (4/8).
    expect(suffocationOdds({ rounds: 4, passedOut: false, dead: false }, 3, 0.5)).toEqual({
      passedOut: 7 / 8,
      dead: 4 / 8,
    })
    // Six rounds from the start: 2 saves at 0.55.
    const odds = suffocationOdds(freshBreath, 6, 0.55)
    expect(odds.passedOut).toBeCloseTo(1 - 0.55 ** 2, 12)
    expect(odds.dead).toBeCloseTo(0.45 ** 2, 12)
    // Already out: the next failure kills.
    expect(suffocationOdds({ rounds: 6, passedOut: true, dead: false }, 2, 0.5)).toEqual({
      passedOut: 1,
      dead: 3 / 4,
    })
  })
})

describe('Navigating the wilderness and bad weather', () => {
  it('the text’s example: off the path, the usual speed becomes half an area', () => {
    const speed = travelSpeed({
      offPath: true,
      bushcraft: false,
      navigationTools: false,
      badWeather: false,
    })
    expect(speed.factor).toBe(0.25)
    expect(speed.areas).toBe(0.5)
  })

  it('bushcraft or tools halve the speed; both give full speed; bad weather halves it', () => {
    const off = { offPath: true, badWeather: false }
    expect(travelSpeed({ ...off, bushcraft: true, navigationTools: false }).factor).toBe(0.5)
    expect(travelSpeed({ ...off, bushcraft: false, navigationTools: true }).factor).toBe(0.5)
    expect(travelSpeed({ ...off, bushcraft: true, navigationTools: true }).factor).toBe(1)
    const road = { offPath: false, bushcraft: false, navigationTools: false }
    expect(travelSpeed({ ...road, badWeather: false }).areas).toBe(2)
    expect(travelSpeed({ ...road, badWeather: true }).areas).toBe(1)
    const worst = travelSpeed({
      ...off,
      bushcraft: false,
      navigationTools: false,
      badWeather: true,
    })
    expect(worst.factor).toBe(0.125)
    expect(worst.steps).toHaveLength(3)
    expect(travelSpeed({ ...road, badWeather: false, baseSpeed: 4 }).areas).toBe(4)
    expect(() => travelSpeed({ ...road, badWeather: false, baseSpeed: 0 })).toThrow(RulesError)
  })
})

describe('Special movement: sprint and leap', () => {
  it('a sprint is 4 zones a round instead of 2', () => {
    expect(zonesPerRound).toEqual({ usual: 2, sprint: 4 })
  })

  it('a leap is trivial up to 2 m with a run-up (1 m without), a save up to 4 m (2 m), then impossible', () => {
    expect([0, 2, 2.5, 4, 4.5].map((m) => leapCheck(m, true))).toEqual([
      'trivial',
      'trivial',
      'save',
      'save',
      'impossible',
    ])
    expect([1, 1.5, 2, 2.1].map((m) => leapCheck(m, false))).toEqual([
      'trivial',
      'save',
      'save',
      'impossible',
    ])
    expect(() => leapCheck(-1, true)).toThrow(RulesError)
    expect(() => leapCheck(Number.NaN, true)).toThrow(RulesError)
  })
})

describe('Boats: 4 areas with the current or wind, 2 otherwise, less with too few hands', () => {
  it('moves 4 or 2 areas with a full crew, and in proportion with fewer', () => {
    expect(boatSpeed(true, 4, 4).areas).toBe(4)
    expect(boatSpeed(false, 6, 4).areas).toBe(2)
    const short = boatSpeed(true, 2, 4)
    expect(short.areas).toBe(2)
    expect(short.steps).toEqual([
      '4 areas per time unit with the current or wind',
      '× 2/4 for too few hands',
    ])
    expect(boatSpeed(false, 0, 3).areas).toBe(0)
    expect(() => boatSpeed(true, 1, 0)).toThrow(RulesError)
    expect(() => boatSpeed(true, -1, 2)).toThrow(RulesError)
  })
})

describe('Crafting: a watch, a save when needed, materials at ¼, consumables in pairs', () => {
  it('crude items need a save and come one at a time', () => {
    expect(
      craftPlan({ kind: 'improvised', value: 8, consumable: false, quality: 'standard' }),
    ).toMatchObject({
      count: 1,
      materials: 2,
      save: true,
      time: 'watch',
    })
    expect(() =>
      craftPlan({ kind: 'improvised', value: 8, consumable: false, quality: 'master' }),
    ).toThrow(RulesError)
  })

  it('skilled items need no save unless master-crafted or robust; consumables come in twos', () => {
    const standard = craftPlan({
      kind: 'skilled',
      value: 12,
      consumable: false,
      quality: 'standard',
    })
    expect(standard).toMatchObject({ count: 1, materials: 3, save: false })
    expect(
      craftPlan({ kind: 'skilled', value: 12, consumable: false, quality: 'robust' }).save,
    ).toBe(true)
    expect(
      craftPlan({ kind: 'skilled', value: 12, consumable: false, quality: 'master' }).save,
    ).toBe(true)
    // Two consumables of value 2: materials ¼ of each, ½ + ½ = 1.
    expect(
      craftPlan({ kind: 'skilled', value: 2, consumable: true, quality: 'standard' }),
    ).toMatchObject({
      count: 2,
      materials: 1,
    })
    expect(() =>
      craftPlan({ kind: 'skilled', value: -1, consumable: false, quality: 'standard' }),
    ).toThrow(RulesError)
  })

  it('adds what was made to the inventory, and refuses a bad name or bulk', () => {
    const input = { kind: 'skilled', value: 2, consumable: true, quality: 'standard' } as const
    const data = addCraftedItems(newCharacter, ' Arrows ', 0.5, input)
    expect(data.items[0]).toMatchObject({
      name: 'Arrows',
      bulk: 0.5,
      quantity: 2,
      notes: 'Crafted',
    })
    const crude = addCraftedItems(newCharacter, 'Nail club', 1, {
      kind: 'improvised',
      value: 0,
      consumable: false,
      quality: 'standard',
    })
    expect(crude.items[0]?.notes).toMatch(/^Improvised: has a flaw/)
    expect(() => addCraftedItems(newCharacter, '', 1, input)).toThrow(RulesError)
    expect(() => addCraftedItems(newCharacter, 'Rope', 0.3, input)).toThrow(RulesError)
    expect(craftingSkills({ ...newCharacter, skills: [] })).toEqual([])
  })
})

describe('Befriending animals', () => {
  it('a passed WIT save brings one animal along; a failure leaves the sheet alone', () => {
    const failed = befriendAnimal(newCharacter, 'Dog', false, false, false)
    expect(failed.data).toBe(newCharacter)
    expect(failed.summary).toMatch(/run away or turn hostile/)
    const won = befriendAnimal(newCharacter, 'Dog', false, false, true).data
    expect(won.befriended).toEqual({ name: 'Dog', wild: false, watch: 0 })
    expect(murdhamDataSchema.safeParse(won).success).toBe(true)
    expect(() => befriendAnimal(won, 'Cat', false, false, true)).toThrow(/only one befriended/)
    expect(releaseBefriended(won).befriended).toBeNull()
    expect(() => releaseBefriended(newCharacter)).toThrow(RulesError)
  })

  it('a wild animal needs a proficient character', () => {
    expect(() => befriendAnimal(newCharacter, 'Wolf', true, false, true)).toThrow(/proficient/)
    expect(befriendAnimal(newCharacter, 'Wolf', true, true, true).data.befriended?.wild).toBe(true)
  })

  it('the animal leaves when the watch ends; old data without the field still reads', () => {
    const won = befriendAnimal(newCharacter, 'Dog', false, false, true).data
    expect(endWatch(createRng(1), won).data.befriended).toBeNull()
    expect(endStretch(createRng(1), won).data.befriended?.name).toBe('Dog')
    const { befriended: _omit, ...old } = won
    expect(murdhamDataSchema.safeParse(old).success).toBe(true)
    expect(endWatch(createRng(1), newCharacter).data).not.toHaveProperty('befriended')
  })
})

describe('Zone occupancy', () => {
  it('counts each size against what a typical zone holds', () => {
    expect(zoneOccupancy({ tiny: 128, small: 32, medium: 8, large: 2 }, false)).toEqual({
      lines: [
        { size: 'tiny', count: 128, limit: 128, fits: true },
        { size: 'small', count: 32, limit: 32, fits: true },
        { size: 'medium', count: 8, limit: 8, fits: true },
        { size: 'large', count: 2, limit: 2, fits: true },
      ],
      fits: true,
      problems: [],
    })
    const crowded = zoneOccupancy({ medium: 9, large: 3 }, false)
    expect(crowded.fits).toBe(false)
    expect(crowded.problems).toEqual([
      '9 medium is more than the 8 a zone holds.',
      '3 large is more than the 2 a zone holds.',
    ])
  })

  it('a massive character needs a large open zone, which holds 16 medium', () => {
    expect(zoneOccupancy({ massive: 1 }, false).problems).toEqual([
      'A massive character fits only in a large, open zone.',
    ])
    const open = zoneOccupancy({ massive: 1, medium: 16 }, true)
    expect(open.lines).toEqual([
      { size: 'medium', count: 16, limit: 16, fits: true },
      { size: 'massive', count: 1, limit: null, fits: null },
    ])
    expect(open.fits).toBeNull()
    expect(zoneOccupancy({ medium: 17 }, true).fits).toBe(false)
    expect(() => zoneOccupancy({ tiny: -1 }, false)).toThrow(RulesError)
  })
})
