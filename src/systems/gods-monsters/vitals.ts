// Survival, verve, injuries, unconsciousness and death (Survival chapter).
import { chanceRollUnder } from '../common/dice'
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { finalScore } from './contributors'
import { archetypeLevel, characterLevel } from './levels'
import type { GodsMonstersData } from './model'
import { reactionBreakdown } from './stats'
import { text } from './text'

export interface DamageOptions {
  /** From an archetypal action or source, so verve may take it (Using verve). */
  archetypal: boolean
  /**
   * Points of the damage that go straight to injuries (one per die for a failed weapon contest
   * or a fall, one for a knockout blow…). None result if verve takes all the damage.
   */
  injuries?: number
  /** The temporary bonus pool may take this damage (default yes). */
  usePool?: boolean
}

export interface DamageResult {
  data: GodsMonstersData
  fromPool: number
  fromVerve: number
  fromSurvival: number
  injuriesGained: number
  /** Make a fortitude or willpower roll at −injuries or fall unconscious (Unconsciousness). */
  unconsciousnessRoll: boolean
  /** Injuries exceed survival (and verve, when archetypal): the death contest (A time to die). */
  deathRoll: boolean
  explanation: string
}

// Temporary bonus pools go first; then verve for archetypal damage; then survival; once
// survival is zero the rest adds to injury points (Toromeen vs the Orc: 5, 6, 7 and 4 points take
// 17 verve to 0 and survival 7 to 2).
export function applyDamage(
  data: GodsMonstersData,
  amount: number,
  options: DamageOptions,
): DamageResult {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RulesError(text('vitals.damageWhole', { amount }))
  }
  if (data.dead) throw new RulesError(text('vitals.dead'))
  let left = amount
  const fromPool = options.usePool === false ? 0 : Math.min(data.temporaryPool, left)
  left -= fromPool
  const verveCovers = options.archetypal && data.verve.current >= left
  let injuriesGained = verveCovers ? 0 : Math.min(options.injuries ?? 0, left)
  left -= injuriesGained
  const fromVerve = options.archetypal ? Math.min(data.verve.current, left) : 0
  left -= fromVerve
  const fromSurvival = Math.min(data.survival.current, left)
  left -= fromSurvival
  injuriesGained += left
  const survival = data.survival.current - fromSurvival
  const verve = data.verve.current - fromVerve
  const injuries = data.injuries + injuriesGained
  const next: GodsMonstersData = {
    ...data,
    temporaryPool: data.temporaryPool - fromPool,
    verve: { ...data.verve, current: verve },
    survival: { ...data.survival, current: survival },
    injuries,
  }
  const droppedToZero = fromSurvival > 0 && survival === 0
  const unconsciousnessRoll = droppedToZero || injuriesGained > 0
  // A time to die: injuries above current survival, plus verve when the injuries were archetypal.
  const standing = survival + (options.archetypal ? verve : 0)
  const deathRoll = injuriesGained > 0 && injuries > standing
  const parts = [
    fromPool > 0 ? text('vitals.fromPool', { points: fromPool }) : '',
    fromVerve > 0 ? text('vitals.fromVerve', { points: fromVerve }) : '',
    fromSurvival > 0 ? text('vitals.fromSurvival', { points: fromSurvival }) : '',
    injuriesGained > 0 ? text('vitals.injuries', { count: injuriesGained }) : '',
  ].filter((p) => p !== '')
  return {
    data: next,
    fromPool,
    fromVerve,
    fromSurvival,
    injuriesGained,
    unconsciousnessRoll,
    deathRoll,
    explanation: text('vitals.damage', {
      amount,
      parts: parts.length > 0 ? parts.join(', ') : text('vitals.noneTaken'),
      survival,
      verve,
      injuries,
    }),
  }
}

/** Adds a temporary bonus pool (spell, specialty or spirit); a new pool replaces a smaller one. */
export function setTemporaryPool(data: GodsMonstersData, points: number): GodsMonstersData {
  if (!Number.isInteger(points) || points < 0) throw new RulesError(text('vitals.poolWhole'))
  return { ...data, temporaryPool: points }
}

// Injury points: sorcerors cannot cast or memorize spells above their level minus injuries
// (5th level with 2 injuries: up to 3rd-level spells). With several archetypes the level is the
// overall one (Multiple archetypes: all but reactions and the Fighting Arts). Null for a
// non-sorceror.
export function highestSpellLevel(data: GodsMonstersData): number | null {
  if (archetypeLevel(data, 'sorceror') === 0) return null
  return Math.max(0, characterLevel(data) - data.injuries)
}

export interface ConsciousnessCheck {
  /** The better of fortitude and willpower, less injuries. */
  target: number
  reaction: 'fortitude' | 'willpower'
  chance: number
  /** Minutes unconscious on a failure: the injury total. */
  minutesOnFailure: number
  explanation: string
}

// Unconsciousness: at zero survival or on gaining injuries, a fortitude or willpower roll at a
// penalty of the injuries (Toromeen, fortitude 11 with 2 injuries: 9 or less); failing means
// unconsciousness for minutes equal to the injuries.
export function consciousnessCheck(
  data: GodsMonstersData,
  rules: HouseRules = {},
): ConsciousnessCheck {
  const fortitude = reactionBreakdown(data, 'fortitude', rules).total
  const willpower = reactionBreakdown(data, 'willpower', rules).total
  const reaction = fortitude >= willpower ? 'fortitude' : 'willpower'
  const score = Math.max(fortitude, willpower)
  const target = score - data.injuries
  return {
    target,
    reaction,
    chance: chanceRollUnder(target),
    minutesOnFailure: data.injuries,
    explanation: text(`vitals.consciousness.${reaction}`, {
      score,
      injuries: data.injuries,
      target,
    }),
  }
}

export interface DeathContest {
  /** The Guide rolls this or less for the injuries (the acting side). */
  injuriesTarget: number
  /** The player rolls this or less: endurance less injuries (+2 while unconscious). */
  enduranceTarget: number
  /** Chance the character starts dying: the injuries succeed and the player fails. */
  chanceOfDying: number
  /** Minutes until death if dying (hours while unconscious): endurance less injuries. */
  timeLeft: number
  timeUnit: 'minutes' | 'hours'
  explanation: string
}

// A time to die: a contested endurance roll against the injuries. The Guide rolls at or under the
// injuries, the player at or under endurance with the injury penalty (+2 unconscious); death in
// endurance − injuries minutes, hours if unconscious (Toromeen: 13 or less; dies in 13 minutes).
export function deathContest(data: GodsMonstersData, modifiers = 0): DeathContest {
  const endurance = finalScore(data, 'endurance')
  const out = data.consciousness !== 'conscious'
  const enduranceTarget = endurance - data.injuries + (out ? 2 : 0) + modifiers
  const injuriesTarget = data.injuries
  const chanceOfDying = chanceRollUnder(injuriesTarget) * (1 - chanceRollUnder(enduranceTarget))
  const timeLeft = Math.max(0, endurance - data.injuries)
  return {
    injuriesTarget,
    enduranceTarget,
    chanceOfDying,
    timeLeft,
    timeUnit: out ? 'hours' : 'minutes',
    explanation: text(out ? 'vitals.deathContestUnconscious' : 'vitals.deathContest', {
      injuries: injuriesTarget,
      endurance,
      penalty: data.injuries,
      modifiers: modifiers ? ` ${modifiers > 0 ? '+' : '−'} ${Math.abs(modifiers)}` : '',
      target: enduranceTarget,
    }),
  }
}

/** Records the outcome of the death contest: dying when the injuries won. */
export function recordDeathContest(
  data: GodsMonstersData,
  injuriesSucceeded: boolean,
  playerSucceeded: boolean,
): GodsMonstersData {
  return { ...data, dying: data.dying || (injuriesSucceeded && !playerSucceeded) }
}

export function setConsciousness(
  data: GodsMonstersData,
  consciousness: GodsMonstersData['consciousness'],
): GodsMonstersData {
  return { ...data, consciousness }
}

/** Verve is fully restored when the character wakes for a new day (Using verve). */
export function morningVerve(data: GodsMonstersData): GodsMonstersData {
  if (data.dead) throw new RulesError(text('vitals.dead'))
  return { ...data, verve: { ...data.verve, current: data.verve.max } }
}

// Using verve: engaging a non-conflict encounter restores up to the character's level in verve.
export function encounterVerve(data: GodsMonstersData): GodsMonstersData {
  const current = Math.min(data.verve.max, data.verve.current + characterLevel(data))
  return { ...data, verve: { ...data.verve, current } }
}

export type RestKind = 'night' | 'day'

// Regaining survival: a night's rest restores level survival or removes an injury on a successful
// health roll, otherwise 1 survival; a full day of rest does the same without a roll. Never above
// the maximum; healing every injury cancels dying.
export function rest(
  data: GodsMonstersData,
  kind: RestKind,
  options: { healthRollSucceeded?: boolean; healInjury?: boolean } = {},
): { data: GodsMonstersData; explanation: string } {
  if (data.dead) throw new RulesError(text('vitals.dead'))
  const level = characterLevel(data)
  const success = kind === 'day' || options.healthRollSucceeded === true
  let survival = data.survival.current
  let injuries = data.injuries
  let explanation: string
  // Aging injuries never heal.
  if (success && options.healInjury && injuries > (data.unhealableInjuries ?? 0)) {
    injuries -= 1
    explanation = text('vitals.injuryRemoved', { left: injuries })
  } else {
    const gain = success ? level : 1
    survival = Math.min(data.survival.max, survival + gain)
    const numbers = {
      gain: survival - data.survival.current,
      level,
      survival,
      max: data.survival.max,
    }
    explanation = success
      ? text('vitals.restSurvival', numbers)
      : text('vitals.restSurvivalFailed', numbers)
  }
  return {
    data: {
      ...data,
      survival: { ...data.survival, current: survival },
      injuries,
      dying: injuries === 0 ? false : data.dying,
    },
    explanation,
  }
}

/** Healing aid: survival up to the maximum, injuries down (dying ends at zero injuries). */
export function heal(
  data: GodsMonstersData,
  survivalPoints: number,
  injuryPoints = 0,
): GodsMonstersData {
  if (data.dead) throw new RulesError(text('vitals.dead'))
  // Aging injuries never heal.
  const injuries = Math.max(
    Math.min(data.injuries, data.unhealableInjuries ?? 0),
    data.injuries - injuryPoints,
  )
  return {
    ...data,
    survival: {
      ...data.survival,
      current: Math.min(data.survival.max, data.survival.current + Math.max(0, survivalPoints)),
    },
    injuries,
    dying: injuries === 0 ? false : data.dying,
  }
}
