import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import CreationWizard from './CreationWizard.vue'

describe('CreationWizard', () => {
  it('puts the keyboard on the first field when it opens and after Next or Back', async () => {
    setActivePinia(createPinia())
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/', component: { template: '<div />' } }],
    })
    const step = ref(0)
    const Host = defineComponent({
      setup: () => () =>
        h(
          CreationWizard,
          {
            steps: ['Concept', 'Attributes'],
            modelValue: step.value,
            'onUpdate:modelValue': (value: number) => (step.value = value),
          },
          () =>
            step.value === 0
              ? [h('input', { name: 'concept' })]
              : [h('button', 'Roll'), h('input', { name: 'strong' })],
        ),
    })
    const wrapper = mount(Host, { global: { plugins: [router] }, attachTo: document.body })
    await flushPromises()
    expect(document.activeElement?.getAttribute('name')).toBe('concept')
    await wrapper.get('button.primary').trigger('click')
    await nextTick()
    await nextTick()
    expect(document.activeElement?.getAttribute('name')).toBe('strong')
    await wrapper.findAll('.nav button')[0]!.trigger('click')
    await nextTick()
    await nextTick()
    expect(document.activeElement?.getAttribute('name')).toBe('concept')
    wrapper.unmount()
  })
})
