// Rebuilds Toromeen from "Tony Barlow creates Toromeen" and checks every number the text gives.
import { describe, expect, it } from 'vitest'
import { balance, makeAward, type LedgerEntry } from '../common/ledger'
import { gmPurchase, recordCoinTrade } from './advance'
import { recordPurchase } from '../common/ledger'
import { major, minor } from './contributors'
import { creationAwards, formatHeight, scoreFromDice, startingMojo } from './create'
import { deriveGodsMonsters, type GodsMonstersDerivedKey } from './derive'
import { armorDefense } from './equipment'
import { buildToromeen, toromeen, toromeenDice } from './fixtures'
import { godsMonsters } from './index'
import type { GodsMonstersData } from './model'
import { movementValue, carryValue } from './movement'
import { attackBonuses, defenseValue, reactionBreakdown } from './stats'

const value = (id: GodsMonstersDerivedKey) => deriveGodsMonsters(toromeen, {})[id]?.value

describe('Toromeen, built step by step', () => {
  it('rolls 14, 10, 15, 9, 18 and 12 from the listed dice', () => {
    expect(toromeenDice.map((d) => scoreFromDice(d).total)).toEqual([14, 10, 15, 9, 18, 12])
    expect(toromeen.rolledScores).toEqual([14, 10, 15, 9, 18, 12])
  })

  it('has the final scores as a Dwarf: CHA 8, INT 12, WIS 15, END 15, AGI 10, STR 18', () => {
    expect(value('ability.charisma')).toBe(8)
    expect(value('ability.intelligence')).toBe(12)
    expect(value('ability.wisdom')).toBe(15)
    expect(value('ability.endurance')).toBe(15)
    expect(value('ability.agility')).toBe(10)
    expect(value('ability.strength')).toBe(18)
  })

  it('uses the contributor values the example pins down', () => {
    expect([8, 10, 12, 15, 18].map((s) => major(s))).toEqual([-1, 0, 1, 2, 4])
    expect([8, 10, 12, 15, 18].map((s) => minor(s))).toEqual([0, 0, 0, 1, 2])
  })

  it('starts with 16 mojo (12 + 4 for strength 18 as a major contributor)', () => {
    expect(startingMojo(toromeen)).toBe(16)
    expect(value('startingMojo')).toBe(16)
  })

  it('has survival 7 and verve 7', () => {
    expect(toromeen.survival).toEqual({ current: 7, max: 7 })
    expect(toromeen.verve).toEqual({ current: 7, max: 7 })
    expect(value('startingSurvival')).toBe(7)
    expect(value('startingVerve')).toBe(7)
  })

  it('has movement 10 (Dwarf 8 + 2) and Carry 13 (9 + 4); items up to bulk 18', () => {
    expect(movementValue(toromeen).value).toBe(10)
    expect(carryValue(toromeen).value).toBe(13)
    expect(value('itemBulkLimit')).toBe(18)
  })

  it('has reactions 10/10/6/4/6/3 with the example’s base, contributors and specials', () => {
    const rows = (
      ['health', 'fortitude', 'willpower', 'evasion', 'reason', 'perception'] as const
    ).map((r) => {
      const b = reactionBreakdown(toromeen, r)
      const special = [...b.special.map((s) => s.amount), ...b.level.map((l) => l.bonus)]
      return [b.base, b.major.value, b.minor.value, special, b.total]
    })
    expect(rows).toEqual([
      [4, 2, 2, [2], 10],
      [4, 4, 1, [1], 10],
      [4, 2, 0, [], 6],
      [4, 0, 0, [], 4],
      [4, 1, 1, [], 6],
      [4, -1, 0, [], 3],
    ])
    expect(deriveGodsMonsters(toromeen, {})['reaction.health']?.explanation).toContain(
      '+4 against magical attacks or effects (Dwarf)',
    )
  })

  it('has defense 0 from agility, 4 with banded leather and shield', () => {
    expect(defenseValue(toromeen).explanation).toContain('agility 10 (major 0)')
    expect(armorDefense(toromeen).defenseBonus).toBe(4)
    expect(defenseValue(toromeen).value).toBe(4)
  })

  it('has close attack +2 and damage +4, thrown attack 0 and damage +2, propelled 0', () => {
    const b = attackBonuses(toromeen)
    expect(b.closeAttack.value).toBe(2)
    expect(b.closeDamage.value).toBe(4)
    expect(b.thrownAttack.value).toBe(0)
    expect(b.thrownDamage.value).toBe(2)
    expect(b.thrownRangeReduction.value).toBe(2)
    expect(b.propelledAttack.value).toBe(0)
    expect(b.fightingArt.value).toBe(1)
  })

  it('is 151 years old, 56 inches (4′ 8″) and 220 pounds', () => {
    expect(toromeen.physique).toMatchObject({ age: 151, height: 56, weight: 220 })
    expect(formatHeight(56)).toBe('4′ 8″')
  })

  it('has the Fighting Art, Dwarven Culture +2 with Spelunking, and two fields at +1', () => {
    expect(toromeen.fightingArt.skills.map((s) => s.name)).toEqual([
      'Unarmed combat',
      'Weapon fluency',
      'Battleaxe',
    ])
    const culture = toromeen.fields.find((f) => f.kind === 'culture')
    expect(culture?.bonus).toBe(2)
    expect(culture?.skills.map((s) => s.name)).toEqual([
      'Dwarven Language',
      'Mountain Dwarf Etiquette',
      'Spelunking',
    ])
    expect(
      toromeen.fields.filter((f) => f.kind === 'general').map((f) => [f.name, f.bonus]),
    ).toEqual([
      ['Engineering Science', 1],
      ['War Craft', 1],
    ])
  })

  it('has no findings', () => {
    expect(godsMonsters.check(toromeen, {})).toEqual([])
  })
})

describe('Toromeen’s money', () => {
  it('starts with 18 coins, trades 1 mojo for 30 and keeps 15 mojo and 21 coins after 27', () => {
    const bare: GodsMonstersData = { ...buildToromeen(), items: [] }
    let ledger: LedgerEntry[] = creationAwards(bare).map((a) =>
      makeAward(a.currency, a.amount, { note: a.note }),
    )
    expect(balance(ledger, 'mojo')).toBe(16)
    expect(balance(ledger, 'coins')).toBe(1800)
    let data = bare
    const trade = recordCoinTrade(data, ledger, 1)
    data = trade.data
    ledger = trade.ledger
    expect(balance(ledger, 'mojo')).toBe(15)
    expect(balance(ledger, 'coins')).toBe(4800)
    for (const [gearId, name, worn] of [
      ['battleaxe', 'Battleaxe', false],
      ['banded-leather', 'Banded Leather', true],
      ['shield', 'Shield', true],
    ] as const) {
      const plan = godsMonsters.advancement.plan(
        data,
        gmPurchase.buy({ gearId, name, quantity: 1, size: 'small', worn, cost: null, bulk: null }),
        {},
      )
      const bought = recordPurchase(data, ledger, plan)
      data = bought.data
      ledger = bought.ledger
    }
    expect(
      ledger.filter((e) => e.currency === 'coins' && e.kind === 'spend').map((e) => e.amount),
    ).toEqual([700, 1500, 500])
    expect(balance(ledger, 'coins')).toBe(2100)
    expect(balance(ledger, 'mojo')).toBe(15)
    expect(armorDefense(data).defenseBonus).toBe(4)
  })
})
