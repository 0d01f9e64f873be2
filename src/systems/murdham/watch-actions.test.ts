// Watch actions: the market watch and its WIT saves (Trading), shelter in bad weather and the
// daily rest it allows (Bad weather), each ending the watch.
import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { RulesError } from '../types'
import { rollSave, saveOdds } from './abilities'
import { newCharacter } from './fixtures'
import { murdhamDataSchema, type MurdhamData } from './model'
import { dailyRestProblem, seekShelter, spendMarketWatch, takeDailyRest } from './watch-actions'

const rng = createRng(1)
const wit = (roll: number) => ({
  ...saveOdds(10, 20, false, 'wit'),
  rolls: [roll],
  roll,
  passed: roll <= 10,
})
const onDay = (day: number, time: Partial<MurdhamData['time']> = {}): MurdhamData => ({
  ...newCharacter,
  time: { ...newCharacter.time, day, watch: 3, ...time },
})

describe('Trading: a watch at the market', () => {
  it('spends the watch trading, with no save', () => {
    const r = spendMarketWatch(rng, onDay(2), 'market', null)
    expect(r.data.time.watch).toBe(4)
    expect(r.outcome).toBe(
      'Trade at the market (Trading): a watch of buying and selling at the market.',
    )
  })

  it('a full-price buyer or a dealer takes the watch and a WIT save', () => {
    const found = spendMarketWatch(rng, onDay(2), 'buyer', wit(7))
    expect(found.data.time.watch).toBe(4)
    expect(found.outcome).toBe(
      'Seek a full-price buyer (Trading): WIT save 7 vs 10: passed, a buyer paying full price is found.',
    )
    const none = spendMarketWatch(rng, onDay(2), 'fence', wit(15))
    expect(none.data.time.watch).toBe(4)
    expect(none.outcome).toContain('WIT save 15 vs 10: failed, no dealer found this watch')
    expect(() => spendMarketWatch(rng, onDay(2), 'fence', null)).toThrow(RulesError)
    const agi = rollSave(createRng(2), saveOdds(10, 20, false, 'agi'))
    expect(() => spendMarketWatch(rng, onDay(2), 'buyer', agi)).toThrow('needs a WIT save')
  })
})

describe('Bad weather: shelter and the daily rest', () => {
  const storm = { badWeather: true, inTheOpen: true }

  it('forbids the daily rest in the open until shelter is found that day', () => {
    expect(dailyRestProblem(onDay(1), storm)).toMatch(/find shelter first/)
    expect(() => takeDailyRest(rng, onDay(1), storm)).toThrow(RulesError)
    // In a settlement, or in fair weather, the rest may be taken.
    expect(dailyRestProblem(onDay(1), { badWeather: true, inTheOpen: false })).toBeNull()
    expect(dailyRestProblem(onDay(1), { badWeather: false, inTheOpen: true })).toBeNull()
  })

  it('a passed WIT save spends a watch and finds shelter for the day; a failed one spends it only', () => {
    const failed = seekShelter(rng, onDay(1), wit(18))
    expect(failed.data.time).toMatchObject({ watch: 4 })
    expect(failed.data.time.shelterDay).toBeUndefined()
    expect(failed.outcome).toBe(
      'Seeking shelter (Bad weather): WIT save 18 vs 10: failed, none found this watch.',
    )
    const found = seekShelter(rng, failed.data, wit(3))
    expect(found.data.time).toMatchObject({ watch: 5, shelterDay: 1 })
    const rested = takeDailyRest(rng, found.data, storm)
    expect(rested.data.time).toMatchObject({ watch: 6, restDay: 1, shelterDay: 1 })
    expect(rested.outcome).toBe(
      'Daily rest taken on day 1 in the shelter found: the watch is spent.',
    )
    expect(murdhamDataSchema.safeParse(rested.data).success).toBe(true)
    // One daily rest a day; yesterday's shelter does not count the next day.
    expect(dailyRestProblem(rested.data, storm)).toBe('The daily rest was already taken today.')
    const nextDay = { ...rested.data, time: { ...rested.data.time, day: 2 } }
    expect(dailyRestProblem(nextDay, storm)).toMatch(/find shelter first/)
    expect(dailyRestProblem(nextDay, { badWeather: false, inTheOpen: true })).toBeNull()
    expect(() => seekShelter(rng, onDay(1), null)).toThrow('Seeking shelter needs a WIT save.')
  })
})
