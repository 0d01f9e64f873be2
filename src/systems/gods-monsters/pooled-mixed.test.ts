import { describe, expect, it } from 'vitest'
import { balance, makeAward, recordPurchase, undoEntry } from '../common/ledger'
import { PurchaseError } from '../types'
import { godsMonstersDataSchema, type GodsMonstersData } from './model'
import { gmPurchase, godsMonstersAdvancement, planPurchase, recordMixedSpell } from './advance'
import { newField } from './create'
import { blankCharacter, gralen } from './fixtures'
import { levelUp } from './levels'
import { recordCompatibilityRoll } from './spell-compatibility'
import { addSpell, findSpell, spellByName } from './spells'

const historian: GodsMonstersData = {
  ...blankCharacter,
  fields: [{ ...newField('History', ['Old Kingdoms'], { bonus: 2 }), id: 'history' }],
}

describe('Level advancement: Mojo (pooled projects)', () => {
  it('pays this character’s share of the dearest cost', () => {
    // History +2 → +3 costs this character 6; another pays 9 for it: the project costs 9.
    const pooled = gmPurchase.pooled(gmPurchase.fieldBonus('history'), 9, 4)
    const plan = planPurchase(historian, pooled)
    expect(plan).toMatchObject({ currency: 'mojo', cost: 5 })
    expect(plan.label).toContain('pooled: 5 of 9 (the dearest cost)')
    // When this character's cost is the dearest, it is used.
    expect(
      planPurchase(historian, gmPurchase.pooled(gmPurchase.fieldBonus('history'), 4, 2)).cost,
    ).toBe(4)
    const done = recordPurchase(historian, [makeAward('mojo', 5)], plan)
    expect(done.data.fields[0]?.bonus).toBe(3)
    expect(balance(done.ledger, 'mojo')).toBe(0)
  })

  it('needs mojo from the others and some left for this character, and never an ability', () => {
    const bonus = gmPurchase.fieldBonus('history')
    expect(() => planPurchase(historian, gmPurchase.pooled(bonus, 9, 0))).toThrow(/from the others/)
    expect(() => planPurchase(historian, gmPurchase.pooled(bonus, 9, 9))).toThrow(
      /nothing is left for this character/,
    )
    expect(() => planPurchase(historian, gmPurchase.pooled(bonus, -1, 2))).toThrow(PurchaseError)
    expect(() => gmPurchase.pooled(gmPurchase.raiseAbility('wisdom'), 9, 2)).toThrow(
      /pooled on fields/,
    )
  })

  it('pools on a spell, and the purchase round-trips through the schema', () => {
    const d = levelUp(gralen, 'sorceror', 5).data
    const pooled = gmPurchase.pooled(gmPurchase.spell('Bolt', 2), 6, 3)
    expect(planPurchase(d, pooled).cost).toBe(3)
    const parsed = godsMonstersAdvancement.purchaseSchema.parse(JSON.parse(JSON.stringify(pooled)))
    expect(parsed).toEqual(pooled)
  })
})

describe('Acquiring spells with mojo: archetypal and practical mixed', () => {
  const listed = addSpell(
    levelUp(gralen, 'sorceror', 5).data,
    { name: 'Bolt', level: 2, types: [] },
    'researching',
  )
  const bolt = spellByName(listed, 'Bolt')!
  const withPool = (d: GodsMonstersData): GodsMonstersData => ({
    ...d,
    practicalMojo: [{ target: 'Bolt', amount: 5 }],
  })
  const ledger = [makeAward('mojo', 10), makeAward('practical', 5)]

  it('with spell-level archetypal mojo, inscribes at once, no compatibility roll', () => {
    const r = recordMixedSpell(withPool(listed), ledger, gmPurchase.spell('Bolt', 2), 2)
    expect(findSpell(r.data, bolt.id).status).toBe('inscribed')
    expect(r.data.practicalMojo).toEqual([{ target: 'Bolt', amount: 1 }])
    expect(balance(r.ledger, 'mojo')).toBe(8)
    expect(balance(r.ledger, 'practical')).toBe(1)
    expect(r.entries[0]?.purchase).toContain('(2 archetypal and 4 practical mojo)')
    expect(r.entries[0]?.option).toEqual({
      kind: 'spell-mixed',
      spell: gmPurchase.spell('Bolt', 2),
      archetypal: 2,
    })
    expect(godsMonstersDataSchema.safeParse(r.data).success).toBe(true)
    // Undoing the archetypal entry undoes the practical part with it.
    const back = undoEntry(r.data, r.ledger, r.entries[0]?.id ?? '')
    expect(back.undone).toHaveLength(2)
    expect(back.data).toEqual(withPool(listed))
    expect(balance(back.ledger, 'practical')).toBe(5)
  })

  it('with less, it is researched: the compatibility roll first, then a formula to inscribe', () => {
    expect(() =>
      recordMixedSpell(withPool(listed), ledger, gmPurchase.spell('Bolt', 2), 1),
    ).toThrow(/compatibility roll/)
    const rolled = withPool(recordCompatibilityRoll(listed, [], bolt.id, { roll: 1 }).data)
    const r = recordMixedSpell(rolled, ledger, gmPurchase.spell('Bolt', 2), 1)
    expect(findSpell(r.data, bolt.id).status).toBe('formula')
    expect(r.data.practicalMojo).toEqual([{ target: 'Bolt', amount: 0 }])
  })

  it('refuses a split that is not a mix, or too little practical mojo', () => {
    const spell = gmPurchase.spell('Bolt', 2)
    expect(() => recordMixedSpell(withPool(listed), ledger, spell, 0)).toThrow(/1 to 5 archetypal/)
    expect(() => recordMixedSpell(withPool(listed), ledger, spell, 6)).toThrow(PurchaseError)
    expect(() => recordMixedSpell(listed, ledger, spell, 3)).toThrow(
      '3 practical mojo dedicated to Bolt is needed; 0 is.',
    )
  })
})
