// What every system's sheet shares: the concept line and notes card, the creation flow's first
// step, and the registry that loads each system's sheet and creation flow on demand.
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, type Component } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import { systems } from '@systems/index'
import { symbaroumDataSchema, type SymbaroumData } from '@systems/symbaroum/model'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import ConceptStep from './ConceptStep.vue'
import SheetTextFields from './SheetTextFields.vue'
import { sheetFor, systemsWithSheets } from './index'

const db = useTestDatabase('sheet-common')

/**
 * The message the editor gives when the schema refuses `concept`: the path, and the problem in
 * the app's words (as import words it; never zod's own English).
 */
function conceptRefusal(value: string): string {
  const parsed = symbaroumDataSchema.shape.concept.safeParse(value)
  if (parsed.success) throw new Error('expected the schema to refuse this concept')
  const max = symbaroumDataSchema.shape.concept.maxLength
  return `concept: expected text of at most ${max} characters, got ${value.length} characters`
}

describe('The concept line', () => {
  it('shows the saved concept and saves what the user types', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d) => (d.concept = 'Hunter'))
    const wrapper = mount(SheetTextFields, { props: { field: 'concept', placeholder: 'e.g. X' } })
    const input = wrapper.get<HTMLInputElement>('input[name="concept"]')
    expect(input.element.value).toBe('Hunter')
    expect(input.attributes('placeholder')).toBe('e.g. X')
    await input.setValue('Ambrian treasure hunter')
    await input.trigger('blur')
    expect(editedData<SymbaroumData>().concept).toBe('Ambrian treasure hunter')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    await flushPromises()
  })

  it('refuses a concept longer than the schema allows, says why, and keeps the saved one', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d) => (d.concept = 'Hunter'))
    const wrapper = mount(SheetTextFields, { props: { field: 'concept' } })
    const long = 'x'.repeat(201)
    const input = wrapper.get('input[name="concept"]')
    await input.setValue(long)
    // Nothing is saved or refused while typing; leaving the field commits.
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    await input.trigger('blur')
    expect(wrapper.get('[role="alert"]').text()).toBe(conceptRefusal(long))
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(wrapper.get(`#${input.attributes('aria-describedby')}`).text()).toBe(
      conceptRefusal(long),
    )
    expect(editedData<SymbaroumData>().concept).toBe('Hunter')
    // A good value clears the message and is saved on Enter.
    await input.setValue('Hunter of relics')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(editedData<SymbaroumData>().concept).toBe('Hunter')
    await input.trigger('keydown', { key: 'Enter' })
    expect(editedData<SymbaroumData>().concept).toBe('Hunter of relics')
  })
})

describe('The notes card', () => {
  it('is a labelled card whose text is saved to the character’s notes', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d) => (d.notes = 'Owes Tova.'))
    const wrapper = mount(SheetTextFields, { props: { field: 'notes' } })
    expect(wrapper.get('h2').text()).toBe('Notes')
    expect(wrapper.find('input[name="concept"]').exists()).toBe(false)
    const notes = wrapper.get<HTMLTextAreaElement>('textarea[name="notes"]')
    expect(notes.element.value).toBe('Owes Tova.')
    await notes.setValue('Owes Tova 3 thaler.\nDistrusts the Queen’s men.')
    await notes.trigger('blur')
    expect(editedData<SymbaroumData>().notes).toBe(
      'Owes Tova 3 thaler.\nDistrusts the Queen’s men.',
    )
    await flushPromises()
    // Saved to the database, not only on screen.
    await useEditorStore().flush()
    const stored = await db().characters.get(useEditorStore().record?.id ?? '')
    expect((stored?.data as SymbaroumData).notes).toBe(
      'Owes Tova 3 thaler.\nDistrusts the Queen’s men.',
    )
  })
})

describe('The concept step of creation', () => {
  it('asks who the character is and saves the concept typed there', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum')
    const wrapper = mount(ConceptStep, { props: { placeholder: 'e.g. Ambrian treasure hunter' } })
    expect(wrapper.get('h2').text()).toBe('Who is this character?')
    const input = wrapper.get('input[name="concept"]')
    expect(input.attributes('placeholder')).toBe('e.g. Ambrian treasure hunter')
    await input.setValue('Ogre bodyguard')
    await input.trigger('blur')
    expect(editedData<SymbaroumData>().concept).toBe('Ogre bodyguard')
  })
})

describe('The sheet registry', () => {
  const router = () =>
    createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:rest(.*)*', component: { render: () => null } }],
    })

  /** Mounts an on-demand component the way a view does: inside a parent that renders it. */
  const mountInside = (component: Component) =>
    mount(defineComponent({ render: () => h(component) }), { global: { plugins: [router()] } })

  it('has a sheet and a creation flow for every game system', () => {
    expect(systemsWithSheets().sort()).toEqual(Object.keys(systems).sort())
  })

  it.each(Object.keys(systems) as (keyof typeof systems)[])(
    'loads the %s sheet and creation flow for that system’s character',
    async (systemId) => {
      await openSampleCharacter(db(), systemId)
      const entry = sheetFor(systemId)
      if (!entry) throw new Error(`no sheet for ${systemId}`)
      const sheet = mountInside(entry.sheet)
      await vi.waitFor(() => expect(sheet.find(`[data-sheet="${systemId}"]`).exists()).toBe(true), {
        timeout: 15_000,
      })
      sheet.unmount()
      const creation = mountInside(entry.creation)
      await vi.waitFor(
        () => expect(creation.find('ol[aria-label="Creation steps"]').exists()).toBe(true),
        { timeout: 15_000 },
      )
      creation.unmount()
      await flushPromises()
    },
  )
})
