import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { CairnData } from '@systems/cairn-ap'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'
import { useLibraryStore } from '@renderer/stores/library'
import CairnCastDialog from './CairnCastDialog.vue'
import CairnInventory from './CairnInventory.vue'
import CairnStats from './CairnStats.vue'
import { commitNumber } from './cairn-test-helpers'

let counter = 0

beforeEach(async () => {
  useDatabase(new QuillkeepDatabase(`cairn-sheet-test-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
  const record = await useLibraryStore().create('cairn-ap', 'Barry')
  await useEditorStore().open(record.id)
})

const data = () => useEditorStore().record?.data as CairnData
const button = (wrapper: ReturnType<typeof mount>, text: string) => {
  const found = wrapper.findAll('button').find((b) => b.text() === text)
  if (!found) throw new Error(`No button ${text}`)
  return found
}

describe('Cairn new day (Deprivation)', () => {
  it('adds Fatigue from the second Deprived day, in the ledger, and undoes it there', async () => {
    const wrapper = mount(CairnInventory)
    expect(button(wrapper, 'New day').attributes('disabled')).toBeDefined()
    await wrapper.find('input[name="deprived"]').setValue(true)
    expect(data().deprived).toBe(true)
    await button(wrapper, 'New day').trigger('click')
    expect(data()).toMatchObject({ fatigue: 0, deprivedDays: 1 })
    await button(wrapper, 'New day').trigger('click')
    expect(data()).toMatchObject({ fatigue: 1, deprivedDays: 2 })
    expect(wrapper.find('[data-testid="fatigue-count"]').text()).toBe('Fatigue: 1')
    expect(wrapper.find('[data-testid="deprived-days"]').text()).toBe('Days Deprived: 2')
    const editor = useEditorStore()
    const entries = editor.record?.ledger ?? []
    expect(entries.map((e) => [e.purchase, e.amount])).toEqual([
      ['New day, Deprived day 1: +0 Fatigue', 0],
      ['New day, Deprived day 2: +1 Fatigue', 0],
    ])
    expect(editor.undoLedgerEntry(entries[1]?.id ?? '')).toBeNull()
    expect(data()).toMatchObject({ fatigue: 0, deprivedDays: 1 })
    // Recovering from Deprivation ends the count.
    await wrapper.find('input[name="deprived"]').setValue(false)
    expect(data()).toMatchObject({ deprived: false, deprivedDays: 0 })
    await flushPromises()
  })

  it('asks what to drop when no slot is free, then records the day with the drop', async () => {
    useEditorStore().edit<CairnData>((d) => {
      d.deprived = true
      d.deprivedDays = 1
      d.fatigue = 8 // the Grimoire fills the other 2 of 10 slots
    })
    const wrapper = mount(CairnInventory)
    await button(wrapper, 'New day').trigger('click')
    expect(data().fatigue).toBe(8)
    const dialog = wrapper.find('.drop-dialog')
    expect(dialog.exists()).toBe(true)
    await dialog.find('input[type="checkbox"]').setValue(true)
    await button(wrapper, 'Drop and continue').trigger('click')
    expect(data()).toMatchObject({ fatigue: 9, deprivedDays: 2, items: [] })
    const entry = useEditorStore().record?.ledger.at(-1)
    expect(entry?.purchase).toBe('New day, Deprived day 2: +1 Fatigue; dropped Grimoire')
    expect(useEditorStore().undoLedgerEntry(entry?.id ?? '')).toBeNull()
    expect(data().items.map((i) => i.name)).toEqual(['Grimoire'])
    expect(data().fatigue).toBe(8)
  })
})

describe('Cairn wings (Mishap 19)', () => {
  it('tears off worn armor and refuses to wear armor again, keeping Mishap Armor', async () => {
    useEditorStore().edit<CairnData>((d) => {
      d.armor = 3
      d.mishaps = [{ id: 'm12', sum: 12, note: '' }]
    })
    const inventory = mount(CairnInventory)
    await inventory.find('input[name="wings"]').setValue(true)
    expect(data()).toMatchObject({ wings: true, armor: 1 })
    const stats = mount(CairnStats)
    expect(stats.find('[data-testid="wings-armor"]').exists()).toBe(true)
    const armor = stats.find('input[name="armor"]')
    await armor.setValue('2')
    expect(stats.find('[role="alert"]').text()).toContain('no armor can be worn')
    expect(data().armor).toBe(1)
    expect((armor.element as HTMLInputElement).value).toBe('1')
    await armor.setValue('0')
    expect(data().armor).toBe(0)
    expect(stats.find('[role="alert"]').exists()).toBe(false)
  })
})

describe('Cairn magic vessel (Mishap 22)', () => {
  it('casts without Fatigue and asks for the 1d4 of STR each 5–6 slot die costs', async () => {
    useEditorStore().edit<CairnData>((d) => {
      d.attributes.str = { current: 12, max: 12 }
      d.spells = [{ id: 'light', name: 'Light', description: '' }]
      d.mishaps = [{ id: 'm22', sum: 22, note: '' }]
    })
    const wrapper = mount(CairnCastDialog, {
      props: { source: { kind: 'grimoire', spellId: 'light' } },
    })
    await commitNumber(wrapper, 'Slot dice', '2')
    await wrapper.find('input[name="cast-dice"]').setValue('5, 5')
    await wrapper.find('form').trigger('submit')
    expect(data().attributes.str.current).toBe(12)
    const strLoss = wrapper.find('input[name="str-loss-rolls"]')
    expect(strLoss.exists()).toBe(true)
    await strLoss.setValue('3, 1')
    await wrapper.find('form').trigger('submit')
    expect(data().attributes.str.current).toBe(8)
    expect(data().fatigue).toBe(0)
    expect(data().mishaps.map((m) => m.sum)).toEqual([22])
    expect(wrapper.find('[data-testid="cast-outcome"]').text()).toContain('2 × 1d4 STR lost')
    await flushPromises()
  })
})
