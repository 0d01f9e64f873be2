// Inventory slots: items (bulky ones fill 2), Fatigue filling one slot each, and what happens when
// something needs a slot that is not free.
import { newId } from '../common/ledger'
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { campaignSlots } from './house-rules'
import { logLimit, maxItemSlots, type CairnData, type CairnItem } from './model'
import { jsonCopy } from '../common/json'
import { text } from './text'

/** Appends an event to the character's log, keeping the newest `logLimit`. Mutates `data`. */
export function logEvent(data: CairnData, text: string, at = new Date().toISOString()): void {
  data.log.push({ id: newId(), at, text: text.slice(0, 500) })
  if (data.log.length > logLimit) data.log.splice(0, data.log.length - logLimit)
}

export interface SlotCapacity {
  total: number
  explanation: string
}

// Slots: campaign or character total (house rule); Mishap 19 leaves 5; Mishap 12 scratches one off.
export function slotCapacity(data: CairnData, rules: HouseRules): SlotCapacity {
  const base = data.slotOverride ?? campaignSlots(rules)
  const from = text(
    data.slotOverride === null ? 'explain.slotSourceCampaign' : 'explain.slotSourceCharacter',
  )
  const start = data.wings ? 5 : base
  const total = Math.max(0, start - data.lostSlots)
  const lost = data.lostSlots > 0
  const key = data.wings
    ? lost
      ? 'explain.capacityWingsLost'
      : 'explain.capacityWings'
    : lost
      ? 'explain.capacityLost'
      : 'explain.capacity'
  return { total, explanation: text(key, { base, from, lost: data.lostSlots, total }) }
}

/** Slots filled by items. */
export function itemSlots(data: CairnData): number {
  return data.items.reduce((sum, item) => sum + item.slots, 0)
}

/** Mishap 14: slots filled by magical tumours (absent is 0). */
export function tumourSlots(data: CairnData): number {
  return data.tumours ?? 0
}

// Deprivation and Fatigue: each Fatigue occupies one slot; Mishap 14's tumours fill theirs.
export function usedSlots(data: CairnData): number {
  return itemSlots(data) + data.fatigue + tumourSlots(data)
}

export function freeSlots(data: CairnData, rules: HouseRules): number {
  return Math.max(0, slotCapacity(data, rules).total - usedSlots(data))
}

/** How many slots too many are filled (0 when everything fits). */
export function overflow(data: CairnData, rules: HouseRules): number {
  return Math.max(0, usedSlots(data) - slotCapacity(data, rules).total)
}

export function isBulky(item: Pick<CairnItem, 'slots'>): boolean {
  return item.slots >= 2
}

/**
 * One entry per slot: an item id, 'fatigue', 'tumour' (Mishap 14), or null when free. Overflowing
 * slots are listed too.
 */
export function slotGrid(data: CairnData, rules: HouseRules): (string | null)[] {
  const total = slotCapacity(data, rules).total
  const grid: (string | null)[] = []
  for (const item of data.items) for (let i = 0; i < item.slots; i++) grid.push(item.id)
  for (let i = 0; i < data.fatigue; i++) grid.push('fatigue')
  for (let i = 0; i < tumourSlots(data); i++) grid.push('tumour')
  while (grid.length < total) grid.push(null)
  return grid
}

/** Adds an item if it fits; refuses with the reason otherwise (a full inventory never overflows). */
export function addItem(
  data: CairnData,
  rules: HouseRules,
  item: Omit<CairnItem, 'id'> & { id?: string },
): CairnData {
  const name = item.name.trim()
  if (!name) throw new RulesError(text('slots.nameItem'))
  if (!Number.isInteger(item.slots) || item.slots < 0 || item.slots > maxItemSlots) {
    throw new RulesError(text('slots.itemSize', { max: maxItemSlots, slots: item.slots }))
  }
  const free = freeSlots(data, rules)
  if (item.slots > free) {
    throw new RulesError(
      text(free === 1 ? 'slots.noRoomOneFree' : 'slots.noRoom', { name, count: item.slots, free }),
    )
  }
  const next = jsonCopy(data)
  next.items.push({ ...item, name, id: item.id ?? newId() })
  return next
}

/** The fix for too little room: which items the player must choose to drop. */
export class NeedsDropError extends RulesError {
  override name = 'NeedsDropError'
  constructor(
    readonly slotsNeeded: number,
    reason: string,
  ) {
    super(text('slots.needsDrop', { reason, count: slotsNeeded }))
  }
}

/**
 * Deprivation and Fatigue: with no free slot, an item must be dropped. Drops the chosen items
 * (logged with `reason`) until everything fits. Refuses when the choice is not enough while items
 * are left. When nothing is left to drop, Fatigue that has no slot is not added, and that is logged.
 */
export function settleOverflow(
  data: CairnData,
  rules: HouseRules,
  dropIds: readonly string[],
  reason: string,
  at?: string,
): CairnData {
  const next = jsonCopy(data)
  for (const dropId of dropIds) {
    if (overflow(next, rules) === 0) break
    const index = next.items.findIndex((item) => item.id === dropId)
    if (index < 0) throw new RulesError(text('slots.dropMissing'))
    const [dropped] = next.items.splice(index, 1)
    if (dropped) logEvent(next, text('slots.droppedLog', { name: dropped.name, reason }), at)
  }
  const over = overflow(next, rules)
  if (over === 0) return next
  const droppable = next.items.filter((item) => item.slots > 0)
  if (droppable.length > 0) throw new NeedsDropError(over, reason)
  const placed = Math.max(0, next.fatigue - over)
  logEvent(next, text('slots.noSlotLog', { fatigue: next.fatigue - placed, reason }), at)
  next.fatigue = placed
  // Mishap 14: the spell's Fatigue became tumours; what has no slot is not added either.
  const tumoursOver = overflow(next, rules)
  if (tumoursOver > 0) next.tumours = Math.max(0, tumourSlots(next) - tumoursOver)
  return next
}

/** Items worth offering to drop: anything that fills a slot. */
export function droppableItems(data: CairnData): CairnItem[] {
  return data.items.filter((item) => item.slots > 0)
}

/** Adds Fatigue. Throws NeedsDropError when items must be dropped first (pass them in `dropIds`). */
export function addFatigue(
  data: CairnData,
  rules: HouseRules,
  count: number,
  dropIds: readonly string[] = [],
  reason = text('slots.fatigueReason'),
  at?: string,
): CairnData {
  if (!Number.isInteger(count) || count < 1) {
    throw new RulesError(text('slots.fatigueCount', { got: count }))
  }
  const next = jsonCopy(data)
  next.fatigue += count
  logEvent(next, text('slots.fatigueLog', { fatigue: count, reason }), at)
  return settleOverflow(next, rules, dropIds, reason, at)
}

// Deprivation and Fatigue: Fatigue lasts until a full rest in safety; a Deprived PC cannot recover it.
export function recoverFatigue(data: CairnData): CairnData {
  if (data.deprived) throw new RulesError(text('slots.deprivedNoRecovery'))
  const next = jsonCopy(data)
  if (next.fatigue > 0) logEvent(next, text('slots.restedLog', { fatigue: next.fatigue }))
  next.fatigue = 0
  return next
}
