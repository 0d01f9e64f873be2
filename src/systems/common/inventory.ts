// Inventory maths shared by systems: total load, capacity and overload, and slot filling.
import type { InventoryLine, InventorySummary } from '../types'

/** Sum of the lines' loads. Rounded to 6 decimals so halves and quarters add up cleanly. */
export function totalLoad(lines: readonly Pick<InventoryLine, 'load'>[]): number {
  const sum = lines.reduce((total, line) => total + line.load, 0)
  return Math.round(sum * 1e6) / 1e6
}

export interface CapacityStatus {
  used: number
  /** Null when the rules set no limit. */
  capacity: number | null
  /** Room left (never below 0); null without a limit. */
  free: number | null
  /** How far over the limit (0 when within it). */
  over: number
  overloaded: boolean
}

/** Compares a load with a capacity; carrying exactly the capacity is not overloaded. */
export function capacityStatus(used: number, capacity: number | null): CapacityStatus {
  if (capacity === null) return { used, capacity, free: null, over: 0, overloaded: false }
  const over = Math.max(0, Math.round((used - capacity) * 1e6) / 1e6)
  const free = Math.max(0, Math.round((capacity - used) * 1e6) / 1e6)
  return { used, capacity, free, over, overloaded: over > 0 }
}

export interface SlotItem {
  id: string
  /** Whole slots the item fills (0 for items that take no slot). */
  slots: number
}

export interface SlotFilling {
  /** One entry per slot: the id of the item filling it, or null when free. */
  slots: (string | null)[]
  /** Items that did not fit, in the order given. */
  overflow: string[]
  free: number
}

/**
 * Fills `slotCount` slots with the items in order, each taking consecutive slots. An item that
 * no longer fits goes to `overflow`; smaller items after it may still fit.
 */
export function fillSlots(items: readonly SlotItem[], slotCount: number): SlotFilling {
  if (!Number.isInteger(slotCount) || slotCount < 0) {
    throw new Error(`A slot count must be a whole number of 0 or more (got ${slotCount}).`)
  }
  const slots: (string | null)[] = new Array<string | null>(slotCount).fill(null)
  const overflow: string[] = []
  let next = 0
  for (const item of items) {
    if (!Number.isInteger(item.slots) || item.slots < 0) {
      throw new Error(`Item ${item.id} must fill a whole number of slots (got ${item.slots}).`)
    }
    if (next + item.slots > slotCount) {
      overflow.push(item.id)
      continue
    }
    for (let i = 0; i < item.slots; i++) slots[next + i] = item.id
    next += item.slots
  }
  return { slots, overflow, free: slotCount - next }
}

/** Builds an InventorySummary from lines and a capacity (null when the rules set none). */
export function summarizeInventory(
  unit: string,
  lines: InventoryLine[],
  capacity: number | null,
  explanation: string,
): InventorySummary {
  const used = totalLoad(lines)
  return {
    unit,
    used,
    capacity,
    lines,
    overloaded: capacityStatus(used, capacity).overloaded,
    explanation,
  }
}
