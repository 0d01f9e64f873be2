// Without air: four free rounds, then a STR save each round with its exact chance shown first;
// the first failure knocks the character out until the stretch ends, the next one kills; each as
// one change that Undo takes back; every round in the roll log.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { nextTick } from 'vue'
import { percent, saveOdds, suffocationOdds } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamSuffocationDialog from './MurdhamSuffocationDialog.vue'
import MurdhamProfile from './MurdhamProfile.vue'
import { button, murdhamData, openMurdham } from './murdham-test-helpers'

const db = useTestDatabase('murdham-suffocation')
const text = (w: ReturnType<typeof mount>, id: string) => w.get(`[data-testid="${id}"]`).text()

async function rounds(wrapper: ReturnType<typeof mount>, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await button(wrapper, 'Next round').trigger('click')
  await flushPromises()
}

describe('Murdham suffocation dialog', () => {
  it('holds breath for 4 rounds, then shows the STR save’s chance and the odds ahead', async () => {
    await openMurdham(db(), (d) => (d.abilities.str = { max: 11, current: 11 }))
    const wrapper = mount(MurdhamSuffocationDialog)
    expect(text(wrapper, 'suffocation-status')).toContain('4 rounds left before saves')
    // Three rounds ahead from the start: all on held breath.
    expect(text(wrapper, 'suffocation-odds')).toContain('0% to pass out, 0% to die')
    await rounds(wrapper, 4)
    expect(murdhamData().conditions).toEqual([])
    expect(text(wrapper, 'suffocation-status')).toContain('Out of breath')
    const save = saveOdds(11, 20, false, 'str')
    const ahead = suffocationOdds({ rounds: 4, passedOut: false, dead: false }, 3, save.chance)
    expect(text(wrapper, 'suffocation-odds')).toBe(
      `This round: STR save, ${percent(save.chance)} to pass (d20 at or under 11). Over the next 3 rounds: ${percent(ahead.passedOut)} to pass out, ${percent(ahead.dead)} to die.`,
    )
    const logged = (await db().rolls.toArray()).map((r) => r.result)
    expect(logged).toContain('Round 1: breath held; still conscious')
  })

  it('a failed save knocks the character out, the next kills; Undo takes each back', async () => {
    // STR 0: every save fails.
    await openMurdham(db(), (d) => (d.abilities.str = { max: 10, current: 0 }))
    const wrapper = mount(MurdhamSuffocationDialog)
    await rounds(wrapper, 5)
    expect(murdhamData().conditions).toEqual([{ id: 'incapacitated', until: 'stretch' }])
    expect(wrapper.get('.results li').text()).toContain('Round 5: STR save')
    expect(wrapper.get('.results li').text()).toContain('passes out until the stretch ends')
    await rounds(wrapper, 1)
    expect(murdhamData().deceased).toBe(true)
    expect(text(wrapper, 'suffocation-status')).toContain('Dead.')
    expect(button(wrapper, 'Next round').attributes('disabled')).toBeDefined()
    await button(wrapper, 'Undo').trigger('click')
    await flushPromises()
    expect(murdhamData().deceased).toBe(false)
    expect(text(wrapper, 'suffocation-status')).toContain('Passed out')
    const logged = (await db().rolls.toArray()).map((r) => [r.label, r.result])
    expect(logged).toContainEqual([
      'Suffocation',
      expect.stringMatching(/^Round 6: STR save .*dies/),
    ])
    expect(logged).toContainEqual(['Suffocation', 'undid round 6 (died)'])
  })

  it('a character who breathes again starts over', async () => {
    await openMurdham(db(), (d) => (d.abilities.str = { max: 20, current: 20 }))
    const wrapper = mount(MurdhamSuffocationDialog)
    await rounds(wrapper, 6)
    expect(text(wrapper, 'suffocation-status')).toContain('Rounds without air: 6')
    expect(murdhamData().conditions).toEqual([])
    await button(wrapper, 'Breathes again').trigger('click')
    expect(text(wrapper, 'suffocation-status')).toContain('Rounds without air: 0')
  })

  it('opens from the sheet’s health row', async () => {
    await openMurdham(db())
    const profile = mount(MurdhamProfile, { attachTo: document.body })
    await button(profile, 'Without air…').trigger('click')
    await nextTick()
    expect(profile.get('dialog h2').text()).toBe('Without air')
    profile.unmount()
  })
})
