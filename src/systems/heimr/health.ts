// Health: injury levels from hit points, hit locations, injury effects and re-rolls.
import { RulesError } from '../types'
import type { BodyPart, HeimrData } from './model'

export const injuryLevelIds = ['unhurt', 'bloodied', 'mangled', 'mutilated'] as const
export type InjuryLevel = (typeof injuryLevelIds)[number]

export interface InjuryLevelDefinition {
  id: InjuryLevel
  label: string
  /** The hit points it covers, as the table gives them. */
  hitPoints: string
  /** What it means, in our own words. */
  meaning: string
}

export const injuryLevels: Record<InjuryLevel, InjuryLevelDefinition> = {
  unhurt: {
    id: 'unhurt',
    label: 'Not injured',
    hitPoints: '1 or more',
    meaning: 'No injury; a short rest restores hit points.',
  },
  bloodied: {
    id: 'bloodied',
    label: 'Bloodied',
    hitPoints: '0 or −1',
    meaning: 'Needs treatment; no short rest until it is treated.',
  },
  mangled: {
    id: 'mangled',
    label: 'Mangled',
    hitPoints: '−2 or −3',
    meaning: 'Dying: unconscious after 5 minutes, dead after 10.',
  },
  mutilated: {
    id: 'mutilated',
    label: 'Mutilated',
    hitPoints: '−4 or −5',
    meaning: 'Unconscious at once, dead after 2 minutes.',
  },
}

// Injuries: 0 or −1 bloodied, −2 or −3 mangled, −4 or −5 mutilated. The table stops at −5;
// lower hit points are read as mutilated too, the worst level it has.
export function injuryLevel(hitPoints: number): InjuryLevel {
  if (!Number.isInteger(hitPoints)) {
    throw new RulesError(`Hit points must be a whole number (got ${String(hitPoints)}).`)
  }
  if (hitPoints > 0) return 'unhurt'
  if (hitPoints >= -1) return 'bloodied'
  if (hitPoints >= -3) return 'mangled'
  return 'mutilated'
}

export const bodyPartLabels: Record<BodyPart, string> = {
  torso: 'Torso',
  swordArm: 'Sword arm',
  otherArm: 'Other arm',
  rightLeg: 'Right leg',
  leftLeg: 'Left leg',
}

// Targeting a body part: the attack's d6 gives 5–6 torso, 4 sword arm, 3 other arm,
// 2 right leg, 1 left leg.
export function hitLocation(d6: number): BodyPart {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RulesError(`The d6 must show a whole number from 1 to 6 (got ${String(d6)}).`)
  }
  if (d6 >= 5) return 'torso'
  return (['leftLeg', 'rightLeg', 'otherArm', 'swordArm'] as const)[d6 - 1] ?? 'torso'
}

type InjuryEffectId = 'drop' | 'fall' | 'daze'

export interface InjuryEffect {
  effect: InjuryEffectId
  label: string
  description: string
}

const injuryEffects: Record<InjuryEffectId, InjuryEffect> = {
  drop: { effect: 'drop', label: 'Drop', description: 'Lets go of what that hand holds.' },
  fall: { effect: 'fall', label: 'Fall', description: 'Goes down to the ground.' },
  daze: {
    effect: 'daze',
    label: 'Daze',
    description: 'Disoriented: cannot attack, defend or use skills.',
  },
}

// Injury Effects: an injured arm drops its item, a leg makes the character fall, the torso
// dazes; the effect lasts as long as the injury.
export function injuryEffect(bodyPart: BodyPart): InjuryEffect {
  if (bodyPart === 'torso') return injuryEffects.daze
  if (bodyPart === 'swordArm' || bodyPart === 'otherArm') return injuryEffects.drop
  return injuryEffects.fall
}

/** Challenge requirements: re-rolling a failed CR costs this much willpower per roll. */
export const rerollCost = 1

// Challenge requirements: a failed CR may be re-rolled for 1 willpower per roll.
export function spendWillpowerForReroll(data: HeimrData): HeimrData {
  if (data.willpower.current < rerollCost) {
    throw new RulesError('No willpower left: a re-roll of a failed challenge costs 1 willpower.')
  }
  return { ...data, willpower: { ...data.willpower, current: data.willpower.current - rerollCost } }
}

/**
 * Short Rest: five uninterrupted minutes restore hit points to their maximum (and the free use of
 * rested skills), but only for a character with 1 or more hit points; an injured one needs
 * treatment first.
 */
export function shortRest(data: HeimrData): HeimrData {
  if (data.hitPoints.current < 1) {
    throw new RulesError(
      `A short rest needs 1 or more hit points (${data.hitPoints.current} now): the injury needs treatment first.`,
    )
  }
  return { ...data, hitPoints: { ...data.hitPoints, current: data.hitPoints.max } }
}
