// Number formatting for explanations: a true minus sign and an explicit plus for modifiers, and
// the decimal separator of the language the rules text is in (3.5; 3,5 in Swedish and German).
import { rulesLocale } from './text'

const decimalFormats = new Map<string, Intl.NumberFormat>()

/** A number that is not whole, written in the rules text's language: 3.5, or 3,5. */
function decimal(n: number): string {
  const locale = rulesLocale()
  let format = decimalFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en-XA' ? 'en' : locale, {
      maximumFractionDigits: 20,
      useGrouping: false,
    })
    decimalFormats.set(locale, format)
  }
  return format.format(n)
}

/** A number without its sign: whole numbers as they are (most are), others per the locale. */
function unsigned(n: number): string {
  return Number.isInteger(n) ? `${n}` : decimal(n)
}

/** 3 → "3", −3 → "−3" (with the minus sign U+2212), 3.5 → "3.5" ("3,5" in Swedish). */
export function formatNumber(n: number): string {
  return n < 0 ? `\u2212${unsigned(Math.abs(n))}` : unsigned(n)
}

/** A modifier: 3 → "+3", −3 → "−3", 0 → "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : formatNumber(n)
}

/**
 * A ledger amount stored in whole units of 10^-decimals: (2150, 2) → "21.5", (2100, 2) → "21",
 * (7, 0) → "7". Negative amounts get a true minus sign.
 */
export function formatAmount(amount: number, decimals = 0): string {
  if (decimals <= 0) return formatNumber(amount)
  // Rounded to its places first (binary fractions), then written per the locale.
  const value = Number((amount / 10 ** decimals).toFixed(decimals))
  return formatNumber(value)
}

/**
 * Reads an amount typed in display units into whole stored units: ("2.5", 2) → 250, and ("2,5",
 * 2) → 250 as Swedish and German write it. Returns null for text that is not a number above 0
 * with at most `decimals` places.
 */
export function parseAmount(text: string, decimals = 0): number | null {
  const trimmed = text.trim().replace(',', '.')
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/
  if (!pattern.test(trimmed)) return null
  const [whole = '0', fraction = ''] = trimmed.split('.')
  const units = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
  return units > 0 && Number.isSafeInteger(units) ? units : null
}

// One formatter for the whole process: toLocaleString builds a new one on every call, which
// costs more than an entire derive() of most systems.
const thousandsFormat = new Intl.NumberFormat('en')

/** 10000 → "10,000". */
export function withThousands(n: number): string {
  return thousandsFormat.format(n)
}

/** A chance from 0 to 1 as a percentage to one decimal: 0.85 → "85%", 0.125 → "12.5%". */
export function percent(chance: number): string {
  const p = Math.round(chance * 1000) / 10
  return `${unsigned(p)}%`
}
