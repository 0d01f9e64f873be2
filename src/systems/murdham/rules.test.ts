import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { recordPurchase, undoEntry, makeAward } from '../common/ledger'
import { PurchaseError } from '../types'
import {
  effectiveAbility,
  groupSaveChance,
  reductionTotal,
  rollSave,
  saveOdds,
  sizeContest,
} from './abilities'
import { addAnimal, tameAnimal, trainAnimal } from './animals'
import { goodsPurchase, murdhamPurchaseSchema, planBuy } from './advance'
import { activeConditions, effectiveFear, setCondition } from './conditions'
import { newCharacter } from './fixtures'
import { murdhamDataSchema, type MurdhamData } from './model'
import {
  addictionUpkeep,
  canResistPoison,
  exposeToPoison,
  resolveAddictionSave,
  takeAntidote,
  takeDamage,
} from './poison'
import { addSkill, languagesSpoken, literacySources } from './skills'
import { endStretch, endWatch } from './time'
import { formatPrice, marketPrice, tradePrice } from './trading'

const base = {
  characterHasBargain: false,
  otherHasBargain: false,
  otherIsMerchant: false,
  illegal: false,
}

describe('trading prices', () => {
  it('a buyer with bargain pays half, unless the seller bargains too', () => {
    expect(tradePrice({ ...base, value: 10, direction: 'buy' }).price).toBe(10)
    expect(
      tradePrice({ ...base, value: 10, direction: 'buy', characterHasBargain: true }).price,
    ).toBe(5)
    expect(
      tradePrice({
        ...base,
        value: 10,
        direction: 'buy',
        characterHasBargain: true,
        otherHasBargain: true,
      }).price,
    ).toBe(10)
  })

  it('merchants buy at ¼, or ½ from a seller with bargain (the text’s own figures)', () => {
    expect(marketPrice(8, 'sell', false).price).toBe(2)
    expect(marketPrice(8, 'sell', true).price).toBe(4)
    expect(marketPrice(8, 'sell', false).factor).toBe(0.25)
    // Buying at the market: merchants bargain, so the character's bargain does not help.
    expect(marketPrice(8, 'buy', true).price).toBe(8)
  })

  it('a good buyer pays full price', () => {
    expect(tradePrice({ ...base, value: 8, direction: 'sell' }).price).toBe(8)
  })

  it('illegal goods cost double to buy and fetch half to sell', () => {
    expect(tradePrice({ ...base, value: 6, direction: 'buy', illegal: true }).price).toBe(12)
    expect(tradePrice({ ...base, value: 6, direction: 'sell', illegal: true }).price).toBe(3)
    expect(
      tradePrice({ ...base, value: 6, direction: 'buy', illegal: true, characterHasBargain: true })
        .price,
    ).toBe(12)
  })

  it('refuses a negative or non-numeric value and formats quarters', () => {
    expect(() => tradePrice({ ...base, value: -1, direction: 'buy' })).toThrow('0 or more')
    expect(() => tradePrice({ ...base, value: Number.NaN, direction: 'buy' })).toThrow()
    expect(formatPrice(marketPrice(3, 'sell', false).price)).toBe('¾')
    expect(formatPrice(2.5)).toBe('2½')
    expect(formatPrice(4)).toBe('4')
  })
})

describe('fear and terror', () => {
  it('no effect: fear and terror stand', () => {
    expect(effectiveFear('frightened', 0)).toBe('frightened')
    expect(effectiveFear('terrified', 0)).toBe('terrified')
  })
  it('one effect ignores fear and turns terror into fear', () => {
    expect(effectiveFear('frightened', 1)).toBeNull()
    expect(effectiveFear('terrified', 1)).toBe('frightened')
  })
  it('two effects stack to ignore terror too', () => {
    expect(effectiveFear('terrified', 2)).toBeNull()
    expect(effectiveFear('frightened', 3)).toBeNull()
  })
})

describe('saves', () => {
  it('give the exact chance of a d20 at or under the ability', () => {
    expect(saveOdds(12, 20, false, 'str').chance).toBe(0.6)
    expect(saveOdds(0, 20, false, 'str').chance).toBe(0)
    expect(saveOdds(25, 20, false, 'str').chance).toBe(1)
    expect(saveOdds(10, 20, true, 'agi').chance).toBeCloseTo(0.75, 10)
  })

  it('seeded rolls pass at about the stated chance', () => {
    const rng = createRng(42)
    const odds = saveOdds(12, 20, false, 'str')
    let passed = 0
    for (let i = 0; i < 20_000; i++) if (rollSave(rng, odds).passed) passed++
    expect(passed / 20_000).toBeGreaterThan(0.58)
    expect(passed / 20_000).toBeLessThan(0.62)
  })

  it('a group passes if anyone passes', () => {
    expect(groupSaveChance([0.5, 0.5])).toBe(0.75)
    expect(groupSaveChance([0, 0])).toBe(0)
    expect(groupSaveChance([])).toBe(0)
  })

  it('size decides STR contests and, where size hurts, AGI or WIT contests', () => {
    expect(sizeContest('str', 'large', 'medium')).toBe('win')
    expect(sizeContest('str', 'small', 'medium')).toBe('lose')
    expect(sizeContest('str', 'medium', 'medium')).toBe('roll')
    expect(sizeContest('agi', 'large', 'small')).toBe('roll')
    expect(sizeContest('agi', 'large', 'small', true)).toBe('lose')
    expect(sizeContest('wit', 'tiny', 'massive', true)).toBe('win')
  })
})

describe('poisons and drugs', () => {
  const dagger = {
    name: 'Viper venom',
    delivery: 'bloodstream',
    effect: 'damaging',
    drug: false,
  } as const

  it('the first dose in a stretch may be resisted; the next takes effect automatically', () => {
    expect(canResistPoison(newCharacter)).toBe(true)
    expect(() => exposeToPoison(newCharacter, dagger, null)).toThrow('STR save first')
    const first = exposeToPoison(newCharacter, dagger, true)
    expect(first.tookEffect).toBe(false)
    expect(canResistPoison(first.data)).toBe(false)
    const second = exposeToPoison(first.data, dagger, true)
    expect(second.tookEffect).toBe(true)
    expect(second.firstDose).toBe(false)
    expect(second.data.poisons).toHaveLength(1)
    // A new stretch: resisting is possible again.
    expect(canResistPoison(endStretch(createRng(1), first.data).data)).toBe(true)
  })

  it('damaging deals d12 at the end of the stretch without an antidote', () => {
    const hit = exposeToPoison(newCharacter, dagger, false).data
    const later = endStretch(createRng(3), hit)
    expect(later.data.poisons).toEqual([])
    const damage = newCharacter.health.current - later.data.health.current
    expect(damage).toBeGreaterThanOrEqual(1)
    expect(damage).toBeLessThanOrEqual(12)
    expect(later.events[0]).toMatch(/d12 \d+ direct damage/)
    const cured = takeAntidote(hit, hit.poisons[0]!.id)
    expect(endStretch(createRng(3), cured).data.health.current).toBe(newCharacter.health.current)
  })

  it('corrupting gives 4 corruption; lethal kills', () => {
    const c = exposeToPoison(newCharacter, { ...dagger, effect: 'corrupting' }, false).data
    expect(endStretch(createRng(1), c).data.corruption).toBe(4)
    const l = exposeToPoison(newCharacter, { ...dagger, effect: 'lethal' }, false).data
    expect(endStretch(createRng(1), l).data.deceased).toBe(true)
  })

  it('paralysing lasts to the end of the stretch, soporific to the end of the watch', () => {
    const p = exposeToPoison(newCharacter, { ...dagger, effect: 'paralysing' }, false).data
    expect(p.conditions).toContainEqual({ id: 'incapacitated', until: 'stretch' })
    expect(endStretch(createRng(1), p).data.conditions).toEqual([])
    const s = exposeToPoison(newCharacter, { ...dagger, effect: 'soporific' }, false).data
    expect(s.conditions).toContainEqual({ id: 'incapacitated', until: 'watch' })
    expect(endStretch(createRng(1), s).data.conditions).toContainEqual({
      id: 'incapacitated',
      until: 'watch',
    })
    expect(endWatch(createRng(1), s).data.conditions).toEqual([])
    // Damage wakes the sleeper.
    expect(takeDamage(s, 1).conditions).toEqual([])
    expect(takeDamage(s, 0).conditions).toHaveLength(1)
  })

  it('a drug that takes effect addicts on a failed WIT save; upkeep costs WIT', () => {
    const dream = {
      name: 'Dreamroot',
      delivery: 'ingestion',
      effect: 'soporific',
      drug: true,
    } as const
    const r = exposeToPoison(newCharacter, dream, false)
    expect(r.addictionSave).toBe(true)
    expect(resolveAddictionSave(r.data, 'Dreamroot', true).addictions).toEqual([])
    const hooked = resolveAddictionSave(r.data, 'Dreamroot', false)
    expect(activeConditions(hooked)).toContain('addicted')
    const id = hooked.addictions[0]!.id
    expect(addictionUpkeep(hooked, id, 'daily', 1).witLoss).toBe(0)
    expect(reductionTotal(addictionUpkeep(hooked, id, 'daily', 0).data, 'wit')).toBe(1)
    const full = addictionUpkeep(hooked, id, 'full', 5)
    expect(full.witLoss).toBe(3)
    expect(effectiveAbility(full.data, 'wit')).toBe(7)
    expect(addictionUpkeep(hooked, id, 'full', 8).witLoss).toBe(0)
    expect(() => addictionUpkeep(hooked, id, 'full', -1)).toThrow('whole number')
  })
})

describe('animals', () => {
  function withDog(wild = false): { data: MurdhamData; id: string } {
    const data = addAnimal(newCharacter, 'Brindle', wild)
    return { data, id: data.animals[0]!.id }
  }

  it('takes at most two trainings; a third is refused', () => {
    const { data, id } = withDog()
    const one = trainAnimal(data, id, 'hunt', false, true).data
    const two = trainAnimal(one, id, 'track', false, true).data
    expect(two.animals[0]?.trainings).toEqual(['hunt', 'track'])
    expect(() => trainAnimal(two, id, 'fight', false, true)).toThrow(
      'the most an animal can receive',
    )
    expect(() => trainAnimal(one, id, 'hunt', false, true)).toThrow('already has hunt')
    // The schema refuses a third as well.
    const three = {
      ...two,
      animals: [{ ...two.animals[0]!, trainings: ['hunt', 'track', 'fight'] }],
    }
    expect(murdhamDataSchema.safeParse(three).success).toBe(false)
  })

  it('a failed WIT save trains nothing and hurts the trainer', () => {
    const { data, id } = withDog()
    const r = trainAnimal(data, id, 'mount', false, false)
    expect(r.data.animals[0]?.trainings).toEqual([])
    expect(r.summary).toContain('hurt')
  })

  it('a wild animal needs a proficient trainer and taming first', () => {
    const { data, id } = withDog(true)
    expect(() => trainAnimal(data, id, 'fight', true, true)).toThrow('tame it')
    expect(() => tameAnimal(data, id, false, true)).toThrow('proficient')
    const tamed = tameAnimal(data, id, true, true).data
    expect(() => trainAnimal(tamed, id, 'fight', false, true)).toThrow('proficient')
    const trained = trainAnimal(tamed, id, 'fight', true, true).data
    // Taming is an extra session: two trainings still fit.
    expect(trainAnimal(trained, id, 'track', true, true).data.animals[0]?.trainings).toEqual([
      'fight',
      'track',
    ])
  })
})

describe('skills, languages and literacy', () => {
  it('everyone speaks Common; other languages and literacy come only from skills', () => {
    expect(languagesSpoken(newCharacter)).toEqual(['Common'])
    expect(literacySources(newCharacter)).toEqual([])
    const withSkill = addSkill(newCharacter, 'Erudition')
    withSkill.skills[0]!.languages = ['Classic', 'common']
    withSkill.skills[0]!.literacy = true
    expect(languagesSpoken(withSkill)).toEqual(['Common', 'Classic'])
    expect(literacySources(withSkill)).toEqual(['Erudition'])
    expect(() => addSkill(withSkill, ' erudition ')).toThrow('already')
    expect(() => addSkill(withSkill, '  ')).toThrow('Name the skill')
  })
})

describe('conditions', () => {
  it('sick and addicted follow from the sheet; the rest are set by hand', () => {
    const frightened = setCondition(newCharacter, 'frightened', true, 'stretch')
    expect(activeConditions(frightened)).toEqual(['frightened'])
    expect(endStretch(createRng(1), frightened).data.conditions).toEqual([])
    expect(setCondition(frightened, 'frightened', false).conditions).toEqual([])
  })
})

describe('buying goods on the coin ledger', () => {
  it('records the price, adds the item, and undo gives both back', () => {
    const funded = [makeAward('coins', 10)]
    const id = goodsPurchase({ name: 'Rope', bulk: 1, quantity: 1, illegal: false, price: 4 })
    const plan = planBuy(newCharacter, id)
    expect(plan.cost).toBe(4)
    const bought = recordPurchase(newCharacter, funded, plan)
    expect(bought.data.items.map((i) => i.name)).toEqual(['Rope'])
    const undone = undoEntry(bought.data, bought.ledger, bought.entry.id)
    expect(undone.data.items).toEqual([])
  })

  it('refuses a price that is not whole coins and bad bulk', () => {
    const half = goodsPurchase({ name: 'Rope', bulk: 1, quantity: 1, illegal: false, price: 2.5 })
    expect(() => planBuy(newCharacter, half)).toThrow(PurchaseError)
    const neg = goodsPurchase({ name: 'Rope', bulk: -1, quantity: 1, illegal: false, price: 2 })
    expect(() => planBuy(newCharacter, neg)).toThrow('negative')
    expect(murdhamPurchaseSchema.safeParse({ kind: 'raise', abilityId: 'str' }).success).toBe(false)
  })
})
