// Money: silver coins with two decimals (.01 to 2000 in the tables), kept as whole hundredths
// so sums never drift.

/** Hundredths of a silver coin in one silver coin. */
const CENTS_PER_SILVER = 100

/** Silver coins (e.g. 0.2) to whole hundredths (20), rounding away float noise. */
export function silverToCents(silver: number): number {
  return Math.round(silver * CENTS_PER_SILVER)
}

/**
 * Hundredths of a silver coin as the tables write silver: 20 → "0.2", 5 → "0.05", 1800 → "18",
 * 100000 → "1,000", 150 → "1.5". Non-integers are rounded to the nearest hundredth first;
 * negatives get a true minus sign (U+2212).
 */
export function formatSilver(cents: number): string {
  const rounded = Math.round(cents)
  const sign = rounded < 0 ? '\u2212' : ''
  const abs = Math.abs(rounded)
  const whole = Math.floor(abs / CENTS_PER_SILVER)
  const fraction = abs % CENTS_PER_SILVER
  const wholeText = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (fraction === 0) return `${sign}${wholeText}`
  const fractionText = String(fraction).padStart(2, '0').replace(/0$/, '')
  return `${sign}${wholeText}.${fractionText}`
}

/**
 * Reads silver as typed or as printed in the tables: "5", ".2", "0.05", "1,000", "1.5".
 * Returns hundredths, or null when the text is not an amount of silver with at most two
 * decimals (negative amounts are refused too).
 */
export function parseSilverCents(text: string): number | null {
  const raw = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '')
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(raw)
  if (!match || raw === '' || raw === '.') return null
  const whole = match[1] === undefined || match[1] === '' ? 0 : Number(match[1])
  const fraction = match[2] === undefined ? 0 : Number(match[2].padEnd(2, '0'))
  if (!Number.isSafeInteger(whole * CENTS_PER_SILVER)) return null
  return whole * CENTS_PER_SILVER + fraction
}
