// The Grimoire card: Mana Dust, arcane burns, spells, scrolls bought into the Grimoire with gold,
// lasting Mishaps, and the cast dialog opening on its first field and closing back to its button.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { copySpellCost, createGrimoireCost, type CairnData } from '@systems/cairn-ap'
import { item } from '@systems/cairn-ap/fixtures'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import CairnMagic from './CairnMagic.vue'
import {
  alerts,
  button,
  cairnData,
  commitNumber,
  derivedValue,
  expectInvalid,
  numberInput,
  openCairn,
  pressEscapeIn,
} from './cairn-test-helpers'

const db = useTestDatabase('cairn-magic')

const scroll = item('scroll', 'Scroll', 1, { kind: 'scroll', spell: 'Sleep' })

describe('Cairn magic', () => {
  it('saves Mana Dust on commit within 0–99 and counts it in the Magic Dice', async () => {
    await openCairn(db())
    const wrapper = mount(CairnMagic)
    // Casting Spells: Magic Dice = free slots (10 − 2 for the Grimoire) + Mana Dust.
    expect(derivedValue(wrapper, 'magicDice')).toBe('8')
    await commitNumber(wrapper, 'Mana Dust', '3')
    expect(cairnData().manaDust).toBe(3)
    expect(derivedValue(wrapper, 'magicDice')).toBe('11')
    await commitNumber(wrapper, 'Mana Dust', '100')
    expectInvalid(wrapper, 'Mana Dust', 'Mana Dust must be from 0 to 99.')
    expect(cairnData().manaDust).toBe(3)
    await numberInput(wrapper, 'Mana Dust').trigger('keydown', { key: 'Escape' })
    expect(numberInput(wrapper, 'Mana Dust').element.value).toBe('3')
  })

  it('arcane burns (Mishap 11) add a free die', async () => {
    await openCairn(db())
    const wrapper = mount(CairnMagic)
    await wrapper.get('input[name="arcane-burns"]').setValue(true)
    expect(cairnData().arcaneBurns).toBe(true)
    expect(derivedValue(wrapper, 'magicDice')).toBe('9')
  })

  it('adds a named spell to the Grimoire and removes it', async () => {
    await openCairn(db())
    const wrapper = mount(CairnMagic)
    expect(wrapper.text()).toContain('No spells in the Grimoire yet.')
    await wrapper.get('form[aria-label="Add a spell"]').trigger('submit')
    expect(alerts(wrapper)).toEqual(['Name the spell.'])
    expect(cairnData().spells).toEqual([])
    await wrapper.get('input[name="spell-name"]').setValue('  Light ')
    await wrapper.get('input[name="spell-text"]').setValue('A glow for [dice] hours')
    await wrapper.get('form[aria-label="Add a spell"]').trigger('submit')
    expect(cairnData().spells).toMatchObject([
      { name: 'Light', description: 'A glow for [dice] hours' },
    ])
    expect((wrapper.get('input[name="spell-name"]').element as HTMLInputElement).value).toBe('')
    expect(alerts(wrapper)).toEqual([])
    expect(button(wrapper, 'Cast Light').attributes('disabled')).toBeUndefined()
    await button(wrapper, 'Remove spell Light').trigger('click')
    expect(cairnData().spells).toEqual([])
  })

  it('cannot cast without the Grimoire or while Mishap 2 shuts magic off, and says why', async () => {
    await openCairn(db(), (d) => {
      d.spells = [{ id: 'light', name: 'Light', description: '' }]
      d.items = []
    })
    const wrapper = mount(CairnMagic)
    const cast = button(wrapper, 'Cast Light')
    expect(cast.attributes('disabled')).toBeDefined()
    expect(cast.attributes('title')).toBe('Casting from the Grimoire needs it in the inventory.')
    useEditorStore().edit<CairnData>((d) => {
      d.items = [item('g', 'Grimoire', 2, { kind: 'grimoire' })]
      d.mishaps = [{ id: 'm2', sum: 2, note: '' }]
    })
    await flushPromises()
    expect(button(wrapper, 'Cast Light').attributes('title')).toBe(
      'Mishap 2 is active: magic fails until it passes.',
    )
    // Lasting Mishaps are listed until the player says they are over.
    expect(wrapper.get('[data-testid="mishaps"]').text()).toContain('Magic shuts off')
    await button(wrapper, 'Mishap 2 is over').trigger('click')
    expect(cairnData().mishaps).toEqual([])
    expect(wrapper.text()).toContain('None.')
    expect(button(wrapper, 'Cast Light').attributes('disabled')).toBeUndefined()
  })

  it('copies a scroll into the Grimoire for 50 gp, on the ledger, with the hours from the [sum]; without the gold it refuses', async () => {
    await openCairn(db(), (d) => d.items.push(scroll))
    const wrapper = mount(CairnMagic)
    expect(wrapper.text()).toContain('Scrolls (single use)')
    await button(wrapper, `Copy into Grimoire (${copySpellCost} gp)…`).trigger('click')
    const form = () => wrapper.get('form[aria-label="Copy a spell"]')
    expect(form().get('strong').text()).toBe('Copy Sleep')
    await form().trigger('submit')
    expect(alerts(wrapper)).toEqual(['Roll or enter the [sum] first.'])
    await commitNumber(wrapper, 'Magic Dice for the [sum]', '2')
    await wrapper.get('input[name="copy-sum"]').setValue('13')
    expect(wrapper.get('[data-testid="copy-hours"]').text()).toBe(
      '2d6 make a [sum] from 2 to 12 (got 13).',
    )
    await form().trigger('submit')
    expect(alerts(wrapper)).toEqual(['2d6 make a [sum] from 2 to 12 (got 13).'])
    // Copying Spells: 6 hours reduced by the [sum].
    await wrapper.get('input[name="copy-sum"]').setValue('4')
    expect(wrapper.get('[data-testid="copy-hours"]').text()).toBe(
      'Takes 6 hours − [sum] 4 = 2 hours',
    )
    await form().trigger('submit')
    expect(alerts(wrapper)).toEqual([
      `Copy Sleep into the Grimoire costs ${copySpellCost} GP but only 0 is unspent.`,
    ])
    expect(cairnData().spells).toEqual([])

    expect(useEditorStore().award('gp', 60, 'Treasure')).toBeNull()
    await form().trigger('submit')
    expect(alerts(wrapper)).toEqual([])
    expect(cairnData().spells.map((s) => s.name)).toEqual(['Sleep'])
    expect(cairnData().items.map((i) => i.name)).toEqual(['Grimoire'])
    const entry = useEditorStore().record?.ledger.at(-1)
    expect(entry).toMatchObject({
      kind: 'spend',
      amount: copySpellCost,
      currency: 'gp',
      note: 'Takes 2 hours: 6 hours − [sum] 4 = 2 hours',
    })
    expect(useEditorStore().balances.gp).toBe(60 - copySpellCost)
    expect(wrapper.text()).not.toContain('Scrolls (single use)')
    // Entered by hand, so nothing went to the roll log.
    await flushPromises()
    expect(await db().rolls.count()).toBe(0)
  })

  it('rolls the [sum] for a copy and logs it; Cancel leaves the scroll', async () => {
    await openCairn(db(), (d) => d.items.push(scroll))
    expect(useEditorStore().award('gp', 60, 'Treasure')).toBeNull()
    const wrapper = mount(CairnMagic)
    await button(wrapper, `Copy into Grimoire (${copySpellCost} gp)…`).trigger('click')
    await button(wrapper, 'Cancel').trigger('click')
    expect(wrapper.find('form[aria-label="Copy a spell"]').exists()).toBe(false)
    await button(wrapper, `Copy into Grimoire (${copySpellCost} gp)…`).trigger('click')
    await commitNumber(wrapper, 'Magic Dice for the [sum]', '3')
    await button(wrapper, 'Roll 3d6').trigger('click')
    const sum = Number((wrapper.get('input[name="copy-sum"]').element as HTMLInputElement).value)
    expect(sum).toBeGreaterThanOrEqual(3)
    expect(sum).toBeLessThanOrEqual(18)
    const hours = Math.max(0, 6 - sum)
    await wrapper.get('form[aria-label="Copy a spell"]').trigger('submit')
    expect(cairnData().spells.map((s) => s.name)).toEqual(['Sleep'])
    await flushPromises()
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => [r.label, r.result])).toEqual([
      [
        'Copying Sleep',
        `3d6 [sum] ${sum}: 6 hours − [sum] ${sum} = ${hours} hour${hours === 1 ? '' : 's'}${6 - sum < 0 ? ' (never below 0)' : ''}`,
      ],
    ])
  })

  it('Mishap 18: a lost fused hand blocks every spell, as one undoable edit', async () => {
    await openCairn(db(), (d) => {
      d.spells = [{ id: 'light', name: 'Light', description: '' }]
      d.mishaps = [{ id: 'm18', sum: 18, note: '' }]
    })
    const wrapper = mount(CairnMagic)
    expect(button(wrapper, 'Cast Light').attributes('disabled')).toBeUndefined()
    await wrapper.get('input[name="fused-hand-lost"]').setValue(true)
    expect(cairnData().fusedHandLost).toBe(true)
    expect(button(wrapper, 'Cast Light').attributes('title')).toBe(
      'The hand fused to the Grimoire is lost (Mishap 18): no more spells.',
    )
    useEditorStore().undo()
    await flushPromises()
    expect(cairnData().fusedHandLost).toBeFalsy()
    expect(button(wrapper, 'Cast Light').attributes('disabled')).toBeUndefined()
  })

  it('makes a new Grimoire from a scroll for 200 gp, leaving the caster Deprived', async () => {
    await openCairn(db(), (d) => d.items.push(scroll))
    expect(useEditorStore().award('gp', createGrimoireCost, 'Hoard')).toBeNull()
    const wrapper = mount(CairnMagic)
    await button(wrapper, `New Grimoire from it (${createGrimoireCost} gp)`).trigger('click')
    expect(cairnData().deprived).toBe(true)
    expect(cairnData().spells.map((s) => s.name)).toEqual(['Sleep'])
    expect(cairnData().items.map((i) => i.kind)).toEqual(['grimoire'])
  })

  it('a scroll naming no spell can be cast but not copied', async () => {
    await openCairn(db(), (d) => d.items.push(item('blank', 'Faded scroll', 1, { kind: 'scroll' })))
    const wrapper = mount(CairnMagic)
    expect(button(wrapper, 'Cast from scroll Faded scroll').attributes('disabled')).toBeUndefined()
    expect(
      button(wrapper, `Copy into Grimoire (${copySpellCost} gp)…`).attributes('disabled'),
    ).toBeDefined()
  })

  it('opens the cast dialog on its first field; Escape closes it and focus returns to Cast', async () => {
    await openCairn(db(), (d) => (d.spells = [{ id: 'light', name: 'Light', description: '' }]))
    const wrapper = mount(CairnMagic, { attachTo: document.body })
    const cast = button(wrapper, 'Cast Light')
    cast.element.focus()
    await cast.trigger('click')
    const dialog = wrapper.get('dialog.cast')
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    expect(document.activeElement).toBe(numberInput(wrapper, 'Slot dice').element)
    pressEscapeIn(dialog.element)
    await flushPromises()
    expect(wrapper.find('dialog.cast').exists()).toBe(false)
    expect(document.activeElement).toBe(cast.element)
    wrapper.unmount()
  })

  it('Escape in a dice count with a bad value only puts the value back; the dialog stays', async () => {
    await openCairn(db(), (d) => (d.spells = [{ id: 'light', name: 'Light', description: '' }]))
    const wrapper = mount(CairnMagic, { attachTo: document.body })
    await button(wrapper, 'Cast Light').trigger('click')
    await commitNumber(wrapper, 'Slot dice', '9')
    const field = numberInput(wrapper, 'Slot dice')
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    field.element.dispatchEvent(escape)
    // The field swallows this Escape (a browser would then not cancel the dialog).
    expect(escape.defaultPrevented).toBe(true)
    await flushPromises()
    expect(wrapper.find('dialog.cast').exists()).toBe(true)
    expect(field.element.value).toBe('0')
    wrapper.unmount()
  })
})
