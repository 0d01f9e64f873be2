// Derived values of a Gods & Monsters character (work in progress).
import type { DerivedValues, HouseRules } from '../types'
import type { GodsMonstersData } from './model'

export function deriveGodsMonsters(_data: GodsMonstersData, _rules: HouseRules): DerivedValues {
  return {}
}
