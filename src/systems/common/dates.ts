// Dates and times in Quillkeep files must exist on the calendar: no 30 February, no month 13, no
// hour 24 or 25. One check serves every date field of every schema (records, journal entries,
// system data). Pure TypeScript.
import { z } from 'zod'
import { text as say } from './rules-text'

/** Longest date or time text a file may hold. */
const dateTextLength = 40

const timestampExample = '2026-11-21T10:00:00.000Z'
const sessionDateExample = '2026-11-21'

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const

/** A month's name (1–12) in the current locale. */
function monthName(month: number): string {
  const id = months[month - 1]
  return id ? say(`date.month.${id}`) : ''
}

// Gregorian leap years: every 4th year, except centuries not divisible by 400.
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Why year-month-day is not a day on the calendar, or null when it is. */
function calendarDateProblem(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12) return say('date.noMonth', { month: pad(month) })
  if (day < 1) return say('date.noDay', { day: pad(day) })
  const days = daysInMonth(year, month)
  if (day > days)
    return say('date.monthDays', { month: monthName(month), year: String(year), days })
  return null
}

/** Why hour:minute:second is not a time of day, or null when it is. 24:00 is refused. */
function clockTimeProblem(hour: number, minute: number, second: number): string | null {
  if (hour > 23) return say('date.noHour', { hour: pad(hour) })
  if (minute > 59) return say('date.noMinute', { minute: pad(minute) })
  if (second > 59) return say('date.noSecond', { second: pad(second) })
  return null
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

/**
 * The shape of a date, or a date and time, as Quillkeep writes them (ISO 8601): 2026-11-21,
 * 2026-11-21T10:00, 2026-11-21T10:00:00.000Z, 2026-11-21T10:00:00+01:00.
 */
const timestampShape =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/

const sessionDateShape = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The same as the shapes and the calendar checks, as far as a regular expression can say it (it
 * cannot tell how many days a month has); documented in the JSON Schema.
 */
const datePattern = '\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])'
export const timestampPattern = `^${datePattern}(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,9})?)?(Z|[+-]([01]\\d|2[0-3]):?[0-5]\\d)?)?$`
export const sessionDatePattern = `^(${datePattern})?$`

function quoted(text: string): string {
  return JSON.stringify(text)
}

/** Why `text` is not a real date or date and time, or null when it is one. */
export function timestampProblem(text: string): string | null {
  const parts = timestampShape.exec(text)
  if (!parts)
    return say('date.expectedTimestamp', { example: timestampExample, text: quoted(text) })
  const [, year, month, day, hour, minute, second, offsetHours, offsetMinutes] = parts
  const date = calendarDateProblem(Number(year), Number(month), Number(day))
  if (date) return say('date.notRealDate', { text: quoted(text), why: date })
  if (hour !== undefined) {
    const time = clockTimeProblem(Number(hour), Number(minute), Number(second ?? 0))
    if (time) return say('date.notRealTime', { text: quoted(text), why: time })
  }
  if (offsetHours !== undefined && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) {
    return say('date.badOffset', { text: quoted(text) })
  }
  return null
}

/** Why `text` is neither empty (no date) nor a real date such as 2026-11-21, or null. */
export function sessionDateProblem(text: string): string | null {
  if (text === '') return null
  const parts = sessionDateShape.exec(text)
  if (!parts) {
    return say('date.expectedDate', { example: sessionDateExample, text: quoted(text) })
  }
  const [, year, month, day] = parts
  const date = calendarDateProblem(Number(year), Number(month), Number(day))
  return date ? say('date.notRealDate', { text: quoted(text), why: date }) : null
}

/** A string of at most `dateTextLength` characters that `problem` finds nothing wrong with. */
function dateTextSchema(problem: (text: string) => string | null, pattern: string, about: string) {
  return z
    .string()
    .max(dateTextLength)
    .check((ctx) => {
      // Longer text is already refused by max(); one message is enough.
      if (ctx.value.length > dateTextLength) return
      const message = problem(ctx.value)
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
    })
    .meta({ pattern, description: about })
}

/** When something happened: a real date, or date and time, in ISO 8601. */
export const timestampSchema = dateTextSchema(
  timestampProblem,
  timestampPattern,
  `A date, or a date and time, in ISO 8601 (such as ${timestampExample}) that exists on the calendar.`,
)

/** A real-world calendar date (an <input type=date> value), or '' for no date. */
export const sessionDateSchema = dateTextSchema(
  sessionDateProblem,
  sessionDatePattern,
  `A calendar date (such as ${sessionDateExample}) that exists, or "" for no date.`,
)
