// Armor: worn armor plus the +1 Armor of Mishaps 12 and 16, never above 3; wings (Mishap 19) leave
// no armor worn.
import { maxArmor, type CairnData } from './model'
import { logEvent } from './slots'
import { jsonCopy } from '../common/json'
import { text } from './text'

/** Mishaps whose +1 Armor is magic (an essence, plant skin), so nothing is worn. */
const mishapArmorSums: readonly number[] = [12, 16]

// Mishaps 12 and 16: +1 Armor each; they are kept on the sheet as lasting Mishaps.
export function mishapArmor(data: CairnData): number {
  const count = data.mishaps.filter((m) => mishapArmorSums.includes(m.sum)).length
  return Math.min(maxArmor, count)
}

// Armor: nobody has more than 3. Mishap 19: with wings no armor can be worn, so only the Armor
// of Mishaps 12 and 16 is left.
export function armorLimit(data: CairnData): number {
  return data.wings ? mishapArmor(data) : maxArmor
}

export interface ArmorValue {
  value: number
  explanation: string
}

// Armor: a bonus only while worn, at most 3; Mishap 19's wings rule out worn armor.
export function armorValue(data: CairnData): ArmorValue {
  const entered = Math.min(data.armor, maxArmor)
  if (!data.wings) {
    return { value: entered, explanation: text('explain.armor', { armor: entered }) }
  }
  const magic = mishapArmor(data)
  const value = Math.min(entered, magic)
  const ignored = entered - value
  return {
    value,
    explanation: text(ignored > 0 ? 'explain.armorWingsIgnored' : 'explain.armorWings', {
      magic,
      ignored,
      entered,
    }),
  }
}

/** Why `armor` cannot be entered now, or null. */
export function armorProblem(data: CairnData, armor: number): string | null {
  const limit = armorLimit(data)
  if (data.wings && armor > limit) {
    return text('armor.wingsLimit', { limit })
  }
  return null
}

/**
 * Mishap 19: the wings rip through whatever is worn, so worn armor is gone and only the Armor of
 * Mishaps 12 and 16 stays. Mutates `data` and logs what was lost.
 */
export function tearOffWornArmor(data: CairnData): void {
  const kept = Math.min(data.armor, mishapArmor(data))
  if (kept < data.armor) {
    logEvent(data, text('armor.toreLog', { before: data.armor, after: kept }))
    data.armor = kept
  }
}

/** Sets or clears the wings of Mishap 19 on a copy; growing them tears off worn armor. */
export function setWings(data: CairnData, wings: boolean): CairnData {
  const next = jsonCopy(data)
  next.wings = wings
  if (wings) tearOffWornArmor(next)
  return next
}
