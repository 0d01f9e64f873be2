import { describe, expect, it } from 'vitest'
import { makeAward, recordPurchase } from '../common/ledger'
import { optionIds, planPurchase } from './advance'
import { creationAwards } from './create'
import { blankCharacter, toromeen } from './fixtures'
import {
  cannotAffordMessage,
  creationAssignment,
  purchaseFindings,
  recordCheckedPurchase,
  recordedStartingCoins,
  scoresAsRolledFindings,
} from './purchase-checks'

const battleaxe = optionIds.buy({
  gearId: 'battleaxe',
  name: 'Battleaxe',
  quantity: 1,
  size: 'medium',
  cultureSize: 'medium',
  worn: false,
  cost: null,
  bulk: null,
})
const coins = (silver: number) => [makeAward('coins', silver * 100, { note: 'Starting coins' })]

describe('the price against the coins', () => {
  it('is told in silver, not in hundredths (a battleaxe is 7 silver, not 700)', () => {
    const plan = planPurchase(blankCharacter, battleaxe)
    expect(cannotAffordMessage(plan, coins(5))).toBe(
      'Bought Battleaxe (7 silver) costs 7 silver but only 5 silver is unspent.',
    )
    expect(cannotAffordMessage(plan, coins(7))).toBeNull()
    const mojo = planPurchase(blankCharacter, optionIds.raiseAbility('charisma'))
    expect(cannotAffordMessage(mojo, [])).toMatch(/costs \d+ mojo but only 0 mojo is unspent\.$/)
  })
})

describe('rule findings before a purchase', () => {
  it('names the battleaxe heavier than Strength before it is bought', () => {
    const plan = planPurchase(blankCharacter, battleaxe)
    const findings = purchaseFindings(blankCharacter, plan, {})
    expect(findings.map((f) => f.code)).toContain('gear-bulk-over-strength')
    expect(() => recordCheckedPurchase(blankCharacter, coins(20), plan, {}, false)).toThrow(
      /^Not bought: .*game master override/,
    )
  })

  it('records it on a game master override, marked and with the finding in its note', () => {
    const plan = planPurchase(blankCharacter, battleaxe)
    const [finding] = purchaseFindings(blankCharacter, plan, {})
    const result = recordCheckedPurchase(blankCharacter, coins(20), plan, {}, true)
    expect(result.data.items.map((i) => i.gearId)).toEqual(['battleaxe'])
    expect(result.entry).toMatchObject({ override: true, amount: 700 })
    expect(result.entry.note).toContain(finding!.message)
    expect(result.ledger.at(-1)).toEqual(result.entry)
  })

  it('buys without a fuss what brings no finding', () => {
    const dagger = optionIds.buy({
      gearId: null,
      name: 'Rope',
      quantity: 1,
      size: 'medium',
      worn: false,
      cost: 100,
      bulk: 1,
    })
    const plan = planPurchase(blankCharacter, dagger)
    expect(purchaseFindings(blankCharacter, plan, {})).toEqual([])
    const result = recordCheckedPurchase(blankCharacter, coins(20), plan, {}, false)
    expect(result.entry.override).toBeUndefined()
    expect(result.entry.note).toBe('')
  })
})

describe('creation’s assignment and starting coins', () => {
  const posted = creationAwards(toromeen).map((a) =>
    makeAward(a.currency, a.amount, { note: a.note }),
  )
  const bought = recordPurchase(
    toromeen,
    [...posted, makeAward('mojo', 100, { note: 'test' })],
    planPurchase(toromeen, optionIds.raiseAbility('strength')),
  )

  it('takes mojo raises back, so Strength bought up is not a wrong assignment', () => {
    expect(bought.data.abilities.strength).toBe(19)
    expect(creationAssignment(bought.data, bought.ledger).strength).toBe(18)
    expect(scoresAsRolledFindings(bought.data, bought.ledger)).toEqual([])
    // A score changed by hand, not bought, is still caught.
    const typed = { ...bought.data, abilities: { ...bought.data.abilities, agility: 11 } }
    expect(scoresAsRolledFindings(typed, bought.ledger).map((f) => f.code)).toEqual([
      'scores-not-as-rolled',
    ])
  })

  it('keeps the starting coins creation posted, whatever Strength is now', () => {
    expect(recordedStartingCoins(bought.ledger)).toBe(1800)
    expect(
      creationAwards({ ...toromeen, abilities: creationAssignment(bought.data, bought.ledger) }),
    ).toEqual(creationAwards(toromeen))
    expect(recordedStartingCoins([])).toBeNull()
  })
})
