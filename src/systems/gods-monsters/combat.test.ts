import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { RulesError } from '../types'
import {
  attackSituationModifiers,
  blowInjuries,
  blowProblem,
  coverBonus,
  grabEvasionBonus,
  holdOdds,
  sizeSteps,
  situationDamageBonus,
  situationModifiers,
  contestInjuries,
  damageBonus,
  damageDistribution,
  damageOdds,
  fallOutcome,
  fallPlan,
  rollFall,
  evasionSavesInjuries,
  obstacleModifier,
  obstaclePenalty,
  rangeModifier,
  rollWeaponDamage,
} from './combat'
import { toromeen } from './fixtures'

describe('Conflicts: Damage', () => {
  it('rolls the weapon’s dice and adds the damage bonus (Toromeen: close damage +4)', () => {
    expect(damageBonus(toromeen, 'close').value).toBe(4)
    const roll = rollWeaponDamage(faces([7, 10]), 'D10', 4)
    expect(roll).toEqual({ damage: 'D10', dice: [7], bonus: 4, total: 11 })
    expect(rollWeaponDamage(faces([2, 6], [5, 6]), '2d6', 0).total).toBe(7)
    expect(rollWeaponDamage(faces(), '1', 2).total).toBe(3)
  })

  it('gives the exact range and mean, never below 0', () => {
    expect(damageOdds('D10', 4)).toEqual({ min: 5, max: 14, mean: 9.5 })
    expect(damageOdds('2d6')).toEqual({ min: 2, max: 12, mean: 7 })
    // D4 − 2: 1 and 2 both deal 0.
    expect(damageDistribution('D4', -2)).toEqual(
      new Map([
        [0, 0.5],
        [1, 0.25],
        [2, 0.25],
      ]),
    )
  })

  it('refuses a damage it cannot read', () => {
    expect(() => damageOdds('sword')).toThrow(RulesError)
    expect(() => damageOdds('d0')).toThrow(RulesError)
  })
})

describe('Contests: Failure — the injuries of a lost weapon contest', () => {
  it('is one injury per die of damage', () => {
    expect(contestInjuries('D8', false)).toBe(1)
    expect(contestInjuries('2d8', false)).toBe(2)
    expect(contestInjuries('3d6', false)).toBe(3)
    expect(contestInjuries('1', false)).toBe(0)
  })

  it('a successful evasion roll saves them for one or two dice only', () => {
    expect(contestInjuries('D8', true)).toBe(0)
    expect(contestInjuries('2d8', true)).toBe(0)
    expect(contestInjuries('3d6', true)).toBe(3)
    expect(['D8', '2d6', '3d6', '1'].map(evasionSavesInjuries)).toEqual([true, true, false, false])
  })
})

describe('Contests: Obstacle size', () => {
  it('rises by one as the size doubles (the table: 2 → 1 … 1024 → 10)', () => {
    expect([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024].map(obstaclePenalty)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
  })

  it('takes the lower step between two (a 20- to 39-foot wall is 1; 40–79 is 2; 80–159 is 3)', () => {
    expect([2, 3, 4, 7, 8, 15].map(obstaclePenalty)).toEqual([1, 1, 2, 2, 3, 3])
    // The herbalist treating three patients: −1 for the obstacle size.
    expect(obstacleModifier(3)).toEqual([
      { label: 'obstacle size 3', value: -1, rule: 'Contests: Obstacle size' },
    ])
    expect(obstacleModifier(1)).toEqual([])
    expect(() => obstaclePenalty(0)).toThrow(RulesError)
  })
})

describe('range penalties in the roll model', () => {
  it('a spear (range 6) thrown at 13 yards is −2, less Toromeen’s strength (minor +2)', () => {
    const data = toromeen
    expect(rangeModifier(data, 'propelled', 13, 6)).toEqual([
      { label: 'range 13 of 6 yards', value: -2, rule: 'Money and Equipment: Weapons (Range)' },
    ])
    expect(rangeModifier(data, 'thrown', 13, 6)).toEqual([])
    expect(rangeModifier(data, 'close', 13, 6)).toEqual([])
  })
})

describe('the situation of a roll, each modifier with its rule', () => {
  const rules = (mods: { label: string; value: number; rule: string }[]) =>
    mods.map((m) => `${m.label} ${m.value} (${m.rule})`)

  it('careful attempts +1/+2, a field bonus when a skill applies, or an assistant’s instead', () => {
    expect(rules(situationModifiers({ careful: 2, fieldBonus: 1 }))).toEqual([
      'careful attempt 2 (Contests: Careful attempts)',
      'field bonus (a skill applies) 1 (Contests: Skills)',
    ])
    // The speechwriter's +3 in place of the politician's own +1: one field bonus at a time.
    expect(rules(situationModifiers({ fieldBonus: 1, assistantBonus: 3 }))).toEqual([
      "assistant's field bonus 3 (Contests: Providing assistance)",
    ])
  })

  it('surprise: the perception roll +4 if aware, −6 asleep; surprised rolls −3', () => {
    expect(situationModifiers({ surpriseRoll: 'aware' })[0]?.value).toBe(4)
    expect(situationModifiers({ surpriseRoll: 'sleeping' })[0]?.value).toBe(-6)
    expect(situationModifiers({ surprised: true })).toEqual([
      { label: 'surprised', value: -3, rule: 'Conflicts: Surprise' },
    ])
  })

  it('unseen targets −3 close and −6 ranged; called shot −3; high ground +1', () => {
    expect(attackSituationModifiers({ mode: 'close', unseen: true })[0]?.value).toBe(-3)
    expect(attackSituationModifiers({ mode: 'propelled', unseen: true })[0]?.value).toBe(-6)
    expect(
      rules(attackSituationModifiers({ mode: 'close', calledShot: true, highGround: true })),
    ).toEqual(['called shot -3 (Conflicts: Called shot)', 'high ground 1 (Conflicts: High ground)'])
  })

  it('cover by archetype: warriors +1/+2/+3, others 0/+1/+2', () => {
    expect(['none', 'weak', 'strong', 'full'].map((c) => coverBonus(c as never, true))).toEqual([
      0, 1, 2, 3,
    ])
    expect(['none', 'weak', 'strong', 'full'].map((c) => coverBonus(c as never, false))).toEqual([
      0, 0, 1, 2,
    ])
    expect(
      attackSituationModifiers({ mode: 'thrown', targetCover: 'strong', targetIsWarrior: false }),
    ).toEqual([{ label: "target's strong cover", value: -1, rule: 'Conflicts: Cover' }])
  })

  it('covered +4 (and +1 damage), unaware +4, immobile +10: one of them only', () => {
    expect(attackSituationModifiers({ mode: 'close', nonDefending: 'covered' })[0]?.value).toBe(4)
    expect(situationDamageBonus({ mode: 'close', nonDefending: 'covered' })[0]?.value).toBe(1)
    expect(situationDamageBonus({ mode: 'close', nonDefending: 'unaware' })).toEqual([])
    expect(attackSituationModifiers({ mode: 'close', nonDefending: 'unaware' })[0]?.value).toBe(4)
    expect(attackSituationModifiers({ mode: 'close', nonDefending: 'immobile' })[0]?.value).toBe(10)
  })

  it('killing blows need an immobile target, knockouts a non-defending or surprised one; both are called shots', () => {
    expect(blowProblem({ mode: 'close', blow: 'killing', nonDefending: 'unaware' })).toMatch(
      /immobile/,
    )
    expect(blowProblem({ mode: 'close', blow: 'killing', nonDefending: 'immobile' })).toBeNull()
    expect(blowProblem({ mode: 'close', blow: 'knockout' })).toMatch(/unaware, surprised/)
    expect(blowProblem({ mode: 'close', blow: 'knockout', targetSurprised: true })).toBeNull()
    expect(
      attackSituationModifiers({ mode: 'close', blow: 'knockout', targetSurprised: true }),
    ).toEqual([{ label: 'called shot', value: -3, rule: 'Conflicts: Called shot' }])
  })

  it('a killing blow makes half the damage (round up) injuries; a knockout 1, or 2 with combat points', () => {
    expect(blowInjuries('killing', 7)).toBe(4)
    expect(blowInjuries('knockout', 7)).toBe(1)
    expect(blowInjuries('knockout', 7, true)).toBe(2)
    expect(blowInjuries('knockout', 1, true)).toBe(1)
    expect(blowInjuries('normal', 7)).toBe(0)
  })
})

describe('Conflicts: Immobilizing an opponent', () => {
  it('the target evades the grab at +2 per size it is larger (a large target against a small grabber: +4)', () => {
    expect(grabEvasionBonus('large', 'small')).toBe(4)
    expect(grabEvasionBonus('small', 'large')).toBe(0)
    expect(sizeSteps('huge', 'medium')).toBe(2)
  })

  it('the hold: both roll fortitude, the larger +4 per size; the three outcomes add up to 1', () => {
    // Toromeen (small, fortitude 11) holds a medium orc (fortitude 9): the orc gets +4.
    const odds = holdOdds(11, 9, 'small', 'medium')
    expect(odds.mine).toBe(11)
    expect(odds.theirs).toBe(13)
    const p = 11 / 20
    const q = 13 / 20
    expect(odds.immobilized).toBeCloseTo(p * (1 - q), 12)
    expect(odds.broken).toBeCloseTo((1 - p) * q, 12)
    expect(odds.stalemate + odds.broken + odds.immobilized).toBeCloseTo(1, 12)
  })
})

describe('Actions and consequences: Falling', () => {
  it('rolls d6 per obstacle step, up to 7d6, a second per die and then per 150 feet', () => {
    const at = (feet: number) => fallPlan(feet)
    expect([0, 9, 10, 19, 20, 39, 40, 80, 160, 319, 320, 450].map((f) => at(f).dice)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 5, 6, 6, 7, 7,
    ])
    expect(at(1000).dice).toBe(7)
    expect([9, 40, 450, 600, 750].map((f) => at(f).seconds)).toEqual([1, 4, 7, 8, 9])
  })

  it('evasion negates under 10 feet, halves under 20, and saves the injuries at 20 feet or less', () => {
    expect([5, 15, 20, 25].map((f) => fallPlan(f).evasion)).toEqual([
      'negates',
      'halves',
      'none',
      'none',
    ])
    expect([20, 21].map((f) => fallPlan(f).evasionSavesInjuries)).toEqual([true, false])
    // 15 feet, 2d6 showing 3 and 4: 7 damage and 2 injuries; evaded, 4 (half, rounded up) and none.
    expect(fallOutcome(fallPlan(15), [3, 4], false)).toEqual({
      rolled: [3, 4],
      damage: 7,
      injuries: 2,
    })
    expect(fallOutcome(fallPlan(15), [3, 4], true)).toEqual({
      rolled: [3, 4],
      damage: 4,
      injuries: 0,
    })
    expect(fallOutcome(fallPlan(5), [6], true).damage).toBe(0)
    // 20 feet: 3d6, the damage stands, but a successful evasion roll saves the injuries.
    expect(fallOutcome(fallPlan(20), [1, 2, 3], true)).toEqual({
      rolled: [1, 2, 3],
      damage: 6,
      injuries: 0,
    })
    expect(fallOutcome(fallPlan(30), [1, 2, 3], true).injuries).toBe(3)
  })

  it('refuses a height it cannot use', () => {
    expect(() => fallPlan(-1)).toThrow(RulesError)
    expect(() => fallPlan(Number.NaN)).toThrow(RulesError)
  })

  it('rolls the dice with the random source', () => {
    expect(rollFall(faces([6, 6], [2, 6]), fallPlan(12), false)).toEqual({
      rolled: [6, 2],
      damage: 8,
      injuries: 2,
    })
  })
})
