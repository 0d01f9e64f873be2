import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { GodsMonstersData } from '@systems/gods-monsters'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'
import { useLibraryStore } from '@renderer/stores/library'
import GmAbilityScores from './GmAbilityScores.vue'
import GmFirstLevel from './GmFirstLevel.vue'
import GmMojo from './GmMojo.vue'
import { useGodsMonsters } from './use-gods-monsters'

let counter = 0

beforeEach(async () => {
  useDatabase(new QuillkeepDatabase(`gods-monsters-sheet-test-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
  const record = await useLibraryStore().create('gods-monsters', 'Toromeen')
  await useEditorStore().open(record.id)
})

const data = () => useEditorStore().record?.data as GodsMonstersData

async function type(wrapper: ReturnType<typeof mount>, label: string, value: string) {
  const input = wrapper.find(`input[data-field="${label}"]`)
  await input.setValue(value)
  await input.trigger('blur') // a field saves when the user leaves it
}

describe('Gods & Monsters ability step', () => {
  it('records entered totals and swaps scores when a roll is given to another ability', async () => {
    const wrapper = mount(GmAbilityScores)
    for (const [i, total] of ['14', '10', '15', '9', '18', '12'].entries()) {
      await type(wrapper, `Roll ${i + 1}`, total)
    }
    expect(data().rolledScores).toEqual([14, 10, 15, 9, 18, 12])
    expect(data().abilities).toMatchObject({ charisma: 14, endurance: 9, strength: 12 })
    await wrapper.find('select[name="assign-charisma"]').setValue('3')
    expect(data().abilities).toMatchObject({ charisma: 9, endurance: 14 })
    // 19 cannot come from four dice: refused, nothing changes.
    await type(wrapper, 'Roll 1', '19')
    expect(wrapper.text()).toContain('must be from 3 to 18')
    expect(data().rolledScores[0]).toBe(14)
  })
})

describe('Gods & Monsters first level', () => {
  it('posts the mojo and coins once, and again in place of the old ones after a change', async () => {
    useEditorStore().edit<GodsMonstersData>((d) => (d.abilities.strength = 18))
    const wrapper = mount(GmFirstLevel)
    await wrapper.find('button.primary').trigger('click')
    await flushPromises()
    const editor = useEditorStore()
    expect(editor.balances.mojo).toBe(16)
    expect(editor.balances.coins).toBe(1800)
    expect(wrapper.find('button.primary').attributes('disabled')).toBeDefined()
    editor.edit<GodsMonstersData>((d) => (d.abilities.strength = 15))
    await flushPromises()
    await wrapper.find('button.primary').trigger('click')
    expect(editor.balances.mojo).toBe(14)
    expect(editor.balances.coins).toBe(1500)
    expect(data().survival.max).toBe(5)
  })
})

describe('useGodsMonsters', () => {
  it('shows a refused ledger action and changes nothing', () => {
    const sheet = useGodsMonsters()
    const before = JSON.stringify(useEditorStore().record)
    const kept = sheet.record(() => {
      throw new Error('Trade a whole number of mojo.')
    })
    expect(kept).toBe(false)
    expect(sheet.error.value).toBe('Trade a whole number of mojo.')
    expect(JSON.stringify(useEditorStore().record)).toBe(before)
  })
})

describe('Gods & Monsters mojo spending', () => {
  it('prices an ability at its score when one point short of a specialty', async () => {
    const editor = useEditorStore()
    editor.award('mojo', 40, 'test')
    const wrapper = mount(GmMojo)
    const strength = () => wrapper.find('[data-option^="ability"][data-option$=":strength"]')
    // A warrior's archetypal Strength 10 costs 2 × 10 normally...
    expect(strength().text()).toContain('20 mojo')
    await wrapper.find('input[name="for-specialty"]').setValue(true)
    // ...and just its score, 10, when a specialty needs one more point.
    expect(strength().text()).toContain('10 mojo')
    await strength().find('button').trigger('click')
    expect(data().abilities.strength).toBe(11)
    expect(editor.balances.mojo).toBe(30)
  })

  it('lets a monk learn a technique on a skill and then widen it to the whole field', async () => {
    const editor = useEditorStore()
    editor.edit<GodsMonstersData>((d) => {
      d.archetypes = [{ archetype: 'monk', level: 1 }]
      d.fields = [
        {
          id: 'f1',
          name: 'Meditation',
          kind: 'general',
          bonus: 1,
          skills: [
            { id: 's1', name: 'Breathing' },
            { id: 's2', name: 'Stillness' },
          ],
          preferredArchetype: null,
          techniques: [],
        },
      ]
    })
    editor.award('mojo', 10, 'test')
    const wrapper = mount(GmMojo)
    await wrapper.find('select[name="technique-field"]').setValue('f1')
    await wrapper.find('select[name="technique-skill"]').setValue('s1')
    await wrapper.find('input[name="technique-name"]').setValue('Iron lung')
    await wrapper.find('form[aria-label="Learn a technique"]').trigger('submit')
    expect(data().fields[0]!.techniques).toMatchObject([{ name: 'Iron lung', skillIds: ['s1'] }])
    expect(editor.balances.mojo).toBe(8) // 2 for a skill technique
    const widen = wrapper.findAll('button').find((b) => b.text().startsWith('Whole field'))
    expect(widen?.text()).toContain('3 mojo') // converting a one-skill technique costs 3
    await widen!.trigger('click')
    expect(data().fields[0]!.techniques[0]!.skillIds).toEqual([])
    expect(editor.balances.mojo).toBe(5)
  })
})
