import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import { routes } from '@renderer/router'
import { attachRouter } from '@renderer/navigation'
import AppLink from './AppLink.vue'
import { until } from '@renderer/views/views-test-helpers'

async function atPath(path: string) {
  const router = createRouter({ history: createMemoryHistory(), routes })
  await router.push(path)
  attachRouter(router, RouterView)
  return router
}

describe('AppLink', () => {
  it('is a real link, marked as the current page only on its own path', async () => {
    await atPath('/settings')
    const link = mount(AppLink, { props: { to: '/settings' }, slots: { default: 'Settings' } })
    expect(link.get('a').attributes('href')).toBe('#/settings')
    expect(link.get('a').attributes('aria-current')).toBe('page')
    expect(link.classes()).toContain('active')
    const other = mount(AppLink, { props: { to: '/campaigns' }, slots: { default: 'Campaigns' } })
    expect(other.attributes('aria-current')).toBeUndefined()
    expect(other.classes()).not.toContain('active')
  })

  it('a section link stays active under its path, without claiming the page', async () => {
    await atPath('/characters/a')
    const link = mount(AppLink, { props: { to: '/characters', section: true } })
    expect(link.classes()).toContain('active')
    expect(link.attributes('aria-current')).toBeUndefined()
    const plain = mount(AppLink, { props: { to: '/characters' } })
    expect(plain.classes()).not.toContain('active')
  })

  it('a plain click navigates in the app; a modified click is left to the browser', async () => {
    const router = await atPath('/characters')
    const link = mount(AppLink, { props: { to: '/settings' } })
    const ctrlClick = new MouseEvent('click', { ctrlKey: true, bubbles: true, cancelable: true })
    link.element.dispatchEvent(ctrlClick)
    expect(ctrlClick.defaultPrevented).toBe(false)
    const middle = new MouseEvent('click', { button: 1, bubbles: true, cancelable: true })
    link.element.dispatchEvent(middle)
    expect(middle.defaultPrevented).toBe(false)

    const plain = new MouseEvent('click', { button: 0, bubbles: true, cancelable: true })
    link.element.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    await until(() => router.currentRoute.value.path === '/settings', 'navigated')
  })
})
