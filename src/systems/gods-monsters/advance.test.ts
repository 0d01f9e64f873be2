import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  balance,
  isActive,
  makeAward,
  recordPurchase,
  undoEntry,
  type LedgerEntry,
} from '../common/ledger'
import { PurchaseError } from '../types'
import {
  abilityRaiseCost,
  fieldBonusCost,
  godsMonstersAdvancement,
  gmPurchase,
  planPurchase,
  recordCoinTrade,
  recordMojoBid,
  skillCost,
  techniqueConvertCost,
  weaponSkillCost,
  type GodsMonstersPurchase,
} from './advance'
import { newField } from './create'
import { blankCharacter, toromeen } from './fixtures'
import type { GodsMonstersData } from './model'

const monk: GodsMonstersData = {
  ...blankCharacter,
  archetypes: [{ archetype: 'monk', level: 1 }],
  fields: [{ ...newField('Mind Craft', ['Meditation', 'Focus']), id: 'mind' }],
}
const withLanguage: GodsMonstersData = {
  ...toromeen,
  fields: [...toromeen.fields, { ...newField('Language Science', ['Ancient script']), id: 'lang' }],
}

describe('mojo prices', () => {
  it('raises abilities for 3× the score, 2× archetypal, or the score for a specialty', () => {
    expect(abilityRaiseCost(toromeen, 'wisdom')).toBe(45)
    expect(abilityRaiseCost(toromeen, 'strength')).toBe(36)
    const seventeen = { ...toromeen, abilities: { ...toromeen.abilities, strength: 17 } }
    expect(abilityRaiseCost(seventeen, 'strength', true)).toBe(17)
    // Dwarven charisma: the cost is on the final score (9 − 1 = 8).
    expect(abilityRaiseCost(toromeen, 'charisma')).toBe(24)
  })

  it('prices fields, skills, weapon skills and techniques as the text does', () => {
    expect(fieldBonusCost(2)).toBe(6)
    expect(fieldBonusCost(5)).toBe(9)
    expect(skillCost(toromeen, { preferredArchetype: null })).toBe(5)
    expect(skillCost(toromeen, { preferredArchetype: 'warrior' })).toBe(5)
    expect(skillCost(toromeen, { preferredArchetype: 'thief' })).toBe(7)
    expect(weaponSkillCost(toromeen)).toBe(5)
    expect(weaponSkillCost(monk)).toBe(7)
    expect(techniqueConvertCost(1)).toBe(3)
    expect(techniqueConvertCost(2)).toBe(2)
  })

  it('plans each purchase with its cost and changes', () => {
    const plan = (d: GodsMonstersData, p: GodsMonstersPurchase) => planPurchase(d, p)
    expect(plan(toromeen, gmPurchase.raiseAbility('wisdom'))).toMatchObject({
      cost: 45,
      currency: 'mojo',
    })
    const field = plan(toromeen, gmPurchase.newField('History', 'Dwarven kings'))
    expect(field.cost).toBe(11)
    expect(field.label).toBe('New field: History +1 with Dwarven kings')
    expect(plan(withLanguage, gmPurchase.fieldBonus('lang')).cost).toBe(5)
    expect(plan(withLanguage, gmPurchase.skill('lang', 'Elvish')).cost).toBe(5)
    expect(plan(toromeen, gmPurchase.weaponSkill('Crossbow')).cost).toBe(5)
    expect(
      plan(monk, gmPurchase.techniqueOnSkill('mind', monk.fields[0]?.skills[0]?.id ?? '', 'Still'))
        .cost,
    ).toBe(2)
    expect(plan(monk, gmPurchase.techniqueOnField('mind', 'Calm')).cost).toBe(4)
  })

  it('converts techniques for 3 from one skill and 2 from two', () => {
    const [a, b] = monk.fields[0]?.skills ?? []
    const one = {
      ...monk,
      fields: [{ ...monk.fields[0]!, techniques: [{ id: 't', name: 'Still', skillIds: [a!.id] }] }],
    }
    expect(planPurchase(one, gmPurchase.convertTechnique('mind', 't')).cost).toBe(3)
    const second = planPurchase(one, gmPurchase.techniqueSecondSkill('mind', 't', b!.id))
    expect(second.cost).toBe(2)
    const two = {
      ...one,
      fields: [
        { ...one.fields[0]!, techniques: [{ id: 't', name: 'Still', skillIds: [a!.id, b!.id] }] },
      ],
    }
    expect(planPurchase(two, gmPurchase.convertTechnique('mind', 't')).cost).toBe(2)
  })

  it('refuses what mojo cannot buy', () => {
    expect(() => planPurchase(toromeen, { kind: 'fighting-art' })).toThrow(/only with level/)
    expect(() =>
      planPurchase(toromeen, gmPurchase.techniqueOnField(toromeen.fields[0]!.id, 'X')),
    ).toThrow(/Only monks/)
    expect(() => planPurchase(toromeen, gmPurchase.weaponSkill('Battleaxe'))).toThrow(/already/)
    const schema = godsMonstersAdvancement.purchaseSchema
    expect(schema.safeParse({ kind: 'ability', ability: 'luck' }).success).toBe(false)
    expect(schema.safeParse({ kind: 'nonsense' }).success).toBe(false)
    expect(() => planPurchase(toromeen, gmPurchase.semiConscious())).toThrow(/unconscious/)
    expect(() => gmPurchase.practical(gmPurchase.weaponSkill('Bow'))).toThrow(PurchaseError)
  })

  it('refuses a purchase beyond the mojo available unless the Guide overrides', () => {
    const ledger = [makeAward('mojo', 15)]
    const plan = planPurchase(toromeen, gmPurchase.raiseAbility('wisdom'))
    expect(() => recordPurchase(toromeen, ledger, plan)).toThrow(/costs 45 MOJO but only 15/)
    const forced = recordPurchase(toromeen, ledger, plan, { override: true })
    expect(forced.entry.override).toBe(true)
    expect(forced.data.abilities.wisdom).toBe(16)
  })

  it('offers abilities and field bonuses priced against the balance, never the Fighting Art', () => {
    const options = godsMonstersAdvancement.options(toromeen, { mojo: 40 }, {})
    expect(options.find((o) => o.key === 'ability:strength')).toMatchObject({
      cost: 36,
      available: true,
    })
    expect(options.find((o) => o.key === 'ability:wisdom')).toMatchObject({
      cost: 45,
      available: false,
    })
    expect(options.find((o) => o.key === 'fighting-art')?.available).toBe(false)
    expect(godsMonstersAdvancement.currencies.map((c) => c.id)).toEqual([
      'xp',
      'mojo',
      'coins',
      'practical',
    ])
  })
})

describe('mojo on rolls', () => {
  it('bid 6, need 4: loses 4 mojo and gains 200 XP', () => {
    const ledger = [makeAward('mojo', 16)]
    const r = recordMojoBid(toromeen, ledger, { label: 'Climb', bid: 6, needed: 4 })
    expect(r).toMatchObject({ succeeded: true, spent: 4, xp: 200 })
    expect(balance(r.ledger, 'mojo')).toBe(12)
    expect(balance(r.ledger, 'xp')).toBe(200)
  })

  it('a bid too small costs nothing', () => {
    const ledger = [makeAward('mojo', 16)]
    const r = recordMojoBid(toromeen, ledger, { label: 'Climb', bid: 3, needed: 4 })
    expect(r.succeeded).toBe(false)
    expect(r.ledger).toEqual(ledger)
  })

  it('Language Science +1, needing 6: the field rises to +2 (it would have cost 5)', () => {
    const ledger = [makeAward('mojo', 16)]
    const r = recordMojoBid(
      withLanguage,
      ledger,
      { label: 'Read the manuscript', bid: 7, needed: 6, gain: gmPurchase.fieldBonus('lang') },
      {},
    )
    expect(r.gained).toBe('Language Science +1 → +2')
    expect(r.data.fields.find((f) => f.id === 'lang')?.bonus).toBe(2)
    expect(balance(r.ledger, 'mojo')).toBe(10)
    expect(balance(r.ledger, 'xp')).toBe(300)
    const none = recordMojoBid(withLanguage, ledger, {
      label: 'Read',
      bid: 7,
      needed: 4,
      gain: gmPurchase.fieldBonus('lang'),
    })
    expect(none.gained).toBe('')
  })

  it('levels up when the experience crosses a threshold', () => {
    const ledger = [makeAward('mojo', 30), makeAward('xp', 900)]
    const r = recordMojoBid(toromeen, ledger, { label: 'Attack', bid: 2, needed: 2 })
    expect(r.levelUpPending).toBe(1)
  })

  it('credits the whole mojo of a group effort', () => {
    const ledger = [makeAward('mojo', 16)]
    const r = recordMojoBid(toromeen, ledger, {
      label: 'Last effort',
      bid: 2,
      needed: 2,
      credited: 8,
    })
    expect(balance(r.ledger, 'mojo')).toBe(14)
    expect(r.xp).toBe(400)
  })

  it('undoing the spend undoes the experience and the gain', () => {
    const ledger = [makeAward('mojo', 16)]
    const r = recordMojoBid(withLanguage, ledger, {
      label: 'Read',
      bid: 7,
      needed: 6,
      gain: gmPurchase.fieldBonus('lang'),
    })
    const undone = undoEntry(r.data, r.ledger, r.entries[0]?.id ?? '')
    expect(undone.undone).toHaveLength(2)
    expect(undone.data).toEqual(withLanguage)
    expect(balance(undone.ledger, 'xp')).toBe(0)
    expect(balance(undone.ledger, 'mojo')).toBe(16)
  })
})

describe('coin trade', () => {
  it('trades 1 mojo for 30 silver, and undoes both together', () => {
    const ledger = [makeAward('mojo', 16), makeAward('coins', 1800)]
    const t = recordCoinTrade(toromeen, ledger)
    expect(balance(t.ledger, 'mojo')).toBe(15)
    expect(balance(t.ledger, 'coins')).toBe(4800)
    const undone = undoEntry(t.data, t.ledger, t.entries[0]?.id ?? '')
    expect(balance(undone.ledger, 'coins')).toBe(1800)
    expect(undone.data).toEqual(toromeen)
  })
})

describe('undo', () => {
  const purchases = [
    gmPurchase.raiseAbility('strength'),
    gmPurchase.raiseAbility('wisdom'),
    gmPurchase.fieldBonus(toromeen.fields[1]!.id),
    gmPurchase.fieldBonus(toromeen.fields[2]!.id),
    gmPurchase.weaponSkill('Crossbow'),
    gmPurchase.newField('History', 'Kings'),
    gmPurchase.buy({
      gearId: 'rope',
      name: 'Rope',
      quantity: 2,
      size: 'small',
      worn: false,
      cost: null,
      bulk: null,
    }),
  ]

  it('restores the character after undoing any entry of any sequence (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: purchases.length - 1 }), { maxLength: 8 }),
        fc.nat(),
        (picks, which) => {
          let data = toromeen
          let ledger: LedgerEntry[] = [makeAward('mojo', 10_000), makeAward('coins', 100_000)]
          const states: GodsMonstersData[] = []
          for (const pick of picks) {
            let plan
            try {
              plan = planPurchase(data, purchases[pick] ?? gmPurchase.semiConscious())
            } catch {
              continue
            }
            states.push(data)
            const r = recordPurchase(data, ledger, plan)
            data = r.data
            ledger = r.ledger
          }
          const spends = ledger.filter((e) => e.kind === 'spend')
          if (spends.length === 0) return
          const index = which % spends.length
          const target = spends[index]!
          const undone = undoEntry(data, ledger, target.id)
          // Undoing the first spend of a chain takes every later spend on the same data with it.
          const remaining = undone.ledger.filter((e) => e.kind === 'spend' && isActive(e))
          if (remaining.length === 0) expect(undone.data).toEqual(toromeen)
          expect(balance(undone.ledger, 'mojo') + balance(undone.ledger, 'coins')).toBe(
            110_000 - remaining.reduce((s, e) => s + e.amount, 0),
          )
          // Undoing everything in reverse returns the original character.
          let all = { data: undone.data, ledger: undone.ledger }
          for (const e of [...all.ledger].reverse()) {
            if (e.kind === 'spend' && isActive(e)) all = undoEntry(all.data, all.ledger, e.id)
          }
          expect(all.data).toEqual(toromeen)
          expect(states[0] ?? toromeen).toEqual(toromeen)
        },
      ),
      { numRuns: 150 },
    )
  })
})
