// The movement and hazard rules against the text's tables (Hazards: Movement, Jumping, Chases,
// Suffocation, Concentration), with Toromeen (movement 10, endurance 15, strength 18, agility 10,
// health 10, evasion 4) where a character is needed.
import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { toromeen } from './fixtures'
import {
  chaseBonus,
  chaseOdds,
  chaseOutcome,
  chaseRoll,
  concentrationRoll,
  dailyMovement,
  gainInjury,
  healthRoll,
  jumpMultiplier,
  jumpPenalty,
  jumpPlan,
  jumpReached,
  keepConcentrationRoll,
  keepMovingModifiers,
  movementNow,
  speeds,
  suffocationBuffer,
  suffocationRoll,
  suffocationRollRound,
} from './hazards-movement'
import type { GodsMonstersData, SizeId } from './model'

const sized = (size: SizeId): GodsMonstersData => ({
  ...toromeen,
  species: { ...toromeen.species, size },
})

describe('movement speeds', () => {
  it('gives every row of the speed table for movement 10 and endurance 15', () => {
    const rows = speeds(10, 15).map((s) => [
      s.id,
      s.yardsPerMinute,
      s.feetPerRound,
      `${s.timeBase.amount} ${s.timeBase.unit}`,
      s.reaction,
      s.attack,
    ])
    expect(rows).toEqual([
      ['semiConscious', 10, 5, '15 rounds', 0, 0],
      ['combat', 20, 10, '15 minutes', 0, 0],
      ['dash', 60, 30, '15 minutes', -1, 4],
      ['explore', 40, 20, '150 minutes', 0, 0],
      ['walk', 100, 50, '450 minutes', -2, 2],
      ['jog', 200, 100, '75 minutes', -4, 4],
      ['run', 300, 150, '15 minutes', -8, 8],
      ['sprint', 500, 250, '15 rounds', -16, 16],
    ])
  })

  it('shifts the reaction penalties up one outdoors: walking on a road is free, jogging costs walking’s', () => {
    const outdoors = Object.fromEntries(speeds(10, 15, true).map((s) => [s.id, s.reaction]))
    expect(outdoors).toEqual({
      semiConscious: 0,
      combat: 0,
      dash: -1,
      explore: 0,
      walk: 0,
      jog: -2,
      run: -4,
      sprint: -8,
    })
    expect(speeds(10, 15, true).find((s) => s.id === 'sprint')?.attack).toBe(16)
  })

  it('halves movement at night and quarters it in total darkness', () => {
    expect(movementNow(10, { lighting: 'night' }).value).toBe(5)
    expect(movementNow(10, { lighting: 'dark' }).value).toBe(2.5)
    expect(movementNow(10, { lighting: 'light' }).value).toBe(10)
    expect(movementNow(10, { lighting: 'dark' }).explanation).toBe(
      'Movement 10 −7.5 total darkness = 2.5',
    )
  })

  it('caps movement at half while concentrating, without halving darkness again', () => {
    expect(movementNow(10, { concentrating: true }).value).toBe(5)
    expect(movementNow(10, { concentrating: true, lighting: 'dark' }).value).toBe(2.5)
  })

  it('takes the casting or calling time off movement, and stops it when longer or a round or more', () => {
    expect(movementNow(10, { castingTime: 3 }).value).toBe(7)
    expect(movementNow(10, { castingTime: 10 }).value).toBe(0)
    expect(movementNow(10, { castingTime: 11 }).value).toBe(0)
    expect(movementNow(10, { castingTime: 2, castingRoundOrMore: true }).value).toBe(0)
    expect(movementNow(10, { lighting: 'night', castingTime: 3 }).value).toBe(2)
    expect(() => movementNow(10, { castingTime: -1 })).toThrow(RulesError)
  })
})

describe('daily movement and flying', () => {
  it('walks twice movement in miles a day, movement in forests and hills, half in bogs', () => {
    expect(dailyMovement(10, 15).miles).toBe(20)
    expect(dailyMovement(10, 15, { terrain: 'rough' }).miles).toBe(10)
    expect(dailyMovement(10, 15, { terrain: 'bog' }).miles).toBe(5)
    expect(dailyMovement(10, 15, { terrain: 'bog' }).pushedMiles).toBe(7.5)
    expect(dailyMovement(10, 15).pushedMiles).toBe(30)
    expect(dailyMovement(10, 15).restAfterDays).toBe(7.5)
    expect(dailyMovement(9, 15).milesPerHour).toBe(3)
  })

  it('flies movement miles an hour: eight times a walker’s day', () => {
    const flier = dailyMovement(10, 15, { flier: true, terrain: 'bog' })
    expect(flier.milesPerHour).toBe(10)
    expect(flier.miles).toBe(8 * dailyMovement(10, 15).miles)
  })
})

describe('pushing on without rest', () => {
  it('gives +2 per movement given up, −2 per earlier roll and up to −4 for water', () => {
    const mods = keepMovingModifiers(10, { movementGivenUp: 3, earlierRolls: 2, thirst: 4 })
    expect(mods.map((m) => m.value)).toEqual([6, -4, -4])
    // Health 10 + 6 − 4 − 4 = 8.
    expect(healthRoll(toromeen, mods).target).toBe(8)
    expect(keepMovingModifiers(10, { movementGivenUp: 0, earlierRolls: 0, thirst: 0 })).toEqual([])
  })

  it('refuses a water penalty over 4 or more movement given up than there is', () => {
    expect(() =>
      keepMovingModifiers(10, { movementGivenUp: 0, earlierRolls: 0, thirst: 5 }),
    ).toThrow('from 0 to 4')
    expect(() =>
      keepMovingModifiers(10, { movementGivenUp: 11, earlierRolls: 0, thirst: 0 }),
    ).toThrow(RulesError)
  })

  it('adds one injury on a failure, not taken by the bonus pool', () => {
    const result = gainInjury({ ...toromeen, temporaryPool: 5 })
    expect(result.data.injuries).toBe(toromeen.injuries + 1)
    expect(result.data.temporaryPool).toBe(5)
    expect(result.unconsciousnessRoll).toBe(true)
  })
})

describe('jumping', () => {
  it('doubles the penalty for each foot past the first', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(jumpPenalty)).toEqual([0, -1, -2, -4, -8, -16, -32])
  })

  it('multiplies the distance by size; tiny and fine are campaign settings', () => {
    const sizes: SizeId[] = [
      'fine',
      'tiny',
      'small',
      'medium',
      'large',
      'huge',
      'gigantic',
      'titanic',
    ]
    expect(sizes.map((s) => jumpMultiplier(s))).toEqual([0.1875, 0.375, 0.75, 1, 2, 4, 8, 16])
    expect(jumpMultiplier('tiny', { jumpTinySixteenths: 8 })).toBe(0.5)
  })

  it('is an agility roll with strength as a major contributor and +8', () => {
    // Agility 10 + 4 (strength 18, major) + 8 − 2 (to 3 feet) = 20.
    const plan = jumpPlan(sized('medium'), { distance: 3 })
    expect(plan.roll.target).toBe(20)
    expect(plan.targetBeforeDistance).toBe(22)
    expect(plan.rules.map((m) => `${m.label} ${m.value}`)).toEqual([
      'strength 18 (major) 4',
      'jumping 8',
      'to 3 feet -2',
    ])
  })

  it('reads a large creature’s 4 feet as the 2-foot row, a small one’s 3 feet as the 4-foot row', () => {
    expect(jumpPlan(sized('large'), { distance: 4 }).steps).toBe(2)
    expect(jumpPlan(sized('small'), { distance: 3 }).steps).toBe(4)
    expect(jumpPlan(sized('small'), { distance: 3 }).roll.target).toBe(18)
  })

  it('adds the running movement to a leap across, in yards', () => {
    const plan = jumpPlan(sized('medium'), { distance: 5, across: true, runningMovement: 10 })
    // 10 + 4 + 8 + 10 − 8 = 24.
    expect(plan.unit).toBe('yards')
    expect(plan.roll.target).toBe(24)
  })

  it('jumps short on a failure: as far as the roll would have reached', () => {
    const plan = jumpPlan(sized('medium'), { distance: 6 })
    // Rows: 1 ft ≤22, 2 ≤21, 3 ≤20, 4 ≤18, 5 ≤14, 6 ≤6.
    expect(jumpReached(plan, 6)).toBe(6)
    expect(jumpReached(plan, 15)).toBe(4)
    expect(jumpReached(plan, 20)).toBe(3)
    const large = jumpPlan(sized('large'), { distance: 12 })
    expect(jumpReached(large, 15)).toBe(8)
    const weak = jumpPlan({ ...sized('medium'), injuries: 14 }, { distance: 2 })
    expect(jumpReached(weak, 9)).toBe(0)
  })

  it('refuses a jump of nothing or beyond the table', () => {
    expect(() => jumpPlan(toromeen, { distance: 0 })).toThrow(RulesError)
    expect(() => jumpPlan(sized('medium'), { distance: 13 })).toThrow('read to 12')
  })
})

describe('chases', () => {
  it('gives the faster side +1 for every 3 points of movement difference', () => {
    expect(chaseBonus(10, 8)).toEqual({ mine: 0, theirs: 0 })
    expect(chaseBonus(10, 7)).toEqual({ mine: 1, theirs: 0 })
    expect(chaseBonus(8, 14)).toEqual({ mine: 0, theirs: 2 })
    expect(chaseRoll(toromeen, { myMovement: 10, theirMovement: 4, modifier: 1 }).target).toBe(13)
  })

  it('ends when one side succeeds and the other fails', () => {
    const odds = chaseOdds(10, 15)
    expect(odds.mineWins).toBeCloseTo(0.5 * 0.25)
    expect(odds.theirsWins).toBeCloseTo(0.75 * 0.5)
    expect(odds.mineWins + odds.theirsWins + odds.goesOn).toBeCloseTo(1)
    expect(chaseOutcome('pursuer', true, false)).toBe('caught')
    expect(chaseOutcome('pursuer', false, true)).toBe('escaped')
    expect(chaseOutcome('quarry', true, false)).toBe('escaped')
    expect(chaseOutcome('quarry', false, true)).toBe('caught')
    expect(chaseOutcome('quarry', true, true)).toBe('goesOn')
  })
})

describe('suffocation', () => {
  it('gives a prepared character endurance rounds, doubled at rest', () => {
    expect(suffocationBuffer(toromeen, { prepared: true, atRest: false }).rounds).toBe(15)
    const resting = suffocationBuffer(toromeen, { prepared: true, atRest: true })
    expect(resting).toMatchObject({ rounds: 30, interval: 12 })
  })

  it('gives an unprepared one d4 plus endurance as a minor contributor, and maybe none', () => {
    // Endurance 15: minor +1.
    expect(suffocationBuffer(toromeen, { prepared: false, atRest: false, d4: 3 }).rounds).toBe(4)
    const frail = { ...toromeen, abilities: { ...toromeen.abilities, endurance: 2 } }
    expect(suffocationBuffer(frail, { prepared: false, atRest: false, d4: 1 }).rounds).toBe(0)
    expect(() => suffocationBuffer(toromeen, { prepared: false, atRest: false })).toThrow(
      RulesError,
    )
  })

  it('then makes health rolls each minute at a cumulative −1', () => {
    expect([1, 2, 3].map((n) => suffocationRoll(toromeen, n).target)).toEqual([10, 9, 8])
    const buffer = suffocationBuffer(toromeen, { prepared: true, atRest: false })
    expect([1, 2, 3].map((n) => suffocationRollRound(buffer, n))).toEqual([16, 22, 28])
  })
})

describe('concentration', () => {
  it('puts a concentration penalty on charisma, wisdom and intelligence rolls only', () => {
    expect(concentrationRoll(toromeen, 'wisdom', 2).target).toBe(13)
    expect(concentrationRoll(toromeen, 'charisma', 2).target).toBe(6)
    expect(concentrationRoll(toromeen, 'strength', 2).target).toBe(18)
  })

  it('keeps concentration when hit with an evasion roll', () => {
    expect(keepConcentrationRoll(toromeen).target).toBe(4)
  })
})
