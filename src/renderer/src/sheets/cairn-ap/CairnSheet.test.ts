// The whole Cairn sheet and its guided creation: the cards together, the recent log, the concept
// line, and creation's hireling roll (3d6 per attribute, 1d6 HP).
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createRng } from '@systems/common/dice'
import { rollHireling } from '@systems/cairn-ap'
import { routes } from '@renderer/router'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import CairnSheet from './CairnSheet.vue'
import CairnCreation from './CairnCreation.vue'
import { button, cairnData, openCairn, withKnownDice } from './cairn-test-helpers'

const db = useTestDatabase('cairn-whole-sheet')

function logAt(n: number): { id: string; at: string; text: string } {
  return { id: `log-${n}`, at: '2026-01-01T00:00:00.000Z', text: `Event ${n}` }
}

describe('Cairn sheet', () => {
  it('shows every card and the 12 most recent log entries, newest first', async () => {
    await openCairn(db(), (d) => (d.log = Array.from({ length: 14 }, (_, i) => logAt(i + 1))))
    const wrapper = mount(CairnSheet)
    for (const title of [
      'Attributes and health',
      'Inventory',
      'Grimoire and magic',
      'Damage and recovery',
      'Log',
      'Notes',
    ])
      expect(wrapper.findAll('h2').map((h) => h.text())).toContain(title)
    const log = wrapper.findAll('[data-testid="cairn-log"] li').map((li) => li.text())
    expect(log).toHaveLength(12)
    expect(log[0]).toBe('Event 14')
    expect(log.at(-1)).toBe('Event 3')
    expect(wrapper.text()).not.toContain('Nothing yet.')
  })

  it('says when nothing is logged yet, and saves the concept line', async () => {
    await openCairn(db())
    const wrapper = mount(CairnSheet)
    expect(wrapper.text()).toContain('Nothing yet.')
    const concept = wrapper.get('input[name="concept"]')
    await concept.setValue('Hedge wizard')
    await concept.trigger('blur')
    expect(cairnData().concept).toBe('Hedge wizard')
  })
})

describe('Cairn creation', () => {
  async function mountCreation() {
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push('/characters')
    return withKnownDice(() => mount(CairnCreation, { global: { plugins: [router] } }))
  }

  it('rerolls attributes and HP like a hireling, as current and max', async () => {
    await openCairn(db())
    const { mounted: wrapper, seed } = await mountCreation()
    await button(wrapper, 'Next').trigger('click')
    await button(wrapper, 'Roll 3d6 / 1d6 again').trigger('click')
    // Hirelings: 3d6 for each attribute and 1d6 for HP.
    const stats = rollHireling(createRng(seed))
    expect(cairnData()).toMatchObject({
      attributes: {
        str: { current: stats.str, max: stats.str },
        dex: { current: stats.dex, max: stats.dex },
        wil: { current: stats.wil, max: stats.wil },
      },
      hp: { current: stats.hp, max: stats.hp },
    })
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })

  it('walks through inventory and spells', async () => {
    await openCairn(db())
    const { mounted: wrapper } = await mountCreation()
    expect(wrapper.find('input[name="concept"]').exists()).toBe(true)
    await button(wrapper, 'Next').trigger('click')
    await button(wrapper, 'Next').trigger('click')
    expect(wrapper.find('[data-testid="slot-grid"]').exists()).toBe(true)
    await button(wrapper, 'Next').trigger('click')
    expect(wrapper.find('input[name="spell-name"]').exists()).toBe(true)
    await flushPromises()
    expect(useEditorStore().record?.system).toBe('cairn-ap')
  })
})
