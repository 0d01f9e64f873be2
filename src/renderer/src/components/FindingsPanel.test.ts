// The rule check beside the sheet: the open character's findings, errors and warnings marked,
// each with the rule it comes from; "No problems found." when there are none.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import type { HeimrData } from '@systems/heimr/model'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { useEditorStore } from '@renderer/stores/editor'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import FindingsPanel from './FindingsPanel.vue'

enableAutoUnmount(afterEach)
const db = useTestDatabase('findings-panel')

/** Eight attributes of 10: the 80 points the default house rule creates characters with. */
const balanced = (data: SymbaroumData) => {
  for (const id of Object.keys(data.attributes))
    data.attributes[id as keyof typeof data.attributes] = 10
}

describe('FindingsPanel', () => {
  it('says no problems were found, then shows a warning as soon as an edit causes one', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', balanced)
    const wrapper = mount(FindingsPanel)
    expect(wrapper.get('.ok').text()).toBe('No problems found.')
    const editor = useEditorStore()
    expect(editor.edit<SymbaroumData>((d) => (d.attributes.strong = 11))).toBeNull()
    await wrapper.vm.$nextTick()
    const [warning] = editor.findings
    expect(warning).toMatchObject({ severity: 'warning', code: 'attribute-total' })
    // symbaroum/check.ts: the total against the house rule's 80 (81 after raising Strong by 1).
    expect(warning!.message).toContain('add up to 81')
    const item = wrapper.get('[data-finding="attribute-total"]')
    expect(item.classes()).toContain('warning')
    expect(item.text()).toBe(`Warning: ${warning!.message} (${warning!.rule})`)
    expect(wrapper.find('.ok').exists()).toBe(false)
  })

  it('marks errors as errors, with the rule they come from', async () => {
    // Heimr: an ability is based on attributes the character has (heimr/check.ts).
    await openSampleCharacter<HeimrData>(db(), 'heimr', (d) => {
      d.abilities.dicing = {
        name: 'Dicing',
        baseConsistency: 0,
        attributes: ['luck'],
        trainedConsistency: 0,
        trainedPotential: 0,
      }
    })
    const wrapper = mount(FindingsPanel)
    const item = wrapper.get('li[data-finding="unknown-attribute"]')
    expect(item.classes()).toContain('error')
    expect(item.get('strong').text()).toBe('Error:')
    const finding = useEditorStore().findings.find((f) => f.code === 'unknown-attribute')!
    expect(finding.message).toBe(
      'Dicing is based on "luck", which is not an attribute of this character.',
    )
    expect(item.text()).toBe(`Error: ${finding.message} (${finding.rule})`)
  })
})
