// Turns a combat tracker's ledger intent (damage, healing or a condition on a party member) into
// the character's system's `combat` purchase, which the sheet posts through the editor's normal
// purchase path (`editor.purchase(purchase, { note })`), so the change is a ledger entry and
// undoable from the ledger. Pure TypeScript.
import {
  combatNoteLimit,
  rollCombat,
  type CombatPurchase,
  type CombatRules,
} from '../systems/common/combat'
import type { Rng } from '../systems/common/dice'
import { recordPurchase, undoEntry, type Purchase } from '../systems/common/ledger'
import { getSystem } from '../systems/index'
import { text } from '../systems/common/rules-text'
import { PurchaseError, type CharacterRecord, type HouseRules } from '../systems/types'
import type { LedgerIntent } from './encounter'
import { text as say } from './text'

export interface CombatPurchaseFor {
  /** The system's `combat` purchase, checked by its purchase schema, with any dice it rolled. */
  purchase: Purchase
  /** The ledger line's note: where the change came from. */
  note: string
  /** What the change does now, in short lines (e.g. "Toughness 14 → 9"). */
  events: string[]
}

/** Notes longer than the ledger keeps are cut with an ellipsis. */
function fitNote(note: string): string {
  const trimmed = note.trim()
  return trimmed.length > combatNoteLimit ? `${trimmed.slice(0, combatNoteLimit - 1)}…` : trimmed
}

/**
 * The encounter's conditions are typed by the game master; the sheet's are ids. A condition is
 * found by its id or by its name in the current locale, ignoring case and spaces around it.
 * Unknown ones are refused by the rules (RulesError).
 */
function conditionId(
  rules: Pick<CombatRules<unknown>, 'conditions' | 'conditionLabel'>,
  typed: string,
): string {
  const wanted = typed.trim().toLocaleLowerCase()
  const found = rules.conditions.find(
    (id) =>
      id.toLocaleLowerCase() === wanted || rules.conditionLabel(id).toLocaleLowerCase() === wanted,
  )
  return found ?? typed
}

/**
 * The purchase for `intent` on the character whose data is `data`. The system's own choices
 * (e.g. whether Gods & Monsters damage is archetypal) take their documented defaults. Dice the
 * change needs (Cairn's critical damage save) come from `rng` and are kept in the purchase.
 * Throws RulesError when the rules refuse the change (a dead character, an unknown condition,
 * a negative amount), and Error when the system has no combat purchase.
 */
export function combatPurchaseFor(
  intent: LedgerIntent,
  data: unknown,
  rng: Rng,
): CombatPurchaseFor {
  const system = getSystem(intent.system)
  const rules = system.combat
  if (!rules) throw new Error(text('combat.noCombat', { system: system.name }))
  const note = fitNote(intent.note)
  const condition = intent.change === 'condition' ? conditionId(rules, intent.condition) : ''
  const base: CombatPurchase =
    intent.change === 'condition'
      ? {
          kind: 'combat',
          change: 'condition',
          amount: 0,
          condition,
          on: intent.on,
          note,
          draws: [],
        }
      : {
          kind: 'combat',
          change: intent.change,
          amount: intent.amount,
          condition: '',
          on: false,
          note,
          draws: [],
        }
  const rolled = rollCombat(rules, data, { ...rules.defaults, ...base }, rng)
  const purchase = system.advancement.purchaseSchema.parse(rolled.purchase)
  return { purchase, note, events: rolled.events }
}

/** A party member after a tracker's change: the record to store and what the change did. */
export interface AppliedIntent {
  character: CharacterRecord
  /** The ledger entry that records it (undone with undoAppliedIntent). */
  entryId: string
  note: string
  events: string[]
}

/**
 * Posts a tracker's change on a stored party member as the editor's purchase path does: the
 * system's `combat` purchase, planned with the campaign's house rules and recorded in the ledger
 * with its note, at `at`. A newer Quillkeep's character is refused (it is never rewritten here),
 * and so is any change its rules refuse (RulesError, PurchaseError).
 */
export function applyLedgerIntent(
  character: CharacterRecord,
  intent: LedgerIntent,
  rules: HouseRules,
  rng: Rng,
  at: string,
): AppliedIntent {
  const system = getSystem(character.system)
  if (character.dataVersion > system.dataVersion)
    throw new PurchaseError(say('encounter.newerCharacter', { name: character.name }))
  const data =
    character.dataVersion < system.dataVersion
      ? system.migrate(character.data, character.dataVersion)
      : character.data
  const made = combatPurchaseFor(intent, data, rng)
  const plan = system.advancement.plan(data, made.purchase, rules)
  const result = recordPurchase(data, character.ledger, plan, { at, note: made.note })
  return {
    character: {
      ...character,
      data: result.data,
      dataVersion: system.dataVersion,
      ledger: result.ledger,
      updatedAt: at,
    },
    entryId: result.entry.id,
    note: made.note,
    events: made.events,
  }
}

/** Takes a tracker's change back off a party member: its ledger entry undone, as the sheet does. */
export function undoAppliedIntent(
  character: CharacterRecord,
  entryId: string,
  at: string,
): CharacterRecord {
  const result = undoEntry(character.data, character.ledger, entryId, at)
  return { ...character, data: result.data, ledger: result.ledger, updatedAt: at }
}
