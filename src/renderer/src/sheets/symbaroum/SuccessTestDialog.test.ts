import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useLibraryStore } from '@renderer/stores/library'
import { useEditorStore } from '@renderer/stores/editor'
import { useSettingsStore } from '@renderer/stores/settings'
import SuccessTestDialog from './SuccessTestDialog.vue'

let counter = 0
beforeEach(async () => {
  useDatabase(new QuillkeepDatabase(`success-test-dialog-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
  const record = await useLibraryStore().create('symbaroum', 'Tova')
  await useEditorStore().open(record.id)
})

describe('Symbaroum success test: the difficulty the rules allow', () => {
  it('takes +5 to −5 by default (the text’s typical range), and refuses 10 with the reason', async () => {
    const wrapper = mount(SuccessTestDialog, {
      props: { attribute: 'quick' },
      attachTo: document.body,
    })
    const field = wrapper.get('input[data-field^="Modifier"]')
    expect(wrapper.text()).toContain('Modifier (+5 very easy … −5 very hard)')
    await field.setValue('10')
    await field.trigger('blur')
    expect(wrapper.get('[role=alert]').text()).toBe(
      'Modifier (+5 very easy … −5 very hard) must be from -5 to 5.',
    )
    await field.setValue('-5')
    await field.trigger('keydown', { key: 'Enter' })
    expect(wrapper.find('[role=alert]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('follows the campaign’s house rule when the game master widens it', async () => {
    await useSettingsStore().setHouseRule('symbaroum', 'largestDifficulty', 8)
    await flushPromises()
    const wrapper = mount(SuccessTestDialog, {
      props: { attribute: 'quick' },
      attachTo: document.body,
    })
    const field = wrapper.get('input[data-field^="Modifier"]')
    await field.setValue('8')
    await field.trigger('blur')
    expect(wrapper.find('[role=alert]').exists()).toBe(false)
    expect(wrapper.text()).toContain('Modifier (+8 very easy … −8 very hard)')
    wrapper.unmount()
  })
})
