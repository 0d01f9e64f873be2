// Symbaroum formulas: the attribute modifier table and the secondary attributes.
import type { ShieldKind, SymbaroumData } from './model'

/** Modifier table: 5 → +5 … 10 → 0 … 15 → −5, that is 10 − value. */
export function attributeModifier(value: number): number {
  return 10 - value
}

/** Opposed tests: the active attribute is modified by [10 − the opponent's attribute]. */
export function opposedModifier(opponentValue: number): number {
  return attributeModifier(opponentValue)
}

/** Toughness: equal to Strong, but never below 10. */
export function toughness(strong: number): number {
  return Math.max(10, strong)
}

/** Pain Threshold: half the real Strong (even below 10), rounded up. */
export function painThreshold(strong: number): number {
  return Math.ceil(strong / 2)
}

/** Shield: a shield or a buckler gives +1 Defense. */
export function shieldBonus(shield: ShieldKind): number {
  return shield === 'none' ? 0 : 1
}

/** Defense: Quick minus the armor's Impeding, +1 with a shield or buckler. */
export function defense(quick: number, impeding: number, shield: ShieldKind): number {
  return quick - impeding + shieldBonus(shield)
}

/** Corruption Threshold: half Resolute, rounded up. */
export function corruptionThreshold(resolute: number): number {
  return Math.ceil(resolute / 2)
}

/** Maximum Toughness of a character. */
export function maxToughness(data: Pick<SymbaroumData, 'attributes'>): number {
  return toughness(data.attributes.strong)
}

/** Damage lowers Toughness, which stops at 0 (a player character at 0 is dying). */
export function currentToughness(data: Pick<SymbaroumData, 'attributes' | 'damage'>): number {
  return Math.max(0, maxToughness(data) - data.damage)
}

export function characterDefense(
  data: Pick<SymbaroumData, 'attributes' | 'armor' | 'shield'>,
): number {
  return defense(data.attributes.quick, data.armor?.impeding ?? 0, data.shield)
}
