// Damage, healing and conditions on the sheet through the ledger (issue #23 §4). This text does
// not define health (it is entered, with a house-rule default); what it says of damage is that it
// lowers health (a door has 8 health; Elemental damage) and ends soporific sleep (Poison).
import type { CombatRules } from '../common/combat'
import { formatNumber } from '../common/format'
import { RulesError } from '../types'
import { setCondition } from './conditions'
import { manualConditionIds, type ManualConditionId, type MurdhamData } from './model'
import { takeDamage } from './poison'
import { text } from './text'

export const murdhamCombat: CombatRules<MurdhamData> = {
  defaults: {},
  conditions: manualConditionIds,
  conditionLabel: (id) => text(`condition.${id as ManualConditionId}`),
  // Damage lowers current health (the sheet goes to −99) and wakes a poisoned sleeper.
  damage(data, amount) {
    if (data.deceased) throw new RulesError(text('error.dead'))
    const next = takeDamage(data, amount)
    const events = [
      text('ledgerCombat.health', {
        before: formatNumber(data.health.current),
        after: formatNumber(next.health.current),
      }),
    ]
    if (next.health.current <= 0 && data.health.current > 0) events.push(text('campaign.health0'))
    return { data: next, events }
  },
  // Healing brings health back up to its maximum, never above.
  heal(data, amount) {
    if (data.deceased) throw new RulesError(text('error.dead'))
    const before = data.health.current
    const after = Math.max(before, Math.min(data.health.max, before + amount))
    return {
      data: { ...data, health: { ...data.health, current: after } },
      events: [
        text('ledgerCombat.health', { before: formatNumber(before), after: formatNumber(after) }),
      ],
    }
  },
  // Conditions the sheet sets by hand (sick and addicted follow from diseases); no end is set.
  condition(data, condition, on) {
    if (data.deceased) throw new RulesError(text('error.dead'))
    return { data: setCondition(data, condition as ManualConditionId, on, null), events: [] }
  },
}
