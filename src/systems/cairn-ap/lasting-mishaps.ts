// Lasting Mishaps over time: hours passing (Mishaps 3 and 8 last 24 hours), the follow-up rolls
// of Mishaps 7, 8 and 23, and the healer who removes Mishap 14's tumours.
import { RulesError } from '../types'
import { jsonCopy } from '../common/json'
import { averageOf, chanceAbove, diceDistribution } from '../common/dice'
import { percent } from '../common/format'
import { attributeShort, type CairnData } from './model'
import { logEvent } from './slots'
import { findMishap, type MishapFollowUp } from './tables'
import { diceText, text } from './text'

/** Most game hours passed in one step (a timed Mishap lasts at most 24). */
const maxHoursPerStep = 24 * 7

/**
 * Game time passes: timed Mishaps (3 and 8, 24 hours) count down. One that runs out ends, unless
 * it still owes a follow-up roll (Mishap 8's 3d6): that one stays, with 0 hours left, until rolled.
 */
export function passHours(data: CairnData, hours: number): CairnData {
  if (!Number.isInteger(hours) || hours < 1 || hours > maxHoursPerStep) {
    throw new RulesError(text('lasting.hoursRange', { max: maxHoursPerStep }))
  }
  if (!data.mishaps.some((m) => m.hoursLeft !== undefined && m.hoursLeft > 0)) {
    throw new RulesError(text('lasting.noCountdown'))
  }
  const next = jsonCopy(data)
  const kept: CairnData['mishaps'] = []
  for (const m of next.mishaps) {
    if (m.hoursLeft === undefined || m.hoursLeft === 0) {
      kept.push(m)
      continue
    }
    const left = Math.max(0, m.hoursLeft - hours)
    const row = findMishap(m.sum)
    if (left > 0) kept.push({ ...m, hoursLeft: left })
    else if (row?.followUp) {
      kept.push({ ...m, hoursLeft: 0 })
      logEvent(
        next,
        text('lasting.runTimeLog', {
          sum: m.sum,
          title: row.title,
          dice: diceText(row.followUp.dice),
        }),
      )
    } else logEvent(next, text('lasting.overLog', { sum: m.sum, title: row?.title ?? '' }))
  }
  next.mishaps = kept
  logEvent(next, text('lasting.hoursLog', { count: hours }))
  return next
}

/** Dice a follow-up needs, one total per entry (Mishap 23: one 1d6 each for STR, DEX and WIL). */
export function followUpRolls(followUp: MishapFollowUp): { dice: string; label: string }[] {
  if (followUp.kind === 'addToEachAttribute') {
    return [attributeShort.str, attributeShort.dex, attributeShort.wil].map((label) => ({
      dice: followUp.dice,
      label,
    }))
  }
  return [
    {
      dice: followUp.dice,
      label: text(followUp.kind === 'maxHpIfHigher' ? 'lasting.maxHp' : 'lasting.maxWil'),
    },
  ]
}

const diceRange: Record<MishapFollowUp['dice'], [number, number]> = {
  '1d6': [1, 6],
  '3d6': [3, 18],
}

/** Why a lasting Mishap's follow-up cannot be rolled now, or null. */
export function followUpBlocked(data: CairnData, mishapId: string): string | null {
  const m = data.mishaps.find((x) => x.id === mishapId)
  if (!m) return text('lasting.gone')
  const row = findMishap(m.sum)
  if (!row?.followUp) return text('lasting.noRoll', { sum: m.sum })
  // Mishap 7: the roll comes after recovery.
  if (m.sum === 7 && data.deprived) return text('lasting.recoverFirst')
  // Mishap 8: the roll comes afterwards, once its 24 hours are up.
  if (m.hoursLeft !== undefined && m.hoursLeft > 0) {
    return text('lasting.hoursLeft', { sum: m.sum, count: m.hoursLeft })
  }
  return null
}

/**
 * Ends a lasting Mishap with its follow-up roll(s), as the table says: Mishap 7, after recovery,
 * 1d6 becomes max HP if higher; Mishap 8, after its 24 hours, 3d6 becomes max WIL if higher;
 * Mishap 23, after magical aid, each attribute gains 1d6 (our reading: one 1d6 per attribute,
 * added to its maximum and its current score, to at most 30).
 */
export function applyMishapFollowUp(
  data: CairnData,
  mishapId: string,
  rolls: readonly number[],
): CairnData {
  const blocked = followUpBlocked(data, mishapId)
  if (blocked) throw new RulesError(blocked)
  const record = data.mishaps.find((x) => x.id === mishapId)
  const row = record ? findMishap(record.sum) : undefined
  const followUp = row?.followUp
  if (!record || !row || !followUp) throw new RulesError(text('lasting.noRollToMake'))
  const wanted = followUpRolls(followUp)
  const [min, max] = diceRange[followUp.dice]
  if (rolls.length !== wanted.length) {
    throw new RulesError(
      text('lasting.enterTotals', { count: wanted.length, dice: diceText(followUp.dice) }),
    )
  }
  for (const r of rolls) {
    if (!Number.isInteger(r) || r < min || r > max) {
      throw new RulesError(
        text('lasting.totalRange', { dice: diceText(followUp.dice), min, max, roll: r }),
      )
    }
  }
  const next = jsonCopy(data)
  const [first = 0, second = 0, third = 0] = rolls
  let outcome: string
  if (followUp.kind === 'maxHpIfHigher') {
    const raised = first > next.hp.max
    if (raised) next.hp.max = first
    outcome = raised
      ? text('lasting.maxHpRaised', { value: first })
      : text('lasting.maxHpStays', { value: next.hp.max })
  } else if (followUp.kind === 'maxWilIfHigher') {
    const wil = next.attributes.wil
    const raised = first > wil.max
    if (raised) wil.max = first
    outcome = raised
      ? text('lasting.maxWilRaised', { value: first })
      : text('lasting.maxWilStays', { value: wil.max })
  } else {
    const gains = { str: first, dex: second, wil: third }
    for (const [id, gain] of Object.entries(gains) as [keyof typeof gains, number][]) {
      const attr = next.attributes[id]
      attr.max = Math.min(30, attr.max + gain)
      attr.current = Math.min(30, attr.current + gain)
    }
    const a = next.attributes
    outcome = text('lasting.eachAttribute', {
      str: a.str.max,
      dex: a.dex.max,
      wil: a.wil.max,
      first,
      second,
      third,
    })
  }
  next.mishaps = next.mishaps.filter((m) => m.id !== mishapId)
  logEvent(
    next,
    text('lasting.endsLog', {
      sum: record.sum,
      title: row.title,
      dice: diceText(followUp.dice),
      rolls: rolls.join(', '),
      outcome,
    }),
  )
  return next
}

/**
 * Mishap 14: a specialized healer removes the tumours (their slots are free again) and ends the
 * Mishap; from then on one Fatigue from spellcasting may be ignored, once.
 */
export function healTumours(data: CairnData): CairnData {
  const tumours = data.tumours ?? 0
  if (tumours === 0) throw new RulesError(text('lasting.noTumours'))
  const next = jsonCopy(data)
  next.tumours = 0
  next.tumourWard = true
  next.mishaps = next.mishaps.filter((m) => m.sum !== 14)
  logEvent(next, text('lasting.healedLog', { count: tumours }))
  return next
}

export interface FollowUpOdds {
  /** Chance the roll raises the maximum (Mishaps 7 and 8); null when it always adds (23). */
  chance: number | null
  explanation: string
}

/** The exact odds of a follow-up roll, shown before it is rolled. */
export function followUpOdds(data: CairnData, followUp: MishapFollowUp): FollowUpOdds {
  if (followUp.kind === 'addToEachAttribute') {
    return {
      chance: null,
      explanation: text('lasting.oddsEach', {
        dice: diceText(followUp.dice),
        mean: averageOf(followUp.dice),
      }),
    }
  }
  const hp = followUp.kind === 'maxHpIfHigher'
  const current = hp ? data.hp.max : data.attributes.wil.max
  const chance = chanceAbove(diceDistribution(followUp.dice), current)
  return {
    chance,
    explanation: text(hp ? 'lasting.oddsHp' : 'lasting.oddsWil', {
      chance: percent(chance),
      dice: diceText(followUp.dice),
      current,
    }),
  }
}
