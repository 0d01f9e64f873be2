// Poisons and drugs: the first dose each stretch may be resisted with a STR save, later ones take
// effect; antidotes; drugs that addict; and an addict's upkeep at each rest, with the units taken
// committed in a number field (an invalid count is never used).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { fullRestDrugUnits } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamPoisons from './MurdhamPoisons.vue'
import {
  alerts,
  button,
  commitNumber,
  expectInvalid,
  murdhamData,
  numberInput,
  openMurdham,
} from './murdham-test-helpers'

const db = useTestDatabase('murdham-poisons')

const said = (wrapper: ReturnType<typeof mount>) => wrapper.get('p.outcome').text()

async function dose(
  wrapper: ReturnType<typeof mount>,
  name: string,
  effect: string,
  drug = false,
): Promise<void> {
  await wrapper.get('input[name="poison-name"]').setValue(name)
  await wrapper.get('select[name="poison-effect"]').setValue(effect)
  await wrapper.get('input[name="poison-drug"]').setValue(drug)
}

const daily = 'Units of Dreamleaf at a daily rest'
const full = 'Units of Dreamleaf at a full rest'

describe('Murdham poisons', () => {
  it('a resisted first dose does nothing, and the next dose that stretch takes effect', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamPoisons)
    await button(wrapper, 'STR save failed').trigger('click')
    expect(alerts(wrapper)).toEqual(['Name the poison or drug.'])
    await dose(wrapper, 'Nightshade', 'lethal')
    await button(wrapper, 'STR save passed').trigger('click')
    expect(murdhamData().poisons).toEqual([])
    expect(said(wrapper)).toBe(
      'Nightshade: resisted with a STR save. Another dose this stretch takes effect.',
    )
    expect(wrapper.text()).toContain('Already dosed this stretch: no save.')
    await button(wrapper, 'Takes effect').trigger('click')
    expect(murdhamData().poisons).toMatchObject([{ name: 'Nightshade', effect: 'lethal' }])
    expect(said(wrapper)).toContain('Nightshade takes effect (second dose this stretch, no save)')
    await button(wrapper, 'Antidote for Nightshade').trigger('click')
    expect(murdhamData().poisons).toEqual([])
  })

  it('a paralysing dose incapacitates until the antidote', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamPoisons)
    await dose(wrapper, 'Spider venom', 'paralysing')
    await button(wrapper, 'STR save failed').trigger('click')
    expect(murdhamData().conditions.map((c) => c.id)).toEqual(['incapacitated'])
    await button(wrapper, 'Antidote for Spider venom').trigger('click')
    expect(murdhamData().conditions).toEqual([])
  })

  it('a drug that takes effect asks for the WIT save against addiction', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamPoisons)
    await dose(wrapper, 'Dreamleaf', 'soporific', true)
    await button(wrapper, 'STR save failed').trigger('click')
    expect(said(wrapper)).toContain('Now a WIT save against addiction.')
    const save = wrapper.get('[role="group"][aria-label="Addiction save"]')
    expect(save.text()).toContain('WIT save against Dreamleaf')
    await button(save, 'Passed').trigger('click')
    expect(murdhamData().addictions).toEqual([])
    expect(said(wrapper)).toBe('Not addicted.')
    expect(wrapper.find('[aria-label="Addiction save"]').exists()).toBe(false)

    await button(wrapper, 'Takes effect').trigger('click')
    await button(wrapper.get('[aria-label="Addiction save"]'), 'Failed').trigger('click')
    expect(murdhamData().addictions).toMatchObject([{ drug: 'Dreamleaf' }])
    expect(said(wrapper)).toBe('Addicted to Dreamleaf.')
  })

  it('an addict’s rests: one dose a day, 8 units after a full rest, 1 WIT per missing unit', async () => {
    await openMurdham(db(), (d) => (d.addictions = [{ id: 'a', drug: 'Dreamleaf' }]))
    const wrapper = mount(MurdhamPoisons)
    // Drugs: consume the drug at each daily rest; 8 units after a full rest.
    expect(numberInput(wrapper, daily).element.value).toBe('1')
    expect(numberInput(wrapper, full).element.value).toBe(String(fullRestDrugUnits))
    await button(wrapper, 'Daily rest').trigger('click')
    expect(said(wrapper)).toBe('Craving met.')
    await button(wrapper, `Full rest (needs ${fullRestDrugUnits})`).trigger('click')
    expect(said(wrapper)).toBe('Craving met.')
    expect(murdhamData().reductions).toEqual([])

    await commitNumber(wrapper, full, '5')
    await button(wrapper, `Full rest (needs ${fullRestDrugUnits})`).trigger('click')
    expect(said(wrapper)).toBe('WIT −3 for now.')
    expect(murdhamData().reductions).toMatchObject([{ ability: 'wit', amount: 3, cause: 'drug' }])
    await commitNumber(wrapper, daily, '0', 'enter')
    await button(wrapper, 'Daily rest').trigger('click')
    expect(said(wrapper)).toBe('WIT −1 for now.')
    expect(murdhamData().reductions.map((r) => r.amount)).toEqual([3, 1])
  })

  it('shows a bad units count inline and never uses it; Escape puts the last good count back', async () => {
    await openMurdham(db(), (d) => (d.addictions = [{ id: 'a', drug: 'Dreamleaf' }]))
    const wrapper = mount(MurdhamPoisons)
    await commitNumber(wrapper, full, '-2')
    expectInvalid(wrapper, full, `${full} must be from 0 to 999.`)
    await button(wrapper, `Full rest (needs ${fullRestDrugUnits})`).trigger('click')
    expect(alerts(wrapper)).toContain('Fix the marked units field first.')
    expect(said(wrapper)).toBe('')
    expect(murdhamData().reductions).toEqual([])
    await numberInput(wrapper, full).trigger('keydown', { key: 'Escape' })
    expect(numberInput(wrapper, full).element.value).toBe(String(fullRestDrugUnits))
    await button(wrapper, `Full rest (needs ${fullRestDrugUnits})`).trigger('click')
    expect(said(wrapper)).toBe('Craving met.')
    expect(alerts(wrapper)).toEqual([])
  })

  it('removes an addiction', async () => {
    await openMurdham(db(), (d) => (d.addictions = [{ id: 'a', drug: 'Dreamleaf' }]))
    const wrapper = mount(MurdhamPoisons)
    await button(wrapper, 'Remove the Dreamleaf addiction').trigger('click')
    expect(murdhamData().addictions).toEqual([])
    expect(wrapper.text()).not.toContain('Addictions')
  })
})
