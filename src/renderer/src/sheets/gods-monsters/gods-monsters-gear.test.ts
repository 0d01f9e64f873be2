// Coins and equipment on the Gods & Monsters sheet: Toromeen's purchases as the book makes them
// (Money and equipment), the rule findings every purchase shows before it is made (armor the
// archetype may not wear, items heavier than Strength) with the game master's override, and the
// inventory.
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { armorAllowed } from '@systems/gods-monsters/gear'
import { helmetedToromeen } from '@systems/gods-monsters/fixtures'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmGear from './GmGear.vue'
import {
  alertText,
  award,
  click,
  fill,
  gmData,
  openGm,
  openToromeen,
  submit,
} from './gm-test-helpers'

const db = useTestDatabase('gm-gear')
const coins = () => useEditorStore().balances.coins ?? 0
const ledger = () => useEditorStore().record?.ledger ?? []
const status = (wrapper: VueWrapper) => wrapper.get('[data-testid="gear-message"]').text()

function row(wrapper: VueWrapper, gearId: string) {
  return wrapper.get(`tr[data-gear="${gearId}"]`)
}

async function buy(wrapper: VueWrapper, table: string, name: string): Promise<void> {
  await fill(wrapper, 'gear-table', table)
  await click(wrapper, `Buy ${name}`)
}

describe('Gods & Monsters coins and equipment at creation', () => {
  it('buys Toromeen’s battleaxe, banded leather and shield after trading a mojo: 15 mojo and 21 silver left', async () => {
    await openToromeen(db(), (d) => (d.items = []))
    await award('mojo', 16) // "he starts the game with 16 mojo"
    await award('coins', 1800) // "he starts with eighteen silver coins"
    const wrapper = mount(GmGear, { props: { creation: true } })
    // Made for a small character, sold by a small culture.
    expect((wrapper.get('[name="gear-size"]').element as HTMLSelectElement).value).toBe('small')
    await fill(wrapper, 'gear-table', 'warrior-weapons')
    const axe = row(wrapper, 'battleaxe')
      .findAll('td')
      .map((td) => td.text())
    // "Battleaxe: 7 18 D8 damage, 1 range" (small reductions).
    expect(axe.slice(0, 4)).toEqual(['7', '18', 'D8', '1'])
    await fill(wrapper, 'gear-table', 'armor')
    expect(row(wrapper, 'banded-leather').findAll('td')[0]!.text()).toBe('15')
    expect(row(wrapper, 'shield').findAll('td')[0]!.text()).toBe('5')

    // "He only has 18 coins, so he trades one mojo for thirty more coins."
    await fill(wrapper, 'trade-mojo', '1')
    await submit(wrapper, 'Trade mojo for coins')
    expect(status(wrapper)).toBe('Traded 1 mojo for 30 silver.')
    await buy(wrapper, 'warrior-weapons', 'Battleaxe')
    await buy(wrapper, 'armor', 'Banded Leather')
    await buy(wrapper, 'armor', 'Shield')
    expect(alertText(wrapper)).toBe('')
    // "This leaves him with 15 mojo and 21 coins."
    expect(wrapper.get('[data-testid="gear-mojo"]').text()).toBe('15')
    expect(wrapper.get('[data-testid="coins"]').text()).toBe('21')
    expect(gmData().items.map((i) => [i.name, i.size, i.worn, i.cost])).toEqual([
      ['Battleaxe', 'small', false, 700],
      ['Banded Leather', 'small', true, 1500],
      ['Shield', 'small', true, 500],
    ])
    // Carry 13 counts the items carried.
    expect(wrapper.get('[data-testid="load"]').text()).toContain('3 of 13 items on the carry list')
  })

  it('refuses a trade that is not a whole number or more than the mojo there is', async () => {
    await openToromeen(db())
    await award('mojo', 2)
    const wrapper = mount(GmGear, { props: { creation: true } })
    await fill(wrapper, 'trade-mojo', '0')
    await submit(wrapper, 'Trade mojo for coins')
    expect(alertText(wrapper)).toBe('Trade a whole number of mojo, 1 or more.')
    await fill(wrapper, 'trade-mojo', '3')
    await submit(wrapper, 'Trade mojo for coins')
    expect(alertText(wrapper)).toBe('Only 2 mojo to trade.')
    expect(coins()).toBe(0)
    // On the sheet (not creation) there is no trade.
    expect(mount(GmGear).find('form[aria-label="Trade mojo for coins"]').exists()).toBe(false)
  })

  it('refuses a quantity outside 1 to 9999 and buys several of one item', async () => {
    await openGm(db())
    await award('coins', 1000)
    const wrapper = mount(GmGear)
    await fill(wrapper, 'gear-quantity', '0')
    await buy(wrapper, 'simple-weapons', 'Dagger')
    expect(alertText(wrapper)).toBe('The quantity must be a whole number from 1 to 9999.')
    expect(gmData().items).toEqual([])
    await fill(wrapper, 'gear-quantity', '3')
    const price = Number(row(wrapper, 'dagger').findAll('td')[0]!.text()) * 100
    await click(wrapper, 'Buy Dagger')
    expect(gmData().items).toMatchObject([{ name: 'Dagger', quantity: 3 }])
    expect(coins()).toBe(1000 - 3 * price)
    expect(wrapper.get('[data-item="Dagger"]').text()).toContain('3 × Dagger')
  })
})

describe('Gods & Monsters findings before a gear purchase', () => {
  it('shows armor the archetype may not wear before buying it, and buys it on the override', async () => {
    await openGm(db(), (d) => (d.archetypes = [{ archetype: 'sorceror', level: 1 }]))
    await award('coins', 2000)
    const wrapper = mount(GmGear)
    const allowed = armorAllowed('banded-leather', { sorceror: 1 })
    expect(allowed.ok).toBe(false)
    const why = allowed.ok ? '' : allowed.reason
    // The catalog already says so in the row's notes.
    await fill(wrapper, 'gear-table', 'armor')
    expect(row(wrapper, 'banded-leather').text()).toContain(why)
    await click(wrapper, 'Buy Banded Leather')
    expect(alertText(wrapper)).toBe(
      `Not bought: ${why} Tick the game master override to buy it anyway.`,
    )
    expect(gmData().items).toEqual([])
    expect(coins()).toBe(2000)

    await fill(wrapper, 'gear-override', true)
    await click(wrapper, 'Buy Banded Leather')
    expect(gmData().items).toMatchObject([{ gearId: 'banded-leather', worn: true }])
    expect(coins()).toBe(500)
    expect(ledger().at(-1)).toMatchObject({ kind: 'spend', override: true })
    expect(ledger().at(-1)?.note).toBe(`Game master override: ${why}`)
    expect(useEditorStore().findings.map((f) => f.code)).toContain('armor-not-allowed')
  })

  it('shows an other item heavier than Strength before buying or adding it, and takes either on the override', async () => {
    await openGm(db())
    await award('coins', 1000)
    const wrapper = mount(GmGear)
    // "Each item carried must have a bulk of … strength or less": Strength 10.
    const tooHeavy =
      'Anvil: bulk 30 is more than Strength 10; each item carried may have a bulk of at most Strength.'
    await fill(wrapper, 'other-item', 'Anvil')
    await fill(wrapper, 'other-price', '2')
    await fill(wrapper, 'other-bulk', '30')
    await submit(wrapper, 'Other item')
    expect(alertText(wrapper)).toBe(
      `Not bought: ${tooHeavy} Tick the game master override to buy it anyway.`,
    )
    await click(wrapper, 'Add without paying')
    expect(alertText(wrapper)).toBe(
      `Not added: ${tooHeavy} Tick the game master override to add it anyway.`,
    )
    expect(gmData().items).toEqual([])
    expect(coins()).toBe(1000)

    await fill(wrapper, 'gear-override', true)
    await submit(wrapper, 'Other item')
    expect(gmData().items).toMatchObject([{ name: 'Anvil', bulk: 30, cost: 200, gearId: null }])
    expect(coins()).toBe(800)
    expect(ledger().at(-1)).toMatchObject({
      override: true,
      note: `Game master override: ${tooHeavy}`,
    })
    await fill(wrapper, 'other-item', 'Anvil')
    await fill(wrapper, 'other-bulk', '30')
    await click(wrapper, 'Add without paying')
    expect(gmData().items).toHaveLength(2)
    expect(coins()).toBe(800)
    // Both show as more than Strength.
    expect(wrapper.findAll('.over')).toHaveLength(2)
    expect(wrapper.get('.items').text()).toContain('more than Strength')
  })

  it('buys and adds light other items without a word, and refuses unreadable ones', async () => {
    await openGm(db())
    await award('coins', 100)
    const wrapper = mount(GmGear)
    await submit(wrapper, 'Other item')
    expect(alertText(wrapper)).toBe('Name the item.')
    await fill(wrapper, 'other-item', 'Rope')
    await fill(wrapper, 'other-bulk', 'heavy')
    await submit(wrapper, 'Other item')
    expect(alertText(wrapper)).toBe('Bulk is a number of 0 or more, e.g. 1 or 0.5.')
    await fill(wrapper, 'other-bulk', '0.5')
    await fill(wrapper, 'other-price', 'cheap')
    await submit(wrapper, 'Other item')
    expect(alertText(wrapper)).toBe('Give the price in silver, e.g. 2 or 0.5.')
    await fill(wrapper, 'other-price', '0.5')
    await submit(wrapper, 'Other item')
    expect(alertText(wrapper)).toBe('')
    expect(status(wrapper)).toBe('Bought Rope.')
    expect(coins()).toBe(50)
    expect(ledger().at(-1)?.override).toBeUndefined()
    expect((wrapper.get('[name="other-item"]').element as HTMLInputElement).value).toBe('')
    await fill(wrapper, 'other-item', 'Lucky pebble')
    await fill(wrapper, 'other-bulk', '0')
    await click(wrapper, 'Add without paying')
    expect(status(wrapper)).toBe('Added Lucky pebble.')
    expect(gmData().items.map((i) => [i.name, i.bulk, i.cost])).toEqual([
      ['Rope', 0.5, 50],
      ['Lucky pebble', 0, null],
    ])
    expect(coins()).toBe(50)
    expect(wrapper.get('[data-item="Rope"]').text()).toContain('paid 0.5')
  })
})

describe('Gods & Monsters inventory', () => {
  it('shows the full helmet’s penalties, prices it from the armor worn, and takes armor off and items away', async () => {
    await openGm(db(), (d) => Object.assign(d, structuredClone(helmetedToromeen)))
    const wrapper = mount(GmGear)
    // "Full helmet: −1 to perception rolls and to attack rolls while worn."
    expect(wrapper.get('[data-testid="load"]').text()).toContain(
      'Full helmet: −1 perception, −1 attack.',
    )
    // Full helmet: 10 silver or 10% of the other armor worn (banded leather, 15): 10.
    await fill(wrapper, 'gear-table', 'armor')
    expect(row(wrapper, 'full-helmet').findAll('td')[0]!.text()).toBe('10')
    const helmet = wrapper.get('input[aria-label="Wear Full Helmet"]')
    await helmet.setValue(false)
    expect(gmData().items.find((i) => i.name === 'Full Helmet')?.worn).toBe(false)
    expect(wrapper.get('[data-testid="load"]').text()).not.toContain('Full helmet')
    expect(wrapper.get('[data-testid="gear-message"]').text()).toBe('Carried.')
    await click(wrapper, 'Remove Battleaxe')
    expect(gmData().items.map((i) => i.name)).toEqual(['Banded Leather', 'Shield', 'Full Helmet'])
    expect(status(wrapper)).toBe('Removed Battleaxe.')
    // Made for a small carrier, the items match Toromeen's size: no note.
    expect(wrapper.get('[data-item="Shield"]').text()).not.toContain('made for')
  })

  it('notes an item made for another size, and says when nothing is carried', async () => {
    await openGm(db())
    const wrapper = mount(GmGear)
    expect(wrapper.text()).toContain('Nothing carried yet.')
    await award('coins', 5000)
    await fill(wrapper, 'gear-size', 'large')
    await buy(wrapper, 'simple-weapons', 'Dagger')
    expect(gmData().items).toMatchObject([{ name: 'Dagger', size: 'large' }])
    expect(wrapper.get('[data-item="Dagger"]').text()).toContain('made for Large')
    expect(wrapper.text()).not.toContain('Nothing carried yet.')
  })
})
