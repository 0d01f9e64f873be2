import type { CairnData } from '@systems/cairn-ap/model'
import { useSheet } from '../use-sheet'

export const useCairn = () => useSheet<CairnData>()

/** The message of a refused rules action. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
