// What the player settles after a level is gained: a thief's pick (Archetype advancement:
// Thieves) and the moral code review (Moral codes). Each is kept on the level's record, so that
// undoing the level undoes them too.
import { change, newId, type Change } from '../common/ledger'
import { PurchaseError } from '../types'
import { isProphet } from './prophets'
import type { Field, GodsMonstersData, LevelGain } from './model'

/** Thief fields: the fields the thief archetype prefers. */
export function thiefFields(data: GodsMonstersData): Field[] {
  return data.fields.filter((f) => f.preferredArchetype === 'thief')
}

/** Levels gained as a thief whose pick is still to take. */
export function pendingThiefPicks(data: GodsMonstersData): LevelGain[] {
  return data.levels.filter((g) => g.archetype === 'thief' && g.thiefPick === undefined)
}

function levelIndex(data: GodsMonstersData, level: number): number {
  const i = data.levels.findIndex((g) => g.level === level)
  if (i === -1) throw new PurchaseError(`Level ${level} was not gained on this sheet.`)
  return i
}

// Thieves: at each level after first, +1 to one thief field or an extra skill in one of the
// existing thief fields.
export function thiefPick(
  data: GodsMonstersData,
  level: number,
  fieldId: string,
  skillRaw: string | null,
): { label: string; changes: Change[] } {
  const i = levelIndex(data, level)
  const gain = data.levels[i]
  if (!gain || gain.archetype !== 'thief') {
    throw new PurchaseError(`Level ${level} was not gained as a thief.`)
  }
  if (gain.thiefPick) throw new PurchaseError(`Level ${level}'s thief pick is already taken.`)
  const f = data.fields.findIndex((x) => x.id === fieldId)
  const field = data.fields[f]
  if (!field || field.preferredArchetype !== 'thief') {
    throw new PurchaseError('Choose one of the thief fields.')
  }
  const path = ['fields', String(f)]
  if (skillRaw === null) {
    return {
      label: `Thief level ${level}: ${field.name} +${field.bonus} → +${field.bonus + 1}`,
      changes: [
        change(data, ['levels', String(i), 'thiefPick'], {
          fieldId,
          fieldName: field.name,
          skill: null,
        }),
        change(data, [...path, 'bonus'], field.bonus + 1),
      ],
    }
  }
  const skill = skillRaw.trim()
  if (skill === '' || skill.length > 120) {
    throw new PurchaseError('Name the skill (up to 120 characters).')
  }
  if (field.skills.some((s) => s.name.toLowerCase() === skill.toLowerCase())) {
    throw new PurchaseError(`${field.name} already has the skill ${skill}.`)
  }
  return {
    label: `Thief level ${level}: skill ${skill} in ${field.name}`,
    changes: [
      change(data, ['levels', String(i), 'thiefPick'], { fieldId, fieldName: field.name, skill }),
      change(data, [...path, 'skills'], [...field.skills, { id: newId(), name: skill }]),
    ],
  }
}

/** The level whose moral code review is due: the latest level gained, until reviewed. */
export function moralReviewDue(data: GodsMonstersData): LevelGain | null {
  const latest = data.levels[data.levels.length - 1]
  return latest && latest.moralReview === undefined ? latest : null
}

/** What a new moral code means, in the text's words made short. */
export function moralCodeWarnings(
  data: GodsMonstersData,
  after: string,
  assisted: boolean,
): string[] {
  const before = data.moralCode.trim()
  const out: string[] = []
  if (after.trim() === before) return out
  if (/\bevil\b/i.test(after)) {
    out.push('A player character who becomes evil becomes a non-player character.')
  }
  if (isProphet(data) && !assisted) {
    out.push(
      'Changed without the help of the deity or pantheon, a prophet can no longer call spirits nor use specialties that require a prophet.',
    )
  }
  return out
}

// Moral codes: at each level advancement the player and the Guide consider whether the moral
// code changed ("do you think your character has made or avoided any moral questions during this
// level?"); a change is marked. Only the latest level's review can be recorded.
export function moralReview(
  data: GodsMonstersData,
  level: number,
  codeRaw: string,
  assisted: boolean,
): { label: string; changes: Change[] } {
  const due = moralReviewDue(data)
  if (!due || due.level !== level) {
    throw new PurchaseError(
      due
        ? `The review due is level ${due.level}'s.`
        : 'No moral code review is due: it comes with each level gained.',
    )
  }
  const after = codeRaw.trim()
  if (after.length > 80) throw new PurchaseError('A moral code is up to 80 characters.')
  const before = data.moralCode
  const changed = after !== before.trim()
  const review = { before, after, assisted: changed && isProphet(data) && assisted }
  const i = levelIndex(data, level)
  const changes = [change(data, ['levels', String(i), 'moralReview'], review)]
  if (changed) changes.push(change(data, ['moralCode'], after))
  const was = before.trim() || 'none'
  return {
    label: changed
      ? `Level ${level} moral code review: ${was} → ${after || 'none'}`
      : `Level ${level} moral code review: kept ${was}`,
    changes,
  }
}
