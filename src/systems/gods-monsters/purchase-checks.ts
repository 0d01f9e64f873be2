// What the sheet checks around a purchase: the price against the balance in the currency's own
// units, the rule findings the purchase would bring, and the starting coins creation posted.
import { balance, isActive, recordPurchase, type LedgerEntry } from '../common/ledger'
import type { Finding, HouseRules, PurchasePlan } from '../types'
import { currencyIds } from './advance'
import { checkGodsMonsters } from './check'
import { formatSilver } from './gear'
import type { GodsMonstersData } from './model'
import { text } from './text'

/** "18 silver" for coins (kept in hundredths), "5 mojo" for the other currencies. */
function formatAmount(currency: string, amount: number): string {
  switch (currency) {
    case currencyIds.coins:
      return text('purchaseChecks.amount.coins', { amount: formatSilver(amount) })
    case currencyIds.xp:
      return text('purchaseChecks.amount.xp', { amount })
    case currencyIds.mojo:
      return text('purchaseChecks.amount.mojo', { amount })
    case currencyIds.practical:
      return text('purchaseChecks.amount.practical', { amount })
    default:
      return text('purchaseChecks.amount.other', { amount, currency })
  }
}

/** Why the character cannot pay for the plan, in the currency's units; null when she can. */
export function cannotAffordMessage(
  plan: PurchasePlan,
  ledger: readonly LedgerEntry[],
): string | null {
  const unspent = balance(ledger, plan.currency)
  if (plan.cost <= unspent) return null
  return text('purchaseChecks.cannotAfford', {
    label: plan.label,
    cost: formatAmount(plan.currency, plan.cost),
    unspent: formatAmount(plan.currency, unspent),
  })
}

function findingKey(f: Finding): string {
  return `${f.code}|${f.path ?? ''}|${f.message}`
}

/** The rule findings the purchase would add to the character (empty when it brings none). */
export function purchaseFindings(
  data: GodsMonstersData,
  plan: PurchasePlan,
  rules: HouseRules,
  ledger: readonly LedgerEntry[] = [],
): Finding[] {
  const before = new Set(checkGodsMonsters(data, rules, ledger).map(findingKey))
  // The purchase joins the ledger, so a score it raises counts as raised, not as assigned.
  const bought = recordPurchase(data, ledger, plan, { override: true })
  const after = checkGodsMonsters(bought.data, rules, bought.ledger)
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
  const findings = rules ? purchaseFindings(data, plan, rules, ledger) : []
  if (!override && findings.length > 0) {
    // Every reason at once: the rule findings first, then the price if it cannot be paid.
    const reasons = [...findings.map((f) => f.message), ...(unaffordable ? [unaffordable] : [])]
    throw new Error(text('purchaseChecks.notBought', { reasons: reasons.join(' ') }))
  }
  if (!override && unaffordable) throw new Error(unaffordable)
  const note =
    override && findings.length > 0
      ? text('purchaseChecks.overrideNote', {
          findings: findings.map((f) => f.message).join(' '),
        })
      : ''
  const result = recordPurchase(data, ledger, plan, { override, note })
  if (override && (unaffordable || findings.length > 0)) result.entry.override = true
  const entries = result.ledger.map((e) => (e.id === result.entry.id ? result.entry : e))
  return { data: result.data, ledger: entries, entry: result.entry }
}

export { creationAssignment } from './assignment'

// Ability scores: at creation the six assigned scores are the six rolled totals.

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
const startingCoinsNote = 'Starting coins'
