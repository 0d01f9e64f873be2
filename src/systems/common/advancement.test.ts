import { describe, expect, it } from 'vitest'
import { currencySummary, planOf, pricedOption, purchaseKey } from './advancement'
import { makeAward, type LedgerEntry } from './ledger'

describe('shared advancement pieces', () => {
  it('prices an option and says why it is out of reach', () => {
    const xp = { id: 'xp', label: 'Experience' }
    expect(pricedOption({ kind: 'a' }, 'A', xp, 10, 10)).toEqual({
      purchase: { kind: 'a' },
      key: 'a',
      label: 'A',
      currency: 'xp',
      cost: 10,
      available: true,
    })
    expect(pricedOption({ kind: 'b' }, 'B', xp, 25, 9)).toMatchObject({
      available: false,
      reason: 'Needs 25 Experience; 9 unspent.',
    })
  })

  it('keys a purchase by its fields in order, and a plan carries the purchase it priced', () => {
    expect(purchaseKey({ kind: 'raise', abilityId: 'acrobatics' })).toBe('raise:acrobatics')
    expect(purchaseKey({ kind: 'buy', quantity: 2, worn: false, size: null })).toBe(
      'buy:2:false:null',
    )
    const plan = { label: 'L', currency: 'xp', cost: 1, changes: [] }
    expect(planOf({ kind: 'raise', abilityId: 'a' }, plan)).toEqual({
      ...plan,
      option: { kind: 'raise', abilityId: 'a' },
    })
  })

  it('sums a currency from the ledger, ignoring undone entries and other currencies', () => {
    const spend: LedgerEntry = {
      id: 's',
      at: '',
      kind: 'spend',
      currency: 'xp',
      amount: 15,
      note: '',
      changes: [],
    }
    const ledger = [
      makeAward('xp', 50, { id: 'a' }),
      makeAward('mojo', 3, { id: 'm' }),
      spend,
      { ...makeAward('xp', 100, { id: 'u' }), undoneAt: '2026-11-22T00:00:00.000Z' },
    ]
    expect(currencySummary(ledger, 'xp')).toEqual({ earned: 50, unspent: 35, spent: 15 })
  })
})
