import { describe, expect, it } from 'vitest'
import { formatAmount, parseAmount } from './format'

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
