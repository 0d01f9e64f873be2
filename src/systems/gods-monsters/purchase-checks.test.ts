import { checkGodsMonsters } from './check'
import { describe, expect, it } from 'vitest'
import { makeAward, recordPurchase } from '../common/ledger'
import { gmPurchase, planPurchase } from './advance'
import { creationAwards } from './create'
import { blankCharacter, toromeen } from './fixtures'
import {
  cannotAffordMessage,
  creationAssignment,
  purchaseFindings,
  recordCheckedPurchase,
  recordedStartingCoins,
} from './purchase-checks'

const battleaxe = gmPurchase.buy({
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
    const mojo = planPurchase(blankCharacter, gmPurchase.raiseAbility('charisma'))
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

  it('names the finding and the price together when both stand in the way', () => {
    const plan = planPurchase(blankCharacter, battleaxe)
    const [finding] = purchaseFindings(blankCharacter, plan, {})
    const price = cannotAffordMessage(plan, coins(1))
    expect(price).not.toBeNull()
    expect(() => recordCheckedPurchase(blankCharacter, coins(1), plan, {}, false)).toThrow(
      `Not bought: ${finding!.message} ${price!} Tick the game master override to buy it anyway.`,
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
    const dagger = gmPurchase.buy({
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
    planPurchase(toromeen, gmPurchase.raiseAbility('strength')),
  )

  const codes = (data: typeof toromeen, ledger = bought.ledger) =>
    checkGodsMonsters(data, {}, ledger).map((f) => f.code)

  it('takes mojo raises back, so Strength bought up is not a wrong assignment', () => {
    expect(bought.data.abilities.strength).toBe(19)
    expect(creationAssignment(bought.data, bought.ledger).strength).toBe(18)
    // Strength 19 at first level: raised with mojo, so neither out of range nor not as rolled,
    // and first-level survival and verve still come from the assigned 18.
    expect(codes(bought.data)).not.toContain('scores-not-as-rolled')
    expect(codes(bought.data)).not.toContain('ability-out-of-range')
    expect(codes(bought.data)).not.toContain('first-level-vitals')
    // Without the ledger the same 19 would be a score no roll gives.
    expect(codes(bought.data, [])).toContain('ability-out-of-range')
    // A score changed by hand, not bought, is still caught.
    const typed = { ...bought.data, abilities: { ...bought.data.abilities, agility: 11 } }
    expect(codes(typed)).toContain('scores-not-as-rolled')
  })

  it('a purchase that raises a score past 18 brings no finding, so it needs no override', () => {
    const plan = planPurchase(bought.data, gmPurchase.raiseAbility('strength'))
    expect(purchaseFindings(bought.data, plan, {}, bought.ledger)).toEqual([])
  })

  it('keeps the starting coins creation posted, whatever Strength is now', () => {
    expect(recordedStartingCoins(bought.ledger)).toBe(1800)
    expect(
      creationAwards({ ...toromeen, abilities: creationAssignment(bought.data, bought.ledger) }),
    ).toEqual(creationAwards(toromeen))
    expect(recordedStartingCoins([])).toBeNull()
  })
})
