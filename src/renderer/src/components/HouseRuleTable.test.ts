// The compact house-rule table (Gods & Monsters' contributor table) and the wrapper that puts
// a system's single rules and its tables together.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { godsMonsters } from '@systems/gods-monsters'
import { symbaroum } from '@systems/symbaroum'
import { inferredMajor } from '@systems/gods-monsters/house-rules'
import HouseRuleTable from './HouseRuleTable.vue'
import HouseRulesForm from './HouseRulesForm.vue'
import SystemHouseRules from './SystemHouseRules.vue'

const contributorSpecs = godsMonsters.houseRules.filter((s) => s.table?.id === 'contributors')

function table(props: { values?: Record<string, number>; inherited?: Record<string, number> }) {
  return mount(HouseRuleTable, {
    props: { specs: contributorSpecs, idPrefix: 'gods-monsters', values: {}, ...props },
  })
}

const cell = (wrapper: ReturnType<typeof table>, label: string) =>
  wrapper.get(`input[data-field="${label}"]`)

describe('HouseRuleTable', () => {
  it('shows one row per settable score with a Major and a Minor cell holding the default', () => {
    const wrapper = table({})
    const rows = wrapper.findAll('tbody tr')
    // Scores 3–20, less the eight the worked examples fix (Toromeen: 8, 10, 12, 15, 18; the bow
    // built for strength: 13, 14, 16).
    expect(rows.map((r) => r.get('th').text())).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '9',
      '11',
      '17',
      '19',
      '20',
    ])
    expect(wrapper.findAll('thead th').map((th) => th.text())).toEqual(['Score', 'Major', 'Minor'])
    expect((cell(wrapper, 'Major contributor at 3').element as HTMLInputElement).value).toBe(
      String(inferredMajor(3)),
    )
    expect(wrapper.get('.table-title').text()).toContain('(all defaults)')
  })

  it('commits a typed cell on Enter as that rule, and refuses a value out of range', async () => {
    const wrapper = table({})
    const input = cell(wrapper, 'Major contributor at 17')
    await input.setValue('4')
    expect(wrapper.emitted('set')).toBeUndefined()
    await input.trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('set')).toEqual([['majorContributor17', 4]])
    await input.setValue('11')
    await input.trigger('blur')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(wrapper.emitted('set')).toHaveLength(1)
  })

  it('marks set cells, resets one, and resets the whole table', async () => {
    const wrapper = table({ values: { majorContributor17: 3, minorContributor20: 4 } })
    expect(wrapper.get('.table-title').text()).toContain('(2 set here)')
    expect(wrapper.findAll('.cell.set')).toHaveLength(2)
    await wrapper.get('button[aria-label="Reset Major contributor at 17"]').trigger('click')
    expect(wrapper.emitted('set')).toEqual([['majorContributor17', null]])
    await wrapper.get('button:not([aria-label])').trigger('click')
    expect(wrapper.emitted('set')?.slice(1)).toEqual([
      ['majorContributor17', null],
      ['minorContributor20', null],
    ])
  })

  it('in a campaign, an unset cell shows the app-wide value', () => {
    const wrapper = table({ inherited: { majorContributor3: -5 } })
    expect((cell(wrapper, 'Major contributor at 3').element as HTMLInputElement).value).toBe('-5')
    expect(wrapper.get('.table-title').text()).toContain('(all from the app-wide settings)')
  })

  it('disabled, every cell and button is disabled', () => {
    const wrapper = mount(HouseRuleTable, {
      props: { specs: contributorSpecs, idPrefix: 'g', values: {}, disabled: true },
    })
    expect(wrapper.get('fieldset').attributes('disabled')).toBeDefined()
  })
})

describe('SystemHouseRules', () => {
  it('lists the single rules in the form and the table rules only in the table', () => {
    const wrapper = mount(SystemHouseRules, {
      props: { specs: godsMonsters.houseRules, idPrefix: 'gods-monsters', values: {} },
    })
    const formSpecs = wrapper.getComponent(HouseRulesForm).props('specs')
    expect(formSpecs.some((s) => s.table)).toBe(false)
    expect(formSpecs.length + contributorSpecs.length).toBe(godsMonsters.houseRules.length)
    expect(wrapper.findAllComponents(HouseRuleTable)).toHaveLength(1)
  })

  it('a system without tables shows only the form', async () => {
    const wrapper = mount(SystemHouseRules, {
      props: { specs: symbaroum.houseRules, idPrefix: 'symbaroum', values: {} },
    })
    expect(wrapper.findAllComponents(HouseRuleTable)).toHaveLength(0)
    const first = symbaroum.houseRules.find((s) => s.kind === 'number')!
    // setValue fires input and change, as typing and leaving the field does.
    await wrapper.get(`input[id="symbaroum.${first.id}"]`).setValue(String(first.default))
    expect(wrapper.emitted('set')).toEqual([[first.id, first.default]])
  })
})
