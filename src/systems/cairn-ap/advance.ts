// Gold in the ledger buys what the Grimoire rules price: copying a scroll's spell (50 gp) and
// creating a Grimoire from a scroll (200 gp). Undoing the entry returns the gold and the scroll.
// A new day while Deprived is recorded here too, at no cost, so that undoing it removes its Fatigue.
import { z } from 'zod'
import { passTimePurchaseSchema, planPassTime } from '../common/pass-time'
import { cairnSpans, cairnTime } from './pass-time'
import { combatPurchaseSchema, planCombat } from '../common/combat'
import { cairnCombat } from './combat-purchase'
import { change, newId, type Change, type LedgerEntry } from '../common/ledger'
import { planOf, pricedOption } from '../common/advancement'
import { recordsIn, type IdRecord } from '../common/change-records'
import type { AdvancementRules, HouseRules, PurchaseOption, PurchasePlan } from '../types'
import { PurchaseError, RulesError } from '../types'
import { newDay } from './deprivation'
import { hasActiveMishap } from './magic'
import type { CairnData, CairnItem, CairnSpell } from './model'
import { text } from './text'

export const goldCurrency = 'gp'
const gold = {
  id: goldCurrency,
  get label() {
    return text('purchase.gold')
  },
  get short() {
    return text('purchase.goldShort')
  },
}

const itemIdSchema = z.string().min(1).max(200)

/**
 * What gold buys: copying a scroll's spell into the Grimoire, creating a Grimoire from a scroll;
 * and a new day while Deprived, at no cost (dropping the items its Fatigue pushes out).
 */
const cairnPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('copy-spell'), scrollId: itemIdSchema }),
  z.object({ kind: z.literal('create-grimoire'), scrollId: itemIdSchema }),
  z.object({ kind: z.literal('new-day'), dropIds: z.array(itemIdSchema).max(100) }),
  passTimePurchaseSchema(cairnSpans),
  combatPurchaseSchema({}),
])
export type CairnPurchase = z.infer<typeof cairnPurchaseSchema>

/** Copying Spells: 50 gp of gold inks. */
export const copySpellCost = 50
/** Creating a Grimoire: 200 gp of inks. */
export const createGrimoireCost = 200

function scrollOf(data: CairnData, itemId: string): CairnItem {
  const scroll = data.items.find((i) => i.id === itemId && i.kind === 'scroll')
  if (!scroll) throw new PurchaseError(text('purchase.scrollMissing'))
  if (!scroll.spell.trim()) throw new PurchaseError(text('purchase.noSpell', { name: scroll.name }))
  return scroll
}

// Copying Spells: 50 gp; the scroll is destroyed and its spell joins the Grimoire.
function planCopySpell(data: CairnData, itemId: string): PurchasePlan {
  const scroll = scrollOf(data, itemId)
  if (!data.items.some((i) => i.kind === 'grimoire')) {
    throw new PurchaseError(text('purchase.needsGrimoire'))
  }
  if (hasActiveMishap(data, 13)) throw new PurchaseError(text('purchase.grimoireDamaged'))
  const items = data.items.filter((i) => i.id !== itemId)
  const spells = [...data.spells, { id: `spell-${itemId}`, name: scroll.spell, description: '' }]
  return {
    label: text('purchase.copySpell', { spell: scroll.spell }),
    currency: goldCurrency,
    cost: copySpellCost,
    changes: [change(data, ['items'], items), change(data, ['spells'], spells)],
  }
}

/** Most spells a Grimoire holds (the schema's limit). */
const maxSpells = 100

/**
 * Creating a Grimoire: the scroll's spell is the first recorded spell. Mishap 13: made from the
 * damaged Grimoire's remains, it restores the original spells as well (kept after the scroll's).
 */
function newGrimoireSpells(data: CairnData, scroll: CairnItem): CairnSpell[] {
  const first: CairnSpell = { id: `spell-${scroll.id}`, name: scroll.spell, description: '' }
  if (!hasActiveMishap(data, 13)) return [first]
  const key = scroll.spell.trim().toLowerCase()
  const same = data.spells.find((s) => s.name.trim().toLowerCase() === key)
  // The scroll's spell is already among the originals: that entry goes first, description kept.
  if (same) return [same, ...data.spells.filter((s) => s !== same)]
  return [first, ...data.spells]
}

// Creating a Grimoire: 200 gp and a scroll; its spell is the first; the caster is Deprived after.
function planCreateGrimoire(data: CairnData, itemId: string): PurchasePlan {
  const scroll = scrollOf(data, itemId)
  const items = data.items.filter((i) => i.id !== itemId && i.kind !== 'grimoire')
  items.push({
    id: newId(),
    name: text('item.grimoire'),
    kind: 'grimoire',
    slots: 2,
    spell: '',
    notes: '',
  })
  const restoring = hasActiveMishap(data, 13)
  const spells = newGrimoireSpells(data, scroll)
  if (spells.length > maxSpells) {
    throw new PurchaseError(text('purchase.tooManySpells', { max: maxSpells }))
  }
  const mishaps = data.mishaps.filter((m) => m.sum !== 13)
  return {
    label: text(restoring ? 'purchase.createGrimoireRestoring' : 'purchase.createGrimoire', {
      spell: scroll.spell,
    }),
    currency: goldCurrency,
    cost: createGrimoireCost,
    changes: [
      change(data, ['items'], items),
      change(data, ['spells'], spells),
      change(data, ['mishaps'], mishaps),
      change(data, ['deprived'], true),
    ],
  }
}

/** A new day while Deprived; `dropIds` are the items dropped to make room for its Fatigue. */
export function newDayPurchase(dropIds: readonly string[] = []): CairnPurchase {
  return { kind: 'new-day', dropIds: [...dropIds] }
}

/** Ledger labels are limited to 200 characters. */
const labelLimit = 200

// Deprivation and Fatigue: a new day while Deprived, as a ledger entry costing nothing whose
// changes (days, Fatigue, dropped items) are reverted when it is undone.
function planNewDay(
  data: CairnData,
  rules: HouseRules,
  dropIds: readonly string[] = [],
): PurchasePlan {
  let day
  try {
    day = newDay(data, rules, dropIds)
  } catch (error) {
    if (error instanceof RulesError) throw new PurchaseError(error.message)
    throw error
  }
  const changes = [change(data, ['deprivedDays'], day.days)]
  if (day.data.fatigue !== data.fatigue) changes.push(change(data, ['fatigue'], day.data.fatigue))
  if (day.dropped.length) changes.push(change(data, ['items'], day.data.items))
  const label = day.dropped.length
    ? text('purchase.newDayDropped', {
        days: day.days,
        fatigue: day.fatigue,
        items: day.dropped.join(', '),
      })
    : text('purchase.newDay', { days: day.days, fatigue: day.fatigue })
  return {
    label: label.length > labelLimit ? `${label.slice(0, labelLimit - 1)}…` : label,
    currency: goldCurrency,
    cost: 0,
    changes,
  }
}

export function planPurchase(
  data: CairnData,
  purchase: CairnPurchase,
  rules: HouseRules = {},
): PurchasePlan {
  switch (purchase.kind) {
    case 'new-day':
      return planOf(purchase, planNewDay(data, rules, purchase.dropIds))
    case 'copy-spell':
      return planOf(purchase, planCopySpell(data, purchase.scrollId))
    case 'create-grimoire':
      return planOf(purchase, planCreateGrimoire(data, purchase.scrollId))
    case 'pass-time':
      return planPassTime(cairnTime, data, purchase, rules, goldCurrency)
    case 'combat':
      return planCombat(cairnCombat, data, purchase, goldCurrency)
  }
}

function purchaseOptions(
  data: CairnData,
  balances: Record<string, number>,
): PurchaseOption<CairnPurchase>[] {
  const unspent = balances[goldCurrency] ?? 0
  const options: PurchaseOption<CairnPurchase>[] = []
  for (const item of data.items) {
    if (item.kind !== 'scroll' || !item.spell.trim()) continue
    for (const kind of ['copy-spell', 'create-grimoire'] as const) {
      const purchase: CairnPurchase = { kind, scrollId: item.id }
      try {
        const plan = planPurchase(data, purchase)
        options.push(pricedOption(purchase, plan.label, gold, plan.cost, unspent))
      } catch (error) {
        if (!(error instanceof PurchaseError)) throw error
        const copy = kind === 'copy-spell'
        options.push({
          ...pricedOption(purchase, '', gold, 0, unspent),
          label: text(copy ? 'purchase.copy' : 'purchase.createGrimoire', { spell: item.spell }),
          cost: copy ? copySpellCost : createGrimoireCost,
          available: false,
          reason: error.message,
        })
      }
    }
  }
  return options
}

/** The items a change to the inventory removed. */
function removedItems(changes: readonly Change[]): IdRecord[] {
  const items = changes.find((c) => c.path.length === 1 && c.path[0] === 'items')
  if (!items) return []
  const kept = new Set(recordsIn(items.after).map((item) => item.id))
  return recordsIn(items.before).filter((item) => !kept.has(item.id))
}

/**
 * The purchase a gold entry made, from its changes: a new day changes the days Deprived first;
 * copying a spell changes the items and the spells; creating a Grimoire also clears Mishap 13 and
 * makes the caster Deprived (see the plan functions above). The scroll is the item removed.
 */
function purchaseOfEntry(entry: LedgerEntry): CairnPurchase | null {
  if (entry.kind !== 'spend' || entry.currency !== goldCurrency) return null
  const paths = entry.changes.map((c) => c.path.join('.'))
  const removed = removedItems(entry.changes)
  if (paths[0] === 'deprivedDays') return newDayPurchase(removed.map((item) => item.id))
  const scrollId = removed.find((item) => item.kind === 'scroll')?.id
  if (scrollId === undefined || paths[0] !== 'items' || paths[1] !== 'spells') return null
  if (paths.length === 2) return { kind: 'copy-spell', scrollId }
  if (paths.includes('deprived')) return { kind: 'create-grimoire', scrollId }
  return null
}

export const cairnAdvancement: AdvancementRules<CairnData, CairnPurchase> = {
  currencies: [gold],
  purchaseSchema: cairnPurchaseSchema,
  options: (data, balances) => purchaseOptions(data, balances),
  plan: (data, purchase, rules) => planPurchase(data, purchase, rules),
  purchaseOf: (entry) => purchaseOfEntry(entry),
}
