import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref, type VNode } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { HeimrData } from '@systems/heimr/model'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { useEditorStore } from '@renderer/stores/editor'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import CreationWizard from './CreationWizard.vue'
import { anyPathRouter, settle } from './components-test-helpers'

/** The wizard over two steps, in a host that keeps the step; `content` fills each step. */
async function wizard(
  content: (step: number) => VNode[],
  options: { start?: number; stepPaths?: string[] } = {},
) {
  const router = anyPathRouter()
  await router.push('/')
  const step = ref(options.start ?? 0)
  const Host = defineComponent({
    setup: () => () =>
      h(
        CreationWizard,
        {
          steps: ['Concept', 'Attributes'],
          stepPaths: options.stepPaths,
          modelValue: step.value,
          'onUpdate:modelValue': (value: number) => (step.value = value),
        },
        () => content(step.value),
      ),
  })
  const wrapper = mount(Host, { global: { plugins: [router] }, attachTo: document.body })
  await flushPromises()
  return { wrapper, router, step }
}

describe('CreationWizard', () => {
  it('puts the keyboard on the first field when it opens and after Next or Back', async () => {
    setActivePinia(createPinia())
    const { wrapper } = await wizard((step) =>
      step === 0
        ? [h('input', { name: 'concept' })]
        : [h('button', 'Roll'), h('input', { name: 'strong' })],
    )
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

describe('CreationWizard with a character open', () => {
  const db = useTestDatabase('creation-wizard')
  /** Each step holds one field; the second step shows the findings about the attributes. */
  const steps = (start = 0) =>
    wizard((step) => [h('input', { name: `step-${step}` })], {
      start,
      stepPaths: ['concept', 'attributes'],
    })
  const finish = (wrapper: ReturnType<typeof mount>) =>
    wrapper.findAll('.nav button').find((b) => b.text() === 'Finish')!

  it('jumps to a step from the list and shows the findings about that step only', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d) => {
      for (const id of Object.keys(d.attributes)) d.attributes[id as 'strong'] = 10
      d.attributes.strong = 15 // 85 points, not the 80 the default house rule asks for
    })
    const total = useEditorStore().findings.find((f) => f.code === 'attribute-total')!
    const { wrapper, step } = await steps()
    expect(wrapper.find('ul.findings').exists()).toBe(false)
    await wrapper.findAll('.steps button')[1]!.trigger('click')
    expect(step.value).toBe(1)
    expect(wrapper.findAll('.steps button')[1]!.attributes('aria-current')).toBe('step')
    expect(wrapper.get('ul[aria-label="Problems in this step"]').text()).toBe(total.message)
    wrapper.unmount()
  })

  it('will not finish while the rule check has errors, and says why', async () => {
    await openSampleCharacter<HeimrData>(db(), 'heimr', (d) => {
      d.abilities.dicing = {
        name: 'Dicing',
        baseConsistency: 0,
        attributes: ['luck'], // not an attribute of the character: an error
        trainedConsistency: 0,
        trainedPotential: 0,
      }
    })
    const { wrapper } = await steps(1)
    expect(finish(wrapper).attributes('disabled')).toBe('')
    expect(wrapper.get('.nav .field-error').text()).toBe(
      'Fix the errors listed in the rule check first.',
    )
    wrapper.unmount()
  })

  it('finishes by saving the character and opening its sheet', async () => {
    const record = await openSampleCharacter(db(), 'murdham')
    const { wrapper, router } = await steps(1)
    expect(useEditorStore().rename('Wulf')).toBeNull()
    await finish(wrapper).trigger('click')
    await settle()
    expect((await db().characters.get(record.id))!.name).toBe('Wulf')
    expect(router.currentRoute.value.fullPath).toBe(`/characters/${record.id}`)
    wrapper.unmount()
  })
})
