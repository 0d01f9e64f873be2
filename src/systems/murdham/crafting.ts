// Crafting: anyone makes a crude item in a watch with tools, materials and a save; a skill lets
// a character make proper items in a watch, with a save only for a master-crafted or robust one.
// Raw materials cost ¼ of the item's value; consumables come in batches of 2.
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import { bulkSchema, type MurdhamData, type MurdhamItem } from './model'
import { termTable } from '../common/text'
import { text } from './text'

export type CraftKind = 'improvised' | 'skilled'
export const craftQualities = ['standard', 'master', 'robust'] as const
export type CraftQuality = (typeof craftQualities)[number]

export const craftQualityLabels = termTable(craftQualities, (id) => text(`craftQuality.${id}`))

export interface CraftInput {
  kind: CraftKind
  /** The value of one finished item. */
  value: number
  consumable: boolean
  /** Skilled crafting only. */
  quality: CraftQuality
}

export interface CraftPlan {
  /** Items made by one session. */
  count: number
  /** Raw materials for the session: ¼ of the value of each item made. */
  materials: number
  /** A save is needed. */
  save: boolean
  /** Always one watch. */
  time: 'watch'
  notes: string[]
}

// Crafting. Our readings: materials cost ¼ of the value of every item made (a batch of 2
// consumables needs ½); batches of 2 are in the skilled paragraph, so crude items come one at a
// time; quality versions are a skilled craftsman's.
export function craftPlan(input: CraftInput): CraftPlan {
  const { value } = input
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1_000_000) {
    throw new RulesError(text('error.itemValue'))
  }
  if (input.kind === 'improvised' && input.quality !== 'standard') {
    throw new RulesError(text('error.skilledOnly'))
  }
  const count = input.kind === 'skilled' && input.consumable ? 2 : 1
  const notes =
    input.kind === 'improvised'
      ? [text('craft.toolsAndMaterials'), text('craft.flaw')]
      : [text('craft.workshop')]
  return {
    count,
    materials: (value / 4) * count,
    save: input.kind === 'improvised' || input.quality !== 'standard',
    time: 'watch',
    notes,
  }
}

/** The crafted items join the inventory (as one line of `count`). */
export function addCraftedItems(
  data: MurdhamData,
  name: string,
  bulk: number,
  input: CraftInput,
): MurdhamData {
  const trimmed = name.trim()
  if (trimmed === '' || trimmed.length > 120) throw new RulesError(text('error.nameItem'))
  const parsedBulk = bulkSchema.safeParse(bulk)
  if (!parsedBulk.success)
    throw new RulesError(parsedBulk.error.issues[0]?.message ?? text('advance.badBulk'))
  const plan = craftPlan(input)
  const note =
    input.kind === 'improvised'
      ? text('craft.improvisedNote')
      : input.quality === 'standard'
        ? text('craft.crafted')
        : text('craft.craftedQuality', { quality: text(`craftQualityInText.${input.quality}`) })
  const item: MurdhamItem = {
    id: newId(),
    name: trimmed,
    bulk: parsedBulk.data,
    quantity: plan.count,
    illegal: false,
    notes: note,
  }
  if (data.items.length >= 500) throw new RulesError(text('error.inventoryFull'))
  return { ...data, items: [...data.items, item] }
}

/** Skills on the sheet that let the character craft something. */
export function craftingSkills(data: MurdhamData): string[] {
  return data.skills
    .filter((s) => s.crafting.trim() !== '')
    .map((s) => text('craft.skill', { name: s.name, crafting: s.crafting }))
}
