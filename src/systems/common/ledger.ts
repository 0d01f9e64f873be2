// The advancement ledger: awards and spends of XP, mojo, coins... Totals are derived from the
// entries; any entry can be undone, which restores the points and reverts what it bought.
import { PurchaseError } from './errors'
import { jsonCopy, type Json } from './json'
import { text } from './rules-text'

/** One edit a purchase makes to character data. `before`/`after` undefined means "absent". */
export interface Change {
  path: string[]
  before?: Json
  after?: Json
}

/**
 * What a character can buy, as its system defines it: an object tagged with its `kind`, whose
 * other fields are JSON (e.g. `{ kind: 'raise', abilityId: 'acrobatics' }`). Each system's
 * purchases are a discriminated union that its `purchaseSchema` checks; a spend keeps the one it
 * made.
 */
export type Purchase = { readonly kind: string } & { readonly [field: string]: Json }

/** A priced, ready-to-record purchase: the ledger entry's body. */
export interface PurchasePlan {
  label: string
  currency: string
  cost: number
  changes: Change[]
  /** The system's purchase that was priced, when the plan came from one. */
  option?: Purchase
}

export interface LedgerEntry {
  id: string
  /** ISO timestamp of when it was recorded. */
  at: string
  kind: 'award' | 'spend'
  currency: string
  /** Always positive; `kind` gives the sign. */
  amount: number
  note: string
  journalEntryId?: string
  /** What the spend bought, as a label ("Acrobatics (novice)"). */
  purchase?: string
  /** What the spend bought, as the system's purchase (`plan` takes it). */
  option?: Purchase
  /** Data edits the purchase made; reverted on undo. */
  changes: Change[]
  /** Recorded although the character could not afford it, by game master override. */
  override?: boolean
  /** Set when undone. Undone entries stay in the history but count for nothing. */
  undoneAt?: string
}

export function isActive(entry: LedgerEntry): boolean {
  return entry.undoneAt === undefined
}

/** Balance of one currency: active awards minus active spends. */
export function balance(ledger: readonly LedgerEntry[], currency: string): number {
  let total = 0
  for (const entry of ledger) {
    if (!isActive(entry) || entry.currency !== currency) continue
    total += entry.kind === 'award' ? entry.amount : -entry.amount
  }
  return total
}

export function balances(
  ledger: readonly LedgerEntry[],
  currencies: readonly string[],
): Record<string, number> {
  const out: Record<string, number> = {}
  for (const currency of currencies) out[currency] = balance(ledger, currency)
  return out
}

/** Total ever awarded (active entries), e.g. total experience earned. */
export function earned(ledger: readonly LedgerEntry[], currency: string): number {
  return ledger
    .filter((e) => isActive(e) && e.currency === currency && e.kind === 'award')
    .reduce((sum, e) => sum + e.amount, 0)
}

export function newId(): string {
  return globalThis.crypto.randomUUID()
}

export interface EntryMeta {
  id?: string
  at?: string
  note?: string
  journalEntryId?: string
}

function meta(m: EntryMeta): Pick<LedgerEntry, 'id' | 'at' | 'note'> & { journalEntryId?: string } {
  const out: Pick<LedgerEntry, 'id' | 'at' | 'note'> & { journalEntryId?: string } = {
    id: m.id ?? newId(),
    at: m.at ?? new Date().toISOString(),
    note: m.note ?? '',
  }
  if (m.journalEntryId) out.journalEntryId = m.journalEntryId
  return out
}

export function makeAward(currency: string, amount: number, m: EntryMeta = {}): LedgerEntry {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new PurchaseError(`An award must be a whole number above 0 (got ${amount}).`)
  }
  return { ...meta(m), kind: 'award', currency, amount, changes: [] }
}

function getAt(data: unknown, path: readonly string[]): Json | undefined {
  let node: unknown = data
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    if (!Object.prototype.hasOwnProperty.call(node, key)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node as Json | undefined
}

function setAt(
  root: Record<string, unknown>,
  path: readonly string[],
  value: Json | undefined,
): void {
  if (path.length === 0) throw new Error('A change needs a path')
  let node: Record<string, unknown> = root
  for (const key of path.slice(0, -1)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype')
      throw new Error(`Bad path key ${key}`)
    let next = node[key]
    if (next === null || typeof next !== 'object') {
      next = {}
      node[key] = next
    }
    node = next as Record<string, unknown>
  }
  const last = path[path.length - 1] as string
  if (last === '__proto__' || last === 'constructor' || last === 'prototype')
    throw new Error(`Bad path key ${last}`)
  if (value === undefined) delete node[last]
  else node[last] = jsonCopy(value)
}

/** Returns a copy of `data` with the changes' `after` values applied in order. */
export function applyChanges<D>(data: D, changes: readonly Change[]): D {
  const copy = jsonCopy(data) as unknown as Record<string, unknown>
  for (const change of changes) setAt(copy, change.path, change.after)
  return copy as D
}

/** Returns a copy of `data` with the changes' `before` values restored in reverse order. */
export function revertChanges<D>(data: D, changes: readonly Change[]): D {
  const copy = jsonCopy(data) as unknown as Record<string, unknown>
  for (const change of [...changes].reverse()) setAt(copy, change.path, change.before)
  return copy as D
}

/** Builds a Change by reading the current value at `path`. */
export function change(data: unknown, path: string[], after: Json | undefined): Change {
  const out: Change = { path }
  const before = getAt(data, path)
  if (before !== undefined) out.before = jsonCopy(before)
  if (after !== undefined) out.after = after
  return out
}

/**
 * Records a planned purchase. Refuses one the character cannot afford unless the game master
 * overrides, in which case the entry is marked as an override.
 */
export function recordPurchase<D>(
  data: D,
  ledger: readonly LedgerEntry[],
  plan: PurchasePlan,
  options: EntryMeta & { override?: boolean } = {},
): { data: D; ledger: LedgerEntry[]; entry: LedgerEntry } {
  const available = balance(ledger, plan.currency)
  const affordable = plan.cost <= available
  if (!affordable && !options.override) {
    throw new PurchaseError(
      text('ledger.cannotAfford', {
        label: plan.label,
        cost: plan.cost,
        currency: plan.currency.toUpperCase(),
        available,
      }),
    )
  }
  const entry: LedgerEntry = {
    ...meta(options),
    kind: 'spend',
    currency: plan.currency,
    amount: plan.cost,
    purchase: plan.label,
    changes: plan.changes,
  }
  if (plan.option) entry.option = plan.option
  if (!affordable) entry.override = true
  return { data: applyChanges(data, plan.changes), ledger: [...ledger, entry], entry }
}

function overlaps(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false
  return true
}

function touchesSame(a: LedgerEntry, b: LedgerEntry): boolean {
  return a.changes.some((ca) => b.changes.some((cb) => overlaps(ca.path, cb.path)))
}

/**
 * Which entries must be undone to undo `entryId`: the entry itself plus every later active
 * entry that edits the same data (e.g. the adept level bought after the novice level),
 * newest first.
 */
export function undoPlan(ledger: readonly LedgerEntry[], entryId: string): LedgerEntry[] {
  const index = ledger.findIndex((e) => e.id === entryId)
  const target = ledger[index]
  if (!target || !isActive(target)) return []
  const chain: LedgerEntry[] = [target]
  for (const later of ledger.slice(index + 1)) {
    if (isActive(later) && chain.some((e) => touchesSame(e, later))) chain.push(later)
  }
  return chain.reverse()
}

/**
 * Undoes an entry (and the later entries that build on it): the points return and the data
 * edits are reverted. Refuses to undo an award whose points were already spent.
 */
export function undoEntry<D>(
  data: D,
  ledger: readonly LedgerEntry[],
  entryId: string,
  at: string = new Date().toISOString(),
): { data: D; ledger: LedgerEntry[]; undone: string[] } {
  const chain = undoPlan(ledger, entryId)
  if (chain.length === 0) throw new PurchaseError(text('ledger.nothingToUndo'))
  const ids = new Set(chain.map((e) => e.id))
  const after = ledger.map((e) => (ids.has(e.id) ? { ...e, undoneAt: at } : e))
  for (const entry of chain) {
    if (entry.kind === 'award' && balance(after, entry.currency) < 0) {
      throw new PurchaseError(
        text('ledger.awardSpent', {
          balance: balance(after, entry.currency),
          currency: entry.currency.toUpperCase(),
        }),
      )
    }
  }
  let next = data
  for (const entry of chain) next = revertChanges(next, entry.changes)
  return { data: next, ledger: after, undone: chain.map((e) => e.id) }
}
