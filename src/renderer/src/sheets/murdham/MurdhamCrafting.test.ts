// Crafting: the plan (a watch, materials at ¼ of each item's value, consumables in twos), the
// save's chance when one is needed, the items added to the inventory, and the roll log.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { percent, saveOdds } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamCrafting from './MurdhamCrafting.vue'
import { alerts, button, commitNumber, murdhamData, openMurdham } from './murdham-test-helpers'

const db = useTestDatabase('murdham-crafting')
const plan = (w: ReturnType<typeof mount>) => w.get('[data-testid="craft-plan"]').text()
const said = (w: ReturnType<typeof mount>) => w.get('p.outcome').text()

describe('Murdham crafting', () => {
  it('a skilled pair of consumables: materials ¼ of each, no save, two items added', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamCrafting)
    await wrapper.get('select[name="craft-kind"]').setValue('skilled')
    expect(wrapper.get('[data-testid="craft-skills"]').text()).toBe(
      'No skill on the sheet says what it crafts.',
    )
    await commitNumber(wrapper, 'Value of one', '6')
    await wrapper.get('input[name="craft-consumable"]').setValue(true)
    expect(plan(wrapper)).toContain(
      'A watch; makes 2; raw materials cost 3 (¼ of the value of each)',
    )
    expect(wrapper.text()).toContain('No save needed.')
    await wrapper.get('input[name="craft-name"]').setValue('Healing salve')
    await wrapper.get('input[name="craft-bulk"]').setValue('½')
    await button(wrapper, 'Craft').trigger('click')
    expect(said(wrapper)).toBe('2 × Healing salve made.')
    expect(murdhamData().items.at(-1)).toMatchObject({
      name: 'Healing salve',
      bulk: 0.5,
      quantity: 2,
      notes: 'Crafted',
    })
  })

  it('a master-crafted item needs a save, whose chance shows first', async () => {
    await openMurdham(db(), (d) => (d.abilities.wit = { max: 20, current: 20 }))
    const wrapper = mount(MurdhamCrafting)
    await wrapper.get('select[name="craft-kind"]').setValue('skilled')
    await wrapper.get('select[name="craft-quality"]').setValue('master')
    await commitNumber(wrapper, 'Value of one', '10')
    expect(plan(wrapper)).toContain('raw materials cost 2½')
    expect(wrapper.get('[data-testid="craft-save"]').text()).toBe(
      `${percent(saveOdds(20, 20, false, 'wit').chance)} to pass (d20 at or under 20)`,
    )
    await wrapper.get('input[name="craft-name"]').setValue('Fine sword')
    await button(wrapper, 'Roll and craft').trigger('click')
    await flushPromises()
    expect(said(wrapper)).toMatch(/^WIT save \d+ vs 20: pass: 1 × Fine sword made\.$/)
    expect(murdhamData().items.at(-1)?.notes).toBe('Crafted, master-crafted')
    const logged = (await db().rolls.toArray()).map((r) => [r.label, r.result])
    expect(logged).toEqual([
      ['Crafting Fine sword', expect.stringMatching(/^WIT save \d+ vs 20: pass$/)],
    ])
  })

  it('a crude item fails its save and nothing is made; bad input changes nothing', async () => {
    await openMurdham(db(), (d) => (d.abilities.str = { max: 10, current: 0 }))
    const wrapper = mount(MurdhamCrafting)
    const before = murdhamData().items.length
    await button(wrapper, 'Roll and craft').trigger('click')
    expect(alerts(wrapper)).toEqual(['Name the item.'])
    await wrapper.get('input[name="craft-name"]').setValue('Nail club')
    await wrapper.get('input[name="craft-bulk"]').setValue('0.3')
    await button(wrapper, 'Roll and craft').trigger('click')
    expect(alerts(wrapper)).toHaveLength(1)
    await wrapper.get('input[name="craft-bulk"]').setValue('1')
    await wrapper.get('select[name="craft-ability"]').setValue('str')
    expect(wrapper.get('[data-testid="craft-save"]').text()).toBe('0% to pass (d20 at or under 0)')
    await button(wrapper, 'Roll and craft').trigger('click')
    expect(said(wrapper)).toMatch(/^STR save \d+ vs 0: fail: nothing is made/)
    expect(murdhamData().items).toHaveLength(before)
  })
})
