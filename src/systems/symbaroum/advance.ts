// Improving Your Character: Experience buys new abilities and raises their level.
import { z } from 'zod'
import { change, makeAward, type EntryMeta, type LedgerEntry } from '../common/ledger'
import { currencySummary, planOf, pricedOption, type CurrencySummary } from '../common/advancement'
import type { AdvancementRules, HouseRules, PurchaseOption, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { startingExperience } from './house-rules'
import { passTimePurchaseSchema, planPassTime } from '../common/pass-time'
import { symbaroumSpans, symbaroumTime } from './pass-time'
import { combatPurchaseSchema, planCombat } from '../common/combat'
import { symbaroumCombat } from './combat-purchase'
import { abilityLevels, type AbilityLevel, type SymbaroumData } from './model'
import { text } from './text'

export const experienceCurrency = 'xp'

/** Cost to reach each level: new at novice 10, novice → adept 20, adept → master 30. */
export const abilityLevelCost: Record<AbilityLevel, number> = { novice: 10, adept: 20, master: 30 }

/** The level after `level`, or null at master. */
function nextAbilityLevel(level: AbilityLevel): AbilityLevel | null {
  return abilityLevels[abilityLevels.indexOf(level) + 1] ?? null
}

/** Experience an ability at `level` is worth in total: novice 10, adept 30, master 60. */
export function abilityExperience(level: AbilityLevel): number {
  let total = 0
  for (const l of abilityLevels) {
    total += abilityLevelCost[l]
    if (l === level) break
  }
  return total
}

/** What Experience buys: a new ability at novice, or the next level of one the character has. */
const symbaroumPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new-ability'), name: z.string().max(200) }),
  z.object({ kind: z.literal('raise'), abilityId: z.string().min(1).max(200) }),
  passTimePurchaseSchema(symbaroumSpans),
  combatPurchaseSchema({}),
])
export type SymbaroumPurchase = z.infer<typeof symbaroumPurchaseSchema>

/** A new ability at novice, e.g. Acrobatics. */
export function newAbilityPurchase(name: string): SymbaroumPurchase {
  return { kind: 'new-ability', name }
}

/** The next level of an ability the character has, by its id (e.g. "acrobatics"). */
export function raisePurchase(abilityId: string): SymbaroumPurchase {
  return { kind: 'raise', abilityId }
}

/** Ability names compare without case and extra spaces. */
function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  return norm(a) === norm(b)
}

const reservedKeys = new Set(['__proto__', 'constructor', 'prototype'])

/** A free ability id for `name`: a slug of the name, with "-2", "-3"... when taken. */
export function abilityIdFor(data: Pick<SymbaroumData, 'abilities'>, name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'ability'
  const taken = (id: string) =>
    reservedKeys.has(id) || Object.prototype.hasOwnProperty.call(data.abilities, id)
  if (!taken(base)) return base
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`
}

const maxNameLength = 80

function planNewAbility(data: SymbaroumData, rawName: string): PurchasePlan {
  const name = rawName.trim().replace(/\s+/g, ' ')
  if (name === '') throw new PurchaseError(text('advance.nameNeeded'))
  if (name.length > maxNameLength) {
    throw new PurchaseError(
      text('advance.nameTooLong', { max: maxNameLength, length: name.length }),
    )
  }
  const existing = Object.values(data.abilities).find((a) => sameName(a.name, name))
  if (existing) {
    throw new PurchaseError(
      text('advance.alreadyOnSheet', {
        name: existing.name,
        level: text(`level.${existing.level}`),
      }),
    )
  }
  const id = abilityIdFor(data, name)
  const cost = abilityLevelCost.novice
  return {
    label: text('advance.newNamed', { name }),
    currency: experienceCurrency,
    cost,
    changes: [change(data, ['abilities', id], { name, level: 'novice' })],
  }
}

function planRaise(data: SymbaroumData, abilityId: string): PurchasePlan {
  if (!Object.prototype.hasOwnProperty.call(data.abilities, abilityId)) {
    throw new PurchaseError(text('advance.noSuchAbility', { id: abilityId }))
  }
  const ability = data.abilities[abilityId]
  if (!ability) throw new PurchaseError(text('advance.noSuchAbility', { id: abilityId }))
  const next = nextAbilityLevel(ability.level)
  if (next === null) throw new PurchaseError(text('advance.atMaster', { name: ability.name }))
  return {
    label: raiseLabel(ability.name, ability.level, next),
    currency: experienceCurrency,
    cost: abilityLevelCost[next],
    changes: [change(data, ['abilities', abilityId], { name: ability.name, level: next })],
  }
}

/** Prices a purchase. Throws PurchaseError when impossible. */
export function planPurchase(
  data: SymbaroumData,
  purchase: SymbaroumPurchase,
  rules: HouseRules = {},
): PurchasePlan {
  switch (purchase.kind) {
    case 'new-ability':
      return planOf(purchase, planNewAbility(data, purchase.name))
    case 'raise':
      return planOf(purchase, planRaise(data, purchase.abilityId))
    case 'pass-time':
      return planPassTime(symbaroumTime, data, purchase, rules, experienceCurrency)
    case 'combat':
      return planCombat(symbaroumCombat, data, purchase, experienceCurrency)
  }
}

const experience = {
  id: experienceCurrency,
  get label() {
    return text('advance.experience')
  },
  get short() {
    return text('advance.experienceShort')
  },
}

/** "Witchsight: novice → adept", in the rules text's locale. */
function raiseLabel(name: string, from: AbilityLevel, to: AbilityLevel): string {
  return text('advance.raise', { name, from: text(`level.${from}`), to: text(`level.${to}`) })
}

function priced(
  purchase: SymbaroumPurchase,
  label: string,
  cost: number,
  unspent: number,
): PurchaseOption<SymbaroumPurchase> {
  return pricedOption(purchase, label, experience, cost, unspent)
}

/**
 * What the sheet can buy now: the next level of each ability below master, then a new ability
 * at novice. The new ability's name is empty; the sheet fills it in before planning it.
 */
export function purchaseOptions(
  data: SymbaroumData,
  balances: Record<string, number>,
): PurchaseOption<SymbaroumPurchase>[] {
  const unspent = balances[experienceCurrency] ?? 0
  const options: PurchaseOption<SymbaroumPurchase>[] = []
  for (const [id, ability] of Object.entries(data.abilities)) {
    const next = nextAbilityLevel(ability.level)
    if (next === null) continue
    options.push(
      priced(
        raisePurchase(id),
        raiseLabel(ability.name, ability.level, next),
        abilityLevelCost[next],
        unspent,
      ),
    )
  }
  options.push(
    priced(newAbilityPurchase(''), text('advance.newAtNovice'), abilityLevelCost.novice, unspent),
  )
  return options
}

const isAbility = (value: unknown): value is { name: string; level: AbilityLevel } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  abilityLevels.includes((value as { level?: AbilityLevel }).level as AbilityLevel)

/**
 * The purchase an Experience spend made, from its one change to an ability: none before it is a
 * new ability, one before it a raise (see `planNewAbility` and `planRaise`).
 */
function purchaseOfEntry(entry: LedgerEntry): SymbaroumPurchase | null {
  const [only, ...more] = entry.changes
  if (entry.kind !== 'spend' || entry.currency !== experienceCurrency) return null
  if (!only || more.length > 0 || only.path.length !== 2 || only.path[0] !== 'abilities')
    return null
  const abilityId = only.path[1] as string
  if (!isAbility(only.after)) return null
  if (only.before === undefined)
    return only.after.level === 'novice' ? newAbilityPurchase(only.after.name) : null
  return isAbility(only.before) ? raisePurchase(abilityId) : null
}

export const symbaroumAdvancement: AdvancementRules<SymbaroumData, SymbaroumPurchase> = {
  currencies: [experience],
  purchaseSchema: symbaroumPurchaseSchema,
  options: (data, balances) => purchaseOptions(data, balances),
  plan: (data, purchase, rules) => planPurchase(data, purchase, rules),
  purchaseOf: (entry) => purchaseOfEntry(entry),
}

/** Experience totals come from the ledger, not from the character data. */
export function experienceSummary(ledger: readonly LedgerEntry[]): CurrencySummary {
  return currencySummary(ledger, experienceCurrency)
}

/** The ledger award a new character starts with (house rule), or null when it is 0. */
export function startingExperienceAward(
  rules: HouseRules,
  meta: EntryMeta = {},
): LedgerEntry | null {
  const amount = startingExperience(rules)
  if (amount <= 0) return null
  return makeAward(experienceCurrency, amount, { note: text('advance.startingNote'), ...meta })
}
