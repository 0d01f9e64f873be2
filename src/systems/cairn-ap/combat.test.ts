import { describe, expect, it } from 'vitest'
import { createRng, rollDie } from '../common/dice'
import { RulesError } from '../types'
import { character, item } from './fixtures'
import {
  attackDice,
  attackLine,
  attackModifiers,
  attackOdds,
  chanceToReach,
  checkDistribution,
  fateFavourChance,
  fateOf,
  harmOdds,
  keptDistribution,
  resolveAttack,
  rollAttack,
  rollDieOfFate,
  rollIncoming,
  rollObjectCheck,
  type AttackSetup,
} from './combat'
import { applyDamage } from './damage'
import { cairnHouseRules, usesDieOfFate } from './house-rules'
import { cairnDataSchema } from './model'
import { checkRoll, initiatorWins } from './play'

const axe = { label: 'Axe', die: 'd8', advantage: 1, disadvantage: 0 }

/** Ael'Onor's attack in Actions, example 1: STR, +1 Advantage on the Base Die, the sharp Axe's die with Advantage. */
const aelOnorSetup: AttackSetup = {
  attribute: 'str',
  advantage: 1,
  disadvantage: 0,
  modifier: 0,
  weapons: [axe],
  target: 21, // Bo'Mack's TR (Saves, example 1)
  targetArmor: 1,
}
const aelOnor = character((d) => (d.attributes.str = { current: 12, max: 12 }))

describe('Object Dice on items', () => {
  it('are optional, so data saved before them reads unchanged, and hold one die', () => {
    const old = character((d) => d.items.push(item('rope', 'Rope')))
    expect(cairnDataSchema.parse(old)).toEqual(old)
    const armed = character((d) => d.items.push(item('axe', 'Axe', 2, { die: 'd8' })))
    expect(cairnDataSchema.parse(armed).items.at(-1)?.die).toBe('d8')
    for (const bad of ['8', '2d6', 'd1', 'd6+1', 'D8'])
      expect(
        cairnDataSchema.safeParse(character((d) => d.items.push(item('x', 'X', 1, { die: bad }))))
          .success,
      ).toBe(false)
  })
})

describe('Advantage per die', () => {
  it('keeps the highest of 1 + N dice with Advantage and the lowest with Disadvantage', () => {
    const adv = keptDistribution({ label: '', die: 'd6', advantage: 1, disadvantage: 0 })
    // Two d6, keep the higher: 6 comes up in 11 of 36.
    expect(adv.get(6)).toBeCloseTo(11 / 36)
    expect(adv.get(1)).toBeCloseTo(1 / 36)
    const dis = keptDistribution({ label: '', die: 'd6', advantage: 0, disadvantage: 2 })
    // Three d6, keep the lowest: 1 comes up in 1 − (5/6)³.
    expect(dis.get(1)).toBeCloseTo(1 - (5 / 6) ** 3)
    const even = keptDistribution({ label: '', die: 'd4', advantage: 1, disadvantage: 1 })
    expect([...even.values()]).toEqual([0.25, 0.25, 0.25, 0.25])
  })
})

describe('the attack (Actions and Check Results, example 1)', () => {
  it('rolls the Base Die and the Axe die with Advantage, STR as the modifier', () => {
    expect(attackModifiers(aelOnor, aelOnorSetup)).toEqual([
      { label: 'STR', value: 12, rule: 'Actions' },
    ])
    expect(attackDice(aelOnorSetup).map((d) => [d.label, d.dice])).toEqual([
      ['Base Die (1 Advantage)', 'd20'],
      ['Axe (1 Advantage)', 'd8'],
    ])
    expect(() => resolveAttack(aelOnor, aelOnorSetup, { base: [10], weapons: [[6, 2]] })).toThrow(
      'Base Die: roll 2 d20',
    )
  })

  it('IR 28 with 6 on the Axe die against TR 21 and 1 Armor: 5 damage', () => {
    // d20 [10, 4] keeps 10; STR 12; Axe [6, 2] keeps 6: IR 10 + 12 + 6 = 28.
    const roll = resolveAttack(aelOnor, aelOnorSetup, { base: [10, 4], weapons: [[6, 2]] })
    expect(roll.total).toBe(28)
    expect(roll.hit).toBe(true)
    expect(roll.damageDie).toBe(6)
    expect(roll.dealt).toBe(5)
    expect(attackLine(aelOnor, aelOnorSetup, roll)).toBe(
      'Base Die d20 [10, 4] → 10, Axe d8 [6, 2] → 6; STR +12; result 28 vs 21: hit: weapon die 6 − Armor 1 = 5 damage',
    )
  })

  it('hits on a tie and misses below (IR ≥ TR)', () => {
    const tie = resolveAttack(aelOnor, aelOnorSetup, { base: [3, 1], weapons: [[6, 1]] })
    expect(tie.total).toBe(21)
    expect(tie.hit).toBe(true)
    const miss = resolveAttack(aelOnor, aelOnorSetup, { base: [2, 1], weapons: [[6, 1]] })
    expect(miss).toMatchObject({ total: 20, hit: false, damageDie: null, dealt: 0 })
    // Saves, example 2: DC 24 against TR 12 (a natural 1): the trap wins.
    expect(initiatorWins(24, 12)).toBe(true)
  })

  it('with two weapons adds both dice and keeps the single highest for damage', () => {
    const setup: AttackSetup = {
      ...aelOnorSetup,
      advantage: 0,
      weapons: [
        { label: 'Sword', die: 'd8', advantage: 0, disadvantage: 0 },
        { label: 'Dagger', die: 'd4', advantage: 0, disadvantage: 0 },
      ],
    }
    const roll = resolveAttack(aelOnor, setup, { base: [5], weapons: [[3], [4]] })
    expect(roll.total).toBe(5 + 12 + 3 + 4)
    expect(roll.damageDie).toBe(4)
    expect(roll.dealt).toBe(3)
  })

  it('unarmed rolls d4 for damage after a hit', () => {
    const setup: AttackSetup = { ...aelOnorSetup, advantage: 0, weapons: [], target: 10 }
    expect(() => resolveAttack(aelOnor, setup, { base: [5], weapons: [] })).toThrow('d4')
    const roll = resolveAttack(aelOnor, setup, { base: [5], weapons: [], unarmed: 3 })
    expect(roll).toMatchObject({ hit: true, damageDie: 3, dealt: 2 })
  })

  it('rolls with the rng in order: Base Dice, weapon dice, then the unarmed d4', () => {
    const rolled = rollAttack(createRng(7), aelOnor, aelOnorSetup)
    const rng = createRng(7)
    const base = [rollDie(rng, 20), rollDie(rng, 20)]
    const weapon = [rollDie(rng, 8), rollDie(rng, 8)]
    expect(rolled).toEqual(resolveAttack(aelOnor, aelOnorSetup, { base, weapons: [weapon] }))
    const fists: AttackSetup = { ...aelOnorSetup, advantage: 0, weapons: [], target: 0 }
    const r2 = createRng(3)
    const d20 = rollDie(r2, 20)
    const d4 = rollDie(r2, 4)
    expect(rollAttack(createRng(3), aelOnor, fists)).toEqual(
      resolveAttack(aelOnor, fists, { base: [d20], weapons: [], unarmed: d4 }),
    )
  })

  it('gives the exact odds, counting the weapon die in the result and in the damage', () => {
    // d20 + 0 + d4 ≥ 5, 1 Armor: enumerate the 80 pairs.
    const setup: AttackSetup = {
      attribute: 'str',
      advantage: 0,
      disadvantage: 0,
      modifier: 0,
      weapons: [{ label: 'Dagger', die: 'd4', advantage: 0, disadvantage: 0 }],
      target: 5,
      targetArmor: 1,
    }
    const weak = character((d) => (d.attributes.str = { current: 0, max: 12 }))
    let hit = 0
    let damaging = 0
    let damage = 0
    for (let d20 = 1; d20 <= 20; d20++)
      for (let d4 = 1; d4 <= 4; d4++)
        if (d20 + d4 >= 5) {
          hit++
          if (d4 > 1) damaging++
          damage += d4 - 1
        }
    const odds = attackOdds(weak, setup)
    expect(odds.hit).toBeCloseTo(hit / 80)
    expect(odds.damaging).toBeCloseTo(damaging / 80)
    expect(odds.meanOnHit).toBeCloseTo(damage / hit)
  })

  it('notes a natural 1 or 20 on the Base Die', () => {
    const plain: AttackSetup = { ...aelOnorSetup, advantage: 0, weapons: [axe] }
    expect(resolveAttack(aelOnor, plain, { base: [20], weapons: [[1, 1]] }).natural).toBe(20)
    expect(resolveAttack(aelOnor, plain, { base: [1], weapons: [[8, 8]] }).natural).toBe(1)
    expect(resolveAttack(aelOnor, plain, { base: [7], weapons: [[8, 8]] }).natural).toBeNull()
  })

  it('refuses Armor above 3 and more than two weapons', () => {
    expect(() => attackOdds(aelOnor, { ...aelOnorSetup, targetArmor: 4 })).toThrow(RulesError)
    expect(() => attackOdds(aelOnor, { ...aelOnorSetup, weapons: [axe, axe, axe] })).toThrow(
      'at most two weapons',
    )
  })
})

describe('Impaired and Enhanced attacks (Attack Modifiers, Ranged Attacks)', () => {
  const plain: AttackSetup = { ...aelOnorSetup, advantage: 0, weapons: [], target: 20 }

  it('an especially distant target is Impaired: Disadvantage on the Base Die, listed with its rule', () => {
    const distant: AttackSetup = { ...plain, situations: ['distant'] }
    expect(attackDice(distant)).toEqual([
      { label: 'Base Die (1 Disadvantage)', dice: 'd20', rule: 'Actions' },
      {
        label: 'Especially distant target: Impaired, Disadvantage on the Base Die',
        dice: 'd20',
        rule: 'Ranged Attacks',
      },
    ])
    // Two d20s keep the lowest: 3 + STR 12 = 15 misses 20.
    expect(resolveAttack(aelOnor, distant, { base: [3, 18], weapons: [] }).total).toBe(15)
    expect(() => resolveAttack(aelOnor, distant, { base: [18], weapons: [] })).toThrow(
      'Base Die: roll 2 d20',
    )
    // d20 ≥ 8 with Disadvantage: (13/20)² exactly.
    expect(attackOdds(aelOnor, distant).hit).toBeCloseTo((13 / 20) ** 2, 12)
  })

  it('from weakness is Impaired and from strength Enhanced; one of each cancels', () => {
    const strong: AttackSetup = { ...plain, situations: ['strength'] }
    expect(resolveAttack(aelOnor, strong, { base: [3, 18], weapons: [], unarmed: 2 }).total).toBe(
      30,
    )
    expect(attackDice(strong)[1]).toEqual({
      label: 'From strength (helpless foe, daring move…): Enhanced, Advantage on the Base Die',
      dice: 'd20',
      rule: 'Attack Modifiers (Advantage / Disadvantage)',
    })
    expect(attackOdds(aelOnor, strong).hit).toBeCloseTo(1 - (7 / 20) ** 2, 12)
    const both: AttackSetup = { ...plain, situations: ['strength', 'weakness', 'distant'] }
    // 1 Advantage against 2 Disadvantage (with the one entered by hand: 2 against 2).
    expect(attackDice(both)[0]?.label).toBe('Base Die (1 Advantage, 2 Disadvantage)')
    expect(attackDice({ ...both, advantage: 1 })[0]?.label).toBe(
      'Base Die (2 Advantage, 2 Disadvantage)',
    )
    expect(
      resolveAttack(aelOnor, { ...both, advantage: 1 }, { base: [5], weapons: [], unarmed: 1 })
        .total,
    ).toBe(17)
  })
})

describe('actions and saves with real Object Dice', () => {
  const shield = { label: 'Shield', die: 'd6', advantage: 0, disadvantage: 1 }

  it('adds each object’s kept die to d20 + modifier, rolled in order', () => {
    const setup = { advantage: 1, disadvantage: 0, modifier: 3, objects: [axe, shield] }
    const rolled = rollObjectCheck(createRng(5), setup)
    const rng = createRng(5)
    const d20s = [rollDie(rng, 20), rollDie(rng, 20)]
    const axeDice = [rollDie(rng, 8), rollDie(rng, 8)]
    const shieldDice = [rollDie(rng, 6), rollDie(rng, 6)]
    const objectDice = Math.max(...axeDice) + Math.min(...shieldDice)
    const check = checkRoll({ d20s, advantage: 1, disadvantage: 0, modifier: 3, objectDice })
    expect(rolled.check).toEqual(check)
    expect(rolled.explanation).toBe(
      `${check.explanation} (Axe d8 [${axeDice.join(', ')}] → ${Math.max(...axeDice)}, Shield d6 [${shieldDice.join(', ')}] → ${Math.min(...shieldDice)})`,
    )
    expect(rollObjectCheck(createRng(5), { ...setup, objects: [] }).explanation).not.toContain('(')
  })

  it('gives the exact chance to reach a DC or TR (IR ≥ TR)', () => {
    const setup = {
      advantage: 0,
      disadvantage: 0,
      modifier: 2,
      objects: [{ label: 'Dagger', die: 'd4', advantage: 0, disadvantage: 0 }],
    }
    // d20 + d4 + 2 ≥ 20: pairs with d20 + d4 ≥ 18.
    let pairs = 0
    for (let d20 = 1; d20 <= 20; d20++) for (let d4 = 1; d4 <= 4; d4++) if (d20 + d4 >= 18) pairs++
    expect(chanceToReach(setup, 20)).toBeCloseTo(pairs / 80)
    const dist = checkDistribution(setup)
    expect(Math.min(...dist.keys())).toBe(4)
    expect(Math.max(...dist.keys())).toBe(26)
  })
})

describe('damage the character takes', () => {
  it('keeps the highest of two weapon dice, then Armor and critical damage apply', () => {
    const rolled = rollIncoming(createRng(11), ['d6', 'd8'])
    const rng = createRng(11)
    const a = rollDie(rng, 6)
    const b = rollDie(rng, 8)
    expect(rolled).toEqual({
      rolls: [
        { die: 'd6', roll: a },
        { die: 'd8', roll: b },
      ],
      raw: Math.max(a, b),
    })
    expect(rollIncoming(createRng(1), []).rolls.map((r) => r.die)).toEqual(['d4'])
  })

  it('gives the exact odds through the character’s Armor', () => {
    const armored = character((d) => ((d.armor = 1), (d.hp = { current: 3, max: 5 })))
    // d8 − 1: 2..8 gets through (7/8); 4+ takes HP to 0 (5/8); 5+ goes past 0 (4/8).
    expect(harmOdds(armored, ['d8'])).toEqual({
      anyDamage: 7 / 8,
      toZero: 5 / 8,
      pastZero: 4 / 8,
      mean: (0 + 1 + 2 + 3 + 4 + 5 + 6 + 7) / 8,
    })
    const twoDice = harmOdds(character(), ['d4', 'd4'])
    // Highest of 2d4 is 1 only with both 1s.
    expect(twoDice.anyDamage).toBe(1)
    expect(twoDice.mean).toBeCloseTo((1 * 1 + 2 * 3 + 3 * 5 + 4 * 7) / 16)
    const past = applyDamage(armored, 8)
    expect(past.result.needsCriticalSave).toBe(true)
  })
})

describe('the Die of Fate (optional)', () => {
  it('is a house rule, off by default', () => {
    expect(cairnHouseRules.specs.find((s) => s.id === 'dieOfFate')?.default).toBe(false)
    expect(usesDieOfFate({})).toBe(false)
    expect(usesDieOfFate({ dieOfFate: true })).toBe(true)
  })

  it('favours the PCs on 4 or more, bad luck on 3 or under', () => {
    expect([1, 2, 3, 4, 5, 6].map(fateOf)).toEqual([
      'bad luck for the PCs',
      'bad luck for the PCs',
      'bad luck for the PCs',
      'favours the PCs',
      'favours the PCs',
      'favours the PCs',
    ])
    expect(fateFavourChance).toBe(0.5)
    expect(() => fateOf(7)).toThrow(RulesError)
    const roll = rollDie(createRng(4), 6)
    expect(rollDieOfFate(createRng(4))).toEqual({ roll, fate: fateOf(roll) })
  })
})
