// Numbers in the app's language, and messages with bold values, for the sheet's own texts (the
// rules code words and formats its own).
import { currentLocale } from '@renderer/i18n'

/**
 * A chance as a percentage: one decimal below 10%, none above, "<0.1%" for a chance that rounds
 * to nothing (0.0523 → "5.2%", 0.5 → "50%"; sv "5,2 %").
 */
export function percentText(p: number): string {
  const digits = p < 0.1 ? 1 : 0
  const format = (value: number) =>
    new Intl.NumberFormat(currentLocale(), {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value)
  if (p > 0 && p < 0.001) return `<${format(0.001)}`
  // Rounded as the sheet always rounded, then written in the locale's way.
  return format(Number((p * 100).toFixed(digits)) / 100)
}

/** A part of a message, bold when it is one of the values the caller marked. */
export interface MessagePart {
  text: string
  /** The name of the bold value, e.g. "chance". */
  strong?: string
}

const mark = '\u2062'

/**
 * The values of a message with the named ones replaced by markers, for `t`; `splitStrong` then
 * cuts the translated message at them, so that each language places the bold values itself.
 */
export function markStrong<V extends Record<string, unknown>>(
  values: V,
  strong: readonly (keyof V & string)[],
): Record<string, unknown> {
  const marked: Record<string, unknown> = { ...values }
  for (const name of strong) marked[name] = `${mark}${name}${mark}`
  return marked
}

/** The translated message as text and bold parts, in its order. */
export function splitStrong(
  message: string,
  values: Record<string, string | number>,
): MessagePart[] {
  return message
    .split(mark)
    .map((text, i) => (i % 2 === 1 ? { text: String(values[text] ?? ''), strong: text } : { text }))
    .filter((part) => part.strong !== undefined || part.text !== '')
}
