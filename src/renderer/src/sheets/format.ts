// Numbers and lists in the app's language, for the sheets' own texts (the rules code formats its own).
import { currentLocale } from '@renderer/i18n'

/** A chance from 0 to 1 as a percentage to one decimal: 0.125 → "12.5%" (sv "12,5 %"). */
export function percentText(chance: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.round(chance * 1000) / 1000)
}

/** A number with one decimal: 2.5 → "2.5" (de "2,5"). */
export function decimalText(n: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(n)
}

/** Names as a list: ["Sword", "Dagger"] → "Sword and Dagger" (sv "Sword och Dagger"). */
export function listText(items: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items)
}
