// Diplomacy and Manipulation: what each approach does once its WIT save is known, seen from this
// character's sheet. Diplomacy: the one acting saves (befriend raises the other's attitude by a
// level; encourage clears this character's frightened condition, the encouraging ally saving).
// Manipulation: this character, the target, saves to resist (distract costs the next turn,
// intimidate frightens, taunt forces the next turn into an attack). Whether a save is needed at
// all is the GM's call: `save` null means the attempt works without one.
import { RulesError } from '../types'
import type { SaveRoll } from './abilities'
import { attitudeIds, attitudeLabels, type AttitudeId } from './attitude'
import { setCondition } from './conditions'
import type { MurdhamData } from './model'

export const dialogueApproachIds = [
  'befriend',
  'encourage',
  'distract',
  'intimidate',
  'taunt',
] as const
export type DialogueApproach = (typeof dialogueApproachIds)[number]

interface ApproachSpec {
  label: string
  rule: 'Diplomacy' | 'Manipulation'
  /** Who makes the WIT save, in our words. */
  saver: string
  /** What happens when the attempt works. */
  effect: string
}

export const dialogueApproaches: Record<DialogueApproach, ApproachSpec> = {
  befriend: {
    label: 'Befriend someone',
    rule: 'Diplomacy',
    saver: 'This character',
    effect: "the other's attitude improves by one level",
  },
  encourage: {
    label: 'Be encouraged by an ally',
    rule: 'Diplomacy',
    saver: 'The encouraging ally',
    effect: "this character's frightened condition is cleared",
  },
  distract: {
    label: 'Resist being distracted',
    rule: 'Manipulation',
    saver: 'This character (resisting)',
    effect: 'in combat, this character loses their next turn',
  },
  intimidate: {
    label: 'Resist intimidation',
    rule: 'Manipulation',
    saver: 'This character (resisting)',
    effect: 'in combat, this character is frightened by the intimidator',
  },
  taunt: {
    label: 'Resist a taunt',
    rule: 'Manipulation',
    saver: 'This character (resisting)',
    effect: 'this character can only spend their next turn trying to harm the taunter',
  },
}

/** Attitude: one level friendlier, at most friendly. */
export function improvedAttitude(attitude: AttitudeId): AttitudeId {
  const i = attitudeIds.indexOf(attitude)
  return attitudeIds[Math.min(i + 1, attitudeIds.length - 1)] as AttitudeId
}

/** Whether the approach works: diplomacy when the save passes, manipulation when it fails. */
function approachWorks(approach: DialogueApproach, save: SaveRoll | null): boolean {
  if (save === null) return true
  return dialogueApproaches[approach].rule === 'Diplomacy' ? save.passed : !save.passed
}

export interface DialogueResult {
  data: MurdhamData
  works: boolean
  /** The other's attitude after befriending (befriend only). */
  attitude?: AttitudeId
  outcome: string
}

/**
 * Applies an approach's result: the condition it sets or clears on this character, or the
 * attitude it raises. Refuses a save that is not a WIT save, and encouraging one who is not
 * frightened.
 */
export function resolveApproach(
  data: MurdhamData,
  approach: DialogueApproach,
  save: SaveRoll | null,
  attitude: AttitudeId = 'neutral',
): DialogueResult {
  const spec = dialogueApproaches[approach]
  if (save && save.ability !== 'wit') throw new RulesError(`${spec.rule} calls for a WIT save.`)
  const frightened = data.conditions.some((c) => c.id === 'frightened')
  if (approach === 'encourage' && !frightened)
    throw new RulesError('This character is not frightened: there is nothing to clear.')
  const works = approachWorks(approach, save)
  const saveText = save
    ? `WIT save ${save.roll} vs ${save.target}: ${save.passed ? 'passed' : 'failed'}`
    : 'no save needed'
  let next = data
  let raised: AttitudeId | undefined
  let effect = spec.effect
  if (works) {
    if (approach === 'encourage') next = setCondition(data, 'frightened', false)
    // Manipulation: Intimidate in combat frightens the target; the text gives no end, so it lasts
    // until cleared (our reading).
    if (approach === 'intimidate') next = setCondition(data, 'frightened', true, null)
    if (approach === 'befriend') {
      raised = improvedAttitude(attitude)
      effect =
        raised === attitude
          ? `the other is already ${attitudeLabels[attitude].label.toLocaleLowerCase()}`
          : `attitude ${attitudeLabels[attitude].label.toLocaleLowerCase()} → ${attitudeLabels[raised].label.toLocaleLowerCase()}`
    }
  }
  const outcome = `${spec.label} (${spec.rule}): ${saveText}; ${works ? effect : spec.rule === 'Diplomacy' ? 'it does not work' : 'resisted'}.`
  return { data: next, works, ...(raised ? { attitude: raised } : {}), outcome }
}
