// Cairn (Action Point and Grimoire variant) character data (dataVersion 2) and its schema.
import { z } from 'zod'
import { timestampSchema } from '../common/dates'
import { termTable } from '../common/text'
import { text } from './text'

export const attributeIds = ['str', 'dex', 'wil'] as const
export type AttributeId = (typeof attributeIds)[number]

/** The attributes' names in the current locale. */
export const attributeNames = termTable(attributeIds, (id) => text(`attribute.${id}`))

/** The attributes' short names (STR, DEX, WIL) in the current locale. */
export const attributeShort = termTable(attributeIds, (id) => text(`attributeShort.${id}`))

const itemKinds = ['item', 'grimoire', 'scroll'] as const
export type ItemKind = (typeof itemKinds)[number]

/** Mishap 6 burns what is not made of metal. */
const itemMaterials = ['metal', 'other'] as const

/** Armor: nobody has more than 3. */
export const maxArmor = 3
/** Most slots an item may fill (bulky items fill 2). */
export const maxItemSlots = 4
/** The log keeps the most recent events only. */
export const logLimit = 200

/** An Object Die: one die of 2 to 100 sides, written "d8". */
export const objectDiePattern = /^d([2-9]|[1-9][0-9]|100)$/

const whole = (min: number, max: number) => z.number().int().min(min).max(max)
const id = z.string().min(1).max(64)

const cairnAttributeSchema = z.object({
  current: whole(0, 30),
  max: whole(0, 30),
})

const cairnItemSchema = z.object({
  id,
  name: z.string().min(1).max(120),
  kind: z.enum(itemKinds),
  /** Slots filled: 1 for most items, 2 when bulky, 0 for items that take no space. */
  slots: whole(0, maxItemSlots),
  /** The spell a scroll holds ('' for other items). */
  spell: z.string().max(120),
  notes: z.string().max(500),
  /**
   * The item's Object Die (Actions: objects used add their dice to the roll), e.g. "d8"; a
   * weapon's die is also its damage (Attacking & Damage). Optional so older data reads unchanged.
   */
  die: z.string().regex(objectDiePattern).optional(),
  /**
   * What the item is made of, for Mishap 6 (what is not metal burns). Absent means not metal: the
   * Mishap spares only metal. Optional so older data reads unchanged.
   */
  material: z.enum(itemMaterials).optional(),
})

const cairnSpellSchema = z.object({
  id,
  name: z.string().min(1).max(120),
  description: z.string().max(1000),
})

/** A Mishap whose lasting effect still matters; removed by the player (or its follow-up) when it ends. */
const cairnMishapSchema = z.object({
  id,
  sum: whole(2, 24),
  note: z.string().max(500),
  /**
   * Hours of game time left for a Mishap that lasts a set time (3 and 8: 24 hours); 0 when the time
   * is up and a follow-up roll is still due. Absent for Mishaps that end otherwise. Optional so
   * older data reads unchanged.
   */
  hoursLeft: whole(0, 24).optional(),
})

const cairnScarSchema = z.object({ id, entry: whole(1, 12), note: z.string().max(500) })

const cairnLogSchema = z.object({
  id,
  /** When it happened (ISO 8601, a real date and time). */
  at: timestampSchema,
  text: z.string().max(500),
})

export const cairnDataSchema = z.object({
  concept: z.string().max(200),
  attributes: z.object({
    str: cairnAttributeSchema,
    dex: cairnAttributeSchema,
    wil: cairnAttributeSchema,
  }),
  hp: z.object({ current: whole(0, 99), max: whole(0, 99) }),
  /** Armor as entered: worn armor plus the +1 of Mishaps 12 and 16 (see armor.ts). */
  armor: whole(0, maxArmor),
  /** This character's own slot total; null uses the campaign setting. */
  slotOverride: whole(1, 30).nullable(),
  /** Slots scratched off by Mishap 12, one per time. */
  lostSlots: whole(0, 30),
  /** Mishap 19: wings leave only 5 slots. */
  wings: z.boolean(),
  /** Mishap 11: one extra Magic Die for free; it costs 1 WIL on 4–6. */
  arcaneBurns: z.boolean(),
  items: z.array(cairnItemSchema).max(60),
  /** Each Fatigue fills one slot until rest. */
  fatigue: whole(0, 30),
  /**
   * Mishap 14: slots filled by magical tumours instead of the spell's Fatigue; rest does not clear
   * them, only a specialized healer. Optional so older data reads unchanged (absent is 0).
   */
  tumours: whole(0, 30).optional(),
  /**
   * Mishap 14, once the tumours are healed: one Fatigue from spellcasting may be ignored (our
   * reading: once, as the text says "a single Fatigue"). Optional so older data reads unchanged.
   */
  tumourWard: z.boolean().optional(),
  /**
   * Mishap 18: the hand fused to the Grimoire has been cut off, so no spell can be cast again.
   * Optional so older data reads unchanged (absent is false).
   */
  fusedHandLost: z.boolean().optional(),
  /**
   * Critical Damage: minutes of game time passed untreated since the critical damage (the PC dies
   * within the hour unless aided). 0 (or absent) when there is none or it has just begun. Optional
   * so older data reads unchanged.
   */
  criticalMinutes: whole(0, 60).optional(),
  manaDust: whole(0, 99),
  /** Lacking a crucial need: no recovery of HP, attributes or Fatigue slots. */
  deprived: z.boolean(),
  /**
   * Days begun while Deprived, counted by the new-day action (absent or 0 when not Deprived).
   * Optional so that data saved before it existed reads unchanged.
   */
  deprivedDays: whole(0, 10_000).optional(),
  /** Failed a critical damage save: crawling, dies within the hour unless aided. */
  criticalDamage: z.boolean(),
  /** Scar 12: the next failed critical damage save kills. */
  doomed: z.boolean(),
  dead: z.boolean(),
  spells: z.array(cairnSpellSchema).max(100),
  mishaps: z.array(cairnMishapSchema).max(50),
  scars: z.array(cairnScarSchema).max(50),
  /** What happened, newest last: dropped items, casts, damage. */
  log: z.array(cairnLogSchema).max(logLimit),
  notes: z.string().max(20_000),
})

export type CairnData = z.infer<typeof cairnDataSchema>
export type CairnItem = z.infer<typeof cairnItemSchema>
export type CairnSpell = z.infer<typeof cairnSpellSchema>
