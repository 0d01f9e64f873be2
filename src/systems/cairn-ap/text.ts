// Cairn (AP & Grimoire)'s rules text, from locales/ (see ../common/text.ts).
import { systemText } from '../common/text'
import en from './locales/en.json' with { type: 'json' }

export const text = systemText('cairnAp', en)

/** Dice as written in the current locale: "d6" and "3d6" in English, "T6"/"3T6", "W6"/"3W6". */
export function diceText(dice: string): string {
  const match = /^(\d*)d(\d+)$/.exec(dice)
  if (!match) return dice
  const [, number = '', sides = ''] = match
  return number ? text('dice.many', { number, sides }) : text('dice.one', { sides })
}
