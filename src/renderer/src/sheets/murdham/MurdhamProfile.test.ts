// Size, health, corruption, career and skills: what each field saves and when, and what skills
// grant (languages beyond Common, literacy).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { carryLimit, formatBulk, skillPresets } from '@systems/murdham'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamProfile from './MurdhamProfile.vue'
import {
  alerts,
  button,
  commitNumber,
  derivedValue,
  expectInvalid,
  murdhamData,
  numberInput,
  openMurdham,
} from './murdham-test-helpers'

const db = useTestDatabase('murdham-profile')

async function addSkill(wrapper: ReturnType<typeof mount>, name: string): Promise<void> {
  await wrapper.get('input[name="skill-name"]').setValue(name)
  await wrapper.get('form[aria-label="Add a skill"]').trigger('submit')
}

async function changeText(wrapper: ReturnType<typeof mount>, selector: string, text: string) {
  const input = wrapper.get(selector)
  await input.setValue(text)
  await input.trigger('change')
  await input.trigger('blur')
}

describe('Murdham profile', () => {
  it('size sets the carry limit', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamProfile)
    expect(derivedValue(wrapper, 'carryLimit')).toBe(formatBulk(carryLimit('medium')))
    await wrapper.get('select[name="size"]').setValue('small')
    expect(murdhamData().size).toBe('small')
    // Size categories: a small character carries up to 2.
    expect(derivedValue(wrapper, 'carryLimit')).toBe('2')
  })

  it('saves health, max health and corruption on commit; nothing while typing', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamProfile)
    await numberInput(wrapper, 'Health').setValue('-3')
    expect(murdhamData().health.current).toBe(6)
    await numberInput(wrapper, 'Health').trigger('blur')
    expect(murdhamData().health).toEqual({ current: -3, max: 6 })
    await commitNumber(wrapper, 'Health', '6')
    await commitNumber(wrapper, 'Max health', '4', 'enter')
    // Health never stays above the new maximum.
    expect(murdhamData().health).toEqual({ current: 4, max: 4 })
    await commitNumber(wrapper, 'Max health', '9')
    expect(murdhamData().health).toEqual({ current: 4, max: 9 })
    await commitNumber(wrapper, 'Corruption', '5')
    expect(murdhamData().corruption).toBe(5)
    await commitNumber(wrapper, 'Corruption', '-1')
    expectInvalid(wrapper, 'Corruption', 'Corruption must be from 0 to 999.')
    await commitNumber(wrapper, 'Health', '-100')
    expectInvalid(wrapper, 'Health', 'Health must be from -99 to 999.')
    expect(murdhamData()).toMatchObject({ corruption: 5, health: { current: 4 } })
  })

  it('at creation shows only max health, and health follows it', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamProfile, { props: { creation: true } })
    expect(wrapper.find('input[data-field="Health"]').exists()).toBe(false)
    expect(wrapper.find('input[data-field="Corruption"]').exists()).toBe(false)
    await commitNumber(wrapper, 'Max health', '8')
    expect(murdhamData().health).toEqual({ current: 8, max: 8 })
  })

  it('saves the career as typed, as one undo step', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamProfile)
    await changeText(wrapper, 'input[name="career"]', 'Rat')
    await changeText(wrapper, 'input[name="career"]', 'Rat-catcher')
    await changeText(wrapper, 'input[name="career-knowledge"]', 'Rats, sewers')
    expect(murdhamData().career).toEqual({ name: 'Rat-catcher', knowledge: 'Rats, sewers' })
    useEditorStore().undo()
    useEditorStore().undo()
    expect(murdhamData().career).toEqual({ name: '', knowledge: '' })
  })

  it('adds skills (a named one brings its proficiency) and refuses a blank or repeated one', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamProfile)
    await addSkill(wrapper, '  ')
    expect(alerts(wrapper)).toEqual(['Name the skill.'])
    await addSkill(wrapper, 'Bargain')
    const bargain = skillPresets.find((p) => p.name === 'Bargain')
    expect(murdhamData().skills).toMatchObject([
      { name: 'Bargain', proficiency: bargain?.proficiency, languages: [], literacy: false },
    ])
    expect((wrapper.get('input[name="skill-name"]').element as HTMLInputElement).value).toBe('')
    await addSkill(wrapper, 'bargain')
    expect(alerts(wrapper)).toEqual(['bargain is already on the sheet.'])
    await addSkill(wrapper, 'Heraldry')
    expect(murdhamData().skills.at(-1)).toMatchObject({ name: 'Heraldry', proficiency: '' })
    expect(wrapper.findAll('tbody th').map((th) => th.text())).toEqual(['Bargain', 'Heraldry'])
  })

  it('skills grant languages beyond Common and literacy', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamProfile)
    await addSkill(wrapper, 'Erudition')
    expect(derivedValue(wrapper, 'languages')).toBe('Common')
    expect(derivedValue(wrapper, 'literacy')).toBe('Illiterate')
    await changeText(wrapper, 'input[aria-label="Erudition: languages"]', 'Classic, , Magick ')
    expect(murdhamData().skills[0]?.languages).toEqual(['Classic', 'Magick'])
    expect(derivedValue(wrapper, 'languages')).toBe('Common, Classic, Magick')
    await wrapper.get('input[aria-label="Erudition: grants literacy"]').setValue(true)
    expect(derivedValue(wrapper, 'literacy')).toBe('Literate')
    await changeText(wrapper, 'input[aria-label="Erudition: proficient in"]', 'Old books')
    await changeText(wrapper, 'input[aria-label="Erudition: crafts"]', 'Ink')
    expect(murdhamData().skills[0]).toMatchObject({
      proficiency: 'Old books',
      crafting: 'Ink',
      literacy: true,
    })
    await button(wrapper, 'Remove Erudition').trigger('click')
    expect(murdhamData().skills).toEqual([])
    expect(wrapper.find('table.skills').exists()).toBe(false)
  })
})
