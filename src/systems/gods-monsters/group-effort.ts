// Group effort and mass conflict: the bonus by group size, extra actions, the median score and
// bonus, decision delays and morale, leaving and leading a group, a unit's movement and survival,
// and the aftermath die (Group Effort, Mass Conflict).
import { RulesError } from '../types'
import { text } from './text'

// Group Effort Bonuses: 1 → 0, 2–3 → +1, 4–7 → +2 … 1024 and up → +10 (the chart doubles; its
// last column reads 1024–2055, so we stop at +10 as the chart does).
export function groupEffortBonus(members: number): number {
  if (!Number.isInteger(members) || members < 1) {
    throw new RulesError(text('groupEffort.members'))
  }
  return Math.min(10, Math.floor(Math.log2(members)))
}

// Group Effort Bonuses: the median of the members' numbers; between two, their average (9, 10,
// 11, 13, 39 → 11; 0 and 2 → 1).
export function median(numbers: readonly number[]): number {
  if (numbers.length === 0) throw new RulesError(text('groupEffort.noNumbers'))
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2
}

export interface GroupRoll {
  members: number
  bonus: number
  /** The group has this many extra actions a round. */
  extraActions: number
  /** Median of the members' final scores. */
  medianScore: number
  /** Roll this or lower: the median plus the group bonus (a half rounds down, as a d20 must). */
  target: number
  /** Median of the members' field bonuses, when the bonus is what matters (assistance). */
  medianFieldBonus: number | null
  explanation: string
}

// Group Effort Bonuses: the historians' example: final scores 17 and 17, two members (+1): 18 or
// less; assisting with bonuses 0 and 2 gives the median +1.
export function groupRoll(
  finalScores: readonly number[],
  fieldBonuses: readonly number[] = [],
): GroupRoll {
  if (finalScores.some((s) => !Number.isFinite(s)))
    throw new RulesError(text('groupEffort.scoresNumbers'))
  const members = finalScores.length
  const bonus = groupEffortBonus(members)
  const medianScore = median(finalScores)
  const target = Math.floor(medianScore + bonus)
  const medianFieldBonus = fieldBonuses.length > 0 ? median(fieldBonuses) : null
  return {
    members,
    bonus,
    extraActions: bonus,
    medianScore,
    target,
    medianFieldBonus,
    explanation: text('groupEffort.explanation', {
      members,
      median: medianScore,
      bonus,
      target,
      count: bonus,
    }),
  }
}

// Group Effort Decisions: a change of plan takes extra rounds equal to the group bonus; a failed
// morale roll delays by what it missed by, at most the bonus. Leaders: the margin of a made
// charisma roll shortens the delay. Leaving a Group takes rounds equal to the bonus.
export function decisionDelay(
  bonus: number,
  options: { moraleMissedBy?: number; leaderMadeBy?: number } = {},
): number {
  if (options.moraleMissedBy !== undefined) {
    return Math.min(Math.max(0, options.moraleMissedBy), bonus)
  }
  return Math.max(0, bonus - Math.max(0, options.leaderMadeBy ?? 0))
}

export interface MassUnit {
  members: number
  bonus: number
  /** Median survival + median × bonus (twelve goblins of 5: 5 + 5 × 3 = 20). */
  survival: number
  /** Combat movement: median + median × bonus. */
  movement: number
}

// Mass Conflict: Survival Points and Combat Movement, each raised by the median times the bonus.
export function massUnit(
  members: number,
  medianSurvival: number,
  medianMovement: number,
): MassUnit {
  const bonus = groupEffortBonus(members)
  return {
    members,
    bonus,
    survival: medianSurvival + medianSurvival * bonus,
    movement: medianMovement + medianMovement * bonus,
  }
}

export interface Aftermath {
  /** Damage divided by the group bonus: the most one member can take. */
  maxPerMember: number
  /** The smallest die at least that large; null when nobody takes any, or above a d20. */
  die: number | null
  /** More than a d20 per member: the text names no larger die, so the Guide chooses. */
  overD20: boolean
  /** Members expected to fail the evasion roll and take the die as injuries. */
  injured: number
  /** Members expected to make it and take the die from survival. */
  unhurt: number
}

const dice = [4, 6, 8, 10, 12, 20]

// Aftermath: survival and injury damage divided by the bonus is the most per member; roll the
// smallest die that reaches it (7 → d8, 15 → d20, re-rolling what is too high); each member's
// evasion roll makes it survival damage, a failure makes it injuries; for a large group, an even
// proportion (8 or less of 20: 8 make it, 12 fail).
export function aftermath(members: number, damage: number, evasionTarget: number): Aftermath {
  if (!Number.isInteger(damage) || damage < 0) throw new RulesError(text('groupEffort.damage'))
  const bonus = groupEffortBonus(members)
  const maxPerMember = bonus > 0 ? damage / bonus : damage
  const die = maxPerMember <= 0 ? null : (dice.find((d) => d >= maxPerMember) ?? null)
  const made = Math.round((members * Math.min(20, Math.max(0, evasionTarget))) / 20)
  return { maxPerMember, die, overD20: maxPerMember > 20, injured: members - made, unhurt: made }
}
