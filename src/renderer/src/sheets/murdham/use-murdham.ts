import type { MurdhamData } from '@systems/murdham/model'
import type { MurdhamPurchase } from '@systems/murdham/advance'
import type { MurdhamDerivedKey } from '@systems/murdham'
import { derivedStatFor, useSheet } from '../use-sheet'
import { messageOf } from '@shared/errors'

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
