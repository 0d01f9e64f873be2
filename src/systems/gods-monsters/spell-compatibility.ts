// Spell compatibility (Archetype advancement: Sorcerors): the reason roll a spell needs before it
// is inscribed or learned, unless archetypal mojo paid for it; what a failure costs, and the
// retry at a later level. The roll is archetypal for a sorceror, so mojo may turn a failure.
import {
  applyChanges,
  recordPurchase,
  type Change,
  type EntryMeta,
  type LedgerEntry,
} from '../common/ledger'
import type { Rng } from '../common/dice'
import type { HouseRules } from '../types'
import { PurchaseError } from '../types'
import { currencyIds, recordMojoBid, type Recorded } from './advance'
import type { GodsMonstersData } from './model'
import { resolveRoll, type RollPlan, type RollResult } from './rolls'
import {
  compatibilityChanges,
  compatibilityPlan,
  compatibilityRetryMojo,
  compatibilityState,
  findSpell,
} from './spells'
import { text } from './text'

export interface CompatibilityInput {
  /** The d20 rolled, or the roller. */
  roll: number | Rng
  /** Mojo bid after a failure (Mojo: Rolls); ignored on a success. */
  bid?: number
}

export interface CompatibilityRecorded extends Recorded {
  plan: RollPlan
  result: RollResult
  /** Compatible after the roll (and the bid, if it was enough). */
  compatible: boolean
  /** Mojo the bid cost (0 without a bid, or when it was too small). */
  bidSpent: number
  /** Practical mojo dedicated to the spell that a failure used up. */
  practicalLost: number
  explanation: string
}

// Spell compatibility: reason +6 − spell level. A success makes the spell compatible for good. A
// failure spends the practical mojo dedicated to it; the sorceror may try again at a later level
// for two mojo. A bid on the failed roll that reaches the mojo needed makes it a success.
export function recordCompatibilityRoll(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  spellId: string,
  input: CompatibilityInput,
  rules: HouseRules = {},
  options: EntryMeta = {},
): CompatibilityRecorded {
  const spell = findSpell(data, spellId)
  const { state, explanation: why } = compatibilityState(data, spell)
  if (state !== 'due' && state !== 'retry') {
    throw new PurchaseError(text('spellCompatibility.notDue', { name: spell.name, why }))
  }
  const plan = compatibilityPlan(data, spell, rules)
  const result = resolveRoll(plan, input.roll)
  const bid = result.success ? 0 : (input.bid ?? 0)
  if (!Number.isInteger(bid) || bid < 0)
    throw new PurchaseError(text('spellCompatibility.bidWhole'))
  const bidWins = !result.success && plan.archetypal && bid >= result.mojoNeeded

  let d = data
  let l: LedgerEntry[] = [...ledger]
  const entries: LedgerEntry[] = []
  // The die's own outcome, kept with the entry that pays for the roll when there is one.
  const dieOutcome = compatibilityChanges(d, spell, result.success)
  const pool = d.practicalMojo.findIndex((p) => p.target.toLowerCase() === spell.name.toLowerCase())
  const dedicated = pool === -1 ? 0 : (d.practicalMojo[pool]?.amount ?? 0)
  const practicalLost = !result.success && !bidWins ? dedicated : 0
  if (state === 'retry') {
    const spent = recordPurchase(
      d,
      l,
      {
        label: text('spellCompatibility.retried', { name: spell.name }),
        currency: currencyIds.mojo,
        cost: compatibilityRetryMojo,
        changes: dieOutcome,
      },
      options,
    )
    ;({ data: d, ledger: l } = spent)
    entries.push(spent.entry)
  } else if (practicalLost > 0) {
    const lost: Change[] = [
      ...dieOutcome,
      { path: ['practicalMojo', String(pool), 'amount'], before: dedicated, after: 0 },
    ]
    const spent = recordPurchase(
      d,
      l,
      {
        label: text('spellCompatibility.practicalSpent', { name: spell.name }),
        currency: currencyIds.practical,
        cost: practicalLost,
        changes: lost,
      },
      { ...options, override: true },
    )
    ;({ data: d, ledger: l } = spent)
    entries.push(spent.entry)
  } else {
    d = applyChanges(d, dieOutcome)
  }
  let bidSpent = 0
  if (bidWins) {
    const bidResult = recordMojoBid(
      d,
      l,
      {
        label: text('spellCompatibility.bidLabel', { name: spell.name }),
        bid,
        needed: result.mojoNeeded,
        changes: compatibilityChanges(d, findSpell(d, spellId), true),
      },
      rules,
      options,
    )
    ;({ data: d, ledger: l } = bidResult)
    entries.push(...bidResult.entries)
    bidSpent = bidResult.spent
  }
  const compatible = result.success || bidWins
  const outcome = compatible
    ? text('spellCompatibility.compatible', { name: spell.name })
    : text('spellCompatibility.notCompatible', { name: spell.name })
  const parts = [
    text('spellCompatibility.rolled', { roll: result.roll, target: result.target }),
    bidSpent > 0 ? text('spellCompatibility.bidMade', { mojo: bidSpent }) : '',
    practicalLost > 0 ? text('spellCompatibility.practicalLost', { mojo: practicalLost }) : '',
  ].filter((p) => p !== '')
  return {
    data: d,
    ledger: l,
    entries,
    plan,
    result,
    compatible,
    bidSpent,
    practicalLost,
    explanation: text('spellCompatibility.explanation', { parts: parts.join(', '), outcome }),
  }
}
