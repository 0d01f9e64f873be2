import type { HeimrData } from '@systems/heimr/model'
import type { HeimrPurchase } from '@systems/heimr/advance'
import type { HeimrDerivedKey } from '@systems/heimr'
import { derivedStatFor, useSheet } from '../use-sheet'

export const useHeimr = () => useSheet<HeimrData, HeimrPurchase, HeimrDerivedKey>()

/** A derived value on the Heimr sheet, named by one of HeimrDerivedKey's ids. */
export const HeimrStat = derivedStatFor<HeimrDerivedKey>()
