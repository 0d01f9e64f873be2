// Work the first screen does not need waits until it is up, and runs at once after that.
import { afterEach, describe, expect, it } from 'vitest'
import { afterFirstScreen, signalReady } from './ready'

afterEach(() => {
  delete document.documentElement.dataset.ready
})

describe('afterFirstScreen', () => {
  it('waits for the first screen, then runs each piece of work once, in order', () => {
    const ran: string[] = []
    afterFirstScreen(() => ran.push('checks'))
    afterFirstScreen(() => ran.push('more'))
    expect(ran).toEqual([])
    signalReady()
    expect(document.documentElement.dataset.ready).toBe('true')
    expect(ran).toEqual(['checks', 'more'])
    signalReady()
    expect(ran).toEqual(['checks', 'more'])
  })

  it('runs at once when the first screen is already up', () => {
    signalReady()
    const ran: string[] = []
    afterFirstScreen(() => ran.push('now'))
    expect(ran).toEqual(['now'])
  })
})
