import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createRng, type Rng } from '../common/dice'
import { RulesError } from '../types'
import {
  applyDamage,
  applyDeathTest,
  applyHerbalCure,
  applyMedicus,
  applyMysticalHealing,
  damageAfterArmor,
  deathStatus,
  deathTestOutcome,
  exceedsPainThreshold,
  healNaturally,
  initiativeOrder,
  rollDeathTest,
} from './combat'
import { dyingCharacter, evenCharacter, frailScholar, shieldedWarrior } from './fixtures'
import { currentToughness } from './secondary'

/** A random source that makes the given die faces come up, in order (for d20s unless `sides`). */
function scripted(faces: number[], sides = 20): Rng {
  let i = 0
  return () => {
    const face = faces[i++]
    if (face === undefined) throw new Error('scripted rng ran out of faces')
    return (face - 0.5) / sides
  }
}

describe('initiativeOrder', () => {
  it('orders by Quick, highest first', () => {
    const order = initiativeOrder(
      [
        { id: 'a', quick: 9, vigilant: 15 },
        { id: 'b', quick: 14, vigilant: 5 },
        { id: 'c', quick: 11, vigilant: 10 },
      ],
      scripted([]),
    )
    expect(order.map((c) => c.id)).toEqual(['b', 'c', 'a'])
    expect(order.every((c) => c.rollOff.length === 0)).toBe(true)
  })

  it('breaks a Quick tie with Vigilant', () => {
    const order = initiativeOrder(
      [
        { id: 'a', quick: 12, vigilant: 8 },
        { id: 'b', quick: 12, vigilant: 13 },
      ],
      scripted([]),
    )
    expect(order.map((c) => c.id)).toEqual(['b', 'a'])
  })

  it('breaks a Quick and Vigilant tie with a d20 roll-off, highest first', () => {
    const order = initiativeOrder(
      [
        { id: 'a', quick: 12, vigilant: 10 },
        { id: 'b', quick: 12, vigilant: 10 },
        { id: 'c', quick: 15, vigilant: 5 },
      ],
      scripted([5, 17]),
    )
    expect(order.map((c) => c.id)).toEqual(['c', 'b', 'a'])
    expect(order.find((c) => c.id === 'a')?.rollOff).toEqual([5])
    expect(order.find((c) => c.id === 'b')?.rollOff).toEqual([17])
  })

  it('rolls again while the roll-off is tied', () => {
    const order = initiativeOrder(
      [
        { id: 'a', quick: 10, vigilant: 10 },
        { id: 'b', quick: 10, vigilant: 10 },
        { id: 'c', quick: 10, vigilant: 10 },
      ],
      scripted([8, 8, 3, 4, 12]),
    )
    // a and b tie on 8 and roll again (4 vs 12); c rolled 3 and goes last.
    expect(order.map((c) => c.id)).toEqual(['b', 'a', 'c'])
    expect(order[0]?.rollOff).toEqual([8, 12])
  })

  it('keeps extra fields and is a permutation sorted by Quick then Vigilant', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quick: fc.integer({ min: 5, max: 7 }),
            vigilant: fc.integer({ min: 5, max: 7 }),
          }),
          { maxLength: 10 },
        ),
        fc.integer(),
        (stats, seed) => {
          const combatants = stats.map((s, i) => ({ ...s, id: `c${i}`, name: `Combatant ${i}` }))
          const order = initiativeOrder(combatants, createRng(seed))
          if (new Set(order.map((c) => c.id)).size !== combatants.length) return false
          for (let i = 1; i < order.length; i++) {
            const prev = order[i - 1]!
            const cur = order[i]!
            if (prev.quick < cur.quick) return false
            if (prev.quick === cur.quick && prev.vigilant < cur.vigilant) return false
          }
          return order.every((c) => c.name === `Combatant ${c.id.slice(1)}`)
        },
      ),
    )
  })
})

describe('damage', () => {
  it('armor subtracts its roll from the weapon’s, never below 0', () => {
    expect(damageAfterArmor(7, 3)).toBe(4)
    expect(damageAfterArmor(3, 5)).toBe(0)
  })

  it('damage that exceeds the Pain Threshold (not equals) triggers it', () => {
    // Strong 5 → Pain Threshold 3.
    expect(exceedsPainThreshold(frailScholar, 3)).toBe(false)
    expect(exceedsPainThreshold(frailScholar, 4)).toBe(true)
  })

  it('lowers Toughness down to 0, when the character is dying', () => {
    const hurt = applyDamage(evenCharacter, 4)
    expect(currentToughness(hurt)).toBe(6)
    const down = applyDamage(hurt, 9)
    expect(down.damage).toBe(10)
    expect(currentToughness(down)).toBe(0)
    expect(deathStatus(down).status).toBe('dying')
  })

  it('refuses negative or fractional damage', () => {
    expect(() => applyDamage(evenCharacter, -1)).toThrow(/whole number/)
    expect(() => applyDamage(evenCharacter, 1.5)).toThrow(/whole number/)
  })
})

describe('death tests', () => {
  it('maps rolls to outcomes', () => {
    expect(deathTestOutcome(1)).toBe('wakes')
    expect(deathTestOutcome(2)).toBe('holds')
    expect(deathTestOutcome(10)).toBe('holds')
    expect(deathTestOutcome(11)).toBe('closer')
    expect(deathTestOutcome(19)).toBe('closer')
    expect(deathTestOutcome(20)).toBe('dies')
    expect(() => deathTestOutcome(0)).toThrow(RangeError)
    expect(() => deathTestOutcome(21)).toThrow(RangeError)
  })

  it('is alive above 0 Toughness and dying at 0', () => {
    expect(deathStatus(evenCharacter)).toEqual({ status: 'alive', stepsCloser: 0, testsRolled: 0 })
    expect(deathStatus(dyingCharacter)).toEqual({ status: 'dying', stepsCloser: 0, testsRolled: 0 })
  })

  it('dies on the third 11–19, with other results in between', () => {
    const rng = scripted([])
    let data = dyingCharacter
    for (const roll of [12, 5, 19, 2, 10]) data = applyDeathTest(data, roll, rng)
    expect(deathStatus(data)).toEqual({ status: 'dying', stepsCloser: 2, testsRolled: 5 })
    data = applyDeathTest(data, 11, rng)
    expect(deathStatus(data)).toMatchObject({ status: 'dead', stepsCloser: 3, cause: 'third-step' })
    expect(() => applyDeathTest(data, 5, rng)).toThrow(RulesError)
  })

  it('dies on a 20', () => {
    const data = applyDeathTest(dyingCharacter, 20, scripted([]))
    expect(deathStatus(data)).toMatchObject({ status: 'dead', cause: 'rolled-20' })
  })

  it('wakes on a 1 with 1d4 Toughness and clears the death tests', () => {
    for (const face of [1, 2, 3, 4]) {
      let data = applyDeathTest(dyingCharacter, 15, scripted([]))
      data = applyDeathTest(data, 1, scripted([face], 4))
      expect(currentToughness(data)).toBe(face)
      expect(data.damage).toBe(10 - face)
      expect(data.deathTests).toEqual([])
      expect(deathStatus(data).status).toBe('alive')
    }
  })

  it('wakes with 1 to 4 Toughness for any seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const woke = applyDeathTest(dyingCharacter, 1, createRng(seed))
        const t = currentToughness(woke)
        return t >= 1 && t <= 4
      }),
    )
  })

  it('only lets a dying character roll', () => {
    expect(() => applyDeathTest(evenCharacter, 5, scripted([]))).toThrow(/Only a dying character/)
  })

  it('rollDeathTest rolls a d20 and applies it', () => {
    const result = rollDeathTest(dyingCharacter, scripted([14]))
    expect(result).toMatchObject({ roll: 14, outcome: 'closer' })
    expect(result.data.deathTests).toEqual([14])
  })
})

describe('healing', () => {
  const hurt = { ...shieldedWarrior, damage: 5 } // Toughness 13, current 8

  it('heals one Toughness per day naturally, never above maximum', () => {
    expect(healNaturally(hurt).data.damage).toBe(4)
    expect(healNaturally(hurt, 3).data.damage).toBe(2)
    const rested = healNaturally(hurt, 10)
    expect(rested.data.damage).toBe(0)
    expect(rested.healed).toBe(5)
  })

  it('herbal cure heals 1 and stabilises a dying character', () => {
    const dying = applyDeathTest(dyingCharacter, 13, scripted([]))
    const cured = applyHerbalCure(dying)
    expect(currentToughness(cured.data)).toBe(1)
    expect(cured.data.deathTests).toEqual([])
    expect(cured.stabilised).toBe(true)
    expect(deathStatus(cured.data).status).toBe('alive')
  })

  it('Medicus heals 1d4 and stabilises', () => {
    const treated = applyMedicus(dyingCharacter, scripted([3], 4))
    expect(treated.roll).toBe(3)
    expect(treated.healed).toBe(3)
    expect(currentToughness(treated.data)).toBe(3)
    expect(treated.stabilised).toBe(true)
  })

  it('Medicus never heals past maximum Toughness', () => {
    const scratched = { ...evenCharacter, damage: 1 }
    const treated = applyMedicus(scratched, scripted([4], 4))
    expect(treated).toMatchObject({ roll: 4, healed: 1, stabilised: false })
    expect(treated.data.damage).toBe(0)
  })

  it('mystical healing heals its own amount and stabilises', () => {
    const healed = applyMysticalHealing(dyingCharacter, 6)
    expect(currentToughness(healed.data)).toBe(6)
    expect(healed.stabilised).toBe(true)
  })

  it('a dying character must be stabilised before natural healing', () => {
    expect(() => healNaturally(dyingCharacter)).toThrow(/stabilised/)
  })

  it('a dead character cannot be healed', () => {
    const dead = applyDeathTest(dyingCharacter, 20, scripted([]))
    expect(() => applyHerbalCure(dead)).toThrow(/dead character/)
  })
})
