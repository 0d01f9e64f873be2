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
import { abilityLabels, type MurdhamData } from './model'
import { text } from './text'

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

const approachRules: Record<DialogueApproach, ApproachSpec['rule']> = {
  befriend: 'Diplomacy',
  encourage: 'Diplomacy',
  distract: 'Manipulation',
  intimidate: 'Manipulation',
  taunt: 'Manipulation',
}

export const dialogueApproaches: Record<DialogueApproach, ApproachSpec> = Object.fromEntries(
  dialogueApproachIds.map((id) => [
    id,
    {
      rule: approachRules[id],
      get label() {
        return text(`dialogue.${id}.label`)
      },
      get saver() {
        return text(`dialogue.${id}.saver`)
      },
      get effect() {
        return text(`dialogue.${id}.effect`)
      },
    },
  ]),
) as Record<DialogueApproach, ApproachSpec>

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
  if (save && save.ability !== 'wit')
    throw new RulesError(text('error.witSaveFor', { rule: spec.rule }))
  const frightened = data.conditions.some((c) => c.id === 'frightened')
  if (approach === 'encourage' && !frightened) throw new RulesError(text('error.notFrightened'))
  const works = approachWorks(approach, save)
  const saveText = save
    ? text(save.passed ? 'save.line' : 'save.lineFailed', {
        ability: abilityLabels.wit,
        roll: save.roll,
        target: save.target,
      })
    : text('dialogue.noSave')
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
          ? text('dialogue.alreadyAt', {
              attitude: attitudeLabels[attitude].label.toLocaleLowerCase(),
            })
          : text('dialogue.raised', {
              from: attitudeLabels[attitude].label.toLocaleLowerCase(),
              to: attitudeLabels[raised].label.toLocaleLowerCase(),
            })
    }
  }
  const outcome = text('dialogue.outcome', {
    label: spec.label,
    rule: spec.rule,
    save: saveText,
    result: works
      ? effect
      : spec.rule === 'Diplomacy'
        ? text('dialogue.notWorking')
        : text('dialogue.resisted'),
  })
  return { data: next, works, ...(raised ? { attitude: raised } : {}), outcome }
}
