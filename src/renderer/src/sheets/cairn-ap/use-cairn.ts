import type { CairnData } from '@systems/cairn-ap/model'
import { useSheet } from '../use-sheet'

export const useCairn = () => useSheet<CairnData>()
