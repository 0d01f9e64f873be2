// Damage, healing and conditions through the character's ledger (issue #23 §4): a `combat`
// purchase costs nothing, applies one change the way the system's text says, and is undone like
// any ledger entry. Dice a change needs (Cairn's critical damage save) are kept in the purchase as
// the generator's draws, as `pass-time` keeps them, so that planning it again gives the same
// changes. The purchase is never offered on a sheet: the combat tracker posts it.
import { z } from 'zod'
import type { Rng } from './dice'
import { PurchaseError, RulesError } from './errors'
import { jsonCopy } from './json'
import type { PurchasePlan } from './ledger'
import { diffChanges } from './changes'
import { text } from './rules-text'

const combatChanges = ['damage', 'heal', 'condition'] as const
export type CombatChange = (typeof combatChanges)[number]

/** Most dice one change may roll (Cairn rolls one save). */
const maxDraws = 20
/** Ledger labels and notes are limited to 200 characters. */
const labelLimit = 200
export const combatNoteLimit = 200
const conditionLimit = 80

/**
 * The fields every system's `combat` purchase has. All are present whatever the change, so the
 * purchase stays plain JSON: `amount` is 0 for a condition, `condition` empty and `on` false for
 * damage and healing. `amount` is checked by the rules (whole, 0 or more) so that a bad one is
 * refused with the rules' own translated message.
 */
const combatShape = {
  kind: z.literal('combat'),
  change: z.enum(combatChanges),
  amount: z.number().finite(),
  condition: z.string().max(conditionLimit),
  on: z.boolean(),
  /** Where the change came from (the encounter's note); also the ledger line's note. */
  note: z.string().max(combatNoteLimit),
  draws: z.array(z.number().min(0).lt(1)).max(maxDraws),
}

/** The purchase union member for combat, with the system's own extra fields (its choices). */
export function combatPurchaseSchema<E extends z.ZodRawShape>(extra: E) {
  return z.object({ ...combatShape, ...extra }).strict()
}

export type CombatPurchase = {
  kind: 'combat'
  change: CombatChange
  amount: number
  condition: string
  on: boolean
  note: string
  draws: number[]
}

/** What a change did to a copy of the data, with short lines for the ledger label. */
export interface CombatOutcome<D> {
  data: D
  events: string[]
}

/** A system's damage, healing and conditions on the sheet, as its text gives them. */
export interface CombatRules<D, P extends CombatPurchase = CombatPurchase> {
  /** The conditions the sheet tracks, by id; any other is refused. */
  conditions: readonly string[]
  /** The system's own fields of the purchase (its choices), at their documented defaults. */
  defaults: Omit<P, keyof CombatPurchase>
  /** The condition's name, for the label. */
  conditionLabel(id: string): string
  damage(data: D, amount: number, purchase: P, rng: Rng): CombatOutcome<D>
  heal(data: D, amount: number, purchase: P): CombatOutcome<D>
  condition(data: D, condition: string, on: boolean, purchase: P): CombatOutcome<D>
}

/** Damage and healing are whole numbers of 0 or more (RulesError otherwise). */
function assertCombatAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RulesError(text('combat.amountWhole', { amount: String(amount) }))
  }
}

/** Applies the purchase's change to a copy of the data. Throws RulesError when not allowed. */
export function applyCombat<D, P extends CombatPurchase>(
  rules: CombatRules<D, P>,
  data: D,
  purchase: P,
  rng: Rng,
): CombatOutcome<D> {
  const copy = jsonCopy(data)
  switch (purchase.change) {
    case 'damage':
      assertCombatAmount(purchase.amount)
      return rules.damage(copy, purchase.amount, purchase, rng)
    case 'heal':
      assertCombatAmount(purchase.amount)
      return rules.heal(copy, purchase.amount, purchase)
    case 'condition':
      if (!rules.conditions.includes(purchase.condition)) {
        throw new RulesError(text('combat.unknownCondition', { condition: purchase.condition }))
      }
      return rules.condition(copy, purchase.condition, purchase.on, purchase)
  }
}

/** A generator that replays recorded draws, and refuses to invent more. */
function replay(draws: readonly number[]): Rng {
  let next = 0
  return () => {
    const value = draws[next++]
    if (value === undefined) throw new PurchaseError(text('combat.diceRanOut'))
    return value
  }
}

/**
 * The purchase to record for a change, with the dice it rolled now (none for most changes).
 * Throws RulesError, with the rules' reason, when the change is not allowed.
 */
export function rollCombat<D, P extends CombatPurchase>(
  rules: CombatRules<D, P>,
  data: D,
  purchase: P,
  rng: Rng,
): { purchase: P; events: string[] } {
  const draws: number[] = []
  const recording: Rng = () => {
    const value = rng()
    draws.push(value)
    return value
  }
  const { events } = applyCombat(rules, data, { ...purchase, draws: [] }, recording)
  return { purchase: { ...purchase, draws }, events }
}

/** "Damage 4", "Healing 2", "Condition on: Stunned". */
function headline<D, P extends CombatPurchase>(rules: CombatRules<D, P>, purchase: P): string {
  switch (purchase.change) {
    case 'damage':
      return text('combat.damageLabel', { amount: purchase.amount })
    case 'heal':
      return text('combat.healLabel', { amount: purchase.amount })
    case 'condition':
      return text(purchase.on ? 'combat.conditionOn' : 'combat.conditionOff', {
        condition: rules.conditionLabel(purchase.condition),
      })
  }
}

/**
 * Plans a combat purchase: its changes (from `diffChanges`, so undo restores exactly the data
 * before), a label saying what happened, and no cost. The rules' refusals become PurchaseError
 * with the same message, as the ledger's callers expect (see `planPassTime`).
 */
export function planCombat<D, P extends CombatPurchase>(
  rules: CombatRules<D, P>,
  data: D,
  purchase: P,
  currency: string,
): PurchasePlan {
  let outcome: CombatOutcome<D>
  try {
    outcome = applyCombat(rules, data, purchase, replay(purchase.draws))
  } catch (error) {
    if (error instanceof RulesError) throw new PurchaseError(error.message)
    throw error
  }
  const changes = diffChanges(data, outcome.data)
  if (changes.length === 0) {
    throw new PurchaseError(text('combat.nothingChanges', { change: headline(rules, purchase) }))
  }
  const said = outcome.events.join('; ')
  const summary = said ? `${headline(rules, purchase)}: ${said}` : headline(rules, purchase)
  return {
    label: summary.length > labelLimit ? `${summary.slice(0, labelLimit - 1)}…` : summary,
    currency,
    cost: 0,
    changes,
    option: jsonCopy(purchase),
  }
}
