// A scroll that code asks to be smooth is instant when the system asks for reduced motion.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollBehavior } from './motion'

/** Emulates the system's motion setting through matchMedia. */
function systemMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reduce,
    media: query,
  }))
}

describe('scrollBehavior', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps a smooth scroll smooth when the system allows motion', () => {
    systemMotion(false)
    expect(scrollBehavior('smooth')).toBe('smooth')
  })

  it('makes a smooth scroll instant when the system asks for reduced motion', () => {
    systemMotion(true)
    expect(scrollBehavior('smooth')).toBe('auto')
  })

  it('leaves instant scrolls and an unset behaviour as they are', () => {
    systemMotion(true)
    expect(scrollBehavior('auto')).toBe('auto')
    expect(scrollBehavior('instant')).toBe('instant')
    expect(scrollBehavior(undefined)).toBeUndefined()
  })

  it('keeps the requested behaviour where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined)
    expect(scrollBehavior('smooth')).toBe('smooth')
  })
})
