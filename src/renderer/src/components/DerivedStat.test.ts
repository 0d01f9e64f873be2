import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { useEditorStore } from '@renderer/stores/editor'
import DerivedStat from './DerivedStat.vue'

describe('DerivedStat', () => {
  it('shows the value and ties its explanation and rule to it for hover and focus', () => {
    setActivePinia(createPinia())
    const editor = useEditorStore()
    // The store derives from the open character; stand in a derived value directly.
    Object.defineProperty(editor, 'derived', {
      value: {
        toughness: {
          label: 'Toughness',
          value: 10,
          explanation: 'Strong 7 is below 10, so Toughness is 10',
          rule: 'Secondary Attributes: Toughness',
        },
      },
    })
    const wrapper = mount(DerivedStat, { props: { id: 'toughness' } })
    const stat = wrapper.find('[data-derived="toughness"]')
    expect(stat.attributes('tabindex')).toBe('0')
    expect(stat.find('[data-testid="derived-value"]').text()).toBe('10')
    const tip = stat.find('[role="tooltip"]')
    expect(stat.attributes('aria-describedby')).toBe(tip.attributes('id'))
    expect(tip.text()).toContain('Strong 7 is below 10')
    expect(tip.text()).toContain('Rule: Secondary Attributes: Toughness')
  })

  it('renders nothing for a value the system does not derive', () => {
    setActivePinia(createPinia())
    const wrapper = mount(DerivedStat, { props: { id: 'missing' } })
    expect(wrapper.find('[data-derived]').exists()).toBe(false)
  })

  it('shows one explanation at a time, for the value hovered or focused; Escape dismisses it', async () => {
    setActivePinia(createPinia())
    const editor = useEditorStore()
    const value = (label: string) => ({
      label,
      value: 1,
      explanation: `${label} because`,
      rule: 'R',
    })
    Object.defineProperty(editor, 'derived', {
      value: { toughness: value('Toughness'), pain: value('Pain Threshold') },
    })
    // Both inside one row, as the sheets lay them out (the row once showed every tip at once).
    const wrapper = mount(
      {
        components: { DerivedStat },
        template:
          '<div class="row derived"><DerivedStat id="toughness" /><DerivedStat id="pain" /></div>',
      },
      { attachTo: document.body },
    )
    const [first, second] = wrapper.findAll('[data-derived]')
    const tip = (stat: typeof first) => stat!.get('[role="tooltip"]')
    expect(tip(first).isVisible()).toBe(false)
    await first!.trigger('mouseenter')
    expect(tip(first).isVisible()).toBe(true)
    expect(tip(second).isVisible()).toBe(false)
    await second!.trigger('focus')
    expect(tip(first).isVisible()).toBe(false)
    expect(tip(second).isVisible()).toBe(true)
    await second!.trigger('keydown', { key: 'Escape' })
    expect(tip(second).isVisible()).toBe(false)
    wrapper.unmount()
  })
})
