import { describe, expect, it } from 'vitest'
import { armoredSorceror, blankCharacter, item, toromeen } from './fixtures'
import { checkGodsMonsters } from './check'
import { makeAward, recordPurchase } from '../common/ledger'
import { gmPurchase, planPurchase } from './advance'
import type { GodsMonstersData } from './model'

const codes = (d: GodsMonstersData) => checkGodsMonsters(d, {}).map((f) => f.code)

describe('checkGodsMonsters', () => {
  it('finds nothing wrong with Toromeen or a blank character', () => {
    expect(codes(toromeen)).toEqual([])
    expect(codes(blankCharacter)).toEqual([])
  })

  it('refuses a score of 19 at creation', () => {
    const d = { ...toromeen, abilities: { ...toromeen.abilities, strength: 19 } }
    const finding = checkGodsMonsters(d, {}).find((f) => f.code === 'ability-out-of-range')
    expect(finding).toMatchObject({ severity: 'error', path: 'abilities.strength' })
  })

  it('warns about scores that are not the rolls, but not about scores raised with mojo since', () => {
    const lower = { ...toromeen, abilities: { ...toromeen.abilities, strength: 10 } }
    expect(codes(lower)).toContain('scores-not-as-rolled')
    // Strength 19 typed in: no roll of the six gives it.
    const typed = { ...toromeen, abilities: { ...toromeen.abilities, strength: 19 } }
    expect(codes(typed)).toContain('scores-not-as-rolled')
    // Strength 18 bought up to 19 with mojo: the ledger tells it from a wrong assignment.
    const ledger = [makeAward('mojo', 40, { note: 'test' })]
    const bought = recordPurchase(
      toromeen,
      ledger,
      planPurchase(toromeen, gmPurchase.raiseAbility('strength')),
    )
    expect(bought.data.abilities.strength).toBe(19)
    expect(checkGodsMonsters(bought.data, {}, bought.ledger).map((f) => f.code)).not.toContain(
      'scores-not-as-rolled',
    )
  })

  it('refuses armor the archetype cannot use, and two armors at once', () => {
    expect(codes(armoredSorceror)).toContain('armor-not-allowed')
    const two = {
      ...toromeen,
      items: [...toromeen.items, item('chain', 'Chain Mail', 'chain-mail', { worn: true })],
    }
    expect(codes(two)).toContain('two-armors-worn')
  })

  it('flags items heavier than strength and vitals above their maximum', () => {
    const weak = { ...toromeen, abilities: { ...toromeen.abilities, strength: 16 } }
    expect(codes(weak)).toContain('gear-bulk-over-strength')
    const over = { ...toromeen, verve: { current: 9, max: 7 } }
    expect(codes(over)).toContain('verve-above-max')
  })

  it('warns when first-level survival and verve differ from the rules', () => {
    expect(codes({ ...toromeen, survival: { current: 9, max: 9 } })).toContain('first-level-vitals')
  })

  it('flags techniques without the monk archetype and too many specialties', () => {
    const field = toromeen.fields[1]!
    const d = {
      ...toromeen,
      fields: [{ ...field, techniques: [{ id: 't', name: 'Focus', skillIds: [] }] }],
      specialties: [
        ...toromeen.specialties,
        { id: 'x', name: 'Extra', gainedAtLevel: 1, notes: '' },
      ],
    }
    expect(codes(d)).toEqual(
      expect.arrayContaining(['techniques-not-monk', 'too-many-specialties']),
    )
  })
})
