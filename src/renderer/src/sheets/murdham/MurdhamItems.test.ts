// Items and bulk: adding items with halves and quantities, the bulk meter against the size's
// carry limit, and refusals of a bad bulk or quantity.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { item } from '@systems/murdham/fixtures'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamItems from './MurdhamItems.vue'
import { alerts, button, derivedValue, murdhamData, openMurdham } from './murdham-test-helpers'

const db = useTestDatabase('murdham-items')

async function add(
  wrapper: ReturnType<typeof mount>,
  name: string,
  bulk: string,
  quantity = '1',
): Promise<void> {
  await wrapper.get('input[name="item-name"]').setValue(name)
  await wrapper.get('input[name="item-bulk"]').setValue(bulk)
  await wrapper.get('input[name="item-quantity"]').setValue(quantity)
  await wrapper.get('form[aria-label="Add an item"]').trigger('submit')
}

const status = (wrapper: ReturnType<typeof mount>) =>
  wrapper.get('[data-testid="bulk-status"]').text()

describe('Murdham items', () => {
  it('adds items in halves and quantities, and the meter follows against the carry limit', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamItems)
    expect(wrapper.text()).toContain('Nothing carried.')
    await add(wrapper, 'Rations', '½', '3')
    expect(murdhamData().items).toMatchObject([{ name: 'Rations', bulk: 0.5, quantity: 3 }])
    const line = wrapper.get('[data-item="Rations"]').text()
    expect(line).toContain('bulk ½ × 3 = 1½')
    // Stealing: bulk ½ is small enough.
    expect(line).toContain('small enough to steal')
    // Size categories: a medium character carries up to 8.
    expect(status(wrapper)).toBe('1½ of 8')
    expect(derivedValue(wrapper, 'bulk')).toBe('1½ / 8')
    expect((wrapper.get('input[name="item-name"]').element as HTMLInputElement).value).toBe('')
    expect((wrapper.get('input[name="item-bulk"]').element as HTMLInputElement).value).toBe('1')
  })

  it('refuses an item without a name, a bad bulk or a bad quantity, adding nothing', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamItems)
    await add(wrapper, ' ', '1')
    expect(alerts(wrapper)).toEqual(['Name the item.'])
    await add(wrapper, 'Rope', '0.25')
    expect(alerts(wrapper)).toEqual(['Bulk 0.25 is not allowed: bulk goes in halves (½, 1, 1½…).'])
    await add(wrapper, 'Rope', '1', '0')
    expect(alerts(wrapper)).toEqual(['Quantity must be a whole number from 1 to 999.'])
    await add(wrapper, 'Rope', '1', '2.5')
    expect(alerts(wrapper)).toEqual(['Quantity must be a whole number from 1 to 999.'])
    expect(murdhamData().items).toEqual([])
  })

  it('shows an overload past the limit, and removing an item ends it', async () => {
    await openMurdham(db(), (d) => (d.items = [item('Pack', 3), item('Spear', 2), item('Tent', 3)]))
    const wrapper = mount(MurdhamItems)
    expect(status(wrapper)).toBe('8 of 8')
    await add(wrapper, 'Lantern', '1½')
    expect(status(wrapper)).toBe('Overloaded: 9½ of 8')
    expect(wrapper.get('[data-testid="bulk-meter"]').classes()).toContain('over')
    expect(wrapper.get('[data-testid="bulk-meter"]').attributes('aria-valuetext')).toBe(
      '9½ of 8 bulk',
    )
    await button(wrapper, 'Remove Tent').trigger('click')
    expect(murdhamData().items.map((i) => i.name)).toEqual(['Pack', 'Spear', 'Lantern'])
    expect(status(wrapper)).toBe('6½ of 8')
  })
})
