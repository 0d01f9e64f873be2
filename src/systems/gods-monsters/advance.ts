// Mojo, experience, coins and practical mojo through the ledger (Mojo chapter, Level advancement,
// Money and Equipment). Purchases are option ids priced by `plan`; the actions that need more
// than one ledger entry (a level gained, mojo bid on a roll, a coin trade, a study) have their own
// record* functions, whose entries undo together.
import { z } from 'zod'
import { passTimePurchaseSchema, planPassTime } from '../common/pass-time'
import { godsMonstersSpans, godsMonstersTime } from './pass-time'
import { planCombat } from '../common/combat'
import { godsMonstersCombat, godsMonstersCombatPurchaseSchema } from './combat-purchase'
import { planOf, pricedOption } from '../common/advancement'
import { recordsIn, type IdRecord } from '../common/change-records'
import {
  applyChanges,
  change,
  earned,
  newId,
  recordPurchase,
  type Change,
  type EntryMeta,
  type LedgerEntry,
} from '../common/ledger'
import type { Rng } from '../common/dice'
import type { AdvancementRules, HouseRules, PurchaseOption, PurchasePlan } from '../types'
import { PurchaseError } from '../types'
import { finalScore } from './contributors'
import { newField } from './create'
import { findGear, formatSilver, sizeAdjustedCost } from './gear'
import {
  archetypeLevel,
  characterLevel,
  experienceStatus,
  levelUp,
  type LevelUpResult,
} from './levels'
import {
  abilityIds,
  abilityNames,
  archetypeIds,
  archetypeNames,
  sizeIds,
  spellTypeIds,
  type AbilityId,
  type ArchetypeId,
  type Field,
  type GodsMonstersData,
  type Item,
  type SizeId,
} from './model'
import { moralReview, thiefPick } from './level-choices'
import { spiritTypeChange } from './prophets'
import { mojoPerSpellLevel, spellWithMojo, spellWithPracticalMojo } from './spells'
import { archetypes, coinsPerMojo, hundredthsPerSilver, xpPerMojo } from './tables'
import { text } from './text'

export const currencyIds = {
  xp: 'xp',
  mojo: 'mojo',
  coins: 'coins',
  practical: 'practical',
} as const

const currencies = {
  xp: {
    id: 'xp',
    get label() {
      return text('advance.currency.xp')
    },
    get short() {
      return text('advance.currencyShort.xp')
    },
  },
  mojo: {
    id: 'mojo',
    get label() {
      return text('advance.currency.mojo')
    },
    get short() {
      return text('advance.currencyShort.mojo')
    },
  },
  coins: {
    id: 'coins',
    get label() {
      return text('advance.currency.coins')
    },
    get short() {
      return text('advance.currencyShort.coins')
    },
    decimals: 2,
  },
  practical: {
    id: 'practical',
    get label() {
      return text('advance.currency.practical')
    },
    get short() {
      return text('advance.currencyShort.practical')
    },
  },
}

// ---- Prices (Mojo chapter) ----

/** Is this ability archetypal for any of the character's archetypes? */
export function isArchetypalAbility(data: GodsMonstersData, ability: AbilityId): boolean {
  return data.archetypes.some((a) => archetypes[a.archetype].archetypalAbility === ability)
}

// Abilities: three times the current score, twice for the archetypal ability, or just the
// score when one point stands between the character and a specialty's requirement.
export function abilityRaiseCost(
  data: GodsMonstersData,
  ability: AbilityId,
  forSpecialty = false,
): number {
  const score = finalScore(data, ability)
  if (forSpecialty) return score
  return (isArchetypalAbility(data, ability) ? 2 : 3) * score
}

/** Fields and skills: a new field costs 11 (it comes at +1 with one skill). */
export const newFieldCost = 11

/** Fields and skills: +1 to a field costs 4 plus its current bonus (+2 → +3 costs 6). */
export function fieldBonusCost(bonus: number): number {
  return 4 + bonus
}

// Fields and skills: a skill costs 5, or 7 for archetypes other than the field's preferred one.
export function skillCost(
  data: GodsMonstersData,
  field: Pick<Field, 'preferredArchetype'>,
): number {
  if (field.preferredArchetype === null) return 5
  return archetypeLevel(data, field.preferredArchetype) > 0 ? 5 : 7
}

/** Fighting Art: a weapon skill costs 5 for warriors, 7 for others. Its bonus cannot be bought. */
export function weaponSkillCost(data: GodsMonstersData): number {
  return archetypeLevel(data, 'warrior') > 0 ? 5 : 7
}

/** Monk techniques: 2 for one skill, 4 for a whole field. */
export const techniqueSkillCost = 2
export const techniqueFieldCost = 4

/** Converting a technique to a field-level one: 3 from one skill, 2 from two skills. */
export function techniqueConvertCost(skillCount: number): number {
  return skillCount >= 2 ? 2 : 3
}

/** Unconsciousness: one mojo brings an unconscious character to semi-consciousness. */
const semiConsciousCost = 1

// ---- Purchases ----

const idSchema = z.string().min(1).max(200)
const nameSchema = z.string().max(200)

/** The purchases a roll's mojo can also bring, and practical mojo can pay for. */
const fieldPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('field-new'),
    name: nameSchema,
    skill: nameSchema,
    preferredArchetype: z.enum(archetypeIds).nullable(),
  }),
  z.object({ kind: z.literal('field-bonus'), fieldId: idSchema }),
  z.object({ kind: z.literal('skill'), fieldId: idSchema, name: nameSchema }),
])
export type FieldPurchase = z.infer<typeof fieldPurchaseSchema>

/** A spell: bought with mojo (inscribed at once) or, inside `practical`, researched. */
const spellPurchaseSchema = z.object({
  kind: z.literal('spell'),
  name: nameSchema,
  level: z.number(),
  types: z.array(z.enum(spellTypeIds)).max(6),
  /** An uncast memorized spell of the same level the new spell is memorized in place of. */
  swapFor: idSchema.nullable(),
})
export type SpellPurchase = z.infer<typeof spellPurchaseSchema>

/** What practical mojo pays for: fields, field bonuses, skills and spells. */
const practicalPurchaseSchema = z.discriminatedUnion('kind', [
  ...fieldPurchaseSchema.options,
  spellPurchaseSchema,
])
type PracticalPurchase = z.infer<typeof practicalPurchaseSchema>

/** An item bought with coins: from the tables (`gearId`) or not (then `cost` is required). */
const gearPurchaseSchema = z.object({
  kind: z.literal('buy'),
  /** Table id, or null for an item not in the tables. */
  gearId: idSchema.nullable(),
  name: nameSchema,
  quantity: z.number(),
  /** Size the item is made for. */
  size: z.enum(sizeIds),
  worn: z.boolean(),
  /**
   * Price of one in hundredths of a silver coin; null takes the table's price, adjusted for the
   * item's size against the size of the culture selling it (`cultureSize`, null: the item's).
   */
  cost: z.number().nullable(),
  cultureSize: z.enum(sizeIds).nullable(),
  /** Bulk of one for items not in the tables; null uses the table. */
  bulk: z.number().nullable(),
})

/** Everything mojo, coins and practical mojo buy (Mojo chapter; Money and Equipment). */
const godsMonstersPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ability'), ability: z.enum(abilityIds) }),
  z.object({ kind: z.literal('ability-specialty'), ability: z.enum(abilityIds) }),
  ...fieldPurchaseSchema.options,
  z.object({ kind: z.literal('weapon-skill'), name: nameSchema }),
  z.object({
    kind: z.literal('technique'),
    fieldId: idSchema,
    skillId: idSchema,
    name: nameSchema,
  }),
  z.object({ kind: z.literal('technique-field'), fieldId: idSchema, name: nameSchema }),
  z.object({
    kind: z.literal('technique-skill'),
    fieldId: idSchema,
    techniqueId: idSchema,
    skillId: idSchema,
  }),
  z.object({ kind: z.literal('technique-convert'), fieldId: idSchema, techniqueId: idSchema }),
  z.object({ kind: z.literal('semi-conscious') }),
  gearPurchaseSchema,
  /** The same purchase paid with practical mojo dedicated to it (fields, skills, spells). */
  z.object({ kind: z.literal('practical'), purchase: practicalPurchaseSchema }),
  z.object({ kind: z.literal('fighting-art') }),
  spellPurchaseSchema,
  /** Prophets: one spirit type changed for another, once per level after the first (no cost). */
  z.object({ kind: z.literal('spirit-type'), from: nameSchema, to: nameSchema }),
  /** Thieves: a level's pick, +1 to a thief field (`skill` null) or a skill in one (no cost). */
  z.object({
    kind: z.literal('thief-level'),
    level: z.number(),
    fieldId: idSchema,
    skill: nameSchema.nullable(),
  }),
  /** The moral code reviewed at a level gained (no cost). */
  z.object({
    kind: z.literal('moral-review'),
    level: z.number(),
    code: nameSchema,
    assisted: z.boolean(),
  }),
  passTimePurchaseSchema(godsMonstersSpans),
  godsMonstersCombatPurchaseSchema,
  /**
   * Level advancement: Mojo: this character's share of a project several characters pay for
   * together, at the dearest of their costs (`othersCost`), less what the others put in.
   */
  z.object({
    kind: z.literal('pooled'),
    purchase: practicalPurchaseSchema,
    othersCost: z.number(),
    othersPaid: z.number(),
  }),
  /**
   * Acquiring spells with mojo: one spell paid partly with archetypal mojo (`archetypal`, this
   * entry) and the rest with practical mojo dedicated to it (a second ledger entry).
   */
  z.object({ kind: z.literal('spell-mixed'), spell: spellPurchaseSchema, archetypal: z.number() }),
])
export type GodsMonstersPurchase = z.infer<typeof godsMonstersPurchaseSchema>

export interface GearPurchase {
  /** Table id, or null for an item not in the tables. */
  gearId: string | null
  name: string
  quantity: number
  /** Size the item is made for. */
  size: SizeId
  worn: boolean
  /**
   * Price of one in hundredths of a silver coin; null takes the table's price, adjusted for the
   * item's size against the size of the culture selling it (`cultureSize`, default the item's).
   */
  cost: number | null
  cultureSize?: SizeId
  /** Bulk of one for items not in the tables; null uses the table. */
  bulk: number | null
}

/** The purchases the sheet can make, built from their parts. */
export const gmPurchase = {
  raiseAbility: (ability: AbilityId): GodsMonstersPurchase => ({ kind: 'ability', ability }),
  raiseAbilityForSpecialty: (ability: AbilityId): GodsMonstersPurchase => ({
    kind: 'ability-specialty',
    ability,
  }),
  newField: (
    name: string,
    skill: string,
    preferredArchetype: ArchetypeId | null = null,
  ): FieldPurchase => ({ kind: 'field-new', name, skill, preferredArchetype }),
  fieldBonus: (fieldId: string): FieldPurchase => ({ kind: 'field-bonus', fieldId }),
  skill: (fieldId: string, name: string): FieldPurchase => ({ kind: 'skill', fieldId, name }),
  weaponSkill: (name: string): GodsMonstersPurchase => ({ kind: 'weapon-skill', name }),
  techniqueOnSkill: (fieldId: string, skillId: string, name: string): GodsMonstersPurchase => ({
    kind: 'technique',
    fieldId,
    skillId,
    name,
  }),
  techniqueOnField: (fieldId: string, name: string): GodsMonstersPurchase => ({
    kind: 'technique-field',
    fieldId,
    name,
  }),
  techniqueSecondSkill: (
    fieldId: string,
    techniqueId: string,
    skillId: string,
  ): GodsMonstersPurchase => ({ kind: 'technique-skill', fieldId, techniqueId, skillId }),
  convertTechnique: (fieldId: string, techniqueId: string): GodsMonstersPurchase => ({
    kind: 'technique-convert',
    fieldId,
    techniqueId,
  }),
  semiConscious: (): GodsMonstersPurchase => ({ kind: 'semi-conscious' }),
  buy: (gear: GearPurchase): GodsMonstersPurchase => ({
    kind: 'buy',
    ...gear,
    cultureSize: gear.cultureSize ?? null,
  }),
  /** The same purchase paid with practical mojo dedicated to it (fields, skills, spells). */
  practical: (purchase: GodsMonstersPurchase): GodsMonstersPurchase => {
    const inner = practicalPurchaseSchema.safeParse(purchase)
    if (!inner.success) {
      throw new PurchaseError(text('advance.practicalOnly'))
    }
    return { kind: 'practical', purchase: inner.data }
  },
  /** Sorcerors: a spell for 3 mojo per level, inscribed at once (and maybe memorized at once). */
  spell: (
    name: string,
    level: number,
    types: readonly (typeof spellTypeIds)[number][] = [],
    swapFor: string | null = null,
  ): SpellPurchase => ({ kind: 'spell', name, level, types: [...types], swapFor }),
  spiritType: (from: string, to: string): GodsMonstersPurchase => ({
    kind: 'spirit-type',
    from,
    to,
  }),
  /** This character's share of a project paid together (Level advancement: Mojo). */
  pooled: (
    purchase: GodsMonstersPurchase,
    othersCost: number,
    othersPaid: number,
  ): GodsMonstersPurchase => {
    const inner = practicalPurchaseSchema.safeParse(purchase)
    if (!inner.success) {
      throw new PurchaseError(text('advance.pooledOnly'))
    }
    return { kind: 'pooled', purchase: inner.data, othersCost, othersPaid }
  },
  thiefLevel: (level: number, fieldId: string, skill: string | null): GodsMonstersPurchase => ({
    kind: 'thief-level',
    level,
    fieldId,
    skill,
  }),
  moralReview: (level: number, code: string, assisted = false): GodsMonstersPurchase => ({
    kind: 'moral-review',
    level,
    code,
    assisted,
  }),
}

function requireField(data: GodsMonstersData, fieldId: string): Field {
  const field = data.fields.find((f) => f.id === fieldId)
  if (!field) throw new PurchaseError(text('advance.noField', { id: fieldId }))
  return field
}

function fieldIndex(data: GodsMonstersData, fieldId: string): number {
  return data.fields.findIndex((f) => f.id === fieldId)
}

function requireMonk(data: GodsMonstersData): void {
  if (archetypeLevel(data, 'monk') === 0) {
    throw new PurchaseError(text('advance.monksOnly'))
  }
}

type Named = 'field' | 'skill' | 'weaponSkill' | 'technique' | 'item'

function cleanName(raw: string, what: Named): string {
  const name = raw.trim()
  if (name === '' || name.length > 120) throw new PurchaseError(text(`advance.nameThe.${what}`))
  return name
}

/** Plan of a purchase paid in mojo (the usual currency). */
function mojoPlan(label: string, cost: number, changes: PurchasePlan['changes']): PurchasePlan {
  return { label, currency: currencyIds.mojo, cost, changes }
}

function planAbility(data: GodsMonstersData, ability: string, forSpecialty: boolean): PurchasePlan {
  if (!(abilityIds as readonly string[]).includes(ability)) {
    throw new PurchaseError(text('advance.noAbility', { ability }))
  }
  const id = ability as AbilityId
  const score = finalScore(data, id)
  const cost = abilityRaiseCost(data, id, forSpecialty)
  const why = forSpecialty
    ? text('advance.why.specialty')
    : isArchetypalAbility(data, id)
      ? text('advance.why.archetypal')
      : text('advance.why.normal')
  const label = text('advance.raiseAbility', {
    ability: abilityNames[id],
    from: score,
    to: score + 1,
    why,
  })
  return mojoPlan(label, cost, [change(data, ['abilities', id], data.abilities[id] + 1)])
}

function planNewField(
  data: GodsMonstersData,
  purchase: Extract<FieldPurchase, { kind: 'field-new' }>,
): PurchasePlan {
  const name = cleanName(purchase.name, 'field')
  const skill = cleanName(purchase.skill, 'skill')
  const { preferredArchetype } = purchase
  if (data.fields.some((f) => f.name.toLowerCase() === name.toLowerCase())) {
    throw new PurchaseError(text('advance.hasField', { name }))
  }
  const field = newField(name, [skill], { preferredArchetype })
  return mojoPlan(text('advance.newField', { name, skill }), newFieldCost, [
    change(data, ['fields'], [...data.fields, field]),
  ])
}

function planFieldBonus(data: GodsMonstersData, fieldId: string): PurchasePlan {
  const field = requireField(data, fieldId)
  const i = fieldIndex(data, fieldId)
  return mojoPlan(
    text('advance.fieldBonus', { field: field.name, from: field.bonus, to: field.bonus + 1 }),
    fieldBonusCost(field.bonus),
    [change(data, ['fields', String(i), 'bonus'], field.bonus + 1)],
  )
}

function planSkill(data: GodsMonstersData, fieldId: string, rawName: string): PurchasePlan {
  const field = requireField(data, fieldId)
  const name = cleanName(rawName, 'skill')
  if (field.skills.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
    throw new PurchaseError(text('advance.hasSkill', { field: field.name, skill: name }))
  }
  const i = fieldIndex(data, fieldId)
  const cost = skillCost(data, field)
  const label =
    cost === 7 && field.preferredArchetype
      ? text('advance.skillOutside', {
          skill: name,
          field: field.name,
          archetype: archetypeNames[field.preferredArchetype],
        })
      : text('advance.skill', { skill: name, field: field.name })
  return mojoPlan(label, cost, [
    change(data, ['fields', String(i), 'skills'], [...field.skills, { id: newId(), name }]),
  ])
}

function planWeaponSkill(data: GodsMonstersData, rawName: string): PurchasePlan {
  const name = cleanName(rawName, 'weaponSkill')
  if (data.fightingArt.skills.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
    throw new PurchaseError(text('advance.hasWeaponSkill', { name }))
  }
  return mojoPlan(text('advance.weaponSkill', { name }), weaponSkillCost(data), [
    change(data, ['fightingArt', 'skills'], [...data.fightingArt.skills, { id: newId(), name }]),
  ])
}

type TechniquePurchase = Extract<
  GodsMonstersPurchase,
  { kind: 'technique' | 'technique-field' | 'technique-skill' | 'technique-convert' }
>

function planTechnique(data: GodsMonstersData, purchase: TechniquePurchase): PurchasePlan {
  requireMonk(data)
  const field = requireField(data, purchase.fieldId)
  const i = fieldIndex(data, purchase.fieldId)
  const path = ['fields', String(i), 'techniques']
  if (purchase.kind === 'technique' || purchase.kind === 'technique-field') {
    const skillId = purchase.kind === 'technique' ? purchase.skillId : null
    const name = cleanName(purchase.name, 'technique')
    if (skillId !== null && !field.skills.some((s) => s.id === skillId)) {
      throw new PurchaseError(text('advance.noSkillId', { field: field.name, id: skillId }))
    }
    const technique = { id: newId(), name, skillIds: skillId === null ? [] : [skillId] }
    return mojoPlan(
      skillId === null
        ? text('advance.techniqueField', { name, field: field.name })
        : text('advance.techniqueSkill', {
            name,
            skill: field.skills.find((s) => s.id === skillId)?.name ?? '',
          }),
      skillId === null ? techniqueFieldCost : techniqueSkillCost,
      [change(data, path, [...field.techniques, technique])],
    )
  }
  const technique = field.techniques.find((t) => t.id === purchase.techniqueId)
  if (!technique) {
    throw new PurchaseError(
      text('advance.noTechniqueId', { field: field.name, id: purchase.techniqueId }),
    )
  }
  if (technique.skillIds.length === 0) {
    throw new PurchaseError(text('advance.coversField', { name: technique.name }))
  }
  if (purchase.kind === 'technique-skill') {
    const { skillId } = purchase
    if (technique.skillIds.length >= 2 || technique.skillIds.includes(skillId)) {
      throw new PurchaseError(text('advance.noAnotherSkill', { name: technique.name }))
    }
    if (!field.skills.some((s) => s.id === skillId)) {
      throw new PurchaseError(text('advance.noSkillId', { field: field.name, id: skillId }))
    }
    return mojoPlan(text('advance.techniqueSecond', { name: technique.name }), techniqueSkillCost, [
      change(
        data,
        path,
        field.techniques.map((t) =>
          t.id === technique.id ? { ...t, skillIds: [...t.skillIds, skillId] } : t,
        ),
      ),
    ])
  }
  return mojoPlan(
    text('advance.techniqueConvert', { name: technique.name, field: field.name }),
    techniqueConvertCost(technique.skillIds.length),
    [
      change(
        data,
        path,
        field.techniques.map((t) => (t.id === technique.id ? { ...t, skillIds: [] } : t)),
      ),
    ],
  )
}

/** The item as the rules allow it: a table item or a priced one, a whole quantity, a bulk. */
function checkedGear(p: Extract<GodsMonstersPurchase, { kind: 'buy' }>): GearPurchase {
  const gear = p.gearId === null ? undefined : findGear(p.gearId)
  if (p.gearId !== null && !gear) throw new PurchaseError(text('advance.noItem', { id: p.gearId }))
  const name = cleanName(p.name || (gear?.name ?? ''), 'item')
  const { quantity, cost, bulk } = p
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) {
    throw new PurchaseError(text('advance.quantity'))
  }
  if (cost !== null && (!Number.isInteger(cost) || cost < 0)) {
    throw new PurchaseError(text('advance.price'))
  }
  if (bulk !== null && !(bulk >= 0)) throw new PurchaseError(text('advance.bulk'))
  if (p.gearId === null && cost === null) {
    throw new PurchaseError(text('advance.notInTables', { name }))
  }
  return {
    gearId: p.gearId,
    name,
    quantity,
    size: p.size,
    worn: p.worn,
    cost,
    cultureSize: p.cultureSize ?? p.size,
    bulk,
  }
}

/** Price of one: as given, else the table's adjusted for the item's size in the selling culture. */
export function unitPrice(purchase: GearPurchase): number {
  if (purchase.cost !== null) return purchase.cost
  const gear = purchase.gearId === null ? undefined : findGear(purchase.gearId)
  if (!gear) throw new PurchaseError(text('advance.noPrice', { name: purchase.name }))
  return sizeAdjustedCost(gear.costCents, purchase.size, purchase.cultureSize ?? purchase.size)
}

function tryUnitPrice(purchase: GearPurchase): number | null {
  try {
    return unitPrice(purchase)
  } catch {
    return null
  }
}

// Money and Equipment: an item bought with coins joins the equipment (undo returns the coins).
function planBuy(
  data: GodsMonstersData,
  purchase: Extract<GodsMonstersPurchase, { kind: 'buy' }>,
): PurchasePlan {
  const p = checkedGear(purchase)
  const price = unitPrice(p)
  const item: Item = {
    id: newId(),
    name: p.name,
    gearId: p.gearId,
    quantity: p.quantity,
    worn: p.worn,
    size: p.size,
    bulk: p.bulk,
    cost: price,
    notes: '',
  }
  const total = price * p.quantity
  return {
    label:
      p.quantity > 1
        ? text('advance.boughtMany', {
            quantity: p.quantity,
            name: p.name,
            total: formatSilver(total),
          })
        : text('advance.bought', { name: p.name, total: formatSilver(total) }),
    currency: currencyIds.coins,
    cost: total,
    changes: [change(data, ['items'], [...data.items, item])],
  }
}

function planSemiConscious(data: GodsMonstersData): PurchasePlan {
  if (data.consciousness !== 'unconscious') {
    throw new PurchaseError(text('advance.onlyUnconscious'))
  }
  return mojoPlan(text('advance.semiConscious'), semiConsciousCost, [
    change(data, ['consciousness'], 'semiConscious'),
  ])
}

/** The name practical mojo must be dedicated to for a purchase: the field, or the spell. */
function practicalTarget(data: GodsMonstersData, purchase: FieldPurchase): string {
  if (purchase.kind === 'field-new') return purchase.name.trim()
  return requireField(data, purchase.fieldId).name
}

// Practical mojo: dedicated to one field, skill or spell; not for abilities nor for restricted
// fields such as the Fighting Art.
function planPractical(
  data: GodsMonstersData,
  inner: PracticalPurchase,
  rules: HouseRules,
): PurchasePlan {
  let target: string
  let plan: PurchasePlan
  if (inner.kind === 'spell') {
    const spell = spellWithPracticalMojo(data, inner)
    target = spell.target
    plan = mojoPlan(spell.label, spell.cost, spell.changes)
  } else {
    // Practical mojo: never for restricted fields such as the thieving fields and skills.
    const thieving =
      inner.kind === 'field-new'
        ? inner.preferredArchetype === 'thief'
        : requireField(data, inner.fieldId).preferredArchetype === 'thief'
    if (thieving) {
      throw new PurchaseError(text('advance.noThieving'))
    }
    target = practicalTarget(data, inner)
    plan = planPurchase(data, inner, rules)
  }
  const pool = data.practicalMojo.findIndex((p) => p.target.toLowerCase() === target.toLowerCase())
  const dedicated = pool === -1 ? 0 : (data.practicalMojo[pool]?.amount ?? 0)
  if (dedicated < plan.cost) {
    throw new PurchaseError(
      text('advance.practicalNeeds', { label: plan.label, cost: plan.cost, target, dedicated }),
    )
  }
  return {
    label: text('advance.practicalLabel', { label: plan.label }),
    currency: currencyIds.practical,
    cost: plan.cost,
    changes: [
      ...plan.changes,
      change(data, ['practicalMojo', String(pool), 'amount'], dedicated - plan.cost),
    ],
  }
}

/** Prices one purchase (see `gmPurchase`). Throws PurchaseError when impossible. */
export function planPurchase(
  data: GodsMonstersData,
  purchase: GodsMonstersPurchase,
  rules: HouseRules = {},
): PurchasePlan {
  const plan = planOfKind(data, purchase, rules)
  return planOf(purchase, { ...plan, label: fitLabel(plan.label) })
}

function planOfKind(
  data: GodsMonstersData,
  purchase: GodsMonstersPurchase,
  rules: HouseRules,
): PurchasePlan {
  switch (purchase.kind) {
    case 'pass-time':
      return planPassTime(godsMonstersTime, data, purchase, rules, currencies.xp.id)
    case 'combat':
      return planCombat(godsMonstersCombat, data, purchase, currencies.xp.id)
    case 'ability':
      return planAbility(data, purchase.ability, false)
    case 'ability-specialty':
      return planAbility(data, purchase.ability, true)
    case 'field-new':
      return planNewField(data, purchase)
    case 'field-bonus':
      return planFieldBonus(data, purchase.fieldId)
    case 'skill':
      return planSkill(data, purchase.fieldId, purchase.name)
    case 'weapon-skill':
      return planWeaponSkill(data, purchase.name)
    case 'technique':
    case 'technique-field':
    case 'technique-skill':
    case 'technique-convert':
      return planTechnique(data, purchase)
    case 'semi-conscious':
      return planSemiConscious(data)
    case 'buy':
      return planBuy(data, purchase)
    case 'practical':
      return planPractical(data, purchase.purchase, rules)
    case 'fighting-art':
      throw new PurchaseError(text('advance.fightingArtNotForSale'))
    case 'spell': {
      const spell = spellWithMojo(data, purchase)
      return mojoPlan(spell.label, spell.cost, spell.changes)
    }
    case 'spirit-type': {
      const plan = spiritTypeChange(data, purchase.from, purchase.to)
      return mojoPlan(plan.label, 0, plan.changes)
    }
    case 'thief-level': {
      const plan = thiefPick(data, purchase.level, purchase.fieldId, purchase.skill)
      return mojoPlan(plan.label, 0, plan.changes)
    }
    case 'moral-review': {
      const plan = moralReview(data, purchase.level, purchase.code, purchase.assisted)
      return mojoPlan(plan.label, 0, plan.changes)
    }
    case 'pooled':
      return planPooled(data, purchase.purchase, purchase.othersCost, purchase.othersPaid, rules)
    case 'spell-mixed':
      return planMixedSpell(data, purchase.spell, purchase.archetypal).archetypalPlan
  }
}

// Level advancement: Mojo: several characters may pay for one project (a spell researched, a
// field learned) together; where their costs differ the dearest is used. Each must put some mojo
// in, so the others may not have paid it all.
function planPooled(
  data: GodsMonstersData,
  inner: PracticalPurchase,
  othersCost: number,
  othersPaid: number,
  rules: HouseRules,
): PurchasePlan {
  if (!Number.isInteger(othersCost) || othersCost < 0) {
    throw new PurchaseError(text('advance.othersCost'))
  }
  if (!Number.isInteger(othersPaid) || othersPaid < 1) {
    throw new PurchaseError(text('advance.othersPaid'))
  }
  const own =
    inner.kind === 'spell'
      ? (() => {
          const spell = spellWithMojo(data, inner)
          return mojoPlan(spell.label, spell.cost, spell.changes)
        })()
      : planPurchase(data, inner, rules)
  const projectCost = Math.max(own.cost, othersCost)
  const share = projectCost - othersPaid
  if (share < 1) {
    throw new PurchaseError(text('advance.nothingLeft', { cost: projectCost, paid: othersPaid }))
  }
  return mojoPlan(
    text('advance.pooled', { label: own.label, share, cost: projectCost }),
    share,
    own.changes,
  )
}

export interface MixedSpellPlan {
  /** The archetypal part, with every change to the spell and the practical pool. */
  archetypalPlan: PurchasePlan
  /** Practical mojo dedicated to the spell that pays the rest. */
  practical: number
  /** The spell pool's index in `practicalMojo`. */
  poolIndex: number
}

// Acquiring spells with mojo: three mojo per level, here part archetypal and part practical
// (dedicated to the spell). With at least spell-level archetypal mojo the spell is inscribed at
// once with no experimentation (Inscribing mnemonic Spells); with less it is researched like a
// practical-mojo spell: it must pass its compatibility roll and is then inscribed.
export function planMixedSpell(
  data: GodsMonstersData,
  input: SpellPurchase,
  archetypal: number,
): MixedSpellPlan {
  const total = mojoPerSpellLevel * input.level
  if (!Number.isInteger(archetypal) || archetypal < 1 || archetypal >= total) {
    throw new PurchaseError(text('advance.mixRange', { max: Math.max(1, total - 1), total }))
  }
  const practical = total - archetypal
  const atOnce = archetypal >= input.level
  const spell = atOnce ? spellWithMojo(data, input) : spellWithPracticalMojo(data, input)
  const target = input.name.trim().toLowerCase()
  const poolIndex = data.practicalMojo.findIndex((p) => p.target.toLowerCase() === target)
  const dedicated = data.practicalMojo[poolIndex]?.amount ?? 0
  if (dedicated < practical) {
    throw new PurchaseError(
      text('advance.mixNeeds', { practical, name: input.name.trim(), dedicated }),
    )
  }
  return {
    archetypalPlan: mojoPlan(
      text('advance.mixLabel', { label: spell.label, archetypal, practical }),
      archetypal,
      [
        ...spell.changes,
        change(data, ['practicalMojo', String(poolIndex), 'amount'], dedicated - practical),
      ],
    ),
    practical,
    poolIndex,
  }
}

/**
 * Records a spell paid with both kinds of mojo: the archetypal entry (the purchase and every
 * change) and a practical-mojo spend that touches the same pool, so undoing the first undoes both.
 */
export function recordMixedSpell(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  input: SpellPurchase,
  archetypal: number,
  options: EntryMeta = {},
): Recorded {
  const purchase: GodsMonstersPurchase = { kind: 'spell-mixed', spell: input, archetypal }
  const mixed = planMixedSpell(data, input, archetypal)
  const plan = planPurchase(data, purchase)
  const first = recordPurchase(data, ledger, plan, options)
  const poolPath = ['practicalMojo', String(mixed.poolIndex), 'amount']
  const rest = recordPurchase(
    first.data,
    first.ledger,
    {
      label: text('advance.mixRest', { practical: mixed.practical, name: input.name.trim() }),
      currency: currencyIds.practical,
      cost: mixed.practical,
      changes: [change(first.data, poolPath, first.data.practicalMojo[mixed.poolIndex]?.amount)],
    },
    options,
  )
  return { data: rest.data, ledger: rest.ledger, entries: [first.entry, rest.entry] }
}

/**
 * Every mojo purchase the sheet can offer now, priced: each ability, each field's bonus, a
 * skill slot per field is left to the sheet (it needs a name), techniques on existing skills.
 */
function purchaseOptions(
  data: GodsMonstersData,
  balances: Record<string, number>,
): PurchaseOption<GodsMonstersPurchase>[] {
  const mojo = balances[currencyIds.mojo] ?? 0
  const out: PurchaseOption<GodsMonstersPurchase>[] = []
  const priced = (purchase: GodsMonstersPurchase, plan: PurchasePlan) =>
    pricedOption(purchase, plan.label, currencies.mojo, plan.cost, mojo)
  for (const id of abilityIds) {
    out.push(priced(gmPurchase.raiseAbility(id), planAbility(data, id, false)))
  }
  for (const field of data.fields) {
    out.push(priced(gmPurchase.fieldBonus(field.id), planFieldBonus(data, field.id)))
  }
  out.push({
    ...pricedOption(
      { kind: 'fighting-art' },
      text('advance.fightingArtOption'),
      currencies.mojo,
      0,
      mojo,
    ),
    available: false,
    reason: text('advance.fightingArtReason'),
  })
  if (data.consciousness === 'unconscious') {
    const wake = gmPurchase.semiConscious()
    out.push(pricedOption(wake, text('advance.wakeOption'), currencies.mojo, 1, mojo))
  }
  return out
}

// ---- Purchases recorded before ledger entries kept them ----

type Listed = IdRecord & { name: string }

/** The named records in a list a change wrote (fields, skills, techniques, items). */
const listOf = (value: unknown): Listed[] =>
  recordsIn(value).filter((x): x is Listed => typeof x.name === 'string')

/** The one element a list change added at its end, or undefined. */
function added(change: Change): Listed | undefined {
  const before = listOf(change.before)
  const after = listOf(change.after)
  return after.length === before.length + 1 ? after[after.length - 1] : undefined
}

/**
 * A mojo purchase from its data changes (see the plan functions above): which path it changes
 * tells the kind; the field ids come from the character's data, because a change to a field
 * names it by its place in the list.
 */
function mojoPurchaseOf(
  changes: readonly Change[],
  label: string,
  data: GodsMonstersData,
): GodsMonstersPurchase | null {
  const [first, ...more] = changes
  if (!first || more.length > 0) return null
  const [head, index, leaf] = first.path
  const fieldId = head === 'fields' && index !== undefined ? data.fields[Number(index)]?.id : null
  const ability = abilityIds.find((id) => id === index)
  if (head === 'abilities' && ability && first.path.length === 2) {
    // These entries predate the translated rules text: their labels are English.
    return label.includes('one point from a specialty')
      ? gmPurchase.raiseAbilityForSpecialty(ability)
      : gmPurchase.raiseAbility(ability)
  }
  if (head === 'consciousness') return gmPurchase.semiConscious()
  if (head === 'fields' && first.path.length === 1) {
    const field = added(first)
    const skills = listOf(field?.skills)
    const preferred = archetypeIds.find((id) => id === field?.preferredArchetype) ?? null
    return field && skills[0] ? gmPurchase.newField(field.name, skills[0].name, preferred) : null
  }
  if (head === 'fightingArt' && index === 'skills') {
    const skill = added(first)
    return skill ? gmPurchase.weaponSkill(skill.name) : null
  }
  if (!fieldId) return null
  if (leaf === 'bonus') return gmPurchase.fieldBonus(fieldId)
  if (leaf === 'skills') {
    const skill = added(first)
    return skill ? gmPurchase.skill(fieldId, skill.name) : null
  }
  if (leaf !== 'techniques') return null
  const technique = added(first)
  if (technique) {
    const [skillId] = Array.isArray(technique.skillIds) ? technique.skillIds : []
    return typeof skillId === 'string'
      ? gmPurchase.techniqueOnSkill(fieldId, skillId, technique.name)
      : gmPurchase.techniqueOnField(fieldId, technique.name)
  }
  // A technique that changed: a second skill added, or turned to the whole field.
  const before = new Map(listOf(first.before).map((t) => [t.id, t]))
  for (const after of listOf(first.after)) {
    const was = before.get(after.id)
    const skillsBefore = Array.isArray(was?.skillIds) ? (was.skillIds as unknown[]) : []
    const skillsAfter = Array.isArray(after.skillIds) ? (after.skillIds as unknown[]) : []
    if (!was || skillsBefore.length === skillsAfter.length) continue
    if (skillsAfter.length === 0) return gmPurchase.convertTechnique(fieldId, after.id)
    const skillId = skillsAfter.find((id) => !skillsBefore.includes(id))
    return typeof skillId === 'string'
      ? gmPurchase.techniqueSecondSkill(fieldId, after.id, skillId)
      : null
  }
  return null
}

/**
 * The purchase a spend made before ledger entries kept it: mojo purchases by the data they
 * change, items by the item added, practical mojo by its purchase and the dedicated pool it
 * drew on. Other spends (mojo on a roll, a coin trade, a study) bought nothing `plan` prices.
 */
function purchaseOfEntry(entry: LedgerEntry, data: GodsMonstersData): GodsMonstersPurchase | null {
  if (entry.kind !== 'spend') return null
  const label = entry.purchase ?? ''
  if (entry.currency === currencyIds.mojo) return mojoPurchaseOf(entry.changes, label, data)
  if (entry.currency === currencyIds.practical) {
    const pool = entry.changes[entry.changes.length - 1]
    if (pool?.path[0] !== 'practicalMojo') return null
    const inner = mojoPurchaseOf(entry.changes.slice(0, -1), label, data)
    const field = fieldPurchaseSchema.safeParse(inner)
    return field.success ? { kind: 'practical', purchase: field.data } : null
  }
  const [only, ...more] = entry.changes
  if (entry.currency !== currencyIds.coins || !only || more.length) return null
  if (only.path.length !== 1 || only.path[0] !== 'items') return null
  const item = added(only)
  if (!item) return null
  const bought = godsMonstersPurchaseSchema.safeParse({
    kind: 'buy',
    gearId: item.gearId,
    name: item.name,
    quantity: item.quantity,
    size: item.size,
    worn: item.worn,
    cost: item.cost,
    cultureSize: null,
    bulk: item.bulk,
  })
  if (!bought.success || bought.data.kind !== 'buy') return null
  // A table item at the table's price (for its size) was bought at the table's price.
  const atTablePrice = { ...bought.data, cost: null }
  const tablePrice =
    bought.data.gearId === null ? null : tryUnitPrice({ ...atTablePrice, cultureSize: undefined })
  return tablePrice === bought.data.cost ? atTablePrice : bought.data
}

export const godsMonstersAdvancement: AdvancementRules<GodsMonstersData, GodsMonstersPurchase> = {
  currencies: [currencies.xp, currencies.mojo, currencies.coins, currencies.practical],
  purchaseSchema: godsMonstersPurchaseSchema,
  options: (data, balances) => purchaseOptions(data, balances),
  plan: (data, purchase, rules) => planPurchase(data, purchase, rules),
  purchaseOf: (entry, data) => purchaseOfEntry(entry, data),
}

// ---- Actions that post more than one entry ----

export interface Recorded {
  data: GodsMonstersData
  ledger: LedgerEntry[]
  entries: LedgerEntry[]
}

function stamp(m: EntryMeta): { id: string; at: string; note: string; journalEntryId?: string } {
  const out: { id: string; at: string; note: string; journalEntryId?: string } = {
    id: m.id ?? newId(),
    at: m.at ?? new Date().toISOString(),
    note: m.note ?? '',
  }
  if (m.journalEntryId) out.journalEntryId = m.journalEntryId
  return out
}

/** An award entry that also edits the data (undo reverts the edit). */
function awardWithChanges(
  currency: string,
  amount: number,
  purchase: string,
  changes: PurchasePlan['changes'],
  m: EntryMeta,
): LedgerEntry {
  return { ...stamp(m), kind: 'award', currency, amount, purchase, changes }
}

/** A ledger entry's label fits the files' limit (200 characters). */
function fitLabel(label: string): string {
  return label.length <= purchaseLabelLimit ? label : `${label.slice(0, purchaseLabelLimit - 1)}…`
}
const purchaseLabelLimit = 200

export function experience(ledger: readonly LedgerEntry[]): number {
  return earned(ledger, currencyIds.xp)
}

/** Is a level-up pending (experience reached a level the character has not taken)? */
export function levelUpPending(data: GodsMonstersData, ledger: readonly LedgerEntry[]): number {
  return experienceStatus(data, experience(ledger)).pending
}

// Level advancement: a level gained (when experience has reached it) records the mojo it brings
// as an award whose data edits (archetype level, survival or verve, the level's record) undo with
// it. Refuses a level the experience does not reach unless the Guide overrides.
export function recordLevelUp(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  archetype: ArchetypeId,
  roll: number | Rng,
  rules: HouseRules = {},
  options: EntryMeta & { override?: boolean } = {},
): Recorded & { result: LevelUpResult } {
  if (levelUpPending(data, ledger) < 1 && !options.override) {
    throw new PurchaseError(
      text('advance.needsExperience', {
        level: characterLevel(data) + 1,
        xp: experience(ledger),
      }),
    )
  }
  const result = levelUp(data, archetype, roll, rules)
  const changes = [
    change(data, ['archetypes'], result.data.archetypes),
    change(data, ['survival'], result.data.survival),
    change(data, ['verve'], result.data.verve),
    change(data, ['levels'], result.data.levels),
  ]
  const entry = awardWithChanges(
    currencyIds.mojo,
    result.mojo,
    fitLabel(result.summary.join('; ')),
    changes,
    { ...options, note: options.note ?? text('advance.levelNote', { level: result.gain.level }) },
  )
  if (options.override) entry.override = true
  return {
    data: applyChanges(data, changes),
    ledger: [...ledger, entry],
    entries: [entry],
    result,
  }
}

export interface MojoBidInput {
  /** What the roll was for, e.g. "Reason roll to read the manuscript". */
  label: string
  /** Mojo the player bids. */
  bid: number
  /** What the roll missed by: the mojo that makes it succeed. */
  needed: number
  /**
   * Mojo the roll used in all when others contributed (group effort, heroic last effort): each
   * gains experience and increases as if they had spent it all. Default: `needed`.
   */
  credited?: number
  /**
   * The field bonus, skill or field to gain when the mojo used reaches its price
   * (`gmPurchase.fieldBonus`, `gmPurchase.skill` or `gmPurchase.newField`).
   */
  gain?: FieldPurchase
  /** Data changes the roll's success makes (e.g. a spell proved compatible); undone with it. */
  changes?: Change[]
}

export interface MojoBidResult extends Recorded {
  succeeded: boolean
  spent: number
  xp: number
  gained: string
  /** Levels the new experience reaches that the character has not taken yet. */
  levelUpPending: number
}

// Rolls and Mojo experience: a bid that makes a failed archetypal roll succeed costs what was
// needed (bid 6, need 4: lose 4, gain 200 XP); a bid too small costs nothing. Mojo increases: if the
// mojo used would have bought the chosen field bonus, skill or field, the character gains it
// (Language Science +1, need 6 ≥ 5: +2).
export function recordMojoBid(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  input: MojoBidInput,
  rules: HouseRules = {},
  options: EntryMeta & { override?: boolean } = {},
): MojoBidResult {
  const { bid, needed } = input
  if (!Number.isInteger(bid) || bid < 1) throw new PurchaseError(text('advance.bidWhole'))
  if (!Number.isInteger(needed) || needed < 1) {
    throw new PurchaseError(text('advance.bidNeeded'))
  }
  if (bid < needed) {
    return {
      data,
      ledger: [...ledger],
      entries: [],
      succeeded: false,
      spent: 0,
      xp: 0,
      gained: '',
      levelUpPending: levelUpPending(data, ledger),
    }
  }
  const credited = Math.max(needed, input.credited ?? needed)
  let gained = ''
  let gainChanges: PurchasePlan['changes'] = []
  if (input.gain) {
    if (!fieldPurchaseSchema.safeParse(input.gain).success) {
      throw new PurchaseError(text('advance.gainKinds'))
    }
    const plan = planOfKind(data, input.gain, rules)
    if (plan.cost <= credited) {
      gained = plan.label
      gainChanges = plan.changes
    }
  }
  const bidId = newId()
  const xp = credited * xpPerMojo
  const record = {
    id: bidId,
    label: input.label.slice(0, 200),
    bid,
    spent: needed,
    credited,
    gained: gained.slice(0, 200),
  }
  const spendPlan: PurchasePlan = {
    label: gained
      ? text('advance.bidLabelGained', { label: input.label, gained })
      : text('advance.bidLabel', { label: input.label }),
    currency: currencyIds.mojo,
    cost: needed,
    changes: [change(data, ['mojoBids', bidId], record), ...gainChanges, ...(input.changes ?? [])],
  }
  const spent = recordPurchase(data, ledger, spendPlan, options)
  // The experience entry touches the bid's record, so undoing the spend undoes it too.
  const xpEntry = awardWithChanges(
    currencyIds.xp,
    xp,
    text('advance.bidXp', { xp, mojo: credited }),
    [change(spent.data, ['mojoBids', bidId, 'xp'], xp)],
    { at: options.at, journalEntryId: options.journalEntryId, note: options.note },
  )
  const nextLedger = [...spent.ledger, xpEntry]
  const nextData = applyChanges(spent.data, xpEntry.changes)
  return {
    data: nextData,
    ledger: nextLedger,
    entries: [spent.entry, xpEntry],
    succeeded: true,
    spent: needed,
    xp,
    gained,
    levelUpPending: levelUpPending(nextData, nextLedger),
  }
}

// Money and equipment: one mojo trades for 30 silver coins (Toromeen: 16 mojo and 18 coins
// become 15 mojo and 48 coins before his 27-coin purchase).
export function recordCoinTrade(
  data: GodsMonstersData,
  ledger: readonly LedgerEntry[],
  mojo = 1,
  options: EntryMeta & { override?: boolean } = {},
): Recorded {
  if (!Number.isInteger(mojo) || mojo < 1) throw new PurchaseError(text('advance.tradeWhole'))
  const tradeId = newId()
  const coins = mojo * coinsPerMojo * hundredthsPerSilver
  const spent = recordPurchase(
    data,
    ledger,
    {
      label: text('advance.traded', { mojo, silver: mojo * coinsPerMojo }),
      currency: currencyIds.mojo,
      cost: mojo,
      changes: [change(data, ['trades', tradeId], mojo)],
    },
    options,
  )
  const award = awardWithChanges(
    currencyIds.coins,
    coins,
    text('advance.tradeAward', { silver: mojo * coinsPerMojo, mojo }),
    [change(spent.data, ['trades', tradeId], mojo)],
    { at: options.at, journalEntryId: options.journalEntryId },
  )
  return {
    data: spent.data,
    ledger: [...spent.ledger, award],
    entries: [spent.entry, award],
  }
}
