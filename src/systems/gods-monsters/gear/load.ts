// Load checks: each item's bulk against Strength, and what is carried against Carry.
import type { Finding } from '../../types'
import { findArmor } from './armor'
import type { AnimalStats } from './model'
import { gearRuleRefs } from './rule-refs'
import { sizeAdjustedBulk, type Size } from './sizes'
import { text } from '../text'

/** One line of a character's gear as the load check needs it. */
export interface LoadItem {
  /** Table id, when the line is a table item (armor ids turn on the carried-bulk rule). */
  gearId?: string
  name: string
  /** Bulk of one unit as listed for the size it is made for (for armor: the worn bulk). */
  bulk: number
  quantity: number
  /** Armor (or a shield or helmet) being worn or used; otherwise armor counts its carried bulk. */
  worn?: boolean
  /** Size the item is made for; absent means the carrier's own size. */
  size?: Size
  /**
   * Name of the container this line is packed in. A container and its contents count as one
   * item on the carry list; the contents still add their bulk.
   */
  containedIn?: string
}

/** What Carry is compared with: carry-list items (the text) or total bulk (house rule). */
type CarryMeasure = 'items' | 'bulk'

export interface LoadOptions {
  /** Default 'items'. */
  carryMeasure?: CarryMeasure
  /** Carried multiplier for armor the text gives none for (scale mail, full helmet). Default 1. */
  unlistedArmorMultiplier?: number
}

/** How one gear line counts. */
interface LoadLine {
  index: number
  name: string
  /** Bulk of one unit for this carrier (carried armor and size applied). */
  unitBulk: number
  /** unitBulk × quantity. */
  lineBulk: number
  /** Items this line puts on the carry list (0 when packed in a container). */
  carryListItems: number
  /** How unitBulk was found, with the numbers. */
  explanation: string
}

/** A load finding; `itemIndex` points at the gear line it is about. */
interface LoadFinding extends Finding {
  itemIndex?: number
}

export interface LoadReport {
  lines: LoadLine[]
  totalBulk: number
  carryListItems: number
  carryMeasure: CarryMeasure
  /** The amount compared with Carry (items or bulk, by carryMeasure). */
  carried: number
  carry: number
  strength: number
  overCarry: boolean
  findings: LoadFinding[]
  explanation: string
}

/** Keeps bulk sums readable: bulks go to hundredths, size halving can add a few more places. */
function roundBulk(bulk: number): number {
  return Math.round(bulk * 10_000) / 10_000
}

// Carry (Toromeen example and Animals & containers): each item's bulk must not exceed Strength;
// Carry counts the items on the carry list, a container with its contents being one item.
// Over Carry the text names a "Carry penalty" without giving it, so the finding is a warning
// for the Guide and no penalty is computed.
export function checkLoad(
  items: readonly LoadItem[],
  strength: number,
  carry: number,
  carrierSize: Size,
  options: LoadOptions = {},
): LoadReport {
  const carryMeasure = options.carryMeasure ?? 'items'
  const unlistedMultiplier = options.unlistedArmorMultiplier ?? 1
  const findings: LoadFinding[] = []
  const lines: LoadLine[] = items.map((item, index) => {
    const valid =
      Number.isFinite(item.bulk) &&
      item.bulk >= 0 &&
      Number.isInteger(item.quantity) &&
      item.quantity >= 0
    if (!valid) {
      findings.push({
        severity: 'error',
        code: 'gear-invalid-line',
        message: text('gearLoad.invalidLine', {
          name: item.name,
          bulk: item.bulk,
          quantity: item.quantity,
        }),
        rule: gearRuleRefs.carry,
        itemIndex: index,
      })
      return {
        index,
        name: item.name,
        unitBulk: 0,
        lineBulk: 0,
        carryListItems: 0,
        explanation: text('gearLoad.invalidLineShort'),
      }
    }
    const steps: string[] = [text('gearLoad.listed', { bulk: item.bulk })]
    let unitBulk = item.bulk
    const armor = item.gearId === undefined ? undefined : findArmor(item.gearId)
    if (armor && item.worn !== true) {
      const multiplier = armor.carriedBulkMultiplier ?? unlistedMultiplier
      if (multiplier !== 1) {
        unitBulk *= multiplier
        steps.push(text('gearLoad.carriedNotWorn', { multiplier, bulk: roundBulk(unitBulk) }))
      }
    }
    if (item.size !== undefined && item.size !== carrierSize) {
      unitBulk = sizeAdjustedBulk(unitBulk, item.size, carrierSize)
      steps.push(
        text('gearLoad.sizeStep', {
          size: text(`gearLoad.size.${item.size}`),
          carrier: text(`gearLoad.size.${carrierSize}`),
          bulk: roundBulk(unitBulk),
        }),
      )
    }
    unitBulk = roundBulk(unitBulk)
    if (unitBulk > strength) {
      findings.push({
        severity: 'error',
        code: 'gear-bulk-over-strength',
        message: text('gearLoad.bulkOverStrength', { name: item.name, bulk: unitBulk, strength }),
        rule: gearRuleRefs.carry,
        itemIndex: index,
      })
    }
    return {
      index,
      name: item.name,
      unitBulk,
      lineBulk: roundBulk(unitBulk * item.quantity),
      carryListItems: item.containedIn === undefined ? item.quantity : 0,
      explanation: steps.join('; '),
    }
  })

  const totalBulk = roundBulk(lines.reduce((sum, line) => sum + line.lineBulk, 0))
  const carryListItems = lines.reduce((sum, line) => sum + line.carryListItems, 0)
  const carried = carryMeasure === 'items' ? carryListItems : totalBulk
  const overCarry = carried > carry
  if (overCarry) {
    findings.push({
      severity: 'warning',
      code: 'gear-over-carry',
      message: text(`gearLoad.overCarry.${carryMeasure}`, { carried, carry }),
      rule: gearRuleRefs.carry,
    })
  }
  const heaviest = lines.reduce((max, line) => Math.max(max, line.unitBulk), 0)
  const explanation = text(`gearLoad.explanation.${carryMeasure}`, {
    items: carryListItems,
    total: totalBulk,
    carry,
    heaviest,
    strength,
  })
  return {
    lines,
    totalBulk,
    carryListItems,
    carryMeasure,
    carried,
    carry,
    strength,
    overCarry,
    findings,
    explanation,
  }
}

// Animals & containers: an animal loses 1 movement for each full 10% of load beyond what it
// carries (the text says "generally": the Guide may rule otherwise). Never below 0.
export function animalMovementUnderLoad(animal: AnimalStats, carriedBulk: number): number {
  if (carriedBulk <= animal.carryingBulk) return animal.movement
  const tenths = Math.floor(
    roundBulk((10 * (carriedBulk - animal.carryingBulk)) / animal.carryingBulk),
  )
  return Math.max(0, animal.movement - tenths)
}
