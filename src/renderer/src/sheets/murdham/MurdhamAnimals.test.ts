// Animals: adding them, taming a wild one (a proficient trainer only), and at most two
// trainings each.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { percent, saveOdds } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamAnimals from './MurdhamAnimals.vue'
import { alerts, button, murdhamData, openMurdham } from './murdham-test-helpers'

const db = useTestDatabase('murdham-animals')

const said = (wrapper: ReturnType<typeof mount>) => wrapper.get('p.outcome').text()

async function add(wrapper: ReturnType<typeof mount>, name: string, wild = false): Promise<void> {
  await wrapper.get('input[name="animal-name"]').setValue(name)
  await wrapper.get('input[name="animal-wild"]').setValue(wild)
  await wrapper.get('form[aria-label="Add an animal"]').trigger('submit')
}

async function train(wrapper: ReturnType<typeof mount>, name: string, training: string) {
  await wrapper.get(`select`).setValue(training)
  await button(wrapper, `Training passed for ${name}`).trigger('click')
}

describe('Murdham animals', () => {
  it('trains a domesticated animal twice at most', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamAnimals)
    await add(wrapper, ' ')
    expect(alerts(wrapper)).toEqual(['Name the animal.'])
    await add(wrapper, 'Mule')
    expect(wrapper.get('.animal').text()).toContain('domesticated; 0 of 2 trainings')
    await train(wrapper, 'Mule', 'labour')
    expect(said(wrapper)).toBe('Mule learns labour.')
    // The training chosen is still labour, which the mule has.
    await button(wrapper, 'Training failed for Mule').trigger('click')
    expect(alerts(wrapper)).toEqual(['Mule already has labour training.'])
    await wrapper.get('select').setValue('mount')
    await button(wrapper, 'Training failed for Mule').trigger('click')
    expect(said(wrapper)).toBe('Training failed: the trainer is hurt (an injury).')
    expect(murdhamData().animals[0]?.trainings).toEqual(['labour'])
    await train(wrapper, 'Mule', 'mount')
    expect(murdhamData().animals[0]?.trainings).toEqual(['labour', 'mount'])
    expect(wrapper.get('.animal').text()).toContain('2 of 2 trainings: Labour, Mount')
    // Training animals: at most two trainings.
    await train(wrapper, 'Mule', 'tricks')
    expect(alerts(wrapper)).toEqual([
      'Mule already has 2 trainings, the most an animal can receive.',
    ])
    await button(wrapper, 'Remove Mule').trigger('click')
    expect(murdhamData().animals).toEqual([])
  })

  it('a wild animal must be tamed first, by a proficient trainer', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamAnimals)
    await add(wrapper, 'Wolf', true)
    expect(wrapper.get('.animal').text()).toContain('wild, untamed')
    await button(wrapper, 'Tamed').trigger('click')
    expect(alerts(wrapper)).toEqual(['Only a proficient trainer can tame a wild animal.'])
    await wrapper.get('input[name="animal-proficient"]').setValue(true)
    await button(wrapper, 'Failed').trigger('click')
    expect(said(wrapper)).toBe('Taming Wolf failed: the trainer is hurt (an injury).')
    await button(wrapper, 'Tamed').trigger('click')
    expect(said(wrapper)).toBe('Wolf is tamed.')
    expect(wrapper.get('.animal').text()).toContain('wild, tamed')
    await train(wrapper, 'Wolf', 'fight')
    expect(murdhamData().animals[0]).toMatchObject({ tamed: true, trainings: ['fight'] })
  })

  it('befriends one animal with food and a WIT save, shown with its chance first', async () => {
    await openMurdham(db(), (d) => (d.abilities.wit = { max: 20, current: 20 }))
    const wrapper = mount(MurdhamAnimals)
    expect(wrapper.get('[data-testid="befriend-odds"]').text()).toBe(
      `${percent(saveOdds(20, 20, false, 'wit').chance)} to pass (d20 at or under 20)`,
    )
    await wrapper.get('input[name="friend-name"]').setValue('Wolf')
    await wrapper.get('input[name="friend-wild"]').setValue(true)
    await wrapper.get('form[aria-label="Befriend an animal"]').trigger('submit')
    expect(alerts(wrapper)).toEqual(['Only a proficient character can befriend a wild animal.'])
    expect(await db().rolls.count()).toBe(0)
    await wrapper.get('input[name="friend-wild"]').setValue(false)
    await wrapper.get('input[name="friend-name"]').setValue('Stray dog')
    await wrapper.get('form[aria-label="Befriend an animal"]').trigger('submit')
    await flushPromises()
    expect(said(wrapper)).toMatch(/^WIT save \d+ vs 20: pass\. Stray dog follows the character/)
    expect(murdhamData().befriended).toEqual({ name: 'Stray dog', wild: false, watch: 0 })
    expect(wrapper.get('[data-testid="befriended"]').text()).toContain(
      'Stray dog (domesticated) follows until this watch ends.',
    )
    const logged = (await db().rolls.toArray()).map((r) => r.label)
    expect(logged).toEqual(['Befriending Stray dog'])
    await button(wrapper, 'let it go').trigger('click')
    expect(murdhamData().befriended).toBeNull()
  })

  it('a failed save leaves the animal where it was', async () => {
    await openMurdham(db(), (d) => (d.abilities.wit = { max: 10, current: 0 }))
    const wrapper = mount(MurdhamAnimals)
    await wrapper.get('input[name="friend-name"]').setValue('Goat')
    await wrapper.get('form[aria-label="Befriend an animal"]').trigger('submit')
    expect(said(wrapper)).toMatch(/fail\. Goat is not won over: it may run away or turn hostile\.$/)
    expect(murdhamData().befriended ?? null).toBeNull()
  })
})
