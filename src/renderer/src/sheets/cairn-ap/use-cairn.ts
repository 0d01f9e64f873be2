import type { CairnData } from '@systems/cairn-ap/model'
import type { CairnPurchase } from '@systems/cairn-ap/advance'
import { useSheet } from '../use-sheet'

export const useCairn = () => useSheet<CairnData, CairnPurchase>()
