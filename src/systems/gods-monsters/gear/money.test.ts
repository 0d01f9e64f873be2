import { describe, expect, it } from 'vitest'
import { formatSilver, parseSilverCents, silverToCents } from './money'

describe('formatSilver', () => {
  it('writes hundredths of silver the way the tables do, with a leading zero', () => {
    expect(formatSilver(20)).toBe('0.2')
    expect(formatSilver(1800)).toBe('18')
    expect(formatSilver(100_000)).toBe('1,000')
    expect(formatSilver(200_000)).toBe('2,000')
    expect(formatSilver(1)).toBe('0.01')
    expect(formatSilver(5)).toBe('0.05')
    expect(formatSilver(25)).toBe('0.25')
    expect(formatSilver(150)).toBe('1.5')
    expect(formatSilver(0)).toBe('0')
    expect(formatSilver(123_456_789)).toBe('1,234,567.89')
  })

  it('rounds stray fractions of a hundredth and marks debts with a minus sign', () => {
    expect(formatSilver(19.6)).toBe('0.2')
    expect(formatSilver(-250)).toBe('\u22122.5')
  })
})

describe('silverToCents', () => {
  it('turns decimal silver into exact hundredths despite float noise', () => {
    expect(silverToCents(0.29)).toBe(29)
    expect(silverToCents(1.15)).toBe(115)
    expect(silverToCents(0.07)).toBe(7)
    expect(silverToCents(2000)).toBe(200_000)
    // 0.1 + 0.2 is 0.30000000000000004 in floats; in hundredths it is 30.
    expect(silverToCents(0.1) + silverToCents(0.2)).toBe(silverToCents(0.3))
  })
})

describe('parseSilverCents', () => {
  it('reads the amounts the tables print and users type', () => {
    expect(parseSilverCents('.2')).toBe(20)
    expect(parseSilverCents('0.1')).toBe(10)
    expect(parseSilverCents('5')).toBe(500)
    expect(parseSilverCents('1,000')).toBe(100_000)
    expect(parseSilverCents(' 1.5 ')).toBe(150)
    expect(parseSilverCents('.05')).toBe(5)
  })

  it('refuses what is not an amount of silver to the hundredth', () => {
    for (const text of ['', '.', 'abc', '-1', '1.234', '5+', '1e3', '10 or 10%']) {
      expect(parseSilverCents(text), text).toBeNull()
    }
  })

  it('round-trips with formatSilver', () => {
    for (const cents of [1, 5, 20, 25, 150, 1800, 100_000, 200_000]) {
      expect(parseSilverCents(formatSilver(cents))).toBe(cents)
    }
  })
})
