// A misspelt derived-value id renders nothing and raises nothing at run time, so sheets name them
// through each system's typed DerivedStat. MisspeltStats.vue holds the misspellings; its
// expect-error directives make `npm run typecheck` fail if one of them ever compiles.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { DerivedValue } from '@systems/types'
import { useEditorStore } from '@renderer/stores/editor'
import MisspeltStats from './MisspeltStats.vue'

const spelt = [
  'painThreshold',
  'freeSlots',
  'save.agi',
  'ability.brawl.consistency',
  'reaction.fortitude',
]

const value = (id: string, shown: number): DerivedValue => ({
  label: id,
  value: shown,
  explanation: `${id} because`,
  rule: 'R',
})

describe('misspelt derived-value ids', () => {
  it('show nothing, in a template or a script: only the correctly spelt ones appear', () => {
    setActivePinia(createPinia())
    // The store derives from the open character; stand in every system's values at once.
    Object.defineProperty(useEditorStore(), 'derived', {
      value: Object.fromEntries(spelt.map((id, i) => [id, value(id, i + 1)])),
    })
    const wrapper = mount(MisspeltStats)
    expect(
      wrapper.findAll('[data-derived]').map((stat) => stat.attributes('data-derived')),
    ).toEqual(spelt)
    expect(wrapper.get('[data-testid="script-reads"]').text()).toBe('1 4')
    expect(wrapper.get('[data-testid="misspelt-script-reads"]').text()).toBe('')
  })
})
