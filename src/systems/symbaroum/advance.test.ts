import { describe, expect, it } from 'vitest'
import { balance, makeAward, recordPurchase, type LedgerEntry } from '../common/ledger'
import { PurchaseError } from '../types'
import {
  abilityExperience,
  abilityIdFor,
  experienceSummary,
  newAbilityPurchase,
  planPurchase,
  purchaseOptions,
  raisePurchase,
  startingExperienceAward,
  symbaroumAdvancement,
} from './advance'
import { evenCharacter, shieldedWarrior } from './fixtures'
import type { SymbaroumData } from './model'

const at = '2026-01-01T00:00:00.000Z'

describe('plan', () => {
  it('prices a new ability at novice for 10 and adds it under a slug id', () => {
    const plan = planPurchase(evenCharacter, newAbilityPurchase('Acrobatics'))
    expect(plan).toEqual({
      label: 'Acrobatics: new at novice',
      currency: 'xp',
      cost: 10,
      changes: [
        { path: ['abilities', 'acrobatics'], after: { name: 'Acrobatics', level: 'novice' } },
      ],
      option: { kind: 'new-ability', name: 'Acrobatics' },
    })
  })

  it('prices novice → adept at 20 and adept → master at 30', () => {
    const novice = planPurchase(shieldedWarrior, raisePurchase('shield-fighter'))
    expect(novice).toMatchObject({ label: 'Shield Fighter: novice → adept', cost: 20 })
    expect(novice.changes).toEqual([
      {
        path: ['abilities', 'shield-fighter'],
        before: { name: 'Shield Fighter', level: 'novice' },
        after: { name: 'Shield Fighter', level: 'adept' },
      },
    ])
    expect(planPurchase(shieldedWarrior, raisePurchase('man-at-arms'))).toMatchObject({
      label: 'Man-at-arms: adept → master',
      cost: 30,
    })
  })

  it('refuses raising a master ability, an empty name, a duplicate name, an unknown id', () => {
    const master: SymbaroumData = {
      ...evenCharacter,
      abilities: { witchsight: { name: 'Witchsight', level: 'master' } },
    }
    expect(() => planPurchase(master, raisePurchase('witchsight'))).toThrow(PurchaseError)
    expect(() => planPurchase(master, raisePurchase('witchsight'))).toThrow(/already at master/)
    expect(() => planPurchase(master, newAbilityPurchase('   '))).toThrow(/needs a name/)
    expect(() => planPurchase(master, newAbilityPurchase(' witchSIGHT '))).toThrow(
      /already on the sheet/,
    )
    expect(() => planPurchase(master, raisePurchase('nope'))).toThrow(/no ability with id "nope"/)
    expect(() => planPurchase(master, raisePurchase('constructor'))).toThrow(/no ability/)
    expect(() => planPurchase(master, newAbilityPurchase('x'.repeat(81)))).toThrow(/at most 80/)
  })

  it('tidies spaces in a new name', () => {
    const plan = planPurchase(evenCharacter, newAbilityPurchase('  Iron   Fist '))
    expect(plan.changes[0]?.after).toEqual({ name: 'Iron Fist', level: 'novice' })
    expect(plan.changes[0]?.path).toEqual(['abilities', 'iron-fist'])
  })
})

describe('abilityIdFor', () => {
  it('adds a suffix when the slug is taken', () => {
    const data = { abilities: { acrobatics: { name: 'Acro-batics', level: 'novice' as const } } }
    expect(abilityIdFor(data, 'Acrobatics!')).toBe('acrobatics-2')
    const more = {
      abilities: { ...data.abilities, 'acrobatics-2': { name: 'x', level: 'novice' as const } },
    }
    expect(abilityIdFor(more, 'acrobatics')).toBe('acrobatics-3')
  })

  it('keeps letters from other scripts, drops accents and avoids object keys', () => {
    expect(abilityIdFor({ abilities: {} }, 'Ясновидение')).toBe('ясновидение')
    expect(abilityIdFor({ abilities: {} }, 'Mystic Épée')).toBe('mystic-epee')
    expect(abilityIdFor({ abilities: {} }, '!!!')).toBe('ability')
    expect(abilityIdFor({ abilities: {} }, 'Constructor')).toBe('constructor-2')
    expect(abilityIdFor({ abilities: {} }, '__proto__')).toBe('proto')
  })
})

describe('options', () => {
  it('lists the next level of each ability below master, then a new ability', () => {
    const options = purchaseOptions(shieldedWarrior, { xp: 25 })
    expect(options).toEqual([
      {
        purchase: raisePurchase('man-at-arms'),
        key: 'raise:man-at-arms',
        label: 'Man-at-arms: adept → master',
        currency: 'xp',
        cost: 30,
        available: false,
        reason: 'Needs 30 Experience; 25 unspent.',
      },
      {
        purchase: raisePurchase('shield-fighter'),
        key: 'raise:shield-fighter',
        label: 'Shield Fighter: novice → adept',
        currency: 'xp',
        cost: 20,
        available: true,
      },
      {
        purchase: newAbilityPurchase(''),
        key: 'new-ability:',
        label: 'New ability at novice',
        currency: 'xp',
        cost: 10,
        available: true,
      },
    ])
  })

  it('leaves out master abilities and treats a missing balance as 0', () => {
    const master: SymbaroumData = {
      ...evenCharacter,
      abilities: { w: { name: 'Witchsight', level: 'master' } },
    }
    const options = symbaroumAdvancement.options(master, {}, {})
    expect(options.map((o) => o.purchase)).toEqual([newAbilityPurchase('')])
    expect(options[0]?.available).toBe(false)
  })
})

describe('through the ledger', () => {
  it('a master ability costs 10 + 20 + 30 = 60', () => {
    let data = evenCharacter
    let ledger: LedgerEntry[] = [makeAward('xp', 60, { id: 'award', at })]
    const bought = [
      newAbilityPurchase('Acrobatics'),
      raisePurchase('acrobatics'),
      raisePurchase('acrobatics'),
    ]
    for (const purchase of bought) {
      const plan = symbaroumAdvancement.plan(data, purchase, {})
      ;({ data, ledger } = recordPurchase(data, ledger, plan, { at }))
    }
    expect(data.abilities.acrobatics).toEqual({ name: 'Acrobatics', level: 'master' })
    expect(ledger.map((e) => e.amount)).toEqual([60, 10, 20, 30])
    expect(balance(ledger, 'xp')).toBe(0)
    expect(abilityExperience('master')).toBe(60)
    expect(experienceSummary(ledger)).toEqual({ earned: 60, unspent: 0, spent: 60 })
  })

  it('refuses an unaffordable purchase with the reason, unless the game master overrides', () => {
    const ledger = [makeAward('xp', 15, { id: 'award', at })]
    const plan = planPurchase(shieldedWarrior, raisePurchase('shield-fighter'))
    expect(() => recordPurchase(shieldedWarrior, ledger, plan)).toThrow(
      'Shield Fighter: novice → adept costs 20 XP but only 15 is unspent.',
    )
    const result = recordPurchase(shieldedWarrior, ledger, plan, { override: true, at })
    expect(result.entry.override).toBe(true)
    expect(result.data.abilities['shield-fighter']?.level).toBe('adept')
    expect(balance(result.ledger, 'xp')).toBe(-5)
    expect(experienceSummary(result.ledger)).toEqual({ earned: 15, unspent: -5, spent: 20 })
  })
})

describe('startingExperienceAward', () => {
  it('awards the house-rule starting Experience (default 50)', () => {
    expect(startingExperienceAward({}, { id: 's', at })).toMatchObject({
      kind: 'award',
      currency: 'xp',
      amount: 50,
    })
    expect(startingExperienceAward({ startingExperience: 120 })?.amount).toBe(120)
    expect(startingExperienceAward({ startingExperience: 0 })).toBeNull()
  })
})
