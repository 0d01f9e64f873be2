// Aging, ailments, upkeep, searching and tracking, item reactions and semi-consciousness
// (Actions and consequences), against the text's numbers and examples.
import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { balance, makeAward, type LedgerEntry } from '../common/ledger'
import { RulesError } from '../types'
import { agingSchedule, takeAgingAbilityLoss, takeAgingInjury } from './aging'
import {
  advanceAilment,
  applyAilmentEffect,
  cumulativeEffect,
  currentStrength,
  exampleAilments,
  injuryDice,
  leaveArea,
  newAilment,
  nextStep,
  stepRoll,
} from './ailments'
import { blankCharacter, toromeen } from './fixtures'
import { itemReactionPlan, thicknessBonus } from './item-reactions'
import type { Ailment, GodsMonstersData } from './model'
import { groupSizeBonus, searchModifiers, trackingModifiers } from './searching'
import { semiConsciousResponse } from './semi-consciousness'
import { defenseValue } from './stats'
import { recordUpkeep, upkeepPlan } from './upkeep'
import { heal, rest } from './vitals'

const example = (name: string) => {
  const found = exampleAilments.find((a) => a.name === name)
  if (!found) throw new Error(name)
  return found
}
const human = (age: number, endurance = 10): GodsMonstersData => ({
  ...blankCharacter,
  species: { ...blankCharacter.species, baseAge: 15 },
  abilities: { ...blankCharacter.abilities, endurance },
  physique: { ...blankCharacter.physique, age },
})

describe('Aging', () => {
  it('starts at 40 + endurance and brings a point every year afterward', () => {
    expect(agingSchedule(human(49, 10)).due).toBe(0)
    const at50 = agingSchedule(human(50, 10))
    expect(at50).toMatchObject({ startAge: 50, yearsBetween: 1, earned: 1, due: 1 })
    expect(agingSchedule(human(53, 10)).earned).toBe(4)
    expect(agingSchedule(human(53, 10), { agingYearsBetween: 2 }).earned).toBe(2)
  })

  it('scales by the species: Toromeen, a Dwarf of 151 with endurance 15, is far from old', () => {
    const s = agingSchedule(toromeen)
    expect(s.startAge).toBe((40 + 15) * 8)
    expect(s.due).toBe(0)
    expect(agingSchedule(toromeen, { agingScalesWithSpecies: false }).startAge).toBe(55)
  })

  it('takes an injury that rest and healing never remove', () => {
    const aged = takeAgingInjury(human(50))
    expect(aged).toMatchObject({ injuries: 1, unhealableInjuries: 1, agingPoints: 1 })
    expect(agingSchedule(aged).due).toBe(0)
    expect(() => takeAgingInjury(aged)).toThrow(RulesError)
    expect(heal(aged, 0, 1).injuries).toBe(1)
    expect(rest(aged, 'day', { healInjury: true }).data.injuries).toBe(1)
    const hurt = { ...aged, injuries: 3 }
    expect(heal(hurt, 0, 5).injuries).toBe(1)
  })

  it('or two points off an ability that stays above one', () => {
    const d = takeAgingAbilityLoss(human(50), 'strength')
    expect(d.abilities.strength).toBe(8)
    expect(d.agingPoints).toBe(1)
    const weak = { ...human(51), abilities: { ...human(51).abilities, agility: 3 } }
    expect(() => takeAgingAbilityLoss(weak, 'agility')).toThrow('must stay above one')
  })
})

describe('Ailments', () => {
  const start = (name: string, route: Ailment['route'] = 'evasion') =>
    newAilment('a1', example(name), route)

  it('resists at a penalty of the strength, 4 more and health when taken willingly', () => {
    const spider = start('Huge spider')
    const r = stepRoll(blankCharacter, spider)
    expect(r?.plan.label).toBe('Evasion')
    expect(r?.modifiers.map((m) => m.value)).toEqual([-2])
    const wine = start('Alcohol', 'accepted')
    const w = stepRoll(blankCharacter, wine)
    expect(w?.plan.label).toBe('Health')
    // Strength −1 is a bonus of 1; taking it willingly is −4.
    expect(w?.modifiers.map((m) => m.value)).toEqual([1, -4])
    expect(w?.plan.target).toBe((w?.plan.base ?? 0) + 1 - 4)
    expect(stepRoll(blankCharacter, start('Black widow', 'perception'))?.plan.label).toBe(
      'Perception',
    )
  })

  it('takes effect after the action time, then is over (a poison)', () => {
    const spider = start('Large spider')
    expect(advanceAilment(spider, true).ailment).toBeNull()
    const bitten = advanceAilment(spider, false)
    expect(bitten.ailment?.phase).toBe('incubating')
    expect(bitten.affected).toBe(false)
    expect(nextStep(bitten.ailment as Ailment)).toBe('takeEffect')
    const effect = advanceAilment(bitten.ailment as Ailment, false)
    expect(effect).toMatchObject({ ailment: null, affected: true })
  })

  it('food poisoning failed three times beyond taking effect gives 4 injuries, fading in strength', () => {
    let a = advanceAilment(start('Food poisoning', 'accepted'), false).ailment as Ailment
    let injuries = 0
    let step = advanceAilment(a, false)
    a = step.ailment as Ailment
    if (step.affected) injuries += injuryDice(a.effect)?.count ?? 0
    const strengths: number[] = []
    for (let i = 0; i < 3; i++) {
      expect(nextStep(a)).toBe('throwOff')
      strengths.push(stepRoll(blankCharacter, a)?.modifiers[0]?.value ?? 0)
      step = advanceAilment(a, false)
      a = step.ailment as Ailment
      if (step.affected) injuries += 1
      expect(currentStrength(a)).toBe(3 - (i + 1))
    }
    expect(injuries).toBe(4)
    expect(a.timesAffected).toBe(4)
    expect(cumulativeEffect(a.effect, a.timesAffected)).toBe('4 injuries')
    // Strength 3 fades: the throw-off rolls are at −3, −2, −1 (and then −0).
    expect(strengths).toEqual([-3, -2, -1])
    expect(advanceAilment(a, true).ailment).toBeNull()
  })

  it('sleep gas: five rounds, three failed rolls, sleeps 6d10 minutes (inescapable)', () => {
    let a = start('Sleep gas')
    const rolls = [false, true, false, true, false]
    for (const made of rolls) {
      expect(nextStep(a)).toBe('resist')
      a = advanceAilment(a, made).ailment as Ailment
      if (!made) a = advanceAilment(a, false).ailment as Ailment
    }
    expect(a.timesAffected).toBe(3)
    expect(cumulativeEffect(a.effect, a.timesAffected)).toBe('Sleep 6d10 minutes')
    expect(leaveArea(a)).toBeNull()
  })

  it('chronic and inescapable: no roll in the area and stronger, then back and fading', () => {
    const spec = { ...example('Common cold'), inescapable: true }
    let a = newAilment('c', spec, 'perception')
    a = advanceAilment(advanceAilment(a, false).ailment as Ailment, false).ailment as Ailment
    expect(nextStep(a)).toBe('automatic')
    expect(stepRoll(blankCharacter, a)).toBeNull()
    a = advanceAilment(a, false).ailment as Ailment
    a = advanceAilment(a, false).ailment as Ailment
    expect(currentStrength(a)).toBe(3)
    a = leaveArea(a) as Ailment
    expect(currentStrength(a)).toBe(1)
    expect(nextStep(a)).toBe('throwOff')
    a = advanceAilment(a, false).ailment as Ailment
    expect(currentStrength(a)).toBe(0)
  })

  it('rolls injury effects straight to injuries', () => {
    const a = start('Shadow spider')
    expect(injuryDice('D6 injuries')).toEqual({ count: 1, sides: 6 })
    expect(injuryDice('Sleep 2d10 minutes')).toBeNull()
    const r = applyAilmentEffect(blankCharacter, a, createRng(3))
    expect(r.rolled).toHaveLength(1)
    expect(r.data.injuries).toBe(r.rolled[0])
    expect(r.data.survival.current).toBe(blankCharacter.survival.current)
    const none = applyAilmentEffect(blankCharacter, start('Giant spider'), createRng(3))
    expect(none.damage).toBeNull()
  })

  it('refuses a nameless or out-of-range ailment', () => {
    expect(() => newAilment('x', { ...example('Alcohol'), name: ' ' }, 'accepted')).toThrow(
      'Name the ailment.',
    )
    expect(() => newAilment('x', { ...example('Alcohol'), strength: 11 }, 'accepted')).toThrow(
      RulesError,
    )
    expect(() => leaveArea(start('Large spider'))).toThrow(RulesError)
  })
})

describe('Upkeep and living expenses', () => {
  const coins = (cents: number): LedgerEntry[] => [makeAward('coins', cents)]
  const carrying = (items: GodsMonstersData['items']): GodsMonstersData => ({
    ...blankCharacter,
    items,
  })
  const item = (gearId: string | null, cost: number | null, quantity = 1) => ({
    id: gearId ?? 'x',
    name: gearId ?? 'Lucky charm',
    gearId,
    quantity,
    worn: false,
    size: 'medium' as const,
    bulk: null,
    cost,
    notes: '',
  })

  it('is a silver a day to live, a week when poor', () => {
    expect(upkeepPlan(blankCharacter, 3, 'basic').total).toBe(300)
    expect(upkeepPlan(blankCharacter, 14, 'poor').total).toBe(200)
    expect(upkeepPlan(blankCharacter, 1, 'lavish').total).toBe(10_000)
  })

  it('adds weapons at 10% a year, armor at 5% a month and animals by the month', () => {
    const d = carrying([
      item('battleaxe', 700),
      item('banded-leather', 5_000),
      item('horse-riding', null),
      item('mule', null),
      item(null, 100),
    ])
    const plan = upkeepPlan(d, 30, 'basic')
    const cents = Object.fromEntries(plan.lines.map((l) => [l.label, l.cents]))
    // 30 days: a month, 1/12 of a year.
    expect(cents['battleaxe']).toBe(Math.round((700 * 10 * 30) / (100 * 360)))
    expect(cents['banded-leather']).toBe(250)
    expect(cents['horse-riding']).toBe(750)
    expect(cents['mule']).toBe(100)
    expect(plan.notCounted).toEqual(['Lucky charm'])
    expect(upkeepPlan(d, 30, 'basic', { upkeepOtherAnimalPercent: 10 }).lines[4]?.cents).toBe(200)
  })

  it('pays from the coins as one spend, and refuses when short', () => {
    const plan = upkeepPlan(blankCharacter, 5, 'basic')
    const paid = recordUpkeep(blankCharacter, coins(1_000), plan)
    expect(balance(paid.ledger, 'coins')).toBe(500)
    expect(paid.ledger).toHaveLength(2)
    expect(() => recordUpkeep(blankCharacter, coins(400), plan)).toThrow(
      'Upkeep for 5 days costs 5 silver; only 4 on hand.',
    )
    expect(() => upkeepPlan(blankCharacter, 0, 'basic')).toThrow(RulesError)
  })
})

describe('Searching and tracking', () => {
  it('searching a 20-foot square is −1, 40 feet −2', () => {
    expect(searchModifiers(10)).toEqual([])
    expect(searchModifiers(20)[0]?.value).toBe(-1)
    expect(searchModifiers(40)[0]?.value).toBe(-2)
  })

  it('tracking: −1 a day, the group bonus, distance steps and covered tracks', () => {
    expect([1, 2, 3, 4, 7, 8, 1024, 5000].map(groupSizeBonus)).toEqual([0, 1, 1, 2, 2, 3, 10, 10])
    const mods = trackingModifiers({
      days: 3,
      groupSize: 5,
      distanceYards: 880,
      urban: false,
      coveredBy: 2,
    })
    expect(mods.map((m) => [m.label, m.value])).toEqual([
      ['3 days old', -3],
      ['group of 5', 2],
      ['880 yards (a quarter mile a step)', -1],
      ['tracks covered', -2],
    ])
    expect(mods.every((m) => m.rule.startsWith('Actions and consequences: Tracking'))).toBe(true)
    const town = trackingModifiers({
      days: 0,
      groupSize: 1,
      distanceYards: 400,
      urban: true,
      coveredBy: 0,
    })
    expect(town.map((m) => m.value)).toEqual([-2])
  })
})

describe('Item reactions', () => {
  it('glass gains 1 at a quarter inch, 2 at a half, 3 at an inch, 4 at two inches', () => {
    expect([0.1, 0.25, 0.5, 1, 2].map((t) => thicknessBonus('glass', t))).toEqual([0, 1, 2, 3, 4])
  })

  it('rolls against 4 with the material and thickness bonuses', () => {
    const p = itemReactionPlan('paper', 'fire', 0.01)
    expect(p.target).toBe(2)
    expect(p.chance).toBe(0.1)
    expect(itemReactionPlan('metal', 'bludgeon', 0.5).target).toBe(4 + 5 + 2)
  })
})

describe('Semi-consciousness', () => {
  it('loses the agility bonus to defense but keeps a penalty, and acts by a willpower roll', () => {
    const agile = { ...blankCharacter, abilities: { ...blankCharacter.abilities, agility: 16 } }
    expect(defenseValue(agile).value).toBeGreaterThan(0)
    expect(defenseValue({ ...agile, consciousness: 'semiConscious' }).value).toBe(0)
    const clumsy = { ...blankCharacter, abilities: { ...blankCharacter.abilities, agility: 6 } }
    expect(defenseValue({ ...clumsy, consciousness: 'semiConscious' }).value).toBe(
      defenseValue(clumsy).value,
    )
    expect(semiConsciousResponse(blankCharacter)).toBeNull()
    expect(
      semiConsciousResponse({ ...blankCharacter, consciousness: 'semiConscious' })?.label,
    ).toBe('Willpower')
  })
})
