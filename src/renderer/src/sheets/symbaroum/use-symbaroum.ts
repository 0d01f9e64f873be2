import type { SymbaroumData } from '@systems/symbaroum/model'
import type { SymbaroumPurchase } from '@systems/symbaroum/advance'
import type { SymbaroumDerivedKey } from '@systems/symbaroum'
import { derivedStatFor, useSheet } from '../use-sheet'

export const useSymbaroum = () => useSheet<SymbaroumData, SymbaroumPurchase, SymbaroumDerivedKey>()

/** A derived value on the Symbaroum sheet, named by one of SymbaroumDerivedKey's ids. */
export const SymbaroumStat = derivedStatFor<SymbaroumDerivedKey>()
