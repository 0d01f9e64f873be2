// Magic: Magic Dice from free slots and Mana Dust, casting, matches and Mishaps.
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { newId } from '../common/ledger'
import { tearOffWornArmor } from './armor'
import { maxArmor, type CairnData, type CairnItem } from './model'
import { freeSlots, logEvent, settleOverflow } from './slots'
import { findMishap, type MishapRow } from './tables'
import { jsonCopy } from '../common/json'
import { text } from './text'

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
  return { label: 'Arcane bolt (Mishap 18)', die: arcaneBoltDie }
}

export type SpellSource = { kind: 'grimoire'; spellId: string } | { kind: 'scroll'; itemId: string }

/** Why the character cannot cast from `source` now, or null. */
export function castingBlocked(data: CairnData, source: SpellSource): string | null {
  if (data.dead) return 'The dead cast no spells.'
  if (data.criticalDamage) return 'A character with critical damage can only crawl.'
  // Mishap 2: no spellcasting for 1d6 hours.
  if (hasActiveMishap(data, 2)) return 'Mishap 2 is active: magic fails until it passes.'
  // Mishap 18: once the hand fused to the Grimoire is cut off, no spell is ever cast again.
  if (hasActiveMishap(data, 18) && data.fusedHandLost)
    return 'The hand fused to the Grimoire is lost (Mishap 18): no more spells.'
  if (source.kind === 'scroll') {
    const scroll = data.items.find((i) => i.id === source.itemId && i.kind === 'scroll')
    return scroll ? null : 'That scroll is not in the inventory.'
  }
  if (!data.spells.some((s) => s.id === source.spellId)) return 'That spell is not in the Grimoire.'
  // Grimoire: spells are cast holding it; Mishap 13 leaves it unusable.
  if (!data.items.some((i) => i.kind === 'grimoire'))
    return 'Casting from the Grimoire needs it in the inventory.'
  if (hasActiveMishap(data, 13)) return 'The Grimoire is damaged (Mishap 13): make a new one first.'
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
    return 'Dice counts are whole numbers of 0 or more.'
  }
  const total = investedCount(investment)
  if (total < 1) return 'Invest at least one Magic Die.'
  if (total > maxMagicDice)
    return `At most ${maxMagicDice} Magic Dice per spell (asked for ${total}).`
  const free = freeSlots(data, rules)
  if (slotDice > free)
    return `Only ${free} inventory slot${free === 1 ? ' is' : 's are'} free for slot dice.`
  if (dustDice > data.manaDust) return `Only ${data.manaDust} Mana Dust left.`
  if (investment.freeDie && !data.arcaneBurns)
    return 'Only arcane burns (Mishap 11) give a free die.'
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
    throw new RulesError(`Enter ${sources.length} dice, one per Magic Die (got ${rolls.length}).`)
  }
  for (const r of rolls) {
    if (!Number.isInteger(r) || r < 1 || r > 6)
      throw new RulesError(`Magic Dice are d6: ${r} is not 1 to 6.`)
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
  const parts = [`Rolled ${dice.map((d) => `${d.value} (${d.source})`).join(', ')}, [sum] ${sum}.`]
  if (vessel) {
    parts.push(
      `No Fatigue (magic vessel, Mishap 22); ${strLossDice} slot ${strLossDice === 1 ? 'die' : 'dice'} on 5–6, each costing 1d4 STR.`,
    )
  } else parts.push(`${fatigue} Fatigue from slot dice on ${threshold}–6.`)
  if (wilLoss) parts.push('The free die shows 4–6: 1 WIL lost.')
  if (mindStrain) parts.push('Mishap 8 is in force: 1d4 WIL lost.')
  if (vessel && largestMatch >= 2) {
    parts.push(
      `${largestMatch} dice match, but Mishaps do not affect a magic vessel${failed ? '; the spell fails' : ''}.`,
    )
  } else if (failed) parts.push(`${largestMatch} dice match: Mishap ${sum} and the spell fails.`)
  else if (mishap) parts.push(`2 dice match: Mishap ${sum}.`)
  else parts.push('No matches: no Mishap.')
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

function raiseArmor(data: CairnData, why: string): void {
  const before = data.armor
  data.armor = Math.min(maxArmor, before + 1)
  if (data.armor === before)
    logEvent(data, `${why}: +1 Armor, but Armor is already ${maxArmor}, the limit.`)
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
  if (!row) throw new RulesError(`The Mishaps table runs from 2 to 24 (got ${sum}).`)
  const dice = mishapFollowUpDice(sum)
  const sides = dice === '1d6' ? 6 : 4
  if (
    dice &&
    (followUp === null || !Number.isInteger(followUp) || followUp < 1 || followUp > sides)
  ) {
    throw new RulesError(`Mishap ${sum} needs a ${dice} roll from 1 to ${sides}.`)
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
      note = `no casting for ${roll} hour${roll === 1 ? '' : 's'}`
      break
    case 'extraFatigue':
      next.fatigue += 1
      note = '+1 Fatigue'
      break
    case 'combust': {
      // Mishap 6: whatever is not made of metal burns. A soul-bound Grimoire (Mishap 15) cannot be
      // destroyed, so it is spared.
      const burnt = next.items.filter((i) => burns(next, i))
      next.items = next.items.filter((i) => !burns(next, i))
      note = burnt.length
        ? `burnt: ${burnt.map((i) => i.name).join(', ')}`
        : 'nothing carried burns (all metal)'
      break
    }
    case 'deprived':
      next.deprived = true
      note = 'Deprived'
      break
    case 'arcaneBurns':
      wil.current = Math.max(0, wil.current - roll)
      next.arcaneBurns = true
      note = `lost ${roll} WIL; +1 free Magic Die from now on`
      break
    case 'loseSlot':
      next.lostSlots += 1
      raiseArmor(next, 'Mishap 12')
      note = 'lost 1 slot, +1 Armor'
      break
    case 'soulGrimoire': {
      const lost = Math.floor(wil.current / 2)
      wil.current -= lost
      for (const item of next.items) if (item.kind === 'grimoire') item.slots = 0
      note = `lost ${lost} WIL (half, rounded down); the Grimoire takes no slot`
      break
    }
    case 'plantSkin':
      str.max = Math.max(0, str.max - roll)
      str.current = Math.max(0, Math.min(str.current - roll, str.max))
      raiseArmor(next, 'Mishap 16')
      note = `lost ${roll} STR for good, +1 Armor`
      break
    case 'fusedHand':
      for (const item of next.items) if (item.kind === 'grimoire') item.slots = 1
      note = 'the Grimoire takes 1 slot'
      break
    case 'wings':
      dex.max = Math.min(30, dex.max + roll)
      dex.current = Math.min(30, dex.current + roll)
      next.wings = true
      // Mishap 19: the wings rip through what is worn; no armor (or backpack) from now on.
      tearOffWornArmor(next)
      note = `+${roll} DEX, only 5 slots, no armor worn`
      break
    case 'magicVessel':
      note = 'casting gives no Fatigue or Mishaps; each slot die on 5–6 costs 1d4 STR'
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
      note = 'no Fatigue from the spell, so Deprived'
    } else {
      next.fatigue -= moved
      next.tumours = (next.tumours ?? 0) + moved
      note = `${moved} Fatigue became tumours`
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
  logEvent(next, `Mishap ${sum} (${row.title})${note ? `: ${note}` : ''}.`)
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
    return data.spells.find((s) => s.id === source.spellId)?.name ?? 'a spell'
  const scroll = data.items.find((i) => i.id === source.itemId)
  return scroll?.spell || scroll?.name || 'a scroll'
}

// Mishap 22: each slot die on 5–6 costs 1d4 STR; the rolls are checked and summed.
function vesselStrLoss(result: CastResult, rolls: readonly number[]): number {
  if (rolls.length !== result.strLossDice) {
    throw new RulesError(
      `Mishap 22: enter ${result.strLossDice} 1d4 roll${result.strLossDice === 1 ? '' : 's'} for the STR lost (got ${rolls.length}).`,
    )
  }
  for (const r of rolls) {
    if (!Number.isInteger(r) || r < 1 || r > 4)
      throw new RulesError(`STR loss is rolled on 1d4: ${r} is not 1 to 4.`)
  }
  return rolls.reduce((a, b) => a + b, 0)
}

// Mishap 8: while it is in force each cast costs 1d4 WIL; the roll is checked.
function mindStrainLoss(result: CastResult, roll: number | null): number {
  if (!result.mindStrain) return 0
  if (roll === null || !Number.isInteger(roll) || roll < 1 || roll > 4) {
    throw new RulesError('Mishap 8 is in force: enter the 1d4 of WIL this cast costs (1 to 4).')
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
    throw new RulesError('Only healed tumours (Mishap 14) let you ignore a Fatigue.')
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
  const outcome = result.failed ? 'failed' : 'cast'
  logEvent(
    next,
    `${name} ${outcome} with ${investedCount(request.investment)} dice (${result.dice.map((d) => d.value).join(', ')}): +${fatigue} Fatigue${warded ? ' (1 ignored: healed tumours)' : ''}${result.wilLoss ? `, −${result.wilLoss} WIL` : ''}${mindStrain ? `, −${mindStrain} WIL (Mishap 8)` : ''}${result.strLossDice ? `, −${strLoss} STR (Mishap 22)` : ''}.`,
  )
  // Attribute Loss: WIL 0 is delirium.
  if (mindStrain > 0 && next.attributes.wil.current === 0) {
    logEvent(next, 'WIL 0 after Mishap 8: delirious.')
  }
  // Mishap 22: at STR 0 the caster becomes a spell.
  if (strLoss > 0 && str.current === 0) {
    logEvent(
      next,
      'STR 0 as a magic vessel (Mishap 22): the caster becomes a spell (the Warden says which).',
    )
  }
  if (result.mishap) {
    next = applyMishapEffects(next, result.sum, request.mishapRoll ?? null, fatigue)
  }
  next = settleOverflow(next, rules, request.dropIds ?? [], `casting ${name}`)
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
    throw new RulesError(`Roll 1 to ${maxMagicDice} Magic Dice for the [sum] (got ${dice}).`)
  if (!Number.isInteger(sum) || sum < dice || sum > dice * 6)
    throw new RulesError(`${dice}d6 make a [sum] from ${dice} to ${dice * 6} (got ${sum}).`)
  const hours = copyingHours(sum)
  return {
    hours,
    explanation: `6 hours − [sum] ${sum} = ${hours} hour${hours === 1 ? '' : 's'}${6 - sum < 0 ? ' (never below 0)' : ''}`,
  }
}
