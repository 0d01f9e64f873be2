// Findings about a Gods & Monsters character (work in progress).
import type { Finding, HouseRules } from '../types'
import type { GodsMonstersData } from './model'

export function checkGodsMonsters(_data: GodsMonstersData, _rules: HouseRules): Finding[] {
  return []
}
