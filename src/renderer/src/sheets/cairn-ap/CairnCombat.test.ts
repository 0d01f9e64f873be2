// Damage and recovery as the player meets them: damage through Armor, the critical damage save,
// Scars and their follow-up rolls, rests, the Doom of Scar 12 and the table helpers' rolls.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createRng, rollDie } from '@systems/common/dice'
import { percent } from '@systems/common/format'
import {
  assessDamage,
  initiative,
  chanceToReach,
  rollCheck,
  rollObjectCheck,
  rollReaction,
  saveAgainstDc,
  criticalSaveDc,
  type CairnData,
} from '@systems/cairn-ap'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import CairnCombat from './CairnCombat.vue'
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

const db = useTestDatabase('cairn-combat')

async function takeDamage(wrapper: ReturnType<typeof mount>, amount: string): Promise<void> {
  await wrapper.get('input[name="damage"]').setValue(amount)
  await wrapper.get('form[aria-label="Take damage"]').trigger('submit')
}

const rollsLogged = async () => (await db().rolls.toArray()).map((r) => [r.label, r.result])

describe('Cairn damage', () => {
  it('takes Armor off the damage first, then HP, and logs it', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 5, max: 5 }
      d.armor = 1
    })
    const wrapper = mount(CairnCombat)
    await takeDamage(wrapper, '3')
    // Attacking & Damage: 3 damage − 1 Armor = 2 off HP.
    expect(cairnData().hp.current).toBe(3)
    const expected = assessDamage({ ...cairnData(), hp: { current: 5, max: 5 } }, 3).explanation
    expect(wrapper.get('[data-testid="damage-outcome"]').text()).toBe(expected)
    expect(cairnData().log.at(-1)?.text).toBe(expected)
    expect((wrapper.get('input[name="damage"]').element as HTMLInputElement).value).toBe('')
    expect(wrapper.text()).not.toContain('STR save, DC 15')
  })

  it('refuses damage that is not a whole number and changes nothing', async () => {
    await openCairn(db(), (d) => (d.hp = { current: 5, max: 5 }))
    const wrapper = mount(CairnCombat)
    await takeDamage(wrapper, 'lots')
    expect(alerts(wrapper)).toEqual(['Damage is a whole number of 0 or more (got NaN).'])
    expect(cairnData().hp.current).toBe(5)
    expect(cairnData().log).toEqual([])
  })

  it('past 0 HP: STR loss, the STR save, critical damage, stabilizing, and the Scar of the HP before', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 2, max: 4 }
      d.armor = 0
      d.attributes.str = { current: 12, max: 12 }
    })
    const wrapper = mount(CairnCombat)
    await takeDamage(wrapper, '5')
    // Critical Damage: 2 HP absorb 2, the other 3 come off STR; Scars: entry = HP before (2).
    expect(cairnData().hp.current).toBe(0)
    expect(cairnData().attributes.str.current).toBe(9)
    expect(cairnData().scars.map((s) => s.entry)).toEqual([2])
    expect(wrapper.text()).toContain('STR save, DC 15')
    expect(wrapper.get('form[aria-label="Scar follow-up"] strong').text()).toBe(
      'Scar #2: Rattling Blow',
    )

    await button(wrapper, 'Entered: failed').trigger('click')
    const failed = saveAgainstDc(1, 9, criticalSaveDc)
    expect(wrapper.get('[data-testid="damage-outcome"]').text()).toBe(failed.explanation)
    expect(cairnData().criticalDamage).toBe(true)
    expect(wrapper.text()).not.toContain('STR save, DC 15')

    await button(wrapper, 'Stabilize').trigger('click')
    expect(cairnData().criticalDamage).toBe(false)
    expect(wrapper.findAll('button').some((b) => b.text() === 'Stabilize')).toBe(false)

    // Scar 2: roll 1d6 and keep it as max HP if higher.
    await wrapper.get('input[name="scar-total"]').setValue('9')
    await wrapper.get('form[aria-label="Scar follow-up"]').trigger('submit')
    expect(alerts(wrapper)).toEqual(['Enter the 1d6 total (1 to 6).'])
    await wrapper.get('input[name="scar-total"]').setValue('6')
    await wrapper.get('form[aria-label="Scar follow-up"]').trigger('submit')
    expect(cairnData().hp.max).toBe(6)
    expect(cairnData().scars).toMatchObject([{ entry: 2, note: 'max HP 6' }])
    expect(wrapper.find('form[aria-label="Scar follow-up"]').exists()).toBe(false)
    expect(wrapper.get('ul[aria-label="Scars"]').text()).toBe('#2 Rattling Blow: max HP 6')
  })

  it('times the untreated hour of critical damage: rounds and minutes pass, Undo, death at 60', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 0, max: 4 }
      d.attributes.str = { current: 9, max: 12 }
    })
    const wrapper = mount(CairnCombat)
    await takeDamage(wrapper, '1')
    await button(wrapper, 'Entered: failed').trigger('click')
    expect(cairnData().criticalMinutes).toBe(0)
    const clockText = () => wrapper.get('[data-testid="critical-clock"]').text()
    expect(clockText()).toBe('Critical damage: 0 of 60 minutes untreated')
    // Basic units: a round is 2 minutes.
    await button(wrapper, 'A round passes (2 min)').trigger('click')
    expect(cairnData().criticalMinutes).toBe(2)
    expect(clockText()).toBe('Critical damage: 2 of 60 minutes untreated')
    await commitNumber(wrapper, 'Minutes', '61')
    expect(cairnData().criticalMinutes).toBe(2)
    await commitNumber(wrapper, 'Minutes', '50')
    await button(wrapper, 'Minutes pass').trigger('click')
    expect(cairnData().criticalMinutes).toBe(52)
    expect(wrapper.get('[data-testid="clock-change"]').text()).toContain(
      '50 minutes passed untreated.',
    )
    await button(wrapper, 'Undo').trigger('click')
    expect(cairnData().criticalMinutes).toBe(2)
    expect(wrapper.get('[data-testid="clock-change"]').text()).toContain('(undone)')
    await button(wrapper, 'Minutes pass').trigger('click')
    await button(wrapper, 'Minutes pass').trigger('click')
    // 2 + 50 + 50: the hour is up, untreated.
    expect(cairnData()).toMatchObject({ criticalMinutes: 60, dead: true })
    expect(wrapper.find('[data-testid="critical-clock"]').exists()).toBe(false)
    expect(cairnData().log.at(-1)?.text).toBe('An hour untreated after critical damage: dead.')
    await button(wrapper, 'Undo').trigger('click')
    expect(cairnData()).toMatchObject({ criticalMinutes: 52, dead: false })
    // The Warden may rule an earlier death; aid (Stabilize) stops the clock instead.
    await button(wrapper, "Died (Warden's call)").trigger('click')
    expect(cairnData().dead).toBe(true)
    await button(wrapper, 'Undo').trigger('click')
    await button(wrapper, 'Stabilize').trigger('click')
    expect(cairnData().criticalDamage).toBe(false)
    expect(cairnData().criticalMinutes).toBe(0)
    expect(wrapper.find('[data-testid="critical-clock"]').exists()).toBe(false)
  })

  it('a passed critical damage save entered by hand keeps the character up', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 1, max: 4 }
      d.attributes.str = { current: 12, max: 12 }
    })
    const wrapper = mount(CairnCombat)
    await takeDamage(wrapper, '3')
    await button(wrapper, 'Entered: passed').trigger('click')
    expect(cairnData().criticalDamage).toBe(false)
    expect(wrapper.get('[data-testid="damage-outcome"]').text()).toBe(
      saveAgainstDc(20, 10, criticalSaveDc).explanation,
    )
  })

  it('rolls the STR save (d20 + STR against DC 15) and logs the roll', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 1, max: 4 }
      d.attributes.str = { current: 12, max: 12 }
    })
    const { mounted: wrapper, seed } = withKnownDice(() => mount(CairnCombat))
    await takeDamage(wrapper, '3')
    await button(wrapper, 'Roll STR save').trigger('click')
    await flushPromises()
    const d20 = rollDie(createRng(seed), 20)
    const save = saveAgainstDc(d20, 10, criticalSaveDc)
    expect(wrapper.get('[data-testid="damage-outcome"]').text()).toBe(save.explanation)
    expect(cairnData().criticalDamage).toBe(!save.passed)
    expect(await rollsLogged()).toEqual([
      ['Critical damage save', `d20 ${d20}: ${save.explanation}`],
    ])
  })

  it('Scar 1 asks for the d6 of where and the 1d6 of max HP, and rolls them', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 1, max: 1 }
      d.attributes.str = { current: 12, max: 12 }
    })
    const { mounted: wrapper, seed } = withKnownDice(() => mount(CairnCombat))
    await takeDamage(wrapper, '1')
    // Exactly 0 HP: no save, but the Scar of entry 1.
    expect(wrapper.text()).not.toContain('STR save, DC 15')
    const pick = wrapper.get('input[name="scar-pick"]')
    expect(wrapper.find('input[name="scar-save"]').exists()).toBe(false)
    await button(wrapper, 'Roll scar dice').trigger('click')
    const rng = createRng(seed)
    const where = rollDie(rng, 6)
    const total = rollDie(rng, 6)
    expect((pick.element as HTMLInputElement).value).toBe(String(where))
    expect((wrapper.get('input[name="scar-total"]').element as HTMLInputElement).value).toBe(
      String(total),
    )
    await wrapper.get('form[aria-label="Scar follow-up"]').trigger('submit')
    const place = ['Neck', 'Hands', 'Eye', 'Chest', 'Legs', 'Ear'][where - 1]
    expect(cairnData().scars).toMatchObject([
      { entry: 1, note: `${place}, max HP ${Math.max(1, total)}` },
    ])
    expect(cairnData().hp.max).toBe(Math.max(1, total))
  })

  it('Scar 8 asks whether the WIL save passed, then raises max WIL by the 1d4', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 8, max: 8 }
      d.attributes.str = { current: 12, max: 12 }
      d.attributes.wil = { current: 10, max: 10 }
    })
    const wrapper = mount(CairnCombat)
    await takeDamage(wrapper, '8')
    expect(wrapper.get('form[aria-label="Scar follow-up"] strong').text()).toBe('Scar #8: Deafened')
    expect(wrapper.find('input[name="scar-pick"]').exists()).toBe(false)
    await wrapper.get('input[name="scar-save"]').setValue(true)
    await wrapper.get('input[name="scar-total"]').setValue('3')
    await wrapper.get('form[aria-label="Scar follow-up"]').trigger('submit')
    expect(cairnData().attributes.wil.max).toBe(13)
  })
})

describe('Cairn recovery', () => {
  it('a short rest restores HP; a week restores attributes; Deprived characters recover nothing', async () => {
    await openCairn(db(), (d) => {
      d.hp = { current: 1, max: 5 }
      d.attributes.dex = { current: 4, max: 11 }
      d.fatigue = 2
      d.deprived = true
    })
    const wrapper = mount(CairnCombat)
    await button(wrapper, 'Short rest (HP)').trigger('click')
    expect(alerts(wrapper)).toEqual(['Deprived characters cannot recover HP.'])
    expect(cairnData().hp.current).toBe(1)
    await button(wrapper, 'Week of rest (attributes)').trigger('click')
    expect(alerts(wrapper)).toEqual(['Deprived characters cannot recover attributes.'])

    useEditorStore().edit<CairnData>((d) => (d.deprived = false))
    await wrapper.vm.$nextTick()
    await button(wrapper, 'Short rest (HP)').trigger('click')
    expect(alerts(wrapper)).toEqual([])
    expect(cairnData().hp.current).toBe(5)
    expect(cairnData().attributes.dex.current).toBe(4)
    await button(wrapper, 'Week of rest (attributes)').trigger('click')
    expect(cairnData()).toMatchObject({ fatigue: 0, attributes: { dex: { current: 11 } } })
  })

  it('lifts the Doom of Scar 12 with a 3d6 total, keeping it as max HP if higher', async () => {
    await openCairn(db(), (d) => {
      d.doomed = true
      d.hp = { current: 4, max: 4 }
    })
    const wrapper = mount(CairnCombat)
    const form = wrapper.get('form[aria-label="Lift the doom"]')
    await form.get('input[name="doom-roll"]').setValue('19')
    await form.trigger('submit')
    expect(alerts(wrapper)).toEqual(['Enter the 3d6 total (3 to 18).'])
    expect(cairnData().doomed).toBe(true)
    await form.get('input[name="doom-roll"]').setValue('11')
    await form.trigger('submit')
    expect(cairnData()).toMatchObject({ doomed: false, hp: { max: 11 } })
    expect(wrapper.find('form[aria-label="Lift the doom"]').exists()).toBe(false)
  })
})

describe('Cairn table helpers', () => {
  it('rolls initiative as 1d20 + WIL and a 2d6 reaction, and logs both', async () => {
    await openCairn(db(), (d) => (d.attributes.wil = { current: 7, max: 7 }))
    const { mounted: wrapper, seed } = withKnownDice(() => mount(CairnCombat))
    const rng = createRng(seed)
    await button(wrapper, 'Roll initiative').trigger('click')
    const d20 = rollDie(rng, 20)
    const text = `d20 ${d20} + WIL 7 = ${initiative(d20, 7)}`
    expect(wrapper.get('[data-testid="roll-text"]').text()).toBe(`Initiative: ${text}`)
    await button(wrapper, 'Roll reaction (2d6)').trigger('click')
    const reaction = rollReaction(rng)
    expect(wrapper.get('[data-testid="roll-text"]').text()).toBe(
      `Reaction 2d6 = ${reaction.total}: ${reaction.reaction}`,
    )
    await flushPromises()
    expect(await rollsLogged()).toEqual(
      expect.arrayContaining([
        ['Initiative', text],
        ['Reaction', `2d6 = ${reaction.total}: ${reaction.reaction}`],
      ]),
    )
  })

  it('rolls a check with the committed Advantage, modifier and the Object Dice of the items used', async () => {
    await openCairn(db(), (d) =>
      d.items.push(
        { id: 'axe', name: 'Axe', kind: 'item', slots: 2, spell: '', notes: '', die: 'd8' },
        { id: 'shield', name: 'Shield', kind: 'item', slots: 1, spell: '', notes: '', die: 'd6' },
      ),
    )
    const { mounted: wrapper, seed } = withKnownDice(() => mount(CairnCombat))
    await commitNumber(wrapper, 'Advantage', '3', 'enter')
    await commitNumber(wrapper, 'Disadvantage', '1')
    await commitNumber(wrapper, 'Modifier (attribute)', '−4')
    await wrapper.get('input[name="use-axe"]').setValue(true)
    await commitNumber(wrapper, 'Axe Advantage', '1')
    await commitNumber(wrapper, "DC or target's result", '20')
    const setup = {
      advantage: 3,
      disadvantage: 1,
      modifier: -4,
      objects: [{ label: 'Axe', die: 'd8', advantage: 1, disadvantage: 0 }],
    }
    expect(wrapper.get('[data-testid="check-odds"]').text()).toBe(
      `${percent(chanceToReach(setup, 20))} to reach 20 (a tie goes to the one acting).`,
    )
    await wrapper.get('form[aria-label="Action or save roll"]').trigger('submit')
    // Actions: each net Advantage adds a d20 and keeps the highest; + modifiers + Object Dice.
    const expected = rollObjectCheck(createRng(seed), setup)
    const verdict = expected.check.total >= 20 ? 'reached' : 'not reached'
    const line = `${expected.explanation}; against 20: ${verdict}`
    expect(wrapper.get('[data-testid="roll-text"]').text()).toBe(line)
    expect(expected.explanation).toMatch(/^d20 \[\d+, \d+, \d+\] → .*\(Axe d8 \[\d, \d\] → \d\)$/)
    await flushPromises()
    expect(await rollsLogged()).toEqual([['d20 check', line]])
  })

  it('shows an out-of-range count inline, never rolls with it, and Escape puts the last good one back', async () => {
    await openCairn(db())
    const { mounted: wrapper, seed } = withKnownDice(() => mount(CairnCombat))
    await commitNumber(wrapper, 'Advantage', '6')
    expectInvalid(wrapper, 'Advantage', 'Advantage must be from 0 to 5.')
    await commitNumber(wrapper, "DC or target's result", '2.5')
    expectInvalid(wrapper, "DC or target's result", '“2.5” is not a whole number.')
    await wrapper.get('form[aria-label="Action or save roll"]').trigger('submit')
    expect(wrapper.find('[data-testid="roll-text"]').exists()).toBe(false)
    expect(alerts(wrapper)).toContain('Fix the marked field before rolling.')
    await flushPromises()
    expect(await rollsLogged()).toEqual([])

    await numberInput(wrapper, 'Advantage').trigger('keydown', { key: 'Escape' })
    await numberInput(wrapper, "DC or target's result").trigger('keydown', { key: 'Escape' })
    expect(numberInput(wrapper, 'Advantage').element.value).toBe('0')
    expect(numberInput(wrapper, "DC or target's result").element.value).toBe('')
    await wrapper.get('form[aria-label="Action or save roll"]').trigger('submit')
    expect(alerts(wrapper)).toEqual([])
    const plain = rollCheck(createRng(seed), {
      advantage: 0,
      disadvantage: 0,
      modifier: 0,
      objectDice: 0,
    })
    expect(wrapper.find('[data-testid="check-odds"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="roll-text"]').text()).toBe(plain.explanation)
  })

  it('Enter on a bad count, which also submits the form, does not roll', async () => {
    await openCairn(db())
    const wrapper = mount(CairnCombat)
    const field = numberInput(wrapper, 'Disadvantage')
    await field.setValue('9')
    // A browser commits the field on keydown and submits the form in the same keystroke,
    // before the page re-renders.
    void field.trigger('keydown', { key: 'Enter' })
    await wrapper.get('form[aria-label="Action or save roll"]').trigger('submit')
    await flushPromises()
    expectInvalid(wrapper, 'Disadvantage', 'Disadvantage must be from 0 to 5.')
    expect(wrapper.find('[data-testid="roll-text"]').exists()).toBe(false)
    expect(await rollsLogged()).toEqual([])
  })
})
