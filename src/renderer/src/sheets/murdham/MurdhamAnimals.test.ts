// Animals: adding them, taming a wild one (a proficient trainer only), and at most two
// trainings each.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
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
})
