import type { CairnData } from '@systems/cairn-ap/model'
import type { CairnPurchase } from '@systems/cairn-ap/advance'
import type { CairnDerivedKey } from '@systems/cairn-ap'
import { derivedStatFor, useSheet } from '../use-sheet'

export const useCairn = () => useSheet<CairnData, CairnPurchase, CairnDerivedKey>()

/** A derived value on the Cairn sheet, named by one of CairnDerivedKey's ids. */
export const CairnStat = derivedStatFor<CairnDerivedKey>()
