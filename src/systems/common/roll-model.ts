// The roll model the sheets' roll dialogs share: each modifier on a roll is listed with its value
// and the rule it comes from, so the dialog can show them before the roll and the roll log can
// record them after it.
import { signed } from './format'

/** One modifier on a roll. */
export interface RollModifier {
  /** What it is, e.g. "Advantage" or "Target's Defense 12". */
  label: string
  /** Added to the number the roll is made against (or to the roll), e.g. +2. */
  value: number
  /** The rules-text section it comes from, or "House rule: …". */
  rule: string
}

/** An extra die added to a roll's total, e.g. Advantage's 1d4 damage. */
export interface ExtraDie {
  label: string
  dice: string
  rule: string
}

/** The sum of the modifiers' values. */
export function modifierTotal(modifiers: readonly RollModifier[]): number {
  return modifiers.reduce((sum, m) => sum + m.value, 0)
}

/** "Advantage +2, Target's Defense 12 −2": the modifiers in a line, for the roll log. */
export function describeModifiers(modifiers: readonly (RollModifier | ExtraDie)[]): string {
  return modifiers
    .map((m) => ('dice' in m ? `${m.label} +${m.dice}` : `${m.label} ${signed(m.value)}`))
    .join(', ')
}
