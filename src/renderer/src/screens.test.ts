import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { routes } from './router'
import { screens, screensOf, type ScreenName } from './screens'

// The components the router itself resolves for a path, by the loader they come from.
function routed(path: string): ScreenName[] {
  const router = createRouter({ history: createMemoryHistory(), routes })
  const loaders = new Map(Object.entries(screens).map(([name, load]) => [load, name]))
  return router
    .resolve(path)
    .matched.map((record) => loaders.get(record.components?.default as never))
    .filter((name): name is ScreenName => name !== undefined)
}

describe('loading a start-up screen beside the router', () => {
  const paths = [
    '/characters/abc',
    '/characters/abc/create',
    '/campaigns',
    '/campaigns/c1/journal',
    '/campaigns/c1/journal/e1',
    '/campaigns/c1/party',
    '/campaigns/c1/combat',
    '/campaigns/c1/settings',
    '/journal/e1',
    '/settings',
    '/sync/conflicts',
  ]

  it.each(paths)('%s: the same screens the router shows', (path) => {
    expect(screensOf(path)).toEqual(routed(path))
    expect(screensOf(path).length).toBeGreaterThan(0)
  })

  it('a campaign’s own path redirects to its journal: its screens are preloaded', () => {
    expect(screensOf('/campaigns/c1')).toEqual(routed('/campaigns/c1/journal'))
  })

  it('the library and unknown paths load nothing ahead', () => {
    expect(screensOf('/characters')).toEqual([])
    expect(screensOf('/nowhere/at/all')).toEqual([])
  })

  it('every screen the router can show has a loader here', () => {
    const used = new Set(paths.flatMap(routed))
    expect([...used].sort()).toEqual(Object.keys(screens).sort())
  })
})
