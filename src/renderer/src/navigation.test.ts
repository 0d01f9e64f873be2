// Navigation before and after vue-router arrives (main.ts loads it after the first frame).
// Each test file gets its own module state, so these start with no router attached.
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import { routes } from './router'
import {
  attachRouter,
  currentPath,
  hrefOf,
  isLibraryPath,
  navigate,
  queryValue,
  routerView,
} from './navigation'

async function hashTo(hash: string): Promise<void> {
  location.hash = hash
  window.dispatchEvent(new HashChangeEvent('hashchange'))
  await nextTick()
}

describe('navigation', () => {
  it('before the router: the location comes from the hash, "/" meaning the library', async () => {
    await hashTo('')
    expect(currentPath.value).toBe('/characters')
    expect(isLibraryPath(currentPath.value)).toBe(true)
    await hashTo('#/characters?new=1')
    expect(currentPath.value).toBe('/characters')
    expect(queryValue('new')).toBe('1')
    expect(queryValue('other')).toBeNull()
    await hashTo('#/campaigns/c-1/journal')
    expect(currentPath.value).toBe('/campaigns/c-1/journal')
    expect(isLibraryPath(currentPath.value)).toBe(false)
    expect(queryValue('new')).toBeNull()
    expect(routerView.value).toBeNull()
  })

  it('a navigation asked for before the router waits for it, then goes through it', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes })
    await router.push('/characters')
    let done = false
    const going = navigate('/settings').then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)

    attachRouter(router, RouterView)
    await going
    expect(router.currentRoute.value.path).toBe('/settings')
    expect(currentPath.value).toBe('/settings') // from the router now, not the hash
    expect(routerView.value).toBe(RouterView)

    await navigate('/characters?new=1')
    expect(queryValue('new')).toBe('1')
    await navigate('/characters', { replace: true })
    expect(router.currentRoute.value.fullPath).toBe('/characters')
    expect(queryValue('new')).toBeNull()
  })

  it('writes links as hash history does', () => {
    expect(hrefOf('/characters/a')).toBe('#/characters/a')
  })
})
