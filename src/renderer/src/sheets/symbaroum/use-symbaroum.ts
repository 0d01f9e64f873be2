import type { SymbaroumData } from '@systems/symbaroum/model'
import type { SymbaroumPurchase } from '@systems/symbaroum/advance'
import { useSheet } from '../use-sheet'

export const useSymbaroum = () => useSheet<SymbaroumData, SymbaroumPurchase>()
