import { describe, expect, it, vi } from 'vitest'
import { printCurrent, registerPrintTarget } from './print-command'

describe('File › Print', () => {
  it('opens the print preview of the screen shown, and prints at once', () => {
    const sheet = vi.fn()
    const stop = registerPrintTarget(sheet)
    expect(printCurrent()).toBe(true)
    expect(sheet).toHaveBeenCalledWith({ autoPrint: true })
    stop()
    expect(printCurrent()).toBe(false)
  })

  it('follows the screen: a screen that leaves does not unregister its successor', () => {
    const roster = vi.fn()
    const journal = vi.fn()
    const stopRoster = registerPrintTarget(roster)
    const stopJournal = registerPrintTarget(journal)
    stopRoster()
    expect(printCurrent()).toBe(true)
    expect(journal).toHaveBeenCalledTimes(1)
    expect(roster).not.toHaveBeenCalled()
    stopJournal()
  })
})
