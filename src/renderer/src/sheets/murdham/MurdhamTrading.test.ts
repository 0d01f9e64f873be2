// Trading: the price of a trade as the rules set it (bargain, merchants, illegal goods), and
// buying goods on the coin ledger at that price.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createRng } from '@systems/common/dice'
import { rollSave, saveOdds } from '@systems/murdham'
import { button, withKnownDice } from '../sheet-test-helpers'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamTrading from './MurdhamTrading.vue'
import { alerts, murdhamData, openMurdham } from './murdham-test-helpers'

const db = useTestDatabase('murdham-trading')

const price = (wrapper: ReturnType<typeof mount>) =>
  wrapper.get('[data-testid="trade-price"] strong').text()

function bargainer() {
  return openMurdham(db(), (d) => {
    d.skills = [
      { id: 'b', name: 'Bargain', proficiency: '', languages: [], literacy: false, crafting: '' },
    ]
  })
}

async function buy(wrapper: ReturnType<typeof mount>, goods: string, bulk = '1'): Promise<void> {
  await wrapper.get('input[name="trade-goods"]').setValue(goods)
  await wrapper.get('input[name="trade-bulk"]').setValue(bulk)
  await wrapper.get('form[aria-label="Buy with coins"]').trigger('submit')
}

describe('Murdham trading', () => {
  it('prices by the rules: a buyer with bargain pays half unless the seller has it too', async () => {
    await bargainer()
    const wrapper = mount(MurdhamTrading)
    expect(wrapper.text()).toContain('The character has the bargain skill.')
    // Both bargain: no change.
    expect(price(wrapper)).toBe('10')
    await wrapper.get('input[name="trade-other-bargain"]').setValue(false)
    expect(price(wrapper)).toBe('5')
    await wrapper.get('input[name="trade-value"]').setValue('5')
    expect(price(wrapper)).toBe('2½')
  })

  it('a merchant buying pays half again; illegal goods go at double or half', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamTrading)
    expect(wrapper.text()).toContain('The character lacks the bargain skill.')
    await wrapper.get('select[name="trade-direction"]').setValue('sell')
    expect(wrapper.find('form[aria-label="Buy with coins"]').exists()).toBe(false)
    // Selling to a merchant with bargain: ½ (bargaining buyer) × ½ (merchant) of 10.
    expect(price(wrapper)).toBe('2½')
    await wrapper.get('input[name="trade-illegal"]').setValue(true)
    expect(price(wrapper)).toBe('5')
    await wrapper.get('select[name="trade-direction"]').setValue('buy')
    expect(price(wrapper)).toBe('20')
    await wrapper.get('input[name="trade-value"]').setValue('ten')
    expect(alerts(wrapper)).toEqual(['Enter the value as a number of 0 or more.'])
  })

  it('buys goods on the coin ledger and carries them; refuses what cannot be paid', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamTrading)
    await buy(wrapper, '')
    expect(alerts(wrapper)).toEqual(['Name the goods.'])
    await buy(wrapper, 'Rope', 'lots')
    expect(alerts(wrapper)).toEqual(['“lots” is not a bulk: use a number such as 2, ½ or 1½.'])
    await buy(wrapper, 'Rope')
    expect(alerts(wrapper)).toEqual(['Bought Rope (bulk 1) costs 10 COINS but only 0 is unspent.'])
    expect(murdhamData().items).toEqual([])

    expect(useEditorStore().award('coins', 12, 'Wages')).toBeNull()
    await buy(wrapper, 'Rope', '½')
    expect(alerts(wrapper)).toEqual([])
    expect(murdhamData().items).toMatchObject([{ name: 'Rope', bulk: 0.5, quantity: 1 }])
    expect(useEditorStore().balances.coins).toBe(2)
    expect((wrapper.get('input[name="trade-goods"]').element as HTMLInputElement).value).toBe('')
  })

  it('a price in fractions of a coin must be agreed as a whole number first', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamTrading)
    await wrapper.get('input[name="trade-value"]').setValue('5')
    await wrapper.get('input[name="trade-illegal"]').setValue(true)
    await wrapper.get('select[name="trade-direction"]').setValue('buy')
    await wrapper.get('input[name="trade-value"]').setValue('2.25')
    await buy(wrapper, 'Poison')
    expect(alerts(wrapper)).toContain('The price is 4½: agree a whole number of coins first.')
    await wrapper.get('input[name="trade-value"]').setValue('x')
    await buy(wrapper, 'Poison')
    expect(alerts(wrapper)).toEqual([
      'Enter the value as a number of 0 or more.',
      'Enter the value as a number of 0 or more.',
    ])
  })

  it('spends a watch at the market, no save; Undo gives the watch back', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamTrading)
    expect(wrapper.get('[data-testid="market-odds"]').text()).toBe(
      'A watch of buying and selling any number of items; no save.',
    )
    await button(wrapper, 'Spend the watch').trigger('click')
    expect(murdhamData().time.watch).toBe(1)
    expect(wrapper.get('[data-testid="market-result"]').text()).toContain(
      'Trade at the market (Trading): a watch of buying and selling at the market.',
    )
    await button(wrapper, 'Undo').trigger('click')
    expect(murdhamData().time.watch).toBe(0)
    expect(wrapper.get('[data-testid="market-result"]').text()).toContain('(undone)')
  })

  it('seeks a full-price buyer with a watch and a WIT save, shown with its chance and logged', async () => {
    await openMurdham(db(), (d) => (d.abilities.wit = { max: 12, current: 12 }))
    const { result: wrapper, seed } = withKnownDice(() => mount(MurdhamTrading))
    await wrapper.get('select[name="market-action"]').setValue('buyer')
    expect(wrapper.get('[data-testid="market-odds"]').text()).toBe(
      'A watch and a WIT save: 60% to pass (d20 at or under 12).',
    )
    await button(wrapper, 'Spend the watch').trigger('click')
    await flushPromises()
    const save = rollSave(createRng(seed), saveOdds(12, 20, false, 'wit'))
    const outcome = `Seek a full-price buyer (Trading): WIT save ${save.roll} vs 12: ${save.passed ? 'passed, a buyer paying full price is found' : 'failed, no full-price buyer this watch'}.`
    expect(murdhamData().time.watch).toBe(1)
    expect(wrapper.get('[data-testid="market-result"]').text()).toContain(outcome)
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => [r.label, r.result])).toEqual([['Seek a full-price buyer', outcome]])
  })
})
