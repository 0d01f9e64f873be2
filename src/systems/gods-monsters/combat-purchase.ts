// Damage, healing and conditions on the sheet through the ledger (issue #23 §4), as the Survival
// chapter of Gods & Monsters gives them.
import { z } from 'zod'
import { combatPurchaseSchema, type CombatPurchase, type CombatRules } from '../common/combat'
import { RulesError } from '../types'
import type { GodsMonstersData } from './model'
import { applyDamage, heal } from './vitals'
import { text } from './text'

/**
 * The choices the text leaves to the table, as fields of the purchase:
 * - `archetypal`: the damage comes from an archetypal action or source, so verve may take it
 *   (Using verve). Default false: plain damage goes to survival.
 * - `injuries`: for damage, points that go straight to injuries (a failed weapon contest, a fall,
 *   a knockout blow); for healing, injury points healed besides the survival. Default 0.
 */
export const godsMonstersCombatPurchaseSchema = combatPurchaseSchema({
  archetypal: z.boolean(),
  injuries: z.number().int().min(0).max(999),
})
export type GodsMonstersCombatPurchase = CombatPurchase & { archetypal: boolean; injuries: number }

const consciousnessConditions = ['semiConscious', 'unconscious'] as const
type ConsciousnessCondition = (typeof consciousnessConditions)[number]

export const godsMonstersCombat: CombatRules<GodsMonstersData, GodsMonstersCombatPurchase> = {
  defaults: { archetypal: false, injuries: 0 },
  conditions: consciousnessConditions,
  conditionLabel: (id) => text(`ledgerCombat.condition.${id as ConsciousnessCondition}`),
  // The temporary pool first, then verve for archetypal damage, then survival; past zero survival
  // the rest adds injuries, and a roll to stay conscious or the death contest may follow.
  damage(data, amount, purchase) {
    const hit = applyDamage(data, amount, {
      archetypal: purchase.archetypal,
      injuries: purchase.injuries,
    })
    const events = [hit.explanation]
    if (hit.deathRoll) events.push(text('ledgerCombat.deathRoll'))
    else if (hit.unconsciousnessRoll) events.push(text('ledgerCombat.unconsciousnessRoll'))
    return { data: hit.data, events }
  },
  // Healing aid: survival up to its maximum, never above, and injury points down.
  heal(data, amount, purchase) {
    const next = heal(data, amount, purchase.injuries)
    return {
      data: next,
      events: [
        text('ledgerCombat.healed', {
          survival: next.survival.current,
          max: next.survival.max,
          injuries: next.injuries,
        }),
      ],
    }
  },
  // Semi-consciousness and unconsciousness, as the sheet keeps them; off is conscious again.
  condition(data, condition, on) {
    if (data.dead) throw new RulesError(text('vitals.dead'))
    const id = condition as ConsciousnessCondition
    if (on) return { data: { ...data, consciousness: id }, events: [] }
    if (data.consciousness !== id) return { data, events: [] }
    return { data: { ...data, consciousness: 'conscious' }, events: [] }
  },
}
