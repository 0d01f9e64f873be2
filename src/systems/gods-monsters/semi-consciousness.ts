// Semi-consciousness (Actions and consequences): no agility bonus to defense (stats.ts), no action
// but movement unless directed, and then a willpower roll or d4 rounds to react or reply. It counts
// as unconscious for death rolls (vitals.ts).
import type { HouseRules } from '../types'
import type { GodsMonstersData } from './model'
import { planScoreRoll, type RollPlan } from './rolls'

/** The willpower roll to follow a direction or answer at once (else d4 rounds); null if awake. */
export function semiConsciousResponse(
  data: GodsMonstersData,
  rules: HouseRules = {},
): RollPlan | null {
  if (data.consciousness !== 'semiConscious') return null
  return planScoreRoll(data, 'willpower', [], rules)
}
