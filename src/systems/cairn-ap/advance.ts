// Gold in the ledger buys what the Grimoire rules price: copying a scroll's spell (50 gp) and
// creating a Grimoire from a scroll (200 gp). Undoing the entry returns the gold and the scroll.
import { change, newId } from '../common/ledger'
import { pricedOption } from '../common/advancement'
import type { AdvancementRules, PurchaseOption, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { hasActiveMishap } from './magic'
import type { CairnData, CairnItem } from './model'

export const goldCurrency = 'gp'
const gold = { id: goldCurrency, label: 'Gold (gp)' }

/** Copying Spells: 50 gp of gold inks. */
export const copySpellCost = 50
/** Creating a Grimoire: 200 gp of inks. */
export const createGrimoireCost = 200

function scrollOf(data: CairnData, itemId: string): CairnItem {
  const scroll = data.items.find((i) => i.id === itemId && i.kind === 'scroll')
  if (!scroll) throw new PurchaseError('That scroll is not in the inventory.')
  if (!scroll.spell.trim()) throw new PurchaseError(`${scroll.name} names no spell to copy.`)
  return scroll
}

// Copying Spells: 50 gp; the scroll is destroyed and its spell joins the Grimoire.
export function planCopySpell(data: CairnData, itemId: string): PurchasePlan {
  const scroll = scrollOf(data, itemId)
  if (!data.items.some((i) => i.kind === 'grimoire')) {
    throw new PurchaseError('Copying a spell needs a Grimoire in the inventory.')
  }
  if (hasActiveMishap(data, 13)) throw new PurchaseError('The Grimoire is damaged (Mishap 13).')
  const items = data.items.filter((i) => i.id !== itemId)
  const spells = [...data.spells, { id: `spell-${itemId}`, name: scroll.spell, description: '' }]
  return {
    label: `Copy ${scroll.spell} into the Grimoire`,
    currency: goldCurrency,
    cost: copySpellCost,
    changes: [change(data, ['items'], items), change(data, ['spells'], spells)],
  }
}

// Creating a Grimoire: 200 gp and a scroll; its spell is the first; the caster is Deprived after.
export function planCreateGrimoire(data: CairnData, itemId: string): PurchasePlan {
  const scroll = scrollOf(data, itemId)
  const items = data.items.filter((i) => i.id !== itemId && i.kind !== 'grimoire')
  items.push({ id: newId(), name: 'Grimoire', kind: 'grimoire', slots: 2, spell: '', notes: '' })
  const spells = [{ id: `spell-${itemId}`, name: scroll.spell, description: '' }]
  const mishaps = data.mishaps.filter((m) => m.sum !== 13)
  return {
    label: `Create a Grimoire from ${scroll.spell}`,
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

export function planPurchase(data: CairnData, optionId: string): PurchasePlan {
  const match = /^(copy|grimoire):(.+)$/.exec(optionId)
  if (!match) {
    throw new PurchaseError(
      `Unknown purchase "${optionId}": expected "copy:<scroll id>" or "grimoire:<scroll id>".`,
    )
  }
  const itemId = match[2] as string
  return match[1] === 'copy' ? planCopySpell(data, itemId) : planCreateGrimoire(data, itemId)
}

export function purchaseOptions(
  data: CairnData,
  balances: Record<string, number>,
): PurchaseOption[] {
  const unspent = balances[goldCurrency] ?? 0
  const options: PurchaseOption[] = []
  for (const item of data.items) {
    if (item.kind !== 'scroll' || !item.spell.trim()) continue
    for (const kind of ['copy', 'grimoire'] as const) {
      try {
        const plan = planPurchase(data, `${kind}:${item.id}`)
        options.push(pricedOption(`${kind}:${item.id}`, plan.label, gold, plan.cost, unspent))
      } catch (error) {
        if (!(error instanceof PurchaseError)) throw error
        options.push({
          id: `${kind}:${item.id}`,
          label: kind === 'copy' ? `Copy ${item.spell}` : `Create a Grimoire from ${item.spell}`,
          currency: goldCurrency,
          cost: kind === 'copy' ? copySpellCost : createGrimoireCost,
          available: false,
          reason: error.message,
        })
      }
    }
  }
  return options
}

export const cairnAdvancement: AdvancementRules<CairnData> = {
  currencies: [gold],
  options: (data, balances) => purchaseOptions(data, balances),
  plan: (data, optionId) => planPurchase(data, optionId),
}
