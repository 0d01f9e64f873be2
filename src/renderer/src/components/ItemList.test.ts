import { describe, expect, it } from 'vitest'
import { h } from 'vue'
import { mount } from '@vue/test-utils'
import ItemList from './ItemList.vue'

const items = [
  { id: 'a', name: 'Rope', bulk: 1 },
  { id: 'b', name: 'Lantern', bulk: 2 },
]

describe('ItemList', () => {
  it('shows each item as the sheet describes it, with a Remove button named after it', () => {
    const wrapper = mount(ItemList, {
      props: { items },
      slots: {
        default: ({ item }: { item: { id: string } }) =>
          h('em', `bulk ${items.find((i) => i.id === item.id)?.bulk}`),
      },
    })
    const rows = wrapper.findAll('li')
    expect(rows.map((r) => r.attributes('data-item'))).toEqual(['Rope', 'Lantern'])
    expect(rows.map((r) => r.get('em').text())).toEqual(['bulk 1', 'bulk 2'])
    expect(rows.map((r) => r.get('button').attributes('aria-label'))).toEqual([
      'Remove Rope',
      'Remove Lantern',
    ])
  })

  it('asks to remove the item by its place in the list', async () => {
    const wrapper = mount(ItemList, { props: { items } })
    await wrapper.get('button[aria-label="Remove Lantern"]').trigger('click')
    expect(wrapper.emitted('remove')).toEqual([[1]])
  })
})
