import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { RulesError } from '../types'
import {
  advantageSituationsFor,
  attackModifiers,
  hasAdvantage,
  damageDice,
  damageOdds,
  harmOdds,
  defenseModifiers,
  rollAttack,
  rollDamage,
  rollDefense,
  successorAward,
  weaponUse,
} from './combat'
import { makeAward } from '../common/ledger'
import { evenCharacter, shieldedWarrior } from './fixtures'
import type { SymbaroumData } from './model'

const sword = shieldedWarrior.weapons[0]!
const bow = { id: 'b', name: 'Longbow', damage: '1d8', qualities: ['ranged' as const] }
const greatsword = { id: 'g', name: 'Greatsword', damage: '1d12', qualities: ['heavy' as const] }
const spear = { id: 's', name: 'Spear', damage: '1d8', qualities: ['long' as const] }

describe('weaponUse (Shield)', () => {
  it('a shield bars ranged and Heavy weapons and cancels Long reach', () => {
    expect(weaponUse(bow, 'shield').barred).toMatch(/ranged weapon cannot be used with a shield/)
    expect(weaponUse(greatsword, 'shield').barred).toMatch(/Heavy weapon/)
    expect(weaponUse(spear, 'shield')).toEqual({ barred: null, longReach: false })
    expect(weaponUse(sword, 'shield')).toEqual({ barred: null, longReach: false })
  })

  it('a buckler, or no shield, bars nothing and keeps Long reach', () => {
    for (const shield of ['buckler', 'none'] as const) {
      expect(weaponUse(bow, shield).barred).toBeNull()
      expect(weaponUse(greatsword, shield).barred).toBeNull()
      expect(weaponUse(spear, shield)).toEqual({ barred: null, longReach: true })
    }
  })
})

describe('attacks: [Accurate←Defense]', () => {
  it('lists the target Defense as 10 − Defense and Advantage as +2, each with its rule', () => {
    expect(attackModifiers({ targetDefense: 12 })).toEqual([
      { label: "Target's Defense 12", value: -2, rule: 'Combat Action' },
    ])
    expect(attackModifiers({ targetDefense: 7, advantage: true })).toEqual([
      { label: "Target's Defense 7", value: 3, rule: 'Combat Action' },
      { label: 'Advantage', value: 2, rule: 'Advantage' },
    ])
  })

  it('a hit rolls the weapon, and +1d4 with Advantage', () => {
    expect(damageDice(sword)).toEqual(['1d8'])
    expect(damageDice(sword, true)).toEqual(['1d8', '1d4'])
  })

  it('hits on Accurate + modifier or lower, then damage minus the armor roll', () => {
    // Accurate 13 against Defense 12: 13 − 2 = 11. d20 11 hits; 1d8 shows 7, armor 1d6 shows 3.
    const hit = rollAttack(faces([11, 20], [7, 8], [3, 6]), shieldedWarrior, sword, {
      targetDefense: 12,
      targetArmor: '1d6',
      targetPainThreshold: 3,
    })
    expect(hit.test).toMatchObject({ target: 11, roll: 11, success: true })
    expect(hit.damage).toMatchObject({ dealt: 4, overPainThreshold: true })
    expect(hit.damage!.armor!.total).toBe(3)

    const miss = rollAttack(faces([12, 20]), shieldedWarrior, sword, { targetDefense: 12 })
    expect(miss.test.success).toBe(false)
    expect(miss.damage).toBeNull()
  })

  it('Advantage adds 2 to hit and 1d4 to the damage', () => {
    // 13 + (10 − 14) + 2 = 11; damage 1d8 (2) + 1d4 (4) = 6 against armor 1d4 (6 > 1): 5.
    const r = rollAttack(faces([11, 20], [2, 8], [4, 4], [1, 4]), shieldedWarrior, sword, {
      targetDefense: 14,
      advantage: true,
      targetArmor: '1d4',
    })
    expect(r.test.target).toBe(11)
    expect(r.damage!.rolls.map((d) => d.total)).toEqual([2, 4])
    expect(r.damage!.dealt).toBe(5)
    expect(r.damage!.overPainThreshold).toBeNull()
  })

  it('armor that rolls as high as the damage stops it all', () => {
    expect(rollDamage(faces([3, 8], [5, 6]), ['1d8'], '1d6').dealt).toBe(0)
    expect(rollDamage(faces([5, 8], [5, 6]), ['1d8'], '1d6').dealt).toBe(0)
  })

  it('refuses a weapon the shield bars', () => {
    const archer: SymbaroumData = { ...shieldedWarrior, weapons: [bow] }
    expect(() => rollAttack(faces(), archer, bow, { targetDefense: 10 })).toThrow(RulesError)
  })
})

describe('damageOdds', () => {
  it('are exact: 1d8 against a 1d4 armor', () => {
    // Pairs (w, a) with w > a: for a = 1..4 there are 7, 6, 5, 4 of the 8 faces → 22/32.
    const odds = damageOdds(['1d8'], '1d4', 3)
    expect(odds.anyDamage).toBeCloseTo(22 / 32, 12)
    // w − a > 3: a=1 → w ≥ 5 (4), a=2 → 3, a=3 → 2, a=4 → 1 → 10/32.
    expect(odds.overPainThreshold).toBeCloseTo(10 / 32, 12)
    // Mean of max(0, w − a): sum over pairs / 32 = (28 + 21 + 15 + 10) / 32.
    expect(odds.mean).toBeCloseTo(74 / 32, 12)
  })

  it('without armor, damage is the dice; with Advantage it adds 1d4', () => {
    expect(damageOdds(['1d8'], null)).toEqual({ anyDamage: 1, overPainThreshold: null, mean: 4.5 })
    expect(damageOdds(['1d8', '1d4'], null).mean).toBeCloseTo(7, 12)
  })
})

describe('Defense: [Defense←Accurate]', () => {
  it('tests Defense (Quick − Impeding + shield) modified by 10 − the attacker’s Accurate', () => {
    expect(defenseModifiers({ attackerAccurate: 13 })).toEqual([
      { label: "Attacker's Accurate 13", value: -3, rule: 'Defense' },
    ])
    // Defense 12 (13 − 2 + 1), attacker Accurate 13: 12 − 3 = 9.
    const parried = rollDefense(faces([9, 20]), shieldedWarrior, 6, { attackerAccurate: 13 })
    expect(parried).toMatchObject({ taken: 0, armor: null, overPainThreshold: false })
    expect(parried.test).toMatchObject({ target: 9, success: true })
  })

  it('a failed test takes the damage over the armor roll, flagged over the Pain Threshold', () => {
    // Pain Threshold 7 (Strong 13). 10 damage, chain mail 1d6 shows 2: 8 taken, over 7.
    const hit = rollDefense(faces([10, 20], [2, 6]), shieldedWarrior, 10, { attackerAccurate: 13 })
    expect(hit).toMatchObject({ taken: 8, overPainThreshold: true })
    const light = rollDefense(faces([10, 20], [5, 6]), shieldedWarrior, 6, {
      attackerAccurate: 13,
    })
    expect(light).toMatchObject({ taken: 1, overPainThreshold: false })
  })

  it('without armor the whole damage is taken', () => {
    const r = rollDefense(faces([20, 20]), evenCharacter, 6, { attackerAccurate: 10 })
    expect(r).toMatchObject({ taken: 6, armor: null, overPainThreshold: true })
  })

  it('refuses damage that is not a whole number of 0 or more', () => {
    expect(() => rollDefense(faces(), evenCharacter, -1, { attackerAccurate: 10 })).toThrow(
      RangeError,
    )
  })
})

describe('harmOdds', () => {
  it('are the chances an attack gets past the armor die, and past the Pain Threshold', () => {
    // Chain mail 1d6 against 8 damage: always through (8 > 6), never over Pain Threshold 7
    // (at most 8 − 1 = 7).
    const eight = harmOdds(shieldedWarrior, 8)
    expect(eight.anyDamage).toBeCloseTo(1, 12)
    expect(eight.overPainThreshold).toBe(0)
    // 4 damage: through when the armor rolls 1–3 (3/6); mean (3 + 2 + 1) / 6 = 1.
    const four = harmOdds(shieldedWarrior, 4)
    expect(four.anyDamage).toBeCloseTo(0.5, 12)
    expect(four.mean).toBeCloseTo(1, 12)
    // No armor: 6 damage all taken; over Pain Threshold 5 (Strong 10).
    expect(harmOdds(evenCharacter, 6)).toEqual({ anyDamage: 1, overPainThreshold: 1, mean: 6 })
  })
})

describe('Dead Player Characters: the successor’s Experience', () => {
  it('is every Experience award the dead character received, starting Experience included', () => {
    const ledger = [
      makeAward('xp', 50, { note: 'Starting Experience' }),
      makeAward('xp', 30, { note: 'Adventure' }),
      { ...makeAward('xp', 10, { note: 'Undone' }), undoneAt: '2026-11-26T00:00:00.000Z' },
    ]
    expect(successorAward('Tova', ledger)).toEqual({
      currency: 'xp',
      amount: 80,
      note: 'All the Experience of Tova (Dead Player Characters)',
    })
  })
})

describe('Advantage situations', () => {
  it('count flanking and lying down for melee only; one +2 however many', () => {
    expect(advantageSituationsFor(['prone', 'flanked', 'unaware'], true)).toEqual(['unaware'])
    expect(advantageSituationsFor(['lowerGround', 'prone'], false)).toEqual([
      'prone',
      'lowerGround',
    ])
    expect(attackModifiers({ targetDefense: 10, advantageFrom: ['prone', 'flanked'] })).toEqual([
      { label: "Target's Defense 10", value: 0, rule: 'Combat Action' },
      { label: 'Advantage: flanked, lying down', value: 2, rule: 'Advantage' },
    ])
    expect(hasAdvantage({ advantageFrom: ['prone'], ranged: true })).toBe(false)
    expect(hasAdvantage({ advantageFrom: ['prone'], ranged: false })).toBe(true)
    expect(defenseModifiers({ attackerAccurate: 12, attackerAdvantageFrom: ['unaware'] })).toEqual([
      { label: "Attacker's Accurate 12", value: -2, rule: 'Defense' },
      { label: "Attacker's Advantage: unaware", value: -2, rule: 'Advantage' },
    ])
  })
})
