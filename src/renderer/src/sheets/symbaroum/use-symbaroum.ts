import type { SymbaroumData } from '@systems/symbaroum/model'
import { useSheet } from '../use-sheet'

export const useSymbaroum = () => useSheet<SymbaroumData>()
