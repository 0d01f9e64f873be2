// The hazard dialog: the text's dice per hazard, the AGI save that cushions a fall, the exact odds
// against current health before rolling, damage off health as one change that Undo takes back,
// and the roll log.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createRng } from '@systems/common/dice'
import { percent } from '@systems/common/format'
import {
  effectiveAbility,
  hazardDice,
  hazardOdds,
  rollHazard,
  rollSave,
  saveOdds,
} from '@systems/murdham'
import { useSettingsStore } from '@renderer/stores/settings'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamHazardDialog from './MurdhamHazardDialog.vue'
import MurdhamProfile from './MurdhamProfile.vue'
import { button, commitNumber, murdhamData, openMurdham } from './murdham-test-helpers'
import { withKnownDice } from '../sheet-test-helpers'

const db = useTestDatabase('murdham-hazards')
const text = (w: { get: (s: string) => { text(): string } }, id: string) =>
  w.get(`[data-testid="${id}"]`).text()

describe('Murdham hazard dialog', () => {
  it('shows a fall’s dice and the exact odds, mixing the cushioned fall by the AGI save', async () => {
    await openMurdham(db(), (d) => (d.health = { current: 5, max: 6 }))
    const wrapper = mount(MurdhamHazardDialog)
    await commitNumber(wrapper, 'Height of the fall (metres)', '6')
    expect(wrapper.get('[data-testid="modifiers"]').text()).toContain('+3d4')
    expect(text(wrapper, 'cushioned-dice')).toBe('With the save passed: 2d4.')
    const save = saveOdds(effectiveAbility(murdhamData(), 'agi'), 20, false, 'agi')
    const full = hazardOdds(hazardDice('fall', { metres: 6 }), 5)
    const soft = hazardOdds(hazardDice('fall', { metres: 6, cushioned: true }), 5)
    const down = save.chance * soft.downChance + (1 - save.chance) * full.downChance
    expect(text(wrapper, 'hazard-odds')).toContain(`${percent(down)} to drop to 0 or below`)

    await wrapper.get('input[name="cushion"]').setValue(false)
    expect(text(wrapper, 'hazard-odds')).toBe(
      `Health 5: ${full.mean.toFixed(1)} damage on average, ${percent(full.downChance)} to drop to 0 or below.`,
    )
  })

  it('rolls the save, then the dice, takes the damage off health, logs it, and Undo gives it back', async () => {
    await openMurdham(db(), (d) => (d.health = { current: 9, max: 9 }))
    const { result: wrapper, seed } = withKnownDice(() => mount(MurdhamHazardDialog))
    await commitNumber(wrapper, 'Height of the fall (metres)', '8')
    const before = murdhamData()
    await button(wrapper, 'Roll damage').trigger('click')
    await flushPromises()
    const rng = createRng(seed)
    const save = rollSave(rng, saveOdds(effectiveAbility(before, 'agi'), 20, false, 'agi'))
    const roll = rollHazard(rng, hazardDice('fall', { metres: 8, cushioned: save.passed }))
    expect(murdhamData().health.current).toBe(9 - roll.damage)
    const line = wrapper.get('.results li').text()
    expect(line).toContain(`AGI save ${save.roll} vs ${save.target}`)
    expect(line).toContain(`${roll.damage} direct damage (health 9 → ${9 - roll.damage})`)
    await button(wrapper, 'Undo damage').trigger('click')
    await flushPromises()
    expect(murdhamData().health.current).toBe(9)
    const logged = (await db().rolls.toArray()).map((r) => [r.label, r.result])
    expect(logged).toContainEqual(['Falling', expect.stringContaining('direct damage (health 9')])
    expect(logged).toContainEqual(['Falling', `undid ${roll.damage} damage (health back to 9)`])
  })

  it('rolls fire’s d6; cold and heat are impaired: the lower of two d4 by the house rule', async () => {
    await openMurdham(db(), (d) => (d.health = { current: 2, max: 6 }))
    const { result: wrapper, seed } = withKnownDice(() => mount(MurdhamHazardDialog))
    await wrapper.get('select[name="hazard"]').setValue('fire')
    expect(wrapper.get('[data-testid="modifiers"]').text()).toContain('Fire+1d6Elemental damage')
    expect(wrapper.find('[data-testid="impaired-note"]').exists()).toBe(false)
    await wrapper.get('select[name="hazard"]').setValue('cold-heat')
    expect(text(wrapper, 'impaired-note')).toContain(
      "This campaign's house rule: roll the die twice and keep the lower",
    )
    expect(wrapper.get('[data-testid="modifiers"]').text()).toBe(
      'Cold or heat (impaired: the lower of two)+1d4Elemental damage; House rule: impaired damage',
    )
    // The lower of 2d4 is 2 or more in 9 of 16 cases: health 2 drops to 0 or below.
    expect(text(wrapper, 'hazard-odds')).toBe(
      `Health 2: ${(30 / 16).toFixed(1)} damage on average, ${percent(9 / 16)} to drop to 0 or below.`,
    )
    await button(wrapper, 'Roll damage').trigger('click')
    await flushPromises()
    const roll = rollHazard(createRng(seed), hazardDice('cold-heat', { impairedKeepsLower: true }))
    const [first, second] = roll.rolls[0]?.twice ?? []
    expect(roll.damage).toBe(Math.min(first?.total ?? 0, second?.total ?? 0))
    expect(murdhamData().health.current).toBe(2 - roll.damage)
    expect(wrapper.get('.results li').text()).toContain(
      `1d4 twice (${first?.total}, ${second?.total}), the lower ${roll.damage}: ${roll.damage} direct damage`,
    )
  })

  it('rolls the printed d4 once when the campaign turns the impaired house rule off', async () => {
    await openMurdham(db(), (d) => (d.health = { current: 2, max: 6 }))
    await useSettingsStore().setHouseRule('murdham', 'impairedKeepsLower', false)
    const wrapper = mount(MurdhamHazardDialog)
    await wrapper.get('select[name="hazard"]').setValue('cold-heat')
    expect(text(wrapper, 'impaired-note')).toContain('roll the printed die once')
    expect(text(wrapper, 'hazard-odds')).toContain(`${percent(3 / 4)} to drop to 0 or below`)
  })

  it('refuses a height out of range with the reason, and keeps the last good one', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamHazardDialog)
    await commitNumber(wrapper, 'Height of the fall (metres)', '500')
    expect(wrapper.text()).toContain('Height of the fall (metres) must be from 0 to 200.')
    expect(wrapper.get('[data-testid="modifiers"]').text()).toContain('+2d4')
  })

  it('opens from the sheet’s health row', async () => {
    await openMurdham(db())
    const profile = mount(MurdhamProfile, { attachTo: document.body })
    await button(profile, 'Hazard damage…').trigger('click')
    await nextTick()
    expect(profile.get('dialog h2').text()).toBe('Hazard damage')
    profile.unmount()
  })
})
