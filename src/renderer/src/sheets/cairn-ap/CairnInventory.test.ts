// The slot grid: items (bulky ones fill 2), Fatigue in slots, adding and removing items, making
// room when Fatigue has none, full rest, and the character's own slot total and lost slots.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { item } from '@systems/cairn-ap/fixtures'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import CairnInventory from './CairnInventory.vue'
import {
  alerts,
  button,
  cairnData,
  commitNumber,
  derivedValue,
  expectInvalid,
  openCairn,
} from './cairn-test-helpers'

const db = useTestDatabase('cairn-inventory')

const slots = (wrapper: ReturnType<typeof mount>) =>
  wrapper.findAll('[data-testid="slot-grid"] li').map((li) => li.attributes('data-slot'))

async function addItem(
  wrapper: ReturnType<typeof mount>,
  name: string,
  size: '0' | '1' | '2' = '1',
  kind: 'item' | 'scroll' | 'grimoire' = 'item',
): Promise<void> {
  await wrapper.get('input[name="item-name"]').setValue(name)
  await wrapper.get('select[name="item-size"]').setValue(size)
  await wrapper.get('select[name="item-kind"]').setValue(kind)
}

describe('Cairn inventory', () => {
  it('shows the Grimoire in 2 slots, Fatigue after the items, and the free rest', async () => {
    await openCairn(db(), (d) => (d.fatigue = 1))
    const wrapper = mount(CairnInventory)
    const grimoire = cairnData().items[0]?.id
    // Slots: 10 (campaign default); the bulky Grimoire fills 2, each Fatigue 1.
    expect(slots(wrapper)).toEqual([
      grimoire,
      grimoire,
      'fatigue',
      ...Array<string>(7).fill('free'),
    ])
    expect(derivedValue(wrapper, 'slots')).toBe('10')
    expect(derivedValue(wrapper, 'usedSlots')).toBe('3')
    expect(derivedValue(wrapper, 'freeSlots')).toBe('7')
    expect(wrapper.get('ul.items').text()).toContain('2 slots, bulky')
  })

  it('adds items of each size and kind, and refuses one without a name or room', async () => {
    await openCairn(db(), (d) => (d.fatigue = 4))
    const wrapper = mount(CairnInventory)
    await wrapper.get('form[aria-label="Add an item"]').trigger('submit')
    expect(alerts(wrapper)).toEqual(['Name the item.'])

    await addItem(wrapper, 'Tent', '2')
    await wrapper.get('form[aria-label="Add an item"]').trigger('submit')
    expect(cairnData().items.at(-1)).toMatchObject({ name: 'Tent', slots: 2, kind: 'item' })
    expect((wrapper.get('input[name="item-name"]').element as HTMLInputElement).value).toBe('')

    await addItem(wrapper, 'Old scroll', '1', 'scroll')
    await wrapper.get('input[name="scroll-spell"]').setValue(' Sleep ')
    await wrapper.get('form[aria-label="Add an item"]').trigger('submit')
    expect(cairnData().items.at(-1)).toMatchObject({ kind: 'scroll', spell: 'Sleep', slots: 1 })
    expect(wrapper.get('ul.items').text()).toContain('1 slot, Sleep')

    // Grimoire 2 + Tent 2 + scroll 1 + 4 Fatigue = 9 of 10: a bulky item does not fit.
    expect(derivedValue(wrapper, 'freeSlots')).toBe('1')
    await addItem(wrapper, 'Ladder', '2')
    await wrapper.get('form[aria-label="Add an item"]').trigger('submit')
    expect(alerts(wrapper)).toEqual([
      'Ladder needs 2 slots but only 1 is free. Drop something first.',
    ])
    expect(cairnData().items.map((i) => i.name)).not.toContain('Ladder')

    await addItem(wrapper, 'Ring', '0')
    await wrapper.get('form[aria-label="Add an item"]').trigger('submit')
    expect(cairnData().items.at(-1)).toMatchObject({ name: 'Ring', slots: 0 })

    await button(wrapper, 'Remove Tent').trigger('click')
    expect(cairnData().items.map((i) => i.name)).toEqual(['Grimoire', 'Old scroll', 'Ring'])
  })

  it('adds Fatigue into a free slot; with none, asks what to drop, and Cancel changes nothing', async () => {
    await openCairn(db(), (d) => {
      d.items.push(item('rope', 'Rope'), item('tent', 'Tent', 2))
      d.fatigue = 4
    })
    const wrapper = mount(CairnInventory, { attachTo: document.body })
    await button(wrapper, 'Add Fatigue').trigger('click')
    expect(cairnData().fatigue).toBe(5)
    expect(wrapper.get('[data-testid="fatigue-count"]').text()).toBe('Fatigue: 5')

    await button(wrapper, 'Add Fatigue').trigger('click')
    const drop = wrapper.get('.drop-dialog')
    expect(drop.text()).toContain('Fatigue needs 1 more slot.')
    // Deprivation and Fatigue: anything that fills a slot may be dropped.
    expect(drop.findAll('label').map((l) => l.text())).toEqual([
      'Grimoire (2 slots, bulky)',
      'Rope (1 slot)',
      'Tent (2 slots, bulky)',
    ])
    expect(document.activeElement).toBe(drop.get('input').element)
    expect(button(drop, 'Drop and continue').attributes('disabled')).toBeDefined()
    await button(drop, 'Cancel').trigger('click')
    expect(wrapper.find('.drop-dialog').exists()).toBe(false)
    expect(alerts(wrapper)).toEqual(['Nothing changed: nothing was dropped.'])
    expect(cairnData().fatigue).toBe(5)

    await button(wrapper, 'Add Fatigue').trigger('click')
    const again = wrapper.get('.drop-dialog')
    await again.findAll('input[type="checkbox"]')[2]?.setValue(true)
    expect(again.get('[role="status"]').text()).toBe('Freed 2 of 1.')
    await button(again, 'Drop and continue').trigger('click')
    expect(cairnData().fatigue).toBe(6)
    expect(cairnData().items.map((i) => i.name)).toEqual(['Grimoire', 'Rope'])
    wrapper.unmount()
  })

  it('Escape in the drop dialog cancels it', async () => {
    await openCairn(db(), (d) => (d.fatigue = 8))
    const wrapper = mount(CairnInventory, { attachTo: document.body })
    await button(wrapper, 'Add Fatigue').trigger('click')
    const cancel = new Event('cancel', { cancelable: true })
    wrapper.get('.drop-dialog').element.dispatchEvent(cancel)
    await flushPromises()
    expect(cancel.defaultPrevented).toBe(true)
    expect(wrapper.find('.drop-dialog').exists()).toBe(false)
    expect(cairnData().fatigue).toBe(8)
    wrapper.unmount()
  })

  it('a full rest clears Fatigue, but not while Deprived', async () => {
    await openCairn(db(), (d) => {
      d.fatigue = 3
      d.deprived = true
    })
    const wrapper = mount(CairnInventory)
    await button(wrapper, 'Full rest (clear Fatigue)').trigger('click')
    expect(alerts(wrapper)).toEqual(['Deprived characters cannot recover Fatigue slots.'])
    expect(cairnData().fatigue).toBe(3)
    await wrapper.get('input[name="deprived"]').setValue(false)
    await button(wrapper, 'Full rest (clear Fatigue)').trigger('click')
    expect(cairnData().fatigue).toBe(0)
    expect(button(wrapper, 'Full rest (clear Fatigue)').attributes('disabled')).toBeDefined()
  })

  it('saves the character’s own slot total (0 is the campaign’s) and slots lost, on commit', async () => {
    await openCairn(db())
    const wrapper = mount(CairnInventory)
    await commitNumber(wrapper, 'Own slot total (0 = campaign)', '12')
    expect(cairnData().slotOverride).toBe(12)
    expect(derivedValue(wrapper, 'slots')).toBe('12')
    await commitNumber(wrapper, 'Slots lost (Mishap 12)', '2', 'enter')
    expect(cairnData().lostSlots).toBe(2)
    expect(derivedValue(wrapper, 'slots')).toBe('10')
    expect(slots(wrapper)).toHaveLength(10)
    await commitNumber(wrapper, 'Own slot total (0 = campaign)', '0')
    expect(cairnData().slotOverride).toBeNull()
    expect(derivedValue(wrapper, 'slots')).toBe('8')

    await commitNumber(wrapper, 'Slots lost (Mishap 12)', '31')
    expectInvalid(wrapper, 'Slots lost (Mishap 12)', 'Slots lost (Mishap 12) must be from 0 to 30.')
    expect(cairnData().lostSlots).toBe(2)
  })

  it('items past a shrunken total show as over', async () => {
    await openCairn(db(), (d) => {
      d.items.push(item('rope', 'Rope'), item('tent', 'Tent', 2), item('food', 'Rations'))
    })
    const wrapper = mount(CairnInventory)
    // Mishap 19: wings leave only 5 slots, and the 6 filled ones do not fit.
    await wrapper.get('input[name="wings"]').setValue(true)
    expect(derivedValue(wrapper, 'slots')).toBe('5')
    const over = wrapper.findAll('[data-testid="slot-grid"] li.over')
    expect(over).toHaveLength(1)
    expect(over[0]?.text()).toContain('Rations')
  })
})
