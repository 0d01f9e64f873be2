import { useI18n } from 'vue-i18n'
import type { MurdhamData } from '@systems/murdham/model'
import type { MurdhamPurchase } from '@systems/murdham/advance'
import type { MurdhamDerivedKey } from '@systems/murdham'
import { derivedStatFor, useSheet } from '../use-sheet'
import { messageOf } from '@shared/errors'
import { currentLocale } from '@renderer/i18n'

/**
 * The Murdham sheet's access to the open character, plus `change`: runs a pure rules function
 * on the data and keeps the result, showing its refusal (a thrown error) or `done`.
 */
export function useMurdham() {
  const sheet = useSheet<MurdhamData, MurdhamPurchase, MurdhamDerivedKey>()
  function change(next: (data: MurdhamData) => MurdhamData, done = '', coalesceKey = ''): boolean {
    let value: MurdhamData
    try {
      value = next(sheet.data.value)
    } catch (error) {
      return sheet.apply(messageOf(error))
    }
    return sheet.apply(
      sheet.edit((d) => Object.assign(d, value), coalesceKey),
      done,
    )
  }
  return { ...sheet, change }
}

/** A derived value on the Murdham sheet, named by one of MurdhamDerivedKey's ids. */
export const MurdhamStat = derivedStatFor<MurdhamDerivedKey>()

/** Numbers and lists in the app's language, and a save's roll as the dialogs write it. */
export function useMurdhamText() {
  const { t, n } = useI18n()
  /** A chance from 0 to 1 as a percentage to one decimal: "68.8%" (in English). */
  const percent = (chance: number) =>
    n(Math.round(chance * 1000) / 1000, { style: 'percent', maximumFractionDigits: 1 })
  /** A number to one decimal: "4.5" (in English). */
  const oneDecimal = (value: number) =>
    n(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  /** Values joined as the language joins a list: "7 and 12" (in English). */
  const list = (values: readonly (string | number)[]) =>
    new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(values.map(String))
  /** "pass" or "fail". */
  const passFail = (passed: boolean) => (passed ? t('murdhamSheet.pass') : t('murdhamSheet.fail'))
  return { percent, oneDecimal, list, passFail }
}
