// Symbaroum character data (dataVersion 2) and its schema.
import { z } from 'zod'
import { termTable } from '../common/text'
import { text } from './text'

export const attributeIds = [
  'accurate',
  'cunning',
  'discreet',
  'persuasive',
  'quick',
  'resolute',
  'strong',
  'vigilant',
] as const
export type AttributeId = (typeof attributeIds)[number]

/** The attributes' names, in the rules text's locale. */
export const attributeLabels = termTable(attributeIds, (id) => text(`attribute.${id}`))

// Attribute range: the modifier table runs from 5 (+5) to 15 (−5).
export const attributeMin = 5
export const attributeMax = 15

export const abilityLevels = ['novice', 'adept', 'master'] as const
export type AbilityLevel = (typeof abilityLevels)[number]

// Shield: a shield bars ranged and Heavy weapons, so a weapon says whether it is ranged.
export const weaponQualities = ['long', 'short', 'heavy', 'ranged'] as const
export type WeaponQuality = (typeof weaponQualities)[number]

export const shieldKinds = ['none', 'shield', 'buckler'] as const
export type ShieldKind = (typeof shieldKinds)[number]

/** A die expression such as "1d8", "1d6+1" or "2d4". */
// No zero dice and no zero-sided dice ("0d6", "1d0" cannot be rolled).
const dieExpression = z
  .string()
  .regex(/^([1-9]\d?)?d[1-9]\d{0,2}([+-]\d{1,3})?$/i, { error: () => text('model.dieExpected') })

const attribute = z.number().int().min(attributeMin).max(attributeMax)

export const symbaroumDataSchema = z.object({
  concept: z.string().max(200),
  attributes: z.object({
    accurate: attribute,
    cunning: attribute,
    discreet: attribute,
    persuasive: attribute,
    quick: attribute,
    resolute: attribute,
    strong: attribute,
    vigilant: attribute,
  }),
  /** Keyed by a stable id so ledger changes can point at one ability. */
  abilities: z.record(
    z.string(),
    z.object({ name: z.string().min(1).max(80), level: z.enum(abilityLevels) }),
  ),
  armor: z
    .object({
      name: z.string().max(80),
      /** Impeding value, subtracted from Defense. */
      impeding: z.number().int().min(0).max(10),
      /** Protection die rolled against damage. */
      protection: dieExpression,
    })
    .nullable(),
  shield: z.enum(shieldKinds),
  weapons: z.array(
    z.object({
      id: z.string(),
      name: z.string().min(1).max(80),
      damage: dieExpression,
      qualities: z.array(z.enum(weaponQualities)),
    }),
  ),
  equipment: z.array(
    z.object({
      id: z.string(),
      name: z.string().min(1).max(120),
      quantity: z.number().int().min(0).max(9999),
    }),
  ),
  /** Damage taken; current Toughness is Toughness minus this, never below 0. */
  damage: z.number().int().min(0).max(999),
  /** Death tests rolled while dying (d20 results, in order). Cleared when stabilised. */
  deathTests: z.array(z.number().int().min(1).max(20)),
  corruption: z.number().int().min(0).max(999),
  notes: z.string().max(20_000),
})

export type SymbaroumData = z.infer<typeof symbaroumDataSchema>
export type SymbaroumAttributes = SymbaroumData['attributes']
