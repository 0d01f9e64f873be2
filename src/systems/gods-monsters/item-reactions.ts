// Item reactions (Actions and consequences): an item at risk rolls against 4, with a bonus for its
// material against the attack form and one for its thickness (+1 at the material's thickness,
// +1 more for each doubling). A failure damages it; it has survival equal to its weight in pounds.
import { chanceRollUnder } from '../common/dice'
import type { RollModifier } from '../common/roll-model'
import { RulesError } from '../types'
import { termTable } from '../common/text'
import { text } from './text'

const itemReactionRule = 'Actions and consequences: Item reactions'

export const itemMaterials = ['glass', 'ice', 'metal', 'paper', 'stone', 'wood'] as const
export type ItemMaterial = (typeof itemMaterials)[number]
export const attackForms = ['fire', 'bludgeon', 'acid'] as const
export type AttackForm = (typeof attackForms)[number]

// The Item reactions table. A blank cell is no bonus (READING: the blanks sit where the text's
// spacing leaves an empty column, e.g. glass: fire +8, bludgeon blank, acid +16).
const materialTable: Record<
  ItemMaterial,
  { bonus: Record<AttackForm, number>; thicknessInches: number }
> = {
  glass: { bonus: { fire: 8, bludgeon: 0, acid: 16 }, thicknessInches: 0.25 },
  ice: { bonus: { fire: 0, bludgeon: 0, acid: 8 }, thicknessInches: 0.5 },
  metal: { bonus: { fire: 6, bludgeon: 5, acid: 0 }, thicknessInches: 0.25 },
  paper: { bonus: { fire: -2, bludgeon: 6, acid: 8 }, thicknessInches: 0.5 },
  stone: { bonus: { fire: 8, bludgeon: 0, acid: 10 }, thicknessInches: 1 },
  wood: { bonus: { fire: 0, bludgeon: 3, acid: 5 }, thicknessInches: 1 },
}

export const materialLabels = termTable(itemMaterials, (m) => text(`itemReactions.material.${m}`))

/** Thickness: +1 at the material's bonus thickness, +1 per doubling (glass: ¼″ 1, ½″ 2, 1″ 3, 2″ 4). */
export function thicknessBonus(material: ItemMaterial, inches: number): number {
  if (!Number.isFinite(inches) || inches < 0 || inches > 10_000) {
    throw new RulesError(text('itemReactions.thicknessRange', { inches }))
  }
  const base = materialTable[material].thicknessInches
  if (inches < base) return 0
  return Math.floor(Math.log2(inches / base) + 1e-9) + 1
}

export interface ItemReactionPlan {
  modifiers: RollModifier[]
  /** Roll this or less on d20. */
  target: number
  chance: number
}

export function itemReactionPlan(
  material: ItemMaterial,
  form: AttackForm,
  inches: number,
): ItemReactionPlan {
  const row = materialTable[material]
  const modifiers: RollModifier[] = []
  const against = row.bonus[form]
  if (against !== 0) {
    modifiers.push({
      label: text(`itemReactions.against.${form}`, { material: materialLabels[material] }),
      value: against,
      rule: itemReactionRule,
    })
  }
  const thick = thicknessBonus(material, inches)
  if (thick > 0)
    modifiers.push({
      label: text('itemReactions.thick', { inches }),
      value: thick,
      rule: itemReactionRule,
    })
  const target = 4 + modifiers.reduce((s, m) => s + m.value, 0)
  return { modifiers, target, chance: chanceRollUnder(target) }
}
