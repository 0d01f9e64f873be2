import type { HeimrData } from '@systems/heimr/model'
import type { HeimrPurchase } from '@systems/heimr/advance'
import { useSheet } from '../use-sheet'

export const useHeimr = () => useSheet<HeimrData, HeimrPurchase>()
