// After a backup that saved records import would refuse: which ones and where, at most 12 with
// the count of the rest, until dismissed.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { useTransferStore } from '@renderer/stores/transfer'
import BackupProblems from './BackupProblems.vue'

enableAutoUnmount(afterEach)

describe('BackupProblems', () => {
  it('shows nothing until a backup has problems, then lists them until dismissed', async () => {
    setActivePinia(createPinia())
    const transfer = useTransferStore()
    const wrapper = mount(BackupProblems)
    expect(wrapper.find('aside').exists()).toBe(false)

    transfer.backupProblems = Array.from({ length: 14 }, (_, i) => ({
      path: i === 0 ? '' : `data.characters[${i}].name`,
      message: 'a name cannot be empty',
    }))
    await wrapper.vm.$nextTick()
    const aside = wrapper.get('aside[role="alert"]')
    expect(aside.get('h2').text()).toBe('The backup was written, but some records in it need care')
    const items = wrapper.findAll('[data-testid="backup-problems"] li')
    expect(items).toHaveLength(12)
    expect(items[0]!.text()).toBe('a name cannot be empty')
    expect(items[1]!.get('code').text()).toBe('data.characters[1].name')
    expect(items[1]!.text()).toBe('data.characters[1].name: a name cannot be empty')
    expect(aside.text()).toContain('… and 2 more.')

    await wrapper.get('button').trigger('click')
    expect(transfer.backupProblems).toEqual([])
    expect(wrapper.find('aside').exists()).toBe(false)
  })
})
