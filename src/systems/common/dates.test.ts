import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  daysInMonth,
  isLeapYear,
  sessionDatePattern,
  sessionDateProblem,
  sessionDateSchema,
  timestampPattern,
  timestampProblem,
  timestampSchema,
} from './dates'

const two = (n: number) => String(n).padStart(2, '0')
const four = (n: number) => String(n).padStart(4, '0')

/** Whether year-month-day exists, asked of the platform's own (proleptic Gregorian) calendar. */
function platformSaysReal(year: number, month: number, day: number): boolean {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

describe('the calendar', () => {
  it('knows the leap years', () => {
    expect([2024, 2000, 1600, 0].map(isLeapYear)).toEqual([true, true, true, true])
    expect([2025, 1900, 2100, 2023].map(isLeapYear)).toEqual([false, false, false, false])
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2025, 2)).toBe(28)
    expect(daysInMonth(2026, 4)).toBe(30)
    expect(daysInMonth(2026, 12)).toBe(31)
  })

  it('agrees with the platform on every year, month and day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          const date = `${four(year)}-${two(month)}-${two(day)}`
          const real = month >= 1 && month <= 12 && platformSaysReal(year, month, day)
          expect(timestampProblem(date) === null, date).toBe(real)
          expect(sessionDateProblem(date) === null, date).toBe(real)
        },
      ),
      { seed: 15, numRuns: 5_000 },
    )
    // Every day of a leap century, one by one.
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= 31; day++) {
        for (const year of [1900, 2000, 2024, 2025]) {
          const date = `${year}-${two(month)}-${two(day)}`
          expect(timestampProblem(date) === null, date).toBe(platformSaysReal(year, month, day))
        }
      }
    }
  })
})

describe('timestampProblem', () => {
  it('accepts every form Quillkeep reads', () => {
    for (const text of [
      '2026-11-21T10:00:00.000Z',
      '2026-11-21',
      '2026-11-21T10:00',
      '2026-11-21T23:59:59Z',
      '2026-11-21T00:00:00.123456789+14:00',
      '2026-11-21T10:00:00-0530',
      '2024-02-29T12:00:00Z',
      '2000-02-29',
      '2026-12-31T23:59:59.999-23:59',
    ]) {
      expect(timestampProblem(text), text).toBeNull()
    }
  })

  it('refuses impossible dates and times, saying why', () => {
    expect(
      Object.fromEntries(
        [
          '2025-02-30T10:00:00.000Z',
          '2025-02-29',
          '1900-02-29T00:00:00Z',
          '2026-04-31',
          '2026-13-01T10:00:00Z',
          '2026-00-10',
          '2026-11-00',
          '2026-11-21T24:00:00Z',
          '2026-11-21T25:00:00Z',
          '2026-11-21T10:60:00Z',
          '2026-11-21T10:00:60Z',
          '2026-11-21T10:00:99.5Z',
          '2026-11-21T10:00:00+25:00',
          '2026-11-21T10:00:00+01:60',
        ].map((text) => [text, timestampProblem(text)]),
      ),
    ).toEqual({
      '2025-02-30T10:00:00.000Z':
        '"2025-02-30T10:00:00.000Z" is not a real date: February 2025 has 28 days',
      '2025-02-29': '"2025-02-29" is not a real date: February 2025 has 28 days',
      '1900-02-29T00:00:00Z':
        '"1900-02-29T00:00:00Z" is not a real date: February 1900 has 28 days',
      '2026-04-31': '"2026-04-31" is not a real date: April 2026 has 30 days',
      '2026-13-01T10:00:00Z': '"2026-13-01T10:00:00Z" is not a real date: there is no month 13',
      '2026-00-10': '"2026-00-10" is not a real date: there is no month 00',
      '2026-11-00': '"2026-11-00" is not a real date: there is no day 00; days start at 01',
      '2026-11-21T24:00:00Z':
        '"2026-11-21T24:00:00Z" is not a real time: there is no hour 24; hours go from 00 to 23',
      '2026-11-21T25:00:00Z':
        '"2026-11-21T25:00:00Z" is not a real time: there is no hour 25; hours go from 00 to 23',
      '2026-11-21T10:60:00Z':
        '"2026-11-21T10:60:00Z" is not a real time: there is no minute 60; minutes go from 00 to 59',
      '2026-11-21T10:00:60Z':
        '"2026-11-21T10:00:60Z" is not a real time: there is no second 60; seconds go from 00 to 59',
      '2026-11-21T10:00:99.5Z':
        '"2026-11-21T10:00:99.5Z" is not a real time: there is no second 99; seconds go from 00 to 59',
      '2026-11-21T10:00:00+25:00':
        '"2026-11-21T10:00:00+25:00" has an impossible time zone offset: offsets go up to ±23:59',
      '2026-11-21T10:00:00+01:60':
        '"2026-11-21T10:00:00+01:60" has an impossible time zone offset: offsets go up to ±23:59',
    })
  })

  it('refuses text that is not shaped like a date', () => {
    for (const text of [
      '',
      ' ',
      '21/11/2026',
      '2026-1-1',
      '2026-11-21 10:00',
      'today',
      '+02026-11-21',
    ]) {
      expect(timestampProblem(text), text).toBe(
        `expected a date and time such as 2026-11-21T10:00:00.000Z, got text ${JSON.stringify(text)}`,
      )
    }
  })
})

describe('sessionDateProblem', () => {
  it("accepts '' and real dates only", () => {
    expect(sessionDateProblem('')).toBeNull()
    expect(sessionDateProblem('2026-11-21')).toBeNull()
    expect(sessionDateProblem('2024-02-29')).toBeNull()
    expect(sessionDateProblem('2025-02-29')).toBe(
      '"2025-02-29" is not a real date: February 2025 has 28 days',
    )
    for (const text of [' ', '2026-11-21T10:00:00Z', 'last Tuesday', '2026-11-1']) {
      expect(sessionDateProblem(text), text).toBe(
        `expected a date such as 2026-11-21, or nothing for no date, got text ${JSON.stringify(text)}`,
      )
    }
  })
})

describe('the schemas', () => {
  it('give one problem per value, with the reason', () => {
    const feb30 = timestampSchema.safeParse('2025-02-30T10:00:00Z')
    expect(feb30.success ? [] : feb30.error.issues.map((i) => i.message)).toEqual([
      '"2025-02-30T10:00:00Z" is not a real date: February 2025 has 28 days',
    ])
    const long = timestampSchema.safeParse('x'.repeat(41))
    expect(long.success ? [] : long.error.issues.map((i) => i.code)).toEqual(['too_big'])
    expect(timestampSchema.safeParse('2024-02-29T10:00:00Z').success).toBe(true)
    expect(sessionDateSchema.safeParse('').success).toBe(true)
    expect(sessionDateSchema.safeParse('2026-02-29').success).toBe(false)
  })

  it('document a pattern that accepts everything the check accepts', () => {
    const timestampRegex = new RegExp(timestampPattern)
    const sessionRegex = new RegExp(sessionDatePattern)
    const part = (max: number) => fc.integer({ min: 0, max }).map(two)
    const candidate = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }).map(four),
        part(99),
        part(99),
        fc.option(fc.tuple(part(99), part(99), fc.option(part(99), { nil: undefined })), {
          nil: undefined,
        }),
        fc.constantFrom('', 'Z', '+01:00', '-24:00', '+23:60', '+0530', '-99:99'),
      )
      .map(([year, month, day, time, zone]) => {
        const date = `${year}-${month}-${day}`
        if (!time) return date
        const [hour, minute, second] = time
        return `${date}T${hour}:${minute}${second === undefined ? '' : `:${second}`}${zone}`
      })
    fc.assert(
      fc.property(candidate, (text) => {
        // The pattern cannot count a month's days; otherwise it says the same as the check.
        const real = timestampProblem(text) === null
        if (real) expect(timestampRegex.test(text), text).toBe(true)
        const dayInRange = /^\d{4}-\d{2}-(\d{2})/.exec(text)
        if (!real && Number(dayInRange?.[1]) <= 28)
          expect(timestampRegex.test(text), text).toBe(false)
        const session = sessionDateProblem(text) === null
        if (session) expect(sessionRegex.test(text), text).toBe(true)
      }),
      { seed: 15, numRuns: 3_000 },
    )
    expect(sessionRegex.test('')).toBe(true)
  })
})
