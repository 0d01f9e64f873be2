// Conditions, fear and terror.
import { isSick } from './disease'
import type { ConditionId, Duration, ManualConditionId, MurdhamData } from './model'

export type FearLevel = 'frightened' | 'terrified'

// Fear & terror: one effect that ignores fear also turns terror into fear; two stack to ignore
// terror as well.
export function effectiveFear(level: FearLevel, wards: number): FearLevel | null {
  if (wards >= 2) return null
  if (wards === 1) return level === 'terrified' ? 'frightened' : null
  return level
}

/** Every condition in force: the ones set by hand plus sick and addicted from the sheet. */
export function activeConditions(data: MurdhamData): ConditionId[] {
  const out: ConditionId[] = data.conditions.map((c) => c.id)
  if (isSick(data)) out.push('sick')
  if (data.addictions.length > 0) out.push('addicted')
  return out
}

/** Sets or clears a condition. Returns new data. */
export function setCondition(
  data: MurdhamData,
  id: ManualConditionId,
  on: boolean,
  until: Duration | null = null,
): MurdhamData {
  const rest = data.conditions.filter((c) => c.id !== id)
  return { ...data, conditions: on ? [...rest, { id, until }] : rest }
}
