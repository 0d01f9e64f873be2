import { describe, expect, it } from 'vitest'
import { makeAward, recordPurchase } from '../common/ledger'
import { PurchaseError } from '../types'
import { gmPurchase, planPurchase } from './advance'
import { toromeen } from './fixtures'
import { asAlwaysHad, startingMoney } from './starting-money'

const dagger = gmPurchase.buy({
  gearId: 'dagger',
  name: 'Dagger',
  quantity: 1,
  size: 'medium',
  cultureSize: 'medium',
  worn: false,
  cost: null,
  bulk: null,
})
const starting = [makeAward('coins', 1800, { note: 'Starting coins' })]

describe('Money and Equipment: starting money spent during the first level', () => {
  it('is open at first level with the starting coins posted, and counts items always had', () => {
    expect(startingMoney(toromeen, starting, 1800)).toEqual({
      open: true,
      starting: 1800,
      spent: 0,
      left: 1800,
    })
    const plan = asAlwaysHad(
      planPurchase(toromeen, dagger),
      startingMoney(toromeen, starting, 1800),
    )
    expect(plan.label).toBe('Always had: Dagger (2 silver)')
    const { ledger } = recordPurchase(toromeen, starting, plan)
    expect(startingMoney(toromeen, ledger, 1600)).toMatchObject({ spent: 200, left: 1600 })
    // An ordinary purchase takes coins, so never more is left than the coins there are.
    expect(startingMoney(toromeen, ledger, 500).left).toBe(500)
  })

  it('closes after the first level and without starting coins; refuses more than is left', () => {
    const second = { ...toromeen, archetypes: [{ archetype: 'warrior' as const, level: 2 }] }
    expect(startingMoney(second, starting, 1800).open).toBe(false)
    expect(startingMoney(toromeen, [], 0)).toMatchObject({ open: false, starting: null })
    const plan = planPurchase(toromeen, dagger)
    expect(() => asAlwaysHad(plan, startingMoney(second, starting, 1800))).toThrow(PurchaseError)
    expect(() => asAlwaysHad(plan, startingMoney(toromeen, starting, 100))).toThrow(
      'Only 1 silver of the starting money is left for items always had.',
    )
  })
})
