// The whole Murdham sheet, its size reference, and guided creation's steps.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import { massiveZoneMediumEquivalent, sizes } from '@systems/murdham'
import { routes } from '@renderer/router'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamSheet from './MurdhamSheet.vue'
import MurdhamCreation from './MurdhamCreation.vue'
import MurdhamReference from './MurdhamReference.vue'
import { button, commitNumber, murdhamData, openMurdham } from './murdham-test-helpers'

const db = useTestDatabase('murdham-whole-sheet')

const contest = (wrapper: ReturnType<typeof mount>) =>
  wrapper.get('[data-testid="size-contest"]').text()

describe('Murdham sheet', () => {
  it('shows every card and saves the concept and notes', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamSheet)
    const titles = wrapper.findAll('h2').map((h) => h.text())
    for (const title of [
      'Abilities',
      'Items and bulk',
      'Conditions and time',
      'Diseases',
      'Poisons and drugs',
      'Size, health and skills',
      'Trading',
      'Animals',
      'Diplomacy and manipulation',
      'Size reference',
      'Notes',
    ])
      expect(titles).toContain(title)
    const concept = wrapper.get('input[name="concept"]')
    await concept.setValue('River warden')
    await concept.trigger('blur')
    const notes = wrapper.get('textarea[name="notes"]')
    await notes.setValue('Owes the ferryman.')
    await notes.trigger('blur')
    expect(murdhamData()).toMatchObject({ concept: 'River warden', notes: 'Owes the ferryman.' })
  })
})

describe('Murdham size reference', () => {
  it('lists zone occupancy and decides contests by size', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamReference)
    const cells = wrapper.findAll('tbody td').map((td) => td.text())
    expect(cells).toEqual([
      String(sizes.tiny.perZone),
      String(sizes.small.perZone),
      String(sizes.medium.perZone),
      String(sizes.large.perZone),
      `large open zones only (room for ${massiveZoneMediumEquivalent} medium)`,
    ])
    expect(contest(wrapper)).toBe('A medium character rolls as usual.')
    // Size categories: a larger character wins STR contests against a smaller one outright…
    await wrapper.get('select[name="contest-opponent"]').setValue('small')
    expect(contest(wrapper)).toBe('A medium character wins automatically.')
    await wrapper.get('select[name="contest-opponent"]').setValue('large')
    expect(contest(wrapper)).toBe('A medium character loses automatically.')
    // …and loses AGI or WIT contests where its size is a drawback.
    await wrapper.get('select[name="contest-ability"]').setValue('agi')
    expect(contest(wrapper)).toBe('A medium character rolls as usual.')
    await wrapper.get('input[name="contest-disadvantage"]').setValue(true)
    expect(contest(wrapper)).toBe('A medium character wins automatically.')
  })
})

describe('Murdham creation', () => {
  it('walks through abilities, size and skills, and items', async () => {
    await openMurdham(db())
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push('/characters')
    const wrapper = mount(MurdhamCreation, {
      global: { plugins: [router] },
      attachTo: document.body,
    })
    expect(wrapper.find('input[name="concept"]').exists()).toBe(true)
    await button(wrapper, 'Next').trigger('click')
    await commitNumber(wrapper, 'WIT', '13')
    expect(murdhamData().abilities.wit).toEqual({ max: 13, current: 13 })
    await button(wrapper, 'WIT save').trigger('click')
    expect(wrapper.get('dialog.save-dialog h2').text()).toBe('Wits save')
    await button(wrapper, 'Close').trigger('click')
    await flushPromises()
    expect(wrapper.find('dialog.save-dialog').exists()).toBe(false)
    await button(wrapper, 'Next').trigger('click')
    expect(wrapper.find('input[data-field="Health"]').exists()).toBe(false)
    await commitNumber(wrapper, 'Max health', '7')
    expect(murdhamData().health).toEqual({ current: 7, max: 7 })
    await button(wrapper, 'Next').trigger('click')
    expect(wrapper.find('form[aria-label="Add an item"]').exists()).toBe(true)
    wrapper.unmount()
  })

  it('checks who fits in a zone, each size on its own', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamReference)
    const verdict = () => wrapper.get('[data-testid="zone-check"]').text()
    expect(verdict()).toBe('Count who is in the zone.')
    await commitNumber(wrapper, 'Medium', '8')
    await commitNumber(wrapper, 'Large', '2')
    expect(verdict()).toBe('Everyone fits.')
    await commitNumber(wrapper, 'Medium', '9')
    expect(verdict()).toBe('9 medium is more than the 8 a zone holds.')
    await commitNumber(wrapper, 'Medium', '0')
    await commitNumber(wrapper, 'Large', '0')
    await commitNumber(wrapper, 'Massive', '1')
    expect(verdict()).toBe('A massive character fits only in a large, open zone.')
    await wrapper.get('input[name="open-zone"]').setValue(true)
    await commitNumber(wrapper, 'Massive', '0')
    await commitNumber(wrapper, 'Medium', '16')
    expect(verdict()).toBe('Everyone fits.')
    await commitNumber(wrapper, 'Medium', '17')
    expect(verdict()).toBe('17 medium is more than the 16 a zone holds.')
  })
})
