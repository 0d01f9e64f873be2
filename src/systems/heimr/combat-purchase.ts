// Damage, healing and conditions on the sheet through the ledger (issue #23 §4), as Heimr's
// Health, Injuries and Injury Effects give them.
import { z } from 'zod'
import { combatPurchaseSchema, type CombatPurchase, type CombatRules } from '../common/combat'
import { formatNumber } from '../common/format'
import { RulesError } from '../types'
import { takeDamage } from './attack'
import { dyingState } from './dying'
import { injuryLevel, injuryLevels } from './health'
import { bodyParts, positionIds, type BodyPart, type HeimrData, type PositionId } from './model'
import { text } from './text'

/**
 * Injury Effects: an attack that leaves the character at 0 HP or less injures the body part it
 * hit (the attack's d6). That part is a field of the purchase, null when not known: then only the
 * hit points change, and the sheet's attack dialog adds the injury.
 */
export const heimrCombatPurchaseSchema = combatPurchaseSchema({
  bodyPart: z.enum(bodyParts).nullable(),
})
export type HeimrCombatPurchase = CombatPurchase & { bodyPart: BodyPart | null }

function refuseDead(data: HeimrData): void {
  if (dyingState(data)?.dead) throw new RulesError(text('dying.tooLate'))
}

export const heimrCombat: CombatRules<HeimrData, HeimrCombatPurchase> = {
  defaults: { bodyPart: null },
  conditions: positionIds,
  conditionLabel: (id) => text(`position.${id as PositionId}.label`),
  // Health: damage lowers hit points (the sheet goes to −99); zero or less is injured, and the
  // Injuries table gives the level.
  damage(data, amount, purchase) {
    refuseDead(data)
    const next = takeDamage(data, amount)
    const after = next.hitPoints.current
    const events = [
      text('ledgerCombat.hitPoints', {
        before: formatNumber(data.hitPoints.current),
        after: formatNumber(after),
      }),
    ]
    const level = injuryLevel(after)
    if (level !== 'unhurt') events.push(injuryLevels[level].label)
    const part = purchase.bodyPart
    if (part !== null && amount > 0 && after <= 0 && !next.injuries.includes(part)) {
      return { data: { ...next, injuries: [...next.injuries, part] }, events }
    }
    return { data: next, events }
  },
  // Healing brings hit points up to their maximum, never above. Above 0 the character is no
  // longer injured, so the injuries' effects and the dying clock end (Injury Effects).
  heal(data, amount) {
    refuseDead(data)
    const before = data.hitPoints.current
    const after = Math.max(before, Math.min(data.hitPoints.max, before + amount))
    const next: HeimrData = { ...data, hitPoints: { ...data.hitPoints, current: after } }
    if (after > 0 && before <= 0) {
      next.injuries = []
      delete next.dyingClock
    }
    return {
      data: next,
      events: [
        text('ledgerCombat.hitPoints', {
          before: formatNumber(before),
          after: formatNumber(after),
        }),
      ],
    }
  },
  // Positions the sheet marks (prone, helpless, unconscious…).
  condition(data, condition, on) {
    const id = condition as PositionId
    const rest = data.positions.filter((p) => p !== id)
    return { data: { ...data, positions: on ? [...rest, id] : rest }, events: [] }
  },
}
