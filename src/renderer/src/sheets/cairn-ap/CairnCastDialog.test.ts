// Casting from the dialog: how many Magic Dice (at most 4, from free slots and Mana Dust), the
// dice rolled or entered, Fatigue, matches and Mishaps applied to the sheet, room made for
// Fatigue, and what an invalid count does (nothing).
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createRng, rollDie } from '@systems/common/dice'
import { resolveCast, type CairnData, type SpellSource } from '@systems/cairn-ap'
import { item } from '@systems/cairn-ap/fixtures'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import CairnCastDialog from './CairnCastDialog.vue'
import {
  alerts,
  button,
  cairnData,
  commitNumber,
  expectInvalid,
  numberInput,
  openCairn,
  withKnownDice,
} from './cairn-test-helpers'

const db = useTestDatabase('cairn-cast')
const mirror: SpellSource = { kind: 'grimoire', spellId: 'mirror' }
let mounted: VueWrapper | null = null

afterEach(() => {
  mounted?.unmount()
  mounted = null
})

/** A caster with the Grimoire (2 of 10 slots), `fatigue` Fatigue, Mana Dust and Mirror Image. */
async function openCaster(edit: (d: CairnData) => void = () => {}): Promise<void> {
  await openCairn(db(), (d) => {
    d.attributes.wil = { current: 12, max: 12 }
    d.manaDust = 2
    d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '[dice] duplicates' }]
    edit(d)
  })
}

function castDialog(source: SpellSource = mirror): VueWrapper {
  mounted = mount(CairnCastDialog, { props: { source }, attachTo: document.body })
  return mounted
}

async function enterDice(wrapper: VueWrapper, dice: string): Promise<void> {
  await wrapper.get('input[name="cast-dice"]').setValue(dice)
  await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
}

const outcome = (wrapper: VueWrapper) => wrapper.get('[data-testid="cast-outcome"]').text()

describe('Cairn cast dialog', () => {
  it('opens on the first dice count and says how many Magic Dice there are', async () => {
    await openCaster()
    const wrapper = castDialog()
    expect(wrapper.get('h2').text()).toBe('Cast Mirror Image')
    expect(document.activeElement).toBe(numberInput(wrapper, 'Slot dice').element)
    // Casting Spells: Magic Dice = free slots (10 − 2 for the Grimoire) + Mana Dust.
    expect(wrapper.get('[data-testid="magic-dice"]').text()).toBe(
      '8 free slots + 2 Mana Dust = 10; at most 4 per spell, so 4 can be invested.',
    )
    expect(wrapper.get('[data-testid="cast-problem"]').text()).toBe(
      'Invest at least one Magic Die.',
    )
    expect(button(wrapper, 'Roll').attributes('disabled')).toBeDefined()
  })

  it('casts with entered dice: a slot die on 4–6 gives Fatigue, Mana Dust is spent', async () => {
    await openCaster()
    const wrapper = castDialog()
    await commitNumber(wrapper, 'Slot dice', '1')
    await commitNumber(wrapper, 'Mana Dust dice', '1', 'enter')
    expect(wrapper.find('[data-testid="cast-problem"]').exists()).toBe(false)
    expect(wrapper.get('input[name="cast-dice"]').element.closest('label')?.textContent).toContain(
      'Dice (slot, dust)',
    )
    await enterDice(wrapper, '5, 2')
    expect(cairnData()).toMatchObject({ fatigue: 1, manaDust: 1 })
    expect(outcome(wrapper)).toContain('The spell takes effect. +1 Fatigue. No Mishap.')
    expect(outcome(wrapper)).toContain('Applied to the sheet.')
    expect(wrapper.get('fieldset').attributes('disabled')).toBeDefined()
    expect(wrapper.find('form[aria-label="Enter your own dice"]').exists()).toBe(false)
    expect(cairnData().log.at(-1)?.text).toBe('Mirror Image cast with 2 dice (5, 2): +1 Fatigue.')
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => [r.label, r.result])).toEqual([
      ['Cast Mirror Image', 'dice 5, 2 = 7: takes effect, +1 Fatigue'],
    ])
  })

  it('rolls the dice itself: one slot die, Fatigue when it shows 4–6', async () => {
    await openCaster()
    const { mounted: wrapper, seed } = withKnownDice(() => castDialog())
    await commitNumber(wrapper, 'Slot dice', '1')
    await button(wrapper, 'Roll').trigger('click')
    const die = rollDie(createRng(seed), 6)
    expect(cairnData().fatigue).toBe(die >= 4 ? 1 : 0)
    expect(cairnData().manaDust).toBe(2)
    expect(outcome(wrapper)).toContain(`Rolled ${die} (slot), [sum] ${die}.`)
  })

  it('refuses more than 4 dice or more than the character has, before anything is rolled', async () => {
    await openCaster((d) => (d.manaDust = 1))
    const wrapper = castDialog()
    await commitNumber(wrapper, 'Mana Dust dice', '2')
    expect(wrapper.get('[data-testid="cast-problem"]').text()).toBe('Only 1 Mana Dust left.')
    await commitNumber(wrapper, 'Mana Dust dice', '1')
    await commitNumber(wrapper, 'Slot dice', '4')
    expect(wrapper.get('[data-testid="cast-problem"]').text()).toBe(
      'At most 4 Magic Dice per spell (asked for 5).',
    )
    expect(button(wrapper, 'Roll').attributes('disabled')).toBeDefined()
    expect(button(wrapper, 'Evaluate').attributes('disabled')).toBeDefined()
    expect(cairnData()).toMatchObject({ fatigue: 0, manaDust: 1 })
  })

  it('shows a count out of 0–4 inline and never casts with it; Escape puts the last good one back', async () => {
    await openCaster()
    const wrapper = castDialog()
    await commitNumber(wrapper, 'Slot dice', '1')
    await commitNumber(wrapper, 'Mana Dust dice', '5')
    expectInvalid(wrapper, 'Mana Dust dice', 'Mana Dust dice must be from 0 to 4.')
    // The last good investment (1 slot die) would be valid: the marked field still stops the cast.
    await enterDice(wrapper, '5')
    expect(alerts(wrapper)).toContain('Fix the marked dice count first.')
    await button(wrapper, 'Roll').trigger('click')
    expect(alerts(wrapper)).toContain('Fix the marked dice count first.')
    expect(wrapper.find('[data-testid="cast-outcome"]').exists()).toBe(false)
    expect(cairnData()).toMatchObject({ fatigue: 0, manaDust: 2, log: [] })
    await flushPromises()
    expect(await db().rolls.count()).toBe(0)

    await numberInput(wrapper, 'Mana Dust dice').trigger('keydown', { key: 'Escape' })
    expect(numberInput(wrapper, 'Mana Dust dice').element.value).toBe('0')
    expect(numberInput(wrapper, 'Mana Dust dice').attributes('aria-invalid')).toBe('false')
    await enterDice(wrapper, '2')
    expect(cairnData()).toMatchObject({ fatigue: 0, manaDust: 2 })
    expect(outcome(wrapper)).toContain('The spell takes effect. +0 Fatigue.')
  })

  it('refuses a wrong number of entered dice with the reason', async () => {
    await openCaster()
    const wrapper = castDialog()
    await commitNumber(wrapper, 'Slot dice', '2')
    await enterDice(wrapper, '4')
    expect(alerts(wrapper)).toEqual(['Enter 2 dice, one per Magic Die (got 1).'])
    await enterDice(wrapper, '4, 7')
    expect(alerts(wrapper)).toEqual(['Magic Dice are d6: 7 is not 1 to 6.'])
    expect(cairnData().fatigue).toBe(0)
  })

  it('three matching dice fail the spell and bring the Mishap of their [sum]', async () => {
    await openCaster()
    const wrapper = castDialog()
    await commitNumber(wrapper, 'Slot dice', '1')
    await commitNumber(wrapper, 'Mana Dust dice', '2')
    await enterDice(wrapper, '3, 3, 3')
    // 3 matches: the spell fails; [sum] 9 is Mishap 9, a lasting one.
    expect(outcome(wrapper)).toContain('The spell fails.')
    expect(outcome(wrapper)).toContain('Mishap 9: Moon-touched.')
    expect(cairnData().mishaps.map((m) => m.sum)).toEqual([9])
    expect(cairnData().manaDust).toBe(0)
  })

  it('asks for the 1d4 a Mishap needs (11, arcane burns) before applying it', async () => {
    await openCaster()
    const wrapper = castDialog()
    await commitNumber(wrapper, 'Slot dice', '1')
    await commitNumber(wrapper, 'Mana Dust dice', '2')
    await enterDice(wrapper, '1, 5, 5')
    expect(cairnData().log).toEqual([])
    await wrapper.get('input[name="mishap-roll"]').setValue('3')
    await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
    // Mishap 11: lose 1d4 WIL, +1 free Magic Die from now on.
    expect(cairnData()).toMatchObject({
      arcaneBurns: true,
      attributes: { wil: { current: 9 } },
    })
    expect(cairnData().mishaps.map((m) => m.sum)).toEqual([11])
  })

  it('with arcane burns offers the free die; on 4–6 it costs 1 WIL', async () => {
    await openCaster((d) => (d.arcaneBurns = true))
    const wrapper = castDialog()
    await wrapper.get('input[name="free-die"]').setValue(true)
    await enterDice(wrapper, '4')
    const free = resolveCast(cairnData(), { slotDice: 0, dustDice: 0, freeDie: true }, [4])
    expect(free.wilLoss).toBe(1)
    expect(cairnData().attributes.wil.current).toBe(11)
    expect(cairnData().fatigue).toBe(0)
  })

  it('casting a scroll uses it up', async () => {
    await openCaster((d) =>
      d.items.push(item('scroll', 'Old scroll', 1, { kind: 'scroll', spell: 'Sleep' })),
    )
    const wrapper = castDialog({ kind: 'scroll', itemId: 'scroll' })
    expect(wrapper.get('h2').text()).toBe('Cast Sleep')
    await commitNumber(wrapper, 'Mana Dust dice', '1')
    await enterDice(wrapper, '6')
    expect(cairnData().items.map((i) => i.name)).toEqual(['Grimoire'])
  })

  it('asks what to drop when a Mishap takes a slot that Fatigue needs; Cancel changes nothing', async () => {
    // Grimoire 2 + Rope 1 + 6 Fatigue = 9 of 10: one slot free.
    await openCaster((d) => {
      d.items.push(item('rope', 'Rope'))
      d.fatigue = 6
    })
    const wrapper = castDialog()
    await commitNumber(wrapper, 'Slot dice', '1')
    await commitNumber(wrapper, 'Mana Dust dice', '1')
    // A 6 on the slot die fills the free slot; the pair's [sum] 12 (Backfire) scratches a slot off.
    await enterDice(wrapper, '6, 6')
    const drop = wrapper.get('.drop-dialog')
    expect(drop.text()).toContain('Casting Mirror Image needs 1 more slot.')
    expect(document.activeElement).toBe(drop.get('input[type="checkbox"]').element)
    await button(drop, 'Cancel').trigger('click')
    expect(wrapper.find('.drop-dialog').exists()).toBe(false)
    expect(alerts(wrapper)).toEqual(['Not cast: Fatigue needs room. Nothing changed.'])
    expect(cairnData()).toMatchObject({ fatigue: 6, manaDust: 2, lostSlots: 0 })

    await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
    const again = wrapper.get('.drop-dialog')
    const rope = again.findAll('label').find((l) => l.text().startsWith('Rope'))
    await rope?.get('input').setValue(true)
    expect(again.get('[role="status"]').text()).toBe('Freed 1 of 1.')
    await button(again, 'Drop and continue').trigger('click')
    expect(cairnData()).toMatchObject({ fatigue: 7, manaDust: 1, lostSlots: 1, armor: 1 })
    expect(cairnData().items.map((i) => i.name)).toEqual(['Grimoire'])
    expect(cairnData().log.map((l) => l.text)).toContain(
      'Dropped Rope to make room (casting Mirror Image).',
    )
  })

  it('Close closes the dialog', async () => {
    await openCaster()
    const wrapper = castDialog()
    await button(wrapper, 'Close').trigger('click')
    expect(wrapper.emitted('close')).toHaveLength(1)
  })
})
