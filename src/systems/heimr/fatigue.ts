// Fatigue: a requirement on physical rolls that rises as the character exerts herself.
import { formatNumber } from '../common/format'
import { RulesError } from '../types'
import type { HeimrData } from './model'
import { text } from './text'

const minFatigue = 1
export const maxFatigue = 20
/** Breather: fatigue drops by this much, not below base. */
const breatherRecovery = 2
/** The attribute id base fatigue comes from. */
export const staminaId = 'sta'

// Base fatigue: 4 − stamina, never below 1.
export function baseFatigue(stamina: number): number {
  if (!Number.isInteger(stamina)) {
    throw new RulesError(text('fatigue.staminaWhole', { value: String(stamina) }))
  }
  return Math.max(minFatigue, 4 - stamina)
}

/**
 * Stamina for base fatigue. A campaign may drop the standard attributes (Attributes); without
 * an attribute "sta" we count stamina as 0, an unremarkable character, so base fatigue is 4
 * and fatigue still works. (Base fatigue 1 would switch fatigue off: no d6 is below 1.)
 */
function staminaOf(data: HeimrData): { value: number; found: boolean } {
  const stamina = Object.prototype.hasOwnProperty.call(data.attributes, staminaId)
    ? data.attributes[staminaId]
    : undefined
  return stamina ? { value: stamina.value, found: true } : { value: 0, found: false }
}

// Base fatigue of a character: 4 − stamina, never below 1.
export function baseFatigueOf(data: HeimrData): number {
  return baseFatigue(staminaOf(data).value)
}

/** "4 − Stamina −2 = 6" with the actual numbers. */
export function explainBaseFatigue(data: HeimrData): string {
  const stamina = staminaOf(data)
  const found = stamina.found ? data.attributes[staminaId]?.name : undefined
  const name = found ?? text('fatigue.stamina')
  const raw = 4 - stamina.value
  const params = { name, stamina: formatNumber(stamina.value), raw: formatNumber(raw) }
  const sum =
    raw < minFatigue ? text('fatigue.baseSumFloor', params) : text('fatigue.baseSum', params)
  return stamina.found ? sum : text('fatigue.noStamina', { id: staminaId, sum })
}

// Base fatigue: a rested character (fatigue at base) is at the new base when Stamina changes;
// a tired one keeps her fatigue.
export function fatigueAfterStaminaChange(data: HeimrData, stamina: number): number {
  return data.fatigue === baseFatigueOf(data) ? baseFatigue(stamina) : data.fatigue
}

/** Where a physical roll is made: the once-per-turn limit on fatigue applies only in combat. */
export interface PhysicalRollSetting {
  inCombat: boolean
}

// Fatigue: a physical roll whose d6 is lower than the fatigue raises it by 1 (up to 20).
// Fatigue during combat: there it rises at most once per turn; outside combat every such roll
// raises it.
export function applyPhysicalRoll(
  data: HeimrData,
  d6: number,
  { inCombat }: PhysicalRollSetting,
): HeimrData {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RulesError(text('dice.d6', { value: String(d6) }))
  }
  if (d6 >= data.fatigue || data.fatigue >= maxFatigue) return data
  if (!inCombat) return { ...data, fatigue: data.fatigue + 1 }
  if (data.fatigueRaisedThisTurn) return data
  return { ...data, fatigue: data.fatigue + 1, fatigueRaisedThisTurn: true }
}

// Taking a breather: fatigue drops by 2, not below base fatigue.
export function takeBreather(data: HeimrData): HeimrData {
  const base = baseFatigueOf(data)
  return { ...data, fatigue: Math.max(base, Math.min(data.fatigue, maxFatigue) - breatherRecovery) }
}

// Base fatigue: given the chance to stop for a while, fatigue returns to base.
export function restToBaseFatigue(data: HeimrData): HeimrData {
  return { ...data, fatigue: baseFatigueOf(data), fatigueRaisedThisTurn: false }
}
