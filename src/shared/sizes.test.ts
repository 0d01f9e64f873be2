import { afterEach, describe, expect, it } from 'vitest'
import { formatMegabytes } from './sizes'
import { useRulesLocale } from './translator'

describe('formatMegabytes', () => {
  afterEach(() => useRulesLocale('en'))

  it('writes mebibytes with one decimal, in the language of the messages', () => {
    expect(formatMegabytes(20 * 1024 * 1024)).toBe('20 MB')
    expect(formatMegabytes(31.8 * 1024 * 1024)).toBe('31.8 MB')
    useRulesLocale('de')
    expect(formatMegabytes(31.8 * 1024 * 1024)).toBe('31,8 MB')
  })
})
