// Mojo, experience, coins and practical mojo through the ledger (Mojo chapter, Level advancement,
// Money and Equipment). Purchases are option ids priced by `plan`; the actions that need more
// than one ledger entry (a level gained, mojo bid on a roll, a coin trade, a study) have their own
// record* functions, whose entries undo together.
import { pricedOption } from '../common/advancement'
import {
  applyChanges,
  change,
  earned,
  newId,
  recordPurchase,
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
  archetypeNames,
  sizeIds,
  type AbilityId,
  type ArchetypeId,
  type Field,
  type GodsMonstersData,
  type Item,
  type SizeId,
} from './model'
import { archetypes, coinsPerMojo, hundredthsPerSilver, xpPerMojo } from './tables'

export const currencyIds = {
  xp: 'xp',
  mojo: 'mojo',
  coins: 'coins',
  practical: 'practical',
} as const

const currencies = {
  xp: { id: 'xp', label: 'Experience' },
  mojo: { id: 'mojo', label: 'Mojo' },
  coins: { id: 'coins', label: 'Coins (silver)', decimals: 2 },
  practical: { id: 'practical', label: 'Practical mojo' },
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

// ---- Option ids ----

/** Option ids the sheet can offer, with helpers to build them. */
export const optionIds = {
  raiseAbility: (ability: AbilityId) => `ability:${ability}`,
  raiseAbilityForSpecialty: (ability: AbilityId) => `ability-specialty:${ability}`,
  newField: (name: string, skill: string, preferredArchetype: ArchetypeId | null = null) =>
    `field-new:${JSON.stringify({ name, skill, preferredArchetype })}`,
  fieldBonus: (fieldId: string) => `field-bonus:${fieldId}`,
  skill: (fieldId: string, name: string) => `skill:${fieldId}:${name}`,
  weaponSkill: (name: string) => `weapon-skill:${name}`,
  techniqueOnSkill: (fieldId: string, skillId: string, name: string) =>
    `technique:${fieldId}:${skillId}:${name}`,
  techniqueOnField: (fieldId: string, name: string) => `technique-field:${fieldId}:${name}`,
  techniqueSecondSkill: (fieldId: string, techniqueId: string, skillId: string) =>
    `technique-skill:${fieldId}:${techniqueId}:${skillId}`,
  convertTechnique: (fieldId: string, techniqueId: string) =>
    `technique-convert:${fieldId}:${techniqueId}`,
  semiConscious: () => 'semi-conscious',
  buy: (purchase: GearPurchase) => `buy:${JSON.stringify(purchase)}`,
  /** The same purchase paid with practical mojo dedicated to it (fields and skills only). */
  practical: (optionId: string) => `practical:${optionId}`,
}

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

function requireField(data: GodsMonstersData, fieldId: string): Field {
  const field = data.fields.find((f) => f.id === fieldId)
  if (!field) throw new PurchaseError(`There is no field with id "${fieldId}".`)
  return field
}

function fieldIndex(data: GodsMonstersData, fieldId: string): number {
  return data.fields.findIndex((f) => f.id === fieldId)
}

function requireMonk(data: GodsMonstersData): void {
  if (archetypeLevel(data, 'monk') === 0) {
    throw new PurchaseError('Only monks learn techniques.')
  }
}

function cleanName(raw: string, what: string): string {
  const name = raw.trim()
  if (name === '' || name.length > 120)
    throw new PurchaseError(`Name the ${what} (up to 120 characters).`)
  return name
}

/** A text field of a purchase's JSON; anything but a string counts as missing. */
function textField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function readJson(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // fall through
  }
  throw new PurchaseError('The purchase could not be read.')
}

/** Plan of a purchase paid in mojo (the usual currency). */
function mojoPlan(label: string, cost: number, changes: PurchasePlan['changes']): PurchasePlan {
  return { label, currency: currencyIds.mojo, cost, changes }
}

function planAbility(data: GodsMonstersData, ability: string, forSpecialty: boolean): PurchasePlan {
  if (!(abilityIds as readonly string[]).includes(ability)) {
    throw new PurchaseError(`There is no ability "${ability}".`)
  }
  const id = ability as AbilityId
  const score = finalScore(data, id)
  const cost = abilityRaiseCost(data, id, forSpecialty)
  const why = forSpecialty
    ? 'one point from a specialty'
    : isArchetypalAbility(data, id)
      ? 'archetypal: 2 × score'
      : '3 × score'
  return mojoPlan(`${abilityNames[id]} ${score} → ${score + 1} (${why})`, cost, [
    change(data, ['abilities', id], data.abilities[id] + 1),
  ])
}

function planNewField(data: GodsMonstersData, raw: string): PurchasePlan {
  const json = readJson(raw)
  const name = cleanName(textField(json.name) ?? '', 'field')
  const skill = cleanName(textField(json.skill) ?? '', 'skill')
  const preferred = json.preferredArchetype
  const preferredArchetype =
    typeof preferred === 'string' && preferred in archetypes ? (preferred as ArchetypeId) : null
  if (data.fields.some((f) => f.name.toLowerCase() === name.toLowerCase())) {
    throw new PurchaseError(`The character already has the field ${name}.`)
  }
  const field = newField(name, [skill], { preferredArchetype })
  return mojoPlan(`New field: ${name} +1 with ${skill}`, newFieldCost, [
    change(data, ['fields'], [...data.fields, field]),
  ])
}

function planFieldBonus(data: GodsMonstersData, fieldId: string): PurchasePlan {
  const field = requireField(data, fieldId)
  const i = fieldIndex(data, fieldId)
  return mojoPlan(
    `${field.name} +${field.bonus} → +${field.bonus + 1}`,
    fieldBonusCost(field.bonus),
    [change(data, ['fields', String(i), 'bonus'], field.bonus + 1)],
  )
}

function planSkill(data: GodsMonstersData, fieldId: string, rawName: string): PurchasePlan {
  const field = requireField(data, fieldId)
  const name = cleanName(rawName, 'skill')
  if (field.skills.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
    throw new PurchaseError(`${field.name} already has the skill ${name}.`)
  }
  const i = fieldIndex(data, fieldId)
  const cost = skillCost(data, field)
  const outside =
    cost === 7 && field.preferredArchetype
      ? ` (outside ${archetypeNames[field.preferredArchetype]})`
      : ''
  return mojoPlan(`Skill ${name} in ${field.name}${outside}`, cost, [
    change(data, ['fields', String(i), 'skills'], [...field.skills, { id: newId(), name }]),
  ])
}

function planWeaponSkill(data: GodsMonstersData, rawName: string): PurchasePlan {
  const name = cleanName(rawName, 'weapon skill')
  if (data.fightingArt.skills.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
    throw new PurchaseError(`The Fighting Art already has ${name}.`)
  }
  return mojoPlan(`Weapon skill ${name} (Fighting Art)`, weaponSkillCost(data), [
    change(data, ['fightingArt', 'skills'], [...data.fightingArt.skills, { id: newId(), name }]),
  ])
}

function planTechnique(
  data: GodsMonstersData,
  kind: 'skill' | 'field' | 'second' | 'convert',
  parts: string[],
): PurchasePlan {
  requireMonk(data)
  const [fieldId = '', second = '', ...rest] = parts
  const field = requireField(data, fieldId)
  const i = fieldIndex(data, fieldId)
  const path = ['fields', String(i), 'techniques']
  if (kind === 'skill' || kind === 'field') {
    const skillId = kind === 'skill' ? second : null
    const name = cleanName(
      kind === 'skill' ? rest.join(':') : [second, ...rest].join(':'),
      'technique',
    )
    if (skillId !== null && !field.skills.some((s) => s.id === skillId)) {
      throw new PurchaseError(`${field.name} has no skill with id "${skillId}".`)
    }
    const technique = { id: newId(), name, skillIds: skillId === null ? [] : [skillId] }
    return mojoPlan(
      `Technique ${name} on ${skillId === null ? `all of ${field.name}` : (field.skills.find((s) => s.id === skillId)?.name ?? '')}`,
      skillId === null ? techniqueFieldCost : techniqueSkillCost,
      [change(data, path, [...field.techniques, technique])],
    )
  }
  const technique = field.techniques.find((t) => t.id === second)
  if (!technique) throw new PurchaseError(`${field.name} has no technique with id "${second}".`)
  if (technique.skillIds.length === 0) {
    throw new PurchaseError(`${technique.name} already covers the whole field.`)
  }
  if (kind === 'second') {
    const skillId = rest[0] ?? ''
    if (technique.skillIds.length >= 2 || technique.skillIds.includes(skillId)) {
      throw new PurchaseError(`${technique.name} cannot take another skill.`)
    }
    if (!field.skills.some((s) => s.id === skillId)) {
      throw new PurchaseError(`${field.name} has no skill with id "${skillId}".`)
    }
    return mojoPlan(`Technique ${technique.name} on a second skill`, techniqueSkillCost, [
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
    `Technique ${technique.name} to all of ${field.name}`,
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

function readGearPurchase(raw: string): GearPurchase {
  const p = readJson(raw)
  const gearId = typeof p.gearId === 'string' ? p.gearId : null
  const gear = gearId === null ? undefined : findGear(gearId)
  if (gearId !== null && !gear) throw new PurchaseError(`No item "${gearId}" in the tables.`)
  const name = cleanName(textField(p.name) ?? gear?.name ?? '', 'item')
  const quantity = p.quantity ?? 1
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > 9999
  ) {
    throw new PurchaseError('The quantity must be a whole number from 1 to 9999.')
  }
  const size = (sizeIds as readonly unknown[]).includes(p.size) ? (p.size as SizeId) : 'medium'
  const cultureSize = (sizeIds as readonly unknown[]).includes(p.cultureSize)
    ? (p.cultureSize as SizeId)
    : size
  const cost = p.cost
  if (cost !== null && cost !== undefined) {
    if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 0) {
      throw new PurchaseError('A price is a whole number of hundredths of a silver coin.')
    }
  }
  const bulk = p.bulk
  if (bulk !== null && bulk !== undefined && (typeof bulk !== 'number' || !(bulk >= 0))) {
    throw new PurchaseError('Bulk must be 0 or more.')
  }
  if (gearId === null && (cost === null || cost === undefined)) {
    throw new PurchaseError(`${name} is not in the tables: give its price.`)
  }
  return {
    gearId,
    name,
    quantity,
    size,
    worn: p.worn === true,
    cost: typeof cost === 'number' ? cost : null,
    cultureSize,
    bulk: typeof bulk === 'number' ? bulk : null,
  }
}

/** Price of one: as given, else the table's adjusted for the item's size in the selling culture. */
export function unitPrice(purchase: GearPurchase): number {
  if (purchase.cost !== null) return purchase.cost
  const gear = purchase.gearId === null ? undefined : findGear(purchase.gearId)
  if (!gear) throw new PurchaseError(`${purchase.name} has no price.`)
  return sizeAdjustedCost(gear.costCents, purchase.size, purchase.cultureSize ?? purchase.size)
}

// Money and Equipment: an item bought with coins joins the equipment (undo returns the coins).
function planBuy(data: GodsMonstersData, raw: string): PurchasePlan {
  const p = readGearPurchase(raw)
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
    label: `Bought ${p.quantity > 1 ? `${p.quantity} × ` : ''}${p.name} (${formatSilver(total)} silver)`,
    currency: currencyIds.coins,
    cost: total,
    changes: [change(data, ['items'], [...data.items, item])],
  }
}

function planSemiConscious(data: GodsMonstersData): PurchasePlan {
  if (data.consciousness !== 'unconscious') {
    throw new PurchaseError('Only an unconscious character can be brought to semi-consciousness.')
  }
  return mojoPlan('Brought to semi-consciousness', semiConsciousCost, [
    change(data, ['consciousness'], 'semiConscious'),
  ])
}

/** The name practical mojo must be dedicated to for an option: the field the purchase is in. */
function practicalTarget(data: GodsMonstersData, optionId: string): string {
  const [kind = '', rest = ''] = splitOnce(optionId)
  if (kind === 'field-new') return (textField(readJson(rest).name) ?? '').trim()
  if (kind === 'field-bonus' || kind === 'skill') {
    const [fieldId = ''] = kind === 'skill' ? splitOnce(rest) : [rest]
    return requireField(data, fieldId).name
  }
  throw new PurchaseError(
    'Practical mojo buys only fields, field bonuses and skills (never abilities or the Fighting Art).',
  )
}

// Practical mojo: dedicated to one field, skill or spell; not for abilities nor for restricted
// fields such as the Fighting Art.
function planPractical(data: GodsMonstersData, inner: string, rules: HouseRules): PurchasePlan {
  const target = practicalTarget(data, inner)
  const plan = planPurchase(data, inner, rules)
  const pool = data.practicalMojo.findIndex((p) => p.target.toLowerCase() === target.toLowerCase())
  const dedicated = pool === -1 ? 0 : (data.practicalMojo[pool]?.amount ?? 0)
  if (dedicated < plan.cost) {
    throw new PurchaseError(
      `${plan.label} needs ${plan.cost} practical mojo dedicated to ${target}; ${dedicated} is.`,
    )
  }
  return {
    label: `${plan.label} (practical mojo)`,
    currency: currencyIds.practical,
    cost: plan.cost,
    changes: [
      ...plan.changes,
      change(data, ['practicalMojo', String(pool), 'amount'], dedicated - plan.cost),
    ],
  }
}

function splitOnce(id: string): [string, string] {
  const at = id.indexOf(':')
  return at === -1 ? [id, ''] : [id.slice(0, at), id.slice(at + 1)]
}

/** Prices one purchase by option id (see `optionIds`). Throws PurchaseError when impossible. */
export function planPurchase(
  data: GodsMonstersData,
  optionId: string,
  rules: HouseRules = {},
): PurchasePlan {
  const [kind, rest] = splitOnce(optionId)
  switch (kind) {
    case 'ability':
      return planAbility(data, rest, false)
    case 'ability-specialty':
      return planAbility(data, rest, true)
    case 'field-new':
      return planNewField(data, rest)
    case 'field-bonus':
      return planFieldBonus(data, rest)
    case 'skill': {
      const [fieldId, name] = splitOnce(rest)
      return planSkill(data, fieldId, name)
    }
    case 'weapon-skill':
      return planWeaponSkill(data, rest)
    case 'technique': {
      const [fieldId, more] = splitOnce(rest)
      const [skillId, name] = splitOnce(more)
      return planTechnique(data, 'skill', [fieldId, skillId, name])
    }
    case 'technique-field': {
      const [fieldId, name] = splitOnce(rest)
      return planTechnique(data, 'field', [fieldId, name])
    }
    case 'technique-skill':
      return planTechnique(data, 'second', rest.split(':'))
    case 'technique-convert':
      return planTechnique(data, 'convert', rest.split(':'))
    case 'semi-conscious':
      return planSemiConscious(data)
    case 'buy':
      return planBuy(data, rest)
    case 'practical':
      return planPractical(data, rest, rules)
    case 'fighting-art':
      throw new PurchaseError('The Fighting Art bonus rises only with level; mojo cannot buy it.')
    default:
      throw new PurchaseError(`Unknown purchase "${optionId}".`)
  }
}

/**
 * Every mojo purchase the sheet can offer now, priced: each ability, each field's bonus, a
 * skill slot per field is left to the sheet (it needs a name), techniques on existing skills.
 */
function purchaseOptions(
  data: GodsMonstersData,
  balances: Record<string, number>,
): PurchaseOption[] {
  const mojo = balances[currencyIds.mojo] ?? 0
  const out: PurchaseOption[] = []
  for (const id of abilityIds) {
    const plan = planAbility(data, id, false)
    out.push(pricedOption(optionIds.raiseAbility(id), plan.label, currencies.mojo, plan.cost, mojo))
  }
  for (const field of data.fields) {
    const plan = planFieldBonus(data, field.id)
    out.push(
      pricedOption(optionIds.fieldBonus(field.id), plan.label, currencies.mojo, plan.cost, mojo),
    )
  }
  out.push({
    id: 'fighting-art',
    label: 'Fighting Art bonus',
    currency: currencyIds.mojo,
    cost: 0,
    available: false,
    reason: 'The Fighting Art bonus rises only with level.',
  })
  if (data.consciousness === 'unconscious') {
    out.push(pricedOption('semi-conscious', 'Wake to semi-consciousness', currencies.mojo, 1, mojo))
  }
  return out
}

export const godsMonstersAdvancement: AdvancementRules<GodsMonstersData> = {
  currencies: [currencies.xp, currencies.mojo, currencies.coins, currencies.practical],
  options: (data, balances) => purchaseOptions(data, balances),
  plan: (data, optionId, rules) => planPurchase(data, optionId, rules),
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
      `Level ${characterLevel(data) + 1} needs more experience (${experience(ledger)} earned).`,
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
    result.summary.join('; '),
    changes,
    { ...options, note: options.note ?? `Level ${result.gain.level}` },
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
   * The field bonus, skill or field to gain when the mojo used reaches its price (option id of
   * `optionIds.fieldBonus`, `optionIds.skill` or `optionIds.newField`).
   */
  gain?: string
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
  if (!Number.isInteger(bid) || bid < 1) throw new PurchaseError('Bid a whole number of mojo.')
  if (!Number.isInteger(needed) || needed < 1) {
    throw new PurchaseError('Mojo only changes a failed roll: the mojo needed must be 1 or more.')
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
    const kind = splitOnce(input.gain)[0]
    if (!['field-bonus', 'skill', 'field-new'].includes(kind)) {
      throw new PurchaseError('A roll can bring a field bonus, a skill or a field only.')
    }
    const plan = planPurchase(data, input.gain, rules)
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
    label: `Mojo on a roll: ${input.label}${gained ? `; gained ${gained}` : ''}`,
    currency: currencyIds.mojo,
    cost: needed,
    changes: [change(data, ['mojoBids', bidId], record), ...gainChanges],
  }
  const spent = recordPurchase(data, ledger, spendPlan, options)
  // The experience entry touches the bid's record, so undoing the spend undoes it too.
  const xpEntry = awardWithChanges(
    currencyIds.xp,
    xp,
    `${xp} XP for ${credited} mojo on a roll`,
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
  if (!Number.isInteger(mojo) || mojo < 1) throw new PurchaseError('Trade a whole number of mojo.')
  const tradeId = newId()
  const coins = mojo * coinsPerMojo * hundredthsPerSilver
  const spent = recordPurchase(
    data,
    ledger,
    {
      label: `Traded ${mojo} mojo for ${mojo * coinsPerMojo} silver`,
      currency: currencyIds.mojo,
      cost: mojo,
      changes: [change(data, ['trades', tradeId], mojo)],
    },
    options,
  )
  const award = awardWithChanges(
    currencyIds.coins,
    coins,
    `${mojo * coinsPerMojo} silver for ${mojo} mojo`,
    [change(spent.data, ['trades', tradeId], mojo)],
    { at: options.at, journalEntryId: options.journalEntryId },
  )
  return {
    data: spent.data,
    ledger: [...spent.ledger, award],
    entries: [spent.entry, award],
  }
}
