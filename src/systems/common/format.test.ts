import { afterEach, describe, expect, it } from 'vitest'
import { useRulesLocale } from '@shared/translator'
import { formatAmount, formatNumber, parseAmount, percent, signed } from './format'

describe('ledger amounts with decimals', () => {
  it('shows stored hundredths as silver', () => {
    expect(formatAmount(2100, 2)).toBe('21')
    expect(formatAmount(2150, 2)).toBe('21.5')
    expect(formatAmount(5, 2)).toBe('0.05')
    expect(formatAmount(-250, 2)).toBe('\u22122.5')
    expect(formatAmount(7)).toBe('7')
  })
  it('reads typed amounts into stored units, refusing anything else', () => {
    expect(parseAmount('21', 2)).toBe(2100)
    expect(parseAmount('0.2', 2)).toBe(20)
    expect(parseAmount(' 2.05 ', 2)).toBe(205)
    expect(parseAmount('7', 0)).toBe(7)
    for (const bad of ['', '0', '1.234', '-1', '2.5', 'abc', '1e3']) {
      expect(parseAmount(bad, bad === '1.234' ? 2 : 0), bad).toBeNull()
    }
  })
})

describe('numbers in the language of the rules text (issue #21)', () => {
  afterEach(() => useRulesLocale('en'))

  it('writes decimals with the decimal comma in Swedish and German, whole numbers as they are', () => {
    useRulesLocale('sv')
    expect(formatNumber(3.5)).toBe('3,5')
    expect(formatNumber(-0.25)).toBe('\u22120,25')
    expect(formatNumber(12000)).toBe('12000')
    expect(formatAmount(2150, 2)).toBe('21,5')
    expect(percent(0.125)).toBe('12,5%')
    useRulesLocale('de')
    expect(signed(-1.5)).toBe('\u22121,5')
    useRulesLocale('en')
    expect(formatNumber(3.5)).toBe('3.5')
    expect(formatAmount(2150, 2)).toBe('21.5')
  })

  it('reads an amount typed with a decimal point or a decimal comma', () => {
    expect(parseAmount('2,5', 2)).toBe(250)
    expect(parseAmount('2.5', 2)).toBe(250)
    expect(parseAmount('2,555', 2)).toBeNull()
  })
})
