// Sorcerors (Archetype advancement: Sorcerors; Survival: Injury points): the spell book and the
// formulas on their way to it, spell slots, memorizing and casting, spells bought with mojo or
// researched with practical mojo, the compatibility roll and inscribing.
import { change, newId, type Change } from '../common/ledger'
import type { HouseRules } from '../types'
import { PurchaseError, RulesError } from '../types'
import { sorcerorFirstLevelSlots, spellFillsLevelSlots } from './house-rules'
import { archetypeLevel, archetypeLevelGrants, characterLevel, type LevelGrants } from './levels'
import {
  spellTypeIds,
  type GodsMonstersData,
  type Spell,
  type SpellStatus,
  type SpellTypeId,
} from './model'
import { planScoreRoll, type RollPlan } from './rolls'
import { text } from './text'
import { highestSpellLevel } from './vitals'

/** Acquiring spells with mojo: three mojo per spell level. */
export const mojoPerSpellLevel = 3
/** Spell compatibility: the reason roll is at a bonus of six, less the spell's level. */
const compatibilityBonus = 6
/** Spell compatibility: trying again at a later level costs two mojo. */
export const compatibilityRetryMojo = 2
/** Experimentation: ten times the basic components on hand; five times for a retry. */
export const experimentComponents = 10
export const retryComponents = 5

/** Is the character a sorceror (of any level)? */
export function isSorceror(data: GodsMonstersData): boolean {
  return archetypeLevel(data, 'sorceror') > 0
}

/** The spell book and the formulas on their way to it, by level, then name. */
export function spellsOf(data: GodsMonstersData): Spell[] {
  return Object.values(data.spellbook ?? {}).sort(
    (a, b) => a.level - b.level || a.name.localeCompare(b.name),
  )
}

/** The spell with this name (any case), if the character knows of it. */
export function spellByName(data: GodsMonstersData, name: string): Spell | undefined {
  const wanted = name.trim().toLowerCase()
  return spellsOf(data).find((s) => s.name.toLowerCase() === wanted)
}

export function findSpell(data: GodsMonstersData, spellId: string): Spell {
  const spell = data.spellbook?.[spellId]
  if (!spell) throw new RulesError(text('spells.noSpell', { id: spellId }))
  return spell
}

/** Slots one memorized copy fills: one, or its level when the campaign says so. */
function slotsPerCopy(spell: Pick<Spell, 'level'>, rules: HouseRules): number {
  return spellFillsLevelSlots(rules) ? spell.level : 1
}

export interface SpellSlots {
  total: number
  used: number
  free: number
  grants: LevelGrants
  explanation: string
}

// Sorcerors: at each level the sorceror gains as many new slots for memorization as the level
// (a 3rd-level sorceror gains three); a new sorceror's slots are the campaign's (house rule).
export function spellSlots(data: GodsMonstersData, rules: HouseRules = {}): SpellSlots {
  const grants = archetypeLevelGrants(data, 'sorceror', sorcerorFirstLevelSlots(rules))
  const used = spellsOf(data).reduce((sum, s) => sum + s.memorized * slotsPerCopy(s, rules), 0)
  return {
    total: grants.total,
    used,
    free: grants.total - used,
    grants,
    explanation: text('spells.slots', { grants: grants.explanation, used }),
  }
}

function cleanSpellName(raw: string): string {
  const name = raw.trim()
  if (name === '' || name.length > 120) {
    throw new PurchaseError(text('spells.nameSpell'))
  }
  return name
}

function checkedLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1 || level > 99) {
    throw new PurchaseError(text('spells.levelRange'))
  }
  return level
}

function checkedTypes(types: readonly string[]): SpellTypeId[] {
  const known = new Set<string>(spellTypeIds)
  const bad = types.find((t) => !known.has(t))
  if (bad !== undefined) throw new PurchaseError(text('spells.noType', { type: bad }))
  return spellTypeIds.filter((t) => types.includes(t))
}

type SorcerorOnly = 'keepBook' | 'inscribe' | 'learn' | 'research'

function requireSorceror(data: GodsMonstersData, what: SorcerorOnly): void {
  if (!isSorceror(data)) throw new PurchaseError(text(`spells.sorcerorsOnly.${what}`))
}

/** The data with one spell replaced (or added). */
function withSpell(data: GodsMonstersData, spell: Spell): GodsMonstersData {
  return { ...data, spellbook: { ...data.spellbook, [spell.id]: spell } }
}

export interface SpellInput {
  name: string
  level: number
  types: readonly string[]
  notes?: string
}

// Sorcerors can acquire spells by looting them, stealing them or trading formulas (a formula in
// hand), or research them (with practical mojo): either way the spell is not yet in the book.
export function addSpell(
  data: GodsMonstersData,
  input: SpellInput,
  status: Extract<SpellStatus, 'formula' | 'researching'>,
): GodsMonstersData {
  requireSorceror(data, 'keepBook')
  const name = cleanSpellName(input.name)
  if (spellByName(data, name)) throw new PurchaseError(text('spells.alreadyListed', { name }))
  const notes = (input.notes ?? '').slice(0, 500)
  return withSpell(data, {
    id: newId(),
    name,
    level: checkedLevel(input.level),
    types: checkedTypes(input.types),
    status,
    compatible: null,
    failedAtLevel: null,
    memorized: 0,
    notes,
  })
}

/** Strikes a spell or formula from the list (the sheet's undo brings it back). */
export function removeSpell(data: GodsMonstersData, spellId: string): GodsMonstersData {
  findSpell(data, spellId)
  const rest = { ...data.spellbook }
  delete rest[spellId]
  return { ...data, spellbook: rest }
}

// Injury points: sorcerors cannot cast or memorize spells above their level minus injuries.
function requireUsable(data: GodsMonstersData, spell: Spell, verb: 'memorize' | 'cast'): void {
  const highest = highestSpellLevel(data) ?? 0
  if (spell.level > highest) {
    throw new RulesError(
      text(`spells.tooHigh.${verb}`, {
        name: spell.name,
        level: spell.level,
        count: data.injuries,
        highest,
      }),
    )
  }
}

// Sorcerors: spell slots for memorization; only inscribed spells, and only as many copies as
// the free slots hold.
export function memorizeSpell(
  data: GodsMonstersData,
  spellId: string,
  rules: HouseRules = {},
): GodsMonstersData {
  const spell = findSpell(data, spellId)
  if (spell.status !== 'inscribed') {
    throw new RulesError(text('spells.notInBook', { name: spell.name }))
  }
  requireUsable(data, spell, 'memorize')
  const slots = spellSlots(data, rules)
  const needs = slotsPerCopy(spell, rules)
  if (slots.free < needs) {
    throw new RulesError(
      text('spells.needsSlots', {
        name: spell.name,
        count: needs,
        free: slots.free,
        total: slots.total,
      }),
    )
  }
  return withSpell(data, { ...spell, memorized: spell.memorized + 1 })
}

/** Casting uses up one memorized copy; never above level minus injuries (Injury points). */
export function castSpell(data: GodsMonstersData, spellId: string): GodsMonstersData {
  const spell = findSpell(data, spellId)
  if (spell.memorized < 1) throw new RulesError(text('spells.notMemorized', { name: spell.name }))
  requireUsable(data, spell, 'cast')
  return withSpell(data, { ...spell, memorized: spell.memorized - 1 })
}

/** Lets one memorized copy go, freeing its slots. */
export function forgetSpell(data: GodsMonstersData, spellId: string): GodsMonstersData {
  const spell = findSpell(data, spellId)
  if (spell.memorized < 1) throw new RulesError(text('spells.notMemorized', { name: spell.name }))
  return withSpell(data, { ...spell, memorized: spell.memorized - 1 })
}

// ---- Compatibility and inscribing ----

export type CompatibilityState = 'not-needed' | 'due' | 'compatible' | 'retry' | 'wait'

// Spell compatibility: a spell not paid for with at least spell level archetypal mojo needs a
// successful roll before it is inscribed or learned; once compatible, never again. After a
// failure the sorceror may try again at a later level, for two mojo.
export function compatibilityState(
  data: GodsMonstersData,
  spell: Spell,
): { state: CompatibilityState; explanation: string } {
  if (spell.compatible === true) {
    return { state: 'compatible', explanation: text('spells.state.compatible') }
  }
  if (spell.status === 'inscribed') {
    return {
      state: 'not-needed',
      explanation: text('spells.state.notNeeded'),
    }
  }
  if (spell.compatible === null) {
    return { state: 'due', explanation: text('spells.state.due') }
  }
  const level = characterLevel(data)
  const failedAt = spell.failedAtLevel ?? level
  if (level > failedAt) {
    return {
      state: 'retry',
      explanation: text('spells.state.retry', {
        level: failedAt,
        mojo: compatibilityRetryMojo,
        times: retryComponents,
      }),
    }
  }
  return {
    state: 'wait',
    explanation: text('spells.state.wait', { level: failedAt }),
  }
}

/** Spell compatibility: a reason roll at +6, less the spell's level (and injuries as usual). */
export function compatibilityPlan(
  data: GodsMonstersData,
  spell: Pick<Spell, 'level'>,
  rules: HouseRules = {},
): RollPlan {
  return planScoreRoll(
    data,
    'reason',
    [
      { label: text('spells.compatibility'), amount: compatibilityBonus },
      { label: text('spells.spellLevel', { level: spell.level }), amount: -spell.level },
    ],
    rules,
  )
}

/** The data changes a compatibility outcome makes (a failure remembers the level). */
export function compatibilityChanges(
  data: GodsMonstersData,
  spell: Spell,
  compatible: boolean,
): Change[] {
  const path = ['spellbook', spell.id]
  return [
    change(data, [...path, 'compatible'], compatible),
    change(data, [...path, 'failedAtLevel'], compatible ? null : characterLevel(data)),
  ]
}

// Inscribing mnemonic spells: a formula goes into the spell book by the inscription spell, once
// the spell has proved compatible.
export function inscribeSpell(data: GodsMonstersData, spellId: string): GodsMonstersData {
  const spell = findSpell(data, spellId)
  requireSorceror(data, 'inscribe')
  if (spell.status === 'inscribed') {
    throw new RulesError(text('spells.alreadyInscribed', { name: spell.name }))
  }
  if (spell.status === 'researching') {
    throw new RulesError(text('spells.stillResearching', { name: spell.name }))
  }
  if (spell.compatible !== true) {
    throw new RulesError(text('spells.passBeforeInscribed', { name: spell.name }))
  }
  return withSpell(data, { ...spell, status: 'inscribed' })
}

// ---- Purchases ----

export interface SpellPurchaseInput {
  name: string
  level: number
  types: readonly string[]
  /** An uncast memorized spell of the same level to memorize the new spell in place of. */
  swapFor: string | null
}

export interface SpellPurchasePlan {
  label: string
  cost: number
  changes: Change[]
}

// Acquiring spells with mojo: three mojo per spell level. Paid with (at least spell level)
// archetypal mojo, the spell is already inscribed, needs no compatibility roll and no
// experimentation components; it may take the place of an uncast memorized spell of its level.
export function spellWithMojo(
  data: GodsMonstersData,
  input: SpellPurchaseInput,
): SpellPurchasePlan {
  requireSorceror(data, 'learn')
  const name = cleanSpellName(input.name)
  const level = checkedLevel(input.level)
  const known = spellByName(data, name)
  if (known?.status === 'inscribed') {
    throw new PurchaseError(text('spells.alreadyInBook', { name: known.name }))
  }
  if (known && known.level !== level) {
    throw new PurchaseError(text('spells.listedAtLevel', { name: known.name, level: known.level }))
  }
  const changes: Change[] = []
  let swappedName: string | null = null
  if (input.swapFor !== null) {
    const swapped = data.spellbook?.[input.swapFor]
    if (!swapped || swapped.status !== 'inscribed' || swapped.memorized < 1) {
      throw new PurchaseError(text('spells.swapUncast'))
    }
    if (swapped.level !== level) {
      throw new PurchaseError(
        text('spells.swapLevel', { name: swapped.name, level: swapped.level, needed: level }),
      )
    }
    if (level > (highestSpellLevel(data) ?? 0)) {
      throw new PurchaseError(text('spells.swapInjuries', { injuries: data.injuries, level }))
    }
    changes.push(change(data, ['spellbook', swapped.id, 'memorized'], swapped.memorized - 1))
    swappedName = swapped.name
  }
  const spell: Spell = {
    id: known?.id ?? newId(),
    name: known?.name ?? name,
    level,
    types: checkedTypes(input.types.length > 0 ? input.types : (known?.types ?? [])),
    status: 'inscribed',
    compatible: known?.compatible ?? null,
    failedAtLevel: known?.failedAtLevel ?? null,
    memorized: input.swapFor === null ? 0 : 1,
    notes: known?.notes ?? '',
  }
  changes.unshift(change(data, ['spellbook', spell.id], spell))
  return {
    label:
      swappedName === null
        ? text('spells.boughtLabel', { name: spell.name, level })
        : text('spells.boughtSwapLabel', { name: spell.name, level, swapped: swappedName }),
    cost: mojoPerSpellLevel * level,
    changes,
  }
}

// Practical mojo: dedicated to one spell, it pays for researching it (three per spell level),
// once the compatibility roll has succeeded; the formula must then be inscribed.
export function spellWithPracticalMojo(
  data: GodsMonstersData,
  input: SpellPurchaseInput,
): SpellPurchasePlan & { target: string } {
  requireSorceror(data, 'research')
  const name = cleanSpellName(input.name)
  const level = checkedLevel(input.level)
  if (input.swapFor !== null) {
    throw new PurchaseError(text('spells.practicalNoSwap'))
  }
  const spell = spellByName(data, name)
  if (!spell || spell.status !== 'researching') {
    throw new PurchaseError(text('spells.listFirst', { name }))
  }
  if (spell.level !== level) {
    throw new PurchaseError(text('spells.listedAtLevel', { name: spell.name, level: spell.level }))
  }
  if (spell.compatible !== true) {
    throw new PurchaseError(text('spells.passBeforeLearned', { name: spell.name }))
  }
  return {
    label: text('spells.researchedLabel', { name: spell.name, level }),
    cost: mojoPerSpellLevel * level,
    changes: [change(data, ['spellbook', spell.id, 'status'], 'formula')],
    target: spell.name,
  }
}
