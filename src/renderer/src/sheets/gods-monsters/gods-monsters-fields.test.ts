// The Fighting Art, the native culture and the fields as Toromeen gets them at creation (Fighting
// Art, Native Culture, Fields and skills), and the field bonus as a committed number field.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import type { GodsMonstersData } from '@systems/gods-monsters'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmFields from './GmFields.vue'
import GmSpecies from './GmSpecies.vue'
import {
  alertText,
  button,
  click,
  commitNumber,
  derivedValue,
  expectInvalid,
  fill,
  gmData,
  numberInput,
  openGm,
  openToromeen,
  statusText,
  submit,
} from './gm-test-helpers'

const db = useTestDatabase('gm-fields')
const skillsOf = (name: string) =>
  gmData()
    .fields.find((f) => f.name === name)
    ?.skills.map((s) => s.name)

describe('Gods & Monsters fields at creation', () => {
  it('gives the warrior the Fighting Art skills and adds one of the player’s own', async () => {
    await openGm(db())
    const wrapper = mount(GmFields, { props: { editable: true } })
    expect(wrapper.get('ul[aria-label="Fighting Art skills"]').text()).toBe('No skills yet.')
    // "As a warrior, Toromeen gains the Fighting Art field at +1, along with the skills unarmed
    // combat and weapon fluency."
    expect(derivedValue(wrapper, 'fightingArt')).toBe('+1')
    await click(wrapper, 'Give the warrior’s Fighting Art skills')
    expect(gmData().fightingArt.skills.map((s) => s.name.toLowerCase())).toEqual([
      'unarmed combat',
      'weapon fluency',
    ])
    expect(statusText(wrapper)).toBe('Unarmed combat and weapon fluency added.')
    await submit(wrapper, 'Add a Fighting Art skill')
    expect(alertText(wrapper)).toBe('Name the Fighting Art skill.')
    await fill(wrapper, 'fa-skill', 'Battleaxe')
    await submit(wrapper, 'Add a Fighting Art skill')
    expect(gmData().fightingArt.skills).toHaveLength(3)
    expect(wrapper.get('ul[aria-label="Fighting Art skills"]').text()).toContain('Battleaxe')
  })

  it('sets the Dwarf’s native culture at +2 with Spelunking from the species', async () => {
    await openGm(db())
    await click(mount(GmSpecies), 'Dwarf')
    const wrapper = mount(GmFields, { props: { editable: true } })
    await submit(wrapper, 'Native culture')
    expect(alertText(wrapper)).toBe('Name the native culture, e.g. Dwarven Culture.')
    await fill(wrapper, 'culture-name', 'Dwarven Culture')
    await fill(wrapper, 'culture-skills', 'Dwarven Language, Mountain Dwarf Etiquette')
    expect(button(wrapper, 'Set culture (+2)').exists()).toBe(true)
    await submit(wrapper, 'Native culture')
    // "Toromeen's specialty (species: dwarf) gives him the skill Spelunking in his Native Culture."
    expect(gmData().fields).toMatchObject([{ name: 'Dwarven Culture', kind: 'culture', bonus: 2 }])
    expect(skillsOf('Dwarven Culture')).toEqual([
      'Dwarven Language',
      'Mountain Dwarf Etiquette',
      'Spelunking',
    ])
    expect(statusText(wrapper)).toBe('Native culture: Dwarven Culture +2.')
    const field = wrapper.get('[data-field-name="Dwarven Culture"]')
    expect(field.get('h3').text()).toContain('Dwarven Culture +2')
    expect(field.text()).toContain('native culture')
    // A second culture replaces the first.
    expect(button(wrapper, 'Replace culture').exists()).toBe(true)
    await fill(wrapper, 'culture-name', 'Hill Dwarf Culture')
    await submit(wrapper, 'Native culture')
    expect(
      gmData()
        .fields.filter((f) => f.kind === 'culture')
        .map((f) => f.name),
    ).toEqual(['Hill Dwarf Culture'])
  })

  it('adds fields at +1 with their skills, refusing a nameless or repeated one, and edits skills', async () => {
    await openGm(db())
    const wrapper = mount(GmFields, { props: { editable: true } })
    await fill(wrapper, 'field-name', 'Engineering Science')
    await submit(wrapper, 'Add a field')
    expect(alertText(wrapper)).toBe(
      'Name the field and at least one skill (separate skills with commas).',
    )
    // "He chooses the field Engineering Science with the skill Defenses."
    await fill(wrapper, 'field-skills', 'Defenses')
    await fill(wrapper, 'field-archetype', 'warrior')
    await submit(wrapper, 'Add a field')
    expect(gmData().fields).toMatchObject([
      { name: 'Engineering Science', bonus: 1, kind: 'general', preferredArchetype: 'warrior' },
    ])
    expect(statusText(wrapper)).toBe('Added Engineering Science +1.')
    expect(wrapper.get('[data-field-name="Engineering Science"] h3').text()).toContain('(Warrior)')
    await fill(wrapper, 'field-name', 'engineering science')
    await fill(wrapper, 'field-skills', 'Bridges')
    await submit(wrapper, 'Add a field')
    expect(alertText(wrapper)).toBe('The character already has engineering science.')
    expect(gmData().fields).toHaveLength(1)

    await submit(wrapper, 'Add a skill to Engineering Science')
    expect(alertText(wrapper)).toBe('Name the skill.')
    await fill(wrapper, 'skill-Engineering Science', 'Siegecraft')
    await submit(wrapper, 'Add a skill to Engineering Science')
    expect(skillsOf('Engineering Science')).toEqual(['Defenses', 'Siegecraft'])
    await click(wrapper, 'Remove Defenses')
    expect(skillsOf('Engineering Science')).toEqual(['Siegecraft'])
    await click(wrapper, 'Remove the field Engineering Science')
    expect(gmData().fields).toEqual([])
  })
})

describe('Gods & Monsters field bonus', () => {
  it('commits a bonus on blur or Enter only, within 0 to 99, and stores it', async () => {
    await openToromeen(db())
    const wrapper = mount(GmFields, { props: { editable: true } })
    const label = 'Engineering Science bonus'
    const input = numberInput(wrapper, label)
    expect(input.element.value).toBe('1')
    await input.setValue('3')
    // Nothing is saved while typing.
    expect(gmData().fields.find((f) => f.name === 'Engineering Science')?.bonus).toBe(1)
    await input.trigger('blur')
    await flushPromises()
    expect(gmData().fields.find((f) => f.name === 'Engineering Science')?.bonus).toBe(3)
    expect(wrapper.get('[data-field-name="Engineering Science"] h3').text()).toContain('+3')
    await commitNumber(wrapper, label, '100', 'enter')
    expectInvalid(wrapper, label, `${label} must be from 0 to 99.`)
    await commitNumber(wrapper, label, 'two')
    expectInvalid(wrapper, label, '“two” is not a whole number.')
    expect(gmData().fields.find((f) => f.name === 'Engineering Science')?.bonus).toBe(3)
    // Escape puts the saved value back.
    await input.trigger('keydown', { key: 'Escape' })
    expect(input.element.value).toBe('3')
    expect(input.attributes('aria-invalid')).toBe('false')
    await useEditorStore().flush()
    const stored = await db().characters.get(useEditorStore().record!.id)
    const fields = (stored?.data as GodsMonstersData).fields
    expect(fields.find((f) => f.name === 'Engineering Science')?.bonus).toBe(3)
  })

  it('on the sheet lists Toromeen’s fields and skills without editing controls', async () => {
    await openToromeen(db())
    const wrapper = mount(GmFields)
    expect(
      wrapper.findAll('[data-field-name]').map((f) => f.attributes('data-field-name')),
    ).toEqual(['Dwarven Culture', 'Engineering Science', 'War Craft'])
    expect(wrapper.get('ul[aria-label="War Craft skills"]').text()).toBe('Weaponsmith')
    expect(wrapper.findAll('input')).toHaveLength(0)
    expect(wrapper.findAll('form')).toHaveLength(0)
  })
})
