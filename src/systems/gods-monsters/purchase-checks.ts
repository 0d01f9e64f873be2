// What the sheet checks around a purchase: the price against the balance in the currency's own
// units, the rule findings the purchase would bring, and the scores creation assigned.
import {
  applyChanges,
  balance,
  isActive,
  recordPurchase,
  revertChanges,
  type LedgerEntry,
} from '../common/ledger'
import type { Finding, HouseRules, PurchasePlan } from '../types'
import { currencyIds } from './advance'
import { checkGodsMonsters } from './check'
import { formatSilver } from './gear'
import { abilityIds, abilityNames, type AbilityScores, type GodsMonstersData } from './model'
import { ruleRefs } from './rule-refs'

/** "18 silver" for coins (kept in hundredths), "5 mojo" for the other currencies. */
export function formatAmount(currency: string, amount: number): string {
  return currency === currencyIds.coins
    ? `${formatSilver(amount)} silver`
    : `${amount} ${currency === 'xp' ? 'experience' : currency}`
}

/** Why the character cannot pay for the plan, in the currency's units; null when she can. */
export function cannotAffordMessage(
  plan: PurchasePlan,
  ledger: readonly LedgerEntry[],
): string | null {
  const unspent = balance(ledger, plan.currency)
  if (plan.cost <= unspent) return null
  return `${plan.label} costs ${formatAmount(plan.currency, plan.cost)} but only ${formatAmount(plan.currency, unspent)} is unspent.`
}

function findingKey(f: Finding): string {
  return `${f.code}|${f.path ?? ''}|${f.message}`
}

/** The rule findings the purchase would add to the character (empty when it brings none). */
export function purchaseFindings(
  data: GodsMonstersData,
  plan: PurchasePlan,
  rules: HouseRules,
): Finding[] {
  const before = new Set(checkGodsMonsters(data, rules).map(findingKey))
  const after = checkGodsMonsters(applyChanges(data, plan.changes), rules)
  return after.filter((f) => !before.has(findingKey(f)))
}

/**
 * Records a purchase after its checks: refused when it cannot be paid for or (given the house
 * rules to check with; null skips it) brings rule findings, unless the game master overrides;
 * an override is marked on the entry and its note names the findings, as the ledger shows them.
 */
export function recordCheckedPurchase(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  plan: PurchasePlan,
  rules: HouseRules | null,
  override: boolean,
): { data: GodsMonstersData; ledger: LedgerEntry[]; entry: LedgerEntry } {
  const unaffordable = cannotAffordMessage(plan, ledger)
  const findings = rules ? purchaseFindings(data, plan, rules) : []
  if (!override && unaffordable) throw new Error(unaffordable)
  if (!override && findings.length > 0) {
    throw new Error(
      `Not bought: ${findings.map((f) => f.message).join(' ')} Tick the game master override to buy it anyway.`,
    )
  }
  const note =
    override && findings.length > 0
      ? `Game master override: ${findings.map((f) => f.message).join(' ')}`
      : ''
  const result = recordPurchase(data, ledger, plan, { override, note })
  if (override && (unaffordable || findings.length > 0)) result.entry.override = true
  const entries = result.ledger.map((e) => (e.id === result.entry.id ? result.entry : e))
  return { data: result.data, ledger: entries, entry: result.entry }
}

/**
 * The scores as creation assigned them: the current ones with every active ledger purchase that
 * raised an ability taken back (mojo raises scores after the assignment, never the rolls).
 */
export function creationAssignment(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
): AbilityScores {
  let scores: GodsMonstersData = data
  for (const entry of [...ledger].reverse()) {
    if (!isActive(entry) || entry.kind !== 'spend') continue
    const raises = entry.changes.filter((c) => c.path[0] === 'abilities')
    if (raises.length > 0) scores = revertChanges(scores, raises)
  }
  return { ...scores.abilities }
}

// Ability scores: at creation the six assigned scores are the six rolled totals.
export function scoresAsRolledFindings(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
): Finding[] {
  if (data.rolledScores.length !== 6) return []
  const assignedScores = creationAssignment(data, ledger)
  const rolled = [...data.rolledScores].sort((a, b) => a - b)
  const assigned = abilityIds.map((id) => assignedScores[id]).sort((a, b) => a - b)
  if (rolled.every((r, i) => r === assigned[i])) return []
  const named = abilityIds.map((id) => `${abilityNames[id]} ${assignedScores[id]}`).join(', ')
  return [
    {
      severity: 'warning',
      code: 'scores-not-as-rolled',
      message: `The assigned scores (${assigned.join(', ')}: ${named}) are not the rolled ones (${rolled.join(', ')}).`,
      rule: ruleRefs.abilities,
      path: 'abilities',
    },
  ]
}

/** The starting coins creation posted to the ledger (hundredths of a silver), or null. */
export function recordedStartingCoins(ledger: readonly LedgerEntry[]): number | null {
  const award = ledger.find(
    (e) =>
      isActive(e) &&
      e.kind === 'award' &&
      e.currency === currencyIds.coins &&
      e.note === startingCoinsNote,
  )
  return award ? award.amount : null
}

/** The note creation's starting-coins award carries (see creationAwards). */
export const startingCoinsNote = 'Starting coins'
