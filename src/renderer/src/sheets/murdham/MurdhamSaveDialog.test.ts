// The save dialog, opened from the sheet: the exact chance first (d20 at or under the ability,
// proficiency rolling twice), a group save, the roll itself, and focus in and out of the dialog.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createRng } from '@systems/common/dice'
import { groupSaveChance, percent, rollSave, saveOdds } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamSheet from './MurdhamSheet.vue'
import MurdhamSaveDialog from './MurdhamSaveDialog.vue'
import {
  alerts,
  button,
  murdhamData,
  openMurdham,
  pressEscapeIn,
  withKnownDice,
} from './murdham-test-helpers'

const db = useTestDatabase('murdham-save')

function saveDialog(): { mounted: VueWrapper; seed: number } {
  return withKnownDice(() =>
    mount(MurdhamSaveDialog, { props: { ability: 'wit' }, attachTo: document.body }),
  )
}

const chance = (wrapper: VueWrapper) => wrapper.get('[data-testid="save-chance"]').text()

describe('Murdham save dialog', () => {
  it('opens from the sheet on its first field; Escape closes it and focus goes back', async () => {
    await openMurdham(db())
    const sheet = mount(MurdhamSheet, { attachTo: document.body })
    const open = button(sheet, 'STR save')
    open.element.focus()
    await open.trigger('click')
    const dialog = sheet.get('dialog.save-dialog')
    expect(dialog.get('h2').text()).toBe('Strength save')
    expect(document.activeElement).toBe(dialog.get('input[name="proficient"]').element)
    pressEscapeIn(dialog.element)
    await flushPromises()
    expect(sheet.find('dialog.save-dialog').exists()).toBe(false)
    expect(document.activeElement).toBe(open.element)
    sheet.unmount()
  })

  it('shows the chance against the ability less its reductions, and rolling twice when proficient', async () => {
    await openMurdham(db(), (d) => {
      d.abilities.wit = { max: 12, current: 12 }
      d.reductions = [
        { id: 'r', ability: 'wit', amount: 3, cause: 'other', sourceId: null, note: '' },
      ]
    })
    const { mounted: wrapper } = saveDialog()
    // WIT 12 − 3 = 9: a d20 at or under 9.
    expect(wrapper.get('[data-testid="save-odds"]').text()).toContain('Roll d20 at or under 9')
    expect(chance(wrapper)).toBe(percent(saveOdds(9, 20, false, 'wit').chance))
    await wrapper.get('input[name="proficient"]').setValue(true)
    expect(chance(wrapper)).toBe(percent(saveOdds(9, 20, true, 'wit').chance))
    wrapper.unmount()
  })

  it('gives the group’s chance (anyone passes) and refuses scores that are not 0–30', async () => {
    await openMurdham(db())
    const { mounted: wrapper } = saveDialog()
    await wrapper.get('input[name="group-scores"]').setValue('9, 12')
    const expected = groupSaveChance(
      [10, 9, 12].map((score) => saveOdds(score, 20, false, 'wit').chance),
    )
    expect(wrapper.get('[data-testid="group-chance"]').text()).toBe(
      `The group passes if anyone passes: ${percent(expected)}`,
    )
    await wrapper.get('input[name="group-scores"]').setValue('9, 31')
    expect(alerts(wrapper)).toEqual([
      'Enter the others’ scores as whole numbers from 0 to 30, separated by commas.',
    ])
    expect(wrapper.find('[data-testid="group-chance"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('rolls the save, shows it and logs it; the character is not changed', async () => {
    await openMurdham(db())
    const before = murdhamData()
    const { mounted: wrapper, seed } = saveDialog()
    await wrapper.get('input[name="proficient"]').setValue(true)
    await button(wrapper, 'Roll').trigger('click')
    const save = rollSave(createRng(seed), saveOdds(10, 20, true, 'wit'))
    const shown = `Rolled ${save.rolls.join(' and ')} against 10: ${save.passed ? 'pass' : 'fail'}`
    expect(wrapper.findAll('[data-testid="save-result"]').map((r) => r.text())).toEqual([shown])
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => [r.label, r.result])).toEqual([
      ['Wits save', `rolled ${save.rolls.join(' and ')} vs 10: ${save.passed ? 'pass' : 'fail'}`],
    ])
    expect(murdhamData()).toEqual(before)
    await button(wrapper, 'Close').trigger('click')
    expect(wrapper.emitted('close')).toHaveLength(1)
    wrapper.unmount()
  })
})
