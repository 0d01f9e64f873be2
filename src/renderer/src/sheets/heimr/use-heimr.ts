import type { HeimrData } from '@systems/heimr/model'
import { useSheet } from '../use-sheet'

export const useHeimr = () => useSheet<HeimrData>()
