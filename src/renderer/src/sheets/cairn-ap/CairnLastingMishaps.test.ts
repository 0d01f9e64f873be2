// Lasting Mishaps on the sheet: when each ends, hours passing, the follow-up rolls of Mishaps 7, 8
// and 23 (odds first, then the roll log), Mishap 8's WIL cost in the cast dialog, Mishap 14's
// tumours through rest and the healer, and the metal mark Mishap 6 spares.
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createRng, rollDice } from '@systems/common/dice'
import type { CairnData } from '@systems/cairn-ap'
import { item } from '@systems/cairn-ap/fixtures'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import CairnMagic from './CairnMagic.vue'
import CairnCastDialog from './CairnCastDialog.vue'
import CairnInventory from './CairnInventory.vue'
import {
  alerts,
  button,
  cairnData,
  commitNumber,
  openCairn,
  withKnownDice,
} from './cairn-test-helpers'

const db = useTestDatabase('cairn-lasting-mishaps')
let mounted: VueWrapper | null = null

afterEach(() => {
  mounted?.unmount()
  mounted = null
})

function caster(mishaps: CairnData['mishaps'], edit: (d: CairnData) => void = () => {}) {
  return openCairn(db(), (d) => {
    d.attributes = {
      str: { current: 10, max: 10 },
      dex: { current: 10, max: 10 },
      wil: { current: 12, max: 12 },
    }
    d.hp = { current: 4, max: 4 }
    d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
    d.mishaps = mishaps
    edit(d)
  })
}

const ends = (wrapper: VueWrapper, sum: number) =>
  wrapper.get(`[data-testid="mishap-ends-${sum}"]`).text()

describe('Cairn lasting Mishaps', () => {
  it('says when each ends and counts the 24 hours of Mishaps 3 and 8 down', async () => {
    await caster([
      { id: 'm3', sum: 3, note: '', hoursLeft: 24 },
      { id: 'm8', sum: 8, note: '', hoursLeft: 24 },
      { id: 'm9', sum: 9, note: '' },
    ])
    const wrapper = mount(CairnMagic)
    expect(ends(wrapper, 3)).toBe('Ends after 24 hours: 24 hours left.')
    expect(ends(wrapper, 8)).toBe('Ends after 24 hours, with a 3d6 roll: 24 hours left.')
    expect(ends(wrapper, 9)).toBe('Ends never.')
    // Mishap 8's roll comes afterwards: not before its hours are up.
    const end8 = button(wrapper, 'End Mishap 8 with its roll')
    expect(end8.attributes('disabled')).toBeDefined()
    expect(end8.attributes('title')).toBe('Mishap 8: 24 hours left before the roll.')
    await commitNumber(wrapper, 'Hours', '24')
    await button(wrapper, 'Hours pass').trigger('click')
    expect(cairnData().mishaps.map((m) => [m.sum, m.hoursLeft])).toEqual([
      [8, 0],
      [9, undefined],
    ])
    expect(ends(wrapper, 8)).toBe('Ends after 24 hours, with a 3d6 roll: time is up.')
    expect(button(wrapper, 'End Mishap 8 with its roll').attributes('disabled')).toBeUndefined()
    // Nothing counts down any more: the control goes.
    expect(wrapper.findAll('button').some((b) => b.text() === 'Hours pass')).toBe(false)
  })

  it('ends Mishap 8 with an entered 3d6: odds first, max WIL raised, one undoable change', async () => {
    await caster([{ id: 'm8', sum: 8, note: '', hoursLeft: 0 }])
    const wrapper = mount(CairnMagic)
    await button(wrapper, 'End Mishap 8 with its roll').trigger('click')
    // 3d6 above 12: 56 of 216.
    expect(wrapper.get('[data-testid="follow-up-odds"]').text()).toBe(
      '25.9% that 3d6 beats max WIL 12.',
    )
    await wrapper.get('input[name="follow-up-0"]').setValue('19')
    await wrapper.get('form[aria-label="Mishap follow-up"]').trigger('submit')
    expect(alerts(wrapper)).toEqual(['A 3d6 total is 3 to 18 (got 19).'])
    expect(cairnData().mishaps).toHaveLength(1)
    await wrapper.get('input[name="follow-up-0"]').setValue('15')
    await wrapper.get('form[aria-label="Mishap follow-up"]').trigger('submit')
    expect(alerts(wrapper)).toEqual([])
    expect(cairnData().attributes.wil).toEqual({ current: 12, max: 15 })
    expect(cairnData().mishaps).toEqual([])
    expect(wrapper.find('form[aria-label="Mishap follow-up"]').exists()).toBe(false)
    useEditorStore().undo()
    await flushPromises()
    expect(cairnData().attributes.wil.max).toBe(12)
    expect(cairnData().mishaps.map((m) => m.sum)).toEqual([8])
  })

  it('rolls Mishap 23’s three 1d6 itself and puts them in the roll log', async () => {
    await caster([{ id: 'm23', sum: 23, note: '' }])
    const { mounted: wrapper, seed } = withKnownDice(() => mount(CairnMagic))
    await button(wrapper, 'End Mishap 23 with its roll').trigger('click')
    expect(wrapper.get('[data-testid="follow-up-odds"]').text()).toBe(
      'each attribute gains 1d6 (3.5 on average).',
    )
    await button(wrapper, 'Roll 1d6').trigger('click')
    const rng = createRng(seed)
    const [str, dex, wil] = [1, 2, 3].map(() => rollDice(rng, '1d6').total) as [
      number,
      number,
      number,
    ]
    await wrapper.get('form[aria-label="Mishap follow-up"]').trigger('submit')
    expect(cairnData().attributes).toEqual({
      str: { current: 10 + str, max: 10 + str },
      dex: { current: 10 + dex, max: 10 + dex },
      wil: { current: 12 + wil, max: 12 + wil },
    })
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => [r.label, r.result])).toEqual([
      [
        'Mishap 23 (Twin) ends',
        `STR 1d6 ${str}, DEX 1d6 ${dex}, WIL 1d6 ${wil} (each attribute gains 1d6 (3.5 on average))`,
      ],
    ])
  })

  it('keeps Mishap 7’s 1d6 until the caster has recovered', async () => {
    await caster([{ id: 'm7', sum: 7, note: '' }], (d) => (d.deprived = true))
    const wrapper = mount(CairnMagic)
    expect(button(wrapper, 'End Mishap 7 with its roll').attributes('title')).toBe(
      'Mishap 7: recover first (still Deprived).',
    )
    useEditorStore().edit<CairnData>((d) => (d.deprived = false))
    await flushPromises()
    await button(wrapper, 'End Mishap 7 with its roll').trigger('click')
    expect(wrapper.get('[data-testid="follow-up-odds"]').text()).toBe(
      '33.3% that 1d6 beats max HP 4.',
    )
    await wrapper.get('input[name="follow-up-0"]').setValue('6')
    await wrapper.get('form[aria-label="Mishap follow-up"]').trigger('submit')
    expect(cairnData().hp.max).toBe(6)
    expect(cairnData().mishaps).toEqual([])
  })
})

describe('Cairn cast dialog under lasting Mishaps', () => {
  async function enterDice(wrapper: VueWrapper, dice: string): Promise<void> {
    await wrapper.get('input[name="cast-dice"]').setValue(dice)
    await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
  }

  it('asks for Mishap 8’s 1d4 and takes it off WIL with the cast', async () => {
    await caster([{ id: 'm8', sum: 8, note: '', hoursLeft: 10 }])
    mounted = mount(CairnCastDialog, {
      props: { source: { kind: 'grimoire', spellId: 'mirror' } },
      attachTo: document.body,
    })
    const wrapper = mounted
    expect(wrapper.get('[data-testid="mind-strain"]').text()).toContain('1d4 WIL (1 to 4, 25% each')
    await commitNumber(wrapper, 'Slot dice', '1')
    await enterDice(wrapper, '2')
    // Nothing is cast until the 1d4 is given.
    expect(cairnData().attributes.wil.current).toBe(12)
    await wrapper.get('input[name="mind-strain-roll"]').setValue('3')
    await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
    expect(cairnData().attributes.wil.current).toBe(9)
    expect(wrapper.get('[data-testid="cast-outcome"]').text()).toContain('3 WIL lost (Mishap 8).')
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => r.result)).toEqual([
      'dice 2 = 2: takes effect, +0 Fatigue, −3 WIL (Mishap 8)',
    ])
  })

  it('burns what is not metal on Mishap 6, says what, and Undo cast gives it all back', async () => {
    await caster([], (d) => {
      d.items.push(item('sword', 'Sword', 1, { material: 'metal' }), item('rope', 'Rope'))
    })
    mounted = mount(CairnCastDialog, {
      props: { source: { kind: 'grimoire', spellId: 'mirror' } },
      attachTo: document.body,
    })
    const wrapper = mounted
    const before = JSON.parse(JSON.stringify(cairnData())) as CairnData
    await commitNumber(wrapper, 'Slot dice', '2')
    // A pair of 3s: [sum] 6, Combustion.
    await enterDice(wrapper, '3, 3')
    expect(cairnData().items.map((i) => i.name)).toEqual(['Sword'])
    expect(wrapper.get('[data-testid="burnt"]').text()).toBe('Burnt (not metal): Grimoire, Rope.')
    await button(wrapper, 'Undo cast').trigger('click')
    expect(cairnData()).toEqual(before)
    expect(wrapper.get('[data-testid="cast-outcome"]').text()).toContain(
      'Undone: the sheet is as it was before the cast.',
    )
    expect(wrapper.findAll('button').some((b) => b.text() === 'Undo cast')).toBe(false)
  })

  it('asks for Mishap 2’s 1d6 hours, and the card counts them', async () => {
    await caster([])
    mounted = mount(CairnCastDialog, {
      props: { source: { kind: 'grimoire', spellId: 'mirror' } },
      attachTo: document.body,
    })
    await commitNumber(mounted, 'Slot dice', '2')
    await enterDice(mounted, '1, 1')
    const hours = mounted.get('input[name="mishap-roll"]')
    expect(hours.element.closest('label')?.textContent).toContain('Mishap 1d6')
    await hours.setValue('4')
    await mounted.get('form[aria-label="Enter your own dice"]').trigger('submit')
    expect(cairnData().mishaps).toMatchObject([{ sum: 2, hoursLeft: 4 }])
    const card = mount(CairnMagic)
    expect(ends(card, 2)).toBe('Ends after 1d6 hours: 4 hours left.')
    card.unmount()
  })

  it('lets healed tumours ignore one Fatigue, once', async () => {
    await caster([], (d) => (d.tumourWard = true))
    mounted = mount(CairnCastDialog, {
      props: { source: { kind: 'grimoire', spellId: 'mirror' } },
      attachTo: document.body,
    })
    const wrapper = mounted
    await commitNumber(wrapper, 'Slot dice', '2')
    await wrapper.get('input[name="tumour-ward"]').setValue(true)
    await enterDice(wrapper, '5, 6')
    expect(cairnData()).toMatchObject({ fatigue: 1, tumourWard: false })
  })
})

describe('Cairn inventory: tumours and metal', () => {
  it('keeps tumours through a full rest until a specialized healer removes them', async () => {
    await caster([{ id: 'm14', sum: 14, note: '' }], (d) => {
      d.fatigue = 1
      d.tumours = 2
    })
    const wrapper = mount(CairnInventory)
    expect(
      wrapper.findAll('[data-testid="slot-grid"] li').map((li) => li.attributes('data-slot')),
    ).toContain('tumour')
    await button(wrapper, 'Full rest (clear Fatigue)').trigger('click')
    expect(cairnData()).toMatchObject({ fatigue: 0, tumours: 2 })
    expect(wrapper.get('[data-testid="tumours"]').text()).toContain('Tumours (Mishap 14): 2')
    await button(wrapper, 'A specialized healer removes them').trigger('click')
    expect(cairnData()).toMatchObject({ tumours: 0, tumourWard: true, mishaps: [] })
    expect(wrapper.find('[data-testid="tumours"]').exists()).toBe(false)
  })

  it('marks items as metal, when added and on their row', async () => {
    await caster([], (d) => d.items.push(item('rope', 'Rope')))
    const wrapper = mount(CairnInventory)
    await wrapper.get('input[name="item-name"]').setValue('Sword')
    await wrapper.get('input[name="item-metal"]').setValue(true)
    await wrapper.get('form[aria-label="Add an item"]').trigger('submit')
    expect(cairnData().items.find((i) => i.name === 'Sword')?.material).toBe('metal')
    await wrapper.get('input[aria-label="Rope is metal"]').setValue(true)
    expect(cairnData().items.find((i) => i.name === 'Rope')?.material).toBe('metal')
    await wrapper.get('input[aria-label="Rope is metal"]').setValue(false)
    expect(cairnData().items.find((i) => i.name === 'Rope')).not.toHaveProperty('material')
  })
})
