// Health: injury levels from hit points, hit locations, injury effects and re-rolls.
import { RulesError } from '../types'
import { termTable } from '../common/text'
import { bodyParts, type BodyPart, type HeimrData } from './model'
import { text } from './text'

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

function injuryLevelDefinition(id: InjuryLevel): InjuryLevelDefinition {
  return {
    id,
    get label() {
      return text(`injury.${id}.label`)
    },
    get hitPoints() {
      return text(`injury.${id}.hitPoints`)
    },
    get meaning() {
      return text(`injury.${id}.meaning`)
    },
  }
}

export const injuryLevels: Record<InjuryLevel, InjuryLevelDefinition> = {
  unhurt: injuryLevelDefinition('unhurt'),
  bloodied: injuryLevelDefinition('bloodied'),
  mangled: injuryLevelDefinition('mangled'),
  mutilated: injuryLevelDefinition('mutilated'),
}

// Injuries: 0 or −1 bloodied, −2 or −3 mangled, −4 or −5 mutilated. The table stops at −5;
// lower hit points are read as mutilated too, the worst level it has.
export function injuryLevel(hitPoints: number): InjuryLevel {
  if (!Number.isInteger(hitPoints)) {
    throw new RulesError(text('health.hitPointsWhole', { value: String(hitPoints) }))
  }
  if (hitPoints > 0) return 'unhurt'
  if (hitPoints >= -1) return 'bloodied'
  if (hitPoints >= -3) return 'mangled'
  return 'mutilated'
}

export const bodyPartLabels: Readonly<Record<BodyPart, string>> = termTable(bodyParts, (part) =>
  text(`bodyPart.${part}`),
)

/** Body parts as a sentence names them ("the sword arm"; English lower case). */
export const bodyPartNames: Readonly<Record<BodyPart, string>> = termTable(bodyParts, (part) =>
  text(`bodyPartInSentence.${part}`),
)

// Targeting a body part: the attack's d6 gives 5–6 torso, 4 sword arm, 3 other arm,
// 2 right leg, 1 left leg.
export function hitLocation(d6: number): BodyPart {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RulesError(text('dice.d6', { value: String(d6) }))
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

function injuryEffectDefinition(effect: InjuryEffectId): InjuryEffect {
  return {
    effect,
    get label() {
      return text(`injuryEffect.${effect}.label`)
    },
    get description() {
      return text(`injuryEffect.${effect}.description`)
    },
  }
}

const injuryEffects: Record<InjuryEffectId, InjuryEffect> = {
  drop: injuryEffectDefinition('drop'),
  fall: injuryEffectDefinition('fall'),
  daze: injuryEffectDefinition('daze'),
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
    throw new RulesError(text('health.noWillpower'))
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
    throw new RulesError(text('health.shortRest', { hp: data.hitPoints.current }))
  }
  return { ...data, hitPoints: { ...data.hitPoints, current: data.hitPoints.max } }
}
