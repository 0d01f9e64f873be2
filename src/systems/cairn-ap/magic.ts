// Magic: Magic Dice from free slots and Mana Dust, casting, matches and Mishaps.
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { newId } from '../common/ledger'
import { tearOffWornArmor } from './armor'
import { maxArmor, type CairnData, type CairnItem } from './model'
import { freeSlots, logEvent, settleOverflow } from './slots'
import { findMishap, type MishapRow } from './tables'
import { jsonCopy } from '../common/json'
import { diceText, text } from './text'

/** Casting Spells: invest at most 4 Magic Dice. */
const maxMagicDice = 4
/** Mishap 22: slot dice from this face up cost 1d4 STR. */
const vesselStrLossFrom = 5

export interface MagicDice {
  freeSlots: number
  manaDust: number
  /** Mishap 11's extra free die (0 or 1). */
  freeDie: number
  /** Dice the character could draw on (before the limit of 4). */
  available: number
  /** What can be invested at once: available, capped at 4. */
  investable: number
  explanation: string
}

// Casting Spells: Magic Dice = available inventory slots + Mana Dust (Mishap 11 adds one free die).
export function magicDice(data: CairnData, rules: HouseRules): MagicDice {
  const free = freeSlots(data, rules)
  const freeDie = data.arcaneBurns ? 1 : 0
  const available = free + data.manaDust + freeDie
  const investable = Math.min(maxMagicDice, available)
  return {
    freeSlots: free,
    manaDust: data.manaDust,
    freeDie,
    available,
    investable,
    explanation: text(freeDie ? 'explain.magicDiceFreeDie' : 'explain.magicDice', {
      count: free,
      free,
      dust: data.manaDust,
      available,
      max: maxMagicDice,
      investable,
    }),
  }
}

export interface Investment {
  slotDice: number
  dustDice: number
  /** Mishap 11's free die. */
  freeDie: boolean
}

function investedCount(investment: Investment): number {
  return investment.slotDice + investment.dustDice + (investment.freeDie ? 1 : 0)
}

/** A lasting Mishap still in force: recorded, and its hours (if it has any) not yet up. */
export function hasActiveMishap(data: CairnData, sum: number): boolean {
  return data.mishaps.some((m) => m.sum === sum && m.hoursLeft !== 0)
}

/** Mishap 18: the fused hand fires a bolt of arcane energy for 1d6 damage. */
const arcaneBoltDie = 'd6'

/**
 * Mishap 18: the arcane bolt as a weapon for the attack (its d6 is the damage; we treat it as the
 * attack's Object Die, as a weapon's die is). Null without the fused hand, or once it is lost.
 */
export function arcaneBolt(data: CairnData): { label: string; die: string } | null {
  if (!hasActiveMishap(data, 18) || data.fusedHandLost) return null
  return { label: text('magic.arcaneBolt'), die: arcaneBoltDie }
}

export type SpellSource = { kind: 'grimoire'; spellId: string } | { kind: 'scroll'; itemId: string }

/** Why the character cannot cast from `source` now, or null. */
export function castingBlocked(data: CairnData, source: SpellSource): string | null {
  if (data.dead) return text('magic.dead')
  if (data.criticalDamage) return text('magic.crawling')
  // Mishap 2: no spellcasting for 1d6 hours.
  if (hasActiveMishap(data, 2)) return text('magic.mishap2')
  // Mishap 18: once the hand fused to the Grimoire is cut off, no spell is ever cast again.
  if (hasActiveMishap(data, 18) && data.fusedHandLost) return text('magic.handLost')
  if (source.kind === 'scroll') {
    const scroll = data.items.find((i) => i.id === source.itemId && i.kind === 'scroll')
    return scroll ? null : text('purchase.scrollMissing')
  }
  if (!data.spells.some((s) => s.id === source.spellId)) return text('magic.noSpell')
  // Grimoire: spells are cast holding it; Mishap 13 leaves it unusable.
  if (!data.items.some((i) => i.kind === 'grimoire')) return text('magic.needsGrimoire')
  if (hasActiveMishap(data, 13)) return text('magic.grimoireDamaged')
  return null
}

// Casting Spells: at most 4 dice, never more slots or Mana Dust than the character has.
export function investmentProblem(
  data: CairnData,
  rules: HouseRules,
  investment: Investment,
): string | null {
  const { slotDice, dustDice } = investment
  if (![slotDice, dustDice].every((n) => Number.isInteger(n) && n >= 0)) {
    return text('magic.diceWhole')
  }
  const total = investedCount(investment)
  if (total < 1) return text('magic.investOne')
  if (total > maxMagicDice) return text('magic.tooMany', { max: maxMagicDice, total })
  const free = freeSlots(data, rules)
  if (slotDice > free) return text('magic.slotsFree', { count: free })
  if (dustDice > data.manaDust) return text('magic.dustLeft', { dust: data.manaDust })
  if (investment.freeDie && !data.arcaneBurns) return text('magic.noFreeDie')
  return null
}

export type DieSource = 'slot' | 'dust' | 'free'

interface CastDie {
  value: number
  source: DieSource
  /** A slot die that brings Fatigue. */
  fatigue: boolean
  /** The free die of arcane burns showing 4–6: 1 WIL lost. */
  wilLoss: boolean
  /** Mishap 22: a slot die on 5–6 costs 1d4 STR instead of Fatigue. */
  strLoss: boolean
}

export interface CastResult {
  dice: CastDie[]
  sum: number
  fatigue: number
  wilLoss: number
  /** Mishap 22: how many 1d4 of STR are lost (one per slot die on 5–6). */
  strLossDice: number
  /** Most dice showing one face. */
  largestMatch: number
  /** Mishap 8 is in force: this cast costs 1d4 WIL. */
  mindStrain: boolean
  /** Two or more dice match: look up [sum] on the Mishaps table. */
  mishap: MishapRow | null
  /** Three or more match: the spell fails as well. */
  failed: boolean
  explanation: string
}

/** Order of dice for rolling and entering: slot dice, then Mana Dust, then the free die. */
export function diceSources(investment: Investment): DieSource[] {
  return [
    ...Array<DieSource>(investment.slotDice).fill('slot'),
    ...Array<DieSource>(investment.dustDice).fill('dust'),
    ...(investment.freeDie ? (['free'] as DieSource[]) : []),
  ]
}

/**
 * Casting Spells: each slot die on 4–6 (3–6 under Mishap 3) gives one Fatigue, Mana Dust dice never
 * do; 2 matching dice mean a Mishap by [sum]; 3 or more also fail the spell. Two pairs count as
 * "2 matches" (the text names only pairs and triples).
 */
export function resolveCast(
  data: CairnData,
  investment: Investment,
  rolls: readonly number[],
): CastResult {
  const sources = diceSources(investment)
  if (rolls.length !== sources.length) {
    throw new RulesError(text('magic.enterDice', { dice: sources.length, got: rolls.length }))
  }
  for (const r of rolls) {
    if (!Number.isInteger(r) || r < 1 || r > 6)
      throw new RulesError(text('magic.d6Range', { roll: r }))
  }
  const threshold = hasActiveMishap(data, 3) ? 3 : 4
  // Mishap 22: Fatigue and Mishaps from casting no longer affect the caster; a slot die on 5–6
  // costs 1d4 STR instead (our reading: per die, as Fatigue is counted per die).
  const vessel = hasActiveMishap(data, 22)
  const dice: CastDie[] = rolls.map((value, i) => {
    const source = sources[i] as DieSource
    return {
      value,
      source,
      fatigue: !vessel && source === 'slot' && value >= threshold,
      wilLoss: source === 'free' && value >= 4,
      strLoss: vessel && source === 'slot' && value >= vesselStrLossFrom,
    }
  })
  const sum = rolls.reduce((a, b) => a + b, 0)
  const counts = new Map<number, number>()
  for (const r of rolls) counts.set(r, (counts.get(r) ?? 0) + 1)
  const largestMatch = Math.max(0, ...counts.values())
  const fatigue = dice.filter((d) => d.fatigue).length
  const wilLoss = dice.filter((d) => d.wilLoss).length
  const strLossDice = dice.filter((d) => d.strLoss).length
  const mishap = largestMatch >= 2 && !vessel ? (findMishap(sum) ?? null) : null
  // Casting Spells: 3 matches fail the spell; that is the roll's outcome, not a Mishap, so it
  // holds under Mishap 22 as well (our reading).
  const failed = largestMatch >= 3
  // Mishap 8: for 24 hours every cast costs 1d4 WIL. A magic vessel (Mishap 22) is not affected by
  // Mishaps from casting, so not by this one either (our reading of "does not affect you").
  const mindStrain = !vessel && hasActiveMishap(data, 8)
  const rolled = dice
    .map((d) =>
      text('magic.rolledDie', { value: d.value, source: text(`magic.source.${d.source}`) }),
    )
    .join(', ')
  const parts = [text('magic.rolled', { dice: rolled, sum })]
  if (vessel) parts.push(text('magic.vessel', { count: strLossDice }))
  else parts.push(text('magic.fatigue', { fatigue, threshold }))
  if (wilLoss) parts.push(text('magic.freeDieWil'))
  if (mindStrain) parts.push(text('magic.mindStrain'))
  if (vessel && largestMatch >= 2) {
    parts.push(
      text(failed ? 'magic.vesselMatchFails' : 'magic.vesselMatch', { matches: largestMatch }),
    )
  } else if (failed) parts.push(text('magic.matchFails', { matches: largestMatch, sum }))
  else if (mishap) parts.push(text('magic.match', { sum }))
  else parts.push(text('magic.noMatch'))
  return {
    dice,
    sum,
    fatigue,
    wilLoss,
    strLossDice,
    mindStrain,
    largestMatch,
    mishap,
    failed,
    explanation: parts.join(' '),
  }
}

/** The extra die a Mishap needs to apply (e.g. 1d4 WIL lost, Mishap 2's 1d6 hours), or null. */
export function mishapFollowUpDice(sum: number): '1d4' | '1d6' | null {
  const effect = findMishap(sum)?.effect
  return effect && 'dice' in effect ? effect.dice : null
}

/** Mishap 6: an item burns unless it is metal; a soul-bound Grimoire (Mishap 15) never does. */
function burns(data: CairnData, item: CairnItem): boolean {
  if (item.material === 'metal') return false
  return !(item.kind === 'grimoire' && hasActiveMishap(data, 15))
}

function raiseArmor(data: CairnData, sum: number): void {
  const before = data.armor
  data.armor = Math.min(maxArmor, before + 1)
  if (data.armor === before) logEvent(data, text('magic.armorLimitLog', { sum, max: maxArmor }))
}

/**
 * Mishaps: applies the mechanical part of the Mishap for [sum] to a copy of the data; lasting ones
 * are kept on the sheet. `followUp` is the extra die some need (1d4). Fatigue it adds may need
 * items dropped: pass them through settleOverflow afterwards.
 */
export function applyMishapEffects(
  data: CairnData,
  sum: number,
  followUp: number | null,
  castFatigue = 0,
): CairnData {
  const row = findMishap(sum)
  if (!row) throw new RulesError(text('magic.mishapRange', { sum }))
  const dice = mishapFollowUpDice(sum)
  const sides = dice === '1d6' ? 6 : 4
  if (
    dice &&
    (followUp === null || !Number.isInteger(followUp) || followUp < 1 || followUp > sides)
  ) {
    throw new RulesError(text('magic.mishapRoll', { sum, dice: diceText(dice), sides }))
  }
  const roll = followUp ?? 0
  const next = jsonCopy(data)
  const str = next.attributes.str
  const dex = next.attributes.dex
  const wil = next.attributes.wil
  let note = ''
  /** Hours a Mishap lasts: 24 for Mishaps 3 and 8, the 1d6 rolled for Mishap 2. */
  let hours = row.hours
  switch (row.effect.kind) {
    case 'noCasting':
      // Mishap 2: no spellcasting for 1d6 hours.
      hours = roll
      note = text('magic.note.noCasting', { count: roll })
      break
    case 'extraFatigue':
      next.fatigue += 1
      note = text('magic.note.extraFatigue')
      break
    case 'combust': {
      // Mishap 6: whatever is not made of metal burns. A soul-bound Grimoire (Mishap 15) cannot be
      // destroyed, so it is spared.
      const burnt = next.items.filter((i) => burns(next, i))
      next.items = next.items.filter((i) => !burns(next, i))
      note = burnt.length
        ? text('magic.note.burnt', { items: burnt.map((i) => i.name).join(', ') })
        : text('magic.note.nothingBurns')
      break
    }
    case 'deprived':
      next.deprived = true
      note = text('magic.note.deprived')
      break
    case 'arcaneBurns':
      wil.current = Math.max(0, wil.current - roll)
      next.arcaneBurns = true
      note = text('magic.note.arcaneBurns', { roll })
      break
    case 'loseSlot':
      next.lostSlots += 1
      raiseArmor(next, 12)
      note = text('magic.note.loseSlot')
      break
    case 'soulGrimoire': {
      const lost = Math.floor(wil.current / 2)
      wil.current -= lost
      for (const item of next.items) if (item.kind === 'grimoire') item.slots = 0
      note = text('magic.note.soulGrimoire', { lost })
      break
    }
    case 'plantSkin':
      str.max = Math.max(0, str.max - roll)
      str.current = Math.max(0, Math.min(str.current - roll, str.max))
      raiseArmor(next, 16)
      note = text('magic.note.plantSkin', { roll })
      break
    case 'fusedHand':
      for (const item of next.items) if (item.kind === 'grimoire') item.slots = 1
      note = text('magic.note.fusedHand')
      break
    case 'wings':
      dex.max = Math.min(30, dex.max + roll)
      dex.current = Math.min(30, dex.current + roll)
      next.wings = true
      // Mishap 19: the wings rip through what is worn; no armor (or backpack) from now on.
      tearOffWornArmor(next)
      note = text('magic.note.wings', { roll })
      break
    case 'magicVessel':
      note = text('magic.note.magicVessel')
      break
    default:
      break
  }
  let lasting = row.lasting
  // Mishap 14: the spell's Fatigue becomes tumours that fill the same slots and only a specialized
  // healer removes; if the spell gave no Fatigue, the caster is Deprived instead.
  if (sum === 14) {
    const moved = Math.min(castFatigue, next.fatigue)
    if (castFatigue === 0) {
      next.deprived = true
      lasting = false
      note = text('magic.note.tumoursDeprived')
    } else {
      next.fatigue -= moved
      next.tumours = (next.tumours ?? 0) + moved
      note = text('magic.note.tumours', { moved })
    }
  }
  if (lasting) {
    next.mishaps.push({
      id: newId(),
      sum,
      note: '',
      // Mishaps 3 and 8 last 24 hours of game time.
      ...(hours === undefined ? {} : { hoursLeft: hours }),
    })
  }
  logEvent(
    next,
    note
      ? text('magic.mishapNoteLog', { sum, title: row.title, note })
      : text('magic.mishapLog', { sum, title: row.title }),
  )
  return next
}

export interface CastRequest {
  source: SpellSource
  investment: Investment
  rolls: readonly number[]
  /** The extra die a Mishap needs, when one happens. */
  mishapRoll?: number | null
  /** Mishap 22: one 1d4 per slot die on 5–6, the STR lost. */
  strLossRolls?: readonly number[]
  /** Mishap 8: the 1d4 of WIL this cast costs while it is in force. */
  mindStrainRoll?: number | null
  /** Use the healed tumours' one-time ward (Mishap 14) to ignore one Fatigue from this cast. */
  useTumourWard?: boolean
  /** Items the player chose to drop if Fatigue has no room. */
  dropIds?: readonly string[]
}

/** The spell's name for messages and the log. */
export function spellName(data: CairnData, source: SpellSource): string {
  if (source.kind === 'grimoire')
    return data.spells.find((s) => s.id === source.spellId)?.name ?? text('magic.aSpell')
  const scroll = data.items.find((i) => i.id === source.itemId)
  return scroll?.spell || scroll?.name || text('magic.aScroll')
}

// Mishap 22: each slot die on 5–6 costs 1d4 STR; the rolls are checked and summed.
function vesselStrLoss(result: CastResult, rolls: readonly number[]): number {
  if (rolls.length !== result.strLossDice) {
    throw new RulesError(
      text('magic.vesselRolls', { count: result.strLossDice, got: rolls.length }),
    )
  }
  for (const r of rolls) {
    if (!Number.isInteger(r) || r < 1 || r > 4)
      throw new RulesError(text('magic.strLossRange', { roll: r }))
  }
  return rolls.reduce((a, b) => a + b, 0)
}

// Mishap 8: while it is in force each cast costs 1d4 WIL; the roll is checked.
function mindStrainLoss(result: CastResult, roll: number | null): number {
  if (!result.mindStrain) return 0
  if (roll === null || !Number.isInteger(roll) || roll < 1 || roll > 4) {
    throw new RulesError(text('magic.mindStrainRoll'))
  }
  return roll
}

/**
 * Casts a spell as one step: refuses a bad investment, spends Mana Dust, uses up a scroll (Scrolls),
 * adds Fatigue and WIL loss, applies the Mishap, and drops the chosen items if Fatigue has no room
 * (throws NeedsDropError when more must be chosen). Returns the new data and the roll's result.
 */
export function castSpell(
  data: CairnData,
  rules: HouseRules,
  request: CastRequest,
): { data: CairnData; result: CastResult } {
  const blocked = castingBlocked(data, request.source)
  if (blocked) throw new RulesError(blocked)
  const problem = investmentProblem(data, rules, request.investment)
  if (problem) throw new RulesError(problem)
  const result = resolveCast(data, request.investment, request.rolls)
  const name = spellName(data, request.source)
  let next = jsonCopy(data)
  next.manaDust -= request.investment.dustDice
  if (request.source.kind === 'scroll') {
    const id = request.source.itemId
    next.items = next.items.filter((i) => i.id !== id)
  }
  const strLoss = vesselStrLoss(result, request.strLossRolls ?? [])
  const mindStrain = mindStrainLoss(result, request.mindStrainRoll ?? null)
  if (request.useTumourWard && !data.tumourWard) {
    throw new RulesError(text('magic.noWard'))
  }
  // Mishap 14, after healing: one Fatigue from spellcasting may be ignored, once.
  const warded = request.useTumourWard && result.fatigue > 0 ? 1 : 0
  const fatigue = result.fatigue - warded
  if (warded) next.tumourWard = false
  next.fatigue += fatigue
  next.attributes.wil.current = Math.max(
    0,
    next.attributes.wil.current - result.wilLoss - mindStrain,
  )
  const str = next.attributes.str
  str.current = Math.max(0, str.current - strLoss)
  const costs = [
    text(warded ? 'magic.cost.fatigueWarded' : 'magic.cost.fatigue', { fatigue }),
    result.wilLoss ? text('magic.cost.wil', { wil: result.wilLoss }) : '',
    mindStrain ? text('magic.cost.mindStrain', { wil: mindStrain }) : '',
    result.strLossDice ? text('magic.cost.str', { str: strLoss }) : '',
  ].filter(Boolean)
  logEvent(
    next,
    text(result.failed ? 'magic.failedLog' : 'magic.castLog', {
      name,
      dice: investedCount(request.investment),
      rolls: result.dice.map((d) => d.value).join(', '),
      costs: costs.join(', '),
    }),
  )
  // Attribute Loss: WIL 0 is delirium.
  if (mindStrain > 0 && next.attributes.wil.current === 0) {
    logEvent(next, text('magic.deliriousLog'))
  }
  // Mishap 22: at STR 0 the caster becomes a spell.
  if (strLoss > 0 && str.current === 0) {
    logEvent(next, text('magic.becomesSpellLog'))
  }
  if (result.mishap) {
    next = applyMishapEffects(next, result.sum, request.mishapRoll ?? null, fatigue)
  }
  next = settleOverflow(next, rules, request.dropIds ?? [], text('magic.castingReason', { name }))
  return { data: next, result }
}

// Copying Spells: 6 hours, reduced by [sum] hours.
export function copyingHours(sum: number): number {
  return Math.max(0, 6 - sum)
}

/**
 * Copying Spells: the hours a copy takes from the [sum] of the Magic Dice rolled for it. The text
 * does not say how many dice; the player picks 1 to 4, the casting limit (our reading).
 */
export function copyingTime(dice: number, sum: number): { hours: number; explanation: string } {
  if (!Number.isInteger(dice) || dice < 1 || dice > maxMagicDice)
    throw new RulesError(text('magic.copyDice', { max: maxMagicDice, dice }))
  if (!Number.isInteger(sum) || sum < dice || sum > dice * 6)
    throw new RulesError(text('magic.copySum', { dice, min: dice, max: dice * 6, sum }))
  const hours = copyingHours(sum)
  return {
    hours,
    explanation: text(6 - sum < 0 ? 'magic.copyHoursFloor' : 'magic.copyHours', {
      sum,
      count: hours,
    }),
  }
}
