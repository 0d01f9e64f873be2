import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { toromeen } from './fixtures'
import { levelUp } from './levels'
import type { GodsMonstersData } from './model'
import {
  applyDamage,
  consciousnessCheck,
  deathContest,
  encounterVerve,
  heal,
  highestSpellLevel,
  morningVerve,
  recordDeathContest,
  rest,
  setTemporaryPool,
} from './vitals'

/** Toromeen at 2nd level: 7 survival, 17 verve (the survival chapter's examples). */
const second: GodsMonstersData = levelUp(toromeen, 'warrior', 8).data

describe('damage', () => {
  it('follows the Orc fight: 5, 6, 7 and 4 points leave 2 survival and no verve', () => {
    let d = second
    const steps = [5, 6, 7, 4].map((hit) => {
      const r = applyDamage(d, hit, { archetypal: true })
      d = r.data
      return [d.verve.current, d.survival.current]
    })
    expect(steps).toEqual([
      [12, 7],
      [6, 7],
      [0, 6],
      [0, 2],
    ])
    expect(d.injuries).toBe(0)
    expect(morningVerve(d).verve.current).toBe(17)
  })

  it('takes non-archetypal damage from survival only', () => {
    const r = applyDamage(second, 3, { archetypal: false })
    expect(r.data.verve.current).toBe(17)
    expect(r.data.survival.current).toBe(4)
  })

  it('turns damage past zero survival into injuries, with the roll prompts (4 survival, hit for 6)', () => {
    const hurt = { ...second, survival: { current: 4, max: 7 }, verve: { current: 0, max: 17 } }
    const r = applyDamage(hurt, 6, { archetypal: true })
    expect(r.data.survival.current).toBe(0)
    expect(r.data.injuries).toBe(2)
    expect(r.unconsciousnessRoll).toBe(true)
    expect(r.deathRoll).toBe(true)
    const check = consciousnessCheck(r.data)
    expect(check).toMatchObject({ reaction: 'fortitude', target: 9, minutesOnFailure: 2 })
    const death = deathContest(r.data)
    expect(death).toMatchObject({
      injuriesTarget: 2,
      enduranceTarget: 13,
      timeLeft: 13,
      timeUnit: 'minutes',
    })
    expect(death.chanceOfDying).toBeCloseTo(0.1 * 0.35, 10)
    const out = deathContest({ ...r.data, consciousness: 'unconscious' })
    expect(out).toMatchObject({ enduranceTarget: 15, timeUnit: 'hours' })
    expect(recordDeathContest(r.data, true, false).dying).toBe(true)
    expect(recordDeathContest(r.data, true, true).dying).toBe(false)
  })

  it('spends the temporary pool first (Fighting Prowess: 7, hit for 3 and 3 leaves 1)', () => {
    let d = setTemporaryPool(second, 7)
    d = applyDamage(d, 3, { archetypal: true }).data
    expect(d.temporaryPool).toBe(4)
    d = applyDamage(d, 3, { archetypal: true }).data
    expect(d.temporaryPool).toBe(1)
    expect(d.verve.current).toBe(17)
  })

  it('sends direct injuries only when verve cannot take it all', () => {
    expect(applyDamage(second, 5, { archetypal: true, injuries: 1 }).injuriesGained).toBe(0)
    const r = applyDamage(second, 5, { archetypal: false, injuries: 1 })
    expect(r.injuriesGained).toBe(1)
    expect(r.data.survival.current).toBe(3)
  })

  it('refuses bad damage and a dead character', () => {
    expect(() => applyDamage(second, -1, { archetypal: false })).toThrow(RulesError)
    expect(() => applyDamage({ ...second, dead: true }, 1, { archetypal: false })).toThrow(
      RulesError,
    )
  })
})

describe('recovery', () => {
  const battered = { ...second, survival: { current: 2, max: 7 }, verve: { current: 0, max: 17 } }

  it('a night’s rest with a successful health roll restores level survival (2 → 4)', () => {
    expect(rest(battered, 'night', { healthRollSucceeded: true }).data.survival.current).toBe(4)
    expect(rest(battered, 'night', { healthRollSucceeded: false }).data.survival.current).toBe(3)
    expect(rest(battered, 'day').data.survival.current).toBe(4)
  })

  it('never goes above the maximum, and removing the last injury ends dying', () => {
    const full = { ...second, survival: { current: 6, max: 7 } }
    expect(rest(full, 'day').data.survival.current).toBe(7)
    const dying = { ...battered, injuries: 1, dying: true }
    const healed = rest(dying, 'day', { healInjury: true }).data
    expect(healed.injuries).toBe(0)
    expect(healed.dying).toBe(false)
    expect(heal(dying, 50, 1).survival.current).toBe(7)
  })

  it('restores level verve for an encounter, up to the maximum', () => {
    expect(encounterVerve(battered).verve.current).toBe(2)
  })
})

describe('injuries and spells', () => {
  it('limits a 5th-level sorceror with 2 injuries to 3rd-level spells', () => {
    const mage = {
      ...toromeen,
      archetypes: [{ archetype: 'sorceror' as const, level: 5 }],
      injuries: 2,
    }
    expect(highestSpellLevel(mage)).toBe(3)
    expect(highestSpellLevel(toromeen)).toBeNull()
  })
})
